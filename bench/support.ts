/**
 * What the page benchmarks share: a throwaway database with a user, the built server started the way
 * `npm start` starts it, and a session cookie for that user.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { localRunDefaults } from '~/server/env-schema.server.mjs'
import { problemListItems, problemLists, problems } from '#db/schema'
import { count, desc, eq } from 'drizzle-orm'
import { addDays, utcDay } from '~/domain/calendar-day'
import { createPlan } from '~/server/interview-plans.server'
import { openDatabase, type Db } from '~/server/db.server'
import { importPath } from '~/server/import/index.server'
import { loadNotesFolder } from '~/server/notes/index.server'
import { saveProblemNote } from '~/server/problem-notes.server'
import { recordReview } from '~/server/revision.server'
import { registerWithPassword } from '~/server/users.server'
import { seedDemoData } from '#db/seed/seed'

export const ROOT = path.resolve(import.meta.dirname, '..')
export const BENCH_USER = {
  name: 'Load Bench',
  email: 'load-bench@example.com',
  password: 'load-bench-password',
}
const SHIPPED_NOTES = path.join(ROOT, 'db/seed/system-design')

/** The build the server will serve (PREPSHARP_BUILD_DIR, else build/), or null with the reason printed. */
export function builtApp(): string | null {
  const buildDir = path.resolve(ROOT, process.env.PREPSHARP_BUILD_DIR ?? 'build')
  if (fs.existsSync(path.join(buildDir, 'server/index.js'))) return buildDir
  console.error(`No server build in ${buildDir}. Run \`npm run build\` first.`)
  return null
}

/** The public data sets: the argument, else PREPSHARP_DATASETS, else ../shared/datasets; null if absent. */
export function datasetsFolder(argument: string | undefined): string | null {
  const folder = path.resolve(
    argument ?? process.env.PREPSHARP_DATASETS ?? path.join(ROOT, '../shared/datasets'),
  )
  return fs.existsSync(folder) ? folder : null
}

/** The study history of a user who has been at it for a year (issue 15's /today goal). */
export const STUDY_HISTORY = { solvedProblems: 500, reviewsPerProblem: 4, notes: 40 }

/** The interview plan the benchmark's user has on /plan (and so on /today): four weeks ahead, 10 h a week. */
export const BENCH_PLAN = { companySlug: 'google', daysAhead: 28, hoursPerWeek: 10 }

const DAY_MS = 86_400_000
/** A plausible mix of ratings (Again, Hard, Good, Easy), mostly Good. */
const RATINGS = [3, 3, 2, 4, 3, 1, 3, 4] as const

/**
 * Solves, reviews and notes for `userId`, stored through the same server functions the pages use, with
 * past review dates spread over the last year so that some reviews are overdue, some due today and most
 * due later. Deterministic, so runs compare.
 */
export function seedStudyHistory(db: Db, userId: string, now = new Date()): void {
  const { solvedProblems, reviewsPerProblem, notes } = STUDY_HISTORY
  const ids = db
    .select({ id: problems.id })
    .from(problems)
    .orderBy(problems.id)
    .limit(solvedProblems)
    .all()
    .map((row) => row.id)
  if (ids.length < solvedProblems)
    throw new Error(`Only ${ids.length} problems to solve, not ${solvedProblems}`)
  ids.forEach((problemId, i) => {
    // The first solve 30 to 359 days ago; each later review closer to now, the last within the last weeks.
    const firstDaysAgo = 30 + ((i * 7) % 330)
    for (let review = 0; review < reviewsPerProblem; review++) {
      const daysAgo = firstDaysAgo * (1 - review / reviewsPerProblem) + (i % 5) / 10
      const result = recordReview(
        {
          userId,
          problemId,
          rating: RATINGS[(i + review) % RATINGS.length],
          submissionKey: `bench-${problemId}-${review}`,
          reviewedAt: new Date(now.getTime() - daysAgo * DAY_MS),
        },
        db,
        now,
      )
      if (result.outcome !== 'saved')
        throw new Error(`Seeding review ${review} of ${problemId}: ${result.outcome}`)
    }
  })
  for (const problemId of ids.slice(0, notes)) {
    const body = `## Idea\n\nTwo pointers from both ends; **O(n)** time, O(1) space.\n\n- Edge case: empty input\n- Watch the off-by-one at \`mid\`\n`
    const outcome = saveProblemNote(userId, problemId, body, db, now)
    if (outcome !== 'saved') throw new Error(`Seeding the note on ${problemId}: ${outcome}`)
  }
}

