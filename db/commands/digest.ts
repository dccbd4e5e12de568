import { parseArgs } from 'node:util'
import { formatDigestReport, sendDueDigests } from '~/server/review-digest.server'

const USAGE = `Usage: npm run db -- digest

Sends the daily review emails that are due now, once: to every user who turned the email on, whose
clock has passed 07:00 and who has reviews due and no email yet today. The server does the same every
15 minutes by itself; running both at once sends no day twice.

Mail goes through SMTP_URL, or into MAIL_OUTBOX_DIR (default db/data/outbox) without it; links point to
APP_URL.`

export async function run(args: string[]): Promise<number> {
  try {
    const { values } = parseArgs({ args, options: { help: { type: 'boolean', short: 'h', default: false } } })
    if (values.help) {
      console.log(USAGE)
      return 0
    }
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    return 1
  }
  const report = await sendDueDigests()
  console.log(`Daily review emails: ${formatDigestReport(report)}`)
  return report.failed === 0 ? 0 : 1
}
