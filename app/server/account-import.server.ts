import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import {
  chapterReads,
  chapters,
  companies,
  favorites,
  problemNotes,
  problems,
  progress,
  revisionCards,
  revisionReviews,
  users,
} from '#db/schema'
import type { AccountDataFile } from '~/domain/account-data-file'
import {
  emptyImportReport,
  noteMissing,
  type ImportKindReport,
  type ImportReport,
} from '~/domain/account-import'
import { formatDay } from '~/domain/calendar-day'
import { problemNoteHref } from '~/domain/problem-note'
import { companySlug } from '~/domain/problem-slug'
import { DEFAULT_RATING, RATING_LABELS, type ReviewRating } from '~/domain/review-rating'
import { newCard, scheduleReview, type RevisionCard } from '~/domain/revision-schedule'
import { canonicalTimeZone, dayInTimeZone, UTC_ZONE } from '~/domain/time-zones'
import { listProblemSlugs, mergeListsAndPlans } from './account-import-lists.server'
import { getDb, writeTransaction, type Db, type Tx } from './db.server'
import { maskAddress } from './mail.server'
import type { ProgressStatus } from './progress.server'
import { preparedFor } from './prepared.server'
import { keepDueDays, RETIRED_DUE } from './revision-cards.server'

// Importing a data download into the signed-in account (docs/product.md#importing-your-data): everything
// in one transaction, and only ever adding. What the account holds is never changed or removed: where the
// file differs, the account's is kept and the difference is reported as a conflict
// (docs/decisions/0022-importing-a-data-download.md). Rows point at problems, companies and chapters by
// slug, so a download from another PrepSharp, whose ids differ, imports the same way.

export type ImportOutcome =
  | { outcome: 'imported'; report: ImportReport }
  /** The file is another account's: nothing was read into this one. `fileEmail` is masked. */
  | { outcome: 'not-yours'; fileEmail: string }
  | { outcome: 'no-account' }

const STATUS_LABELS: Readonly<Record<ProgressStatus, string>> = { solved: 'Solved', revisit: 'To revisit' }

/** Largest `IN (…)` list sent at once, well under SQLite's limit on bound values. */
const LOOKUP_CHUNK = 500

/**
 * The writes an import repeats for every item, prepared once per connection: built through the query
 * builder each time, they cost more than the whole rest of an import of a few thousand reviews. Values go
 * in as stored (milliseconds for instants).
 */
const statements = preparedFor((db) => {
  const prepare = (sql: string) => db.$client.prepare(sql)
  return {
    insertMark: prepare('insert into progress (user_id, problem_id, status, updated_at) values (?, ?, ?, ?)'),
    writeCard: prepare(`insert into revision_cards (user_id, problem_id, due, stability, difficulty,
        elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
      values (@userId, @problemId, @due, @stability, @difficulty, @elapsedDays, @scheduledDays,
        @learningSteps, @reps, @lapses, @state, @lastReview)
      on conflict (user_id, problem_id) do update set due = excluded.due, stability = excluded.stability,
        difficulty = excluded.difficulty, elapsed_days = excluded.elapsed_days,
        scheduled_days = excluded.scheduled_days, learning_steps = excluded.learning_steps,
        reps = excluded.reps, lapses = excluded.lapses, state = excluded.state,
        last_review = excluded.last_review`),
    moveDue: prepare('update revision_cards set due = ? where user_id = ? and problem_id = ?'),
    // The card before and after are written once the problem's whole log is replayed.
    insertReview: prepare(`insert into revision_reviews (user_id, problem_id, submission_key, rating,
        reviewed_at, source, state_before, stability_before, difficulty_before, elapsed_days,
        stability_after, difficulty_after, scheduled_days, due_after)
      values (?, ?, ?, ?, ?, ?, 'new', 0, 0, 0, 0, 0, 0, 0)`),
    reviewLog: prepare(`select id, rating, reviewed_at as reviewedAt from revision_reviews
      where user_id = ? and problem_id = ? order by reviewed_at, id`),
    rewriteReview: prepare(`update revision_reviews set state_before = @stateBefore,
        stability_before = @stabilityBefore, difficulty_before = @difficultyBefore,
        elapsed_days = @elapsedDays, stability_after = @stabilityAfter, difficulty_after = @difficultyAfter,
        scheduled_days = @scheduledDays, due_after = @dueAfter
      where id = @id`),
    insertNote: prepare(
      'insert into problem_notes (user_id, problem_id, body, created_at, updated_at) values (?, ?, ?, ?, ?)',
    ),
    insertFavourite: prepare('insert into favorites (user_id, company_id, created_at) values (?, ?, ?)'),
    insertChapterRead: prepare('insert into chapter_reads (user_id, chapter_id, read_at) values (?, ?, ?)'),
  }
})

