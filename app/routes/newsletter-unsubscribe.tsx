import { Link } from 'react-router'
import type { Route } from './+types/newsletter-unsubscribe'
import { UnsubscribePage } from '~/components/unsubscribe-page'
import { pageTitle, PRODUCT_NAME, SUPPORT_EMAIL } from '~/domain/site'
import { NEWSLETTER_UNSUBSCRIBE_LINK } from '~/server/newsletter-links.server'
import { unsubscribe } from '~/server/subscribers.server'
import { confirmUnsubscribe, unsubscribeByLink } from '~/server/unsubscribe-link.server'

// The page every newsletter email links to (docs/product.md#newsletter): it asks, and its button unsubscribes.

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Unsubscribe') },
  { name: 'robots', content: 'noindex' },
]

export function loader({ request }: Route.LoaderArgs) {
  return confirmUnsubscribe(request, NEWSLETTER_UNSUBSCRIBE_LINK)
}

export async function action({ request }: Route.ActionArgs) {
  return unsubscribeByLink(request, NEWSLETTER_UNSUBSCRIBE_LINK, (link) => unsubscribe(link.email))
}

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData
  const leaving =
    view.state === 'invalid' ? null : (
      <>
        <strong className="break-all text-ink">{view.email}</strong> will get no more {PRODUCT_NAME}{' '}
        newsletters.
      </>
    )
  return (
    <UnsubscribePage
      view={view}
      invalid={{
        title: 'This unsubscribe link is not valid',
        message: (
          <>
            The link may have been cut short when it was copied. Open it again from the email, or write to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 hover:underline">
              {SUPPORT_EMAIL}
            </a>{' '}
            and we will unsubscribe you.
          </>
        ),
      }}
      confirm={{
        title: 'Unsubscribe from the newsletter?',
        message: leaving,
        submit: 'Unsubscribe',
        submitting: 'Unsubscribing...',
        keep: 'Keep me subscribed',
      }}
      done={{
        title: 'You are unsubscribed',
        message: leaving,
        changedMind: (
          <>
            Changed your mind?{' '}
            <Link to="/newsletter" className="font-semibold text-brand-700 hover:underline">
              Subscribe again
            </Link>
            .
          </>
        ),
      }}
    />
  )
}
