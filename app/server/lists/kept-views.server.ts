import type { ListSummary } from '~/domain/problem-lists'
import { cacheVersion, scopeKey } from '../cache-versions.server'
import { getDb, type Db } from '../db.server'
import { DataCache } from '../prepared.server'
import { curatedListSummaries, ownListSummaries } from './read.server'

/*
 * What the list pages compute for a viewer, kept until something it was read from changes
 * (docs/decisions/0040-cache-versions-by-scope.md): a signed-in viewer's values in their own scope, which
 * their marks, cards, plans, settings and own lists raise, and which carries the catalogue's (curated
 * lists, problems); a list page's value also names the list's own version in its key, since someone
 * else's public list changes without raising the viewer's scope. A visitor's values, with no progress,
 * are the same for every visitor.
 */

/** A list page as one viewer sees it with one set of filters; built by the route, kept here. */
const listPagesForUsers = new DataCache<unknown>('user', 200)
const listPagesForVisitors = new DataCache<unknown>('list', 100)

/**
 * The value `compute` makes of a list's page for the viewer (null for a visitor), kept until the viewer's
 * data, the list or the catalogue changes. `key` names everything else the value depends on (the filters,
 * the viewer's day and time zone, their interview mode); the value is shared between requests, so its
 * readers never change it.
 */
export function keptListPage<V>(
  listId: string,
  userId: string | null,
  key: string,
  compute: () => V,
  db: Db = getDb(),
): V {
  if (userId === null) return listPagesForVisitors.getFor(db, listId, key, compute) as V
  // The list's version as this connection sees it now: a write to the list gives its page a new key.
  const listVersion = cacheVersion(db, scopeKey('list', listId))
  return listPagesForUsers.getFor(db, userId, `${listId}\u0000${listVersion}\u0000${key}`, compute) as V
}

export interface ListsOverview {
  curated: readonly ListSummary[]
  own: readonly ListSummary[]
}

const overviewsForUsers = new DataCache<ListsOverview>('user', 500)
const overviewForVisitors = new DataCache<ListsOverview>('catalogue', 1)

/**
 * What /lists shows: every curated list and the viewer's own, with their progress on each (due reviews
 * counted before `dueBefore`, the end of their today). Kept per viewer until their data or the catalogue
 * changes: their own lists, marks, cards and plans are all in their scope, and curated lists in the
 * catalogue's.
 */
export function listsOverview(userId: string | null, dueBefore: Date, db: Db = getDb()): ListsOverview {
  if (userId === null) {
    return overviewForVisitors.get(db, '', () =>
      Object.freeze({ curated: Object.freeze(curatedListSummaries(null, dueBefore, db)), own: [] }),
    )
  }
  return overviewsForUsers.getFor(db, userId, String(dueBefore.getTime()), () =>
    Object.freeze({
      curated: Object.freeze(curatedListSummaries(userId, dueBefore, db)),
      own: Object.freeze(ownListSummaries(userId, dueBefore, db)),
    }),
  )
}
