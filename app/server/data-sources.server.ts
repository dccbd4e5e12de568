import { utcDay } from '~/domain/calendar-day'
import type { Timeframe } from '~/domain/timeframes'
import { COUNTED_REPORT } from './community-reports.server'
import { getDb, type Db } from './db.server'
import { knownSource } from './import/known-sources.server'
import { sqlStatement } from './prepared.server'

/*
 * Where the numbers come from (docs/product.md#data-sources): the sources imported, as recorded by each
 * import in data_sources, and which of them each company list came from.
 */

export interface DataSource {
  name: string
  format: string
  /** The day the data describes, when the source or the import says. */
  asOf: Date | null
  /** When this content of the source was imported: the last time it changed. */
  importedAt: Date
  /** The last import that read the source, whether or not it had changed. */
  checkedAt: Date
  rows: number
  companies: number
  problems: number
  licence: string | null
  /** The source's home, for the sources PrepSharp knows. */
  url: string | null
}

interface StoredSource {
  name: string
  format: string
  asOf: number | null
  importedAt: number
  checkedAt: number
  rows: number
  companies: number
  problems: number
  licence: string | null
}

/**
 * The latest import of each source, most recently imported first. A source is its name and formats
 * together: one repository can publish two snapshots in different formats (metadata, and a sample of raw
 * answers), which are imported and dated apart.
 */
export function listDataSources(db: Db = getDb()): DataSource[] {
  const rows = sqlStatement(
    db,
    `SELECT name, format, as_of AS asOf, imported_at AS importedAt,
       coalesce(checked_at, imported_at) AS checkedAt, rows, companies, problems, licence
     FROM data_sources ds
     WHERE ds.id = (SELECT latest.id FROM data_sources latest
                    WHERE latest.name = ds.name AND latest.format = ds.format
                    ORDER BY latest.imported_at DESC, latest.id DESC LIMIT 1)
     ORDER BY ds.imported_at DESC, ds.name, ds.format`,
  ).all() as StoredSource[]
  return rows.map((row) => ({
    ...row,
    asOf: row.asOf === null ? null : new Date(row.asOf),
    importedAt: new Date(row.importedAt),
    checkedAt: new Date(row.checkedAt),
    url: knownSource(row.name)?.url ?? null,
  }))
}

/** Where one of a company's lists came from: the day it describes (when known) and when it was imported. */
export interface ListOrigin {
  source: string
  asOf: Date | null
  importedAt: Date
}

/**
 * The import a company's list for a sheet's view came from; null for demo lists, lists imported before
 * imports were recorded, and views no import made (the community's).
 */
export function listOrigin(
  companyId: number,
  timeframe: Timeframe | (string & {}),
  db: Db = getDb(),
): ListOrigin | null {
  const row = sqlStatement(
    db,
    `SELECT ds.name AS source, ds.as_of AS asOf, ds.imported_at AS importedAt
     FROM company_list_sources cls JOIN data_sources ds ON ds.id = cls.data_source_id
     WHERE cls.company_id = ? AND cls.timeframe = ?`,
  ).get(companyId, timeframe) as { source: string; asOf: number | null; importedAt: number } | undefined
  if (!row) return null
  return {
    source: row.source,
    asOf: row.asOf === null ? null : new Date(row.asOf),
    importedAt: new Date(row.importedAt),
  }
}

export const COMMUNITY_WINDOW_DAYS = 30

/**
 * Community interview reports made in the last 30 days that count, by the same rule as every other count
 * of them, so /data never disagrees with the tallies on the sheets.
 */
export function recentCommunityReports(now: Date, db: Db = getDb()): number {
  const since = now.getTime() - COMMUNITY_WINDOW_DAYS * 86_400_000
  return sqlStatement(
    db,
    `SELECT count(*) FROM community_reports r WHERE r.created_at >= ? AND ${COUNTED_REPORT}`,
  )
    .pluck()
    .get(since) as number
}

/** Companies whose lists are still the demo data set that ships with PrepSharp. */
export function demoCompanyCount(db: Db = getDb()): number {
  return sqlStatement(db, 'SELECT count(*) FROM companies WHERE is_demo = 1').pluck().get() as number
}

/** A list's origin as a page's data: days and times as text. */
export function listOriginDates(
  origin: ListOrigin | null,
): { asOf: string | null; importedAt: string } | null {
  if (!origin) return null
  return { asOf: origin.asOf ? utcDay(origin.asOf) : null, importedAt: origin.importedAt.toISOString() }
}
