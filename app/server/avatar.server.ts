import { createAvatar } from '@dicebear/core'
import { pixelArt } from '@dicebear/collection'

const cache = new Map<string, string>()

/** SPEC §2: the user's picture, or a pixel-art avatar seeded by their name. */
export function avatarUrl(user: { name: string | null; picture: string | null }): string {
  if (user.picture) return user.picture
  const seed = user.name?.trim() || 'Anonymous User'
  let uri = cache.get(seed)
  if (!uri) {
    uri = createAvatar(pixelArt, { seed, size: 96 }).toDataUri()
    if (cache.size > 1000) cache.clear()
    cache.set(seed, uri)
  }
  return uri
}
