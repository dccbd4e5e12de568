import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { buddyProfiles, buddyRequests, companies, users } from '#db/schema'
import { firstName } from '~/domain/buddy-display'
import type { RequestOutcome } from '~/domain/buddy-outcomes'
import type { BuddyFilters, BuddyProfileInput } from '~/domain/buddy-forms'
import { matchBuddies, type BuddyMatch } from '~/domain/buddy-match'
import { clampPage, pageCount, pageOffset } from '~/domain/pagination'
import { getDb, writeTransaction, type Db, type Tx } from './db.server'

/**
 * Study buddies: profiles, the ranked search, and pairing requests.
 *
 * Privacy rule: another user's email leaves this module only through listBuddies(), whose query joins
 * users.email on an ACCEPTED request that the viewer is one side of. Every other query selects from
 * `publicColumns`, which holds the first name and the profile, never the email or the full name.
 */

export type BuddyProfile = typeof buddyProfiles.$inferSelect

/** A declined request cannot be sent again for this long, and the decliner drops out of the asker's results. */
export const DECLINE_COOLDOWN_DAYS = 14
const DAY_MS = 86_400_000
export const BUDDY_PAGE_SIZE = 10
/** Pending requests are few in practice; the lists stop here so a flood cannot make the page heavy. */
const REQUEST_LIST_LIMIT = 100

/** What anyone looking for a buddy may see of a profile. */
export interface PublicBuddy {
  userId: string
  firstName: string
  leetcodeUsername: string | null
  timeZone: string
  languages: string[]
  targetCompanies: string[]
  level: number
  weeklyHours: number
  interviewDate: string | null
  intro: string
}

/** The profile itself, not whose it is: public rows add the name, the viewer's paired buddies the email too. */
const profileColumns = {
  leetcodeUsername: buddyProfiles.leetcodeUsername,
  timeZone: buddyProfiles.timeZone,
  languages: buddyProfiles.languages,
  targetCompanies: buddyProfiles.targetCompanies,
  level: buddyProfiles.level,
  weeklyHours: buddyProfiles.weeklyHours,
  interviewDate: buddyProfiles.interviewDate,
  intro: buddyProfiles.intro,
}

const publicColumns = {
  userId: buddyProfiles.userId,
  name: users.name,
  ...profileColumns,
}

type PublicRow = Omit<PublicBuddy, 'firstName'> & { name: string }

function toPublic({ name, ...profile }: PublicRow): PublicBuddy {
  return { ...profile, firstName: firstName(name) }
}

// ---------------------------------------------------------------------------
// The viewer's own profile
// ---------------------------------------------------------------------------

export function getBuddyProfile(userId: string, db: Db | Tx = getDb()): BuddyProfile | null {
  return db.select().from(buddyProfiles).where(eq(buddyProfiles.userId, userId)).get() ?? null
}

/** The slugs among `slugs` that name no company. */
export function unknownCompanySlugs(slugs: readonly string[], db: Db | Tx = getDb()): string[] {
  if (slugs.length === 0) return []
  const found = new Set(
    db
      .select({ slug: companies.slug })
      .from(companies)
      .where(inArray(companies.slug, [...slugs]))
      .all()
      .map((row) => row.slug),
  )
  return slugs.filter((slug) => !found.has(slug))
}

export type SaveProfileOutcome =
  { status: 'created' | 'updated' } | { status: 'unknown-companies'; slugs: string[] }

