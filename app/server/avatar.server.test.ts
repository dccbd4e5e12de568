import { describe, expect, it } from 'vitest'
import { avatarSvg, avatarUrl } from './avatar.server'

describe('avatars', () => {
  it("uses the user's own picture when there is one", () => {
    expect(avatarUrl({ name: 'Ada', picture: 'https://example.com/ada.png' })).toBe(
      'https://example.com/ada.png',
    )
  })

  it('points at the pixel-art route otherwise, with the name encoded as one path segment', () => {
    expect(avatarUrl({ name: '  Ada Lovelace ', picture: null })).toBe('/avatar/Ada%20Lovelace')
    expect(avatarUrl({ name: '../../x?y#z', picture: null })).toBe('/avatar/..%2F..%2Fx%3Fy%23z')
    expect(avatarUrl({ name: null, picture: null })).toBe('/avatar/Anonymous%20User')
  })

  it('draws the same picture for the same seed, and never writes the seed into the SVG', () => {
    const hostile = '<script>alert(1)</script>'
    const svg = avatarSvg(hostile)
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).not.toContain('<script')
    expect(svg).not.toContain('alert(1)')
    expect(avatarSvg(hostile)).toBe(svg)
    expect(avatarSvg('Ada')).not.toBe(svg)
  })
})
