import type { Route } from './+types/api.chapter'
import { jsonError } from '~/domain/json-error'
import { getChapter } from '~/server/chapters.server'
import { getUser } from '~/server/session.server'
import { notSignedInJson } from '~/server/notes/api-responses.server'

/**
 * GET /api/system-design/chapters/{slug} (docs/product.md#json-endpoints): `{ data: { slug, title, position,
 * sections: [{ slug, heading, content }] } }`, where content is HTML sanitised when it was stored. Visitors
 * get a 401 (group-B data), an unknown slug a 404; both answer the JSON error body, as the other JSON
 * endpoints do.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!(await getUser(request))) return notSignedInJson()
  const chapter = /^[a-z0-9-]{1,120}$/.test(params.slug) ? getChapter(params.slug) : null
  if (!chapter) return jsonError('Chapter not found', { status: 404 })
  const { id: _id, ...body } = chapter
  return Response.json({ data: body }, { headers: { 'Cache-Control': 'private, no-cache' } })
}
