import { Link } from 'react-router'
import { toast } from '~/components/toast'
import { Button } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { trickAddresses } from '~/domain/address-trick'

const EXAMPLE_SLUG = 'add-two-numbers'

export function trickExample(origin: string) {
  return trickAddresses(origin, EXAMPLE_SLUG)
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url)
    toast.info('Link copied to clipboard!')
  } catch {
    toast.error('Could not copy the link. Select it and copy it by hand.')
  }
}

/**
 * The tip that swapping the practice site's host for ours in a problem URL opens that problem's insights here
 * (docs/product.md#company-search). `origin` is this site's origin as the server names it (siteOrigin), the
 * same on every page that teaches the trick. Copying needs JavaScript; without it the link is
 * selectable text (one click selects it whole).
 */
export function TrickBlock({ origin, interactive }: { origin: string; interactive: boolean }) {
  const example = trickExample(origin)
  return (
    <section
      aria-labelledby="trick-heading"
      className="overflow-hidden rounded-card border border-brand-200 bg-linear-to-br from-brand-50 to-surface p-5 shadow-card sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            <path
              d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <h2 id="trick-heading" className="text-lg font-semibold">
          Short Trick for smart people like you
        </h2>
      </div>
      <p className="mt-3 text-ink-muted">
        On any LeetCode problem page, replace{' '}
        <code className="font-mono text-ink">{example.practiceHost}</code> in the address bar with{' '}
        <code className="font-mono text-ink">{example.host}</code> to jump straight to that problem&rsquo;s
        insights: which companies ask it, how hard it really is, and what to solve next.
      </p>

      <dl className="mt-5 grid gap-3 text-sm">
        <UrlRow label="Instead of" url={example.practiceUrl} host={example.practiceHost} />
        <UrlRow label="Open" url={example.ourUrl} host={example.host} selectable />
      </dl>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        {interactive ? (
          <Button variant="primary" size="sm" onClick={() => void copyLink(example.ourUrl)}>
            <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
              <rect
                x="8"
                y="8"
                width="12"
                height="12"
                rx="2"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
              <path
                d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              />
            </svg>
            Copy link
          </Button>
        ) : null}
        <Link
          to={example.path}
          className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Try it with Add Two Numbers
        </Link>
      </div>
    </section>
  )
}

function UrlRow({
  label,
  url,
  host,
  selectable = false,
}: {
  label: string
  url: string
  host: string
  selectable?: boolean
}) {
  const hostAt = url.indexOf(host)
  return (
    <div className="grid gap-1 sm:grid-cols-[6rem_1fr] sm:items-baseline">
      <dt className="font-medium text-ink-muted">{label}</dt>
      <dd
        className={cn(
          'rounded-lg border border-line bg-surface px-3 py-2 font-mono break-all text-ink',
          selectable && 'select-all',
        )}
      >
        {url.slice(0, hostAt)}
        <mark className="rounded bg-brand-100 px-0.5 text-brand-800">{host}</mark>
        {url.slice(hostAt + host.length)}
      </dd>
    </div>
  )
}
