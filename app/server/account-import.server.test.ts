import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import {
  FILE_PROGRESS_STATUSES,
  FILE_REVIEW_SOURCES,
  parseAccountDataFile,
  type AccountDataFile,
} from '~/domain/account-data-file'
import { importTotals, type ImportReport } from '~/domain/account-import'
import { MAX_LISTS_PER_USER } from '~/domain/problem-lists'
import type { ReviewRating } from '~/domain/review-rating'
import { replayReviews } from '~/domain/revision-schedule'
import { exportAccountData, setTimeZone, updateSettings } from './account.server'
import { importAccountData, type ImportOutcome } from './account-import.server'
import type { Db } from './db.server'
import { addProblem, createList } from './lists/edit.server'
import { saveProblemNote } from './problem-notes.server'
import { setProgress } from './progress.server'
import { RETIRED_DUE } from './revision-cards.server'
import { recordReview } from './revision.server'

const day = (n: number, hour = 9) => new Date(Date.UTC(2025, 5, n, hour))
const iso = (n: number, hour = 9) => day(n, hour).toISOString()

const PROBLEMS = [
  { titleSlug: 'two-sum', title: 'Two Sum', difficulty: 1 },
  { titleSlug: 'add-two-numbers', title: 'Add Two Numbers', difficulty: 2 },
  { titleSlug: 'three-sum', title: '3Sum', difficulty: 2 },
  { titleSlug: 'lru-cache', title: 'LRU Cache', difficulty: 2 },
]
const COMPANIES = [
  { slug: 'google', name: 'Google' },
  { slug: 'amazon', name: 'Amazon' },
]
const CHAPTERS = [
  { slug: 'scale', title: 'Scale From Zero', position: 1 },
  { slug: 'caching', title: 'Caching', position: 2 },
]

/**
 * A PrepSharp with the catalogue and one user, Ada. `reversed` stores the catalogue the other way round, so
 * its problems, companies and chapters have other ids, as in another PrepSharp.
 */
function prepSharp({ reversed = false, userId = 'ada' } = {}) {
  const db = createTestDb()
  const inOrder = <T>(rows: T[]) => (reversed ? [...rows].reverse() : rows)
  db.insert(schema.users).values({ id: userId, name: 'Ada', email: 'ada@example.com' }).run()
  db.insert(schema.users).values({ id: 'bob', name: 'Bob', email: 'bob@example.com' }).run()
  db.insert(schema.problems).values(inOrder(PROBLEMS)).run()
  db.insert(schema.companies).values(inOrder(COMPANIES)).run()
  db.insert(schema.chapters).values(inOrder(CHAPTERS)).run()
  return db
}

function problemId(db: Db, titleSlug: string): number {
  return db.select().from(schema.problems).where(eq(schema.problems.titleSlug, titleSlug)).get()!.id
}

function idOf(db: Db, table: typeof schema.companies | typeof schema.chapters, slug: string): number {
  return db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).get()!.id
}

/** Ada's account with some of everything, made the way the pages make it. */
function seedAda(db: Db) {
  updateSettings('ada', { name: 'Ada', leetcodeUsername: 'ada_l', institution: null }, db)
  setTimeZone('ada', 'Europe/Paris', db)
  setProgress('ada', problemId(db, 'two-sum'), 'solved', db, day(1))
  recordReview(
    { userId: 'ada', problemId: problemId(db, 'two-sum'), rating: 2, submissionKey: 'k-2' },
    db,
    day(4),
  )
  recordReview(
    { userId: 'ada', problemId: problemId(db, 'two-sum'), rating: 4, submissionKey: 'k-3' },
    db,
    day(9),
  )
  setProgress('ada', problemId(db, 'add-two-numbers'), 'solved', db, day(2))
  setProgress('ada', problemId(db, 'add-two-numbers'), 'revisit', db, day(6))
  setProgress('ada', problemId(db, 'three-sum'), 'revisit', db, day(3))
  saveProblemNote('ada', problemId(db, 'two-sum'), 'Hash map of complements.', db, day(1))
  saveProblemNote('ada', problemId(db, 'lru-cache'), 'Linked list + map', db, day(5))
  db.insert(schema.favorites)
    .values([
      { userId: 'ada', companyId: idOf(db, schema.companies, 'google'), createdAt: day(1) },
      { userId: 'ada', companyId: idOf(db, schema.companies, 'amazon'), createdAt: day(2) },
    ])
    .run()
  db.insert(schema.chapterReads)
    .values({ userId: 'ada', chapterId: idOf(db, schema.chapters, 'scale'), readAt: day(3) })
    .run()
}

