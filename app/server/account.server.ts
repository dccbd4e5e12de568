import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm'
import {
  analyses,
  buddyProfiles,
  chapterReads,
  chapters,
  companies,
  connections,
  favorites,
  featureRequests,
  featureRequestVotes,
  passwords,
  problems,
  progress,
  revisionCards,
  revisionReviews,
  sessions,
  subscribers,
  users,
} from '#db/schema'
import type { SettingsInput } from '~/domain/account-forms'
import { PRODUCT_NAME } from '~/domain/site'
import { canonicalTimeZone, UTC_ZONE } from '~/domain/time-zones'
import { getDb, writeTransaction, type Db, type Tx } from './db.server'
import { preparedFor } from './prepared.server'
import { exportInterviewPlans } from './interview-plan-export.server'
import { hashPassword, verifyPassword } from './password.server'
import { exportOwnLists } from './lists/export.server'
import { exportProblemNotes } from './problem-notes.server'
import { exportReminders } from './review-reminders.server'
import { keepDueDays, RETIRED_DUE } from './revision-cards.server'
import type { ProgressStatus } from './progress.server'
import { exportCommunityReports } from './community-reports.server'

// The account page's data: sign-in methods, settings, password, the data export and account deletion.

export type SignInProvider = (typeof connections.$inferSelect)['provider']

export interface SignInMethods {
  password: boolean
  connections: { provider: SignInProvider; email: string | null; connectedAt: Date }[]
}

export function signInMethods(userId: string, db: Db = getDb()): SignInMethods {
  const password = db
    .select({ userId: passwords.userId })
    .from(passwords)
    .where(eq(passwords.userId, userId))
    .get()
  const linked = db
    .select({ provider: connections.provider, email: connections.email, connectedAt: connections.createdAt })
    .from(connections)
    .where(eq(connections.userId, userId))
    .orderBy(asc(connections.createdAt))
    .all()
  return { password: password !== undefined, connections: linked }
}

export function progressCounts(userId: string, db: Db = getDb()): Record<ProgressStatus, number> {
  const rows = db
    .select({ status: progress.status, total: count() })
    .from(progress)
    .where(eq(progress.userId, userId))
    .groupBy(progress.status)
    .all()
  const counts: Record<ProgressStatus, number> = { solved: 0, revisit: 0 }
  for (const row of rows) counts[row.status] = row.total
  return counts
}

export type UpdateSettingsOutcome = 'saved' | 'invalid-time-zone'

/**
 * Saves the profile settings, the time zone and interview mode among them when given, in one statement: a
 * refused zone leaves every setting as it was.
 */
export function updateSettings(
  userId: string,
  settings: SettingsInput & { timeZone?: string; interviewMode?: boolean },
  db: Db = getDb(),
): UpdateSettingsOutcome {
  const timeZone = settings.timeZone === undefined ? undefined : canonicalTimeZone(settings.timeZone)
  if (timeZone === null) return 'invalid-time-zone'
  writeTransaction(db, (tx) => {
    const before = timeZone === undefined ? undefined : zoneOf(tx, userId)
    tx.update(users)
      .set({
        name: settings.name,
        leetcodeUsername: settings.leetcodeUsername,
        institution: settings.institution,
        ...(timeZone === undefined ? {} : { timeZone }),
        ...(settings.interviewMode === undefined ? {} : { interviewMode: settings.interviewMode }),
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId))
      .run()
    if (before !== undefined && timeZone !== undefined) keepDueDays(tx, userId, before, timeZone)
  })
  return 'saved'
}

/** The user's zone as stored, inside a transaction that may change it. */
function zoneOf(tx: Tx, userId: string): string {
  return (
    tx.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).get()?.timeZone ??
    UTC_ZONE
  )
}

/** The zone whose calendar days count for the user's revision (what is due today, the streak). */
export function userTimeZone(userId: string, db: Db = getDb()): string {
  return (timeZoneStatement(db).get(userId) as string | null | undefined) ?? UTC_ZONE
}

// Prepared once: every page that tells a day asks it (a sheet, an insights page).
const timeZoneStatement = preparedFor((db) =>
  db.$client.prepare('SELECT time_zone FROM users WHERE id = ?').pluck(),
)

export type SetTimeZoneOutcome = 'saved' | 'invalid-time-zone'

/**
 * Stores the zone in the runtime's spelling; a name that is not an IANA zone is refused. The user's cards
 * stay due on the same calendar days (keepDueDays).
 */
