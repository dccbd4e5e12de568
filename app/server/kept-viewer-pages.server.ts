import { dayInTimeZone } from '~/domain/time-zones'
import { getDb, type Db } from './db.server'
import { DataCache } from './prepared.server'

/*
 * What a signed-in page computes for one viewer, kept until their data or the catalogue changes
 * (docs/decisions/0048-sheet-and-insights-kept-per-viewer.md): their marks, cards, notes, lists and
 * settings are all in their scope, and problems and company lists in the catalogue's. Community reports
 * have no cache triggers, so nothing read from them is kept here: the routes read them on every view.
 */

/** The pages kept this way; each has its own entries, so that one page's views never evict another's. */
export type KeptViewerPage = 'sheet' | 'problem'

/** A page as one viewer sees it with one address; built by the route, kept here. */
const pagesForUsers: Record<KeptViewerPage, DataCache<unknown>> = {
  sheet: new DataCache('user', 200),
  problem: new DataCache('user', 200),
}

/** Who a kept page is drawn for, and everything about them besides its address that the page depends on. */
export interface PageViewer {
  userId: string
  interviewMode: boolean
  timeZone: string
  /** Their day (YYYY-MM-DD) in their time zone. */
  today: string
  /** A document request, whose rows and forms are in the markup rather than the data. */
  document: boolean
}

export function pageViewer(
  user: { id: string; interviewMode: boolean; timeZone: string },
  document: boolean,
  now = new Date(),
): PageViewer {
  const { id: userId, interviewMode, timeZone } = user
  return { userId, interviewMode, timeZone, today: dayInTimeZone(timeZone, now), document }
}

/**
 * The value `compute` makes of a page for the viewer, kept until the viewer's data or the catalogue
 * changes. `address` names what of the request the value depends on (the filters, a slug and query); the
 * viewer's mode, time zone, day and request kind are added here. The value is shared between requests, so
 * its readers never change it.
 */
export function keptViewerPage<V>(
  page: KeptViewerPage,
  viewer: PageViewer,
  address: unknown,
  compute: () => V,
  db: Db = getDb(),
): V {
  const { userId, interviewMode, timeZone, today, document } = viewer
  const key = JSON.stringify([address, interviewMode, timeZone, today, document])
  return pagesForUsers[page].getFor(db, userId, key, compute) as V
}
