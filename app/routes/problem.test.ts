import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { routeContext } from '../../tests/setup/route-context'
import { signedInUserWithProblem } from '../../tests/setup/signed-in'
import { companies, companyQuestions, problems, problemTopics, similarQuestions, users } from '#db/schema'
import { addDays, formatDay } from '~/domain/calendar-day'
import { INTERVIEW_HIDDEN_FIELDS } from '~/domain/interview-mode'
import { dayInTimeZone } from '~/domain/time-zones'
import { setTimeZone } from '~/server/account.server'
import { getDb } from '~/server/db.server'
import { markupOnlyContext } from '~/server/load-context.server'
import { recordReview } from '~/server/revision.server'
import { COMPANY_OPTIONS_KEY } from '~/components/community/report-form'
import { COMPANY_CHIPS_KEY } from '~/components/insights/company-tags'
import { STAT_CARDS_KEY } from '~/components/insights/insights-panel'
import { submitReport } from '~/server/community-reports.server'
import { saveProblemNote } from '~/server/problem-notes.server'
import { PROBLEM_NOTE_KEY } from '~/components/insights/problem-note'
import { REPORT_FORM_KEY } from '~/components/community/community-section'
import { signedInUser } from '../../tests/setup/signed-in'
import { loader } from './problem'

// The insights page's loader for a signed-in user: when the problem is next due, in the user's own days.

const DAY = 86_400_000

async function setup() {
  const { user, titleSlug, problemId } = await signedInUserWithProblem()
  const load = async (search = '', markupOnly: Map<string, unknown> | null = null) => {
    const request = new Request(`http://localhost/problems/${titleSlug}${search}`, {
      headers: { Cookie: user.cookie },
    })
    const context = await routeContext(request)
    // What the HTTP layer gives a request answered with an HTML document.
    if (markupOnly) context.set(markupOnlyContext, markupOnly)
    const answer = (await loader({
      request,
      params: { titleSlug },
      context,
    } as unknown as Parameters<typeof loader>[0])) as unknown as { data: LoaderData }
    return answer.data
  }
  const solve = (daysAgo: number) =>
    recordReview(
      { userId: user.id, problemId, rating: 3, submissionKey: randomUUID() },
      getDb(),
      new Date(Date.now() - daysAgo * DAY),
    )
  return { user, problemId, load, solve }
}

type LoaderData = {
  companyFacts: { total: number; groups: { name: string }[]; anyFeatured: boolean } | null
  companyNames: string[] | null
  similarCount: number
  nextReview: string | null
  ratingKey: string | null
  note: { body: string } | null
  community: { tallies: { companySlug: string; people: number }[] } | null
  interviewMode: boolean
  insights: {
    problem: Record<string, unknown>
    topics?: string[]
    similar: Record<string, unknown>[]
    companies: Record<string, unknown>[]
  } | null
}

describe('GET /problems/:titleSlug (next review)', () => {
  it('says nothing about reviews for a problem the user has no card for', async () => {
    const { load } = await setup()
    expect((await load()).nextReview).toBeNull()
  })

  it('names the day the card is due in the user’s time zone', async () => {
    const { user, load, solve } = await setup()
    // Fourteen hours ahead of UTC, so its day is often not UTC's.
    const zone = 'Pacific/Kiritimati'
    expect(setTimeZone(user.id, zone)).toBe('saved')
    solve(0)
    // A first Good is due three days after the day it was given.
    const due = addDays(dayInTimeZone(zone, new Date()), 3)
    expect((await load()).nextReview).toBe(`Next review: ${formatDay(due)}`)
  })

  it('says when the review is due today, or since when it is overdue', async () => {
    const today = await setup()
    today.solve(3)
    expect((await today.load()).nextReview).toBe('Due today')
    const overdue = await setup()
    overdue.solve(5)
    const since = addDays(dayInTimeZone('UTC', new Date()), -2)
    expect((await overdue.load()).nextReview).toBe(`Overdue since ${formatDay(since)}`)
  })
})

