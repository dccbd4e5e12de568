import type { FavoriteCompany } from '~/domain/favorites'
import { FAVORITES_ACTION } from './use-favorite-companies'

export const FAVORITE_TOGGLE_FORM = 'favorite-toggle-form'
export const FAVORITE_REMOVE_FORM = 'favorite-remove-form'

/**
 * The two forms every star and every remove button submit when JavaScript is off (buttons name their
 * form with the `form` attribute and carry the company slug as their value). One shared form instead of
 * one per card keeps a page of hundreds of companies light. With JavaScript the buttons never submit:
 * their click handlers change the favourites in place.
 */
export function FavoriteForms({
  redirectTo,
  editRedirectTo,
}: {
  redirectTo: string
  editRedirectTo: string
}) {
  return (
    <>
      <form id={FAVORITE_TOGGLE_FORM} method="post" action={FAVORITES_ACTION} hidden>
        <input type="hidden" name="intent" value="toggle" />
        <input type="hidden" name="redirectTo" value={redirectTo} />
      </form>
      <form id={FAVORITE_REMOVE_FORM} method="post" action={FAVORITES_ACTION} hidden>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="redirectTo" value={editRedirectTo} />
      </form>
    </>
  )
}

/**
 * The star adds or removes a favourite and never navigates (docs/product.md#favourites). Its look (an
 * outlined or a filled star, by aria-pressed) is in company-card.css.
 */
export function FavoriteStar({
  company,
  favorite,
  onToggle,
}: {
  company: FavoriteCompany
  favorite: boolean
  onToggle: (company: FavoriteCompany) => void
}) {
  return (
    <button
      type="submit"
      form={FAVORITE_TOGGLE_FORM}
      name="company"
      value={company.slug}
      aria-pressed={favorite}
      aria-label={`Favorite ${company.name}`}
      title={favorite ? 'Remove from favorites' : 'Add to favorites'}
      onClick={(event) => {
        event.preventDefault()
        onToggle(company)
      }}
      className="favorite-star"
    />
  )
}

/** The remove icon each favourite chip shows in edit mode. */
export function RemoveFavoriteButton({
  company,
  onRemove,
}: {
  company: FavoriteCompany
  onRemove: (company: FavoriteCompany) => void
}) {
  return (
    <button
      type="submit"
      form={FAVORITE_REMOVE_FORM}
      name="company"
      value={company.slug}
      aria-label={`Remove ${company.name} from favorites`}
      title={`Remove ${company.name}`}
      onClick={(event) => {
        event.preventDefault()
        onRemove(company)
      }}
      className="-ml-1 mr-1 flex size-7 shrink-0 items-center justify-center rounded-full text-danger hover:bg-danger-bg"
    >
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
    </button>
  )
}
