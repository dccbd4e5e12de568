import { describe, expect, it } from 'vitest'
import { CAROUSEL_SPEED_PX_PER_SECOND, marqueeDurationSeconds, marqueeStyle } from './marquee'

describe('marqueeDurationSeconds', () => {
  it('moves one copy of the list at 50 px per second by default', () => {
    // 9 cards of 15rem + 1.5rem gap = 9 × 264 px = 2376 px; 2376 / 50 = 47.52 s.
    expect(CAROUSEL_SPEED_PX_PER_SECOND).toBe(50)
    expect(marqueeDurationSeconds({ itemCount: 9, itemWidthRem: 15, gapRem: 1.5 })).toBe(47.52)
  })

  it('scales linearly with the content width and inversely with the speed', () => {
    const geometry = { itemCount: 4, itemWidthRem: 10, gapRem: 2.5 }
    expect(marqueeDurationSeconds(geometry, 100)).toBe(8)
    expect(marqueeDurationSeconds({ ...geometry, itemCount: 8 }, 100)).toBe(16)
    expect(marqueeDurationSeconds(geometry, 200)).toBe(4)
  })

  it('rounds to whole milliseconds', () => {
    expect(marqueeDurationSeconds({ itemCount: 1, itemWidthRem: 1, gapRem: 0 }, 3)).toBe(5.333)
  })

  it('never returns zero, even for an empty list', () => {
    expect(marqueeDurationSeconds({ itemCount: 0, itemWidthRem: 15, gapRem: 1.5 })).toBe(0.001)
    expect(marqueeDurationSeconds({ itemCount: -3, itemWidthRem: 15, gapRem: 1.5 })).toBe(0.001)
  })

  it('refuses a speed that is not positive', () => {
    const geometry = { itemCount: 9, itemWidthRem: 15, gapRem: 1.5 }
    expect(() => marqueeDurationSeconds(geometry, 0)).toThrow(RangeError)
    expect(() => marqueeDurationSeconds(geometry, -50)).toThrow(RangeError)
    expect(() => marqueeDurationSeconds(geometry, Number.NaN)).toThrow(RangeError)
  })
})

describe('marqueeStyle', () => {
  it('hands the item size and gap to CSS as custom properties and sets the duration directly', () => {
    expect(marqueeStyle({ itemCount: 9, itemWidthRem: 15, gapRem: 1.5 })).toEqual({
      '--marquee-item': '15rem',
      '--marquee-gap': '1.5rem',
      animationDuration: '47.52s',
    })
  })
})
