import { Form } from 'react-router'
import { ErrorAlert } from '../ui/alert'
import { SubmitButton } from '../ui/button'
import { useIsPending } from '../use-is-pending'

export const SYNC_INTENT = 'sync-leetcode'

/** Progress so far, and the button that pulls recent accepted submissions from LeetCode. */
export function LeetCodeSync({
  username,
  counts,
  error,
}: {
  username: string | null
  counts: { solved: number; revisit: number }
  error?: string
}) {
  const syncing = useIsPending({ intent: SYNC_INTENT })
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-easy-bg px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-easy uppercase">Solved</dt>
          <dd className="mt-1 text-2xl font-bold text-ink">{counts.solved.toLocaleString('en-GB')}</dd>
        </div>
        <div className="rounded-xl bg-medium-bg px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-medium uppercase">To revisit</dt>
          <dd className="mt-1 text-2xl font-bold text-ink">{counts.revisit.toLocaleString('en-GB')}</dd>
        </div>
      </dl>
      {error ? <ErrorAlert>{error}</ErrorAlert> : null}
      <Form method="post" className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <input type="hidden" name="intent" value={SYNC_INTENT} />
        <SubmitButton
          variant="secondary"
          className="shrink-0"
          pending={syncing}
          pendingLabel="Syncing..."
          disabled={!username}
          aria-describedby="sync-hint"
        >
          Sync solved problems
        </SubmitButton>
        <p id="sync-hint" className="text-sm text-ink-muted">
          {username ? (
            <>
              Reads the 20 most recent accepted submissions of{' '}
              <strong className="text-ink">{username}</strong> on LeetCode. Nothing is ever unmarked.
            </>
          ) : (
            'Add your LeetCode username in the settings above to sync.'
          )}
        </p>
      </Form>
    </div>
  )
}