/** A download as the user gets it: written by exportAccountData, read back from its JSON. */
function download(db: Db, userId = 'ada'): AccountDataFile {
  return parsed(exportAccountData(userId, db, day(20))!)
}

function parsed(raw: unknown): AccountDataFile {
  const result = parseAccountDataFile(JSON.stringify(raw), new Date())
  if (!result.ok) throw new Error(`${result.message} ${result.details.join('; ')}`)
  return result.data
}

/** A download of Ada's with only the parts given, the rest empty. */
function file(parts: Record<string, unknown> = {}): AccountDataFile {
  return parsed({ product: 'PrepSharp', profile: { email: 'ada@example.com' }, ...parts })
}

function reportOf(outcome: ImportOutcome): ImportReport {
  if (outcome.outcome !== 'imported') throw new Error(`not imported: ${outcome.outcome}`)
  return outcome.report
}

/** Every row the account owns, to show that an import changed nothing. */
function accountRows(db: Db) {
  const tables = [
    'users',
    'progress',
    'revision_cards',
    'revision_reviews',
    'problem_notes',
    'favorites',
    'chapter_reads',
  ]
  return Object.fromEntries(
    tables.map((table) => [table, db.$client.prepare(`select * from ${table} order by rowid`).all()]),
  )
}

/** What a download says about the study data, without what differs between PrepSharps (ids, the date). */
function studyData(db: Db, userId: string) {
  const { progress, revision, problemNotes, favourites, systemDesignChaptersRead, profile } =
    exportAccountData(userId, db, day(20))!
  return {
    settings: { timeZone: profile.timeZone, leetcodeUsername: profile.leetcodeUsername },
    progress,
    revision,
    problemNotes,
    favourites,
    systemDesignChaptersRead,
  }
}

function cardOf(db: Db, titleSlug: string) {
  return db
    .select()
    .from(schema.revisionCards)
    .where(
      and(
        eq(schema.revisionCards.userId, 'ada'),
        eq(schema.revisionCards.problemId, problemId(db, titleSlug)),
      ),
    )
    .get()
}

function reviewsOf(db: Db, titleSlug: string) {
  return db
    .select()
    .from(schema.revisionReviews)
    .where(
      and(
        eq(schema.revisionReviews.userId, 'ada'),
        eq(schema.revisionReviews.problemId, problemId(db, titleSlug)),
      ),
    )
    .orderBy(asc(schema.revisionReviews.reviewedAt))
    .all()
}

describe('the download and the import agree', () => {
  it('reads back every download, field for field in what it imports', () => {
    const db = prepSharp()
    seedAda(db)
    const exported = exportAccountData('ada', db, day(20))!
    const file = download(db)
    expect(file.progress).toHaveLength(exported.progress.length)
    expect(file.revision.reviews).toHaveLength(exported.revision.reviews.length)
    expect(file.problemNotes.map((note) => note.body)).toEqual(exported.problemNotes.map((note) => note.body))
    expect(file.favourites).toHaveLength(2)
    expect(file.systemDesignChaptersRead).toHaveLength(1)
  })

  it('spells statuses and review sources as the database does', () => {
    expect([...FILE_PROGRESS_STATUSES]).toEqual([...schema.PROGRESS_STATUSES])
    expect([...FILE_REVIEW_SOURCES]).toEqual(schema.revisionReviews.source.enumValues)
  })
})

