import { utcDay } from '~/domain/calendar-day'
import { getDb, type Db } from './db.server'
import { readSettings } from './env-schema.server.mjs'
import { getEnv, type EnvSource } from './env.server'
import { isTitleSlug } from './import/normalise.server'
import { ImportWriter } from './import/writer.server'
import type { DailyRecord } from './import/types.server'
import { createLeetCodeClient, LeetCodeError, problemRef, type LeetCodeClient } from './leetcode.server'

// The LeetCode sync: today's daily problem, the month's challenges, and metadata for problems that have
// none. Each answer is validated by the client before anything is written, and each write is its own
// transaction, so a bad answer writes nothing and a failure halfway keeps what was already stored.

/** data_meta key: the id of the last problem whose metadata LeetCode answered for (see `metadataTargets`). */
export const METADATA_CURSOR_KEY = 'leetcodeSync:metadataCursor'

export const DEFAULT_METADATA_LIMIT = 50

/** data_meta key: how the last run ended (SyncRun as JSON), which /data shows. */
export const LAST_RUN_KEY = 'leetcodeSync:lastRun'

/** How a run ended: every step worked, some failed, or LeetCode could not be reached (the run stopped). */
export type SyncOutcome = 'ok' | 'errors' | 'unreachable'

export interface SyncRun {
  /** ISO time the run ended. */
  finishedAt: string
  outcome: SyncOutcome
  /** Steps that failed; their messages stay in the server log. */
  failedSteps: number
  /** Rows written. */
  changes: number
}

export interface SyncOptions {
  client?: LeetCodeClient
  /** The sync's clock: which day is today, and the timestamp of what it writes. */
  now?: Date
  /** The month of challenges to fetch; default the month of `now` (UTC). */
  month?: { year: number; month: number }
  /** Problems to fetch metadata for in this run (0 skips the step). */
  metadataLimit?: number
  /** Pause between metadata requests, to stay well inside LeetCode's rate limits. Default 1 s. */
  pauseMs?: number
  sleep?: (ms: number) => Promise<void>
  log?: (line: string) => void
}

export interface SyncReport {
  /** Today's daily challenge as LeetCode gave it, when that step worked. */
  daily: { date: string; titleSlug: string } | null
  /** Challenges of the month stored (daily and weekly), when that step worked. */
  monthChallenges: number | null
  metadata: { attempted: number; updated: number; unknown: string[]; failed: number }
  /** Rows written in all. */
  changes: number
  /** What went wrong, one line each. Empty when every step worked. */
  errors: string[]
  /** LeetCode could not be reached or refused us: the remaining requests were not sent. */
  unreachable: boolean
}

const PREFIX = '[leetcode-sync]'

/** Runs `write` in one transaction with a writer that records `lastUpdated` when it changed anything. */
function writeInTransaction(db: Db, now: Date, write: (writer: ImportWriter) => void): number {
  const transaction = db.$client.transaction(() => {
    const writer = new ImportWriter(db.$client, now)
    write(writer)
    writer.recordUpdate()
    return writer.changes
  })
  return transaction.immediate()
}

/** Problems without metadata, starting after the cursor and wrapping round, so unknown slugs never block the rest. */
function metadataTargets(db: Db, limit: number): { id: number; titleSlug: string }[] {
  if (limit <= 0) return []
  const sqlite = db.$client
  const cursorRow = sqlite.prepare('SELECT value FROM data_meta WHERE key = ?').get(METADATA_CURSOR_KEY) as
    { value: string } | undefined
  const cursor = Number(cursorRow?.value ?? 0) || 0
  const query = (condition: string) =>
    sqlite
      .prepare(
        `SELECT id, title_slug AS titleSlug FROM problems
         WHERE metadata_updated_at IS NULL AND ${condition} ORDER BY id LIMIT ?`,
      )
      .all(cursor, limit) as { id: number; titleSlug: string }[]
  const after = query('id > ?')
  return after.length < limit ? [...after, ...query('id <= ?').slice(0, limit - after.length)] : after
}

