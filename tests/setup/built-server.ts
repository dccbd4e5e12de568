import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Starts `node server.mjs` on the e2e run's build, on a port and database of its own, for the tests that
 * are about the server process itself (workers, shutdown, production settings). The run's session secret
 * is not passed on: each server makes or is given its own.
 */
export function startBuiltServer(e2ePort: number, port: number, env: Record<string, string> = {}) {
  const folder = fs.mkdtempSync(path.join(root, 'tests/.tmp/server-'))
  const { SESSION_SECRET: _none, ...inherited } = process.env
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_PATH: path.join(folder, 'app.sqlite'),
      PREPSHARP_BUILD_DIR: path.join(root, `tests/.tmp/build-${e2ePort}`),
      ...env,
    },
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk))
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.on('exit', (code) => resolve({ code, at: Date.now() })),
  )
  return {
    child,
    folder,
    exited,
    output: () => output,
    /** Kills the server if it still runs and removes its database. */
    cleanUp: () => {
      child.kill('SIGKILL')
      fs.rmSync(folder, { recursive: true, force: true })
    },
  }
}
