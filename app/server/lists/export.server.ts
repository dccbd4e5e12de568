import { dueDaysInTimeZone } from '~/domain/next-due'
import type { ListExportRow } from '~/domain/list-export'
import { listHref } from '~/domain/problem-lists'
import { getDb, type Db } from '../db.server'
import { nextDueByProblem } from '../revision.server'
import { listRows, type ListFilters } from './read.server'
import type { ListViewer } from './viewer.server'

/** Every row of a list matching the filters (no page), with the reader's status and next review day. */
export function listExportRows(
  listId: string,
  viewer: Pick<ListViewer, 'user' | 'timeZone'>,
  filters: Omit<ListFilters, 'page'>,
  db: Db = getDb(),
): ListExportRow[] {
  const userId = viewer.user?.id ?? null
  const rows = listRows(listId, userId, filters, null, db)
  const dueDays = userId
    ? dueDaysInTimeZone(
        nextDueByProblem(
          userId,
          rows.map((row) => row.problemId),
          db,
        ),
        viewer.timeZone,
      )
    : {}
  return rows.map((row) => ({ ...row, nextReview: dueDays[row.problemId] ?? null }))
}

/** The user's own lists for "Download my data": each with its address and problems in order, by slug. */
export function exportOwnLists(userId: string, db: Db = getDb()) {
  const lists = db.$client
    .prepare(
      `SELECT id, name, description, visibility, copied_from_id AS copiedFromId, created_at AS createdAt,
         updated_at AS updatedAt
       FROM problem_lists WHERE owner_id = ? ORDER BY created_at, id`,
    )
    .all(userId) as {
    id: string
    name: string
    description: string
    visibility: string
    copiedFromId: string | null
    createdAt: number
    updatedAt: number
  }[]
  const items = db.$client.prepare(
    `SELECT p.title_slug AS titleSlug, p.title AS title, i.added_at AS addedAt
     FROM problem_list_items i JOIN problems p ON p.id = i.problem_id
     WHERE i.list_id = ? ORDER BY i.position, i.problem_id`,
  )
  return lists.map((list) => ({
    name: list.name,
    description: list.description,
    visibility: list.visibility,
    address: listHref({ id: list.id, slug: null }),
    createdAt: new Date(list.createdAt).toISOString(),
    updatedAt: new Date(list.updatedAt).toISOString(),
    problems: (items.all(list.id) as { titleSlug: string; title: string; addedAt: number }[]).map((item) => ({
      titleSlug: item.titleSlug,
      title: item.title,
      addedAt: new Date(item.addedAt).toISOString(),
    })),
  }))
}