/** Creates or replaces the user's profile. A new profile is active; an edit keeps the paused state as it was. */
export function saveBuddyProfile(
  userId: string,
  input: BuddyProfileInput,
  db: Db = getDb(),
  now: Date = new Date(),
): SaveProfileOutcome {
  const values = {
    leetcodeUsername: input.leetcodeUsername,
    timeZone: input.timeZone,
    languages: [...input.languages],
    targetCompanies: [...input.targetCompanies],
    level: input.level,
    weeklyHours: input.weeklyHours,
    interviewDate: input.interviewDate,
    intro: input.intro,
    updatedAt: now,
  }
  return writeTransaction(db, (tx): SaveProfileOutcome => {
    // Checked inside the transaction so that a company removed by an import meanwhile is caught too.
    const unknown = unknownCompanySlugs(input.targetCompanies, tx)
    if (unknown.length > 0) return { status: 'unknown-companies', slugs: unknown }
    const existed = tx
      .select({ userId: buddyProfiles.userId })
      .from(buddyProfiles)
      .where(eq(buddyProfiles.userId, userId))
      .get()
    if (existed) {
      tx.update(buddyProfiles).set(values).where(eq(buddyProfiles.userId, userId)).run()
      return { status: 'updated' }
    }
    tx.insert(buddyProfiles)
      .values({ userId, ...values, isActive: true, createdAt: now })
      .run()
    return { status: 'created' }
  })
}

/** Pausing hides the profile from search and from others' incoming lists; pairs already made stay. */
export function setBuddyProfileActive(
  userId: string,
  active: boolean,
  db: Db = getDb(),
  now: Date = new Date(),
): 'updated' | 'not-found' {
  const result = db
    .update(buddyProfiles)
    .set({ isActive: active, updatedAt: now })
    .where(eq(buddyProfiles.userId, userId))
    .run()
  return result.changes > 0 ? 'updated' : 'not-found'
}

/**
 * Removes the profile and every pending request the user sent or received. Accepted pairs stay (both
 * people already have each other's email), and so do declined requests, which carry the cool-down.
 */
export function deleteBuddyProfile(userId: string, db: Db = getDb()): 'deleted' | 'not-found' {
  return writeTransaction(db, (tx) => {
    tx.delete(buddyRequests)
      .where(
        and(
          eq(buddyRequests.status, 'pending'),
          or(eq(buddyRequests.fromUserId, userId), eq(buddyRequests.toUserId, userId)),
        ),
      )
      .run()
    const result = tx.delete(buddyProfiles).where(eq(buddyProfiles.userId, userId)).run()
    return result.changes > 0 ? 'deleted' : 'not-found'
  })
}

// ---------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------

/** Where the viewer stands with a person in the results: nothing yet, asked them, or asked by them. */
export type BuddyRelation = 'none' | 'sent' | 'received'

export interface RankedBuddy extends PublicBuddy {
  match: BuddyMatch
  relation: BuddyRelation
}

export interface BuddySearchResult {
  buddies: RankedBuddy[]
  total: number
  page: number
  pageCount: number
}

function cooldownStart(now: Date): number {
  return now.getTime() - DECLINE_COOLDOWN_DAYS * DAY_MS
}

/** The other side of a request row, seen from `userId`. */
function otherSide(userId: string) {
  return sql<string>`case when ${buddyRequests.fromUserId} = ${userId} then ${buddyRequests.toUserId} else ${buddyRequests.fromUserId} end`
}

/**
 * Active profiles other than the viewer's, ranked by match score (best first), filtered and paged.
 * Left out: the viewer's buddies (they have their own list) and anyone who declined the viewer in the
 * last DECLINE_COOLDOWN_DAYS days. The level, language and company filters run in SQL; the score and the
 * evening-overlap filter need the time-zone arithmetic, so they run here on the rows that remain.
 */
