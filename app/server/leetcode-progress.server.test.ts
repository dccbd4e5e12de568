import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { problems, progress, revisionReviews, users } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import {
  fixtureReply,
  json,
  startFakeLeetCode,
  type FakeLeetCode,
  type Reply,
} from '../../tests/fixtures/leetcode/server'
import { setProgress } from './progress.server'
import { nextDueByProblem } from './revision.server'
import { LeetCodeError } from './leetcode.server'
import {
  fetchRecentAcceptedSubmissions,
  LeetCodeUserNotFoundError,
  markSubmissionsSolved,
  RECENT_SUBMISSIONS_LIMIT,
  syncFailureMessage,
  syncSolvedFromLeetCode,
} from './leetcode-progress.server'

const FIXTURES = path.resolve(import.meta.dirname, '../../tests/fixtures/leetcode-user')

function userFixture(name: string): Reply {
  return {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    body: readFileSync(path.join(FIXTURES, name), 'utf8'),
  }
}

let leetcode: FakeLeetCode
beforeAll(async () => {
  leetcode = await startFakeLeetCode()
})
afterAll(() => leetcode.close())
beforeEach(() => {
  leetcode.requests.length = 0
  leetcode.answer(() => userFixture('recent-ac.json'))
})

const OLD = new Date('2024-01-01T00:00:00Z')

/** A catalogue with five of the six problems in recent-ac.json; Ada has solved one and marked one to revisit. */
function setup() {
  const db = createTestDb()
  db.insert(users).values({ id: 'ada', name: 'Ada', email: 'ada@example.com' }).run()
  const rows = db
    .insert(problems)
    .values([
      { titleSlug: 'two-sum', frontendId: 1, title: 'Two Sum', difficulty: 1 },
      {
        titleSlug: 'longest-substring-without-repeating-characters',
        frontendId: 3,
        title: 'Longest Substring Without Repeating Characters',
        difficulty: 2,
      },
      { titleSlug: 'valid-parentheses', frontendId: 20, title: 'Valid Parentheses', difficulty: 1 },
      { titleSlug: 'merge-two-sorted-lists', frontendId: 21, title: 'Merge Two Sorted Lists', difficulty: 1 },
      { titleSlug: 'word-search', frontendId: 79, title: 'Word Search', difficulty: 2 },
    ])
    .returning({ id: problems.id, titleSlug: problems.titleSlug })
    .all()
  const id = (slug: string) => rows.find((row) => row.titleSlug === slug)!.id
  db.insert(progress)
    .values([
      { userId: 'ada', problemId: id('two-sum'), status: 'solved', updatedAt: OLD },
      { userId: 'ada', problemId: id('valid-parentheses'), status: 'revisit', updatedAt: OLD },
    ])
    .run()
  return db
}

function statuses(db: ReturnType<typeof setup>) {
  return Object.fromEntries(
    db.$client
      .prepare(
        'select p.title_slug as slug, g.status, g.updated_at as updatedAt from progress g join problems p on p.id = g.problem_id order by p.title_slug',
      )
      .all()
      .map((row) => {
        const { slug, status, updatedAt } = row as { slug: string; status: string; updatedAt: number }
        return [slug, { status, updatedAt }]
      }),
  )
}

describe('fetchRecentAcceptedSubmissions', () => {
  it("asks LeetCode's public GraphQL for the user's 20 most recent accepted submissions", async () => {
    await fetchRecentAcceptedSubmissions('ada_l', { url: leetcode.url })
    expect(leetcode.requests).toHaveLength(1)
    const [request] = leetcode.requests
    expect(request!.method).toBe('POST')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(request!.headers.referer).toBe(`${new URL(leetcode.url).origin}/u/ada_l/`)
    expect(request!.operationName).toBe('recentAcSubmissions')
    expect(request!.variables).toEqual({ username: 'ada_l', limit: RECENT_SUBMISSIONS_LIMIT })
    expect(request!.query).toMatch(
      /recentAcSubmissionList\(username: \$username, limit: \$limit\) \{ id title titleSlug timestamp \}/,
    )
  })

  it('reads each submission, newest first, with its time', async () => {
    const submissions = await fetchRecentAcceptedSubmissions('ada_l', { url: leetcode.url })
    expect(submissions).toHaveLength(7)
    expect(submissions[0]).toEqual({
      id: '1229043461',
      title: 'Word Search',
      titleSlug: 'word-search',
      acceptedAt: new Date(1712134352 * 1000),
    })
  })

  it('tells an unknown user from one who has solved nothing', async () => {
    leetcode.answer(() => userFixture('unknown-user.json'))
    await expect(fetchRecentAcceptedSubmissions('ghost', { url: leetcode.url })).rejects.toBeInstanceOf(
      LeetCodeUserNotFoundError,
    )
    leetcode.answer(() => json({ data: { recentAcSubmissionList: null } }))
    await expect(fetchRecentAcceptedSubmissions('ghost', { url: leetcode.url })).rejects.toBeInstanceOf(
      LeetCodeUserNotFoundError,
    )
    leetcode.answer(() => userFixture('empty.json'))
    await expect(fetchRecentAcceptedSubmissions('newcomer', { url: leetcode.url })).resolves.toEqual([])
  })
})

