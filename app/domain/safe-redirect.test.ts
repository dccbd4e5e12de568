import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it.each([
    ['/', '/'],
    ['/profile', '/profile'],
    ['/sheet/google?timeframe=all#top', '/sheet/google?timeframe=all#top'],
    ['%2Fsheet%2Fgoogle', '/sheet/google'],
    ['/problems/two-sum/description', '/problems/two-sum/description'],
  ])('keeps the same-origin path %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected)
  })

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5Cevil.example',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    'https://evil.example',
    'http://localhost:3000/profile',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/\tjavascript:alert(1)',
    '/%09/evil.example',
    '/\n/evil.example',
    'evil.example',
    '',
    '   ',
    '%',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses %j', (input) => {
    expect(safeRedirect(input)).toBe('/')
  })

  it('uses the given fallback and ignores non-strings', () => {
    expect(safeRedirect(undefined, '/login')).toBe('/login')
    expect(safeRedirect(null)).toBe('/')
    expect(safeRedirect(['/profile'])).toBe('/')
    expect(safeRedirect('//evil.example', '/home')).toBe('/home')
  })
})
