import { z } from 'zod'
import { addDays, isCalendarDay } from './calendar-day'
import { LEVELS } from './difficulty'
import { canonicalTimeZone, dayInTimeZone, UTC_ZONE } from './time-zones'

/** The languages a buddy can pick; 'Other' covers the rest and never counts as shared (see buddy-match). */
export const BUDDY_LANGUAGES = [
  'Python',
  'Java',
  'C++',
  'JavaScript',
  'TypeScript',
  'Go',
  'C#',
  'Kotlin',
  'Swift',
  'Rust',
  'Ruby',
  'Other',
] as const
export type BuddyLanguage = (typeof BUDDY_LANGUAGES)[number]

export const MAX_TARGET_COMPANIES = 10
export const MIN_WEEKLY_HOURS = 1
export const MAX_WEEKLY_HOURS = 40
export const MAX_INTRO_LENGTH = 500
/** An interview further out than this is a typo (2062 for 2026) more often than a plan. */
export const MAX_INTERVIEW_DAYS_AHEAD = 730
/** Company slugs are lower-case words joined by hyphens; the longest real ones stay far below this. */
const MAX_COMPANY_SLUG_LENGTH = 120

export const BUDDY_LEVEL_RANKS = LEVELS.map((level) => level.rank)

/**
 * LeetCode usernames are letters, digits, '_', '-' and '.', and people often paste their profile link
 * instead; both 'https://leetcode.com/u/ada_l/' and 'ada_l' give 'ada_l'. Null when nothing usable is there.
 */
export function practiceUsername(text: string): string | null {
  const trimmed = text.trim()
  const fromUrl = /^(?:https?:\/\/)?(?:www\.)?leetcode\.(?:com|cn)\/(?:u\/)?([^/?#\s]+)\/?(?:[?#].*)?$/i.exec(
    trimmed,
  )
  const candidate = fromUrl ? (fromUrl[1] ?? '') : trimmed
  return /^[A-Za-z0-9_.-]{1,40}$/.test(candidate) ? candidate : null
}

const languageField = z.enum(BUDDY_LANGUAGES, { error: 'Choose languages from the list' })

/**
 * The buddy-profile form, for the browser (Conform's instant checks) and the server alike. `now` is a
 * function so tests can fix the clock. Company slugs are checked for shape here; whether each company
 * exists is the server's job (buddies.server's saveBuddyProfile), as the browser has no database.
 */
export function buddyProfileSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      leetcodeUsername: z
        .string()
        .max(200, 'Enter a username or a profile link')
        .optional()
        .transform((value, ctx) => {
          if (value === undefined || value.trim() === '') return null
          const username = practiceUsername(value)
          if (username) return username
          ctx.addIssue({ code: 'custom', message: "Use letters, digits, '_', '-' or '.' only" })
          return z.NEVER
        }),
      timeZone: z.string({ error: 'Choose your time zone' }).transform((value, ctx) => {
        const zone = canonicalTimeZone(value)
        if (zone) return zone
        ctx.addIssue({ code: 'custom', message: 'Choose a time zone from the list' })
        return z.NEVER
      }),
      languages: z
        .array(languageField, { error: 'Choose at least one language' })
        .min(1, 'Choose at least one language')
        .refine((values) => new Set(values).size === values.length, 'Choose each language once'),
      targetCompanies: z
        .array(
          z
            .string()
            .trim()
            .min(1, 'Choose companies from the list')
            .max(MAX_COMPANY_SLUG_LENGTH, 'Choose companies from the list'),
          { error: 'Choose at least one target company' },
        )
        .min(1, 'Choose at least one target company')
        .max(MAX_TARGET_COMPANIES, `Choose at most ${MAX_TARGET_COMPANIES} companies`)
        .refine((values) => new Set(values).size === values.length, 'Choose each company once'),
      level: z
        .number({
          error: (issue) =>
            issue.input === undefined ? 'Choose your level' : 'Choose a level from the list',
        })
        .int('Choose a level from the list')
        .min(1, 'Choose a level from the list')
        .max(LEVELS.length, 'Choose a level from the list'),
      weeklyHours: z
        .number({
          error: (issue) =>
            issue.input === undefined ? 'Weekly hours are required' : 'Enter a whole number of hours',
        })
        .int('Enter a whole number of hours')
        .min(MIN_WEEKLY_HOURS, `At least ${MIN_WEEKLY_HOURS} hour a week`)
        .max(MAX_WEEKLY_HOURS, `At most ${MAX_WEEKLY_HOURS} hours a week`),
      interviewDate: z
        .string()
        .optional()
        .transform((value, ctx) => {
          if (value === undefined || value.trim() === '') return null
          const day = value.trim()
          if (isCalendarDay(day)) return day
          ctx.addIssue({ code: 'custom', message: 'Enter a date as YYYY-MM-DD' })
          return z.NEVER
        }),
      intro: z
        .string()
        .max(MAX_INTRO_LENGTH * 2, `Keep your intro to ${MAX_INTRO_LENGTH} characters`)
        .optional()
        .transform((value) => (value ?? '').trim().replaceAll('\r\n', '\n'))
        .refine(
          (value) => value.length <= MAX_INTRO_LENGTH,
          `Keep your intro to ${MAX_INTRO_LENGTH} characters`,
        ),
    })
    .superRefine(
      (value, ctx) => {
        // "Today" is today where the person lives: late on the 3rd in Los Angeles is the 4th in UTC.
        const raw: unknown = value.interviewDate
        if (typeof raw !== 'string' || !isCalendarDay(raw)) return
        const zone =
          typeof value.timeZone === 'string' ? (canonicalTimeZone(value.timeZone) ?? UTC_ZONE) : UTC_ZONE
        const today = dayInTimeZone(zone, now())
        if (raw < today) {
          ctx.addIssue({ code: 'custom', path: ['interviewDate'], message: 'Pick today or a later date' })
        } else if (raw > addDays(today, MAX_INTERVIEW_DAYS_AHEAD)) {
          ctx.addIssue({
            code: 'custom',
            path: ['interviewDate'],
            message: 'Pick a date within the next two years',
          })
        }
      },
      // Checked even when another field is wrong, so every mistake is reported in one round trip.
      { when: () => true },
    )
}

