import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { routeContext } from '../../tests/setup/route-context'
import { signedInUserWithProblem } from '../../tests/setup/signed-in'
import { addDays, formatDay } from '~/domain/calendar-day'
import { dayInTimeZone } from '~/domain/time-zones'
import { setTimeZone } from '~/server/account.server'
import { getDb } from '~/server/db.server'
import { recordReview } from '~/server/revision.server'
import { loader } from './problem'

// The insights page's loader for a signed-in user: when the problem is next due, in the user's own days.

const DAY = 86_400_000

async function setup() {
  const { user, titleSlug, problemId } = await signedInUserWithProblem()
  const load = async () => {
    const request = new Request(`http://localhost/problems/${titleSlug}`, {
      headers: { Cookie: user.cookie },
    })
    const answer = (await loader({
      request,
      params: { titleSlug },
      context: await routeContext(request),
    } as unknown as Parameters<typeof loader>[0])) as unknown as { data: { nextReview: string | null } }
    return answer.data
  }
  const solve = (daysAgo: number) =>
    recordReview(
      { userId: user.id, problemId, rating: 3, submissionKey: randomUUID() },
      getDb(),
      new Date(Date.now() - daysAgo * DAY),
    )
  return { user, load, solve }
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
