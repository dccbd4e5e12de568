import { parseArgs } from 'node:util'
import { formatNotesSummary, loadNotesFolder, NotesImportError } from '~/server/notes/index.server'

const USAGE = `Usage: npm run db -- notes <folder>

Loads system-design notes: one Markdown file per chapter, read in name order ("01-…", "02-…"). The file
name without its number is the chapter's slug; the first "# " heading is its title; each "## " heading
starts a section. HTML is sanitised before it is stored. README.md is skipped.

The folder is the whole set of notes: chapters already on the site are updated in place (readers keep
their read marks), new ones are added and chapters that are not in the folder are removed. A bad file
is reported by name and then nothing is changed.`

export async function run(args: string[]): Promise<number> {
  let parsed
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      options: { help: { type: 'boolean', short: 'h', default: false } },
    })
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    return 1
  }
  if (parsed.values.help) {
    console.log(USAGE)
    return 0
  }
  const [folder, ...extra] = parsed.positionals
  if (!folder || extra.length > 0) {
    console.error(USAGE)
    return 1
  }

  try {
    console.log(formatNotesSummary(loadNotesFolder(folder)))
    return 0
  } catch (error) {
    if (!(error instanceof NotesImportError)) throw error
    console.error(`Nothing was loaded. Fix these and run the command again:`)
    for (const problem of error.problems) console.error(`  ${problem.file}: ${problem.message}`)
    return 1
  }
}
