import type { Route } from './+types/api.chapters'
import { listChapters } from '~/server/chapters.server'
import { getUser } from '~/server/session.server'
import { notSignedInJson } from '~/server/notes/api-responses'

/**
 * SPEC §7 'system-design/chapters': `{ data: [{ slug, title, position }] }` in book order. The notes are
 * group-B content (SPEC §2), so a visitor gets a 401 JSON answer instead of the login gate.
 */
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getUser(request))) return notSignedInJson()
  return Response.json({ data: listChapters() }, { headers: { 'Cache-Control': 'private, no-cache' } })
}