describe('importAccountData', () => {
  it('continues a cleared problem’s history when the file marks it solved, as solving it here would', () => {
    const db = prepSharp()
    const twoSum = problemId(db, 'two-sum')
    setProgress('ada', twoSum, 'solved', db, day(1))
    setProgress('ada', twoSum, null, db, day(2))
    expect(cardOf(db, 'two-sum')?.due).toEqual(RETIRED_DUE)

    const report = reportOf(
      importAccountData(
        'ada',
        file({ progress: [{ titleSlug: 'two-sum', status: 'solved', updatedAt: iso(10) }] }),
        db,
      ),
    )
    expect(report.progress.added).toBe(1)
    const reviews = reviewsOf(db, 'two-sum')
    expect(reviews.map((review) => review.reviewedAt)).toEqual([day(1), day(10)])
    const replayed = replayReviews(
      reviews.map((review) => ({ rating: review.rating as ReviewRating, reviewedAt: review.reviewedAt })),
      day(1),
      'UTC',
    )
    expect(cardOf(db, 'two-sum')).toMatchObject({ due: replayed.due, reps: 2 })
  })

  it('moves an account to another PrepSharp: same email, other ids, the same data and schedules', () => {
    const source = prepSharp()
    seedAda(source)
    const target = prepSharp({ reversed: true, userId: 'ada-elsewhere' })

    const report = reportOf(importAccountData('ada-elsewhere', download(source), target))

    expect(importTotals(report)).toEqual({ added: 14, alreadyHere: 0, missing: 0, conflicts: 0 })
    expect(report.settings.added).toBe(2)
    expect(report.progress.added).toBe(3)
    expect(report.reviews.added).toBe(4)
    expect(report.notes.added).toBe(2)
    expect(report.favourites.added).toBe(2)
    expect(report.chaptersRead.added).toBe(1)
    expect(studyData(target, 'ada-elsewhere')).toEqual(studyData(source, 'ada'))
  })

  it('adds nothing the second time, and changes no row', () => {
    const source = prepSharp()
    seedAda(source)
    const target = prepSharp({ reversed: true })
    const file = download(source)
    importAccountData('ada', file, target)
    const before = accountRows(target)

    const report = reportOf(importAccountData('ada', file, target))

    expect(importTotals(report)).toEqual({ added: 0, alreadyHere: 14, missing: 0, conflicts: 0 })
    expect(accountRows(target)).toEqual(before)
  })

  it('finds everything already there when the download is the account’s own', () => {
    const db = prepSharp()
    seedAda(db)
    const before = accountRows(db)
    const report = reportOf(importAccountData('ada', download(db), db))
    expect(importTotals(report).added).toBe(0)
    expect(importTotals(report).conflicts).toBe(0)
    expect(accountRows(db)).toEqual(before)
  })

  it('refuses someone else’s download, naming its address masked, and changes nothing', () => {
    const db = prepSharp()
    seedAda(db)
    const bobs = prepSharp()
    setProgress('bob', problemId(bobs, 'three-sum'), 'solved', bobs, day(2))
    const before = accountRows(db)

    expect(importAccountData('ada', download(bobs, 'bob'), db)).toEqual({
      outcome: 'not-yours',
      fileEmail: 'b***@example.com',
    })
    expect(accountRows(db)).toEqual(before)
  })

  it('takes the email in any case', () => {
    const db = prepSharp()
    const outcome = importAccountData('ada', file({ profile: { email: 'ADA@Example.COM' } }), db)
    expect(outcome.outcome).toBe('imported')
  })

  it('rolls everything back when a write fails midway', () => {
    const source = prepSharp()
    seedAda(source)
    const target = prepSharp({ reversed: true })
    // Notes are written after the marks and reviews: this one fails, and so must the whole import.
    target.$client.exec(`create trigger refuse_notes before insert on problem_notes
      begin select raise(abort, 'disk full'); end`)
    const before = accountRows(target)

    expect(() => importAccountData('ada', download(source), target)).toThrow('disk full')
    expect(accountRows(target)).toEqual(before)
  })
})

