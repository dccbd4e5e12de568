import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { problems } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import {
  fixtureReply,
  recordedLeetCode,
  startFakeLeetCode,
  type FakeLeetCode,
} from '../../tests/fixtures/leetcode/server'
import type { Db } from './db.server'
import { createLeetCodeClient } from './leetcode.server'
import {
  formatSyncReport,
  LAST_RUN_KEY,
  lastSyncRun,
  METADATA_CURSOR_KEY,
  msUntilNextRun,
  startDailySync,
  syncFromLeetCode,
  type SyncOptions,
} from './sync.server'

const NOW = new Date('2024-04-03T12:00:00.000Z')

let db: Db
let leetcode: FakeLeetCode
let logged: string[]
let pauses: number[]

beforeEach(async () => {
  db = createTestDb()
  leetcode = await startFakeLeetCode()
  logged = []
  pauses = []
  const add = (titleSlug: string, frontendId: number | null, metadataUpdatedAt: Date | null = null) =>
    db
      .insert(problems)
      .values({ titleSlug, frontendId, title: titleSlug, difficulty: 2, metadataUpdatedAt })
      .run()
  add('two-sum', 1)
  add('no-such-problem', 90_001)
  add('Not A Slug!', null)
  add('already-known', 90_002, new Date('2024-01-01T00:00:00Z'))
})

afterEach(async () => {
  await leetcode.close()
})

function sync(options: SyncOptions = {}) {
  return syncFromLeetCode(
    {
      client: createLeetCodeClient({
        url: leetcode.url,
        retries: 1,
        backoffMs: 1,
        sleep: async () => undefined,
      }),
      now: NOW,
      pauseMs: 250,
      sleep: async (ms) => void pauses.push(ms),
      log: (line) => void logged.push(line),
      ...options,
    },
    db,
  )
}

function rows(sql: string, ...params: unknown[]) {
  return db.$client.prepare(sql).all(...params)
}

/** Every row of every table: what "nothing was written" is checked against. */
function snapshot() {
  // sqlite_sequence is left out: an upsert that changes nothing still advances it. So is the record of how
  // the last run ended, which every run writes.
  const tables = rows(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  ) as { name: string }[]
  return Object.fromEntries(
    tables.map(({ name }) => [
      name,
      name === 'data_meta'
        ? rows('SELECT * FROM data_meta WHERE key <> ?', LAST_RUN_KEY)
        : rows(`SELECT * FROM "${name}"`),
    ]),
  )
}

