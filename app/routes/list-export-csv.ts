import type { Route } from './+types/list-export-csv'
import { listCsv, listFileName } from '~/domain/list-export'
import { parseSheetFilters } from '~/domain/sheet-filters'
import { listExportRows } from '~/server/lists/export.server'
import { LIST_MESSAGES } from '~/domain/list-forms'
import { findViewableList, listTopics, resolveListTopics } from '~/server/lists/read.server'
import { listViewer } from '~/server/lists/viewer.server'

/**
 * GET /lists/:listId/export.csv: the list with the page's filters, every matching row, with the reader's
 * marks (none for a visitor). Open to whoever may open the list; plain-text errors, since it is a file.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await listViewer(request)
  const list = findViewableList(params.listId, viewer.user?.id ?? null)
  if (!list) {
    return new Response(`${LIST_MESSAGES.noList}\n`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const { difficulty, topics, search, status, hidePremium } = parseSheetFilters(
    new URL(request.url).searchParams,
  )
  const rows = listExportRows(list.id, viewer, {
    difficulty,
    topics: resolveListTopics(topics, listTopics(list.id)),
    search,
    status,
    hidePremium,
  })
  return new Response(listCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${listFileName(list, 'csv')}"`,
      // The file may hold the reader's own progress, and a private list is its owner's alone.
      'Cache-Control': 'private, no-store',
    },
  })
}
