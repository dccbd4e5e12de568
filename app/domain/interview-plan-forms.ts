import { z } from 'zod'
import { addDays, formatDay, isCalendarDay } from './calendar-day'
import { PLAN_HOURS_PER_WEEK, PLAN_MAX_DAYS_AHEAD } from './study-plan'

/**
 * The forms of the interview plan (docs/product.md#interview-plan), one schema each, checked in the browser
 * and on the server with the same messages. Dates are days of the user's calendar, so the schemas are made
 * for the user's today. Conform sends a blank field as undefined.
 */

const { min: MIN_HOURS, max: MAX_HOURS } = PLAN_HOURS_PER_WEEK

export const PLAN_MESSAGES = {
  companyRequired: 'Choose the company you are interviewing with',
  unknownCompany: 'There is no company by that name with questions to plan from. Choose one from the list.',
  dateRequired: 'Choose the day of your interview',
  dateFormat: 'Enter the date as YYYY-MM-DD',
  datePassed: 'That day has passed: choose the day of your interview, after today',
  dateToday: 'The interview is today: a plan needs at least one day before it',
  hoursRequired: 'Say how many hours a week you can study',
  hoursWhole: 'Enter a whole number of hours',
  hoursTooFew: `At least ${MIN_HOURS} hours a week: a plan needs time to practise in`,
  hoursTooMany: `At most ${MAX_HOURS} hours a week, which is already ${MAX_HOURS / 7} hours a day`,
  planNotFound: 'There is no such plan of yours: it may have been deleted. Reload the page.',
  nothingMoreFits: 'No more of the company’s problems fit before the interview.',
} as const

/** "Choose a date within two years, by 25 Nov 2028". */
export function dateTooFarMessage(today: string): string {
  return `Choose a date within two years, by ${formatDay(addDays(today, PLAN_MAX_DAYS_AHEAD))}`
}

/** A second plan for the same company is refused: the one there is can be changed instead. */
export function duplicatePlanMessage(company: string): string {
  return `You have a plan for ${company} already: change its date or hours below.`
}

/** Not one unsolved problem of the company fits the time before the interview. */
export function nothingFitsMessage(company: string, interviewDate: string, hoursPerWeek: number): string {
  return `Nothing from ${company}’s sheet fits before ${formatDay(interviewDate)} at ${hoursPerWeek} hours a week. Choose more hours or a later date.`
}

/** The interview's day: after today (the plan needs a day) and at most two years ahead. */
function interviewDateField(today: string) {
  return z
    .string({ error: PLAN_MESSAGES.dateRequired })
    .transform((value) => value.trim())
    .superRefine((day, ctx) => {
      const message = !isCalendarDay(day)
        ? PLAN_MESSAGES.dateFormat
        : day < today
          ? PLAN_MESSAGES.datePassed
          : day === today
            ? PLAN_MESSAGES.dateToday
            : day > addDays(today, PLAN_MAX_DAYS_AHEAD)
              ? dateTooFarMessage(today)
              : null
      if (message) ctx.addIssue({ code: 'custom', message })
    })
}

const hoursPerWeekField = z
  .number({
    error: (issue) => (issue.input === undefined ? PLAN_MESSAGES.hoursRequired : PLAN_MESSAGES.hoursWhole),
  })
  .int(PLAN_MESSAGES.hoursWhole)
  .min(MIN_HOURS, PLAN_MESSAGES.hoursTooFew)
  .max(MAX_HOURS, PLAN_MESSAGES.hoursTooMany)

/**
 * One schema per day, made once: /plan draws a form or two on every view, and building their schemas
 * again each time was a visible part of drawing the page. Only the last few days are kept.
 */
function perDay<T>(make: (today: string) => T): (today: string) => T {
  const made = new Map<string, T>()
  return (today) => {
    let schema = made.get(today)
    if (schema === undefined) {
      schema = make(today)
      if (made.size >= 4) made.delete(made.keys().next().value!)
      made.set(today, schema)
    }
    return schema
  }
}

/** "An interview at {company} on {date}, {hours} a week": the company by its slug. */
export const newPlanSchema = perDay((today: string) =>
  z.object({
    company: z
      .string({ error: PLAN_MESSAGES.companyRequired })
      .trim()
      .min(1, PLAN_MESSAGES.companyRequired)
      .max(200, PLAN_MESSAGES.unknownCompany),
    interviewDate: interviewDateField(today),
    hoursPerWeek: hoursPerWeekField,
  }),
)

/** A plan's new date and hours; its company and problems stay. */
export const planChangeSchema = perDay((today: string) =>
  z.object({
    planId: PlanIdField,
    interviewDate: interviewDateField(today),
    hoursPerWeek: hoursPerWeekField,
  }),
)

export const PlanIdField = z.coerce
  .number({ error: PLAN_MESSAGES.planNotFound })
  .int(PLAN_MESSAGES.planNotFound)
  .positive(PLAN_MESSAGES.planNotFound)
  .max(Number.MAX_SAFE_INTEGER, PLAN_MESSAGES.planNotFound)

export type NewPlan = z.output<ReturnType<typeof newPlanSchema>>
export type PlanChange = z.output<ReturnType<typeof planChangeSchema>>

/** Form intents of /plan. */
export const PLAN_INTENTS = {
  create: 'create-plan',
  change: 'change-plan',
  delete: 'delete-plan',
  addProblems: 'add-problems',
} as const
