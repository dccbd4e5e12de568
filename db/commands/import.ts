import { parseArgs } from 'node:util'
import cliProgress from 'cli-progress'
import {
  FORMAT_NAMES,
  formatReport,
  importPath,
  ImportPathError,
  type FormatName,
  type ImportProgress,
} from '~/server/import/index.server'
import { isIsoDate } from '~/server/import/normalise.server'

const MAX_LICENCE_LENGTH = 300

const USAGE = `Usage: npm run db -- import <path> [--format <name>] [--strict] [--as-of YYYY-MM-DD] [--licence TEXT]

Imports a data file, or every data file under a folder (such as the whole datasets folder), in one
transaction. The format of each file is detected from its content unless --format names it.

  --format <name>  read every file as: ${FORMAT_NAMES.join(', ')}
  --strict         refuse the whole import, changing nothing, if any row or file has a problem
  --as-of DAY      the day the data describes (YYYY-MM-DD), for sources that do not say; shown on /data
                   and on each sheet
  --licence TEXT   the licence or attribution of sources PrepSharp does not know; shown on /data

Each source imported is recorded for /data: the one its data set's MANIFEST.csv names, else the folder.`

function isFormatName(value: string): value is FormatName {
  return (FORMAT_NAMES as readonly string[]).includes(value)
}

/** A progress bar on a terminal; nothing when the output goes to a file or a pipe. */
function progressBar(): { update: (progress: ImportProgress) => void; stop: () => void } | null {
  if (!process.stdout.isTTY) return null
  const bar = new cliProgress.SingleBar(
    { format: '{phase} [{bar}] {value}/{total} files  {file}', hideCursor: true, clearOnComplete: true },
    cliProgress.Presets.shades_classic,
  )
  let phase: ImportProgress['phase'] | null = null
  return {
    update(progress) {
      const label = progress.phase === 'reading' ? 'Reading' : 'Writing'
      const file =
        progress.file && progress.file.length > 40 ? `…${progress.file.slice(-39)}` : (progress.file ?? '')
      if (progress.phase !== phase) {
        if (phase) bar.stop()
        phase = progress.phase
        bar.start(progress.total, progress.done, { phase: label, file })
      } else {
        bar.update(progress.done, { phase: label, file })
      }
    },
    stop: () => bar.stop(),
  }
}

export async function run(args: string[]): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        strict: { type: 'boolean', default: false },
        'as-of': { type: 'string' },
        licence: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    return 1
  }
  const { values, positionals } = parsed
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const [target, ...extra] = positionals
  if (!target || extra.length > 0) {
    console.error(USAGE)
    return 1
  }
  if (values.format !== undefined && !isFormatName(values.format)) {
    console.error(`Unknown format "${values.format}". Formats: ${FORMAT_NAMES.join(', ')}.`)
    return 1
  }

  const asOf = values['as-of']?.trim()
  if (asOf !== undefined && !isIsoDate(asOf)) {
    console.error(`--as-of takes a day written YYYY-MM-DD, such as 2026-07-12; got "${values['as-of']}".`)
    return 1
  }
  const licence = values.licence?.replace(/\s+/g, ' ').trim()
  if (licence !== undefined && (licence === '' || licence.length > MAX_LICENCE_LENGTH)) {
    console.error(`--licence takes a text of 1 to ${MAX_LICENCE_LENGTH} characters.`)
    return 1
  }

  const bar = progressBar()
  let report
  try {
    report = await importPath(target, {
      format: values.format,
      strict: values.strict,
      asOf,
      licence,
      onProgress: bar?.update,
    })
  } catch (error) {
    if (error instanceof ImportPathError) {
      console.error(error.message)
      return 1
    }
    throw error
  } finally {
    bar?.stop()
  }
  console.log(formatReport(report))
  if (report.files.length === 0) {
    // Nothing could be imported: either there was no data at all, or the report lists why it was unusable.
    if (report.issues.length === 0) console.error(`\nNo data files found in ${target}.`)
    return 1
  }
  return report.refused ? 1 : 0
}
