import { z } from 'zod'
import { IMPORT_MESSAGES, notJsonMessage } from './account-import'
import { isBlankNote, MAX_NOTE_BYTES, MAX_NOTE_KB, noteBytes } from './problem-note'
import { leetcodeUsernameField } from './account-forms'
import { isCalendarDay } from './calendar-day'
import { containsHtml, MAX_LIST_DESCRIPTION, MAX_LIST_ITEMS, MAX_LIST_NAME } from './problem-lists'
import { PRODUCT_NAME } from './site'
import { PLAN_HOURS_PER_WEEK } from './study-plan'

// The data download (`/profile/data.json`, written by exportAccountData) as an import reads it back. Strict
// about what is imported: a bad value there refuses the whole file, since guessing would put wrong data in
// someone's account. Lenient about the rest: fields that are not imported are not even read (buddy
// profile, analyses, sign-in methods, a list's visibility), unknown fields are dropped, and a part that is
// missing, as in a download made before that part existed, imports as empty.

/** Statuses and review sources as the database spells them (db/schema.ts; the round-trip test holds them equal). */
export const FILE_PROGRESS_STATUSES = ['solved', 'revisit'] as const
export const FILE_REVIEW_SOURCES = ['rating', 'mark', 'leetcode', 'migration'] as const

/** How many of a refused file's problems are told: enough to find them, not a wall of text. */
const MAX_DETAILS = 5

const slug = z.string().trim().min(1, 'is empty').max(200, 'is longer than 200 characters')

/** An instant as the download writes it (ISO 8601); one later than the import is refused, not guessed at. */
function instant(now: Date) {
  return z.iso
    .datetime({ offset: true, error: 'must be a date and time such as 2026-06-03T09:30:00.000Z' })
    .transform((text) => new Date(text))
    .refine((date) => date.getTime() <= now.getTime(), 'is later than now')
}

/** As a list's form takes them: no markup in a list's name or description. */
const plainText = (text: string) => !containsHtml(text)

const hoursMessage = `must be a whole number of hours from ${PLAN_HOURS_PER_WEEK.min} to ${PLAN_HOURS_PER_WEEK.max}`

const noteBody = z
  .string()
  .refine((body) => !isBlankNote(body), 'is empty')
  .refine((body) => noteBytes(body) <= MAX_NOTE_BYTES, `is over ${MAX_NOTE_KB} KB`)

export function accountDataFileSchema(now: Date) {
  const at = instant(now)
  const list = <T extends z.ZodType>(item: T) => z.array(item).default([])
  return z.object({
    product: z.literal(PRODUCT_NAME),
    exportedAt: at.optional(),
    profile: z.object({
      email: z.string().trim().toLowerCase().min(3, 'is not an email address').max(254),
      timeZone: z.string().trim().max(100).optional(),
      leetcodeUsername: z
        .string()
        .nullish()
        .transform((value) => value ?? undefined)
        .pipe(leetcodeUsernameField),
    }),
    progress: list(
      z.object({
        titleSlug: slug,
        status: z.enum(FILE_PROGRESS_STATUSES, { error: 'must be solved or revisit' }),
        updatedAt: at,
      }),
    ),
    revision: z
      .object({
        reviews: list(
          z.object({
            titleSlug: slug,
            rating: z
              .int({ error: 'must be 1, 2, 3 or 4' })
              .min(1, 'must be 1, 2, 3 or 4')
              .max(4, 'must be 1, 2, 3 or 4'),
            reviewedAt: at,
            source: z.enum(FILE_REVIEW_SOURCES, { error: 'must be rating, mark, leetcode or migration' }),
            submissionKey: z.string().trim().min(1).max(100).optional(),
          }),
        ),
      })
      .default({ reviews: [] }),
    problemNotes: list(z.object({ titleSlug: slug, body: noteBody, createdAt: at, updatedAt: at })),
    favourites: list(z.object({ slug, addedAt: at })),
    systemDesignChaptersRead: list(z.object({ slug, readAt: at })),
    problemLists: list(
      z.object({
        name: z
          .string()
          .trim()
          .min(1, 'is empty')
          .max(MAX_LIST_NAME, `is longer than ${MAX_LIST_NAME} characters`)
          .refine(plainText, 'holds HTML'),
        description: z
          .string()
          .trim()
          .max(MAX_LIST_DESCRIPTION, `is longer than ${MAX_LIST_DESCRIPTION} characters`)
          .refine(plainText, 'holds HTML')
          .default(''),
        /** Where the list was in the PrepSharp it comes from: how a plan in the file names its list. */
        address: z.string().max(200).optional(),
        createdAt: at,
        updatedAt: at,
        problems: z
          .array(z.object({ titleSlug: slug, addedAt: at }))
          .max(MAX_LIST_ITEMS, `holds more than ${MAX_LIST_ITEMS} problems`)
          .default([]),
      }),
    ),
    interviewPlans: list(
      z.object({
        companySlug: slug,
        interviewDate: z.string().refine(isCalendarDay, 'must be a day such as 2026-06-03'),
        hoursPerWeek: z
          .int({ error: hoursMessage })
          .min(PLAN_HOURS_PER_WEEK.min, hoursMessage)
          .max(PLAN_HOURS_PER_WEEK.max, hoursMessage),
        list: z.string().max(200).optional(),
        createdAt: at,
        updatedAt: at,
      }),
    ),
  })
}

export type AccountDataFile = z.output<ReturnType<typeof accountDataFileSchema>>

export type ParsedAccountDataFile =
  { ok: true; data: AccountDataFile } | { ok: false; message: string; details: string[] }

/**
 * Reads an uploaded file's text. A file that is not JSON, not a PrepSharp download, or holds a value that
 * cannot be imported is refused with what is wrong (the first few problems, each with where it is).
 */
export function parseAccountDataFile(text: string, now: Date): ParsedAccountDataFile {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'it does not parse'
    return { ok: false, message: notJsonMessage(reason.slice(0, 120)), details: [] }
  }
  // Checked first: a file from elsewhere would otherwise be told about every field it lacks.
  if (!isPrepSharpDownload(json)) return { ok: false, message: IMPORT_MESSAGES.notPrepSharp, details: [] }
  const parsed = accountDataFileSchema(now).safeParse(json, {
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? 'is missing' : undefined),
  })
  if (parsed.success) return { ok: true, data: parsed.data }
  const { issues } = parsed.error
  const details = issues.slice(0, MAX_DETAILS).map(describeIssue)
  if (issues.length > MAX_DETAILS) details.push(`and ${issues.length - MAX_DETAILS} more`)
  return { ok: false, message: IMPORT_MESSAGES.invalid, details }
}

function isPrepSharpDownload(json: unknown): boolean {
  return typeof json === 'object' && json !== null && (json as { product?: unknown }).product === PRODUCT_NAME
}

/** `progress[3].status: must be solved or revisit`: where in the file, then what is wrong there. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const where = issue.path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('')
  return where ? `${where}: ${issue.message}` : issue.message
}