export function setTimeZone(userId: string, timeZone: string, db: Db = getDb()): SetTimeZoneOutcome {
  const canonical = canonicalTimeZone(timeZone)
  if (!canonical) return 'invalid-time-zone'
  // The cards move in the same transaction: no reader ever sees the new zone with the old due days.
  writeTransaction(db, (tx) => {
    const before = zoneOf(tx, userId)
    tx.update(users).set({ timeZone: canonical, updatedAt: new Date() }).where(eq(users.id, userId)).run()
    keepDueDays(tx, userId, before, canonical)
  })
  return 'saved'
}

export type ChangePasswordOutcome = 'changed' | 'wrong-password'

/**
 * Replaces the password (or sets the first one, for an account made with Google or GitHub). When the
 * account has a password, the current one must be given. Every session of the user ends, so a browser
 * that knew the old password is signed out; the caller signs the current browser in again.
 */
export async function changePassword(
  userId: string,
  input: { currentPassword?: string; newPassword: string },
  db: Db = getDb(),
): Promise<ChangePasswordOutcome> {
  const existing = db
    .select({ hash: passwords.hash })
    .from(passwords)
    .where(eq(passwords.userId, userId))
    .get()
  if (existing && !(await verifyPassword(input.currentPassword ?? '', existing.hash))) return 'wrong-password'
  const hash = await hashPassword(input.newPassword)
  writeTransaction(db, (tx) => {
    tx.insert(passwords)
      .values({ userId, hash })
      .onConflictDoUpdate({ target: passwords.userId, set: { hash } })
      .run()
    tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId)).run()
    tx.delete(sessions).where(eq(sessions.userId, userId)).run()
  })
  return 'changed'
}

/** Feature requests are the user's when they were signed in, or when they left their account's email. */
function ownFeatureRequests(userId: string, email: string) {
  return or(
    eq(featureRequests.userId, userId),
    and(isNull(featureRequests.userId), eq(featureRequests.email, email)),
  )
}

/**
 * Everything the database holds about the user, for "Download my data": readable names rather than
 * internal ids wherever a row points at something else.
 */
export function exportAccountData(userId: string, db: Db = getDb(), now = new Date()) {
  const user = db.select().from(users).where(eq(users.id, userId)).get()
  if (!user) return null
  const methods = signInMethods(userId, db)
  const subscriber = db
    .select({ isSubscribed: subscribers.isSubscribed })
    .from(subscribers)
    .where(eq(subscribers.email, user.email))
    .get()
  const buddy = db.select().from(buddyProfiles).where(eq(buddyProfiles.userId, userId)).get()
  return {
    exportedAt: now.toISOString(),
    product: PRODUCT_NAME,
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      picture: user.picture,
      leetcodeUsername: user.leetcodeUsername,
      institution: user.institution,
      timeZone: user.timeZone,
      interviewMode: user.interviewMode,
      createdAt: user.createdAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    signInMethods: {
      password: methods.password,
      connections: methods.connections.map((c) => ({
        provider: c.provider,
        email: c.email,
        connectedAt: c.connectedAt.toISOString(),
      })),
    },
    progress: db
      .select({
        titleSlug: problems.titleSlug,
        title: problems.title,
        status: progress.status,
        updatedAt: progress.updatedAt,
      })
      .from(progress)
      .innerJoin(problems, eq(problems.id, progress.problemId))
      .where(eq(progress.userId, userId))
      .orderBy(asc(progress.updatedAt), asc(problems.titleSlug))
      .all()
      .map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() })),
    revision: exportRevision(userId, db),
    problemNotes: exportProblemNotes(userId, db),
    problemLists: exportOwnLists(userId, db),
    interviewPlans: exportInterviewPlans(userId, db),
    // What the user reported being asked in interviews, hidden ones too: they are the user's words.
    communityReports: exportCommunityReports(userId, db),
    reminders: exportReminders(userId, db),
    favourites: db
      .select({ company: companies.name, slug: companies.slug, addedAt: favorites.createdAt })
      .from(favorites)
      .innerJoin(companies, eq(companies.id, favorites.companyId))
      .where(eq(favorites.userId, userId))
      .orderBy(asc(favorites.createdAt), asc(companies.name))
      .all()
      .map((row) => ({ ...row, addedAt: row.addedAt.toISOString() })),
    buddyProfile: buddy
      ? {
          leetcodeUsername: buddy.leetcodeUsername,
          timeZone: buddy.timeZone,
          languages: buddy.languages,
          targetCompanies: buddy.targetCompanies,
          level: buddy.level,
          weeklyHours: buddy.weeklyHours,
          interviewDate: buddy.interviewDate,
          intro: buddy.intro,
          isActive: buddy.isActive,
          createdAt: buddy.createdAt.toISOString(),
          updatedAt: buddy.updatedAt.toISOString(),
        }
      : null,
    featureRequests: db
      .select({
        title: featureRequests.title,
        description: featureRequests.description,
        email: featureRequests.email,
        createdAt: featureRequests.createdAt,
      })
      .from(featureRequests)
      .where(ownFeatureRequests(userId, user.email))
      .orderBy(asc(featureRequests.createdAt))
      .all()
      .map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    featureRequestVotes: db
      .select({ title: featureRequests.title, votedAt: featureRequestVotes.createdAt })
      .from(featureRequestVotes)
      .innerJoin(featureRequests, eq(featureRequests.id, featureRequestVotes.requestId))
      .where(eq(featureRequestVotes.userId, userId))
      .orderBy(asc(featureRequestVotes.createdAt))
      .all()
      .map((row) => ({ ...row, votedAt: row.votedAt.toISOString() })),
    systemDesignChaptersRead: db
      .select({ chapter: chapters.title, slug: chapters.slug, readAt: chapterReads.readAt })
      .from(chapterReads)
      .innerJoin(chapters, eq(chapters.id, chapterReads.chapterId))
      .where(eq(chapterReads.userId, userId))
      .orderBy(asc(chapterReads.readAt))
      .all()
      .map((row) => ({ ...row, readAt: row.readAt.toISOString() })),
    codeAnalyses: db
      .select({
        language: analyses.language,
        problemSlug: analyses.problemSlug,
        code: analyses.code,
        report: analyses.report,
        createdAt: analyses.createdAt,
      })
      .from(analyses)
      .where(eq(analyses.userId, userId))
      .orderBy(asc(analyses.createdAt))
      .all()
      .map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    newsletter: { subscribed: subscriber?.isSubscribed ?? false },
  }
}

