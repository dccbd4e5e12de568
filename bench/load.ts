/**
 * Load benchmark: the built server, the real data sets, a signed-in user, autocannon.
 *   npm run build && npx tsx bench/load.ts [datasets] [--duration 20] [--connections 16]
 *
 * Imports the data sets into a throwaway database, starts `node server.mjs` on a free port, logs in
 * through POST /login, then loads Google's sheet (2,325 problems in the real data), the company search, a
 * problem's insights and the challenge tables for `duration` seconds each. Targets: 300 requests/s or
 * more and a p99 under 200 ms for the two sheet pages (the sheet's HTML under 150 KB); 500 requests/s or
 * more and a p99 under 100 ms for the insights and challenge pages. Exits 1 when a target is missed.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { openDatabase } from '~/server/db.server'
import { importPath } from '~/server/import/index.server'
import { registerWithPassword } from '~/server/users.server'

const TARGET_SHEET_KB = 150
/** Each page with its targets: requests per second at least, p99 latency under, HTML size under. */
const PAGES = [
  { path: '/sheet/google', minRequestsPerSecond: 300, maxP99Ms: 200, sizeLimitKb: TARGET_SHEET_KB },
  { path: '/search/sheet', minRequestsPerSecond: 300, maxP99Ms: 200, sizeLimitKb: null },
  { path: '/problems/two-sum', minRequestsPerSecond: 500, maxP99Ms: 100, sizeLimitKb: null },
  { path: '/leetcode-challenges', minRequestsPerSecond: 500, maxP99Ms: 100, sizeLimitKb: null },
] as const

const ROOT = path.resolve(import.meta.dirname, '..')
const BENCH_USER = { name: 'Load Bench', email: 'load-bench@example.com', password: 'load-bench-password' }

/** The fields of autocannon's --json report that this benchmark reads. */
const AutocannonReport = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
})
type AutocannonReport = z.infer<typeof AutocannonReport>

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
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

/** Logs in the way a browser does and returns the session cookie. */
async function logIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: BENCH_USER.email, password: BENCH_USER.password, redirectTo: '/' }),
  })
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .find((cookie) => cookie.startsWith('ps_session='))
  if (response.status !== 302 || !session) throw new Error(`Logging in failed with status ${response.status}`)
  return session
}

/** Linux's USER_HZ: /proc reports CPU time in ticks of 1/100 s on every mainstream kernel. */
const PROC_TICKS_PER_MS = 100 / 1000

/**
 * CPU time the server has used so far, its cluster workers included, in milliseconds; null where /proc is
 * missing. Requests per second on a shared two-core machine swing with whatever else runs, so the CPU
 * each request costs is printed beside it: it moves much less.
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

async function htmlSize(url: string, cookie: string): Promise<number> {
  const response = await fetch(url, { headers: { Cookie: cookie } })
  const body = await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`)
  return body.byteLength
}

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

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      duration: { type: 'string', default: '20' },
      connections: { type: 'string', default: '16' },
    },
  })
  const seconds = Number(values.duration)
  const connections = Number(values.connections)
  if (!Number.isInteger(seconds) || seconds < 1 || !Number.isInteger(connections) || connections < 1) {
    console.error('--duration and --connections take whole numbers of at least 1.')
    return 1
  }

  const buildDir = path.resolve(ROOT, process.env.PREPSHARP_BUILD_DIR ?? 'build')
  if (!fs.existsSync(path.join(buildDir, 'server/index.js'))) {
    console.error(`No server build in ${buildDir}. Run \`npm run build\` first.`)
    return 1
  }
  const datasets = path.resolve(
    positionals[0] ?? process.env.PREPSHARP_DATASETS ?? path.join(ROOT, '../shared/datasets'),
  )
  if (!fs.existsSync(datasets)) {
    console.error(`Skipped: data sets not found at ${datasets}. Pass the folder or set PREPSHARP_DATASETS.`)
    return 1
  }

  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prepsharp-bench-load-'))
  let server: ChildProcess | null = null
  try {
    const database = path.join(folder, 'bench.sqlite')
    const db = openDatabase(database)
    const report = await importPath(db, datasets)
    await registerWithPassword(BENCH_USER, db)
    db.$client.close()
    console.log(`Imported ${report.rowsImported.toLocaleString('en-US')} rows from ${datasets}`)

    const port = await freePort()
    const origin = `http://localhost:${port}`
    server = spawn(process.execPath, ['server.mjs'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_PATH: database,
        PREPSHARP_BUILD_DIR: buildDir,
        SESSION_SECRET: randomBytes(32).toString('hex'),
      },
    })
    await waitForServer(origin, server)
    const cookie = await logIn(origin)
    console.log(`Server on ${origin}, signed in; ${connections} connections for ${seconds} s per page\n`)

    let ok = true
    for (const page of PAGES) {
      const url = `${origin}${page.path}`
      const bytes = await htmlSize(url, cookie)
      // A short warm-up, so the figures describe the running server rather than its first requests.
      await autocannon(url, cookie, connections, 2)
      const cpuBefore = serverCpuMs(server.pid!)
      const result = await autocannon(url, cookie, connections, seconds)
      const cpuAfter = serverCpuMs(server.pid!)
      const kb = bytes / 1024
      const failures = result.errors + result.timeouts + result.non2xx
      const checks = [
        result.requests.average >= page.minRequestsPerSecond,
        result.latency.p99 < page.maxP99Ms,
        failures === 0,
        page.sizeLimitKb === null || kb < page.sizeLimitKb,
      ]
      const passed = checks.every(Boolean)
      ok &&= passed
      console.log(page.path)
      console.log(
        `  requests/s  ${result.requests.average.toFixed(1)} (target >= ${page.minRequestsPerSecond})`,
      )
      console.log(
        `  latency     p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (target p99 < ${page.maxP99Ms} ms)`,
      )
      console.log(
        `  HTML        ${kb.toFixed(1)} KB${page.sizeLimitKb === null ? '' : ` (target < ${page.sizeLimitKb} KB)`}`,
      )
      console.log(`  requests    ${result.requests.total.toLocaleString('en-US')}, failed ${failures}`)
      if (cpuBefore !== null && cpuAfter !== null && result.requests.total > 0) {
        const perRequest = (cpuAfter - cpuBefore) / result.requests.total
        console.log(`  server CPU  ${perRequest.toFixed(2)} ms per request (all workers)`)
      }
      console.log(`  ${passed ? 'within target' : 'OVER TARGET'}\n`)
    }
    console.log(ok ? 'All pages within target.' : 'Some pages missed a target.')
    return ok ? 0 : 1
  } finally {
    server?.kill('SIGTERM')
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
