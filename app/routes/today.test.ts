import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { routeContext } from '../../tests/setup/route-context'
import { postForm } from '../../tests/setup/route-action'
import { signedInUser } from '../../tests/setup/signed-in'
import {
  companies,
  companyQuestions,
  favorites,
  problems,
  progress,
  revisionCards,
  revisionReviews,
  users,
} from '#db/schema'
import { INTERVIEW_HIDDEN_FIELDS } from '~/domain/interview-mode'
import { parseYearActivity } from '~/domain/year-activity-text'
import { getDb } from '~/server/db.server'
import { setProgress } from '~/server/progress.server'
import { recordReview } from '~/server/revision.server'
import { action, loader } from './today'

// /today, called as the router calls it for a signed-in user: the day's reviews and counts, and the
// rating form with and without JavaScript, including every refusal.

const DAY = 86_400_000

async function setup() {
  const user = await signedInUser()
  const [dueToday, overdue, later] = getDb()
    .insert(problems)
    .values([
      { titleSlug: `a-${user.id}`, frontendId: null, title: 'Due Today', difficulty: 1 },
      { titleSlug: `b-${user.id}`, frontendId: null, title: 'Overdue One', difficulty: 2 },
      { titleSlug: `c-${user.id}`, frontendId: null, title: 'Not Yet', difficulty: 3 },
    ])
    .returning({ id: problems.id })
    .all()
  const solve = (problemId: number, daysAgo: number) =>
    recordReview(
      { userId: user.id, problemId, rating: 3, submissionKey: randomUUID() },
      getDb(),
      new Date(Date.now() - daysAgo * DAY),
    )
  // A first Good is due three days later: solved 3 days ago is due today, 5 days ago overdue since two.
  solve(dueToday!.id, 3)
  solve(overdue!.id, 5)
  solve(later!.id, 0)
  const post = (fields: Record<string, string>) =>
    postForm(action, 'http://localhost/today', fields, { cookie: user.cookie })
  const load = async () => {
    const request = new Request('http://localhost/today', { headers: { Cookie: user.cookie } })
    return loader({ request, params: {}, context: await routeContext(request) } as unknown as Parameters<
      typeof loader
    >[0])
  }
  return { user, dueToday: dueToday!.id, overdue: overdue!.id, later: later!.id, post, load }
}

function reviewCount(userId: string, problemId: number) {
  return getDb()
    .select()
    .from(revisionReviews)
    .where(and(eq(revisionReviews.userId, userId), eq(revisionReviews.problemId, problemId)))
    .all().length
}

function cardDue(userId: string, problemId: number) {
  return getDb()
    .select({ due: revisionCards.due })
    .from(revisionCards)
    .where(and(eq(revisionCards.userId, userId), eq(revisionCards.problemId, problemId)))
    .get()?.due
}