export function findBuddies(
  viewer: Pick<BuddyProfile, 'userId' | 'timeZone' | 'targetCompanies' | 'level' | 'languages'>,
  filters: BuddyFilters,
  requestedPage: unknown,
  db: Db = getDb(),
  now: Date = new Date(),
): BuddySearchResult {
  const viewerId = viewer.userId
  const conditions: SQL[] = [
    eq(buddyProfiles.isActive, true),
    ne(buddyProfiles.userId, viewerId),
    sql`not exists (
      select 1 from buddy_requests r where r.status = 'accepted' and (
        (r.from_user_id = ${viewerId} and r.to_user_id = ${buddyProfiles.userId}) or
        (r.to_user_id = ${viewerId} and r.from_user_id = ${buddyProfiles.userId})))`,
    sql`not exists (
      select 1 from buddy_requests r where r.status = 'declined' and r.from_user_id = ${viewerId}
        and r.to_user_id = ${buddyProfiles.userId} and r.responded_at > ${cooldownStart(now)})`,
  ]
  if (filters.level !== undefined) conditions.push(eq(buddyProfiles.level, filters.level))
  if (filters.language !== undefined) {
    conditions.push(
      sql`exists (select 1 from json_each(${buddyProfiles.languages}) where value = ${filters.language})`,
    )
  }
  if (filters.company !== undefined) {
    conditions.push(
      sql`exists (select 1 from json_each(${buddyProfiles.targetCompanies}) where value = ${filters.company})`,
    )
  }

  const rows = db
    .select({ ...publicColumns, updatedAt: buddyProfiles.updatedAt })
    .from(buddyProfiles)
    .innerJoin(users, eq(users.id, buddyProfiles.userId))
    .where(and(...conditions))
    .all()

  const minimumOverlap = (filters.overlap ?? 0) * 60
  const ranked = rows
    .map(({ updatedAt, ...row }) => ({
      buddy: toPublic(row),
      updatedAt,
      match: matchBuddies(viewer, row, now),
    }))
    .filter(({ match }) => match.timeZone.overlapMinutes >= minimumOverlap)
    // Best score first; among equals, the profile touched most recently (a sign someone is still looking).
    .sort(
      (a, b) =>
        b.match.score - a.match.score ||
        b.updatedAt.getTime() - a.updatedAt.getTime() ||
        a.buddy.userId.localeCompare(b.buddy.userId),
    )

  const page = clampPage(requestedPage, ranked.length, BUDDY_PAGE_SIZE)
  const start = pageOffset(page, BUDDY_PAGE_SIZE)
  const pageRows = ranked.slice(start, start + BUDDY_PAGE_SIZE)
  const relations = pendingRelations(viewerId, db)
  return {
    buddies: pageRows.map(({ buddy, match }) => ({
      ...buddy,
      match,
      relation: relations.get(buddy.userId) ?? 'none',
    })),
    total: ranked.length,
    page,
    pageCount: pageCount(ranked.length, BUDDY_PAGE_SIZE),
  }
}

function pendingRelations(viewerId: string, db: Db): Map<string, BuddyRelation> {
  const rows = db
    .select({ fromUserId: buddyRequests.fromUserId, toUserId: buddyRequests.toUserId })
    .from(buddyRequests)
    .where(
      and(
        eq(buddyRequests.status, 'pending'),
        or(eq(buddyRequests.fromUserId, viewerId), eq(buddyRequests.toUserId, viewerId)),
      ),
    )
    .all()
  return new Map(
    rows.map((row) =>
      row.fromUserId === viewerId ? [row.toUserId, 'sent' as const] : [row.fromUserId, 'received' as const],
    ),
  )
}

// ---------------------------------------------------------------------------
// Requests and pairs
// ---------------------------------------------------------------------------

export interface IncomingRequest extends PublicBuddy {
  requestedAt: Date
}

/** Pending requests to the viewer, newest first, from people whose profiles are active. */
export function listIncomingRequests(viewerId: string, db: Db = getDb()): IncomingRequest[] {
  return db
    .select({ ...publicColumns, requestedAt: buddyRequests.createdAt })
    .from(buddyRequests)
    .innerJoin(buddyProfiles, eq(buddyProfiles.userId, buddyRequests.fromUserId))
    .innerJoin(users, eq(users.id, buddyRequests.fromUserId))
    .where(
      and(
        eq(buddyRequests.toUserId, viewerId),
        eq(buddyRequests.status, 'pending'),
        eq(buddyProfiles.isActive, true),
      ),
    )
    .orderBy(desc(buddyRequests.createdAt), asc(buddyRequests.id))
    .limit(REQUEST_LIST_LIMIT)
    .all()
    .map(({ requestedAt, ...row }) => ({ ...toPublic(row), requestedAt }))
}

