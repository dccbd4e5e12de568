import { getDb, type Db } from './db.server'
import { DataCache } from './prepared.server'

/*
 * What a company sheet computes for one viewer with one set of filters, kept until their data or the
 * catalogue changes (docs/decisions/0048-kept-sheet-pages.md): their marks, cards, notes, lists and
 * settings are all in their scope, and the company's lists in the catalogue's. Community reports have no
 * cache triggers, so nothing read from them is kept here: the route reads them on every view.
 */

/** A sheet as one viewer sees it with one set of filters; built by the route, kept here. */
const sheetPagesForUsers = new DataCache<unknown>('user', 200)

/**
 * The value `compute` makes of a company's sheet for the viewer, kept until the viewer's data or the
 * catalogue changes. `key` names everything else the value depends on (the company, the filters, the
 * viewer's day, time zone and interview mode, a document or data request); the value is shared between
 * requests, so its readers never change it.
 */
export function keptSheetPage<V>(userId: string, key: string, compute: () => V, db: Db = getDb()): V {
  return sheetPagesForUsers.getFor(db, userId, key, compute) as V
}