function moveCursor(db: Db, problemId: number): void {
  db.$client
    .prepare(
      'INSERT INTO data_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    )
    .run(METADATA_CURSOR_KEY, String(problemId))
}

/**
 * One sync run. It never throws for LeetCode's sake: failures are logged, listed in the report, and leave
 * the stored data as it was. An outage (no answer, or an error status) stops the run early. How the run
 * ended is recorded for /data.
 */
export async function syncFromLeetCode(options: SyncOptions = {}, db: Db = getDb()): Promise<SyncReport> {
  const report = await runSteps(options, db)
  recordRun(report, options.now ?? new Date(), db)
  return report
}

function recordRun(report: SyncReport, finishedAt: Date, db: Db): void {
  const run: SyncRun = {
    finishedAt: finishedAt.toISOString(),
    outcome: report.unreachable ? 'unreachable' : report.errors.length > 0 ? 'errors' : 'ok',
    failedSteps: report.errors.length,
    changes: report.changes,
  }
  db.$client
    .prepare(
      'INSERT INTO data_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    )
    .run(LAST_RUN_KEY, JSON.stringify(run))
}

/** How the last run ended, or null when the sync never ran here (or its record cannot be read). */
export function lastSyncRun(db: Db = getDb()): SyncRun | null {
  const value = db.$client.prepare('SELECT value FROM data_meta WHERE key = ?').pluck().get(LAST_RUN_KEY) as
    string | undefined
  if (value === undefined) return null
  try {
    const run = JSON.parse(value) as Partial<SyncRun>
    const outcomes: readonly unknown[] = ['ok', 'errors', 'unreachable']
    if (typeof run.finishedAt !== 'string' || Number.isNaN(Date.parse(run.finishedAt))) return null
    if (!outcomes.includes(run.outcome)) return null
    return {
      finishedAt: run.finishedAt,
      outcome: run.outcome as SyncOutcome,
      failedSteps: Number(run.failedSteps) || 0,
      changes: Number(run.changes) || 0,
    }
  } catch {
    return null
  }
}

async function runSteps(options: SyncOptions, db: Db): Promise<SyncReport> {
  const now = options.now ?? new Date()
  const log = options.log ?? ((line: string) => console.log(line))
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const client = options.client ?? createLeetCodeClient()
  const month = options.month ?? { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 }
  const report: SyncReport = {
    daily: null,
    monthChallenges: null,
    metadata: { attempted: 0, updated: 0, unknown: [], failed: 0 },
    changes: 0,
    errors: [],
    unreachable: false,
  }

  /** Runs one step; true when it worked. An outage marks the run as unreachable. */
  async function step(name: string, work: () => Promise<void>): Promise<boolean> {
    try {
      await work()
      return true
    } catch (error) {
      if (!(error instanceof LeetCodeError)) throw error
      report.errors.push(`${name}: ${error.message}`)
      if (error.isOutage) {
        report.unreachable = true
        log(`${PREFIX} ${error.message}. Nothing was changed; the site keeps serving the stored data.`)
      } else {
        log(`${PREFIX} ${name}: ${error.message}. Nothing was written for it.`)
      }
      return false
    }
  }

  await step("today's daily challenge", async () => {
    const daily = await client.activeDailyChallenge()
    const record: DailyRecord = { type: 'DAILY', date: daily.date, problem: problemRef(daily.question) }
    report.changes += writeInTransaction(db, now, (writer) => {
      writer.writeProblems([{ ...daily.question, at: {} }])
      writer.writeDaily([{ ...record, at: {} }])
    })
    report.daily = { date: daily.date, titleSlug: daily.question.titleSlug }
    if (daily.date !== utcDay(now)) {
      log(`${PREFIX} LeetCode's daily challenge is dated ${daily.date}, not today (${utcDay(now)}) in UTC.`)
    }
  })
  if (report.unreachable) return report

  const monthName = `${month.year}-${String(month.month).padStart(2, '0')}`
  await step(`challenges of ${monthName}`, async () => {
    const records = await client.monthChallenges(month.year, month.month)
    report.changes += writeInTransaction(db, now, (writer) =>
      writer.writeDaily(records.map((record) => ({ ...record, at: {} }))),
    )
    report.monthChallenges = records.length
  })
  if (report.unreachable) return report

  const targets = metadataTargets(db, options.metadataLimit ?? DEFAULT_METADATA_LIMIT)
  for (const [index, target] of targets.entries()) {
    if (index > 0) await sleep(options.pauseMs ?? 1_000)
    report.metadata.attempted++
    const worked = await step(`metadata of ${target.titleSlug}`, async () => {
      // A slug LeetCode could not have (from a hand-edited import, say) is not worth a request.
      const facts = isTitleSlug(target.titleSlug) ? await client.question(target.titleSlug) : null
      if (facts) {
        report.changes += writeInTransaction(db, now, (writer) => {
          writer.writeProblems([{ ...facts, at: {} }])
          moveCursor(db, target.id)
        })
        report.metadata.updated++
      } else {
        report.metadata.unknown.push(target.titleSlug)
        log(`${PREFIX} LeetCode has no problem "${target.titleSlug}"; the stored data stays as it is.`)
        moveCursor(db, target.id)
      }
    })
    if (!worked) report.metadata.failed++
    if (report.unreachable) break
  }
  return report
}

/** The report in a few lines for the terminal and the server log. */
export function formatSyncReport(report: SyncReport): string {
  const lines: string[] = []
  lines.push(
    report.daily
      ? `Daily challenge of ${report.daily.date}: ${report.daily.titleSlug}`
      : 'Daily challenge: not fetched',
  )
  lines.push(
    report.monthChallenges === null
      ? 'Challenges of the month: not fetched'
      : `Challenges of the month: ${report.monthChallenges}`,
  )
  const { attempted, updated, unknown, failed } = report.metadata
  const details = [`${updated} updated`]
  if (unknown.length > 0) details.push(`${unknown.length} unknown to LeetCode`)
  if (failed > 0) details.push(`${failed} failed`)
  const metadata =
    attempted > 0
      ? `${attempted} asked, ${details.join(', ')}`
      : report.unreachable
        ? 'not fetched'
        : 'none needed'
  lines.push(`Problem metadata: ${metadata}`)
  lines.push(`Rows written: ${report.changes}`)
  return lines.join('\n')
}

// ---------------------------------------------------------------------------------------------------------
// The optional daily schedule (LEETCODE_SYNC=daily)

/** LeetCode switches the daily challenge at 00:00 UTC; a few minutes later its API reliably has the new one. */
const RUN_AT_UTC_MINUTES = 10
const FIRST_RUN_DELAY_MS = 5_000

/** Milliseconds from `now` to the next 00:10 UTC. */
export function msUntilNextRun(now: Date): number {
  const next = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 0, RUN_AT_UTC_MINUTES),
  )
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1)
  return next.getTime() - now.getTime()
}

