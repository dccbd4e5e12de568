import { z } from 'zod'
import {
  isIsoDate,
  isTitleSlug,
  parseAcceptance,
  parseBoolean,
  parseDifficulty,
  parseFrequency,
  parseFrontendId,
  slugFromProblemUrl,
  splitTopics,
} from './normalise.server'

// Zod schemas for single values as the sources write them. CSV gives strings and JSON gives numbers or
// strings for the same field, so each schema takes either and normalises through ./normalise.

const text = z.union([z.string(), z.number()]).transform(String)

function quoted(raw: string): string {
  const shown = raw.length > 60 ? `${raw.slice(0, 57)}...` : raw
  return JSON.stringify(shown)
}

function normalised<T>(parse: (raw: string) => T | null | undefined, expected: string) {
  return text.transform((raw, ctx): T => {
    const value = parse(raw)
    if (value === null || value === undefined) {
      ctx.addIssue({ code: 'custom', message: `expected ${expected}, got ${quoted(raw)}` })
      return z.NEVER
    }
    return value
  })
}

export const difficultyField = normalised(parseDifficulty, 'Easy, Medium or Hard')

export const titleField = z
  .string()
  .transform((raw) => raw.trim())
  .refine((title) => title.length > 0, 'the title is empty')

export const problemUrlField = normalised(slugFromProblemUrl, 'a LeetCode problem link')

export const titleSlugField = normalised(
  (raw) => (isTitleSlug(raw.trim()) ? raw.trim() : null),
  'a title slug such as two-sum',
)

/** A problem number that must be there. */
export const frontendIdField = normalised((raw) => parseFrontendId(raw) ?? undefined, 'a problem number')

/** A problem number that may be blank (null) but, when given, must be one. */
export const optionalFrontendIdField = text.transform((raw, ctx): number | null => {
  const value = parseFrontendId(raw)
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', message: `expected a problem number, got ${quoted(raw)}` })
    return z.NEVER
  }
  return value
})

export function acceptanceField(assume: 'percent' | 'fraction') {
  return text.transform((raw, ctx): number | null => {
    if (raw.trim() === '') return null
    const value = parseAcceptance(raw, assume)
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: `expected an acceptance rate, got ${quoted(raw)}` })
      return z.NEVER
    }
    return value
  })
}

export const frequencyField = normalised(parseFrequency, 'a frequency from 0 to 100')

export const topicsField = z.string().transform(splitTopics)

export const booleanField = z.union([z.boolean(), normalised((raw) => parseBoolean(raw), 'true or false')])

export const dateField = z
  .string()
  .transform((raw) => raw.trim())
  .refine(isIsoDate, { error: (issue) => `expected a date YYYY-MM-DD, got ${quoted(String(issue.input))}` })

export const ratingField = normalised((raw) => {
  const value = Number(raw.trim())
  return raw.trim() !== '' && Number.isFinite(value) && value > 0 ? value : null
}, 'a positive rating')

/**
 * The failed fields in one line: `Difficulty: expected Easy, Medium or Hard, got "Mediumm"`. `labels` maps
 * schema keys to the names the file uses, so the message points at the file's own column.
 */
export function describeIssues(error: z.ZodError, labels: Record<string, string> = {}): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.map(String)
      const [first, ...rest] = path
      const where = first === undefined ? '' : [labels[first] ?? first, ...rest].join('.')
      const message =
        issue.code === 'invalid_type' && /received undefined/.test(issue.message)
          ? 'missing'
          : issue.code === 'invalid_type'
            ? `expected ${issue.expected}`
            : issue.message
      return where ? `${where}: ${message}` : message
    })
    .join('; ')
}
