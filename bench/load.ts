/**
 * Load benchmark: each page's throughput as a ratio to two floors measured in the same run.
 *   npm run build && npx tsx bench/load.ts [datasets] [--rounds 5] [--seconds 4] [--connections 16]
 *
 * Imports the data sets (and the shipped system-design notes) into a throwaway database, starts the built
 * server the way `npm start` runs it, logs in through POST /login, then loads, signed in:
 *   - the no-render floor: /avatar/{name}, a resource route that renders no React;
 *   - the chrome floor: a page that does not exist (404), which is only the document, header and footer;
 *   - /search/sheet, /leetcode-challenges, /problems/two-sum, /sheet/google and the biggest chapter of
 *     the system-design notes;
 *   - /today and /notes, for a user with a year of study behind them (`STUDY_HISTORY`: 500 solved
 *     problems, 2,000 reviews, 40 notes) and an interview plan (`BENCH_PLAN`), stored before the server
 *     starts; /plan for that plan, /lists, and the curated list with the most problems.
 * A shared two-core machine drifts by up to a factor of two within minutes, so the targets are ratios
 * taken in one run: in each round every target gets a short autocannon burst in turn, a ratio is computed
 * within the round, and the printed figures are medians over the rounds; the same ratio from the server's
 * CPU time per request is printed beside it. Exits 1 when a target is missed or a request fails.
 *
 * `--writes N` measures views after writes by other users: during every burst a second user marks and
 * clears problems through POST /progress N times a second (bench/side-writer.ts), so data kept until a
 * write is measured as a busy site would see it rather than an idle one.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import {
  BENCH_USER,
  builtApp,
  datasetsFolder,
  largestCuratedList,
  logIn,
  prepareDatabase,
  ROOT,
  runBenchmark,
  scratchFolder,
  startServer,
} from './support'
import { addWriter, SideWriter, WRITER_USER } from './side-writer'

const CHROME_TO_NO_RENDER = 0.3
/** The HTML targets, in KB. */
const SHEET_KB = 100
const CHAPTER_KB = 80

interface Target {
  label: string
  path: string
  status: number
  /** The least this target's requests/s may be, as a share of its floor's in the same round. */
  minRatio: number | null
  floor: 'no-render' | 'chrome' | null
  maxKb: number | null
}

function targets(chapterSlug: string, listAddress: string | null): Target[] {
  const page = (path: string, minRatio: number, maxKb: number | null = null): Target => ({
    label: path,
    path,
    status: 200,
    minRatio,
    floor: 'chrome',
    maxKb,
  })
  return [
    {
      label: 'no-render floor',
      path: `/avatar/${encodeURIComponent(BENCH_USER.name)}`,
      status: 200,
      minRatio: null,
      floor: null,
      maxKb: null,
    },
    {
      label: 'chrome floor (404)',
      path: '/no-such-page',
      status: 404,
      minRatio: CHROME_TO_NO_RENDER,
      floor: 'no-render',
      maxKb: null,
    },
    page('/search/sheet', 0.75),
    page('/leetcode-challenges', 0.75),
    page('/problems/two-sum', 0.75),
    page('/sheet/google', 0.5, SHEET_KB),
    page(`/system-design/${chapterSlug}`, 0.5, CHAPTER_KB),
    page('/today', 0.75),
    page('/notes', 0.75),
    page('/plan', 0.75),
    page('/lists', 0.75),
    // Data with no curated list has no such page.
    ...(listAddress ? [page(`/lists/${listAddress}`, 0.75)] : []),
  ]
}