export interface OutgoingRequest {
  userId: string
  firstName: string
  requestedAt: Date
  /** False while the other person has paused their profile; the request waits for them. */
  isActive: boolean
}

/** Requests the viewer sent that are still waiting for an answer, newest first. */
export function listOutgoingRequests(viewerId: string, db: Db = getDb()): OutgoingRequest[] {
  return db
    .select({
      userId: buddyRequests.toUserId,
      name: users.name,
      requestedAt: buddyRequests.createdAt,
      isActive: buddyProfiles.isActive,
    })
    .from(buddyRequests)
    .innerJoin(users, eq(users.id, buddyRequests.toUserId))
    .innerJoin(buddyProfiles, eq(buddyProfiles.userId, buddyRequests.toUserId))
    .where(and(eq(buddyRequests.fromUserId, viewerId), eq(buddyRequests.status, 'pending')))
    .orderBy(desc(buddyRequests.createdAt), asc(buddyRequests.id))
    .limit(REQUEST_LIST_LIMIT)
    .all()
    .map(({ name, ...row }) => ({ ...row, firstName: firstName(name) }))
}

export interface Buddy {
  userId: string
  /** The full name: once paired, people introduce themselves properly. */
  name: string
  email: string
  pairedAt: Date | null
  /** Null when the buddy has since deleted their profile; the pair and the email stay. */
  profile: Omit<PublicBuddy, 'userId' | 'firstName'> | null
}

/**
 * The viewer's study buddies, with their emails: the one query that reads another user's email, and
 * only through an accepted request with the viewer on one side. Most recent pairs first.
 */
export function listBuddies(viewerId: string, db: Db = getDb()): Buddy[] {
  const rows = db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      pairedAt: buddyRequests.respondedAt,
      hasProfile: buddyProfiles.userId,
      ...profileColumns,
    })
    .from(buddyRequests)
    .innerJoin(users, eq(users.id, otherSide(viewerId)))
    .leftJoin(buddyProfiles, eq(buddyProfiles.userId, users.id))
    .where(
      and(
        eq(buddyRequests.status, 'accepted'),
        or(eq(buddyRequests.fromUserId, viewerId), eq(buddyRequests.toUserId, viewerId)),
      ),
    )
    .orderBy(desc(buddyRequests.respondedAt), asc(buddyRequests.id))
    .all()
  return rows.map(({ userId, name, email, pairedAt, hasProfile, ...profile }) => ({
    userId,
    name: name.trim() || 'Anonymous User',
    email,
    pairedAt,
    profile:
      hasProfile && profile.timeZone !== null && profile.level !== null && profile.weeklyHours !== null
        ? {
            leetcodeUsername: profile.leetcodeUsername,
            timeZone: profile.timeZone,
            languages: profile.languages ?? [],
            targetCompanies: profile.targetCompanies ?? [],
            level: profile.level,
            weeklyHours: profile.weeklyHours,
            interviewDate: profile.interviewDate,
            intro: profile.intro ?? '',
          }
        : null,
  }))
}

export type { RequestOutcome }

function requestRow(db: Db | Tx, fromUserId: string, toUserId: string) {
  return db
    .select()
    .from(buddyRequests)
    .where(and(eq(buddyRequests.fromUserId, fromUserId), eq(buddyRequests.toUserId, toUserId)))
    .get()
}

/**
 * The viewer asks another person to pair. Refused for oneself, without an active profile of one's own,
 * to a missing or paused profile, twice, or within the cool-down after a decline. When the other person
 * already asked the viewer, this accepts their request instead of crossing a second one.
 */
