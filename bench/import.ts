/**
 * `npx tsx bench/import.ts [datasets]`: imports the public data sets into an empty database and prints the
 * time, rows per second and peak memory against the targets (15 s, 400 MB on a 2-core machine).
 * The data sets come from the argument, else PREPSHARP_DATASETS, else ../shared/datasets.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openDatabase } from '~/server/db.server'
import { importPath } from '~/server/import/index.server'

const TARGET_SECONDS = 15
const TARGET_MEGABYTES = 400

function peakMegabytes(): number {
  // maxRSS is in kilobytes.
  return process.resourceUsage().maxRSS / 1024
}

async function main(): Promise<number> {
  const datasets = path.resolve(process.argv[2] ?? process.env.PREPSHARP_DATASETS ?? '../shared/datasets')
  if (!fs.existsSync(datasets)) {
    console.error(`Data sets not found at ${datasets}. Pass the folder or set PREPSHARP_DATASETS.`)
    return 1
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prepsharp-bench-import-'))
  try {
    const db = openDatabase(path.join(folder, 'bench.db'))
    const startMegabytes = peakMegabytes()
    const started = performance.now()
    const report = await importPath(datasets, {}, db)
    const seconds = (performance.now() - started) / 1000
    const peak = peakMegabytes()
    db.$client.close()

    const rows = report.rowsImported
    const rate = Math.round(rows / seconds)
    console.log(`Imported ${datasets}`)
    console.log(`  files      ${report.files.length} (${report.ignored.length} ignored)`)
    console.log(`  rows       ${rows.toLocaleString('en-US')} imported, ${report.rowsSkipped} skipped`)
    console.log(`  stored     ${report.changes.toLocaleString('en-US')} rows written`)
    console.log(`  time       ${seconds.toFixed(2)} s (target < ${TARGET_SECONDS} s)`)
    console.log(`  rate       ${rate.toLocaleString('en-US')} rows/s`)
    const before = `${startMegabytes.toFixed(0)} MB before the import`
    console.log(`  peak RSS   ${peak.toFixed(0)} MB (target < ${TARGET_MEGABYTES} MB; ${before})`)
    const ok = seconds < TARGET_SECONDS && peak < TARGET_MEGABYTES
    console.log(ok ? 'Within target.' : 'OVER TARGET.')
    return ok ? 0 : 1
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
