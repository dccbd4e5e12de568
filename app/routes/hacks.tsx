import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { cn } from '~/components/ui/cn'
import { trickAddresses } from '~/domain/address-trick'
import { PRODUCT_NAME, pageTitle } from '~/domain/site'
import { siteOrigin } from '~/server/site-origin.server'
import type { Route } from './+types/hacks'
import { Eyebrow } from '~/components/ui/eyebrow'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Hacks') },
  {
    name: 'description',
    content: `Three ${PRODUCT_NAME} shortcuts: open any LeetCode problem by number, jump to the problem of the day, and get insights by swapping the host.`,
  },
]

/** The host every trick is typed with: the one the other pages that teach the trick name too. */
export async function loader({ request }: Route.LoaderArgs) {
  return { origin: siteOrigin(request) }
}

const EXAMPLE_SLUG = 'two-sum'

export default function Hacks({ loaderData }: Route.ComponentProps) {
  const trick = trickAddresses(loaderData.origin, EXAMPLE_SLUG)
  const host = trick.host
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16">
      <header className="mx-auto max-w-2xl text-center">
        <Eyebrow>Shortcuts</Eyebrow>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Hacks</h1>
        <p className="mt-4 text-lg text-ink-muted">
          Three tricks that skip the clicking. Each one is just an address you type, so it works from any
          browser, bookmark or phone.
        </p>
      </header>

      <ul className="mt-12 grid gap-6 lg:grid-cols-2">
        <HackCard
          icon={<HashIcon />}
          title="Open any problem by its number"
          action={{ to: '/1', label: 'Try problem 1' }}
          example={
            <>
              <AddressBox>
                {host}/<Highlight tone="new">{'{number}'}</Highlight>
              </AddressBox>
              <p>
                For example,{' '}
                <Link to="/1" className="font-mono font-semibold text-brand-700 underline underline-offset-4">
                  {host}/1
                </Link>{' '}
                opens problem 1, Two Sum.
              </p>
            </>
          }
        >
          Put a problem’s number after our address and you land straight on that problem on LeetCode, no
          searching needed.
        </HackCard>

        <HackCard
          icon={<CalendarIcon />}
          title="Problem of the day"
          action={{ to: '/potd', label: 'Open today’s problem' }}
          example={
            <>
              <AddressBox>
                {host}/<Highlight tone="new">potd</Highlight>
              </AddressBox>
              <p>Bookmark it, and the daily problem is one click away every morning.</p>
            </>
          }
        >
          Keep your streak with one address: it always takes you to today’s LeetCode daily challenge, whatever
          the date.
        </HackCard>

        <HackCard
          icon={<SwapIcon />}
          title="Insights from any problem page"
          badge={<Badge tone="brand">PRO</Badge>}
          action={{ to: trick.path, label: 'See Two Sum’s insights' }}
          featured
          example={
            <>
              <AddressBox label="On LeetCode">
                https://<Highlight tone="old">{trick.practiceHost}</Highlight>
                <wbr />
                {trick.path}
              </AddressBox>
              <p className="flex justify-center text-brand-700" aria-hidden="true">
                <svg
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                >
                  <path d="M12 5v14M6 13l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </p>
              <AddressBox label={`On ${PRODUCT_NAME}`}>
                {trick.ourUrl.slice(0, trick.ourUrl.indexOf(host))}
                <Highlight tone="new">{host}</Highlight>
                <wbr />
                {trick.path}
              </AddressBox>
            </>
          }
        >
          On a LeetCode problem page, replace <strong className="text-ink">{trick.practiceHost}</strong> in
          the address bar with <strong className="text-ink">{host}</strong> and keep the rest of the address.
          You get the problem’s insights: its level, the companies that ask it and similar questions.
        </HackCard>
      </ul>
    </div>
  )
}

/**
 * One trick: what it does, an example of the address to type, and a button that tries it. The featured
 * card spans the full row on wide screens, with its example beside the text instead of under it.
 */
function HackCard({
  icon,
  title,
  badge,
  action,
  featured = false,
  example,
  children,
}: {
  icon: ReactNode
  title: string
  badge?: ReactNode
  action: { to: string; label: string }
  featured?: boolean
  example: ReactNode
  children: ReactNode
}) {
  // The featured card's button sits under its text on wide screens and, like the others', last when stacked;
  // only one of the two is ever displayed, so assistive technology meets it once.
  const button = (
    <ButtonLink to={action.to} variant={featured ? 'primary' : 'secondary'} className="self-start">
      {action.label}
    </ButtonLink>
  )
  return (
    <li className={cn(featured && 'lg:col-span-2')}>
      <Card
        className={cn(
          'h-full p-6 sm:p-8',
          featured
            ? 'grid gap-6 border-brand-300 ring-2 ring-brand-100 lg:grid-cols-2 lg:items-center lg:gap-12'
            : 'flex flex-col gap-5',
        )}
      >
        <div className="flex flex-col">
          <div className="flex items-start justify-between gap-3">
            <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              {icon}
            </span>
            {badge}
          </div>
          <h2 className="mt-5 text-xl font-bold">{title}</h2>
          <p className="mt-3 text-ink-muted">{children}</p>
          {featured ? <div className="mt-6 hidden lg:flex">{button}</div> : null}
        </div>
        <div className="space-y-3 text-ink-muted">{example}</div>
        <div className={cn('mt-auto flex pt-1', featured && 'lg:hidden')}>{button}</div>
      </Card>
    </li>
  )
}

/** An address as it appears in the browser's address bar. */
function AddressBox({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <p className="rounded-xl border border-line bg-canvas px-4 py-3">
      {label ? <span className="mb-1 block text-xs font-semibold text-ink-muted">{label}</span> : null}
      <code className="font-mono text-sm text-ink [overflow-wrap:anywhere]">{children}</code>
    </p>
  )
}

/** The part of an address to change: what goes out ('old') and what comes in ('new'). */
function Highlight({ tone, children }: { tone: 'old' | 'new'; children: ReactNode }) {
  return (
    <mark
      className={cn(
        'rounded px-0.5 font-semibold',
        tone === 'old' ? 'bg-hard-bg text-hard line-through decoration-2' : 'bg-easy-bg text-easy',
      )}
    >
      {children}
    </mark>
  )
}

const iconProps = {
  viewBox: '0 0 24 24',
  className: 'size-6',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const

function HashIcon() {
  return (
    <svg {...iconProps}>
      <path d="M5 9h14M5 15h14M10 4L8 20M16 4l-2 16" />
    </svg>
  )
}

function CalendarIcon() {
  return (
    <svg {...iconProps}>
      <rect x="3.5" y="5" width="17" height="15" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="M9.5 15l2 2 3.5-3.5" />
    </svg>
  )
}

function SwapIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 8h13l-3.5-3.5" />
      <path d="M20 16H7l3.5 3.5" />
    </svg>
  )
}