/** The fields of autocannon's --json report that this benchmark reads. */
const AutocannonReport = z.object({
  duration: z.number(),
  requests: z.object({ total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  statusCodeStats: z.record(z.string(), z.object({ count: z.number() })),
})
type AutocannonReport = z.infer<typeof AutocannonReport>

function autocannon(
  url: string,
  cookie: string,
  connections: number,
  seconds: number,
): Promise<AutocannonReport> {
  const bin = path.join(ROOT, 'node_modules/autocannon/autocannon.js')
  const args = [
    bin,
    '--json',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-H',
    `Cookie=${cookie}`,
    url,
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with code ${code}`))
      try {
        resolve(AutocannonReport.parse(JSON.parse(output)))
      } catch (error) {
        reject(error)
      }
    })
  })
}

/** Linux's USER_HZ: /proc reports CPU time in ticks of 1/100 s on every mainstream kernel. */
const PROC_TICKS_PER_MS = 100 / 1000

/**
 * CPU time the server has used so far, its cluster workers included, in milliseconds; null where /proc is
 * missing. Printed beside requests/s: it moves much less with whatever else the machine runs.
 */
function serverCpuMs(pid: number): number | null {
  const ticksOf = (statPath: string) => {
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
    const fields = fs.readFileSync(statPath, 'utf8').split(') ')[1]!.split(' ')
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }
  }
  try {
    let ticks = ticksOf(`/proc/${pid}/stat`).ticks
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || Number(entry) === pid) continue
      try {
        const stat = ticksOf(`/proc/${entry}/stat`)
        if (stat.parent === pid) ticks += stat.ticks
      } catch {
        // The process ended while the list was read.
      }
    }
    return ticks / PROC_TICKS_PER_MS
  } catch {
    return null
  }
}

async function fetchPage(url: string, cookie: string, status: number): Promise<number> {
  const response = await fetch(url, { headers: { Cookie: cookie } })
  const body = await response.arrayBuffer()
  if (response.status !== status) throw new Error(`${url} answered ${response.status}, not ${status}`)
  return body.byteLength
}

/** The slug of the chapter with the most HTML: the heaviest page of the notes. */
async function biggestChapter(origin: string, cookie: string): Promise<string> {
  const response = await fetch(`${origin}/api/system-design/chapters`, { headers: { Cookie: cookie } })
  const { data } = z.object({ data: z.array(z.object({ slug: z.string() })) }).parse(await response.json())
  let biggest = { slug: '', bytes: -1 }
  for (const { slug } of data) {
    const bytes = await fetchPage(`${origin}/system-design/${slug}`, cookie, 200)
    if (bytes > biggest.bytes) biggest = { slug, bytes }
  }
  if (!biggest.slug) throw new Error('The database holds no system-design chapter')
  return biggest.slug
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

interface Burst {
  requestsPerSecond: number
  p99: number
  failures: number
  requests: number
  cpuMs: number | null
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rounds: { type: 'string', default: '5' },
      seconds: { type: 'string', default: '4' },
      connections: { type: 'string', default: '16' },
      // Paths to measure (comma-separated, matched as substrings) beside the two floors, for a quicker run
      // while working on one page; the full run is the one that judges the targets.
      only: { type: 'string' },
      // Writes a second by another user during every burst (see the top of this file); 0: none.
      writes: { type: 'string', default: '0' },
    },
  })
  const rounds = Number(values.rounds)
  const seconds = Number(values.seconds)
  const connections = Number(values.connections)
  const writesPerSecond = Number(values.writes)
  if (![rounds, seconds, connections].every((n) => Number.isInteger(n) && n >= 1)) {
    console.error('--rounds, --seconds and --connections take whole numbers of at least 1.')
    return 1
  }
  if (!Number.isInteger(writesPerSecond) || writesPerSecond < 0 || writesPerSecond > 1000) {
    console.error('--writes takes a whole number of writes a second, from 0 to 1000.')
    return 1
  }
  const buildDir = builtApp()
  if (!buildDir) return 1
  const datasets = datasetsFolder(positionals[0])
  if (!datasets) {
    console.error('Skipped: data sets not found. Pass the folder or set PREPSHARP_DATASETS.')
    return 1
  }

  const scratch = scratchFolder('load')
  let stop = () => {}
  try {
    const database = await prepareDatabase(scratch.folder, datasets, { studyHistory: true })
    const writerProblems = writesPerSecond > 0 ? await addWriter(database) : []
    const server = await startServer(database, buildDir)
    stop = server.stop
    const { origin } = server
    const cookie = await logIn(origin)
    const writer =
      writesPerSecond > 0
        ? new SideWriter(origin, await logIn(origin, WRITER_USER), writesPerSecond, writerProblems)
        : null
    let writes = 0
    const wanted = values.only?.split(',').filter(Boolean) ?? []
    const list = targets(await biggestChapter(origin, cookie), largestCuratedList(database)).filter(
      (target, i) => i < 2 || wanted.length === 0 || wanted.some((part) => target.path.includes(part)),
    )
    const sizes = new Map<Target, number>()
    for (const target of list) sizes.set(target, await fetchPage(origin + target.path, cookie, target.status))
    console.log(
      `Server on ${origin} as \`npm start\` runs it, signed in; ${rounds} rounds of ${seconds} s per target, ` +
        `${connections} connections` +
        (writer ? `; another user writes ${writesPerSecond} times a second during each burst\n` : '\n'),
    )

    // Warm-up, so the rounds describe the running server rather than its first requests.
    for (const target of list) await autocannon(origin + target.path, cookie, connections, 1)

    const bursts = new Map<Target, Burst[]>(list.map((target) => [target, []]))
    for (let round = 0; round < rounds; round++) {
      // Each round starts one target later, so no target always follows the same one.
      const order = list.map((_, i) => list[(i + round) % list.length]!)
      for (const target of order) {
        writer?.start()
        const cpuBefore = serverCpuMs(server.process.pid!)
        const report = await autocannon(origin + target.path, cookie, connections, seconds)
        const cpuAfter = serverCpuMs(server.process.pid!)
        const written = await writer?.stop()
        if (written) {
          writes += written.writes
          if (written.failures > 0) throw new Error(`${written.failures} of the other user's writes failed`)
        }
        const answered = Object.values(report.statusCodeStats).reduce((sum, { count }) => sum + count, 0)
        const expected = report.statusCodeStats[String(target.status)]?.count ?? 0
        bursts.get(target)!.push({
          requestsPerSecond: report.requests.total / report.duration,
          p99: report.latency.p99,
          failures: report.errors + report.timeouts + (answered - expected),
          requests: report.requests.total,
          cpuMs: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
        })
      }
      const line = list.map((target) => bursts.get(target)![round]!.requestsPerSecond.toFixed(0).padStart(6))
      console.log(`round ${round + 1}: ${line.join(' ')} requests/s`)
    }

    const floorOf = (target: Target) =>
      target.floor === 'no-render' ? list[0]! : target.floor === 'chrome' ? list[1]! : null
    let ok = true
    console.log(
      `\n${'page'.padEnd(52)} ${'req/s'.padStart(6)} ${'ratio'.padStart(16)} ${'target'.padStart(8)}  ` +
        `${'p99'.padStart(7)} ${'CPU/req'.padStart(8)} ${'CPU ratio'.padStart(9)} ${'HTML'.padStart(9)}`,
    )
    const cpuPerRequest = (burst: Burst) =>
      burst.cpuMs === null || burst.requests === 0 ? null : burst.cpuMs / burst.requests
    for (const target of list) {
      const mine = bursts.get(target)!
      const floor = floorOf(target)
      const ratio = floor
        ? median(mine.map((burst, i) => burst.requestsPerSecond / bursts.get(floor)![i]!.requestsPerSecond))
        : null
      const failures = mine.reduce((sum, burst) => sum + burst.failures, 0)
      const requests = mine.reduce((sum, burst) => sum + burst.requests, 0)
      const cpu = mine.every((burst) => burst.cpuMs !== null)
        ? mine.reduce((sum, burst) => sum + burst.cpuMs!, 0) / requests
        : null
      // The same ratio from the server's CPU time per request, which shared cores disturb much less: what
      // the ratio of requests/s would be with the server alone on the machine.
      const cpuRatios = floor
        ? mine.flatMap((burst, i) => {
            const own = cpuPerRequest(burst)
            const floorCpu = cpuPerRequest(bursts.get(floor)![i]!)
            return own && floorCpu ? [floorCpu / own] : []
          })
        : []
      const cpuRatio = cpuRatios.length === mine.length ? median(cpuRatios) : null
      const kb = sizes.get(target)! / 1024
      const ratioMet = ratio === null || target.minRatio === null || ratio >= target.minRatio
      const sizeMet = target.maxKb === null || kb < target.maxKb
      const met = ratioMet && sizeMet && failures === 0
      ok &&= met
      const name = target.label === target.path ? target.path : `${target.label} ${target.path}`
      const ratioText = ratio === null ? '—' : `${ratio.toFixed(2)}× ${target.floor}`
      const targetText = target.minRatio === null ? '' : `≥ ${target.minRatio.toFixed(2)}×`
      const sizeText = `${kb.toFixed(1)} KB${target.maxKb === null ? '' : ` (< ${target.maxKb})`}`
      console.log(
        `${name.slice(0, 52).padEnd(52)} ${median(mine.map((b) => b.requestsPerSecond))
          .toFixed(0)
          .padStart(6)} ${ratioText.padStart(16)} ${targetText.padStart(8)}  ` +
          `${`${median(mine.map((b) => b.p99))} ms`.padStart(7)} ` +
          `${(cpu === null ? '' : `${cpu.toFixed(2)} ms`).padStart(8)} ` +
          `${(cpuRatio === null ? '' : `${cpuRatio.toFixed(2)}×`).padStart(9)} ${sizeText.padStart(9)}` +
          `${failures ? `  ${failures} failed` : ''}${met ? '' : '  MISSED'}`,
      )
    }
    if (writer) console.log(`\nThe other user wrote ${writes} times.`)
    console.log(ok ? '\nEvery target met.' : '\nSome targets were missed.')
    return ok ? 0 : 1
  } finally {
    stop()
    scratch.remove()
  }
}

runBenchmark(main)
