import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../tests/setup/signed-in'
import { problems, revisionCards, revisionReviews } from '#db/schema'
import { addDays, formatDay, utcDay } from '~/domain/calendar-day'
import { progressMark } from '~/domain/progress-mark'
import { getDb } from '~/server/db.server'
import { getProgressStatus } from '~/server/progress.server'
import { action } from './progress'

async function setup() {
  const { id: userId, cookie } = await signedInUser()
  const [problem] = getDb()
    .insert(problems)
    .values({ titleSlug: `p-${userId}`, title: 'A problem', difficulty: 1 })
    .returning({ id: problems.id })
    .all()
  return { userId, problemId: problem!.id, cookie }
}

/** Runs the action as a plain form post would; a redirect comes back as the thrown Response. */
async function post(cookie: string, fields: Record<string, string>): Promise<Response> {
  const request = new Request('http://localhost/progress', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
  try {
    const result = await action({ request, params: {}, context: {} } as unknown as Parameters<
      typeof action
    >[0])
    return new Response(JSON.stringify((result as { data: unknown }).data), {
      status: (result as { init?: { status?: number } }).init?.status ?? 200,
    })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('POST /progress from a sheet row (one form shared by the rows)', () => {
  it('saves the status the button names and sends the browser back to that row', async () => {
    const { userId, problemId, cookie } = await setup()
    const response = await post(cookie, {
      mark: progressMark(problemId, 'solved'),
      redirectTo: '/sheet/google?difficulty=easy',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/sheet/google?difficulty=easy#p-${problemId}`)
    expect(getProgressStatus(userId, problemId)).toBe('solved')

    await post(cookie, { mark: progressMark(problemId, 'none'), redirectTo: '/sheet/google' })
    expect(getProgressStatus(userId, problemId)).toBeNull()
  })

  it('refuses a malformed mark with a 400 and changes nothing', async () => {
    const { userId, problemId, cookie } = await setup()
    for (const mark of [
      '',
      'solved',
      `${problemId}`,
      `${problemId}:done`,
      `x:solved`,
      `${problemId}:solved:1`,
    ]) {
      const response = await post(cookie, { mark, redirectTo: '/sheet/google' })
      expect(response.status, mark).toBe(400)
    }
    expect(getProgressStatus(userId, problemId)).toBeNull()
  })

  it('keeps the one-problem form working: separate fields, back to the page as given', async () => {
    const { userId, problemId, cookie } = await setup()
    const response = await post(cookie, {
      problemId: String(problemId),
      status: 'revisit',
      redirectTo: '/problems/two-sum',
    })
    expect(response.headers.get('Location')).toBe('/problems/two-sum')
    expect(getProgressStatus(userId, problemId)).toBe('revisit')
  })
})

function reviewsOf(userId: string, problemId: number) {
  return getDb()
    .select({ rating: revisionReviews.rating, source: revisionReviews.source })
    .from(revisionReviews)
    .where(and(eq(revisionReviews.userId, userId), eq(revisionReviews.problemId, problemId)))
    .all()
}

function dueDay(userId: string, problemId: number): string | undefined {
  const card = getDb()
    .select({ due: revisionCards.due })
    .from(revisionCards)
    .where(and(eq(revisionCards.userId, userId), eq(revisionCards.problemId, problemId)))
    .get()
  return card ? utcDay(card.due) : undefined
}

/** The day `days` after today, as a new user's (UTC) calendar tells it. */
const daysFromToday = (days: number) => addDays(utcDay(new Date()), days)

describe('POST /progress with a rating (docs/product.md#rating-a-solve)', () => {
  it('marks solved with the rating chosen: a first Hard comes back in two days, not three', async () => {
    const { userId, problemId, cookie } = await setup()
    const response = await post(cookie, {
      problemId: String(problemId),
      status: 'solved',
      rating: '2',
      submissionKey: randomUUID(),
      redirectTo: '/problems/two-sum',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/problems/two-sum')
    expect(response.headers.get('Set-Cookie')).toContain('ps_toast=')
    expect(getProgressStatus(userId, problemId)).toBe('solved')
    expect(reviewsOf(userId, problemId)).toEqual([{ rating: 2, source: 'rating' }])
    expect(dueDay(userId, problemId)).toBe(daysFromToday(2))
  })

  it('answers a fetcher with the day the problem is next due', async () => {
    const { userId, problemId, cookie } = await setup()
    const response = await post(cookie, {
      problemId: String(problemId),
      status: 'solved',
      rating: '4',
      submissionKey: randomUUID(),
      redirectTo: '/sheet/google',
      via: 'fetcher',
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      ok: true,
      problemId,
      status: 'solved',
      error: null,
      nextDue: formatDay(daysFromToday(8)),
    })
    expect(reviewsOf(userId, problemId)).toEqual([{ rating: 4, source: 'rating' }])
  })

  it('without a rating stays one click rated Good: due in three days', async () => {
    const { userId, problemId, cookie } = await setup()
    const response = await post(cookie, {
      problemId: String(problemId),
      status: 'solved',
      redirectTo: '/problems/two-sum',
      via: 'fetcher',
    })
    expect(await response.json()).toMatchObject({ ok: true, status: 'solved', nextDue: null })
    expect(reviewsOf(userId, problemId)).toEqual([{ rating: 3, source: 'mark' }])
    expect(dueDay(userId, problemId)).toBe(daysFromToday(3))
  })

  it('stores one review for the same form posted twice, and answers both as saved', async () => {
    const { userId, problemId, cookie } = await setup()
    const form = {
      problemId: String(problemId),
      status: 'solved',
      rating: '1',
      submissionKey: randomUUID(),
      redirectTo: '/problems/two-sum',
      via: 'fetcher',
    }
    const [first, second] = [await post(cookie, form), await post(cookie, form)]
    expect([first.status, second.status]).toEqual([200, 200])
    expect((await second.json()).nextDue).toBe(formatDay(daysFromToday(1)))
    expect(reviewsOf(userId, problemId)).toEqual([{ rating: 1, source: 'rating' }])
  })

  it('rates a problem solved already as a review of it', async () => {
    const { userId, problemId, cookie } = await setup()
    await post(cookie, { problemId: String(problemId), status: 'solved', redirectTo: '/' })
    await post(cookie, {
      problemId: String(problemId),
      status: 'solved',
      rating: '2',
      submissionKey: randomUUID(),
      redirectTo: '/',
    })
    expect(reviewsOf(userId, problemId)).toEqual([
      { rating: 3, source: 'mark' },
      { rating: 2, source: 'rating' },
    ])
    expect(getProgressStatus(userId, problemId)).toBe('solved')
  })

  it('refuses a rating that is not one of the four, or goes with another status, and changes nothing', async () => {
    const { userId, problemId, cookie } = await setup()
    const refusals: [Record<string, string>, string][] = [
      ...['0', '5', 'x', '', '3.5'].map((rating): [Record<string, string>, string] => [
        { status: 'solved', rating },
        'Choose a rating: Again, Hard, Good or Easy.',
      ]),
      [{ status: 'revisit', rating: '2' }, 'Only marking a problem solved takes a rating.'],
      [{ status: 'none', rating: '3' }, 'Only marking a problem solved takes a rating.'],
      [
        { status: 'solved', rating: '2', submissionKey: '' },
        'This review form is incomplete. Reload the page and rate the problem again.',
      ],
      [
        { status: 'solved', rating: '2', submissionKey: 'k'.repeat(101) },
        'This review form is incomplete. Reload the page and rate the problem again.',
      ],
    ]
    for (const [fields, error] of refusals) {
      const response = await post(cookie, {
        problemId: String(problemId),
        submissionKey: randomUUID(),
        redirectTo: '/',
        via: 'fetcher',
        ...fields,
      })
      expect(response.status, JSON.stringify(fields)).toBe(400)
      expect(await response.json()).toMatchObject({ ok: false, error })
    }
    expect(getProgressStatus(userId, problemId)).toBeNull()
    expect(dueDay(userId, problemId)).toBeUndefined()
  })

  it('refuses a rating of a problem that does not exist with a 404', async () => {
    const { cookie } = await setup()
    const response = await post(cookie, {
      problemId: '999999999',
      status: 'solved',
      rating: '3',
      submissionKey: randomUUID(),
      redirectTo: '/',
    })
    expect(response.status).toBe(404)
  })
})