type Statements = ReturnType<typeof statements>

/** What every step of one import works with. */
interface ImportRun {
  tx: Tx
  sql: Statements
  userId: string
  report: ImportReport
}

/**
 * Adds the file's settings, marks, reviews, notes, favourites, chapters read, lists and interview plans
 * to the account, in one transaction: a failure anywhere leaves the account as it was. Importing the same
 * file again adds nothing. A file whose address is not the account's is refused before anything is read
 * into it.
 */
export function importAccountData(
  userId: string,
  file: AccountDataFile,
  db: Db = getDb(),
  now = new Date(),
): ImportOutcome {
  return writeTransaction(db, (tx): ImportOutcome => {
    const user = tx.select().from(users).where(eq(users.id, userId)).get()
    if (!user) return { outcome: 'no-account' }
    if (file.profile.email !== user.email.toLowerCase())
      return { outcome: 'not-yours', fileEmail: maskAddress(file.profile.email) }

    const run: ImportRun = { tx, sql: statements(db), userId, report: emptyImportReport() }
    // Settings first: the time zone decides the days the imported reviews are scheduled on.
    const timeZone = mergeSettings(run, user, file.profile, now)
    const problemsBySlug = lookUpProblems(tx, [
      ...file.progress.map((mark) => mark.titleSlug),
      ...file.revision.reviews.map((review) => review.titleSlug),
      ...file.problemNotes.map((note) => note.titleSlug),
      ...listProblemSlugs(file),
    ])
    const marks = mergeProgress(run, file.progress, problemsBySlug)
    const reviewed = mergeReviews(run, file.revision.reviews, problemsBySlug, timeZone)
    scheduleImported(run, marks, reviewed, timeZone)
    mergeNotes(run, file.problemNotes, problemsBySlug)
    mergeFavourites(run, file.favourites)
    mergeChaptersRead(run, file.systemDesignChaptersRead)
    const problemIds = new Map([...problemsBySlug].map(([slug, problem]) => [slug, problem.id]))
    mergeListsAndPlans({ tx, userId, report: run.report, problemIds }, file)
    return { outcome: 'imported', report: run.report }
  })
}

type User = typeof users.$inferSelect
type Problem = { id: number; title: string }

/**
 * The time zone and LeetCode username, each taken only while the account still has its default (UTC, no
 * username): once chosen here, the account's choice stands. Returns the zone the account ends up with.
 */
function mergeSettings(run: ImportRun, user: User, profile: AccountDataFile['profile'], now: Date): string {
  const kind = run.report.settings
  const changes: Partial<Pick<User, 'timeZone' | 'leetcodeUsername'>> = {}
  // A file's UTC is most likely the default nobody chose, so it has nothing to offer.
  if (profile.timeZone !== undefined && profile.timeZone !== UTC_ZONE) {
    const zone = canonicalTimeZone(profile.timeZone)
    if (zone === null) noteMissing(kind, `Time zone ${profile.timeZone}`)
    else if (zone === user.timeZone) kind.alreadyHere++
    else if (user.timeZone === UTC_ZONE) changes.timeZone = zone
    else
      kind.conflicts.push({
        name: 'Time zone',
        href: '/profile#settings',
        detail: `${user.timeZone} here, ${zone} in the file`,
      })
  }
  const username = profile.leetcodeUsername
  if (username) {
    if (username === user.leetcodeUsername) kind.alreadyHere++
    else if (!user.leetcodeUsername) changes.leetcodeUsername = username
    else
      kind.conflicts.push({
        name: 'LeetCode username',
        href: '/profile#settings',
        detail: `${user.leetcodeUsername} here, ${username} in the file`,
      })
  }
  const added = Object.keys(changes).length
  if (added > 0) {
    run.tx
      .update(users)
      .set({ ...changes, updatedAt: now })
      .where(eq(users.id, user.id))
      .run()
    // The account's own cards stay due on their days, as a change of zone on the profile keeps them.
    if (changes.timeZone) keepDueDays(run.tx, user.id, user.timeZone, changes.timeZone)
    kind.added += added
  }
  return changes.timeZone ?? user.timeZone
}

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += LOOKUP_CHUNK) out.push(items.slice(i, i + LOOKUP_CHUNK))
  return out
}

