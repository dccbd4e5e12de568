import type { Route } from './+types/reminders-unsubscribe'
import { ButtonLink } from '~/components/ui/button'
import { UnsubscribePage } from '~/components/unsubscribe-page'
import { REMINDERS_ANCHOR } from '~/domain/review-reminders'
import { pageTitle } from '~/domain/site'
import { DIGEST_UNSUBSCRIBE_LINK } from '~/server/review-digest-links.server'
import { setDailyDigest } from '~/server/review-reminders.server'
import { confirmUnsubscribe, unsubscribeByLink } from '~/server/unsubscribe-link.server'

// The page the daily review email's link opens (docs/product.md#reminders): it asks, and its button (or a
// mail client's one-click unsubscribe) turns the email off.

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Daily email') },
  { name: 'robots', content: 'noindex' },
]

export function loader({ request }: Route.LoaderArgs) {
  return confirmUnsubscribe(request, DIGEST_UNSUBSCRIBE_LINK)
}

export async function action({ request }: Route.ActionArgs) {
  return unsubscribeByLink(request, DIGEST_UNSUBSCRIBE_LINK, (link) => setDailyDigest(link.user, false))
}

const profileLink = `/profile#${REMINDERS_ANCHOR}`

export default function RemindersUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <UnsubscribePage
      view={actionData ?? loaderData}
      invalid={{
        title: 'This link is not valid',
        message:
          'The link may have been cut short when it was copied. Open it again from the email, or turn the daily email off under Reminders on your profile.',
        next: (
          <ButtonLink to={profileLink} variant="secondary" className="mt-6">
            Go to your reminders
          </ButtonLink>
        ),
      }}
      confirm={{
        title: 'Turn off the daily review email?',
        message:
          'You will get no more daily emails of the reviews due. You can turn it on again on your profile.',
        submit: 'Turn off the daily email',
        submitting: 'Turning off...',
        keep: 'Keep it on',
      }}
      done={{
        title: 'The daily email is off',
        message: 'You will get no more daily review emails. Your reviews still wait on your Today page.',
        changedMind: (
          <>
            Changed your mind? Turn it on again under{' '}
            <a href={profileLink} className="font-semibold text-brand-700 hover:underline">
              Reminders on your profile
            </a>
            .
          </>
        ),
      }}
    />
  )
}