export type BuddyProfileInput = z.output<ReturnType<typeof buddyProfileSchema>>

/** The intents of the /register-buddy form: the profile form itself, and the status and delete buttons. */
export const ProfileIntentSchema = z.enum(['save', 'pause', 'resume', 'delete'], { error: 'Unknown action' })

/** The intents of the request buttons on /find-buddy, each naming the other person. */
export const RequestActionSchema = z.object({
  intent: z.enum(['request', 'cancel', 'accept', 'decline', 'unpair'], { error: 'Unknown action' }),
  userId: z.string({ error: 'Choose a person' }).trim().min(1, 'Choose a person').max(100, 'Choose a person'),
})
export type RequestAction = z.infer<typeof RequestActionSchema>

/** Overlap filter choices on /find-buddy, in whole hours of the shared evening (at most five). */
export const OVERLAP_FILTER_HOURS = [1, 2, 3, 4, 5] as const

const levelParam = z.coerce.number().int().min(1).max(LEVELS.length)
const overlapParam = z.coerce
  .number()
  .int()
  .min(0)
  .max(OVERLAP_FILTER_HOURS[OVERLAP_FILTER_HOURS.length - 1] ?? 5)
const languageParam = z.enum(BUDDY_LANGUAGES)
const companyParam = z.string().regex(/^[^\s/?#]{1,120}$/)

export interface BuddyFilters {
  level?: number
  language?: BuddyLanguage
  /** A company slug; whether the company exists is checked by the page, which has the list. */
  company?: string
  /** Minimum hours of shared evening. */
  overlap?: number
}

/**
 * The /find-buddy query string. Each filter is read on its own, so one bad value (a hand-edited URL, an
 * old bookmark) is reported and dropped while the others still apply. Blank values mean "any".
 */
export function parseBuddyFilters(params: URLSearchParams): { filters: BuddyFilters; errors: string[] } {
  const filters: BuddyFilters = {}
  const errors: string[] = []
  const read = <T>(name: string, schema: z.ZodType<T>, message: string, set: (value: T) => void) => {
    const raw = params.get(name)?.trim()
    if (!raw) return
    const parsed = schema.safeParse(raw)
    if (parsed.success) set(parsed.data)
    else errors.push(message)
  }
  read('level', levelParam, 'Choose a level from the list', (value) => (filters.level = value))
  read('language', languageParam, 'Choose a language from the list', (value) => (filters.language = value))
  read('company', companyParam, 'Choose a company from the list', (value) => (filters.company = value))
  read('overlap', overlapParam, 'Choose an evening overlap from the list', (value) => {
    if (value > 0) filters.overlap = value
  })
  return { filters, errors }
}
