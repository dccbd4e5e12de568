import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  fixtureReply,
  json,
  recordedLeetCode,
  startFakeLeetCode,
  type FakeLeetCode,
} from '../../tests/fixtures/leetcode/server'
import {
  createDailySlugLookup,
  createLeetCodeClient,
  DEFAULT_LEETCODE_GRAPHQL_URL,
  LeetCodeError,
  leetCodeGraphqlUrl,
  type LeetCodeClient,
  type LeetCodeClientOptions,
} from './leetcode.server'

let leetcode: FakeLeetCode
let sleeps: number[]

beforeEach(async () => {
  leetcode = await startFakeLeetCode()
  sleeps = []
})

afterEach(async () => {
  await leetcode.close()
})

function client(options: LeetCodeClientOptions = {}) {
  return createLeetCodeClient({
    url: leetcode.url,
    backoffMs: 100,
    sleep: async (ms) => void sleeps.push(ms),
    ...options,
  })
}

/** The LeetCodeError a promise rejects with. */
async function failure(promise: Promise<unknown>): Promise<LeetCodeError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(LeetCodeError)
  return error as LeetCodeError
}

describe('recorded answers', () => {
  it("reads a question's metadata, parsing the JSON-string fields", async () => {
    const twoSum = await client().question('two-sum')
    expect(twoSum).toMatchObject({
      titleSlug: 'two-sum',
      frontendId: 1,
      questionId: '1',
      title: 'Two Sum',
      difficulty: 1,
      isPaidOnly: false,
      likes: 68880,
      dislikes: 2574,
      acceptedSubmissions: 21781141,
      totalSubmissions: 37886375,
      acRate: 57.5,
      topics: ['Array', 'Hash Table'],
    })
    expect(twoSum?.similar?.[0]).toEqual({ titleSlug: '3sum', title: '3Sum', difficulty: 2 })
    expect(twoSum?.similar?.length).toBeGreaterThan(10)
  })

  it('sends a GraphQL POST with the variables and a Referer of the endpoint', async () => {
    await client().question('word-search')
    const [request] = leetcode.requests
    expect(request).toMatchObject({
      method: 'POST',
      operationName: 'questionData',
      variables: { titleSlug: 'word-search' },
    })
    expect(request?.query).toContain('question(titleSlug: $titleSlug)')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers.referer).toBe(`${new URL(leetcode.url).origin}/`)
  })

  it('answers null for a slug LeetCode does not know', async () => {
    expect(await client().question('no-such-problem')).toBeNull()
  })

  it('refuses to send a slug that is not one', async () => {
    await expect(client().question('../../graphql?x=1')).rejects.toThrow(RangeError)
    expect(leetcode.requests).toHaveLength(0)
  })

  it("reads today's daily challenge with the full problem", async () => {
    const daily = await client().activeDailyChallenge()
    expect(daily.date).toBe('2024-04-03')
    expect(daily.question).toMatchObject({
      titleSlug: 'word-search',
      frontendId: 79,
      difficulty: 2,
      likes: 17727,
    })
    expect(leetcode.requests[0]?.operationName).toBe('activeDailyChallenge')
  })

  it('reads a month of daily and weekly challenges', async () => {
    const records = await client().monthChallenges(2024, 4)
    expect(records.map((record) => [record.type, record.date, record.problem.titleSlug])).toEqual([
      ['DAILY', '2024-04-01', 'length-of-last-word'],
      ['DAILY', '2024-04-02', 'isomorphic-strings'],
      ['DAILY', '2024-04-03', 'word-search'],
      ['WEEKLY', '2024-04-01', 'longest-substring-with-at-most-two-distinct-characters'],
    ])
    expect(records[3]?.problem).toMatchObject({
      frontendId: 159,
      difficulty: 2,
      isPaidOnly: true,
      topics: [],
    })
    expect(leetcode.requests[0]?.variables).toEqual({ year: 2024, month: 4 })
  })

  it('runs any other query through the same checks', async () => {
    leetcode.answer(() => json({ data: { matchedUser: { username: 'alice', submitStats: null } } }))
    const schema = z.object({ matchedUser: z.object({ username: z.string() }).nullable() })
    expect(
      await client().query('userProfile', 'query userProfile { matchedUser { username } }', {}, schema),
    ).toEqual({
      matchedUser: { username: 'alice' },
    })
    leetcode.answer(() => json({ data: { matchedUser: { username: 42 } } }))
    const error = await failure(
      client().query('userProfile', 'query userProfile { matchedUser { username } }', {}, schema),
    )
    expect(error.message).toBe(
      "LeetCode's userProfile answer has the wrong shape: matchedUser.username: expected string",
    )
  })

  it('refuses a month that is not one', async () => {
    await expect(client().monthChallenges(2024, 13)).rejects.toThrow(RangeError)
    await expect(client().monthChallenges(2024.5, 1)).rejects.toThrow(RangeError)
    expect(leetcode.requests).toHaveLength(0)
  })
})

