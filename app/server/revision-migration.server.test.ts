import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newCard, scheduleReview } from '~/domain/revision-schedule'
import { dayInTimeZone } from '~/domain/time-zones'
import { openDatabase, type Db } from './db.server'

// A database as deployed before revision existed (only drizzle/0000_init.sql applied), with marks in it,
// brought up to date the way a server start does it.

const MIGRATIONS = path.resolve(import.meta.dirname, '../../drizzle')
const SOLVED_AT = new Date('2026-03-06T04:30:00Z') // 23:30 on 5 March in New York
const REVISIT_MARKED_AT = new Date('2026-02-01T10:00:00Z')

let folder: string
let file: string
const opened: Db[] = []

beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prepsharp-revision-'))
  file = path.join(folder, 'app.sqlite')
})

afterEach(() => {
  for (const db of opened.splice(0)) db.$client.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

/** The database at the first migration, with Ada's and Bob's marks and Ada's buddy profile. */
function databaseBeforeRevision(): void {
  const initOnly = path.join(folder, 'migrations')
  fs.mkdirSync(path.join(initOnly, 'meta'), { recursive: true })
  fs.copyFileSync(path.join(MIGRATIONS, '0000_init.sql'), path.join(initOnly, '0000_init.sql'))
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'))
  journal.entries = journal.entries.filter((entry: { tag: string }) => entry.tag === '0000_init')
  fs.writeFileSync(path.join(initOnly, 'meta/_journal.json'), JSON.stringify(journal))

  const sqlite = new Database(file)
  migrate(drizzle(sqlite), { migrationsFolder: initOnly })
  const insertUser = sqlite.prepare(
    'insert into users (id, email, name, created_at, updated_at) values (?, ?, ?, 0, 0)',
  )
  insertUser.run('ada', 'ada@example.com', 'Ada')
  insertUser.run('bob', 'bob@example.com', 'Bob')
  sqlite
    .prepare(
      `insert into buddy_profiles (user_id, time_zone, languages, target_companies, level, weekly_hours, created_at, updated_at)
       values ('ada', 'America/New_York', '[]', '[]', 3, 5, 0, 0)`,
    )
    .run()
  const insertProblem = sqlite.prepare(
    'insert into problems (id, title_slug, frontend_id, title, difficulty) values (?, ?, ?, ?, 1)',
  )
  insertProblem.run(1, 'two-sum', 1, 'Two Sum')
  insertProblem.run(20, 'valid-parentheses', 20, 'Valid Parentheses')
  const mark = sqlite.prepare(
    'insert into progress (user_id, problem_id, status, updated_at) values (?, ?, ?, ?)',
  )
  mark.run('ada', 1, 'solved', SOLVED_AT.getTime())
  mark.run('ada', 20, 'revisit', REVISIT_MARKED_AT.getTime())
  mark.run('bob', 1, 'solved', SOLVED_AT.getTime())
  sqlite.close()
}

function open(): Db {
  const db = openDatabase(file)
  opened.push(db)
  return db
}

function rows(db: Db, query: string) {
  return db.$client.prepare(query).all()
}

describe('moving marks kept before revision into revision cards', () => {
  it('makes a solved mark one Good review on its date, scheduled as ts-fsrs schedules it', () => {
    databaseBeforeRevision()
    const db = open()
    expect(rows(db, "select * from revision_reviews where user_id = 'ada'")).toEqual([
      expect.objectContaining({
        problem_id: 1,
        rating: 3,
        reviewed_at: SOLVED_AT.getTime(),
        source: 'migration',
        state_before: 'new',
      }),
    ])
    const [card] = rows(db, "select * from revision_cards where user_id = 'ada' and problem_id = 1") as {
      due: number
      scheduled_days: number
      stability: number
      reps: number
      state: string
      last_review: number
    }[]
    const expected = scheduleReview(newCard(SOLVED_AT), 3, SOLVED_AT, 'America/New_York')
    expect(card).toMatchObject({
      due: expected.due.getTime(),
      scheduled_days: expected.scheduledDays,
      stability: expected.stability,
      reps: 1,
      state: 'review',
      last_review: SOLVED_AT.getTime(),
    })
    // FSRS's first Good is three days: marked on 5 March in New York, due on the 8th, the day the
    // clocks go forward, from its local midnight.
    expect(expected.scheduledDays).toBe(3)
    expect(dayInTimeZone('America/New_York', new Date(card!.due))).toBe('2026-03-08')
    expect(new Date(card!.due)).toEqual(new Date('2026-03-08T05:00:00Z'))
  })

  it('makes a mark to revisit due now, without a review', () => {
    databaseBeforeRevision()
    const before = Date.now()
    const db = open()
    const [card] = rows(db, "select * from revision_cards where user_id = 'ada' and problem_id = 20") as {
      due: number
      reps: number
      state: string
      last_review: number | null
    }[]
    expect(card).toMatchObject({ reps: 0, state: 'new', last_review: null })
    expect(card!.due).toBeGreaterThanOrEqual(before)
    expect(card!.due).toBeLessThanOrEqual(Date.now())
    expect(rows(db, 'select * from revision_reviews where problem_id = 20')).toEqual([])
  })

  it('keeps the marks, takes the time zone from a buddy profile, and runs once', () => {
    databaseBeforeRevision()
    const db = open()
    expect(
      rows(db, 'select user_id, problem_id, status, updated_at from progress order by user_id, problem_id'),
    ).toEqual([
      { user_id: 'ada', problem_id: 1, status: 'solved', updated_at: SOLVED_AT.getTime() },
      { user_id: 'ada', problem_id: 20, status: 'revisit', updated_at: REVISIT_MARKED_AT.getTime() },
      { user_id: 'bob', problem_id: 1, status: 'solved', updated_at: SOLVED_AT.getTime() },
    ])
    expect(rows(db, 'select id, time_zone from users order by id')).toEqual([
      { id: 'ada', time_zone: 'America/New_York' },
      { id: 'bob', time_zone: 'UTC' },
    ])
    // Bob has no profile: his day is UTC's, so his solve is due three UTC days on.
    expect(rows(db, "select due from revision_cards where user_id = 'bob'")).toEqual([
      { due: Date.parse('2026-03-09T00:00:00Z') },
    ])
    const cards = rows(db, 'select * from revision_cards order by user_id, problem_id')
    const reviews = rows(db, 'select * from revision_reviews order by id')
    db.$client.close()
    opened.length = 0

    const again = open()
    expect(rows(again, 'select * from revision_cards order by user_id, problem_id')).toEqual(cards)
    expect(rows(again, 'select * from revision_reviews order by id')).toEqual(reviews)
  })
})
