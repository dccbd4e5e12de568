import { sheetQueryString, type SheetFilters } from '~/domain/sheet-filters'
import type { Timeframe } from '~/domain/timeframes'

/**
 * A link to the sheet with some filters changed. Any change of filters starts again at page 1, since the
 * page number of one list means nothing in another.
 */
export function sheetHref(
  path: string,
  filters: SheetFilters,
  defaultTimeframe: Timeframe,
  change: Partial<SheetFilters> = {},
): string {
  const query = sheetQueryString({ ...filters, page: 1, ...change }, defaultTimeframe)
  return query ? `${path}?${query}` : path
}

/** The topics with one switched on or off. */
export function toggledTopics(topics: readonly string[], topic: string): string[] {
  return topics.includes(topic) ? topics.filter((t) => t !== topic) : [...topics, topic]
}