/**
 * LEETCODE_SYNC in an environment handed in (tests): the server refuses to start with a value it does not
 * understand, so only here is such a value met, and it schedules nothing.
 */
function syncMode(source: EnvSource): 'daily' | 'off' {
  const read = readSettings(['LEETCODE_SYNC'], source)
  if (read.success) return read.data.LEETCODE_SYNC
  console.warn(
    `${PREFIX} LEETCODE_SYNC="${source.LEETCODE_SYNC}" is not understood (use "daily" or "off"); no sync is scheduled.`,
  )
  return 'off'
}

export interface DailySyncHandle {
  stop(): void
}

/**
 * Starts the in-process schedule when LEETCODE_SYNC=daily: a run shortly after start, so a fresh server
 * has today's problem, then one every day just after LeetCode's midnight. Returns null when the schedule
 * is off. The timers do not keep the process alive, and runs never overlap.
 */
export function startDailySync(
  options: { env?: EnvSource; db?: () => Db; sync?: typeof syncFromLeetCode } = {},
): DailySyncHandle | null {
  if ((options.env ? syncMode(options.env) : getEnv().LEETCODE_SYNC) !== 'daily') return null
  const sync = options.sync ?? syncFromLeetCode
  const database = options.db ?? getDb
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  const schedule = (delay: number) => {
    if (stopped) return
    timer = setTimeout(run, delay)
    timer.unref()
  }

  async function run() {
    try {
      const report = await sync({}, database())
      const summary = formatSyncReport(report).replaceAll('\n', '; ')
      console.log(`${PREFIX} ${report.errors.length === 0 ? 'Done' : 'Done with errors'}: ${summary}`)
    } catch (error) {
      // A database failure: the site goes on serving, and the next run tries again.
      console.error(`${PREFIX} The sync failed:`, error)
    }
    const delay = msUntilNextRun(new Date())
    console.log(`${PREFIX} Next run in ${Math.round(delay / 60_000)} min (00:${RUN_AT_UTC_MINUTES} UTC).`)
    schedule(delay)
  }

  console.log(`${PREFIX} Daily sync with LeetCode is on (LEETCODE_SYNC=daily).`)
  schedule(FIRST_RUN_DELAY_MS)
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
