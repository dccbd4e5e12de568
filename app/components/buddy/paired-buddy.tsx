import type { BuddyCardView } from '~/domain/buddy-display'
import { Badge } from '../ui/badge'
import { Card } from '../ui/card'
import { BuddyCard } from './buddy-card'
import { RequestButton } from './request-button'

/** A buddy the viewer is paired with; `card` is null once they have deleted their buddy profile. */
export type PairedBuddyView = {
  userId: string
  name: string
  email: string
  pairedOn: string | null
  card: BuddyCardView | null
}

/** A paired buddy with their email, and the way to end the pairing. */
export function PairedBuddy({ buddy }: { buddy: PairedBuddyView }) {
  const contact = (
    <div className="rounded-xl border border-brand-200 bg-brand-50 px-3 py-2 text-sm">
      <p>
        <span className="font-semibold">Email: </span>
        <a
          href={`mailto:${buddy.email}`}
          className="font-medium break-all text-brand-700 underline underline-offset-2"
        >
          {buddy.email}
        </a>
      </p>
      {buddy.pairedOn ? (
        <p className="mt-0.5 text-xs text-ink-muted">Buddies since {buddy.pairedOn}</p>
      ) : null}
    </div>
  )
  const actions = (
    <details>
      <summary className="cursor-pointer text-sm font-semibold text-ink-muted hover:text-danger">
        End pairing…
      </summary>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <p className="text-sm text-ink-muted">You will no longer see each other&apos;s email here.</p>
        <RequestButton
          intent="unpair"
          userId={buddy.userId}
          about={`with ${buddy.name}`}
          label="End pairing"
          busyLabel="Ending..."
          variant="danger"
        />
      </div>
    </details>
  )
  if (buddy.card)
    return (
      <BuddyCard
        buddy={buddy.card}
        badge={<Badge tone="easy">Buddy</Badge>}
        contact={contact}
        actions={actions}
      />
    )
  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <article aria-label={buddy.name} className="space-y-3">
        <h3 className="text-lg font-semibold">{buddy.name}</h3>
        <p className="text-sm text-ink-muted">
          Has deleted their buddy profile; you can still write to them.
        </p>
        {contact}
      </article>
      <div className="border-t border-line pt-4">{actions}</div>
    </Card>
  )
}
