import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { SheetFiltersFields, type SheetFiltersView } from '~/components/sheet/sheet-filters-form'

/**
 * The filter form as its first render draws it for `view`, without the router: what a page keeps as
 * markup with its kept view (docs/decisions/0049). A document's render writes it, and the browser
 * hydrates it as SheetFiltersForm.
 */
export function firstFilters(view: SheetFiltersView): ReactNode {
  return (
    <SheetFiltersFields
      {...view}
      topics={view.topics ?? []}
      shown={view.filters}
      suggestions={view.moreTopics ?? []}
      suggestionsAsText
      topicsOpen={view.filters.topics.length > 0}
    />
  )
}

/** firstFilters(view) as markup. */
export function filtersMarkup(view: SheetFiltersView): string {
  return renderToString(firstFilters(view))
}
