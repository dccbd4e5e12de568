import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { problems } from '#db/schema'
import { fixtureReply, startFakeLeetCode, type FakeLeetCode } from '../../tests/fixtures/leetcode/server'
import { getDb } from '~/server/db.server'
import { resetEnv } from '~/server/env.server'
import { run } from './sync'

let leetcode: FakeLeetCode

function capture() {
  const out: string[] = []
  const err: string[] = []
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')))
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void err.push(args.join(' ')))
  return { out: () => out.join('\n'), err: () => err.join('\n') }
}

beforeEach(async () => {
  leetcode = await startFakeLeetCode()
  vi.stubEnv('LEETCODE_GRAPHQL_URL', leetcode.url)
  resetEnv()
})

afterEach(async () => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
  await leetcode.close()
})

// The unit-test setup points getDb() at a throwaway in-memory database.
describe('npm run db -- sync', () => {
  it('syncs from the configured endpoint, prints the report and exits 0', async () => {
    getDb()
      .insert(problems)
      .values({ titleSlug: 'two-sum', frontendId: 1, title: 'Two Sum', difficulty: 1 })
      .run()
    const output = capture()
    expect(await run(['--month', '2024-04', '--limit', '1'])).toBe(0)
    expect(output.out()).toContain(`Syncing with ${leetcode.url}`)
    expect(output.out()).toContain('Daily challenge of 2024-04-03: word-search')
    expect(output.out()).toContain('Challenges of the month: 4')
    expect(output.out()).toContain('Problem metadata: 1 asked, 1 updated')
    expect(leetcode.requests.map((request) => request.operationName)).toEqual([
      'activeDailyChallenge',
      'dailyChallengeMonth',
      'questionData',
    ])
    expect(leetcode.requests[1]?.variables).toEqual({ year: 2024, month: 4 })
    const stored = getDb().$client.prepare("SELECT likes FROM problems WHERE title_slug = 'two-sum'").get()
    expect(stored).toEqual({ likes: 68880 })
  })

  it('exits 1 and names the problem when LeetCode answers badly', async () => {
    leetcode.answer(() => fixtureReply('broken/cloudflare.html'))
    const output = capture()
    expect(await run(['--limit', '0'])).toBe(1)
    expect(output.out()).toContain(
      "[leetcode-sync] today's daily challenge: LeetCode answered with an HTML page",
    )
    expect(output.out()).toContain('Daily challenge: not fetched')
  })

  it('refuses bad arguments and a bad endpoint without calling LeetCode', async () => {
    const output = capture()
    expect(await run(['--month', '2024-13'])).toBe(1)
    expect(output.err()).toContain('--month takes a month written YYYY-MM')
    for (const limit of ['-1', 'ten', '1.5', '']) expect(await run(['--limit', limit]), limit).toBe(1)
    expect(output.err()).toContain('--limit takes a whole number of problems')
    expect(await run(['--bogus'])).toBe(1)
    vi.stubEnv('LEETCODE_GRAPHQL_URL', 'file:///etc/passwd')
    resetEnv()
    expect(await run([])).toBe(1)
    expect(output.err()).toContain('LEETCODE_GRAPHQL_URL must be an http or https address')
    expect(leetcode.requests).toHaveLength(0)
  })

  it('prints help', async () => {
    const output = capture()
    expect(await run(['--help'])).toBe(0)
    expect(output.out()).toContain('--limit N')
    expect(output.out()).toContain('LEETCODE_SYNC=daily')
  })
})
