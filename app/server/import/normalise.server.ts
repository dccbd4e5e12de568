import { DIFFICULTIES, type DifficultyCode } from '~/domain/difficulty'
import { isTimeframe, type Timeframe } from '~/domain/timeframes'

/** `Easy`, `EASY`, `easy` or the level number 1–3 that LeetCode's REST API uses. */
export function parseDifficulty(raw: string): DifficultyCode | null {
  const text = raw.trim().toLowerCase()
  return DIFFICULTIES.find(({ code, name }) => text === name || text === String(code))?.code ?? null
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i

function parseNumber(raw: string): number | null {
  const text = raw.trim()
  if (!NUMBER.test(text)) return null
  const value = Number(text)
  return Number.isFinite(value) ? value : null
}

// Float arithmetic leaves tails like 55.089999999; four places keep every digit the sources publish.
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000
}

/**
 * An acceptance rate as a percentage 0–100. A `%` sign settles the scale; without one, `assume` says how the
 * source writes it, and a "fraction" source that still gives a value above 1 is read as a percentage.
 */
export function parseAcceptance(raw: string, assume: 'percent' | 'fraction'): number | null {
  const text = raw.trim()
  const isPercent = text.endsWith('%')
  const value = parseNumber(isPercent ? text.slice(0, -1) : text)
  if (value === null) return null
  const percent = !isPercent && assume === 'fraction' && value <= 1 ? value * 100 : value
  return percent >= 0 && percent <= 100 ? round(percent) : null
}

/** How often a company asks a problem, on the 0–100 scale every source uses (`75.0%`, `62.4`). */
export function parseFrequency(raw: string): number | null {
  const text = raw.trim()
  const value = parseNumber(text.endsWith('%') ? text.slice(0, -1) : text)
  return value !== null && value >= 0 && value <= 100 ? round(value) : null
}

/** A problem number. Empty means "not given" (null); anything else must be a positive integer. */
export function parseFrontendId(raw: string): number | null | undefined {
  const text = raw.trim()
  if (text === '') return null
  if (!/^\d+$/.test(text)) return undefined
  const value = Number(text)
  return value > 0 && Number.isSafeInteger(value) ? value : undefined
}

const SLUG = /^[a-z0-9]+(?:-+[a-z0-9]+)*$/

export function isTitleSlug(value: string): boolean {
  return SLUG.test(value)
}

/**
 * The title slug in a problem link: `https://leetcode.com/problems/two-sum`, with or without a trailing slash
 * or a sub-page such as `/description/`, a relative `/problems/two-sum/`, or a bare slug.
 */
export function slugFromProblemUrl(raw: string): string | null {
  const text = raw.trim()
  if (isTitleSlug(text)) return text
  const match = /(?:^|\/)problems\/([^/?#\s]+)/.exec(text)
  const slug = match?.[1]?.toLowerCase()
  return slug && isTitleSlug(slug) ? slug : null
}

/** The canonical company key: the name lower-cased, with runs of spaces turned into single hyphens. */
export function companySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}

/** A timeframe file name: `all.csv`, `thirty-days.csv` or `1. Thirty Days.csv`, `5. All.csv`. */
export function timeframeFromFileName(fileName: string): Timeframe | null {
  const stem = fileName
    .replace(/\.[^.]+$/, '')
    .replace(/^\d+\.\s*/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
  return isTimeframe(stem) ? stem : null
}

/** `"Array, Hash Table"` as the named company lists write topics; duplicates and blanks dropped. */
export function splitTopics(raw: string): string[] {
  const topics = raw
    .split(',')
    .map((topic) => topic.trim())
    .filter(Boolean)
  return [...new Set(topics)]
}

export function parseBoolean(raw: string): boolean | null {
  const text = raw.trim().toLowerCase()
  if (text === 'true' || text === '1' || text === 'yes') return true
  if (text === 'false' || text === '0' || text === 'no' || text === '') return false
  return null
}

/** A calendar date written YYYY-MM-DD that exists (no 2021-02-30). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
