import { data, Form } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/reminders-unsubscribe'
import { Button, ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { REMINDERS_ANCHOR } from '~/domain/review-reminders'
import { pageTitle } from '~/domain/site'
import { isValidDigestUnsubscribeSignature } from '~/server/review-digest-links.server'
import { setDailyDigest } from '~/server/review-reminders.server'

// The page the daily review email's link opens (docs/product.md#reminders). Opening the link only asks;
// the button (a POST) turns the email off, so a mail scanner that follows links changes nothing. A mail
// client's one-click unsubscribe (RFC 8058) posts to the same address, with the link's fields in its query.

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Daily email') },
  { name: 'robots', content: 'noindex' },
]

const LinkSchema = z.object({
  user: z.string().min(1).max(64),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})

/** The link's user, when its signature is ours; null for anything else. */
function signedUser(input: Record<string, unknown>): { user: string; sig: string } | null {
  const parsed = LinkSchema.safeParse(input)
  if (!parsed.success || !isValidDigestUnsubscribeSignature(parsed.data.user, parsed.data.sig)) return null
  return parsed.data
}

const INVALID_LINK = { state: 'invalid' as const, user: null, sig: null }

export function loader({ request }: Route.LoaderArgs) {
  const link = signedUser(Object.fromEntries(new URL(request.url).searchParams))
  if (!link) return data(INVALID_LINK, { status: 400 })
  return { state: 'confirm' as const, ...link }
}

export async function action({ request }: Route.ActionArgs) {
  const fields = Object.fromEntries(await request.formData())
  const link = signedUser('sig' in fields ? fields : Object.fromEntries(new URL(request.url).searchParams))
  if (!link) return data(INVALID_LINK, { status: 400 })
  setDailyDigest(link.user, false)
  return { state: 'done' as const, ...link }
}

const profileLink = `/profile#${REMINDERS_ANCHOR}`

export default function RemindersUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData
  const working = useIsPending()
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-8">
        {view.state === 'invalid' ? (
          <>
            <h1 className="text-2xl font-bold">This link is not valid</h1>
            <p role="alert" className="mt-3 text-ink-muted">
              The link may have been cut short when it was copied. Open it again from the email, or turn the
              daily email off under Reminders on your profile.
            </p>
            <ButtonLink to={profileLink} variant="secondary" className="mt-6">
              Go to your reminders
            </ButtonLink>
          </>
        ) : view.state === 'done' ? (
          <>
            <h1 className="text-2xl font-bold">The daily email is off</h1>
            <p role="status" className="mt-3 text-ink-muted">
              You will get no more daily review emails. Your reviews still wait on your Today page.
            </p>
            <p className="mt-6 text-sm text-ink-muted">
              Changed your mind? Turn it on again under{' '}
              <a href={profileLink} className="font-semibold text-brand-700 hover:underline">
                Reminders on your profile
              </a>
              .
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">Turn off the daily review email?</h1>
            <p className="mt-3 text-ink-muted">
              You will get no more daily emails of the reviews due. You can turn it on again on your profile.
            </p>
            <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row">
              <input type="hidden" name="user" value={view.user} />
              <input type="hidden" name="sig" value={view.sig} />
              <Button type="submit" disabled={working}>
                {working ? 'Turning off...' : 'Turn off the daily email'}
              </Button>
              <ButtonLink to="/" variant="secondary">
                Keep it on
              </ButtonLink>
            </Form>
          </>
        )}
      </Card>
    </section>
  )
}
