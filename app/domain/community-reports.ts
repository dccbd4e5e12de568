import { z } from 'zod'
import { addDays } from './calendar-day'
import { slugFromInput } from './problem-slug'

/**
 * Community interview reports (docs/product.md#community-reports): "I was asked {problem} at {company},
 * {month year}, {round}". The rules every page and the server share: the rounds, which months may be
 * reported, when a report counts as confirmed, and how a month reads.
 */

/** The rounds of an interview a report names; db/schema.ts builds its column from this list. */
export const INTERVIEW_ROUNDS = ['online-assessment', 'phone-screen', 'onsite', 'other'] as const
export type InterviewRound = (typeof INTERVIEW_ROUNDS)[number]

export const ROUND_LABELS: Readonly<Record<InterviewRound, string>> = {
  'online-assessment': 'Online assessment',
  'phone-screen': 'Phone screen',
  onsite: 'Onsite',
  other: 'Other',
}

/** The public company lists go back to about then; an older memory says little about today's interviews. */
export const FIRST_REPORT_YEAR = 2015

/** Two different people saying the same thing is what turns a claim into a fact worth showing as one. */
export const CONFIRMING_REPORTERS = 2

/** The community view of a sheet covers interviews of the last 90 days. */
export const COMMUNITY_WINDOW_DAYS = 90
export const COMMUNITY_VIEW_LABEL = 'Community, last 90 days'

export const REPORT_MESSAGES = {
  problemRequired: 'Name the problem: paste its LeetCode link or type its slug',
  problemNotASlug: 'No problem slug found. Paste a LeetCode problem link or type a slug such as two-sum.',
  companyRequired: 'Choose the company that asked it',
  monthRequired: 'Choose the month you were asked',
  yearRequired: 'Choose the year you were asked',
  roundRequired: 'Choose the round',
  tooEarly: `Reports go back to January ${FIRST_REPORT_YEAR}. Choose a later month.`,
  inFuture: 'That month has not come yet. Choose the month you were asked.',
  duplicate:
    'You have already reported this problem at this company for that month. One report a month is counted.',
  blocked:
    'Your reports are no longer accepted. Write to support@prepsharp.dev if you think this is a mistake.',
} as const

/** "There is no problem “x” on PrepSharp." for a slug no stored problem has. */
export function unknownProblemMessage(slug: string): string {
  return `There is no problem “${slug}” on PrepSharp. Check its LeetCode link.`
}

/** For a company name or slug that matches none. */
export function unknownCompanyMessage(name: string): string {
  return `There is no company called “${name.slice(0, 80)}” on PrepSharp. Choose one from the list.`
}

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/

/** Whether the text is a month written YYYY-MM (the form reports are stored in). */
export function isReportMonth(value: string): boolean {
  return MONTH_PATTERN.test(value)
}

/** The month of a YYYY-MM-DD day. */
export function monthOfDay(day: string): string {
  return day.slice(0, 7)
}

/**
 * Why a month cannot be reported, or null when it can: before January 2015, or after the month `today`
 * (the reporter's own day, YYYY-MM-DD) falls in.
 */
export function reportMonthProblem(month: string, today: string): string | null {
  if (!isReportMonth(month)) return REPORT_MESSAGES.monthRequired
  if (month < `${FIRST_REPORT_YEAR}-01`) return REPORT_MESSAGES.tooEarly
  if (month > monthOfDay(today)) return REPORT_MESSAGES.inFuture
  return null
}

/**
 * The first month the community view counts, for `today` (YYYY-MM-DD, UTC): the month that held the day
 * 90 days ago. Reports name a month, not a day, so a month any part of which is in the window counts.
 */
export function communityWindowStart(today: string): string {
  return monthOfDay(addDays(today, -COMMUNITY_WINDOW_DAYS))
}