describe('failures worth retrying', () => {
  it('retries a 500 with exponential backoff, then reports the status', async () => {
    leetcode.answer(() => ({ status: 500, body: 'Internal Server Error' }))
    const error = await failure(client({ retries: 3 }).activeDailyChallenge())
    expect(error).toMatchObject({ failure: 'http', status: 500, isOutage: true })
    expect(error.message).toContain('HTTP 500')
    expect(error.message).toContain('4 attempts')
    expect(leetcode.requests).toHaveLength(4)
    expect(sleeps).toEqual([100, 200, 400])
  })

  it('succeeds when a retry gets through', async () => {
    let calls = 0
    leetcode.answer((request) => (++calls < 3 ? { status: 503 } : recordedLeetCode(request)))
    const daily = await client().activeDailyChallenge()
    expect(daily.question.titleSlug).toBe('word-search')
    expect(sleeps).toEqual([100, 200])
  })

  it('waits as long as Retry-After asks, within the cap', async () => {
    leetcode.answer(() => ({ status: 429, headers: { 'Retry-After': '7' } }))
    await failure(client({ retries: 2, maxBackoffMs: 10_000 }).activeDailyChallenge())
    expect(sleeps).toEqual([7000, 7000])
    sleeps = []
    leetcode.answer(() => ({ status: 429, headers: { 'Retry-After': '3600' } }))
    await failure(client({ retries: 1, maxBackoffMs: 10_000 }).activeDailyChallenge())
    expect(sleeps).toEqual([10_000])
  })

  it('gives up on a server that does not answer in time', async () => {
    leetcode.answer(() => ({ ...fixtureReply('daily.json'), delayMs: 5_000 }))
    const started = performance.now()
    const error = await failure(client({ timeoutMs: 150, retries: 1 }).activeDailyChallenge())
    expect(performance.now() - started).toBeLessThan(4_500)
    expect(error).toMatchObject({ failure: 'unreachable', isOutage: true })
    expect(error.message).toMatch(
      /^LeetCode is unreachable at http:\/\/127\.0\.0\.1:\d+\/graphql: no answer within 0\.15 s \(2 attempts\)$/,
    )
    expect(leetcode.requests).toHaveLength(2)
  })

  it('names the system error when nothing listens', async () => {
    const url = leetcode.url
    await leetcode.close()
    leetcode = await startFakeLeetCode()
    const error = await failure(client({ url, retries: 1 }).activeDailyChallenge())
    expect(error.failure).toBe('unreachable')
    expect(error.message).toContain('ECONNREFUSED')
    expect(sleeps).toEqual([100])
  })
})

