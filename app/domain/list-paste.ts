import { MAX_PASTE_LINES } from './problem-lists'
import { slugFromInput } from './problem-slug'

/**
 * Problems pasted into a list, one a line (docs/product.md#lists): a LeetCode address, a title slug or a
 * problem number. Blank lines are passed over; a line that is none of the three is kept, so that it can be
 * reported back by its line number.
 */

export type PastedRef = { slug: string } | { number: number }

export interface PastedLine {
  /** 1-based, counting blank lines, so it matches what the user sees in the box. */
  line: number
  text: string
  /** Null when the line names no problem in any of the three ways. */
  ref: PastedRef | null
}

/** '1', '#1', '1.' are problem numbers; a number is never read as a slug, though '1' would pass as one. */
const NUMBER = /^#?(\d{1,6})\.?$/

export function readPastedLine(text: string): PastedRef | null {
  const number = NUMBER.exec(text)
  if (number) return Number(number[1]) > 0 ? { number: Number(number[1]) } : null
  const slug = slugFromInput(text)
  return slug ? { slug } : null
}

export function parsePastedLines(text: string): PastedLine[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((raw, index) => ({ line: index + 1, text: raw.trim() }))
    .filter((line) => line.text !== '')
    .map((line) => ({ ...line, ref: readPastedLine(line.text) }))
}

/** Non-blank lines in a paste, for the form's limit. */
export function pastedLineCount(text: string): number {
  return parsePastedLines(text).length
}

export const PASTE_TOO_LONG = `Paste at most ${MAX_PASTE_LINES} lines at a time`

/** Why a pasted line added nothing. */
export type PasteSkipReason = 'unreadable' | 'unknown' | 'repeated' | 'already-there' | 'list-full'

export const PASTE_SKIP_TEXT: Record<PasteSkipReason, string> = {
  unreadable: 'not a LeetCode address, slug or number',
  unknown: 'no such problem',
  repeated: 'the same problem as an earlier line',
  'already-there': 'already on the list',
  'list-full': 'the list is full',
}

/** The reasons that are mistakes to fix, rather than problems the list already has. */
export function isBadLine(reason: PasteSkipReason): boolean {
  return reason === 'unreadable' || reason === 'unknown'
}

export interface SkippedLine {
  line: number
  text: string
  reason: PasteSkipReason
}