describe('GET /problems/:titleSlug (rating form)', () => {
  it('keeps one submission key until the viewer’s data changes, so a used key never comes back', async () => {
    const { load, solve } = await setup()
    const [first, second] = [(await load()).ratingKey, (await load()).ratingKey]
    expect(first).toMatch(/^[0-9a-f-]{36}$/)
    // The page is kept whole until the viewer writes (docs/decisions/0047), its key with it.
    expect(second).toBe(first)
    solve(0)
    const third = (await load()).ratingKey
    expect(third).toMatch(/^[0-9a-f-]{36}$/)
    expect(third).not.toBe(first)
  })
})

describe('GET /problems/:titleSlug (kept per viewer)', () => {
  it('shows the viewer’s note once saved, in the data and in the note’s markup', async () => {
    const { user, problemId, load } = await setup()
    const before = new Map<string, unknown>()
    expect((await load('', before)).note).toBeNull()
    expect(before.get(PROBLEM_NOTE_KEY)).toContain('Write a note')
    expect(saveProblemNote(user.id, problemId, 'Sort first, then **two pointers**.')).toBe('saved')
    const after = new Map<string, unknown>()
    expect((await load('', after)).note?.body).toBe('Sort first, then **two pointers**.')
    expect(after.get(PROBLEM_NOTE_KEY)).toContain('<strong>two pointers</strong>')
  })

  it('reads the community reports on every view', async () => {
    const { user, load } = await setup()
    const titleSlug = `p-${user.id}`
    const slug = `co-${user.id}`
    getDb().insert(companies).values({ slug, name: 'Initech' }).run()
    const community = async () => (await load()).community?.tallies
    expect(await community()).toEqual([])
    const reporter = await signedInUser()
    const month = dayInTimeZone('UTC', new Date()).slice(0, 7)
    const outcome = submitReport(reporter.id, { problem: titleSlug, company: slug, month, round: 'onsite' })
    expect(outcome.outcome).toBe('saved')
    expect(await community()).toMatchObject([{ companySlug: slug, people: 1 }])
  })

  it('keeps the report form’s markup for the page’s own address only', async () => {
    const { load } = await setup()
    const own = new Map<string, unknown>()
    await load('', own)
    expect(own.get(REPORT_FORM_KEY)).toContain('Send report')
    const other = new Map<string, unknown>()
    await load('?utm=x', other)
    expect(other.has(REPORT_FORM_KEY)).toBe(false)
  })
})

describe('GET /problems/:titleSlug (interview mode)', () => {
  /** The problem with every fact the mode hides: figures, a topic, a similar question and an asking company. */
  async function problemWithFacts() {
    const page = await setup()
    const db = getDb()
    db.update(problems)
      .set({ acRate: 41.5, acceptedSubmissions: 83, totalSubmissions: 200, contestRating: 1834 })
      .where(eq(problems.id, page.problemId))
      .run()
    db.insert(problemTopics).values({ problemId: page.problemId, topic: 'Union Find' }).run()
    db.insert(similarQuestions)
      .values({
        problemId: page.problemId,
        position: 0,
        similarSlug: 'two-sum',
        similarTitle: 'Two Sum',
        difficulty: 1,
      })
      .run()
    const [company] = db
      .insert(companies)
      .values({ slug: `co-${page.user.id}`, name: 'Initech' })
      .returning({ id: companies.id })
      .all()
    db.insert(companyQuestions)
      .values({ companyId: company!.id, problemId: page.problemId, timeframe: 'all', frequency: 62.5 })
      .run()
    return page
  }

  it('sends the insights without difficulty, contest rating, acceptance, frequency or topics', async () => {
    const { user, load } = await problemWithFacts()
    getDb().update(users).set({ interviewMode: true }).where(eq(users.id, user.id)).run()
    const { insights, interviewMode } = await load()
    expect(interviewMode).toBe(true)
    const parts = [insights!, insights!.problem, ...insights!.similar, ...insights!.companies]
    for (const part of parts)
      for (const field of INTERVIEW_HIDDEN_FIELDS) expect(Object.keys(part)).not.toContain(field)
    // What is not hidden is still there.
    expect(insights!.similar).toEqual([{ titleSlug: 'two-sum', title: 'Two Sum' }])
    expect(insights!.companies).toMatchObject([{ name: 'Initech', timeframe: 'all' }])
    expect(JSON.stringify(insights)).not.toContain('Union Find')
  })

  it('sends them all when the mode is off', async () => {
    const { load } = await problemWithFacts()
    const { insights, interviewMode } = await load()
    expect(interviewMode).toBe(false)
    expect(insights!.problem).toMatchObject({ difficulty: 2, acRate: 41.5, contestRating: 1834 })
    expect(insights!.topics).toEqual(['Union Find'])
    expect(insights!.similar).toEqual([{ titleSlug: 'two-sum', title: 'Two Sum', difficulty: 1 }])
    expect(insights!.companies).toMatchObject([{ frequency: 62.5 }])
  })
})

