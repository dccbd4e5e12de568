import { readFileSync } from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

// package.json's engines field says which Node versions PrepSharp supports. A dependency that asks for a
// later Node makes `npm install` warn (EBADENGINE) and may break there, so every locked package must
// accept the oldest supported version.

const root = path.resolve(import.meta.dirname, '..')
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown

const manifest = readJson('package.json') as { engines: { node: string } }
const lockfile = readJson('package-lock.json') as {
  packages: Record<string, { version?: string; engines?: unknown }>
}

/** Locked packages whose own engines.node range leaves out `version`, as "name@version wants range". */
function packagesRefusing(version: string): string[] {
  return Object.entries(lockfile.packages).flatMap(([location, entry]) => {
    const range = (entry.engines as { node?: unknown } | undefined)?.node
    // The root entry is the project itself; very old packages list engines as an array, which npm ignores.
    if (location === '' || typeof range !== 'string') return []
    if (semver.satisfies(version, range, { includePrerelease: true })) return []
    return [`${location.replace(/^.*node_modules\//, '')}@${entry.version} wants Node ${range}`]
  })
}

describe('dependencies and the supported Node versions', () => {
  const oldest = semver.minVersion(manifest.engines.node)!.version

  it('package.json names the supported versions', () => {
    expect(semver.validRange(manifest.engines.node)).not.toBeNull()
  })

  it('every locked package accepts the oldest supported Node', () => {
    expect(packagesRefusing(oldest)).toEqual([])
  })
})
