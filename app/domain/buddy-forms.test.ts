import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { buddyProfileSchema, parseBuddyFilters, practiceUsername, RequestActionSchema } from './buddy-forms'
import { canonicalTimeZone } from './time-zones'

// 23:30 UTC on 3 March: already 4 March in Tokyo, still 3 March in Los Angeles.
const NOW = new Date('2026-03-03T23:30:00Z')
const schema = buddyProfileSchema(() => NOW)

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item)
  }
  return data
}

const valid = {
  leetcodeUsername: 'ada_l',
  timeZone: 'Europe/Berlin',
  languages: ['Python', 'Go'],
  targetCompanies: ['google', 'meta'],
  level: '3',
  weeklyHours: '6',
  interviewDate: '2026-04-01',
  intro: '  Evenings after work, mostly graphs.  ',
}

function parse(fields: Record<string, string | string[]>) {
  return parseWithZod(form(fields), { schema })
}

function errors(fields: Record<string, string | string[]>) {
  const submission = parse(fields)
  expect(submission.status).toBe('error')
  return submission.status === 'error' ? (submission.error ?? {}) : {}
}

describe('buddyProfileSchema', () => {
  it('parses a complete form', () => {
    const submission = parse(valid)
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toEqual({
      leetcodeUsername: 'ada_l',
      timeZone: 'Europe/Berlin',
      languages: ['Python', 'Go'],
      targetCompanies: ['google', 'meta'],
      level: 3,
      weeklyHours: 6,
      interviewDate: '2026-04-01',
      intro: 'Evenings after work, mostly graphs.',
    })
  })

  it('takes one checked box as a list of one, and leaves optional fields empty', () => {
    const submission = parse({
      ...valid,
      languages: 'Java',
      targetCompanies: 'uber',
      leetcodeUsername: '',
      interviewDate: '',
      intro: '',
    })
    expect(submission.status).toBe('success')
    if (submission.status !== 'success') return
    expect(submission.value).toMatchObject({
      languages: ['Java'],
      targetCompanies: ['uber'],
      leetcodeUsername: null,
      interviewDate: null,
      intro: '',
    })
  })

  it('stores the runtime spelling of the time zone', () => {
    const submission = parse({ ...valid, timeZone: 'asia/kolkata' })
    expect(submission.status === 'success' && submission.value.timeZone).toBe(
      canonicalTimeZone('Asia/Kolkata'),
    )
  })

  it('reports every missing required field at once', () => {
    expect(errors({})).toEqual({
      timeZone: ['Choose your time zone'],
      languages: ['Choose at least one language'],
      targetCompanies: ['Choose at least one target company'],
      level: ['Choose your level'],
      weeklyHours: ['Weekly hours are required'],
    })
  })

  it('refuses values outside the lists and ranges', () => {
    expect(
      errors({
        ...valid,
        timeZone: 'Mars/Olympus_Mons',
        languages: ['Python', 'COBOL'],
        level: '6',
        weeklyHours: '41',
        leetcodeUsername: 'ada lovelace!',
      }),
    ).toEqual({
      timeZone: ['Choose a time zone from the list'],
      'languages[1]': ['Choose languages from the list'],
      level: ['Choose a level from the list'],
      weeklyHours: ['At most 40 hours a week'],
      leetcodeUsername: ["Use letters, digits, '_', '-' or '.' only"],
    })
    expect(errors({ ...valid, weeklyHours: '0' })).toEqual({ weeklyHours: ['At least 1 hour a week'] })
    expect(errors({ ...valid, weeklyHours: '2.5' })).toEqual({
      weeklyHours: ['Enter a whole number of hours'],
    })
    expect(errors({ ...valid, weeklyHours: 'lots' })).toEqual({
      weeklyHours: ['Enter a whole number of hours'],
    })
    expect(errors({ ...valid, level: 'expert' })).toEqual({ level: ['Choose a level from the list'] })
  })

  it('takes 1 to 10 distinct companies and distinct languages', () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `company-${index}`)
    expect(errors({ ...valid, targetCompanies: eleven })).toEqual({
      targetCompanies: ['Choose at most 10 companies'],
    })
    expect(parse({ ...valid, targetCompanies: eleven.slice(0, 10) }).status).toBe('success')
    expect(errors({ ...valid, targetCompanies: ['google', 'google'] })).toEqual({
      targetCompanies: ['Choose each company once'],
    })
    expect(errors({ ...valid, languages: ['Go', 'Go'] })).toEqual({
      languages: ['Choose each language once'],
    })
  })

  it('limits the intro to 500 characters after trimming', () => {
    expect(parse({ ...valid, intro: `  ${'a'.repeat(500)}  ` }).status).toBe('success')
    expect(errors({ ...valid, intro: 'a'.repeat(501) })).toEqual({
      intro: ['Keep your intro to 500 characters'],
    })
  })

  it("counts 'today' in the person's own time zone", () => {
    // Still 3 March in Los Angeles, so the 3rd is today there; in Tokyo it is already yesterday.
    expect(parse({ ...valid, timeZone: 'America/Los_Angeles', interviewDate: '2026-03-03' }).status).toBe(
      'success',
    )
    expect(errors({ ...valid, timeZone: 'Asia/Tokyo', interviewDate: '2026-03-03' })).toEqual({
      interviewDate: ['Pick today or a later date'],
    })
    expect(parse({ ...valid, timeZone: 'Asia/Tokyo', interviewDate: '2026-03-04' }).status).toBe('success')
  })

  it('refuses a date that is not one, or more than two years ahead', () => {
    expect(errors({ ...valid, interviewDate: '2026-02-30' })).toEqual({
      interviewDate: ['Enter a date as YYYY-MM-DD'],
    })
    expect(errors({ ...valid, interviewDate: 'next week' })).toEqual({
      interviewDate: ['Enter a date as YYYY-MM-DD'],
    })
    expect(errors({ ...valid, interviewDate: '2062-03-03' })).toEqual({
      interviewDate: ['Pick a date within the next two years'],
    })
  })

  it('checks the date even when other fields are wrong, so one round trip shows every mistake', () => {
    expect(errors({ ...valid, weeklyHours: '', interviewDate: '2020-01-01' })).toEqual({
      weeklyHours: ['Weekly hours are required'],
      interviewDate: ['Pick today or a later date'],
    })
  })
})

