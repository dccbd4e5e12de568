import { describe, expect, it } from 'vitest'
import { languageFromFilename, normalizeLanguage } from './language'

// Names every plain object inherits: a lookup keyed by user input must not find them.
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf']

describe('normalizeLanguage', () => {
  it.each(INHERITED)('knows no language %j', (name) => {
    expect(normalizeLanguage(name)).toBeNull()
    expect(normalizeLanguage(name.toUpperCase())).toBeNull()
  })

  it('still reads the aliases', () => {
    expect(normalizeLanguage('python3')).toBe('python')
    expect(normalizeLanguage('node')).toBe('javascript')
    expect(normalizeLanguage('golang')).toBe('go')
  })
})

describe('languageFromFilename', () => {
  it.each(INHERITED)('knows no extension %j', (name) => {
    expect(languageFromFilename(`solution.${name}`)).toBeNull()
  })

  it('still reads the extensions', () => {
    expect(languageFromFilename('a.cxx')).toBe('cpp')
    expect(languageFromFilename('a.MTS')).toBe('typescript')
  })
})
