import { describe, expect, it } from 'vitest'
import {
  communityWindowStart,
  formatMonth,
  isConfirmed,
  REPORT_MESSAGES,
  reportedByText,
  reportFormSchema,
  reportHref,
  reportMonthProblem,
  reportSentence,
} from './community-reports'

const TODAY = '2026-04-15'

function parse(fields: Record<string, string>) {
  return reportFormSchema(TODAY).safeParse({
    problem: 'two-sum',
    company: 'Google',
    month: '03',
    year: '2026',
    round: 'phone-screen',
    ...fields,
  })
}

/** The messages of a failed parse, by field. */
function errors(fields: Record<string, string>) {
  const result = parse(fields)
  if (result.success) return {}
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('the month of a report', () => {
  it('may be any month from January 2015 to the reporter’s own month', () => {
    expect(reportMonthProblem('2015-01', TODAY)).toBeNull()
    expect(reportMonthProblem('2026-04', TODAY)).toBeNull()
    expect(reportMonthProblem('2014-12', TODAY)).toBe(REPORT_MESSAGES.tooEarly)
    expect(reportMonthProblem('2026-05', TODAY)).toBe(REPORT_MESSAGES.inFuture)
    expect(reportMonthProblem('2031-01', TODAY)).toBe(REPORT_MESSAGES.inFuture)
    // The reporter's day decides: on the 1st of May in their zone, May may be reported.
    expect(reportMonthProblem('2026-05', '2026-05-01')).toBeNull()
  })

  it('is a real month written YYYY-MM', () => {
    for (const bad of ['2026-13', '2026-00', '2026-4', '26-04', '', '2026-04-01']) {
      expect(reportMonthProblem(bad, TODAY), bad).toBe(REPORT_MESSAGES.monthRequired)
    }
  })

  it('reads as a short month and year', () => {
    expect(formatMonth('2026-04')).toBe('Apr 2026')
    expect(formatMonth('2015-12')).toBe('Dec 2015')
    expect(formatMonth('nonsense')).toBe('nonsense')
  })
})

describe('the report form', () => {
  it('gives the problem slug from a link, the month as YYYY-MM and the round', () => {
    expect(parse({ problem: ' https://leetcode.com/problems/Two-Sum/description/ ' })).toMatchObject({
      success: true,
      data: { problem: 'two-sum', company: 'Google', month: '2026-03', round: 'phone-screen' },
    })
  })

  it('refuses a month before 2015 or in the future, on the month field', () => {
    expect(errors({ year: '2014', month: '12' })).toEqual({ month: REPORT_MESSAGES.tooEarly })
    expect(errors({ year: '2026', month: '05' })).toEqual({ month: REPORT_MESSAGES.inFuture })
  })

  it('names each missing or unreadable field', () => {
    expect(errors({ problem: '', company: ' ', month: '', year: '', round: '' })).toEqual({
      problem: REPORT_MESSAGES.problemRequired,
      company: REPORT_MESSAGES.companyRequired,
      month: REPORT_MESSAGES.monthRequired,
      year: REPORT_MESSAGES.yearRequired,
      round: REPORT_MESSAGES.roundRequired,
    })
    expect(errors({ problem: 'not a slug at all', month: '13', round: 'coffee-chat' })).toEqual({
      problem: REPORT_MESSAGES.problemNotASlug,
      month: REPORT_MESSAGES.monthRequired,
      round: REPORT_MESSAGES.roundRequired,
    })
  })
})

describe('counting', () => {
  it('is confirmed once two different people report it', () => {
    expect(isConfirmed({ people: 1 })).toBe(false)
    expect(isConfirmed({ people: 2 })).toBe(true)
    expect(isConfirmed({ people: 9 })).toBe(true)
  })

  it('says who reported it and when last', () => {
    expect(reportedByText({ people: 1, latestMonth: '2026-03' })).toBe(
      'Reported by 1 person, latest Mar 2026',
    )
    expect(reportedByText({ people: 4, latestMonth: '2025-11' })).toBe(
      'Reported by 4 people, latest Nov 2025',
    )
  })

  it('looks back 90 days, to the month that held the first of them', () => {
    expect(communityWindowStart('2026-04-15')).toBe('2026-01')
    expect(communityWindowStart('2026-03-31')).toBe('2025-12')
    expect(communityWindowStart('2026-01-05')).toBe('2025-10')
  })
})

describe('texts and links', () => {
  it('tells the reporter what was saved', () => {
    expect(
      reportSentence({
        problemTitle: 'Two Sum',
        companyName: 'Google',
        month: '2026-04',
        round: 'phone-screen',
      }),
    ).toBe('You were asked Two Sum at Google, April 2026, phone screen.')
  })

  it('links a row to the report page for its problem and company', () => {
    expect(reportHref('two-sum', 'goldman-sachs')).toBe('/report?problem=two-sum&company=goldman-sachs')
    expect(reportHref('two-sum')).toBe('/report?problem=two-sum')
  })
})