describe('GET /today', () => {
  it('lists what is due, overdue first, with the counts, the last rating and a key per form', async () => {
    const { dueToday, overdue, load } = await setup()
    const page = await load()
    expect(page.counts).toEqual({ solved: 3, dueToday: 1, overdue: 1 })
    expect(page.reviews.map((review) => review.problemId)).toEqual([overdue, dueToday])
    expect(page.reviews[0]).toMatchObject({ overdue: true, lastRating: 3, lastSeen: '5 days ago' })
    expect(page.reviews[0]!.dueLabel).toMatch(/^due \d{1,2} [A-Z][a-z]{2} \d{4}$/)
    expect(page.reviews[1]).toMatchObject({ overdue: false, dueLabel: null, lastSeen: '3 days ago' })
    const keys = page.reviews.map((review) => review.submissionKey)
    expect(new Set(keys).size).toBe(2)
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key))).toBe(true)
    expect(page.streak).toEqual({ days: 1, includesToday: true })
    const activity = parseYearActivity(Number(page.today.slice(0, 4)), page.activity)
    expect(activity.reduce((sum, day) => sum + day.solves, 0)).toBeGreaterThanOrEqual(1)
  })

  it('lists ten reviews a page, the counts and page count telling the rest', async () => {
    const user = await signedInUser()
    const ids = getDb()
      .insert(problems)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          titleSlug: `p${i}-${user.id}`,
          title: `Problem ${String(i).padStart(2, '0')}`,
          difficulty: 1,
        })),
      )
      .returning({ id: problems.id })
      .all()
      .map((row) => row.id)
    for (const id of ids) setProgress(user.id, id, 'revisit', getDb(), new Date(Date.now() - DAY))
    const load = async (search: string) => {
      const request = new Request(`http://localhost/today${search}`, { headers: { Cookie: user.cookie } })
      return loader({ request, params: {}, context: await routeContext(request) } as never)
    }
    const first = await load('')
    expect(first).toMatchObject({ dueTotal: 12, page: 1, pageCount: 2 })
    expect(first.reviews.map((review) => review.problemId)).toEqual(ids.slice(0, 10))
    const second = await load('?page=2')
    expect(second).toMatchObject({ dueTotal: 12, page: 2, pageCount: 2 })
    expect(second.reviews.map((review) => review.problemId)).toEqual(ids.slice(10))
    // Past the end, or not a page: the last page, or the first.
    expect((await load('?page=40')).page).toBe(2)
    expect((await load('?page=x')).page).toBe(1)
  })

  it('has nothing due for a new user, and suggests picking companies', async () => {
    const user = await signedInUser()
    const request = new Request('http://localhost/today', { headers: { Cookie: user.cookie } })
    const page = await loader({ request, params: {}, context: await routeContext(request) } as never)
    expect(page).toMatchObject({
      reviews: [],
      dueTotal: 0,
      page: 1,
      pageCount: 1,
      counts: { solved: 0, dueToday: 0, overdue: 0 },
      hasFavorites: false,
      nextUp: [],
      streak: { days: 0, includesToday: false },
      activity: '',
    })
  })

  it('suggests the unmarked problems of the favourite companies, most frequent first', async () => {
    const { user, dueToday, overdue, later, load } = await setup()
    const [company] = getDb()
      .insert(companies)
      .values({ slug: `co-${user.id}`, name: 'Initech' })
      .returning({ id: companies.id })
      .all()
    const [fresh, rare] = getDb()
      .insert(problems)
      .values([
        { titleSlug: `d-${user.id}`, title: 'Often Asked', difficulty: 2 },
        { titleSlug: `e-${user.id}`, title: 'Rarely Asked', difficulty: 1 },
      ])
      .returning({ id: problems.id })
      .all()
    getDb()
      .insert(companyQuestions)
      .values([
        { companyId: company!.id, problemId: rare!.id, timeframe: 'all', frequency: 10 },
        { companyId: company!.id, problemId: fresh!.id, timeframe: 'all', frequency: 40 },
        { companyId: company!.id, problemId: fresh!.id, timeframe: 'thirty-days', frequency: 90 },
        { companyId: company!.id, problemId: dueToday, timeframe: 'all', frequency: 100 },
      ])
      .run()
    getDb().insert(favorites).values({ userId: user.id, companyId: company!.id }).run()
    getDb().insert(progress).values({ userId: user.id, problemId: rare!.id, status: 'revisit' }).run()

    const page = await load()
    expect(page.hasFavorites).toBe(true)
    expect(page.nextUp).toEqual([
      expect.objectContaining({ problemId: fresh!.id, frequency: 90, companyName: 'Initech' }),
    ])
    expect([dueToday, overdue, later]).not.toContain(page.nextUp[0]!.problemId)
  })
})

describe('GET /today (interview mode)', () => {
  it('sends the reviews and the suggestions without their difficulty or frequency', async () => {
    const { user, load } = await setup()
    const [company] = getDb()
      .insert(companies)
      .values({ slug: `co-${user.id}`, name: 'Initech' })
      .returning({ id: companies.id })
      .all()
    const [fresh] = getDb()
      .insert(problems)
      .values({ titleSlug: `d-${user.id}`, title: 'Often Asked', difficulty: 3 })
      .returning({ id: problems.id })
      .all()
    getDb()
      .insert(companyQuestions)
      .values({ companyId: company!.id, problemId: fresh!.id, timeframe: 'all', frequency: 90 })
      .run()
    getDb().insert(favorites).values({ userId: user.id, companyId: company!.id }).run()
    getDb().update(users).set({ interviewMode: true }).where(eq(users.id, user.id)).run()

    const page = await load()
    expect(page.interviewMode).toBe(true)
    expect(page.reviews).toHaveLength(2)
    expect(page.nextUp).toEqual([expect.objectContaining({ title: 'Often Asked', companyName: 'Initech' })])
    for (const item of [...page.reviews, ...page.nextUp])
      for (const field of INTERVIEW_HIDDEN_FIELDS) expect(Object.keys(item)).not.toContain(field)
  })
})

