import { data, Link } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/favorites'
import { buttonClasses } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { companyAnchor, MAX_FAVORITES, type FavoritesActionData } from '~/domain/favorites'
import { isViaFetcher } from '~/domain/fetcher-submission'
import { safeRedirect } from '~/domain/safe-redirect'
import { pageTitle } from '~/domain/site'
import { changeFavorites, type FavoriteChange } from '~/server/favorites.server'
import { getUser } from '~/server/session.server'
import { redirectWithToast, type ToastInput } from '~/server/toast.server'

const SEARCH_SHEET = '/search/sheet'
const LOG_IN_TO_SAVE = 'Log in to save favorites to your account'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Favorites') }]

// No loader: a redirect from one would also replace the 4xx page that a refused plain form post renders
// (React Router runs the loaders after the action of a document request).

const FavoritesFormSchema = z.object({
  intent: z.enum(['add', 'remove', 'toggle'], { error: 'Unknown favorites action' }),
  company: z
    .array(z.string().trim().min(1, 'Choose a company').max(200, 'Unknown company'))
    .min(1, 'Choose a company')
    .max(MAX_FAVORITES, `At most ${MAX_FAVORITES} companies at a time`),
})

/**
 * Adds, removes or toggles favourite companies (by slug) in the signed-in user's account.
 * - A fetcher (the page with JavaScript, `via=fetcher`) gets the account's favourites back as data.
 * - A plain form post (JavaScript off) is answered with a redirect back to the page, with a toast.
 * - A visitor without JavaScript is sent to log in and brought back; with JavaScript a visitor's
 *   favourites live only in the browser and never reach this action.
 */
export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const viaFetcher = isViaFetcher(formData)
  const back = safeRedirect(formData.get('redirectTo'), SEARCH_SHEET)

  const parsed = FavoritesFormSchema.safeParse({
    intent: formData.get('intent'),
    company: formData.getAll('company'),
  })
  if (!parsed.success) {
    return data<FavoritesActionData>(
      { ok: false, error: parsed.error.issues[0]?.message ?? 'Invalid request' },
      { status: 400 },
    )
  }

  const user = await getUser(request)
  if (!user) {
    if (viaFetcher) return data<FavoritesActionData>({ ok: false, error: LOG_IN_TO_SAVE }, { status: 401 })
    return redirectWithToast(`/login?redirect_uri=${encodeURIComponent(back)}`, {
      type: 'info',
      title: LOG_IN_TO_SAVE,
    })
  }

  const outcome = changeFavorites(user.id, parsed.data.intent, parsed.data.company)
  if (outcome.status === 'not-found') {
    const error =
      outcome.missing.length === 1 ? 'Company not found' : 'Some of these companies were not found'
    return data<FavoritesActionData>({ ok: false, error }, { status: 404 })
  }
  if (viaFetcher) return data<FavoritesActionData>({ ok: true, favorites: outcome.favorites })
  return redirectWithToast(withCompanyAnchor(back, outcome.changes), changeToast(outcome.changes))
}

/**
 * Without JavaScript the answer is a new page, which would open at the top of a long list of companies:
 * a single change brings the reader back to that company's card instead (pages that have no such card
 * simply ignore the fragment). A target that names its own fragment keeps it.
 */
function withCompanyAnchor(target: string, changes: readonly FavoriteChange[]): string {
  const [only] = changes
  if (changes.length !== 1 || !only || target.includes('#')) return target
  return `${target}#${companyAnchor(only.company.slug)}`
}

/**
 * The toasts 'Added {company} to favorites' (success) and 'Removed {company} from favorites' (error style);
 * see docs/product.md#messages.
 */
function changeToast(changes: readonly FavoriteChange[]): ToastInput {
  const [only] = changes
  if (changes.length === 1 && only) {
    return only.favorite
      ? { type: 'success', title: `Added ${only.company.name} to favorites` }
      : { type: 'error', title: `Removed ${only.company.name} from favorites` }
  }
  return { type: 'info', title: 'Favorites updated' }
}

/**
 * A refused plain form post (JavaScript off) lands here and is told why; anyone opening /favorites
 * directly is pointed to where favourites live.
 */
export default function Favorites({ actionData }: Route.ComponentProps) {
  const error = actionData && !actionData.ok ? actionData.error : null
  return (
    <div className="mx-auto max-w-lg px-4 py-16 sm:px-6">
      <Card className="p-8 text-center">
        {error ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Your favorites were not changed</h1>
            <p role="alert" className="mt-3 font-medium text-danger">
              {error}
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight">Favorites</h1>
            <p className="mt-3 text-ink-muted">
              Star companies on the company search to keep them one click away.
            </p>
          </>
        )}
        <Link to={SEARCH_SHEET} className={`${buttonClasses({ variant: 'primary' })} mt-6`}>
          Go to the company search
        </Link>
      </Card>
    </div>
  )
}
