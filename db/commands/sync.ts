import { parseArgs } from 'node:util'
import { parseYearMonth } from '~/domain/calendar-day'
import { createLeetCodeClient } from '~/server/leetcode.server'
import { DEFAULT_METADATA_LIMIT, formatSyncReport, syncFromLeetCode } from '~/server/sync.server'

const USAGE = `Usage: npm run db -- sync [--month YYYY-MM] [--limit N]

Fetches today's daily problem and the month's challenges from LeetCode's public GraphQL API, then fills
in metadata for problems that have none. Every answer is validated before anything is written: a bad
answer writes nothing, and an unreachable LeetCode changes nothing.

  --month YYYY-MM  the month of challenges to fetch (default: the current month, UTC)
  --limit N        problems to fetch metadata for in this run, 0 to skip (default ${DEFAULT_METADATA_LIMIT})

LEETCODE_GRAPHQL_URL points the sync at another endpoint (default https://leetcode.com/graphql).
Set LEETCODE_SYNC=daily for the server to run the sync by itself every day.`

export async function run(args: string[]): Promise<number> {
  let values
  try {
    ;({ values } = parseArgs({
      args,
      options: {
        month: { type: 'string' },
        limit: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }))
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    return 1
  }
  if (values.help) {
    console.log(USAGE)
    return 0
  }
  const month = values.month === undefined ? undefined : parseYearMonth(values.month)
  if (month === null) {
    console.error(`--month takes a month written YYYY-MM, such as 2024-04; got "${values.month}".`)
    return 1
  }
  const limit = values.limit === undefined ? DEFAULT_METADATA_LIMIT : Number(values.limit)
  if (!/^\d+$/.test(values.limit ?? '0') || !Number.isSafeInteger(limit)) {
    console.error(`--limit takes a whole number of problems, 0 or more; got "${values.limit}".`)
    return 1
  }

  let client
  try {
    client = createLeetCodeClient()
  } catch (error) {
    console.error((error as Error).message)
    return 1
  }
  console.log(`Syncing with ${client.url}`)
  const report = await syncFromLeetCode({ client, month, metadataLimit: limit })
  console.log(formatSyncReport(report))
  return report.errors.length === 0 ? 0 : 1
}
