import { useId } from 'react'
import { Form } from 'react-router'
import { toast } from '~/components/toast'
import { Button, buttonClasses, SubmitButton } from '~/components/ui/button'
import { inputClasses } from '~/components/ui/field'
import { useHydrated } from '~/components/use-hydrated'
import { useIsPending } from '~/components/use-is-pending'
import { LIST_INTENTS } from '~/domain/list-forms'

/**
 * Under a list's title: its downloads, its share address when it is public, and "Copy to my lists" for a
 * signed-in reader who is not its owner (a visitor is offered to log in first).
 */
export function ListActions({
  href,
  exportQuery,
  shareUrl,
  signedIn,
  canCopy,
  loginHref,
}: {
  href: string
  /** The page's filters, which the CSV follows as the sheet's export does. */
  exportQuery: string
  /** The full address of a public list; null for any other. */
  shareUrl: string | null
  signedIn: boolean
  canCopy: boolean
  loginHref: string
}) {
  const copying = useIsPending({ intent: LIST_INTENTS.copy })
  const link = buttonClasses({ variant: 'secondary', size: 'sm' })
  return (
    <div className="mt-5 space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <a href={`${href}/export.csv${exportQuery ? `?${exportQuery}` : ''}`} className={link}>
          Export CSV
        </a>
        <a href={`${href}/export.json`} className={link}>
          Export JSON
        </a>
        {canCopy ? (
          <Form method="post">
            <input type="hidden" name="intent" value={LIST_INTENTS.copy} />
            <SubmitButton size="sm" pending={copying} pendingLabel="Copying…">
              Copy to my lists
            </SubmitButton>
          </Form>
        ) : null}
        {!signedIn ? (
          <a href={loginHref} className={buttonClasses({ size: 'sm' })}>
            Log in to copy this list
          </a>
        ) : null}
      </div>
      {shareUrl ? <ShareAddress url={shareUrl} /> : null}
    </div>
  )
}

/** The address to share, selectable without JavaScript and copied with one click with it. */
function ShareAddress({ url }: { url: string }) {
  const id = useId()
  const hydrated = useHydrated()
  return (
    <div className="max-w-xl">
      <label htmlFor={id} className="mb-1 block text-xs font-semibold text-ink-muted">
        Share address: anyone can open it, without an account
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          className={inputClasses}
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <Button
            variant="secondary"
            size="sm"
            className="h-auto shrink-0"
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(
                () => toast.info('Link copied to clipboard!'),
                () => toast.error('Copy the address from the box: the browser did not allow it.'),
              )
            }}
          >
            Copy link
          </Button>
        ) : null}
      </div>
    </div>
  )
}