describe('progress marks', () => {
  it('adds marks, skips the same, keeps a different one here as a conflict, and lists unknown problems', () => {
    const db = prepSharp()
    setProgress('ada', problemId(db, 'two-sum'), 'solved', db, day(1))
    setProgress('ada', problemId(db, 'three-sum'), 'revisit', db, day(1))

    const report = reportOf(
      importAccountData(
        'ada',
        file({
          progress: [
            { titleSlug: 'two-sum', status: 'solved', updatedAt: iso(2) },
            { titleSlug: 'three-sum', status: 'solved', updatedAt: iso(2) },
            { titleSlug: 'lru-cache', status: 'revisit', updatedAt: iso(3) },
            { titleSlug: 'not-here', status: 'solved', updatedAt: iso(3) },
            { titleSlug: 'not-here', status: 'revisit', updatedAt: iso(4) },
          ],
        }),
        db,
      ),
    )

    expect(report.progress).toEqual({
      added: 1,
      alreadyHere: 1,
      missing: { count: 2, names: ['not-here'] },
      conflicts: [
        { name: '3Sum', href: '/problems/three-sum', detail: 'To revisit here, Solved in the file' },
      ],
    })
    const marks = db.select().from(schema.progress).where(eq(schema.progress.userId, 'ada')).all()
    expect(marks.map((mark) => [mark.problemId, mark.status])).toEqual([
      [problemId(db, 'two-sum'), 'solved'],
      [problemId(db, 'three-sum'), 'revisit'],
      [problemId(db, 'lru-cache'), 'revisit'],
    ])
  })

  it('gives a new mark what marking it here gives: solved a Good review then, to revisit due then', () => {
    const db = prepSharp()
    importAccountData(
      'ada',
      file({
        progress: [
          { titleSlug: 'two-sum', status: 'solved', updatedAt: iso(2) },
          { titleSlug: 'three-sum', status: 'revisit', updatedAt: iso(3) },
        ],
      }),
      db,
    )
    expect(
      reviewsOf(db, 'two-sum').map((review) => [review.rating, review.reviewedAt, review.source]),
    ).toEqual([[3, day(2), 'mark']])
    expect(cardOf(db, 'two-sum')).toMatchObject({ state: 'review', due: new Date(Date.UTC(2025, 5, 5)) })
    expect(reviewsOf(db, 'three-sum')).toEqual([])
    expect(cardOf(db, 'three-sum')).toMatchObject({ state: 'new', due: day(3) })
  })
})

