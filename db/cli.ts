/**
 * `npm run db -- <command> [args]`: database chores from the terminal.
 * Each command lives in db/commands/<command>.ts and exports `run(args): Promise<number>` (the exit code).
 */
const COMMANDS = {
  migrate: 'Bring the database schema up to date',
  seed: 'Load the demo data set (add --if-empty to skip a database that already has data)',
  setup: 'migrate, then seed when the database is empty (what `npm start` runs)',
  import: 'Import real data: npm run db -- import <path> [--format F] [--strict]',
  sync: "Fetch today's daily problem and missing problem metadata from LeetCode",
  digest: 'Send the daily review emails that are due now (the server also does this every 15 minutes)',
  notes: 'Load system-design notes from a folder of Markdown files: npm run db -- notes <dir>',
  backup: 'Write a consistent copy of the database: npm run db -- backup <file>',
} as const

type CommandName = keyof typeof COMMANDS

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, text]) => `  ${name.padEnd(8)} ${text}`)
  return `Usage: npm run db -- <command> [args]\n\nCommands:\n${lines.join('\n')}`
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv
  if (!name || name === '--help' || name === '-h') {
    console.log(usage())
    return name ? 0 : 1
  }
  if (!(name in COMMANDS)) {
    console.error(`Unknown command "${name}".\n\n${usage()}`)
    return 1
  }
  let module: { run: (args: string[]) => Promise<number> }
  try {
    module = await import(`./commands/${name as CommandName}.ts`)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') {
      console.error(`The "${name}" command is not available in this version.`)
      return 1
    }
    throw error
  }
  return module.run(args)
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