describe('markSubmissionsSolved', () => {
  it('marks new problems solved and downgrades nothing', async () => {
    const db = setup()
    const now = new Date('2024-04-03T12:00:00Z')
    const submissions = await fetchRecentAcceptedSubmissions('ada_l', { url: leetcode.url })
    expect(markSubmissionsSolved('ada', submissions, db, now)).toEqual({
      checked: 6,
      newlySolved: [
        { titleSlug: 'word-search', title: 'Word Search' },
        { titleSlug: 'merge-two-sorted-lists', title: 'Merge Two Sorted Lists' },
        {
          titleSlug: 'longest-substring-without-repeating-characters',
          title: 'Longest Substring Without Repeating Characters',
        },
      ],
      alreadySolved: 1,
      keptForRevisit: 1,
      notInCatalogue: [
        {
          titleSlug: 'count-elements-with-maximum-frequency',
          title: 'Count Elements With Maximum Frequency',
        },
      ],
    })
    expect(statuses(db)).toEqual({
      'longest-substring-without-repeating-characters': { status: 'solved', updatedAt: now.getTime() },
      'merge-two-sorted-lists': { status: 'solved', updatedAt: now.getTime() },
      'two-sum': { status: 'solved', updatedAt: OLD.getTime() },
      'valid-parentheses': { status: 'revisit', updatedAt: OLD.getTime() },
      'word-search': { status: 'solved', updatedAt: now.getTime() },
    })
  })

  it('changes nothing the second time', async () => {
    const db = setup()
    await syncSolvedFromLeetCode('ada', 'ada_l', { url: leetcode.url }, db)
    const after = statuses(db)
    const again = await syncSolvedFromLeetCode('ada', 'ada_l', { url: leetcode.url }, db)
    expect(again).toMatchObject({ checked: 6, newlySolved: [], alreadySolved: 4, keptForRevisit: 1 })
    expect(statuses(db)).toEqual(after)
  })

  it('counts each solve as a Good review on its submission date, once however often it runs', async () => {
    const db = setup()
    const now = new Date('2024-04-03T12:00:00Z')
    const submissions = await fetchRecentAcceptedSubmissions('ada_l', { url: leetcode.url })
    markSubmissionsSolved('ada', submissions, db, now)
    const reviews = () =>
      db
        .select({
          slug: problems.titleSlug,
          key: revisionReviews.submissionKey,
          rating: revisionReviews.rating,
          reviewedAt: revisionReviews.reviewedAt,
          source: revisionReviews.source,
        })
        .from(revisionReviews)
        .innerJoin(problems, eq(problems.id, revisionReviews.problemId))
        .orderBy(revisionReviews.reviewedAt)
        .all()
    const first = reviews()
    // The newest solve of each problem in the catalogue; the one marked to revisit keeps the user's choice.
    expect(first).toEqual([
      {
        slug: 'longest-substring-without-repeating-characters',
        key: 'leetcode:1226510033',
        rating: 3,
        reviewedAt: new Date(1711890204 * 1000),
        source: 'leetcode',
      },
      {
        slug: 'merge-two-sorted-lists',
        key: 'leetcode:1227811902',
        rating: 3,
        reviewedAt: new Date(1712003318 * 1000),
        source: 'leetcode',
      },
      {
        slug: 'two-sum',
        key: 'leetcode:1229021087',
        rating: 3,
        reviewedAt: new Date(1712132911 * 1000),
        source: 'leetcode',
      },
      {
        slug: 'word-search',
        key: 'leetcode:1229043461',
        rating: 3,
        reviewedAt: new Date(1712134352 * 1000),
        source: 'leetcode',
      },
    ])
    markSubmissionsSolved('ada', submissions, db, now)
    expect(reviews()).toEqual(first)

    // Solved again on LeetCode days later: the next review of a problem solved here.
    const later = {
      id: '1300000000',
      title: 'Two Sum',
      titleSlug: 'two-sum',
      acceptedAt: new Date('2024-04-07T09:00:00Z'),
    }
    markSubmissionsSolved('ada', [later], db, new Date('2024-04-07T10:00:00Z'))
    expect(
      reviews()
        .filter((review) => review.slug === 'two-sum')
        .map((review) => review.key),
    ).toEqual(['leetcode:1229021087', 'leetcode:1300000000'])
  })

  it('brings back the card of a problem whose mark was cleared, when the sync finds the same solve', () => {
    const db = setup()
    const wordSearch = db
      .select({ id: problems.id })
      .from(problems)
      .where(eq(problems.titleSlug, 'word-search'))
      .get()!.id
    const solve = {
      id: '1400000000',
      title: 'Word Search',
      titleSlug: 'word-search',
      acceptedAt: new Date('2024-04-03T09:00:00Z'),
    }
    markSubmissionsSolved('ada', [solve], db, new Date('2024-04-03T10:00:00Z'))
    const dueWhenSolved = nextDueByProblem('ada', [wordSearch], db).get(wordSearch)
    expect(dueWhenSolved).toBeDefined()
    setProgress('ada', wordSearch, null, db, new Date('2024-04-04T10:00:00Z'))
    expect(nextDueByProblem('ada', [wordSearch], db).has(wordSearch)).toBe(false)

    markSubmissionsSolved('ada', [solve], db, new Date('2024-04-05T10:00:00Z'))
    expect(statuses(db)['word-search']).toMatchObject({ status: 'solved' })
    expect(nextDueByProblem('ada', [wordSearch], db).get(wordSearch)).toEqual(dueWhenSolved)
  })

  it('handles an empty list', () => {
    const db = setup()
    expect(markSubmissionsSolved('ada', [], db)).toEqual({
      checked: 0,
      newlySolved: [],
      alreadySolved: 0,
      keptForRevisit: 0,
      notInCatalogue: [],
    })
  })
})

