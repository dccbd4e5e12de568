import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as schema from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import {
  changePassword,
  deleteAccount,
  exportAccountData,
  progressCounts,
  setTimeZone,
  signInMethods,
  updateSettings,
} from './account.server'
import { writeTransaction } from './db.server'
import { hashPassword, verifyPassword } from './password.server'
import { setProgress } from './progress.server'
import { RETIRED_DUE, scheduleMarksWithoutCard } from './revision-cards.server'
import { dueReviews, recordReview } from './revision.server'

const day = (n: number) => new Date(Date.UTC(2025, 5, n))
// Hashed once: scrypt is slow on purpose.
const oldPasswordHash = hashPassword('old-password')

/** Two users who both have a bit of everything, so a test can check that one is touched and the other is not. */
async function setup() {
  const db = createTestDb()
  db.insert(schema.users)
    .values([
      {
        id: 'ada',
        name: 'Ada',
        email: 'ada@example.com',
        leetcodeUsername: 'ada_l',
        institution: 'ETH',
        createdAt: day(1),
        updatedAt: day(1),
      },
      { id: 'bob', name: 'Bob', email: 'bob@example.com', createdAt: day(1), updatedAt: day(1) },
    ])
    .run()
  db.insert(schema.passwords)
    .values({ userId: 'ada', hash: await oldPasswordHash })
    .run()
  db.insert(schema.connections)
    .values([
      {
        userId: 'ada',
        provider: 'github',
        providerAccountId: '42',
        email: 'ada@users.github.test',
        createdAt: day(2),
      },
      {
        userId: 'bob',
        provider: 'google',
        providerAccountId: '7',
        email: 'bob@example.com',
        createdAt: day(2),
      },
    ])
    .run()
  const future = new Date(Date.now() + 86_400_000)
  db.insert(schema.sessions)
    .values([
      { id: 's-ada-1', userId: 'ada', expiresAt: future },
      { id: 's-ada-2', userId: 'ada', expiresAt: future },
      { id: 's-bob', userId: 'bob', expiresAt: future },
    ])
    .run()
  db.insert(schema.passwordResets).values({ userId: 'ada', tokenHash: 'h1', expiresAt: future }).run()
  const [google] = db.insert(schema.companies).values({ slug: 'google', name: 'Google' }).returning().all()
  const [twoSum, addTwo] = db
    .insert(schema.problems)
    .values([
      { titleSlug: 'two-sum', frontendId: 1, title: 'Two Sum', difficulty: 1 },
      { titleSlug: 'add-two-numbers', frontendId: 2, title: 'Add Two Numbers', difficulty: 2 },
    ])
    .returning()
    .all()
  db.insert(schema.progress)
    .values([
      { userId: 'ada', problemId: twoSum!.id, status: 'solved', updatedAt: day(3) },
      { userId: 'ada', problemId: addTwo!.id, status: 'revisit', updatedAt: day(4) },
      { userId: 'bob', problemId: twoSum!.id, status: 'solved', updatedAt: day(3) },
    ])
    .run()
  // The marks get their revision cards as the migration gives them.
  writeTransaction(db, (tx) => scheduleMarksWithoutCard(tx, day(12)))
  db.insert(schema.favorites)
    .values([
      { userId: 'ada', companyId: google!.id, createdAt: day(5) },
      { userId: 'bob', companyId: google!.id, createdAt: day(5) },
    ])
    .run()
  const buddy = {
    timeZone: 'Europe/Zurich',
    languages: ['Python'],
    targetCompanies: ['google'],
    level: 3,
    weeklyHours: 5,
  }
  db.insert(schema.buddyProfiles)
    .values([
      {
        userId: 'ada',
        leetcodeUsername: 'ada_l',
        intro: 'Graphs please',
        createdAt: day(6),
        updatedAt: day(6),
        ...buddy,
      },
      { userId: 'bob', ...buddy },
    ])
    .run()
  db.insert(schema.buddyRequests).values({ fromUserId: 'bob', toUserId: 'ada' }).run()
  const [adaRequest, anonymousRequest, bobRequest] = db
    .insert(schema.featureRequests)
    .values([
      {
        title: 'Dark mode',
        description: 'Please',
        email: 'ada@example.com',
        userId: 'ada',
        createdAt: day(7),
      },
      { title: 'Export', description: 'CSV please', email: 'ada@example.com', createdAt: day(8) },
      { title: 'Bob idea', description: 'Hmm', email: 'bob@example.com', userId: 'bob', createdAt: day(8) },
    ])
    .returning()
    .all()
  db.insert(schema.featureRequestVotes)
    .values([
      { requestId: bobRequest!.id, userId: 'ada', createdAt: day(9) },
      { requestId: adaRequest!.id, userId: 'bob', createdAt: day(9) },
    ])
    .run()
  const [chapter] = db
    .insert(schema.chapters)
    .values({ slug: 'scale', title: 'Scale From Zero', position: 1 })
    .returning()
    .all()
  db.insert(schema.chapterReads)
    .values({ userId: 'ada', chapterId: chapter!.id, readAt: day(10) })
    .run()
  db.insert(schema.analyses)
    .values({
      userId: 'ada',
      language: 'python',
      problemSlug: 'two-sum',
      code: 'print(1)',
      report: { ok: true },
      createdAt: day(11),
    })
    .run()
  db.insert(schema.subscribers)
    .values([
      { id: 'sub-ada', email: 'ada@example.com' },
      { id: 'sub-bob', email: 'bob@example.com' },
    ])
    .run()
  return { db, anonymousRequestId: anonymousRequest!.id }
}

