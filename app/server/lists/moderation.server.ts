import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import { problemLists, users } from '#db/schema'
import { getDb, type Db } from '../db.server'

/*
 * What /admin does to users' public lists (docs/product.md#admin): hide one from everyone but its owner, or
 * show it again. Nothing is deleted, the owner keeps using the list, and the row says when and by whom it
 * was hidden. Curated lists come with the data and private ones are seen by no one else: neither is hidden.
 */

export type ListModerationOutcome = 'done' | 'not-found'

/** Hides a user's public list, or shows it again. Hiding twice keeps the first time and admin. */
export function setListHidden(
  listId: string,
  hidden: boolean,
  adminId: string,
  db: Db = getDb(),
  now = new Date(),
): ListModerationOutcome {
  const list = db
    .select({ visibility: problemLists.visibility, hiddenAt: problemLists.hiddenAt })
    .from(problemLists)
    .where(eq(problemLists.id, listId))
    .get()
  if (!list || list.visibility === 'curated') return 'not-found'
  // A private list that is not hidden is no one else's to moderate; one hidden, then made private, can
  // still be shown again.
  if (hidden && list.visibility !== 'public') return 'not-found'
  db.update(problemLists)
    .set(hidden ? { hiddenAt: now, hiddenBy: adminId } : { hiddenAt: null, hiddenBy: null })
    .where(
      and(
        eq(problemLists.id, listId),
        hidden ? isNull(problemLists.hiddenAt) : isNotNull(problemLists.hiddenAt),
      ),
    )
    .run()
  return 'done'
}

export interface HiddenList {
  id: string
  name: string
  ownerName: string
  ownerEmail: string
  hiddenAt: Date
  /** The admin's email; null once their account is gone. */
  hiddenBy: string | null
}

const admins = alias(users, 'admins')

/** The hidden lists, the one hidden last first. */
export function listHiddenLists(db: Db = getDb()): HiddenList[] {
  return db
    .select({
      id: problemLists.id,
      name: problemLists.name,
      ownerName: users.name,
      ownerEmail: users.email,
      hiddenAt: problemLists.hiddenAt,
      hiddenBy: admins.email,
    })
    .from(problemLists)
    .innerJoin(users, eq(users.id, problemLists.ownerId))
    .leftJoin(admins, eq(admins.id, problemLists.hiddenBy))
    .where(isNotNull(problemLists.hiddenAt))
    .orderBy(desc(problemLists.hiddenAt), problemLists.id)
    .all()
    .map(({ hiddenAt, ...list }) => ({ ...list, hiddenAt: hiddenAt! }))
}
