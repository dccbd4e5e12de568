// Starts the production build against a fresh database for the end-to-end tests.
import fs from 'node:fs'
import path from 'node:path'
import { startOAuthMocks } from './oauth-mock.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const port = Number(process.env.PORT ?? 3101)
// Per port, so that two runs on one machine never share a database or a build.
const database = path.join(root, `tests/.tmp/e2e-${port}.sqlite`)
process.env.PREPSHARP_BUILD_DIR ??= path.join(root, `tests/.tmp/build-${port}`)
fs.mkdirSync(path.dirname(database), { recursive: true })
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(database + suffix, { force: true })

process.env.DATABASE_PATH = database
process.env.E2E_OUTBOX ??= path.join(root, `tests/.tmp/outbox-${port}`)
process.env.MAIL_OUTBOX_DIR ??= process.env.E2E_OUTBOX
// The tests never reach the real LeetCode: an address nothing listens on.
process.env.LEETCODE_GRAPHQL_URL ??= 'http://127.0.0.1:9/graphql'
// One server process: the browsers already keep both cores busy (tests/e2e/server-workers.spec.ts
// covers the multi-process server).
process.env.WEB_CONCURRENCY ??= '1'
// A known secret, so that tests/e2e/support.ts can sign session cookies for the tests that are not about
// signing in (it derives the same value from the port).
process.env.SESSION_SECRET = `prepsharp-e2e-session-secret-${port}`
// Every test signs up its own users, and posts every form, from one address; the per-email and per-user
// limits still apply.
process.env.RATE_LIMIT_IP_PER_MINUTE ??= '100000'
process.env.RATE_LIMIT_IP_SCALE ??= '1000'
// The accounts tests/e2e/community-reports.spec.ts and list-moderation.spec.ts moderate as, one per
// browser project and spec, so that no two tests running at once make the same account.
process.env.ADMIN_EMAILS ??=
  'admin-js@example.com,admin-no-js@example.com,lists-admin-js@example.com,lists-admin-no-js@example.com'

// Both sign-in providers, played by local mock servers.
Object.assign(process.env, await startOAuthMocks({ oauthPort: port + 1, githubPort: port + 2 }))

await import('../../scripts/start.mjs')
