// Starts the production build against a fresh database for the end-to-end tests.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const database = path.join(root, 'tests/.tmp/e2e.sqlite')
fs.mkdirSync(path.dirname(database), { recursive: true })
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(database + suffix, { force: true })

process.env.DATABASE_PATH = database
process.env.E2E_OUTBOX ??= path.join(root, 'tests/.tmp/outbox')
// Every test signs up its own users from one address; the per-email limits still apply.
process.env.RATE_LIMIT_IP_PER_MINUTE ??= '100000'

await import('../../scripts/start.mjs')
