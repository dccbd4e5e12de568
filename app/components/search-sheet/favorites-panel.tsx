import { Link } from 'react-router'
import { CompanyLogo } from '~/components/company-logo'
import { NewBadge } from '~/components/ui/badge'
import { buttonClasses } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import type { FavoriteCompany } from '~/domain/favorites'
import { sheetHref, type SheetCompany } from './company-card'
import { RemoveFavoriteButton } from './favorite-forms'
import { CheckIcon, PencilIcon } from '~/components/ui/icons'

const EDIT_TITLE = 'Edit Favorites'
const DONE_TITLE = 'Done Editing'

/**
 * The favourites panel (docs/product.md#favourites), shown only when there is at least one favourite. Its
 * Edit/Done toggle puts the chips in edit mode, where they shake (unless the user asks for reduced motion)
 * and each offers a remove icon. Without JavaScript the toggle is a link that turns edit mode on or off in
 * the URL.
 */
export function FavoritesPanel({
  favorites,
  editing,
  interactive,
  editHref,
  doneHref,
  onEditingChange,
  onRemove,
  logoToken,
}: {
  favorites: readonly SheetCompany[]
  editing: boolean
  /** True once JavaScript runs: the toggle is then a button instead of a link. */
  interactive: boolean
  editHref: string
  doneHref: string
  onEditingChange: (editing: boolean) => void
  onRemove: (company: FavoriteCompany) => void
  logoToken: string | null
}) {
  const title = editing ? DONE_TITLE : EDIT_TITLE
  const toggleClasses = buttonClasses({ variant: editing ? 'primary' : 'secondary', size: 'sm' })
  const toggleContent = (
    <>
      {editing ? <CheckIcon /> : <PencilIcon />}
      {editing ? 'Done' : 'Edit'}
    </>
  )
  return (
    <section
      aria-labelledby="favorites-heading"
      className="rounded-card border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <h2 id="favorites-heading" className="scroll-mt-28 text-lg font-semibold">
            Your Favorites
          </h2>
          <NewBadge />
        </div>
        {interactive ? (
          <button
            type="button"
            title={title}
            aria-label={title}
            className={toggleClasses}
            onClick={() => onEditingChange(!editing)}
          >
            {toggleContent}
          </button>
        ) : (
          <Link
            to={editing ? doneHref : editHref}
            replace
            preventScrollReset
            title={title}
            aria-label={title}
            className={toggleClasses}
          >
            {toggleContent}
          </Link>
        )}
      </div>
      {editing ? (
        <p className="mt-1 text-sm text-ink-muted">Remove the companies you no longer want to keep here.</p>
      ) : null}
      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Favorite companies">
        {favorites.map((company, index) => (
          <li
            key={company.slug}
            // Neighbouring chips start their wobble at different moments, as on a phone's home screen.
            style={editing ? { animationDelay: `${-(index % 3) * 100}ms` } : undefined}
            className={cn(
              'flex items-center rounded-full border bg-canvas transition-colors',
              editing
                ? 'animate-shake border-brand-300 motion-reduce:animate-none'
                : 'border-line hover:border-brand-300',
            )}
          >
            <Link
              to={sheetHref(company)}
              className="flex items-center gap-2 rounded-full py-1.5 pr-3 pl-1.5 text-sm font-medium hover:text-brand-700"
            >
              <CompanyLogo name={company.name} website={company.website} logoToken={logoToken} size="sm" />
              {company.name}
            </Link>
            {editing ? <RemoveFavoriteButton company={company} onRemove={onRemove} /> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
