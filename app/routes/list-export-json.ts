import type { Route } from './+types/list-export-json'
import { listFileName, listJson } from '~/domain/list-export'
import { LIST_MESSAGES } from '~/domain/list-forms'
import { listHref } from '~/domain/problem-lists'
import { listExportRows } from '~/server/lists/export.server'
import { findViewableList, type ListFilters } from '~/server/lists/read.server'
import { listViewer } from '~/server/lists/viewer.server'
import { siteOrigin } from '~/server/site-origin.server'

const WHOLE_LIST: Omit<ListFilters, 'page'> = {
  difficulty: null,
  topics: [],
  search: '',
  status: 'all',
  hidePremium: false,
}

/** GET /lists/:listId/export.json: the whole list as JSON, with the reader's marks; for whoever may open it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await listViewer(request)
  const list = findViewableList(params.listId, viewer.user?.id ?? null)
  if (!list) {
    return new Response(`${LIST_MESSAGES.noList}\n`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const head = {
    name: list.name,
    description: list.description,
    visibility: list.visibility,
    address: `${siteOrigin(request)}${listHref(list)}`,
  }
  return new Response(listJson(head, listExportRows(list.id, viewer, WHOLE_LIST), new Date()), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${listFileName(list, 'json')}"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
