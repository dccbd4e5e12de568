import { describe, expect, it } from 'vitest'
import { languageFromFilename, normaliseLanguage } from './language'

// Names every plain object inherits: a lookup keyed by user input must not find them.
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf']

describe('normaliseLanguage', () => {
  it.each(INHERITED)('knows no language %j', (name) => {
    expect(normaliseLanguage(name)).toBeNull()
    expect(normaliseLanguage(name.toUpperCase())).toBeNull()
  })

  it('still reads the aliases', () => {
    expect(normaliseLanguage('python3')).toBe('python')
    expect(normaliseLanguage('node')).toBe('javascript')
    expect(normaliseLanguage('golang')).toBe('go')
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