describe('reviews', () => {
  const review = (n: number, rating: number, source = 'rating', titleSlug = 'two-sum') => ({
    titleSlug,
    rating,
    reviewedAt: iso(n),
    source,
    submissionKey: `file-${titleSlug}-${n}`,
  })

  it('skips exact duplicates, keeps a different rating of the same review here, and lists unknown problems', () => {
    const db = prepSharp()
    setProgress('ada', problemId(db, 'two-sum'), 'solved', db, day(1))
    recordReview(
      { userId: 'ada', problemId: problemId(db, 'two-sum'), rating: 2, submissionKey: 'here' },
      db,
      day(4),
    )

    const report = reportOf(
      importAccountData(
        'ada',
        file({
          revision: { reviews: [review(1, 3), review(4, 4), review(9, 1), review(5, 3, 'rating', 'gone')] },
        }),
        db,
      ),
    )

    expect(report.reviews).toEqual({
      added: 1,
      alreadyHere: 1,
      missing: { count: 1, names: ['gone'] },
      conflicts: [
        {
          name: 'Two Sum',
          href: '/problems/two-sum',
          detail: 'The review of 4 Jun 2025 is rated Hard here, Easy in the file',
        },
      ],
    })
    expect(reviewsOf(db, 'two-sum').map((row) => [row.reviewedAt, row.rating])).toEqual([
      [day(1), 3],
      [day(4), 2],
      [day(9), 1],
    ])
  })

  it('schedules a problem from its whole history, an imported earlier review included, and rewrites the log', () => {
    const db = prepSharp()
    setProgress('ada', problemId(db, 'two-sum'), 'solved', db, day(10))
    const lone = cardOf(db, 'two-sum')!

    importAccountData('ada', file({ revision: { reviews: [review(1, 3, 'leetcode'), review(4, 1)] } }), db)

    const history = [
      { rating: 3 as ReviewRating, reviewedAt: day(1) },
      { rating: 1 as ReviewRating, reviewedAt: day(4) },
      { rating: 3 as ReviewRating, reviewedAt: day(10) },
    ]
    const { userId: _u, problemId: _p, ...card } = cardOf(db, 'two-sum')!
    expect(card).toEqual(replayReviews(history, day(1), 'UTC'))
    expect(card.due).not.toEqual(lone.due)
    const log = reviewsOf(db, 'two-sum')
    expect(log.map((row) => [row.source, row.stateBefore])).toEqual([
      ['leetcode', 'new'],
      ['rating', 'review'],
      // Stored as the first review of a new card; now the third, after two others.
      ['mark', 'review'],
    ])
    expect(log[2]!.dueAfter).toEqual(card.due)
  })

  it('marks solved a reviewed problem the account had not marked, as rating it does', () => {
    const db = prepSharp()
    const report = reportOf(
      importAccountData('ada', file({ revision: { reviews: [review(2, 3), review(6, 3)] } }), db),
    )
    expect(report.progress.added).toBe(1)
    const mark = db.select().from(schema.progress).where(eq(schema.progress.userId, 'ada')).get()
    expect(mark).toMatchObject({ status: 'solved', updatedAt: day(6) })
  })

  it('keeps a problem marked to revisit due from when it was marked', () => {
    const db = prepSharp()
    setProgress('ada', problemId(db, 'two-sum'), 'revisit', db, day(8))
    importAccountData('ada', file({ revision: { reviews: [review(1, 3), review(4, 3)] } }), db)
    expect(cardOf(db, 'two-sum')).toMatchObject({ due: day(8), reps: 2, state: 'review' })
  })

  it('stores a review whose key this account already uses for another one under a key of its own', () => {
    const db = prepSharp()
    setProgress('ada', problemId(db, 'three-sum'), 'solved', db, day(1))
    const taken = reviewsOf(db, 'three-sum')[0]!.submissionKey
    importAccountData('ada', file({ revision: { reviews: [{ ...review(2, 3), submissionKey: taken }] } }), db)
    expect(reviewsOf(db, 'two-sum')[0]!.submissionKey).toMatch(/^import:/)
  })

  it('schedules in the time zone the import brings when the account had none', () => {
    const db = prepSharp()
    importAccountData(
      'ada',
      file({
        profile: { email: 'ada@example.com', timeZone: 'Asia/Tokyo' },
        revision: { reviews: [review(1, 3)] },
      }),
      db,
    )
    // Three days after the review's day in Tokyo, from midnight there.
    expect(cardOf(db, 'two-sum')!.due).toEqual(new Date('2025-06-03T15:00:00.000Z'))
  })
})

