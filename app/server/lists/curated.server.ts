import type Database from 'better-sqlite3'
import { newListId } from './ids.server'

export interface CuratedList {
  slug: string
  name: string
  /** Imported lists have none. */
  description?: string
  /** The data set the list came from, shown on its page. */
  sourceName: string
  /** Stored problems, in the list's order, each once. */
  problemIds: readonly number[]
}

interface StoredCurated {
  id: string
  name: string
  description: string
  source_name: string | null
  visibility: string
}

/**
 * Stores a curated list under its slug, replacing the name and the problems of the one stored before; a
 * list that is already the same is left alone, so importing the same data again writes nothing. A slug held
 * by a user's list is never taken over. Works on the raw connection, inside the caller's transaction (the
 * importer's and the seed's). Returns the rows changed.
 */
export function storeCuratedList(sqlite: Database.Database, list: CuratedList, now: Date): number {
  const stored = sqlite
    .prepare('SELECT id, name, description, source_name, visibility FROM problem_lists WHERE slug = ?')
    .get(list.slug) as StoredCurated | undefined
  if (stored && stored.visibility !== 'curated') return 0
  const description = list.description ?? ''
  if (stored) {
    const items = sqlite
      .prepare('SELECT problem_id FROM problem_list_items WHERE list_id = ? ORDER BY position')
      .pluck()
      .all(stored.id) as number[]
    const same =
      stored.name === list.name &&
      stored.description === description &&
      stored.source_name === list.sourceName &&
      items.length === list.problemIds.length &&
      items.every((id, index) => id === list.problemIds[index])
    if (same) return 0
  }
  let changes = 0
  const id = stored?.id ?? newListId()
  const nowMs = now.getTime()
  if (stored) {
    changes += sqlite
      .prepare(
        `UPDATE problem_lists SET name = ?, description = ?, source_name = ?, version = version + 1,
           updated_at = ? WHERE id = ?`,
      )
      .run(list.name, description, list.sourceName, nowMs, id).changes
    changes += sqlite.prepare('DELETE FROM problem_list_items WHERE list_id = ?').run(id).changes
  } else {
    changes += sqlite
      .prepare(
        `INSERT INTO problem_lists (id, slug, owner_id, name, description, visibility, source_name, version,
           created_at, updated_at)
         VALUES (?, ?, NULL, ?, ?, 'curated', ?, 1, ?, ?)`,
      )
      .run(id, list.slug, list.name, description, list.sourceName, nowMs, nowMs).changes
  }
  const insertItem = sqlite.prepare(
    'INSERT INTO problem_list_items (list_id, problem_id, position, added_at) VALUES (?, ?, ?, ?)',
  )
  list.problemIds.forEach((problemId, index) => {
    changes += insertItem.run(id, problemId, index + 1, nowMs).changes
  })
  return changes
}