// Built once: a formatter costs far more to make than to use.
const monthFormat = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' })
const longMonthFormat = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** '2026-04' → 'Apr 2026'; text that is not a month is returned as it is. */
export function formatMonth(month: string): string {
  return isReportMonth(month) ? monthFormat.format(new Date(`${month}-01T00:00:00Z`)) : month
}

/** '2026-04' → 'April 2026'. */
export function formatLongMonth(month: string): string {
  return isReportMonth(month) ? longMonthFormat.format(new Date(`${month}-01T00:00:00Z`)) : month
}

/** The names of the months, for the form's select: index 0 is January. */
export const MONTH_NAMES = Array.from({ length: 12 }, (_, i) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, i, 1)),
)

/** What the counts of a problem at a company come to. */
export interface ReportTally {
  /** Different people whose reports count (hidden reports and blocked reporters left out). */
  people: number
  /** The latest month reported, YYYY-MM. */
  latestMonth: string
}

export function isConfirmed(tally: Pick<ReportTally, 'people'>): boolean {
  return tally.people >= CONFIRMING_REPORTERS
}

/** "Reported by 3 people, latest Apr 2026". */
export function reportedByText({ people, latestMonth }: ReportTally): string {
  return `Reported by ${people} ${people === 1 ? 'person' : 'people'}, latest ${formatMonth(latestMonth)}`
}

/** "You were asked Two Sum at Google, April 2026, phone screen." */
export function reportSentence(report: {
  problemTitle: string
  companyName: string
  month: string
  round: InterviewRound
}): string {
  return `You were asked ${report.problemTitle} at ${report.companyName}, ${formatLongMonth(report.month)}, ${ROUND_LABELS[report.round].toLowerCase()}.`
}

/**
 * The report form, checked the same in the browser and on the server. `today` is the reporter's day
 * (YYYY-MM-DD), so "not in the future" means their own calendar. Whether the problem and the company
 * exist is for the server to say.
 */
export function reportFormSchema(today: string) {
  return z
    .object({
      problem: z
        .string({ error: REPORT_MESSAGES.problemRequired })
        .trim()
        .min(1, REPORT_MESSAGES.problemRequired)
        .max(300, REPORT_MESSAGES.problemNotASlug)
        .transform((text, context) => {
          const slug = slugFromInput(text)
          if (slug === null) context.addIssue({ code: 'custom', message: REPORT_MESSAGES.problemNotASlug })
          return slug ?? ''
        }),
      company: z
        .string({ error: REPORT_MESSAGES.companyRequired })
        .trim()
        .min(1, REPORT_MESSAGES.companyRequired)
        .max(120, REPORT_MESSAGES.companyRequired),
      month: z
        .string({ error: REPORT_MESSAGES.monthRequired })
        .regex(/^(0[1-9]|1[0-2])$/, REPORT_MESSAGES.monthRequired),
      year: z.string({ error: REPORT_MESSAGES.yearRequired }).regex(/^\d{4}$/, REPORT_MESSAGES.yearRequired),
      round: z.enum(INTERVIEW_ROUNDS, { error: REPORT_MESSAGES.roundRequired }),
    })
    .transform((fields, context) => {
      const month = `${fields.year}-${fields.month}`
      const problem = reportMonthProblem(month, today)
      if (problem) context.addIssue({ code: 'custom', message: problem, path: ['month'] })
      return { problem: fields.problem, company: fields.company, month, round: fields.round }
    })
}

export type ReportForm = z.output<ReturnType<typeof reportFormSchema>>

/** Where the report form posts, from the insights page and from its own page. */
export const REPORT_PATH = '/report'

/** The report page for a problem at a company: what a sheet row's Report link opens. */
export function reportHref(problemSlug: string, companySlug?: string): string {
  const params = new URLSearchParams({ problem: problemSlug })
  if (companySlug) params.set('company', companySlug)
  return `${REPORT_PATH}?${params.toString()}`
}

/** The insights page's section on what the community reported. */
export const COMMUNITY_ANCHOR = 'community'
