import fc from 'fast-check'
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

  // Each family below passed the check on the raw string and then resolved to `//evil.example`.
  it.each([
    ['dot segment', '/.//evil.example'],
    ['parent segment', '/..//evil.example'],
    ['segment then parent', '/a/..//evil.example'],
    ['deep parents', '/a/b/../../..//evil.example'],
    ['encoded dot', '/%2e//evil.example'],
    ['encoded parent', '/%2e%2e//evil.example'],
    ['upper-case encoded dot', '/%2E//evil.example'],
    ['doubly encoded dot', '/%252e//evil.example'],
    ['triply encoded dot', '/%25252e//evil.example'],
    ['encoded slashes after a dot', '/.%2F%2Fevil.example'],
    ['dot then backslash', '/./\\evil.example'],
    ['dot then encoded backslash', '/.%2F%5Cevil.example'],
    ['parent then backslashes', '/..\\\\evil.example'],
    ['tab inside the slashes', '/.\t//evil.example'],
    ['newline inside the slashes', '/\n./\n/evil.example'],
    ['encoded tab after a dot', '/.%09//evil.example'],
    ['query-looking dot', '/./%2F/evil.example?x=1'],
  ])('refuses the %s form %j', (_family, input) => {
    expect(safeRedirect(input)).toBe('/')
  })

  it('refuses targets too long to carry in a cookie or a link', () => {
    expect(safeRedirect(`/${'a'.repeat(2000)}`)).toBe('/')
    // Short as typed, long once resolved: every character of a space becomes %20.
    expect(safeRedirect(`/${' x'.repeat(400)}`)).toBe('/')
    expect(safeRedirect(`/sheet/${'a'.repeat(500)}`)).toBe(`/sheet/${'a'.repeat(500)}`)
  })

  it('keeps ordinary dot segments inside the site, resolved', () => {
    expect(safeRedirect('/sheet/../profile')).toBe('/profile')
    expect(safeRedirect('/./search/sheet')).toBe('/search/sheet')
  })
})

/** Pieces of the tricks an attacker builds redirect targets from. */
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  './',
  '../',
  '%2e',
  '%2E',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%25',
  '%',
  '%0',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  ' ',
  '\u00a0',
  '\u3002',
  '\uff0f',
  'evil.example',
  'localhost',
  '@',
  ':',
  '?',
  '#',
  ';',
  'http:',
  'https:',
  'javascript:',
  'data:',
  '%09',
  '%0a',
  '%00',
  'profile',
  'sheet',
  'a',
  '127.0.0.1',
  '[::1]',
  'xn--e1afmkfd',
)

/** Percent-encodes some characters of a string, once. */
function encodeSome(text: string, mask: boolean[]): string {
  return [...text]
    .map((char, i) =>
      mask[i % Math.max(1, mask.length)]
        ? [...new TextEncoder().encode(char)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')
        : char,
    )
    .join('')
}

/** Targets made of the pieces above, with some characters percent-encoded up to three times over. */
const hostileTarget = fc
  .tuple(
    fc.array(piece, { maxLength: 12 }),
    fc.array(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), { maxLength: 3 }),
  )
  .map(([pieces, masks]) => masks.reduce((text, mask) => encodeSome(text, mask), pieces.join('')))

const anyTarget = fc.oneof(
  hostileTarget,
  hostileTarget.map((t) => `/${t}`),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.webUrl({ withQueryParameters: true, withFragments: true }),
  fc.webPath(),
)

describe('safeRedirect, for any input', () => {
  const origins = ['http://localhost:3000', 'https://prepsharp.dev', 'http://127.0.0.1:3101']

  it('answers the fallback or a path that resolves to the same origin', () => {
    fc.assert(
      fc.property(anyTarget, fc.constantFrom(...origins), (target, origin) => {
        const output = safeRedirect(target)
        if (output === '/') return
        expect(output.startsWith('/')).toBe(true)
        expect(new URL(output, origin).origin).toBe(origin)
        // Resolved from any page of the site, not only its root, it still stays here.
        expect(new URL(output, `${origin}/deep/path/`).origin).toBe(origin)
      }),
      { numRuns: 20_000 },
    )
  })
})