describe('syncFromLeetCode', () => {
  it("stores today's daily, the month's challenges and missing metadata", async () => {
    const report = await sync()
    expect(report).toMatchObject({
      daily: { date: '2024-04-03', titleSlug: 'word-search' },
      monthChallenges: 4,
      errors: [],
      unreachable: false,
    })

    expect(
      rows(
        'SELECT type, date, title_slug, question_id, difficulty FROM daily_challenges ORDER BY type, date',
      ),
    ).toEqual([
      {
        type: 'DAILY',
        date: '2024-04-01',
        title_slug: 'length-of-last-word',
        question_id: 58,
        difficulty: 1,
      },
      {
        type: 'DAILY',
        date: '2024-04-02',
        title_slug: 'isomorphic-strings',
        question_id: 205,
        difficulty: 1,
      },
      { type: 'DAILY', date: '2024-04-03', title_slug: 'word-search', question_id: 79, difficulty: 2 },
      {
        type: 'WEEKLY',
        date: '2024-04-01',
        title_slug: 'longest-substring-with-at-most-two-distinct-characters',
        question_id: 159,
        difficulty: 2,
      },
    ])

    // The daily's problem arrives with its full metadata.
    expect(
      rows(
        "SELECT likes, total_submissions, ac_rate, metadata_updated_at FROM problems WHERE title_slug = 'word-search'",
      ),
    ).toEqual([
      { likes: 17727, total_submissions: 5307071, ac_rate: 47.4, metadata_updated_at: NOW.getTime() },
    ])

    // Then every problem without metadata, the month's new ones included, in id order.
    expect(report.metadata).toEqual({
      attempted: 6,
      updated: 2,
      unknown: ['no-such-problem', 'Not A Slug!', 'length-of-last-word', 'isomorphic-strings'],
      failed: 0,
    })
    expect(
      rows("SELECT likes, dislikes, accepted_submissions FROM problems WHERE title_slug = 'two-sum'"),
    ).toEqual([{ likes: 68880, dislikes: 2574, accepted_submissions: 21781141 }])
    expect(
      rows(
        "SELECT topic FROM problem_topics JOIN problems ON problems.id = problem_id WHERE title_slug = 'two-sum' ORDER BY topic",
      ),
    ).toEqual([{ topic: 'Array' }, { topic: 'Hash Table' }])
    expect(
      rows(
        "SELECT count(*) AS n FROM similar_questions JOIN problems ON problems.id = problem_id WHERE title_slug = 'two-sum'",
      ),
    ).toEqual([{ n: expect.any(Number) }])
    expect(rows("SELECT metadata_updated_at FROM problems WHERE title_slug = 'already-known'")).toEqual([
      { metadata_updated_at: Date.parse('2024-01-01T00:00:00Z') },
    ])

    // The slug LeetCode could not have was never sent; the others were asked one by one, with a pause.
    const asked = leetcode.requests
      .filter((r) => r.operationName === 'questionData')
      .map((r) => r.variables.titleSlug)
    expect(asked).toEqual([
      'two-sum',
      'no-such-problem',
      'length-of-last-word',
      'isomorphic-strings',
      'longest-substring-with-at-most-two-distinct-characters',
    ])
    expect(pauses).toEqual([250, 250, 250, 250, 250])
    expect(rows("SELECT value FROM data_meta WHERE key = 'lastUpdated'")).toEqual([
      { value: NOW.toISOString() },
    ])
    expect(logged).toContain(
      '[leetcode-sync] LeetCode has no problem "no-such-problem"; the stored data stays as it is.',
    )
  })

  it('changes nothing when run again with the same answers', async () => {
    await sync()
    const before = snapshot()
    const again = await sync({ now: new Date('2024-04-03T18:00:00.000Z') })
    expect(again.changes).toBe(0)
    expect(again.errors).toEqual([])
    const { data_meta: metaBefore, ...restBefore } = before
    const { data_meta: metaAfter, ...restAfter } = snapshot()
    expect(restAfter).toEqual(restBefore)
    // lastUpdated is kept, as the data did not change; only the metadata cursor moved on.
    const withoutCursor = (meta: unknown) =>
      (meta as { key: string }[]).filter((row) => row.key !== METADATA_CURSOR_KEY)
    expect(withoutCursor(metaAfter)).toEqual(withoutCursor(metaBefore))
  })

  it('records how each run ended, for /data', async () => {
    expect(lastSyncRun(db)).toBeNull()
    const report = await sync()
    expect(lastSyncRun(db)).toEqual({
      finishedAt: NOW.toISOString(),
      outcome: 'ok',
      failedSteps: 0,
      changes: report.changes,
    })

    leetcode.answer(() => fixtureReply('broken/cloudflare.html'))
    await sync({ metadataLimit: 1 })
    expect(lastSyncRun(db)).toMatchObject({ outcome: 'errors', failedSteps: 3, changes: 0 })

    leetcode.answer(() => ({ status: 500 }))
    await sync({ now: new Date('2024-04-04T00:10:00.000Z') })
    expect(lastSyncRun(db)).toEqual({
      finishedAt: '2024-04-04T00:10:00.000Z',
      outcome: 'unreachable',
      failedSteps: 1,
      changes: 0,
    })

    db.$client.prepare('UPDATE data_meta SET value = ? WHERE key = ?').run('{"outcome":"ok"}', LAST_RUN_KEY)
    expect(lastSyncRun(db)).toBeNull()
  })

  it('fills metadata a few problems per run, continuing where the last run stopped', async () => {
    const asked = () =>
      leetcode.requests.filter((r) => r.operationName === 'questionData').map((r) => r.variables.titleSlug)
    await sync({ metadataLimit: 1 })
    expect(asked()).toEqual(['two-sum'])
    await sync({ metadataLimit: 2 })
    expect(asked()).toEqual(['two-sum', 'no-such-problem'])
    // Wraps round to the first problem still without metadata once it reaches the end.
    await sync({ metadataLimit: 4 })
    expect(asked()).toEqual([
      'two-sum',
      'no-such-problem',
      'length-of-last-word',
      'isomorphic-strings',
      'longest-substring-with-at-most-two-distinct-characters',
      'no-such-problem',
    ])
    expect(rows('SELECT key FROM data_meta WHERE key = ?', METADATA_CURSOR_KEY)).toHaveLength(1)
  })

  it('writes nothing when LeetCode answers with HTML', async () => {
    const before = snapshot()
    leetcode.answer(() => fixtureReply('broken/cloudflare.html'))
    const report = await sync({ metadataLimit: 2 })
    expect(snapshot()).toEqual(before)
    expect(report).toMatchObject({ daily: null, monthChallenges: null, unreachable: false, changes: 0 })
    expect(report.metadata).toMatchObject({ attempted: 2, updated: 0, failed: 2 })
    expect(report.errors[0]).toBe(
      "today's daily challenge: LeetCode answered with an HTML page instead of JSON (a block or maintenance page?)",
    )
    expect(logged[0]).toContain('Nothing was written for it.')
  })

  it('stops, writes nothing and says so when LeetCode is unreachable', async () => {
    const url = leetcode.url
    await leetcode.close()
    const before = snapshot()
    const report = await syncFromLeetCode(
      {
        client: createLeetCodeClient({ url, retries: 2, backoffMs: 1 }),
        now: NOW,
        log: (line) => void logged.push(line),
      },
      db,
    )
    leetcode = await startFakeLeetCode()
    expect(snapshot()).toEqual(before)
    expect(report.unreachable).toBe(true)
    expect(report.errors).toHaveLength(1)
    expect(formatSyncReport(report)).toContain('Problem metadata: not fetched')
    expect(logged).toHaveLength(1)
    expect(logged[0]).toMatch(
      /^\[leetcode-sync\] LeetCode is unreachable at http:\/\/127\.0\.0\.1:\d+\/graphql: .*ECONNREFUSED.* \(3 attempts\)\. Nothing was changed; the site keeps serving the stored data\.$/,
    )
  })

  it('stops after a 500 without asking for anything else', async () => {
    leetcode.answer(() => ({ status: 500 }))
    const before = snapshot()
    const report = await sync()
    expect(snapshot()).toEqual(before)
    expect(report.unreachable).toBe(true)
    expect(leetcode.requests.map((r) => r.operationName)).toEqual([
      'activeDailyChallenge',
      'activeDailyChallenge',
    ])
  })

  it('keeps the good answers when one is malformed', async () => {
    leetcode.answer((request) => {
      if (request.operationName === 'dailyChallengeMonth')
        return fixtureReply('broken/month-missing-slug.json')
      if (request.variables.titleSlug === 'two-sum') return fixtureReply('broken/question-wrong-types.json')
      return recordedLeetCode(request)
    })
    const report = await sync()
    expect(report.daily?.titleSlug).toBe('word-search')
    expect(report.monthChallenges).toBeNull()
    expect(rows('SELECT date FROM daily_challenges')).toEqual([{ date: '2024-04-03' }])
    expect(report.metadata).toEqual({
      attempted: 3,
      updated: 0,
      unknown: ['no-such-problem', 'Not A Slug!'],
      failed: 1,
    })
    expect(rows("SELECT likes, metadata_updated_at FROM problems WHERE title_slug = 'two-sum'")).toEqual([
      { likes: null, metadata_updated_at: null },
    ])
    expect(report.errors).toEqual([
      expect.stringMatching(
        /^challenges of 2024-04: LeetCode's dailyChallengeMonth answer has the wrong shape: .*titleSlug/,
      ),
      expect.stringMatching(/^metadata of two-sum: .*difficulty/),
    ])
  })

  it('fetches the month it is told to', async () => {
    await sync({ month: { year: 2024, month: 3 }, metadataLimit: 0 })
    expect(leetcode.requests.find((r) => r.operationName === 'dailyChallengeMonth')?.variables).toEqual({
      year: 2024,
      month: 3,
    })
  })
})