describe('signInMethods', () => {
  it('lists the password and the linked providers', async () => {
    const { db } = await setup()
    expect(signInMethods('ada', db)).toEqual({
      password: true,
      connections: [{ provider: 'github', email: 'ada@users.github.test', connectedAt: day(2) }],
    })
    expect(signInMethods('bob', db).password).toBe(false)
  })
})

describe('progressCounts', () => {
  it('counts each status', async () => {
    const { db } = await setup()
    expect(progressCounts('ada', db)).toEqual({ solved: 1, revisit: 1 })
    expect(progressCounts('nobody', db)).toEqual({ solved: 0, revisit: 0 })
  })
})

describe('updateSettings', () => {
  it('replaces the three fields and touches nobody else', async () => {
    const { db } = await setup()
    updateSettings('ada', { name: 'Ada L.', leetcodeUsername: null, institution: 'Cambridge' }, db)
    const ada = db.select().from(schema.users).where(eq(schema.users.id, 'ada')).get()!
    expect(ada).toMatchObject({
      name: 'Ada L.',
      leetcodeUsername: null,
      institution: 'Cambridge',
      email: 'ada@example.com',
    })
    expect(ada.updatedAt.getTime()).toBeGreaterThan(day(1).getTime())
    expect(db.select().from(schema.users).where(eq(schema.users.id, 'bob')).get()!.name).toBe('Bob')
  })

  it('saves the time zone with the rest, in the runtime spelling', async () => {
    const { db } = await setup()
    const outcome = updateSettings(
      'ada',
      { name: 'Ada L.', leetcodeUsername: null, institution: null, timeZone: 'europe/london' },
      db,
    )
    expect(outcome).toBe('saved')
    const ada = db.select().from(schema.users).where(eq(schema.users.id, 'ada')).get()!
    expect(ada).toMatchObject({ name: 'Ada L.', timeZone: 'Europe/London' })
  })

  it('turns interview mode on and off with the rest, and leaves it when not given', async () => {
    const { db } = await setup()
    const mode = () => db.select().from(schema.users).where(eq(schema.users.id, 'ada')).get()!.interviewMode
    const fields = { name: 'Ada', leetcodeUsername: null, institution: null }
    expect(mode()).toBe(false)
    expect(updateSettings('ada', { ...fields, interviewMode: true }, db)).toBe('saved')
    expect(mode()).toBe(true)
    updateSettings('ada', fields, db)
    expect(mode()).toBe(true)
    updateSettings('ada', { ...fields, interviewMode: false }, db)
    expect(mode()).toBe(false)
  })

  it('changes nothing when the time zone is refused', async () => {
    const { db } = await setup()
    const before = db.select().from(schema.users).where(eq(schema.users.id, 'ada')).get()!
    const outcome = updateSettings(
      'ada',
      {
        name: 'Ada L.',
        leetcodeUsername: null,
        institution: null,
        timeZone: 'Mars/Olympus',
        interviewMode: true,
      },
      db,
    )
    expect(outcome).toBe('invalid-time-zone')
    expect(db.select().from(schema.users).where(eq(schema.users.id, 'ada')).get()).toEqual(before)
  })
})

