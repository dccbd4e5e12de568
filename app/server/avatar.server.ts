import { createAvatar } from '@dicebear/core'
import { pixelArt } from '@dicebear/collection'

/** Names longer than this are cut for the seed: a name cannot be longer, and URLs stay short. */
export const MAX_AVATAR_SEED_LENGTH = 100

const svgBySeed = new Map<string, string>()

function avatarSeed(name: string | null): string {
  return name?.trim().slice(0, MAX_AVATAR_SEED_LENGTH) || 'Anonymous User'
}

/**
 * The user's picture, or a pixel-art avatar seeded by their name (docs/product.md#navigation). The pixel art
 * is served from /avatar/{seed} (see routes/avatar.ts) rather than inlined as a data URI: inlined, its 3.5 KB
 * went into every signed-in page twice, once in the header's <img> and once in the page's serialized data.
 */
export function avatarUrl(user: { name: string | null; picture: string | null }): string {
  if (user.picture) return user.picture
  return `/avatar/${encodeURIComponent(avatarSeed(user.name))}`
}

/** The pixel-art SVG for a seed; the same seed always draws the same picture. */
export function avatarSvg(seed: string): string {
  const key = avatarSeed(seed)
  let svg = svgBySeed.get(key)
  if (!svg) {
    svg = createAvatar(pixelArt, { seed: key, size: 96 }).toString()
    if (svgBySeed.size > 1000) svgBySeed.clear()
    svgBySeed.set(key, svg)
  }
  return svg
}
