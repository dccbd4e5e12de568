import type { Route } from './+types/avatar'
import { avatarSvg } from '~/server/avatar.server'

/**
 * GET /avatar/{seed}: the pixel-art picture of a user without a picture of their own (see avatarUrl).
 * Public and the same for everyone with that seed, so browsers and proxies may keep it for a year.
 */
export function loader({ params }: Route.LoaderArgs) {
  return new Response(avatarSvg(params.seed), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  })
}
