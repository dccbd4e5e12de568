import { BoundedMap } from '~/domain/bounded-map'
import type { Db } from './db.server'
import { preparedFor } from './per-connection.server'

/**
 * What a cached value is read from, and so which writes make it stale (docs/decisions/0040-cache-versions-by-scope.md):
 * - 'catalogue': what is the same for everyone (problems, companies and their lists, curated lists, the
 *   system-design notes), changed by imports, the LeetCode sync and the notes loader;
 * - 'user': one user's study data (marks, cards, reviews, notes, plans, own lists, favourites, the
 *   settings that change their pages), changed by that user alone;
 * - 'list': one list and its problems, changed by its owner, or by an import for a curated list.
 * Triggers on those tables (drizzle/0007_cache_versions.sql) raise the scope's row of `cache_versions` in
 * the same transaction as the write, whoever writes and from whichever process.
 */
export type CacheScope = 'catalogue' | 'user' | 'list'

/** The row of `cache_versions` of one user's or one list's data. */
export function scopeKey(scope: Exclude<CacheScope, 'catalogue'>, id: string): string {
  return `${scope}:${id}`
}

export const CATALOGUE = 'catalogue'

/** Scopes whose version one connection remembers between two changes to the database. */
const SCOPES_REMEMBERED = 4_096

/** Where the database stood when `versions` were read, and the scopes' versions read since. */
interface Remembered {
  stamp: string
  versions: BoundedMap<string, string>
}

const CATALOGUE_VERSION = `coalesce((SELECT version FROM cache_versions WHERE scope = '${CATALOGUE}'), 0)`

const versionStatements = preparedFor((db) => ({
  dataVersion: db.$client.prepare('PRAGMA data_version').pluck(),
  totalChanges: db.$client.prepare('SELECT total_changes()').pluck(),
  catalogue: db.$client.prepare(`SELECT ${CATALOGUE_VERSION}`).pluck(),
  withCatalogue: db.$client
    .prepare(
      `SELECT ${CATALOGUE_VERSION} || ':' || coalesce((SELECT version FROM cache_versions WHERE scope = ?), 0)`,
    )
    .pluck(),
}))

const rememberedFor = preparedFor<Remembered>(() => ({
  stamp: '',
  versions: new BoundedMap(SCOPES_REMEMBERED),
}))

/**
 * The version of the data in `scope` ('catalogue', or a user's or list's row from scopeKey) as this
 * connection sees it now; another scope's row also carries the catalogue's, since a user's pages show
 * problems an import can change. Asking costs the two statements that tell whether the database changed
 * at all since the last look (PRAGMA data_version moves when another connection commits, total_changes()
 * when this one writes); only when it did is the scope's version read again, one indexed read.
 */
export function cacheVersion(db: Db, scope: string): string {
  const statements = versionStatements(db)
  const remembered = rememberedFor(db)
  const stamp = `${statements.dataVersion.get()}:${statements.totalChanges.get()}`
  if (stamp !== remembered.stamp) {
    remembered.stamp = stamp
    remembered.versions.clear()
  }
  let version = remembered.versions.get(scope)
  if (version === undefined) {
    const read = scope === CATALOGUE ? statements.catalogue.get() : statements.withCatalogue.get(scope)
    version = String(read)
    remembered.versions.set(scope, version)
  }
  return version
}
