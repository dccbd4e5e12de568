import { data, Form, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/newsletter-unsubscribe'
import { Button, ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'
import { NewsletterSchema } from '~/domain/newsletter'
import { pageTitle, PRODUCT_NAME, SUPPORT_EMAIL } from '~/domain/site'
import { isValidUnsubscribeSignature } from '~/server/newsletter-links.server'
import { unsubscribe } from '~/server/subscribers.server'

// The page every newsletter email links to. Opening the link only asks; the button (a POST) unsubscribes,
// so a mail scanner that follows links cannot unsubscribe anyone.

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Unsubscribe') },
  { name: 'robots', content: 'noindex' },
]

const UnsubscribeLinkSchema = NewsletterSchema.extend({
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})

/** The link's address, when its signature is ours; null for anything else. */
function signedEmail(input: Record<string, unknown>): { email: string; sig: string } | null {
  const parsed = UnsubscribeLinkSchema.safeParse(input)
  if (!parsed.success || !isValidUnsubscribeSignature(parsed.data.email, parsed.data.sig)) return null
  return parsed.data
}

const INVALID_LINK = { state: 'invalid' as const, email: null, sig: null }

export function loader({ request }: Route.LoaderArgs) {
  const link = signedEmail(Object.fromEntries(new URL(request.url).searchParams))
  if (!link) return data(INVALID_LINK, { status: 400 })
  return { state: 'confirm' as const, ...link }
}

export async function action({ request }: Route.ActionArgs) {
  const link = signedEmail(Object.fromEntries(await request.formData()))
  if (!link) return data(INVALID_LINK, { status: 400 })
  unsubscribe(link.email)
  return { state: 'done' as const, ...link }
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData
  const working = useIsPending()
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-8">
        {view.state === 'invalid' ? (
          <>
            <h1 className="text-2xl font-bold">This unsubscribe link is not valid</h1>
            <p role="alert" className="mt-3 text-ink-muted">
              The link may have been cut short when it was copied. Open it again from the email, or write to{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 hover:underline">
                {SUPPORT_EMAIL}
              </a>{' '}
              and we will unsubscribe you.
            </p>
          </>
        ) : view.state === 'done' ? (
          <>
            <h1 className="text-2xl font-bold">You are unsubscribed</h1>
            <p role="status" className="mt-3 text-ink-muted">
              <strong className="break-all text-ink">{view.email}</strong> will get no more {PRODUCT_NAME}{' '}
              newsletters.
            </p>
            <p className="mt-6 text-sm text-ink-muted">
              Changed your mind?{' '}
              <Link to="/newsletter" className="font-semibold text-brand-700 hover:underline">
                Subscribe again
              </Link>
              .
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">Unsubscribe from the newsletter?</h1>
            <p className="mt-3 text-ink-muted">
              <strong className="break-all text-ink">{view.email}</strong> will get no more {PRODUCT_NAME}{' '}
              newsletters.
            </p>
            <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row">
              <input type="hidden" name="email" value={view.email} />
              <input type="hidden" name="sig" value={view.sig} />
              <Button type="submit" disabled={working}>
                {working ? 'Unsubscribing...' : 'Unsubscribe'}
              </Button>
              <ButtonLink to="/" variant="secondary">
                Keep me subscribed
              </ButtonLink>
            </Form>
          </>
        )}
      </Card>
    </section>
  )
}