describe('GET /problems/:titleSlug (similar questions)', () => {
  it('sends the first four and how many there are, and all of them for View All', async () => {
    const { problemId, load } = await setup()
    getDb()
      .insert(similarQuestions)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          problemId,
          position: i,
          similarSlug: `similar-${i}`,
          similarTitle: `Similar ${i}`,
          difficulty: 2,
        })),
      )
      .run()
    const first = await load()
    expect(first.insights!.similar.map((question) => question.titleSlug)).toEqual([
      'similar-0',
      'similar-1',
      'similar-2',
      'similar-3',
    ])
    expect(first.similarCount).toBe(7)
    const all = await load('?show=similar')
    expect(all.insights!.similar).toHaveLength(7)
    expect(all.similarCount).toBe(7)
  })
})

describe('GET /problems/:titleSlug (asking companies)', () => {
  /** Twelve companies ask the problem, Google among them; ten chips are drawn and 'View All' offered. */
  async function problemAskedByTwelve() {
    const page = await setup()
    const db = getDb()
    const names = ['Google', ...Array.from({ length: 11 }, (_, i) => `Firm ${i + 1}`)]
    for (const [i, name] of names.entries()) {
      const [company] = db
        .insert(companies)
        .values({ slug: i === 0 ? 'google' : `firm-${i}-${page.user.id}`, name })
        .onConflictDoUpdate({ target: companies.slug, set: { name } })
        .returning({ id: companies.id })
        .all()
      db.insert(companyQuestions)
        .values({ companyId: company!.id, problemId: page.problemId, timeframe: 'all', frequency: 100 - i })
        .run()
    }
    return page
  }

  it('sends the first ten chips and what the page says of all twelve, and all of them for View All', async () => {
    const { load } = await problemAskedByTwelve()
    const first = await load()
    expect(first.insights!.companies).toHaveLength(10)
    expect(first.insights!.companies[0]).toMatchObject({ name: 'Google', frequency: 100 })
    expect(first.companyFacts).toMatchObject({ total: 12, anyFeatured: true })
    expect(first.companyFacts!.groups.map((group) => group.name)).toContain('MAANG')
    // A data request (a client navigation) carries the report form's names; a document's markup does.
    expect(first.companyNames).toHaveLength(12)

    const all = await load('?show=companies')
    expect(all.insights!.companies).toHaveLength(12)
    expect(all.companyFacts!.total).toBe(12)
  })

  it('writes a document’s company suggestions and first chips as markup, drawn once per problem', async () => {
    const { load } = await problemAskedByTwelve()
    const markupOnly = new Map<string, unknown>()
    const page = await load('', markupOnly)
    expect(page.companyNames).toBeNull()
    const options = markupOnly.get(COMPANY_OPTIONS_KEY) as string
    expect(options.match(/<option>/g)).toHaveLength(12)
    expect(options).toContain('<option>Firm 11</option>')
    const chips = markupOnly.get(COMPANY_CHIPS_KEY) as string
    expect(chips.match(/<li>/g)).toHaveLength(10)
    expect(chips).toContain('href="/sheet/google"')
    expect(markupOnly.get(STAT_CARDS_KEY)).toContain('Asked in</dt>')
    expect(markupOnly.get(STAT_CARDS_KEY)).toContain(
      '12<span class="ml-1 text-sm font-medium text-ink-muted">companies',
    )
    const again = new Map<string, unknown>()
    await load('', again)
    expect(again.get(COMPANY_CHIPS_KEY)).toBe(chips)
  })
})