describe('a failed sync leaves progress untouched', () => {
  const failures: [string, () => Reply, LeetCodeError['failure'] | 'user-not-found'][] = [
    ['an unknown user', () => userFixture('unknown-user.json'), 'user-not-found'],
    ['HTTP 500', () => json({ error: 'boom' }, 500), 'http'],
    ['HTTP 403', () => json({ detail: 'forbidden' }, 403), 'http'],
    ['an anti-bot HTML page', () => fixtureReply('broken/cloudflare.html'), 'invalid'],
    ['a timestamp that is not a number', () => userFixture('broken/wrong-types.json'), 'invalid'],
    ['a slug that is not a slug', () => userFixture('broken/bad-slug.json'), 'invalid'],
    ['data without the list', () => userFixture('broken/missing-list.json'), 'invalid'],
    ['a GraphQL error', () => userFixture('broken/rate-limited.json'), 'graphql'],
    [
      'an answer too large to be a list of 20',
      () => json({ data: { recentAcSubmissionList: [] }, padding: 'x'.repeat(600_000) }),
      'invalid',
    ],
    ['no answer in time', () => ({ ...userFixture('recent-ac.json'), delayMs: 1_000 }), 'unreachable'],
  ]

  it.each(failures)('%s', async (_name, reply, failure) => {
    const db = setup()
    const before = statuses(db)
    leetcode.answer(reply)
    const error = await syncSolvedFromLeetCode(
      'ada',
      'ada_l',
      { url: leetcode.url, timeoutMs: 300 },
      db,
    ).catch((e: unknown) => e)
    if (failure === 'user-not-found') expect(error).toBeInstanceOf(LeetCodeUserNotFoundError)
    else expect(error).toMatchObject({ name: 'LeetCodeError', failure })
    expect(statuses(db)).toEqual(before)
  })

  it('when LeetCode cannot be reached at all', async () => {
    const closed = await startFakeLeetCode()
    await closed.close()
    const db = setup()
    const error = await syncSolvedFromLeetCode('ada', 'ada_l', { url: closed.url }, db).catch(
      (e: unknown) => e,
    )
    expect(error).toMatchObject({ failure: 'unreachable' })
    expect(Object.keys(statuses(db))).toEqual(['two-sum', 'valid-parentheses'])
  })
})

describe('syncFailureMessage', () => {
  it('says what went wrong and that nothing changed', () => {
    const messages = [
      syncFailureMessage(new LeetCodeUserNotFoundError('ghost')),
      syncFailureMessage(new LeetCodeError('unreachable', 'x')),
      syncFailureMessage(new LeetCodeError('http', 'x', 429)),
      syncFailureMessage(new LeetCodeError('http', 'x', 403)),
      syncFailureMessage(new LeetCodeError('invalid', 'x')),
      syncFailureMessage(new LeetCodeError('graphql', 'x')),
    ]
    expect(messages[0]).toBe(
      'LeetCode has no public profile named “ghost”. Check the username in your settings; your progress is unchanged.',
    )
    expect(messages[1]).toMatch(/^LeetCode did not answer in time/)
    expect(messages[2]).toMatch(/^LeetCode is limiting requests/)
    expect(messages[3]).toMatch(/HTTP 403/)
    expect(messages[4]).toBe(messages[5])
    for (const message of messages) expect(message.toLowerCase()).toContain('progress is unchanged')
  })
})
