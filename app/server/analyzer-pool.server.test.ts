import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathologicalPython } from '../../tests/setup/slow-analysis'
import {
  analysisTimeoutMessage,
  analyzerBusyMessage,
  analyzerThreadsPerProcess,
  createAnalyzerPool,
  type AnalyzerPool,
  type PooledAnalysisResult,
} from './analyzer-pool.server'
import { SUPPORTED_LANGUAGES, type Language } from '~/domain/analyzer/index'

const SUM = 'def total(nums):\n    s = 0\n    for n in nums:\n        s += n\n    return s\n'
const SLOW = pathologicalPython()
const TIMEOUT_MS = 1000

const SMALL: Record<Language, string> = {
  python: SUM,
  java: 'class S {\n  int f(int[] a) {\n    int s = 0;\n    for (int x : a) s += x;\n    return s;\n  }\n}\n',
  cpp: 'int f(vector<int>& a) {\n  int s = 0;\n  for (int x : a) s += x;\n  return s;\n}\n',
  javascript: 'function f(a) {\n  let s = 0\n  for (const x of a) s += x\n  return s\n}\n',
  typescript: 'function f(a: number[]): number {\n  let s = 0\n  for (const x of a) s += x\n  return s\n}\n',
  go: 'func f(a []int) int {\n\ts := 0\n\tfor _, x := range a {\n\t\ts += x\n\t}\n\treturn s\n}\n',
}

function timeOf(result: PooledAnalysisResult): string {
  if (!result.ok) throw new Error(`Expected a report, got ${result.error.code}: ${result.error.message}`)
  return result.report.time.bigO
}

describe('analyzerThreadsPerProcess', () => {
  it('shares the cores among the server processes, at least one thread each', () => {
    expect(analyzerThreadsPerProcess(2, 2)).toBe(1)
    expect(analyzerThreadsPerProcess(8, 8)).toBe(1)
    expect(analyzerThreadsPerProcess(8, 2)).toBe(4)
    expect(analyzerThreadsPerProcess(16, 3)).toBe(5)
    expect(analyzerThreadsPerProcess(4, 1)).toBe(4)
    expect(analyzerThreadsPerProcess(2, 8)).toBe(1)
  })
})

describe('the analyzer messages', () => {
  it('state the deadline in seconds', () => {
    expect(analysisTimeoutMessage(2000)).toBe('This code is too complex to analyse within 2 s.')
    expect(analysisTimeoutMessage(1500)).toBe('This code is too complex to analyse within 1.5 s.')
    expect(analyzerBusyMessage(4)).toBe('The analyzer is busy right now. Please try again in 4 seconds.')
  })
})

describe('the analyzer pool', () => {
  let pool: AnalyzerPool

  beforeAll(async () => {
    pool = createAnalyzerPool({ timeoutMs: TIMEOUT_MS, maxQueue: 1, threads: 1 })
    // Waits for the thread to be up, so that the timings below are the analyses' own.
    expect(timeOf(await pool.analyze({ language: 'python', code: SUM }))).toBe('O(n)')
  }, 30_000)

  afterAll(() => pool.close())

  it('starts its threads when it is created, before any analysis', async () => {
    const fresh = createAnalyzerPool({ timeoutMs: TIMEOUT_MS, maxQueue: 1, threads: 2 })
    try {
      expect(fresh.threads).toBe(2)
    } finally {
      await fresh.close()
    }
  })

  it('has every grammar loaded before its first analysis in each language', async () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const result = await pool.analyze({ language, code: SMALL[language] })
      expect(timeOf(result), language).toBe('O(n)')
      // Parsing a few lines takes a millisecond or two; loading a grammar first takes a hundred or more.
      if (result.ok) expect(result.report.stats.parseMs, language).toBeLessThan(50)
    }
  })

  it('keeps the main thread free while a slow analysis runs', async () => {
    let worstDelay = 0
    let last = performance.now()
    const ticker = setInterval(() => {
      const now = performance.now()
      worstDelay = Math.max(worstDelay, now - last - 10)
      last = now
    }, 10)
    try {
      const result = await pool.analyze({ language: 'python', code: SLOW })
      expect(result.ok).toBe(false)
    } finally {
      clearInterval(ticker)
    }
    expect(worstDelay).toBeLessThan(100)
  }, 20_000)

  it('stops an analysis at its deadline and says so within a second of it', async () => {
    // A free, warm thread: the previous test's timeout replaced it.
    expect(timeOf(await pool.analyze({ language: 'python', code: SUM }))).toBe('O(n)')
    const started = performance.now()
    const result = await pool.analyze({ language: 'python', code: SLOW })
    const elapsed = performance.now() - started
    expect(result).toEqual({
      ok: false,
      error: { code: 'timeout', message: 'This code is too complex to analyse within 1 s.' },
    })
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50)
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 1000)
  }, 20_000)

  it('analyses the next request correctly after a timeout', async () => {
    const timedOut = await pool.analyze({ language: 'python', code: SLOW })
    expect(timedOut).toMatchObject({ ok: false, error: { code: 'timeout' } })
    const next = await pool.analyze({ language: 'python', code: SUM })
    expect(timeOf(next)).toBe('O(n)')
  }, 20_000)

  it('answers busy at once when the queue is full, and counts no queued time against the deadline', async () => {
    const running = pool.analyze({ language: 'python', code: SLOW })
    // Waits a whole deadline (and a fresh thread) behind the slow one: still analysed in full.
    const queued = pool.analyze({ language: 'python', code: SUM })
    const started = performance.now()
    const refused = await pool.analyze({ language: 'python', code: SUM })
    expect(performance.now() - started).toBeLessThan(200)
    expect(refused).toEqual({
      ok: false,
      error: {
        code: 'busy',
        message: 'The analyzer is busy right now. Please try again in 2 seconds.',
        retryAfterSeconds: 2,
      },
    })
    expect(await running).toMatchObject({ ok: false, error: { code: 'timeout' } })
    expect(timeOf(await queued)).toBe('O(n)')
  }, 20_000)

  it('lets a running analysis finish when it closes', async () => {
    const closing = createAnalyzerPool({ timeoutMs: 5000, maxQueue: 1, threads: 1 })
    const running = closing.analyze({ language: 'python', code: SUM })
    // The thread is still warming up: the task is taken by it, then the pool closes.
    await new Promise((resolve) => setTimeout(resolve, 50))
    await closing.close()
    expect(timeOf(await running)).toBe('O(n)')
  }, 20_000)
})