describe('formatSyncReport', () => {
  it('sums a run up in a few lines', async () => {
    const lines = formatSyncReport(await sync()).split('\n')
    expect(lines.slice(0, 3)).toEqual([
      'Daily challenge of 2024-04-03: word-search',
      'Challenges of the month: 4',
      'Problem metadata: 6 asked, 2 updated, 4 unknown to LeetCode',
    ])
    expect(lines[3]).toMatch(/^Rows written: [1-9]\d*$/)
  })

  it('says what was not fetched', async () => {
    leetcode.answer(() => fixtureReply('broken/cloudflare.html'))
    expect(formatSyncReport(await sync({ metadataLimit: 1 }))).toBe(
      [
        'Daily challenge: not fetched',
        'Challenges of the month: not fetched',
        'Problem metadata: 1 asked, 0 updated, 1 failed',
        'Rows written: 0',
      ].join('\n'),
    )
  })
})

describe('msUntilNextRun', () => {
  it('aims at 00:10 UTC, today or tomorrow', () => {
    expect(msUntilNextRun(new Date('2024-04-03T00:05:00Z'))).toBe(5 * 60_000)
    expect(msUntilNextRun(new Date('2024-04-03T00:10:00Z'))).toBe(24 * 3_600_000)
    expect(msUntilNextRun(new Date('2024-04-03T23:59:00Z'))).toBe(11 * 60_000)
    expect(msUntilNextRun(new Date('2024-12-31T12:10:00Z'))).toBe(12 * 3_600_000)
  })
})

