import type { ReactNode } from 'react'
import { PRODUCT_NAME } from '~/domain/site'
import { buttonClasses, ButtonLink } from '../ui/button'
import { Card } from '../ui/card'

/** The invitation a viewer can send a friend, as a mail they edit before sending (no script needed). */
export function inviteHref(origin: string): string {
  const subject = `Prepare for coding interviews with me on ${PRODUCT_NAME}`
  const body =
    `I am looking for a study buddy for coding interviews. Make a buddy profile here and ask to pair ` +
    `with me: ${origin}/register-buddy`
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/**
 * The suggestions when there are none: why the list is empty, and what to do about it. Every active
 * profile is suggested, however poor the fit, so without filters an empty list means nobody else is
 * looking (besides the viewer's buddies); with filters, that the filters ask for more than anyone offers.
 */
export function NoMatches({
  filtered,
  clearHref,
  paused,
  origin,
}: {
  filtered: boolean
  /** The list without its filters. */
  clearHref: string
  /** Whether the viewer's own profile is paused, which hides them from whoever joins. */
  paused: boolean
  origin: string
}) {
  if (filtered) {
    return (
      <EmptyCard
        title="No one matches these filters"
        reason="None of the people looking has everything these filters ask for at once."
      >
        <Step>Take filters away one at a time, and keep the ones that matter most to you.</Step>
        <Step>
          Or drop every filter and see everyone who is looking, best fit first.
          <ButtonLink to={clearHref} variant="secondary" size="sm" className="mt-2 self-start">
            Show everyone
          </ButtonLink>
        </Step>
      </EmptyCard>
    )
  }
  return (
    <EmptyCard
      title="No matches yet"
      reason="Nobody else has an active buddy profile right now, so there is no one to suggest."
    >
      {paused ? (
        <Step>
          Resume your profile: while it is paused, people who join cannot find you.
          <ButtonLink to="/register-buddy" variant="secondary" size="sm" className="mt-2 self-start">
            Open your profile
          </ButtonLink>
        </Step>
      ) : (
        <Step>
          Your profile is listed: whoever joins next sees you, and their requests appear on this page.
        </Step>
      )}
      <Step>
        Invite a friend who is preparing too.
        <a
          href={inviteHref(origin)}
          className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} mt-2 self-start`}
        >
          Invite by email
        </a>
      </Step>
      <Step>Come back in a few days: the suggestions here grow as people join.</Step>
    </EmptyCard>
  )
}

function EmptyCard({ title, reason, children }: { title: string; reason: string; children: ReactNode }) {
  return (
    <Card className="mt-4 p-6 sm:p-8">
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="mt-1 text-ink-muted">{reason}</p>
      <p className="mt-5 text-sm font-semibold">What you can do</p>
      <ol className="mt-2 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">{children}</ol>
    </Card>
  )
}

function Step({ children }: { children: ReactNode }) {
  return <li className="flex flex-col rounded-xl border border-line bg-canvas p-4 text-ink">{children}</li>
}