describe('notes, favourites and chapters read', () => {
  it('adds notes, skips the same, keeps a different note here as a conflict', () => {
    const db = prepSharp()
    saveProblemNote('ada', problemId(db, 'two-sum'), 'Same', db, day(1))
    saveProblemNote('ada', problemId(db, 'three-sum'), 'Mine', db, day(1))
    const note = (titleSlug: string, body: string) => ({
      titleSlug,
      body,
      createdAt: iso(2),
      updatedAt: iso(3),
    })

    const report = reportOf(
      importAccountData(
        'ada',
        file({
          problemNotes: [
            note('two-sum', 'Same'),
            note('three-sum', 'Theirs'),
            note('lru-cache', 'New'),
            note('gone', 'Lost'),
          ],
        }),
        db,
      ),
    )

    expect(report.notes).toEqual({
      added: 1,
      alreadyHere: 1,
      missing: { count: 1, names: ['gone'] },
      conflicts: [
        {
          name: '3Sum',
          href: '/problems/three-sum#note',
          detail: 'Your note here differs from the one in the file; the one here is kept',
        },
      ],
    })
    const notes = db.select().from(schema.problemNotes).orderBy(asc(schema.problemNotes.problemId)).all()
    expect(notes.map((row) => row.body)).toEqual(['Same', 'Mine', 'New'])
    expect(notes[2]).toMatchObject({ createdAt: day(2), updatedAt: day(3) })
  })

  it('adds favourites and chapters read the account lacks, and lists those this PrepSharp does not have', () => {
    const db = prepSharp()
    db.insert(schema.favorites)
      .values({ userId: 'ada', companyId: idOf(db, schema.companies, 'google') })
      .run()

    const report = reportOf(
      importAccountData(
        'ada',
        file({
          favourites: [
            { slug: 'google', addedAt: iso(1) },
            { slug: 'Amazon', addedAt: iso(2) },
            { slug: 'zoho', addedAt: iso(2) },
          ],
          systemDesignChaptersRead: [
            { slug: 'caching', readAt: iso(3) },
            { slug: 'queues', readAt: iso(3) },
          ],
        }),
        db,
      ),
    )

    expect(report.favourites).toEqual({
      added: 1,
      alreadyHere: 1,
      missing: { count: 1, names: ['zoho'] },
      conflicts: [],
    })
    expect(report.chaptersRead).toEqual({
      added: 1,
      alreadyHere: 0,
      missing: { count: 1, names: ['queues'] },
      conflicts: [],
    })
    expect(db.select().from(schema.chapterReads).get()).toMatchObject({
      chapterId: idOf(db, schema.chapters, 'caching'),
      readAt: day(3),
    })
  })
})

describe('settings', () => {
  const settingsOf = (db: Db) =>
    db
      .select({ timeZone: schema.users.timeZone, leetcodeUsername: schema.users.leetcodeUsername })
      .from(schema.users)
      .where(eq(schema.users.id, 'ada'))
      .get()

  it('takes the time zone and LeetCode username while the account has neither', () => {
    const db = prepSharp()
    const report = reportOf(
      importAccountData(
        'ada',
        file({ profile: { email: 'ada@example.com', timeZone: 'europe/london', leetcodeUsername: 'ada_l' } }),
        db,
      ),
    )
    expect(report.settings.added).toBe(2)
    expect(settingsOf(db)).toEqual({ timeZone: 'Europe/London', leetcodeUsername: 'ada_l' })
  })

  it('keeps the account’s own choices, reports a zone this PrepSharp does not know, and ignores a default UTC', () => {
    const db = prepSharp()
    updateSettings(
      'ada',
      { name: 'Ada', leetcodeUsername: 'ada_here', institution: null, timeZone: 'Asia/Tokyo' },
      db,
    )

    const conflicting = reportOf(
      importAccountData(
        'ada',
        file({
          profile: { email: 'ada@example.com', timeZone: 'Europe/Paris', leetcodeUsername: 'ada_there' },
        }),
        db,
      ),
    )
    expect(conflicting.settings.conflicts).toEqual([
      { name: 'Time zone', href: '/profile#settings', detail: 'Asia/Tokyo here, Europe/Paris in the file' },
      {
        name: 'LeetCode username',
        href: '/profile#settings',
        detail: 'ada_here here, ada_there in the file',
      },
    ])
    const unknown = reportOf(
      importAccountData('ada', file({ profile: { email: 'ada@example.com', timeZone: 'Mars/Olympus' } }), db),
    )
    expect(unknown.settings.missing).toEqual({ count: 1, names: ['Time zone Mars/Olympus'] })
    const utc = reportOf(
      importAccountData('ada', file({ profile: { email: 'ada@example.com', timeZone: 'UTC' } }), db),
    )
    expect(importTotals(utc)).toEqual({ added: 0, alreadyHere: 0, missing: 0, conflicts: 0 })
    expect(settingsOf(db)).toEqual({ timeZone: 'Asia/Tokyo', leetcodeUsername: 'ada_here' })
  })
})

