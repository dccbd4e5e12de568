import { afterAll, beforeAll, vi } from 'vitest'
import { analyzeInPool, closeAnalyzerPool, startAnalyzerPool } from '~/server/analyzer-pool.server'

// Imported first by the route tests that run analyses, so these are set before anything reads the
// environment: a 3 s deadline, one analysis waiting at most, and one thread (as many server processes as
// leave each process a single thread, on any machine). The deadline leaves room for a loaded machine: a
// shorter one let the test's second request arrive after the first had already timed out.
process.env.ANALYZER_TIMEOUT_MS = '3000'
process.env.ANALYZER_MAX_QUEUE = '1'
process.env.WEB_CONCURRENCY = '100000'

// As the server does when it starts: the first test then finds the analyzer's thread ready.
beforeAll(() => analyzeInPool({ language: 'python', code: 'x = 1\n' }), 60_000)
afterAll(() => closeAnalyzerPool())

/**
 * Waits until the process's pool holds `count` analyses. A test that fills the queue starts each
 * request only once the one before has reached the pool: the requests read their bodies and sessions
 * first, and a large body can take longer than a small one sent after it.
 */
export function untilAnalysesInFlight(count: number): Promise<void> {
  return vi.waitFor(
    () => {
      if (startAnalyzerPool().inFlight < count) throw new Error(`fewer than ${count} analyses in the pool`)
    },
    { timeout: 2000, interval: 5 },
  )
}
