import type { Route } from './+types/profile-data'
import { exportAccountData } from '~/server/account.server'
import { signedInUser } from '~/server/signed-in.server'

// "Download my data": everything the database holds about the signed-in user, as a JSON file.
export async function loader({ context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const exported = exportAccountData(user.id)
  if (!exported) throw new Response('Not Found', { status: 404 })
  const day = exported.exportedAt.slice(0, 10)
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="prepsharp-data-${day}.json"`,
      // Personal data: never kept by a shared cache or the browser's back/forward cache.
      'Cache-Control': 'no-store',
    },
  })
}