function lookUpProblems(tx: Tx, slugs: readonly string[]): Map<string, Problem> {
  const found = new Map<string, Problem>()
  for (const chunk of chunks([...new Set(slugs)])) {
    const rows = tx
      .select({ id: problems.id, title: problems.title, titleSlug: problems.titleSlug })
      .from(problems)
      .where(inArray(problems.titleSlug, chunk))
      .all()
    for (const row of rows) found.set(row.titleSlug, { id: row.id, title: row.title })
  }
  return found
}

interface Mark {
  status: ProgressStatus
  markedAt: Date
  /** Added by this import. */
  isNew: boolean
}

/**
 * Marks on problems the account has not marked; a different mark here is a conflict and stays. Returns
 * the account's marks as they now are.
 */
function mergeProgress(
  run: ImportRun,
  fileMarks: AccountDataFile['progress'],
  problemsBySlug: Map<string, Problem>,
): Map<number, Mark> {
  const kind = run.report.progress
  const marks = new Map(
    run.tx
      .select({ problemId: progress.problemId, status: progress.status, markedAt: progress.updatedAt })
      .from(progress)
      .where(eq(progress.userId, run.userId))
      .all()
      .map(({ problemId, ...mark }): [number, Mark] => [problemId, { ...mark, isNew: false }]),
  )
  for (const mark of fileMarks) {
    const problem = problemsBySlug.get(mark.titleSlug)
    if (!problem) {
      noteMissing(kind, mark.titleSlug)
      continue
    }
    const here = marks.get(problem.id)
    if (here?.status === mark.status) {
      kind.alreadyHere++
    } else if (here) {
      kind.conflicts.push({
        name: problem.title,
        href: `/problems/${mark.titleSlug}`,
        detail: `${STATUS_LABELS[here.status]} here, ${STATUS_LABELS[mark.status]} in the file`,
      })
    } else {
      run.sql.insertMark.run(run.userId, problem.id, mark.status, mark.updatedAt.getTime())
      marks.set(problem.id, { status: mark.status, markedAt: mark.updatedAt, isNew: true })
      kind.added++
    }
  }
  return marks
}

/** A review's identity across PrepSharps: its problem and instant (its id and submission key are local). */
const reviewKey = (problemId: number, reviewedAt: Date) => `${problemId}@${reviewedAt.getTime()}`

/** The account's reviews and cards, and adding to them; the schedules are worked out afterwards. */
class ReviewLog {
  private readonly ratings: Map<string, number>
  private readonly keys: Set<string>
  private readonly cards: Set<number>
  private readonly retired: Set<number>
  /** Problems that gained reviews, whose schedules must be worked out again. */
  readonly grown = new Set<number>()

  constructor(private readonly run: ImportRun) {
    const existing = run.tx
      .select({
        problemId: revisionReviews.problemId,
        reviewedAt: revisionReviews.reviewedAt,
        rating: revisionReviews.rating,
        submissionKey: revisionReviews.submissionKey,
      })
      .from(revisionReviews)
      .where(eq(revisionReviews.userId, run.userId))
      .all()
    this.ratings = new Map(existing.map((row) => [reviewKey(row.problemId, row.reviewedAt), row.rating]))
    this.keys = new Set(existing.map((row) => row.submissionKey))
    const cards = run.tx
      .select({ problemId: revisionCards.problemId, due: revisionCards.due })
      .from(revisionCards)
      .where(eq(revisionCards.userId, run.userId))
      .all()
    this.cards = new Set(cards.map((row) => row.problemId))
    this.retired = new Set(
      cards.filter((row) => row.due.getTime() === RETIRED_DUE.getTime()).map((row) => row.problemId),
    )
  }

  /** Whether the problem's card was retired (its mark cleared), keeping its reviews. */
  isRetired(problemId: number): boolean {
    return this.retired.has(problemId)
  }

  /** The rating of the account's review of this problem at this instant, if it has one. */
  ratingAt(problemId: number, reviewedAt: Date): number | undefined {
    return this.ratings.get(reviewKey(problemId, reviewedAt))
  }

  hasCard(problemId: number): boolean {
    return this.cards.has(problemId)
  }

