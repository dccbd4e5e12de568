import { getEnv } from '~/server/env.server'
import { run as seed } from './seed'

/** What `npm start` runs before serving: migrations (on connect), then the demo data for an empty database. */
export async function run(): Promise<number> {
  console.log(`Database: ${getEnv().DATABASE_PATH}`)
  return seed(['--if-empty'])
}