describe('importing lists and interview plans', () => {
  /** Ada's lists made the way the pages make them, and a plan for Google with its own list. */
  function seedListsAndPlan(db: Db) {
    const made = (name: string, visibility: 'private' | 'public', slugs: string[], at: number) => {
      const created = createList('ada', { name, description: `About ${name}`, visibility }, db, day(at))
      if (created.outcome !== 'created') throw new Error(created.outcome)
      for (const slug of slugs) addProblem('ada', created.id, problemId(db, slug), db, day(at))
      return created.id
    }
    made('Graphs', 'private', ['three-sum', 'two-sum'], 2)
    made('Public picks', 'public', ['lru-cache'], 3)
    const planList = made('Google interview plan', 'private', ['add-two-numbers', 'two-sum'], 4)
    db.insert(schema.interviewPlans)
      .values({
        userId: 'ada',
        companyId: idOf(db, schema.companies, 'google'),
        interviewDate: '2025-08-01',
        hoursPerWeek: 10,
        listId: planList,
        createdAt: day(4),
        updatedAt: day(4),
      })
      .run()
  }

  /** The lists and plans of a download, without what differs between PrepSharps (ids, addresses). */
  function listsAndPlans(db: Db, userId: string) {
    const exported = exportAccountData(userId, db, day(20))!
    return {
      lists: exported.problemLists.map(({ address: _address, ...list }) => list),
      plans: exported.interviewPlans.map(({ list: _list, ...plan }) => plan),
    }
  }

  it('moves them to another PrepSharp: each list with its problems in order, the plan with its list', () => {
    const source = prepSharp()
    seedListsAndPlan(source)
    const target = prepSharp({ reversed: true, userId: 'ada-elsewhere' })

    const report = reportOf(importAccountData('ada-elsewhere', download(source), target))
    expect(report.lists).toMatchObject({ added: 2, alreadyHere: 0, conflicts: [] })
    expect(report.interviewPlans).toMatchObject({ added: 1, alreadyHere: 0, conflicts: [] })

    const before = listsAndPlans(source, 'ada')
    const after = listsAndPlans(target, 'ada-elsewhere')
    // A public list comes in private: publishing it is the user's decision here.
    expect(after.lists).toEqual(
      before.lists.map((list) => (list.name === 'Public picks' ? { ...list, visibility: 'private' } : list)),
    )
    expect(after.plans).toEqual(before.plans)
    expect(after.lists.find((list) => list.name === 'Graphs')?.problems.map((p) => p.titleSlug)).toEqual([
      'three-sum',
      'two-sum',
    ])

    // The same file again adds nothing.
    const again = reportOf(importAccountData('ada-elsewhere', download(source), target))
    expect(again.lists).toMatchObject({ added: 0, alreadyHere: 2, conflicts: [] })
    expect(again.interviewPlans).toMatchObject({ added: 0, alreadyHere: 1, conflicts: [] })
    expect(listsAndPlans(target, 'ada-elsewhere')).toEqual(after)
  })

  it('keeps a list of the same name here, a conflict when its problems differ', () => {
    const db = prepSharp()
    const mine = createList('ada', { name: 'graphs', description: '', visibility: 'private' }, db, day(1))
    if (mine.outcome !== 'created') throw new Error(mine.outcome)
    addProblem('ada', mine.id, problemId(db, 'lru-cache'), db, day(1))
    const rows = accountRows(db)
    const listsHere = db.$client.prepare('select * from problem_lists order by id').all()

    const report = reportOf(
      importAccountData(
        'ada',
        file({
          problemLists: [
            {
              name: 'Graphs',
              createdAt: iso(2),
              updatedAt: iso(2),
              problems: [{ titleSlug: 'two-sum', addedAt: iso(2) }],
            },
          ],
        }),
        db,
      ),
    )
    expect(report.lists).toMatchObject({
      added: 0,
      conflicts: [
        {
          name: 'Graphs',
          href: `/lists/${mine.id}`,
          detail: 'A list of this name is here with other problems; the one here is kept',
        },
      ],
    })
    expect(accountRows(db)).toEqual(rows)
    expect(db.$client.prepare('select * from problem_lists order by id').all()).toEqual(listsHere)
  })

  it('skips the problems and companies this PrepSharp lacks, and names them', () => {
    const db = prepSharp()
    const report = reportOf(
      importAccountData(
        'ada',
        file({
          problemLists: [
            {
              name: 'Mixed',
              createdAt: iso(2),
              updatedAt: iso(2),
              problems: [
                { titleSlug: 'two-sum', addedAt: iso(2) },
                { titleSlug: 'not-here', addedAt: iso(2) },
                { titleSlug: 'lru-cache', addedAt: iso(2) },
              ],
            },
          ],
          interviewPlans: [
            {
              companySlug: 'initech',
              interviewDate: '2025-09-01',
              hoursPerWeek: 8,
              createdAt: iso(2),
              updatedAt: iso(2),
            },
          ],
        }),
        db,
      ),
    )
    expect(report.lists).toMatchObject({ added: 1, missing: { count: 1, names: ['not-here'] } })
    expect(report.interviewPlans).toMatchObject({ added: 0, missing: { count: 1, names: ['initech'] } })
    const [list] = exportAccountData('ada', db, day(20))!.problemLists
    expect(list!.problems.map((problem) => problem.titleSlug)).toEqual(['two-sum', 'lru-cache'])
  })

  it('takes plans only into an account without any, and keeps a plan of the same company here', () => {
    const source = prepSharp()
    seedListsAndPlan(source)
    const target = prepSharp()
    target
      .insert(schema.interviewPlans)
      .values([
        {
          userId: 'ada',
          companyId: idOf(target, schema.companies, 'google'),
          interviewDate: '2025-09-15',
          hoursPerWeek: 6,
          listId: planListOf(target),
        },
      ])
      .run()
    const downloaded = download(source)
    const withAmazon = {
      ...downloaded,
      interviewPlans: [
        ...downloaded.interviewPlans,
        { ...downloaded.interviewPlans[0]!, companySlug: 'amazon', list: undefined },
      ],
    }
    const report = reportOf(importAccountData('ada', withAmazon, target))
    expect(report.interviewPlans).toMatchObject({
      added: 0,
      conflicts: [
        {
          name: 'Google',
          href: '/plan',
          detail:
            'Interview on 15 Sept 2025 at 6 hours a week here, Interview on 1 Aug 2025 at 10 hours a week in the file',
        },
        {
          name: 'Amazon',
          href: '/plan',
          detail: 'Not added: this account has interview plans of its own, which are kept as they are',
        },
      ],
    })
    // The plan's list is not added on its own either.
    expect(report.lists.added).toBe(2)
    expect(target.select().from(schema.interviewPlans).all()).toHaveLength(1)
  })

  it('adds no list past the most an account keeps, and says so', () => {
    const db = prepSharp()
    for (let n = 0; n < MAX_LISTS_PER_USER; n++)
      db.insert(schema.problemLists)
        .values({ id: `full-${n}`, ownerId: 'ada', name: `List ${n}`, visibility: 'private' })
        .run()
    const report = reportOf(
      importAccountData(
        'ada',
        file({ problemLists: [{ name: 'One more', createdAt: iso(2), updatedAt: iso(2) }] }),
        db,
      ),
    )
    expect(report.lists).toMatchObject({
      added: 0,
      conflicts: [
        {
          name: 'One more',
          href: null,
          detail: `Not added: this account has ${MAX_LISTS_PER_USER} lists, the most it can keep`,
        },
      ],
    })
  })
})

/** An empty list of Ada's for a plan made in a test. */
function planListOf(db: Db): string {
  const created = createList(
    'ada',
    { name: 'Google interview plan', description: '', visibility: 'private' },
    db,
  )
  if (created.outcome !== 'created') throw new Error(created.outcome)
  return created.id
}
