import { and, asc, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm'
import { dailyChallenges, dataMeta, problems } from '#db/schema'
import { clampPage, DEFAULT_PAGE_SIZE, pageCount, pageOffset } from '~/domain/pagination'
import { getDb, type Db } from './db.server'
import { preparedFor } from './prepared.server'

// The daily-challenge queries (docs/product.md#challenge-tables): today's problem, the upcoming and previous
// lists, the last update, and the problem-number lookup of the /{id} shortcut. Days are UTC YYYY-MM-DD
// strings, so string comparison is day comparison and the (type, date) index serves every list.

export interface ChallengeRow {
  id: number
  /** YYYY-MM-DD, or null for a question announced without a date. */
  date: string | null
  title: string
  titleSlug: string
  /** The problem's number on LeetCode, when known. */
  questionNumber: number | null
  difficulty: number
}

export interface ChallengePage {
  rows: ChallengeRow[]
  total: number
  page: number
  pageCount: number
}

const DAILY = 'DAILY'
const LAST_UPDATED_KEY = 'lastUpdated'

const rowFields = {
  id: dailyChallenges.id,
  date: dailyChallenges.date,
  title: dailyChallenges.title,
  titleSlug: dailyChallenges.titleSlug,
  questionNumber: dailyChallenges.questionId,
  difficulty: dailyChallenges.difficulty,
}

const today = sql.placeholder('today')
const isDaily = eq(dailyChallenges.type, DAILY)
// "On or after today, or undated" is read as two index ranges rather than one OR, which SQLite can only
// answer by walking every daily challenge ever stored.
const isUpcomingDated = and(isDaily, gte(dailyChallenges.date, today))
const isUndated = and(isDaily, isNull(dailyChallenges.date))
const isPrevious = and(isDaily, lt(dailyChallenges.date, today))

/** Statements are prepared once per connection: the challenge page is on the hot path. */
function prepare(db: Db) {
  return {
    upcomingDatedCount: db.select({ total: count() }).from(dailyChallenges).where(isUpcomingDated).prepare(),
    upcomingDated: db
      .select(rowFields)
      .from(dailyChallenges)
      .where(isUpcomingDated)
      .orderBy(asc(dailyChallenges.date))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(),
    undatedCount: db.select({ total: count() }).from(dailyChallenges).where(isUndated).prepare(),
    undated: db
      .select(rowFields)
      .from(dailyChallenges)
      .where(isUndated)
      .orderBy(asc(dailyChallenges.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(),
    previousCount: db.select({ total: count() }).from(dailyChallenges).where(isPrevious).prepare(),
    previous: db
      .select(rowFields)
      .from(dailyChallenges)
      .where(isPrevious)
      .orderBy(desc(dailyChallenges.date))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(),
    dailySlug: db
      .select({
        titleSlug: dailyChallenges.titleSlug,
        title: dailyChallenges.title,
        difficulty: dailyChallenges.difficulty,
      })
      .from(dailyChallenges)
      .where(and(isDaily, eq(dailyChallenges.date, sql.placeholder('day'))))
      .limit(1)
      .prepare(),
    slugByNumber: db
      .select({ titleSlug: problems.titleSlug })
      .from(problems)
      .where(eq(problems.frontendId, sql.placeholder('number')))
      .limit(1)
      .prepare(),
    lastUpdated: db
      .select({ value: dataMeta.value })
      .from(dataMeta)
      .where(eq(dataMeta.key, LAST_UPDATED_KEY))
      .prepare(),
  }
}

const statements = preparedFor(prepare)

/**
 * One page of a list. The requested page comes straight from the URL: it is clamped to the pages that
 * exist, so a negative, huge or non-numeric value shows the first or last page instead of failing.
 */
function page(
  total: number,
  requestedPage: unknown,
  rowsAt: (limit: number, offset: number) => ChallengeRow[],
): ChallengePage {
  const current = clampPage(requestedPage, total)
  const rows = total === 0 ? [] : rowsAt(DEFAULT_PAGE_SIZE, pageOffset(current))
  return { rows, total, page: current, pageCount: pageCount(total) }
}

/**
 * Daily challenges on or after `day` in date order, then those without a date
 * (docs/product.md#challenge-tables): the undated are the least certain, so they come last.
 */
export function upcomingChallenges(day: string, requestedPage: unknown, db: Db = getDb()): ChallengePage {
  const s = statements(db)
  const dated = s.upcomingDatedCount.get({ today: day })?.total ?? 0
  const undated = s.undatedCount.get()?.total ?? 0
  return page(dated + undated, requestedPage, (limit, offset) => {
    const rows = offset < dated ? s.upcomingDated.all({ today: day, limit, offset }) : []
    const room = limit - rows.length
    if (room > 0 && undated > 0)
      rows.push(...s.undated.all({ limit: room, offset: Math.max(0, offset - dated) }))
    return rows
  })
}

/** Daily challenges before `day`, latest first (docs/product.md#challenge-tables). */
export function previousChallenges(day: string, requestedPage: unknown, db: Db = getDb()): ChallengePage {
  const s = statements(db)
  const total = s.previousCount.get({ today: day })?.total ?? 0
  return page(total, requestedPage, (limit, offset) => s.previous.all({ today: day, limit, offset }))
}

/** The slug of the daily challenge of `day`, or null when none is stored. */
export function dailySlugFor(day: string, db: Db = getDb()): string | null {
  return statements(db).dailySlug.get({ day })?.titleSlug ?? null
}

/** The daily challenge of `day` as a page shows it, or null when none is stored. */
export function dailyChallengeFor(
  day: string,
  db: Db = getDb(),
): { titleSlug: string; title: string; difficulty: number } | null {
  return statements(db).dailySlug.get({ day }) ?? null
}

/** The slug of the problem with this LeetCode number, or null when no stored problem has it. */
export function problemSlugByNumber(number: number, db: Db = getDb()): string | null {
  return statements(db).slugByNumber.get({ number })?.titleSlug ?? null
}

/** When the data last changed (an ISO timestamp), or null when nothing has recorded it. */
export function lastUpdated(db: Db = getDb()): string | null {
  return statements(db).lastUpdated.get()?.value ?? null
}
