import fs from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'

// What the server's worker-thread pools share (the analyzer's, analyzer-pool.server.ts, and the account
// import's, account-import-pool.server.ts): finding a worker's code in the build or in the sources.

/** The workers the server build emits beside index.js (SERVER_WORKERS in vite.config.ts), by source name. */
export type ServerWorker = 'analyzer-worker' | 'account-import-worker'

/**
 * Where a worker's code is. In the production build, vite.config.ts emits each worker as an entry of the
 * server bundle of its own (`<name>.js` beside index.js, where this module is bundled), since a worker
 * thread needs a file it can load without Vite. Under `npm run dev` (Vite middleware) and Vitest this
 * module runs from its TypeScript source, and so does the worker, through tsx's loader (a dependency
 * already, for the command-line scripts), which also resolves the `~/` and `#db/` paths of tsconfig.json:
 * there is nothing to build first, and an edit is picked up by the next thread.
 */
export function workerEntry(worker: ServerWorker, what: string): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts')
  const filename = fileURLToPath(
    new URL(fromSource ? `./${worker}.server.ts` : `./${worker}.js`, import.meta.url),
  )
  if (!fs.existsSync(filename)) {
    throw new Error(`The ${what}'s worker is missing at ${filename}: build the app again (npm run build).`)
  }
  if (!fromSource) return { filename, execArgv: [] }
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href
  return { filename, execArgv: ['--import', tsx] }
}

/** Piscina refuses a task past its queue with a plain Error; these are its messages. */
export const QUEUE_FULL = new Set([
  'Task queue is at limit',
  'No task queue available and all Workers are busy',
])
