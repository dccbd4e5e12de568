import { getDb } from '~/server/db.server'
import { isDatabaseEmpty, seedDemoData } from '../seed/seed'

export async function run(args: string[]): Promise<number> {
  const db = getDb()
  if (args.includes('--if-empty') && !isDatabaseEmpty(db)) {
    console.log('The database already has data; the demo data was not loaded.')
    return 0
  }
  const started = performance.now()
  seedDemoData(db)
  console.log(`Demo data loaded in ${Math.round(performance.now() - started)} ms.`)
  return 0
}