describe('POST /today (rating a review)', () => {
  it('without JavaScript stores the review, reschedules it and goes back to /today with a toast', async () => {
    const { user, dueToday, post, load } = await setup()
    const before = cardDue(user.id, dueToday)!
    const answer = await post({
      intent: 'review',
      problemId: String(dueToday),
      rating: '2',
      submissionKey: randomUUID(),
    })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/today')
    expect(answer.headers.get('Set-Cookie')).toContain('ps_toast=')
    expect(reviewCount(user.id, dueToday)).toBe(2)
    expect(cardDue(user.id, dueToday)!.getTime()).toBeGreaterThan(before.getTime())
    const page = await load()
    expect(page.reviews.map((review) => review.problemId)).not.toContain(dueToday)
    expect(page.counts).toMatchObject({ dueToday: 0, overdue: 1 })
  })

  it('with a fetcher answers with the next due day', async () => {
    const { dueToday, post } = await setup()
    const answer = await post({
      intent: 'review',
      problemId: String(dueToday),
      rating: '3',
      submissionKey: randomUUID(),
      via: 'fetcher',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ ok: true, problemId: dueToday, error: null })
    expect((answer.body as { nextDue: string }).nextDue).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)
  })

  it('stores one review when the same form is posted twice, and answers both as saved', async () => {
    const { user, dueToday, post } = await setup()
    const fields = { intent: 'review', problemId: String(dueToday), rating: '4', submissionKey: randomUUID() }
    expect((await post(fields)).status).toBe(302)
    const again = await post({ ...fields, via: 'fetcher' })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ ok: true })
    expect(reviewCount(user.id, dueToday)).toBe(2)
  })

  it.each([
    ['a rating of 0', { rating: '0' }, 400, 'Choose a rating: Again, Hard, Good or Easy.'],
    ['a rating of 5', { rating: '5' }, 400, 'Choose a rating: Again, Hard, Good or Easy.'],
    ['a rating that is not a number', { rating: 'x' }, 400, 'Choose a rating: Again, Hard, Good or Easy.'],
    ['no rating', { rating: undefined }, 400, 'Choose a rating: Again, Hard, Good or Easy.'],
    [
      'no submission key',
      { submissionKey: undefined },
      400,
      'This review form is incomplete. Reload the page and rate the problem again.',
    ],
    [
      'a blank submission key',
      { submissionKey: '  ' },
      400,
      'This review form is incomplete. Reload the page and rate the problem again.',
    ],
    [
      'a submission key too long',
      { submissionKey: 'k'.repeat(101) },
      400,
      'This review form is incomplete. Reload the page and rate the problem again.',
    ],
    ['an unknown problem', { problemId: '999999999' }, 404, 'That problem does not exist.'],
    ['a problem id that is not one', { problemId: 'two-sum' }, 400, 'Choose a problem to review.'],
    ['another intent', { intent: 'delete' }, 400, 'Unknown action.'],
  ] as const)('refuses %s with a clear message and changes nothing', async (_case, change, status, error) => {
    const { user, dueToday, post } = await setup()
    const due = cardDue(user.id, dueToday)
    const fields: Record<string, string | undefined> = {
      intent: 'review',
      problemId: String(dueToday),
      rating: '3',
      submissionKey: randomUUID(),
      ...change,
    }
    const defined = Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
    )
    for (const via of [{}, { via: 'fetcher' }] as Record<string, string>[]) {
      const answer = await post({ ...defined, ...via })
      expect(answer.status).toBe(status)
      expect(answer.body).toMatchObject({ ok: false, error })
    }
    expect(reviewCount(user.id, dueToday)).toBe(1)
    expect(cardDue(user.id, dueToday)).toEqual(due)
  })

  it('ignores a review date in the form: a review is dated when it is posted', async () => {
    const { user, dueToday, post } = await setup()
    const future = new Date(Date.now() + 30 * DAY).toISOString()
    const answer = await post({
      intent: 'review',
      problemId: String(dueToday),
      rating: '3',
      submissionKey: randomUUID(),
      reviewedAt: future,
      via: 'fetcher',
    })
    expect(answer.status).toBe(200)
    const last = getDb()
      .select({ reviewedAt: revisionReviews.reviewedAt })
      .from(revisionReviews)
      .where(and(eq(revisionReviews.userId, user.id), eq(revisionReviews.problemId, dueToday)))
      .all()
      .map((row) => row.reviewedAt.getTime())
    expect(Math.max(...last)).toBeLessThanOrEqual(Date.now())
  })
})
