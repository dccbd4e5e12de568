import type { CSSProperties } from 'react'

/** The carousel moves 50 CSS pixels per second (docs/product.md#home). */
export const CAROUSEL_SPEED_PX_PER_SECOND = 50

/** The root font size the rem lengths below are converted with (the browser default). */
const PX_PER_REM = 16

export interface MarqueeGeometry {
  itemCount: number
  /** Width of one item, in rem. */
  itemWidthRem: number
  /** Space after every item (the last included, so the two copies join seamlessly), in rem. */
  gapRem: number
}

/**
 * How long one full loop takes: the track moves by the width of one copy of the list, so the loop lasts
 * that width divided by the speed. Rounded to milliseconds; never zero, so an empty list cannot produce
 * an animation CSS would treat as instant.
 */
export function marqueeDurationSeconds(
  { itemCount, itemWidthRem, gapRem }: MarqueeGeometry,
  speedPxPerSecond = CAROUSEL_SPEED_PX_PER_SECOND,
): number {
  if (!(speedPxPerSecond > 0)) throw new RangeError('The marquee speed must be a positive number')
  const copyWidthPx = Math.max(0, itemCount) * (itemWidthRem + gapRem) * PX_PER_REM
  return Math.max(0.001, Math.round((copyWidthPx / speedPxPerSecond) * 1000) / 1000)
}

/**
 * The inline style of the moving track: the item width and gap its classes read (as custom properties),
 * and the loop duration. The duration is set as `animation-duration` itself rather than through a custom
 * property, because the `animate-marquee` theme value resolves its variables on the root element, where a
 * per-element value would never reach it. Inline, it also outranks the utility's shorthand.
 */
export function marqueeStyle(geometry: MarqueeGeometry, speedPxPerSecond?: number): CSSProperties {
  return {
    '--marquee-item': `${geometry.itemWidthRem}rem`,
    '--marquee-gap': `${geometry.gapRem}rem`,
    animationDuration: `${marqueeDurationSeconds(geometry, speedPxPerSecond)}s`,
  } as CSSProperties
}
