import type { Route } from './+types/api.chapters'
import { listChapters } from '~/server/chapters.server'
import { getUser } from '~/server/session.server'
import { notSignedInJson } from '~/server/notes/api-responses.server'

/**
 * GET /api/system-design/chapters (docs/product.md#json-endpoints): `{ data: [{ slug, title, position }] }`
 * in book order. The notes are for signed-in users only (docs/product.md#access), so a visitor gets a 401
 * JSON answer instead of the login gate.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getUser(request))) return notSignedInJson()
  return Response.json({ data: listChapters() }, { headers: { 'Cache-Control': 'private, no-cache' } })
}
