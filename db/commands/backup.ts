import fs from 'node:fs'
import path from 'node:path'
import { getDb } from '~/server/db.server'

/** A consistent copy while the site keeps running (SQLite's online backup). */
export async function run(args: string[]): Promise<number> {
  const [target] = args
  if (!target) {
    console.error('Usage: npm run db -- backup <file>')
    return 1
  }
  const file = path.resolve(target)
  if (fs.existsSync(file)) {
    console.error(`${file} already exists; choose a new file name.`)
    return 1
  }
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await getDb().$client.backup(file)
  console.log(`Backed up to ${file} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB).`)
  return 0
}