describe('practiceUsername', () => {
  it('takes a username or a profile link', () => {
    expect(practiceUsername(' ada_l ')).toBe('ada_l')
    expect(practiceUsername('https://leetcode.com/u/ada.l-99/')).toBe('ada.l-99')
    expect(practiceUsername('leetcode.com/ada_l')).toBe('ada_l')
    expect(practiceUsername('https://www.leetcode.com/u/ada_l?tab=solutions')).toBe('ada_l')
  })

  it('refuses anything else', () => {
    for (const text of [
      '',
      'ada lovelace',
      '<script>',
      'a'.repeat(41),
      'https://example.com/u/ada',
      'ada/evil',
    ]) {
      expect(practiceUsername(text)).toBeNull()
    }
  })
})

describe('RequestActionSchema', () => {
  it('takes a known intent and a user id', () => {
    expect(RequestActionSchema.safeParse({ intent: 'request', userId: 'u1' }).success).toBe(true)
    expect(
      RequestActionSchema.safeParse({ intent: 'delete-everyone', userId: 'u1' }).error?.issues[0]?.message,
    ).toBe('Unknown action')
    expect(RequestActionSchema.safeParse({ intent: 'accept', userId: '  ' }).error?.issues[0]?.message).toBe(
      'Choose a person',
    )
  })
})

describe('parseBuddyFilters', () => {
  it('reads every filter, blank meaning any', () => {
    const params = new URLSearchParams({
      level: '2',
      language: 'C++',
      company: 'google',
      overlap: '3',
      page: '2',
    })
    expect(parseBuddyFilters(params)).toEqual({
      filters: { level: 2, language: 'C++', company: 'google', overlap: 3 },
      errors: [],
    })
    expect(
      parseBuddyFilters(new URLSearchParams({ level: '', language: '', company: '', overlap: '0' })),
    ).toEqual({
      filters: {},
      errors: [],
    })
  })

  it('drops and reports each bad value while keeping the good ones', () => {
    const params = new URLSearchParams({ level: '9', language: 'COBOL', company: 'a/b', overlap: '2.5' })
    expect(parseBuddyFilters(params).errors).toEqual([
      'Choose a level from the list',
      'Choose a language from the list',
      'Choose a company from the list',
      'Choose an evening overlap from the list',
    ])
    expect(parseBuddyFilters(new URLSearchParams({ level: 'x', language: 'Go' }))).toEqual({
      filters: { language: 'Go' },
      errors: ['Choose a level from the list'],
    })
  })
})
