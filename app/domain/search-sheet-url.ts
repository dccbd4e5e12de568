/** What the company search shows, as its address keeps it: the search text, 'Show all', edit mode. */
export type SearchSheetView = { q: string; edit: boolean; all: boolean }

export const SEARCH_SHEET_PATH = '/search/sheet'

/** Writes the view into `params` (?q=, ?all=1, ?edit=1), leaving out what is at its default. */
export function writeSearchSheetView(params: URLSearchParams, { q, edit, all }: SearchSheetView): void {
  if (q.trim()) params.set('q', q)
  else params.delete('q')
  if (all) params.set('all', '1')
  else params.delete('all')
  if (edit) params.set('edit', '1')
  else params.delete('edit')
}

/** The link to the company search showing `view`. */
export function searchSheetHref(view: SearchSheetView): string {
  const params = new URLSearchParams()
  writeSearchSheetView(params, view)
  const query = params.toString()
  return query ? `${SEARCH_SHEET_PATH}?${query}` : SEARCH_SHEET_PATH
}