  add(
    problemId: number,
    review: { rating: number; reviewedAt: Date; source: string; submissionKey?: string },
  ) {
    const { sql, userId } = this.run
    // A review belongs to its card, so the card comes first; its schedule is replaced after the replay.
    if (!this.cards.has(problemId)) {
      sql.writeCard.run(cardRow(userId, problemId, newCard(review.reviewedAt)))
      this.cards.add(problemId)
    }
    // Keys are unique per account; another PrepSharp may have used the same one for another review
    // (the migration's keys are made from its own problem ids).
    const key =
      review.submissionKey && !this.keys.has(review.submissionKey)
        ? review.submissionKey
        : `import:${randomUUID()}`
    sql.insertReview.run(userId, problemId, key, review.rating, review.reviewedAt.getTime(), review.source)
    this.keys.add(key)
    this.ratings.set(reviewKey(problemId, review.reviewedAt), review.rating)
    this.grown.add(problemId)
  }
}

function cardRow(userId: string, problemId: number, card: RevisionCard) {
  return {
    userId,
    problemId,
    ...card,
    due: card.due.getTime(),
    lastReview: card.lastReview?.getTime() ?? null,
  }
}

/**
 * Reviews the account does not have. One at the same instant on the same problem is the same review:
 * skipped when rated the same, a conflict (the account's rating stays) when not.
 */
function mergeReviews(
  run: ImportRun,
  reviews: AccountDataFile['revision']['reviews'],
  problemsBySlug: Map<string, Problem>,
  timeZone: string,
): ReviewLog {
  const kind = run.report.reviews
  const log = new ReviewLog(run)
  for (const review of reviews) {
    const problem = problemsBySlug.get(review.titleSlug)
    if (!problem) {
      noteMissing(kind, review.titleSlug)
      continue
    }
    const rating = log.ratingAt(problem.id, review.reviewedAt)
    if (rating === review.rating) {
      kind.alreadyHere++
    } else if (rating !== undefined) {
      const day = formatDay(dayInTimeZone(timeZone, review.reviewedAt))
      kind.conflicts.push({
        name: problem.title,
        href: `/problems/${review.titleSlug}`,
        detail: `The review of ${day} is rated ${label(rating)} here, ${label(review.rating)} in the file`,
      })
    } else {
      log.add(problem.id, review)
      kind.added++
    }
  }
  return log
}

function label(rating: number): string {
  return RATING_LABELS[rating as ReviewRating] ?? String(rating)
}

/**
 * Schedules what the import added, as the pages would have. A new mark without reviews gets what marking
 * it here gives: solved is a Good review when it was marked, to revisit is due from then. Every problem
 * that gained reviews gets its schedule from its whole review history, as FSRS gives it; one still marked
 * to revisit stays due from when it was marked, and one the account had not marked is marked solved, as
 * rating a review does.
 */
function scheduleImported(run: ImportRun, marks: Map<number, Mark>, log: ReviewLog, timeZone: string): void {
  const { sql, userId } = run
  for (const [problemId, mark] of marks) {
    if (!mark.isNew || log.grown.has(problemId)) continue
    // A retired card holds the history a new solve continues, as marking it solved here would.
    if (mark.status === 'solved' && (!log.hasCard(problemId) || log.isRetired(problemId))) {
      log.add(problemId, { rating: DEFAULT_RATING, reviewedAt: mark.markedAt, source: 'mark' })
    } else if (mark.status === 'revisit') {
      if (log.hasCard(problemId)) sql.moveDue.run(mark.markedAt.getTime(), userId, problemId)
      else sql.writeCard.run(cardRow(userId, problemId, newCard(mark.markedAt)))
    }
  }
  for (const problemId of log.grown) {
    const card = replayReviewLog(run, problemId, timeZone)
    const mark = marks.get(problemId)
    if (!mark) {
      sql.insertMark.run(userId, problemId, 'solved', (card.lastReview ?? card.due).getTime())
      run.report.progress.added++
    }
    sql.writeCard.run(
      cardRow(userId, problemId, mark?.status === 'revisit' ? { ...card, due: mark.markedAt } : card),
    )
  }
}

