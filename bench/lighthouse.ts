/**
 * Lighthouse on the main pages, signed in: the four category scores of each against the targets.
 *   npm run build && npm run bench:lighthouse [-- datasets]
 *
 * Starts the built server the way `npm start` runs it on a throwaway database (the real data sets when
 * they are found, else the demo data), logs in, and runs Lighthouse 12 with its defaults (a phone, with
 * simulated throttling) on each page, the session cookie sent along. Chromium comes from CHROME_PATH,
 * else /usr/bin/chromium. Targets: performance at least 95 and accessibility 100 on every page. Exits 1
 * when one is missed.
 */
import fs from 'node:fs'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import {
  builtApp,
  datasetsFolder,
  logIn,
  prepareDatabase,
  runBenchmark,
  scratchFolder,
  startServer,
} from './support'

const PAGES = ['/', '/search/sheet', '/sheet/google', '/problems/two-sum']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
/** The least score each category may have; null: printed, no target. */
const TARGETS: Record<(typeof CATEGORIES)[number], number | null> = {
  performance: 95,
  accessibility: 100,
  'best-practices': null,
  seo: null,
}
/** What the performance score is made of, printed beside it. */
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const

async function main(): Promise<number> {
  const buildDir = builtApp()
  if (!buildDir) return 1
  process.env.CHROME_PATH ??= fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined

  const scratch = scratchFolder('lighthouse')
  let stop = () => {}
  let chrome: chromeLauncher.LaunchedChrome | null = null
  try {
    const database = await prepareDatabase(scratch.folder, datasetsFolder(process.argv[2]))
    const server = await startServer(database, buildDir)
    stop = server.stop
    const cookie = await logIn(server.origin)
    chrome = await chromeLauncher.launch({
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    })

    let ok = true
    for (const page of PAGES) {
      const result = await lighthouse(
        server.origin + page,
        { port: chrome.port, logLevel: 'error', output: 'json', extraHeaders: { Cookie: cookie } },
        undefined,
      )
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`)
      const { lhr } = result
      console.log(page)
      if (lhr.runtimeError) {
        // Lighthouse sometimes fails to record a trace on a busy machine; the other pages still run.
        console.log(`  Lighthouse failed: ${lhr.runtimeError.message}\n`)
        ok = false
        continue
      }
      for (const category of CATEGORIES) {
        const score = Math.round((lhr.categories[category]?.score ?? 0) * 100)
        const target = TARGETS[category]
        const met = target === null || score >= target
        ok &&= met
        console.log(
          `  ${category.padEnd(15)} ${String(score).padStart(3)}${target === null ? '' : ` (target ${target})`}` +
            `${met ? '' : '  MISSED'}`,
        )
      }
      const metrics = METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? '?'}`)
      console.log(`  ${metrics.join(', ')}`)
      const failed = Object.values(lhr.categories.accessibility?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
        )
        .map((audit) => audit!.id)
      if (failed.length > 0) console.log(`  accessibility audits failed: ${failed.join(', ')}`)
      console.log()
    }
    console.log(ok ? 'Every page within target.' : 'Some pages missed a target.')
    return ok ? 0 : 1
  } finally {
    await chrome?.kill()
    stop()
    scratch.remove()
  }
}

runBenchmark(main)