/** Cards and every review, by problem slug: enough to recompute each schedule elsewhere. */
function exportRevision(userId: string, db: Db) {
  const iso = (date: Date | null) => date?.toISOString() ?? null
  const cards = db
    .select({ titleSlug: problems.titleSlug, title: problems.title, card: revisionCards })
    .from(revisionCards)
    .innerJoin(problems, eq(problems.id, revisionCards.problemId))
    // A retired card (its mark cleared) schedules nothing; its reviews are exported below all the same.
    .where(and(eq(revisionCards.userId, userId), lt(revisionCards.due, RETIRED_DUE)))
    .orderBy(asc(problems.titleSlug))
    .all()
    .map(({ titleSlug, title, card: { userId: _user, problemId: _problem, ...card } }) => ({
      titleSlug,
      title,
      ...card,
      due: card.due.toISOString(),
      lastReview: iso(card.lastReview),
    }))
  const reviews = db
    .select({ titleSlug: problems.titleSlug, review: revisionReviews })
    .from(revisionReviews)
    .innerJoin(problems, eq(problems.id, revisionReviews.problemId))
    .where(eq(revisionReviews.userId, userId))
    .orderBy(asc(revisionReviews.reviewedAt), asc(revisionReviews.id))
    .all()
    .map(({ titleSlug, review: { id: _id, userId: _user, problemId: _problem, ...review } }) => ({
      titleSlug,
      ...review,
      reviewedAt: review.reviewedAt.toISOString(),
      dueAfter: review.dueAfter.toISOString(),
    }))
  return { cards, reviews }
}

export type AccountExport = NonNullable<ReturnType<typeof exportAccountData>>

/**
 * Deletes the account in one transaction. The schema's cascades remove every row that points at the user
 * (password, sign-in connections, sessions, reset tokens, progress, revision cards and reviews, notes on problems, favourites,
 * votes, chapter reads, code analyses, buddy profile and requests, community reports and a block on reporting). Two things are keyed by email rather than by user, and go too:
 * the newsletter subscription for the account's address (someone leaving the product expects the emails
 * to stop, and keeping the address "unsubscribed" would keep personal data they asked us to erase), and
 * the email left on their feature requests, which stay on the public board without a link to anyone.
 */
export function deleteAccount(userId: string, db: Db = getDb()): boolean {
  return writeTransaction(db, (tx) => {
    const user = tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).get()
    if (!user) return false
    tx.update(featureRequests).set({ email: null }).where(ownFeatureRequests(userId, user.email)).run()
    tx.delete(subscribers).where(eq(subscribers.email, user.email)).run()
    tx.delete(users).where(eq(users.id, userId)).run()
    return true
  })
}