describe('a change of time zone', () => {
  /** Ada in Paris solves Two Sum (Good) at noon on 4 May 2026, so it is due on 7 May, her day. */
  function parisSolver() {
    const db = createTestDb()
    db.insert(schema.users)
      .values({ id: 'ada', name: 'Ada', email: 'ada@example.com', timeZone: 'Europe/Paris' })
      .run()
    const [twoSum, lru, sum3] = db
      .insert(schema.problems)
      .values([
        { titleSlug: 'two-sum', title: 'Two Sum', difficulty: 1 },
        { titleSlug: 'lru-cache', title: 'LRU Cache', difficulty: 2 },
        { titleSlug: 'three-sum', title: '3Sum', difficulty: 2 },
      ])
      .returning({ id: schema.problems.id })
      .all()
      .map((row) => row.id)
    setProgress('ada', twoSum!, 'solved', db, new Date('2026-05-04T10:00:00Z'))
    return { db, twoSum: twoSum!, lru: lru!, sum3: sum3! }
  }
  const dueOf = (db: ReturnType<typeof createTestDb>, problemId: number) =>
    db.select().from(schema.revisionCards).where(eq(schema.revisionCards.problemId, problemId)).get()!.due
  const dueTitles = (db: ReturnType<typeof createTestDb>, zone: string, at: string) =>
    dueReviews('ada', zone, db, new Date(at)).map((review) => review.dueDay)

  it('keeps each card due on its day, from the start of that day in the new zone', () => {
    const { db, twoSum } = parisSolver()
    expect(dueOf(db, twoSum)).toEqual(new Date('2026-05-06T22:00:00Z'))

    expect(setTimeZone('ada', 'America/New_York', db)).toBe('saved')
    expect(dueOf(db, twoSum)).toEqual(new Date('2026-05-07T04:00:00Z'))
    // 20:00 on 6 May in New York is 02:00 on 7 May in Paris: not yet her 7 May.
    expect(dueTitles(db, 'America/New_York', '2026-05-07T00:00:00Z')).toEqual([])
    expect(dueTitles(db, 'America/New_York', '2026-05-07T04:00:00Z')).toEqual(['2026-05-07'])

    // Going east across the date line: still 7 May, now Tokyo's.
    updateSettings(
      'ada',
      { name: 'Ada', leetcodeUsername: null, institution: null, timeZone: 'Asia/Tokyo' },
      db,
    )
    expect(dueOf(db, twoSum)).toEqual(new Date('2026-05-06T15:00:00Z'))
    expect(dueTitles(db, 'Asia/Tokyo', '2026-05-06T14:59:00Z')).toEqual([])
    expect(dueTitles(db, 'Asia/Tokyo', '2026-05-06T15:00:00Z')).toEqual(['2026-05-07'])
  })

  it('schedules later reviews in the new zone from the day kept', () => {
    const { db, twoSum } = parisSolver()
    setTimeZone('ada', 'America/Los_Angeles', db)
    recordReview(
      { userId: 'ada', problemId: twoSum, rating: 3, submissionKey: 'again' },
      db,
      new Date('2026-05-07T16:00:00Z'),
    )
    expect(dueOf(db, twoSum).toISOString()).toMatch(/T07:00:00\.000Z$/)
  })

  it('moves every card of the user and nothing else: not a retired card, not another user’s', () => {
    const { db, twoSum, lru, sum3 } = parisSolver()
    db.insert(schema.users)
      .values({ id: 'bob', name: 'Bob', email: 'bob@example.com', timeZone: 'Europe/Paris' })
      .run()
    setProgress('bob', twoSum, 'solved', db, new Date('2026-05-04T10:00:00Z'))
    setProgress('ada', lru, 'solved', db, new Date('2026-05-04T10:00:00Z'))
    setProgress('ada', lru, null, db, new Date('2026-05-05T10:00:00Z'))
    setProgress('ada', sum3, 'revisit', db, new Date('2026-05-05T15:30:00Z'))
    const bobsBefore = db
      .select()
      .from(schema.revisionCards)
      .where(eq(schema.revisionCards.userId, 'bob'))
      .all()

    setTimeZone('ada', 'UTC', db)
    expect(dueOf(db, twoSum)).toEqual(new Date('2026-05-07T00:00:00Z'))
    expect(dueOf(db, lru)).toEqual(RETIRED_DUE)
    // Due from when it was marked, 5 May in Paris: from the start of 5 May now.
    expect(dueOf(db, sum3)).toEqual(new Date('2026-05-05T00:00:00Z'))
    expect(
      db.select().from(schema.revisionCards).where(eq(schema.revisionCards.userId, 'bob')).all(),
    ).toEqual(bobsBefore)
  })

  it('moves nothing when the zone is refused or the same', () => {
    const { db, twoSum } = parisSolver()
    const before = dueOf(db, twoSum)
    expect(setTimeZone('ada', 'Mars/Olympus', db)).toBe('invalid-time-zone')
    expect(setTimeZone('ada', 'europe/paris', db)).toBe('saved')
    expect(dueOf(db, twoSum)).toEqual(before)
  })
})