describe('startDailySync', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('is off unless LEETCODE_SYNC=daily', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(startDailySync({ env: {} })).toBeNull()
    expect(startDailySync({ env: { LEETCODE_SYNC: 'off' } })).toBeNull()
    expect(startDailySync({ env: { LEETCODE_SYNC: 'hourly' } })).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('LEETCODE_SYNC="hourly" is not understood'))
  })

  it('runs soon after start, then daily after midnight UTC, until stopped', async () => {
    vi.useFakeTimers({ now: new Date('2024-04-03T12:00:00Z') })
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const run = vi.fn(async () => ({
      daily: null,
      monthChallenges: null,
      metadata: { attempted: 0, updated: 0, unknown: [], failed: 0 },
      changes: 0,
      errors: [],
      unreachable: false,
    }))
    const handle = startDailySync({ env: { LEETCODE_SYNC: 'daily' }, db: () => db, sync: run })
    expect(handle).not.toBeNull()
    await vi.advanceTimersByTimeAsync(4_999)
    expect(run).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(1)
    // From 12:00:05 to 00:10 the next day.
    await vi.advanceTimersByTimeAsync(12 * 3_600_000 + 9 * 60_000 + 54_999)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(run).toHaveBeenCalledTimes(2)
    handle?.stop()
    await vi.advanceTimersByTimeAsync(48 * 3_600_000)
    expect(run).toHaveBeenCalledTimes(2)
  })

  it('keeps the schedule going after a failed run', async () => {
    vi.useFakeTimers({ now: new Date('2024-04-03T00:00:00Z') })
    vi.spyOn(console, 'log').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const run = vi.fn(async () => {
      throw new Error('database is locked')
    })
    const handle = startDailySync({ env: { LEETCODE_SYNC: 'daily' }, db: () => db, sync: run })
    await vi.advanceTimersByTimeAsync(5_000)
    expect(error).toHaveBeenCalledWith('[leetcode-sync] The sync failed:', expect.any(Error))
    await vi.advanceTimersByTimeAsync(24 * 3_600_000)
    expect(run).toHaveBeenCalledTimes(2)
    handle?.stop()
  })
})
