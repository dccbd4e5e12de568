import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { blockedReporters, communityReports, companies, problems, users } from '#db/schema'
import type { SavedReport } from './community-reports.server'
import { getDb, writeTransaction, type Db } from './db.server'

/*
 * What /admin does to community reports (docs/product.md#admin): hide one, or block its reporter so that
 * none of their reports count and no new one is taken. Both can be undone, and neither deletes anything:
 * the reporter keeps their reports in their data download.
 */

export interface ModeratedReport extends SavedReport {
  createdAt: Date
  hiddenAt: Date | null
  reporterId: string
  reporterName: string
  reporterEmail: string
  reporterBlocked: boolean
}

/** Reports newest first, a page at a time, hidden ones and those of blocked reporters included. */
export function listReportsForModeration(
  { limit, offset }: { limit: number; offset: number },
  db: Db = getDb(),
): { reports: ModeratedReport[]; total: number } {
  const total = db.select({ n: count() }).from(communityReports).get()?.n ?? 0
  const reports = db
    .select({
      id: communityReports.id,
      problemTitle: problems.title,
      problemSlug: problems.titleSlug,
      companyName: companies.name,
      companySlug: companies.slug,
      month: communityReports.month,
      round: communityReports.round,
      createdAt: communityReports.createdAt,
      hiddenAt: communityReports.hiddenAt,
      reporterId: users.id,
      reporterName: users.name,
      reporterEmail: users.email,
      reporterBlocked: sql<number>`${blockedReporters.userId} IS NOT NULL`,
    })
    .from(communityReports)
    .innerJoin(problems, eq(problems.id, communityReports.problemId))
    .innerJoin(companies, eq(companies.id, communityReports.companyId))
    .innerJoin(users, eq(users.id, communityReports.userId))
    .leftJoin(blockedReporters, eq(blockedReporters.userId, communityReports.userId))
    .orderBy(desc(communityReports.createdAt), desc(communityReports.id))
    .limit(limit)
    .offset(offset)
    .all()
  return { reports: reports.map((row) => ({ ...row, reporterBlocked: Boolean(row.reporterBlocked) })), total }
}

export interface BlockedReporter {
  userId: string
  name: string
  email: string
  blockedAt: Date
}

export function listBlockedReporters(db: Db = getDb()): BlockedReporter[] {
  return db
    .select({
      userId: blockedReporters.userId,
      name: users.name,
      email: users.email,
      blockedAt: blockedReporters.blockedAt,
    })
    .from(blockedReporters)
    .innerJoin(users, eq(users.id, blockedReporters.userId))
    .orderBy(desc(blockedReporters.blockedAt))
    .all()
}

export type ModerationOutcome = 'done' | 'not-found'

/** Hides a report from every count, or brings it back. */
export function setReportHidden(
  reportId: number,
  hidden: boolean,
  db: Db = getDb(),
  now = new Date(),
): ModerationOutcome {
  const changed = db
    .update(communityReports)
    .set({ hiddenAt: hidden ? now : null })
    .where(
      and(
        eq(communityReports.id, reportId),
        // Hiding again keeps the first time it was hidden.
        hidden ? isNull(communityReports.hiddenAt) : isNotNull(communityReports.hiddenAt),
      ),
    )
    .run().changes
  if (changed > 0) return 'done'
  const exists = db
    .select({ id: communityReports.id })
    .from(communityReports)
    .where(eq(communityReports.id, reportId))
    .get()
  return exists ? 'done' : 'not-found'
}

/** Blocks a reporter: their reports stop counting and new ones are refused. Blocking twice changes nothing. */
export function blockReporter(userId: string, db: Db = getDb(), now = new Date()): ModerationOutcome {
  return writeTransaction(db, (tx) => {
    const user = tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).get()
    if (!user) return 'not-found'
    tx.insert(blockedReporters).values({ userId, blockedAt: now }).onConflictDoNothing().run()
    return 'done'
  })
}

export function unblockReporter(userId: string, db: Db = getDb()): ModerationOutcome {
  return writeTransaction(db, (tx) => {
    const user = tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).get()
    if (!user) return 'not-found'
    tx.delete(blockedReporters).where(eq(blockedReporters.userId, userId)).run()
    return 'done'
  })
}
