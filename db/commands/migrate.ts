import { getEnv } from '~/server/env.server'
import { getDb } from '~/server/db.server'

export async function run(): Promise<number> {
  getDb()
  console.log(`Database is up to date: ${getEnv().DATABASE_PATH}`)
  return 0
}
