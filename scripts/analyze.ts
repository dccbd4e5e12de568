/**
 * Prints the analyzer's JSON report for one source file:
 *   npx tsx scripts/analyze.ts <file> [--language L]
 * The language defaults to the one the file extension implies. Bad input exits with status 2.
 */
import { readFile } from 'node:fs/promises'
import { analyzeCode, languageFromFilename, SUPPORTED_LANGUAGES } from '../app/domain/analyzer/index'

const USAGE = `Usage: npm run analyze -- <file> [--language ${SUPPORTED_LANGUAGES.join('|')}]`

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(2)
}

function parseArgs(argv: string[]): { file: string; language: string | null } {
  let file: string | null = null
  let language: string | null = null
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    if (arg === '--language' || arg === '-l') {
      const value = argv[++i]
      if (!value) fail(`--language needs a value.\n${USAGE}`)
      language = value
    } else if (arg.startsWith('--language=')) {
      language = arg.slice('--language='.length)
    } else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`)
      process.exit(0)
    } else if (arg.startsWith('-')) {
      fail(`Unknown option ${arg}.\n${USAGE}`)
    } else if (file === null) {
      file = arg
    } else {
      fail(`Only one file can be analysed at a time.\n${USAGE}`)
    }
  }
  if (!file) fail(USAGE)
  return { file, language }
}

async function main(): Promise<void> {
  const { file, language } = parseArgs(process.argv.slice(2))
  const lang = language ?? languageFromFilename(file)
  if (!lang)
    fail(
      `Cannot tell the language of ${file} from its extension: pass --language (${SUPPORTED_LANGUAGES.join(', ')}).`,
    )
  let code: string
  try {
    code = await readFile(file, 'utf8')
  } catch (error) {
    fail(`Cannot read ${file}: ${(error as Error).message}`)
  }
  const result = await analyzeCode({ language: lang, code })
  if (!result.ok) fail(result.error.message)
  process.stdout.write(`${JSON.stringify(result.report, null, 2)}\n`)
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`)
  process.exit(1)
})
