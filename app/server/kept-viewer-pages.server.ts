import { getDb, type Db } from './db.server'
import { DataCache } from './prepared.server'

/*
 * What a signed-in page computes for one viewer, kept until their data or the catalogue changes
 * (docs/decisions/0048-sheet-and-insights-kept-per-viewer.md): their marks, cards, notes, lists and settings are all in
 * their scope, and problems and company lists in the catalogue's. Community reports have no cache
 * triggers, so nothing read from them is kept here: the routes read them on every view.
 */

/** The pages kept this way; each has its own entries, so that one page's views never evict another's. */
export type KeptViewerPage = 'sheet' | 'problem'

/** A page as one viewer sees it with one address; built by the route, kept here. */
const pagesForUsers: Record<KeptViewerPage, DataCache<unknown>> = {
  sheet: new DataCache('user', 200),
  problem: new DataCache('user', 200),
}

/**
 * The value `compute` makes of a page for the viewer, kept until the viewer's data or the catalogue
 * changes. `key` names everything else the value depends on (the address or its filters, the viewer's
 * day, time zone and interview mode, a document or data request); the value is shared between requests,
 * so its readers never change it.
 */
export function keptViewerPage<V>(
  page: KeptViewerPage,
  userId: string,
  key: string,
  compute: () => V,
  db: Db = getDb(),
): V {
  return pagesForUsers[page].getFor(db, userId, key, compute) as V
}