describe('changePassword', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const { db } = await setup()
    expect(await changePassword('ada', { currentPassword: 'guess', newPassword: 'new-password' }, db)).toBe(
      'wrong-password',
    )
    expect(await changePassword('ada', { newPassword: 'new-password' }, db)).toBe('wrong-password')
    expect(db.select().from(schema.sessions).all()).toHaveLength(3)
  })

  it('changes it with the right one and ends every session of the user', async () => {
    const { db } = await setup()
    expect(
      await changePassword('ada', { currentPassword: 'old-password', newPassword: 'new-password' }, db),
    ).toBe('changed')
    const hash = db.select().from(schema.passwords).where(eq(schema.passwords.userId, 'ada')).get()!.hash
    expect(await verifyPassword('new-password', hash)).toBe(true)
    expect(db.select({ id: schema.sessions.id }).from(schema.sessions).all()).toEqual([{ id: 's-bob' }])
  })

  it('sets a first password on an account that has none, without asking for one', async () => {
    const { db } = await setup()
    expect(await changePassword('bob', { newPassword: 'first-password' }, db)).toBe('changed')
    expect(signInMethods('bob', db).password).toBe(true)
  })
})

describe('exportAccountData', () => {
  it('holds everything about the user, in readable terms, and nothing about anyone else', async () => {
    const { db } = await setup()
    const exported = exportAccountData('ada', db, new Date('2025-07-01T00:00:00Z'))!
    expect(exported).toEqual({
      exportedAt: '2025-07-01T00:00:00.000Z',
      product: 'PrepSharp',
      profile: {
        id: 'ada',
        name: 'Ada',
        email: 'ada@example.com',
        picture: null,
        leetcodeUsername: 'ada_l',
        institution: 'ETH',
        timeZone: 'UTC',
        interviewMode: false,
        createdAt: day(1).toISOString(),
        updatedAt: day(1).toISOString(),
      },
      signInMethods: {
        password: true,
        connections: [
          { provider: 'github', email: 'ada@users.github.test', connectedAt: day(2).toISOString() },
        ],
      },
      progress: [
        { titleSlug: 'two-sum', title: 'Two Sum', status: 'solved', updatedAt: day(3).toISOString() },
        {
          titleSlug: 'add-two-numbers',
          title: 'Add Two Numbers',
          status: 'revisit',
          updatedAt: day(4).toISOString(),
        },
      ],
      revision: {
        cards: [
          {
            titleSlug: 'add-two-numbers',
            title: 'Add Two Numbers',
            due: day(12).toISOString(),
            stability: 0,
            difficulty: 0,
            elapsedDays: 0,
            scheduledDays: 0,
            learningSteps: 0,
            reps: 0,
            lapses: 0,
            state: 'new',
            lastReview: null,
          },
          {
            titleSlug: 'two-sum',
            title: 'Two Sum',
            due: day(6).toISOString(),
            stability: expect.any(Number),
            difficulty: expect.any(Number),
            elapsedDays: 0,
            scheduledDays: 3,
            learningSteps: 0,
            reps: 1,
            lapses: 0,
            state: 'review',
            lastReview: day(3).toISOString(),
          },
        ],
        reviews: [
          {
            titleSlug: 'two-sum',
            submissionKey: expect.any(String),
            rating: 3,
            reviewedAt: day(3).toISOString(),
            source: 'migration',
            stateBefore: 'new',
            stabilityBefore: 0,
            difficultyBefore: 0,
            elapsedDays: 0,
            stabilityAfter: expect.any(Number),
            difficultyAfter: expect.any(Number),
            scheduledDays: 3,
            dueAfter: day(6).toISOString(),
          },
        ],
      },
      favourites: [{ company: 'Google', slug: 'google', addedAt: day(5).toISOString() }],
      buddyProfile: {
        leetcodeUsername: 'ada_l',
        timeZone: 'Europe/Zurich',
        languages: ['Python'],
        targetCompanies: ['google'],
        level: 3,
        weeklyHours: 5,
        interviewDate: null,
        intro: 'Graphs please',
        isActive: true,
        createdAt: day(6).toISOString(),
        updatedAt: day(6).toISOString(),
      },
      featureRequests: [
        {
          title: 'Dark mode',
          description: 'Please',
          email: 'ada@example.com',
          createdAt: day(7).toISOString(),
        },
        {
          title: 'Export',
          description: 'CSV please',
          email: 'ada@example.com',
          createdAt: day(8).toISOString(),
        },
      ],
      featureRequestVotes: [{ title: 'Bob idea', votedAt: day(9).toISOString() }],
      systemDesignChaptersRead: [
        { chapter: 'Scale From Zero', slug: 'scale', readAt: day(10).toISOString() },
      ],
      codeAnalyses: [
        {
          language: 'python',
          problemSlug: 'two-sum',
          code: 'print(1)',
          report: { ok: true },
          createdAt: day(11).toISOString(),
        },
      ],
      // Notes on problems are tested in problem-notes.server.test.ts.
      problemNotes: [],
      // Lists are tested in lists/export.server.test.ts.
      problemLists: [],
      // Interview plans are tested in interview-plans.server.test.ts.
      interviewPlans: [],
      // Community reports are tested in community-reports.server.test.ts.
      communityReports: [],
      // Reminders are tested in review-reminders.server.test.ts.
      reminders: {
        dailyEmail: false,
        lastDailyEmailDay: null,
        calendarFeed: false,
        calendarFeedCreatedAt: null,
      },
      newsletter: { subscribed: true },
    })
  })

  it('is null for a user that does not exist', async () => {
    const { db } = await setup()
    expect(exportAccountData('nobody', db)).toBeNull()
  })
})