/**
 * A database in `folder` holding the real data sets and the shipped system-design notes (or, without data
 * sets, the demo data, which carries the notes too), plus the benchmark's user, with `STUDY_HISTORY` when
 * `studyHistory` is set.
 */
export async function prepareDatabase(
  folder: string,
  datasets: string | null,
  options: { studyHistory?: boolean } = {},
): Promise<string> {
  const database = path.join(folder, 'bench.sqlite')
  const db = openDatabase(database)
  try {
    if (datasets) {
      const report = await importPath(datasets, {}, db)
      loadNotesFolder(SHIPPED_NOTES, db)
      console.log(`Imported ${report.rowsImported.toLocaleString('en-US')} rows from ${datasets}`)
    } else {
      seedDemoData(db)
      console.log('No data sets: the demo data is loaded')
    }
    const user = await registerWithPassword(BENCH_USER, db)
    if (options.studyHistory) {
      seedStudyHistory(db, user.id)
      const { solvedProblems, reviewsPerProblem, notes } = STUDY_HISTORY
      console.log(
        `The user has solved ${solvedProblems} problems, with ${solvedProblems * reviewsPerProblem} reviews and ${notes} notes`,
      )
      const plan = createPlan(
        user.id,
        {
          companySlug: BENCH_PLAN.companySlug,
          interviewDate: addDays(utcDay(new Date()), BENCH_PLAN.daysAhead),
          hoursPerWeek: BENCH_PLAN.hoursPerWeek,
        },
        db,
      )
      if (plan.outcome !== 'created') throw new Error(`Making the bench plan: ${plan.outcome}`)
      console.log(`and an interview plan of ${plan.problems} ${plan.company} problems`)
    }
  } finally {
    db.$client.close()
  }
  return database
}

/** The address of the curated list with the most problems (its slug), or null without curated lists. */
export function largestCuratedList(database: string): string | null {
  const db = openDatabase(database)
  try {
    const row = db
      .select({ slug: problemLists.slug, problems: count() })
      .from(problemLists)
      .innerJoin(problemListItems, eq(problemListItems.listId, problemLists.id))
      .where(eq(problemLists.visibility, 'curated'))
      .groupBy(problemLists.id)
      .orderBy(desc(count()), problemLists.slug)
      .limit(1)
      .get()
    return row?.slug ?? null
  } finally {
    db.$client.close()
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/**
 * The environment `npm start` serves with when nothing is set: NODE_ENV=production as a local run
 * (React's production build, no deployment checks), the session secret kept beside the database.
 */
function npmStartEnvironment(): NodeJS.ProcessEnv {
  const {
    NODE_ENV: _nodeEnv,
    PREPSHARP_LOCAL_RUN: _localRun,
    SESSION_SECRET: _secret,
    ...inherited
  } = process.env
  return { ...inherited, ...localRunDefaults({}) }
}

export interface RunningServer {
  origin: string
  process: ChildProcess
  stop(): void
}

/** Starts `node server.mjs` on a free port against `database` and waits until it answers. */
export async function startServer(
  database: string,
  buildDir: string,
  options: { env?: NodeJS.ProcessEnv; nodeArgs?: string[] } = {},
): Promise<RunningServer> {
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'server.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...npmStartEnvironment(),
      PORT: String(port),
      DATABASE_PATH: database,
      PREPSHARP_BUILD_DIR: buildDir,
      ...options.env,
    },
  })
  const running = { origin, process: child, stop: () => void child.kill('SIGTERM') }
  try {
    await waitForServer(origin, child)
  } catch (error) {
    running.stop()
    throw error
  }
  return running
}

async function waitForServer(origin: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`)
    try {
      if ((await fetch(`${origin}/hacks`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not answer within ${timeoutMs / 1000} s`)
}

/** Logs in the way a browser does and returns the session cookie (`ps_session=…`). */
export async function logIn(
  origin: string,
  user: { email: string; password: string } = BENCH_USER,
): Promise<string> {
  const response = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: user.email, password: user.password, redirectTo: '/' }),
  })
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith('ps_session='))
  if (response.status !== 302 || !session) throw new Error(`Logging in failed with status ${response.status}`)
  return session
}

/** A throwaway folder for the benchmark's database, removed by the returned function. */
export function scratchFolder(name: string): { folder: string; remove(): void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `prepsharp-bench-${name}-`))
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) }
}

/** Runs a benchmark's main function and exits with its code; a thrown error is printed, not traced. */
export function runBenchmark(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    },
  )
}
