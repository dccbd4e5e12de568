// `npm start`: build when the sources are newer than the last build, bring the database up to date
// (seeding the demo data into an empty one), then serve. With no NODE_ENV given it serves with React's
// production build as a local run, which needs no configuration (localRunDefaults).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { localRunDefaults, parseEnv } from '../app/server/env-schema.server.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)))
  return newest
}

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

Object.assign(process.env, localRunDefaults(process.env))

// A bad setting is reported before a build that would only be thrown away.
let buildDir
try {
  buildDir = parseEnv(process.env).PREPSHARP_BUILD_DIR
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const builtAt = newestMtime(path.join(buildDir, 'server/index.js'))
const sourcesAt = Math.max(
  ...[
    'app',
    'server',
    'public',
    'db/schema.ts',
    'vite.config.ts',
    'react-router.config.ts',
    'package.json',
  ].map(newestMtime),
)
if (builtAt < sourcesAt) {
  console.log('Building PrepSharp…')
  run(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'])
}

run(process.execPath, ['--import', 'tsx', 'db/cli.ts', 'setup'])

await import('../server.mjs')
