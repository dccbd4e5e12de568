import os from 'node:os'
import { MessageChannel } from 'node:worker_threads'
import { Piscina } from 'piscina'
import type { AnalyzerTask } from './analyzer-worker.server'
import { serverProcessCount } from './env-schema.server.mjs'
import { getEnv } from './env.server'
import { QUEUE_FULL, workerEntry } from './worker-threads.server'
import type { AnalysisResult, AnalyzeInput } from '~/domain/analyzer/index'

/**
 * The code analyzer runs here, in a pool of worker threads, never on the request thread: one analysis
 * can take many seconds of CPU (800 functions that each call the next twice), and a Node process serves
 * nothing else while its main thread computes. Each analysis has a deadline, after which its thread is
 * stopped (and replaced), and the queue of analyses waiting for a thread is bounded.
 */

export type PooledAnalysisResult =
  | AnalysisResult
  | { ok: false; error: { code: 'timeout'; message: string } }
  | { ok: false; error: { code: 'busy'; message: string; retryAfterSeconds: number } }

export interface AnalyzerPoolOptions {
  /** Running time allowed to one analysis, in milliseconds. */
  timeoutMs: number
  /** Analyses that may wait for a free thread; one more is answered "busy". */
  maxQueue: number
  threads: number
}

export interface AnalyzerPool {
  analyze(input: AnalyzeInput): Promise<PooledAnalysisResult>
  /** Threads started (or starting) now. */
  readonly threads: number
  /** Analyses running or waiting for a thread now. */
  readonly inFlight: number
  /** Lets the analyses already running finish, refuses the queued ones, then stops the threads. */
  close(): Promise<void>
}

export function analysisTimeoutMessage(timeoutMs: number): string {
  return `This code is too complex to analyse within ${timeoutMs / 1000} s.`
}

export function analyzerBusyMessage(retryAfterSeconds: number): string {
  return `The analyzer is busy right now. Please try again in ${retryAfterSeconds} seconds.`
}

/**
 * Analyzer threads for each server process. server.mjs runs WEB_CONCURRENCY processes (one per core by
 * default, always one under `npm run dev`), and each has a pool of its own: the cores are shared out
 * among the processes so that all their analyzer threads together ask for no more cores than there are,
 * with at least one thread per process. With one process per core that is one thread each: a burst of
 * analyses then takes at most every core, and the operating system still shares them with the threads
 * that render pages.
 */
export function analyzerThreadsPerProcess(cores: number, processes: number): number {
  return Math.max(1, Math.floor(cores / Math.max(1, processes)))
}

export function createAnalyzerPool({ timeoutMs, maxQueue, threads }: AnalyzerPoolOptions): AnalyzerPool {
  const { filename, execArgv } = workerEntry('analyzer-worker', 'code analyzer')
  // The minimum threads start now, each loading its grammars, so the first request finds them ready.
  const piscina = new Piscina<AnalyzerTask, AnalysisResult>({
    filename,
    execArgv,
    minThreads: threads,
    maxThreads: threads,
    maxQueue,
  })
  // A thread that fails while no task is on it (during its warm-up) is reported here; piscina starts
  // another, and an unhandled 'error' event would end the whole server.
  piscina.on('error', (error: unknown) => console.error('Code analyzer thread failed:', error))

  // A full queue drains within one deadline per waiting analysis on each thread, plus the running one.
  const retryAfterSeconds = Math.max(1, Math.ceil(((Math.ceil(maxQueue / threads) + 1) * timeoutMs) / 1000))
  const busy: PooledAnalysisResult = {
    ok: false,
    error: { code: 'busy', message: analyzerBusyMessage(retryAfterSeconds), retryAfterSeconds },
  }
  const timedOut: PooledAnalysisResult = {
    ok: false,
    error: { code: 'timeout', message: analysisTimeoutMessage(timeoutMs) },
  }

  // Piscina keeps a task that has an abort signal, as every task here does, in a queue of its own that
  // maxQueue does not bound (piscinajs/piscina#899), so the bound is kept here: at most one analysis per
  // thread running and maxQueue waiting.
  let inFlight = 0
  const capacity = threads + maxQueue

  async function analyze({ language, code }: AnalyzeInput): Promise<PooledAnalysisResult> {
    if (inFlight >= capacity) return busy
    inFlight++
    const deadline = new AbortController()
    // The clock starts when a thread takes the task: time spent queued behind others is not this
    // code's complexity.
    const { port1: startedHere, port2: started } = new MessageChannel()
    let timer: NodeJS.Timeout | undefined
    startedHere.once('message', () => {
      timer = setTimeout(() => deadline.abort(), timeoutMs)
    })
    try {
      return await piscina.run(
        { language, code, started },
        { transferList: [started], signal: deadline.signal },
      )
    } catch (error) {
      // Aborting terminates the thread that ran the task; piscina starts a fresh one in its place.
      if (deadline.signal.aborted) return timedOut
      if (error instanceof Error && (QUEUE_FULL.has(error.message) || error.name === 'AbortError')) {
        // AbortError without our deadline: the pool is closing, and the analysis never started.
        return busy
      }
      // A thread that died under the analysis (out of memory, a bug in a grammar) is replaced by piscina;
      // for the user it is a passing failure of the service, not of their request.
      console.error('Code analysis failed:', error)
      return busy
    } finally {
      inFlight--
      clearTimeout(timer)
      startedHere.close()
    }
  }

  return {
    analyze,
    get threads() {
      return piscina.threads.length
    },
    get inFlight() {
      return inFlight
    },
    close: () => piscina.close({ force: true }),
  }
}

// One pool per process; kept on globalThis so the dev server's module reloads reuse it.
const globalForPool = globalThis as unknown as { __prepsharpAnalyzerPool?: AnalyzerPool }

/** The process's pool, configured from the environment; the server calls this when it starts. */
export function startAnalyzerPool(): AnalyzerPool {
  if (!globalForPool.__prepsharpAnalyzerPool) {
    const env = getEnv()
    globalForPool.__prepsharpAnalyzerPool = createAnalyzerPool({
      timeoutMs: env.ANALYZER_TIMEOUT_MS,
      maxQueue: env.ANALYZER_MAX_QUEUE,
      threads: analyzerThreadsPerProcess(
        os.availableParallelism(),
        serverProcessCount(env, os.availableParallelism()),
      ),
    })
  }
  return globalForPool.__prepsharpAnalyzerPool
}

/** Analyses one solution on the process's pool: the engine's result, or a timeout or busy answer. */
export function analyzeInPool(input: AnalyzeInput): Promise<PooledAnalysisResult> {
  return startAnalyzerPool().analyze(input)
}

/** Stops the process's pool at shutdown, once the analyses already running have finished. */
export async function closeAnalyzerPool(): Promise<void> {
  const pool = globalForPool.__prepsharpAnalyzerPool
  if (!pool) return
  globalForPool.__prepsharpAnalyzerPool = undefined
  await pool.close()
}