export function requestBuddy(
  fromUserId: string,
  toUserId: string,
  db: Db = getDb(),
  now: Date = new Date(),
): RequestOutcome {
  if (fromUserId === toUserId) return { status: 'self' }
  return writeTransaction(db, (tx): RequestOutcome => {
    const own = getBuddyProfile(fromUserId, tx)
    if (!own) return { status: 'no-profile' }
    if (!own.isActive) return { status: 'own-profile-paused' }
    const theirs = getBuddyProfile(toUserId, tx)
    if (!theirs?.isActive) return { status: 'unavailable' }

    const forward = requestRow(tx, fromUserId, toUserId)
    const reverse = requestRow(tx, toUserId, fromUserId)
    if (forward?.status === 'accepted' || reverse?.status === 'accepted') return { status: 'already-buddies' }
    if (reverse?.status === 'pending') {
      tx.update(buddyRequests)
        .set({ status: 'accepted', respondedAt: now })
        .where(eq(buddyRequests.id, reverse.id))
        .run()
      return { status: 'accepted' }
    }
    if (forward?.status === 'pending') return { status: 'already-requested' }
    if (forward?.status === 'declined') {
      const until = new Date(
        (forward.respondedAt ?? forward.createdAt).getTime() + DECLINE_COOLDOWN_DAYS * DAY_MS,
      )
      if (until > now) return { status: 'cooldown', until }
      // The unique (from, to) pair means a second chance reuses the row.
      tx.update(buddyRequests)
        .set({ status: 'pending', createdAt: now, respondedAt: null })
        .where(eq(buddyRequests.id, forward.id))
        .run()
      return { status: 'sent' }
    }
    tx.insert(buddyRequests).values({ fromUserId, toUserId, status: 'pending', createdAt: now }).run()
    return { status: 'sent' }
  })
}

/**
 * The viewer answers a pending request from `fromUserId`. A request whose sender has since paused their
 * profile can be declined but not accepted (it is hidden from the viewer until they return).
 */
export function respondToRequest(
  viewerId: string,
  fromUserId: string,
  answer: 'accept' | 'decline',
  db: Db = getDb(),
  now: Date = new Date(),
): 'accepted' | 'declined' | 'not-found' | 'unavailable' {
  return writeTransaction(db, (tx) => {
    const pending = requestRow(tx, fromUserId, viewerId)
    if (pending?.status !== 'pending') return 'not-found'
    if (answer === 'accept' && !getBuddyProfile(fromUserId, tx)?.isActive) return 'unavailable'
    tx.update(buddyRequests)
      .set({ status: answer === 'accept' ? 'accepted' : 'declined', respondedAt: now })
      .where(eq(buddyRequests.id, pending.id))
      .run()
    return answer === 'accept' ? 'accepted' : 'declined'
  })
}

/** Withdraws a request the viewer sent that has not been answered yet. */
export function cancelRequest(
  viewerId: string,
  toUserId: string,
  db: Db = getDb(),
): 'cancelled' | 'not-found' {
  const result = db
    .delete(buddyRequests)
    .where(
      and(
        eq(buddyRequests.fromUserId, viewerId),
        eq(buddyRequests.toUserId, toUserId),
        eq(buddyRequests.status, 'pending'),
      ),
    )
    .run()
  return result.changes > 0 ? 'cancelled' : 'not-found'
}

/** Ends a pairing from either side; either person may ask again later. */
export function endPairing(viewerId: string, otherUserId: string, db: Db = getDb()): 'ended' | 'not-found' {
  const result = db
    .delete(buddyRequests)
    .where(
      and(
        eq(buddyRequests.status, 'accepted'),
        or(
          and(eq(buddyRequests.fromUserId, viewerId), eq(buddyRequests.toUserId, otherUserId)),
          and(eq(buddyRequests.fromUserId, otherUserId), eq(buddyRequests.toUserId, viewerId)),
        ),
      ),
    )
    .run()
  return result.changes > 0 ? 'ended' : 'not-found'
}