/** Schedules a problem's reviews again from the first, rewriting each one's record of the card. */
function replayReviewLog(run: ImportRun, problemId: number, timeZone: string): RevisionCard {
  const reviews = run.sql.reviewLog.all(run.userId, problemId) as {
    id: number
    rating: number
    reviewedAt: number
  }[]
  let card = newCard(new Date(reviews[0]!.reviewedAt))
  for (const review of reviews) {
    const before = card
    card = scheduleReview(before, review.rating as ReviewRating, new Date(review.reviewedAt), timeZone)
    run.sql.rewriteReview.run({
      id: review.id,
      stateBefore: before.state,
      stabilityBefore: before.stability,
      difficultyBefore: before.difficulty,
      elapsedDays: card.elapsedDays,
      stabilityAfter: card.stability,
      difficultyAfter: card.difficulty,
      scheduledDays: card.scheduledDays,
      dueAfter: card.due.getTime(),
    })
  }
  return card
}

/** Notes on problems the account has none on; a different note here is a conflict and stays. */
function mergeNotes(
  run: ImportRun,
  notes: AccountDataFile['problemNotes'],
  problemsBySlug: Map<string, Problem>,
) {
  const kind = run.report.notes
  const here = new Map(
    run.tx
      .select({ problemId: problemNotes.problemId, body: problemNotes.body })
      .from(problemNotes)
      .where(eq(problemNotes.userId, run.userId))
      .all()
      .map((row) => [row.problemId, row.body]),
  )
  for (const note of notes) {
    const problem = problemsBySlug.get(note.titleSlug)
    if (!problem) {
      noteMissing(kind, note.titleSlug)
      continue
    }
    const body = here.get(problem.id)
    if (body === note.body) {
      kind.alreadyHere++
    } else if (body !== undefined) {
      kind.conflicts.push({
        name: problem.title,
        href: problemNoteHref(note.titleSlug),
        detail: 'Your note here differs from the one in the file; the one here is kept',
      })
    } else {
      run.sql.insertNote.run(
        run.userId,
        problem.id,
        note.body,
        note.createdAt.getTime(),
        note.updatedAt.getTime(),
      )
      here.set(problem.id, note.body)
      kind.added++
    }
  }
}

/** Ids by slug for the slugs this PrepSharp has. */
function idsBySlug(
  tx: Tx,
  table: typeof companies | typeof chapters,
  slugs: readonly string[],
): Map<string, number> {
  const found = new Map<string, number>()
  for (const chunk of chunks([...new Set(slugs)])) {
    for (const row of tx
      .select({ id: table.id, slug: table.slug })
      .from(table)
      .where(inArray(table.slug, chunk))
      .all())
      found.set(row.slug, row.id)
  }
  return found
}

/**
 * Items the account keeps as a set by slug (favourite companies, chapters read): added when this PrepSharp
 * has the slug and the account lacks it. Nothing about them can differ, so there are no conflicts.
 */
function mergeSlugSet(
  kind: ImportKindReport,
  items: readonly { slug: string; at: Date }[],
  ids: Map<string, number>,
  here: Set<number>,
  insert: (id: number, at: Date) => void,
): void {
  for (const item of items) {
    const id = ids.get(item.slug)
    if (id === undefined) {
      noteMissing(kind, item.slug)
    } else if (here.has(id)) {
      kind.alreadyHere++
    } else {
      insert(id, item.at)
      here.add(id)
      kind.added++
    }
  }
}

function mergeFavourites(run: ImportRun, favourites: AccountDataFile['favourites']): void {
  const items = favourites.map((favourite) => ({ slug: companySlug(favourite.slug), at: favourite.addedAt }))
  const here = run.tx
    .select({ id: favorites.companyId })
    .from(favorites)
    .where(eq(favorites.userId, run.userId))
    .all()
  mergeSlugSet(
    run.report.favourites,
    items,
    idsBySlug(
      run.tx,
      companies,
      items.map((item) => item.slug),
    ),
    new Set(here.map((row) => row.id)),
    (companyId, at) => run.sql.insertFavourite.run(run.userId, companyId, at.getTime()),
  )
}

function mergeChaptersRead(run: ImportRun, reads: AccountDataFile['systemDesignChaptersRead']): void {
  const items = reads.map((read) => ({ slug: read.slug, at: read.readAt }))
  const here = run.tx
    .select({ id: chapterReads.chapterId })
    .from(chapterReads)
    .where(eq(chapterReads.userId, run.userId))
    .all()
  mergeSlugSet(
    run.report.chaptersRead,
    items,
    idsBySlug(
      run.tx,
      chapters,
      items.map((item) => item.slug),
    ),
    new Set(here.map((row) => row.id)),
    (chapterId, at) => run.sql.insertChapterRead.run(run.userId, chapterId, at.getTime()),
  )
}
