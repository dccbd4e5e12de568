import { SUPPORTED_LANGUAGES, type Language } from './types'

export { SUPPORTED_LANGUAGES }

// Maps, not object literals: the keys come from users (a form field, a JSON body, a file name), and an
// object literal would answer "constructor" or "__proto__" with what it inherits from Object.prototype.
const EXTENSIONS: ReadonlyMap<string, Language> = new Map([
  ['py', 'python'],
  ['java', 'java'],
  ['cpp', 'cpp'],
  ['cc', 'cpp'],
  ['cxx', 'cpp'],
  ['hpp', 'cpp'],
  ['h', 'cpp'],
  ['js', 'javascript'],
  ['mjs', 'javascript'],
  ['cjs', 'javascript'],
  ['jsx', 'javascript'],
  ['ts', 'typescript'],
  ['mts', 'typescript'],
  ['cts', 'typescript'],
  ['go', 'go'],
])

const ALIASES: ReadonlyMap<string, Language> = new Map([
  ['py', 'python'],
  ['python3', 'python'],
  ['c++', 'cpp'],
  ['js', 'javascript'],
  ['node', 'javascript'],
  ['ts', 'typescript'],
  ['golang', 'go'],
])

/** The language a file name implies by its extension, or null when the extension is not supported. */
export function languageFromFilename(name: string): Language | null {
  const match = /\.([A-Za-z0-9+]+)$/.exec(name.trim())
  if (!match) return null
  return EXTENSIONS.get((match[1] ?? '').toLowerCase()) ?? null
}

/** Accepts a language id or a common alias ("c++", "golang", "py"), case-insensitively. */
export function normaliseLanguage(value: string): Language | null {
  const v = value.trim().toLowerCase()
  if ((SUPPORTED_LANGUAGES as readonly string[]).includes(v)) return v as Language
  return ALIASES.get(v) ?? null
}