describe('answers refused at once', () => {
  async function refused(
    reply: Parameters<FakeLeetCode['answer']>[0],
    call: (c: LeetCodeClient) => Promise<unknown> = (c) => c.activeDailyChallenge(),
  ) {
    leetcode.answer(reply)
    const error = await failure(call(client()))
    // A wrong answer is not retried: asking again would get the same one.
    expect(leetcode.requests).toHaveLength(1)
    expect(sleeps).toEqual([])
    return error
  }

  it('an HTML page instead of JSON', async () => {
    const error = await refused(() => fixtureReply('broken/cloudflare.html'))
    expect(error).toMatchObject({ failure: 'invalid', isOutage: false })
    expect(error.message).toContain('HTML page instead of JSON')
  })

  it('an HTML page sent as JSON', async () => {
    const page = fixtureReply('broken/cloudflare.html')
    const error = await refused(() => ({ ...page, headers: { 'Content-Type': 'application/json' } }))
    expect(error.message).toContain('HTML page instead of JSON')
  })

  it('a 403 from a firewall, or any other client error', async () => {
    const error = await refused(() => fixtureReply('broken/cloudflare.html', 403))
    expect(error).toMatchObject({ failure: 'http', status: 403, isOutage: true })
  })

  it('a redirect away from the endpoint', async () => {
    const error = await refused(() => ({ status: 302, headers: { Location: 'http://example.com/graphql' } }))
    expect(error).toMatchObject({ failure: 'http', status: 302 })
  })

  it('text that is not JSON, or JSON that is not a GraphQL answer', async () => {
    expect((await refused(() => ({ status: 200, body: '{"data": {"question": ' }))).message).toContain(
      'not JSON',
    )
    leetcode.requests.length = 0
    expect((await refused(() => json([1, 2, 3]))).message).toContain('not a GraphQL response')
  })

  it('wrong types', async () => {
    const error = await refused(
      () => fixtureReply('broken/question-wrong-types.json'),
      (c) => c.question('word-search'),
    )
    expect(error.failure).toBe('invalid')
    expect(error.message).toContain('question.difficulty: expected Easy, Medium or Hard, got "7"')
    expect(error.message).toContain('question.isPaidOnly')
    expect(error.message).toContain('question.likes')
  })

  it('missing fields', async () => {
    const error = await refused(
      () => fixtureReply('broken/question-missing-fields.json'),
      (c) => c.question('word-search'),
    )
    expect(error.message).toContain('question.title')
    expect(error.message).toContain('question.difficulty')
  })

  it('a stats string cut short', async () => {
    const error = await refused(
      () => fixtureReply('broken/question-truncated-stats.json'),
      (c) => c.question('word-search'),
    )
    expect(error.message).toContain('question.stats: not valid JSON')
  })

  it('a hostile slug or an absurd title', async () => {
    const node = JSON.parse(fixtureReply('questions/word-search.json').body ?? '') as {
      data: { question: Record<string, unknown> }
    }
    const error = await refused(
      () => json({ data: { question: { ...node.data.question, titleSlug: '../../admin' } } }),
      (c) => c.question('word-search'),
    )
    expect(error.message).toContain('question.titleSlug')
    leetcode.requests.length = 0
    const long = await refused(
      () => json({ data: { question: { ...node.data.question, title: 'x'.repeat(5000) } } }),
      (c) => c.question('word-search'),
    )
    expect(long.message).toContain('question.title: the title is longer than 300 characters')
  })

  it('a daily with an impossible date or without its question', async () => {
    const date = await refused(() => fixtureReply('broken/daily-impossible-date.json'))
    expect(date.message).toContain('activeDailyCodingChallengeQuestion.date: expected a date YYYY-MM-DD')
    leetcode.requests.length = 0
    const question = await refused(() => fixtureReply('broken/daily-without-question.json'))
    expect(question.message).toContain('activeDailyCodingChallengeQuestion.question')
  })

  it('a month with one bad entry, refused whole', async () => {
    const error = await refused(
      () => fixtureReply('broken/month-missing-slug.json'),
      (c) => c.monthChallenges(2024, 4),
    )
    expect(error.message).toContain('dailyCodingChallengeV2.challenges.1.question.titleSlug')
  })

  it('GraphQL errors', async () => {
    const error = await refused(
      () => fixtureReply('broken/graphql-error.json'),
      (c) => c.monthChallenges(2024, 4),
    )
    expect(error).toMatchObject({ failure: 'graphql', isOutage: false })
    expect(error.message).toContain('Int cannot represent non-integer value')
  })

  it('an answer larger than the limit, declared or not', async () => {
    const big = fixtureReply('questions/two-sum.json')
    leetcode.answer(() => big)
    const declared = await failure(client({ maxResponseBytes: 1_000 }).question('two-sum'))
    expect(declared.message).toContain('larger than 1000 bytes')
    leetcode.answer(() => ({
      ...big,
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    }))
    const streamed = await failure(client({ maxResponseBytes: 1_000 }).question('two-sum'))
    expect(streamed.message).toContain('larger than 1000 bytes')
  })
})