describe('deleteAccount', () => {
  it("removes every row of the user, keeps everyone else's, and unlinks their feature requests", async () => {
    const { db, anonymousRequestId } = await setup()
    const countsFor = () => ({
      users: db.select().from(schema.users).all().length,
      sessions: db.select().from(schema.sessions).all().length,
      progress: db.select().from(schema.progress).all().length,
      favorites: db.select().from(schema.favorites).all().length,
      buddyProfiles: db.select().from(schema.buddyProfiles).all().length,
      votes: db.select().from(schema.featureRequestVotes).all().length,
    })
    expect(countsFor()).toEqual({
      users: 2,
      sessions: 3,
      progress: 3,
      favorites: 2,
      buddyProfiles: 2,
      votes: 2,
    })

    expect(deleteAccount('ada', db)).toBe(true)

    expect(countsFor()).toEqual({
      users: 1,
      sessions: 1,
      progress: 1,
      favorites: 1,
      buddyProfiles: 1,
      votes: 1,
    })
    for (const table of [schema.passwords, schema.passwordResets, schema.chapterReads, schema.analyses]) {
      expect(db.select().from(table).all()).toEqual([])
    }
    expect(
      db
        .select()
        .from(schema.connections)
        .all()
        .map((c) => c.userId),
    ).toEqual(['bob'])
    expect(db.select().from(schema.buddyRequests).all()).toEqual([])
    expect(db.select({ email: schema.subscribers.email }).from(schema.subscribers).all()).toEqual([
      { email: 'bob@example.com' },
    ])

    const requests = db.select().from(schema.featureRequests).all()
    expect(requests).toHaveLength(3)
    const mine = requests.filter((r) => r.title === 'Dark mode' || r.id === anonymousRequestId)
    expect(mine.map((r) => [r.userId, r.email])).toEqual([
      [null, null],
      [null, null],
    ])
    expect(requests.find((r) => r.title === 'Bob idea')).toMatchObject({
      userId: 'bob',
      email: 'bob@example.com',
    })
    // Bob's vote for Ada's request stays: the request is still on the board.
    expect(db.select().from(schema.featureRequestVotes).all()).toMatchObject([{ userId: 'bob' }])
  })

  it("takes the user's revision cards and reviews with it", async () => {
    const { db } = await setup()
    deleteAccount('ada', db)
    expect(db.select({ userId: schema.revisionCards.userId }).from(schema.revisionCards).all()).toEqual([
      { userId: 'bob' },
    ])
    expect(db.select({ userId: schema.revisionReviews.userId }).from(schema.revisionReviews).all()).toEqual([
      { userId: 'bob' },
    ])
  })

  it('is false, and harmless, for a user that does not exist', async () => {
    const { db } = await setup()
    expect(deleteAccount('nobody', db)).toBe(false)
    expect(db.select().from(schema.users).all()).toHaveLength(2)
  })
})