describe('leetCodeGraphqlUrl', () => {
  it("defaults to LeetCode's endpoint and takes an http(s) override", () => {
    expect(leetCodeGraphqlUrl({})).toBe(DEFAULT_LEETCODE_GRAPHQL_URL)
    expect(leetCodeGraphqlUrl({ LEETCODE_GRAPHQL_URL: ' ' })).toBe(DEFAULT_LEETCODE_GRAPHQL_URL)
    expect(leetCodeGraphqlUrl({ LEETCODE_GRAPHQL_URL: 'http://127.0.0.1:4000/graphql' })).toBe(
      'http://127.0.0.1:4000/graphql',
    )
  })

  it('refuses anything else', () => {
    expect(() => leetCodeGraphqlUrl({ LEETCODE_GRAPHQL_URL: 'ftp://leetcode.com/graphql' })).toThrow(
      /http or https/,
    )
    expect(() => leetCodeGraphqlUrl({ LEETCODE_GRAPHQL_URL: 'leetcode.com' })).toThrow(/http or https/)
  })
})

describe('createDailySlugLookup', () => {
  const answer = (date: string, titleSlug: string) => ({ date, question: { titleSlug } }) as never

  it("remembers the day's answer and shares one call between concurrent requests", async () => {
    const activeDailyChallenge = vi.fn(async () => answer('2024-04-03', 'word-search'))
    const lookup = createDailySlugLookup({ activeDailyChallenge })
    expect(await Promise.all([lookup('2024-04-03'), lookup('2024-04-03')])).toEqual([
      'word-search',
      'word-search',
    ])
    expect(await lookup('2024-04-03')).toBe('word-search')
    expect(activeDailyChallenge).toHaveBeenCalledTimes(1)
  })

  it('uses, but does not keep, an answer for another day (LeetCode not yet past midnight)', async () => {
    const activeDailyChallenge = vi.fn(async () => answer('2024-04-03', 'word-search'))
    const lookup = createDailySlugLookup({ activeDailyChallenge })
    expect(await lookup('2024-04-04')).toBe('word-search')
    expect(await lookup('2024-04-04')).toBe('word-search')
    expect(activeDailyChallenge).toHaveBeenCalledTimes(2)
  })

  it('stays quiet for a while after a failure, and says so once', async () => {
    let now = 0
    const log = vi.fn()
    const activeDailyChallenge = vi
      .fn()
      .mockRejectedValueOnce(
        new LeetCodeError('unreachable', 'LeetCode is unreachable at x: no answer within 2.5 s (1 attempt)'),
      )
      .mockResolvedValue(answer('2024-04-03', 'word-search'))
    const lookup = createDailySlugLookup(
      { activeDailyChallenge },
      { quietAfterFailureMs: 60_000, now: () => now, log },
    )
    expect(await lookup('2024-04-03')).toBeNull()
    now = 59_999
    expect(await lookup('2024-04-03')).toBeNull()
    expect(activeDailyChallenge).toHaveBeenCalledTimes(1)
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]?.[0]).toContain('LeetCode is unreachable')
    now = 60_000
    expect(await lookup('2024-04-03')).toBe('word-search')
  })
})
