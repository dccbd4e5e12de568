import { describe, expect, it } from 'vitest'
import { fixturePath, fixtureSource, textSource } from '../../../tests/fixtures/import/fixtures'
import { createTestDb } from '../../../tests/setup/db'
import type { Db } from '~/server/db.server'
import { importPath, issueLocation } from './index.server'
import { problemSets } from './problem-sets.server'

const FIRST = new Date('2026-07-12T08:00:00.000Z')
const LATER = new Date('2026-08-16T09:30:00.000Z')

function listed(db: Db, slug: string): string[] {
  return db.$client
    .prepare(
      `SELECT p.title_slug FROM problem_list_items i JOIN problem_lists l ON l.id = i.list_id
         JOIN problems p ON p.id = i.problem_id WHERE l.slug = ? ORDER BY i.position`,
    )
    .pluck()
    .all(slug) as string[]
}

function lists(db: Db) {
  return db.$client
    .prepare('SELECT id, slug, name, visibility, version, updated_at FROM problem_lists ORDER BY slug')
    .all() as {
    id: string
    slug: string
    name: string
    visibility: string
    version: number
    updated_at: number
  }[]
}

/** A database holding the fixture companies' problems, which the lists point at. */
async function dbWithProblems(): Promise<Db> {
  const db = createTestDb()
  await importPath(fixturePath('datasets/company-wise'), { now: FIRST }, db)
  return db
}

describe('the problem-sets format', () => {
  it('recognises an array of {id, name, slugs} and nothing else', () => {
    expect(problemSets.recognises(fixtureSource('lists/problem_sets.json'))).toBe(true)
    expect(
      problemSets.recognises(fixtureSource('datasets/problem-metadata/leetcode_questions_mini.json')),
    ).toBe(false)
    expect(
      problemSets.recognises(textSource('x.json', '[{"id": "a", "name": "A", "slugs": "two-sum"}]')),
    ).toBe(false)
  })

  it('reads each list once, reporting bad values, repeats (once each), empty lists and bad elements', () => {
    const result = problemSets.parse(fixtureSource('lists/problem_sets.json'))
    expect(result.rows).toBe(6)
    expect(result.issues.map((issue) => `${issueLocation(issue)} ${issue.reason}`)).toEqual([
      'lists/problem_sets.json[1] #4 two-sum is listed again (first as #1); kept the first',
      'lists/problem_sets.json[1] #8 expected a title slug, got 42',
      'lists/problem_sets.json[2] Nothing here lists no problems',
      'lists/problem_sets.json[3] id: expected an id made of letters or digits',
      'lists/problem_sets.json[4] the list blind-75 already appears as item 1',
    ])
    const data = result.data
    expect(data?.kind).toBe('lists')
    if (data?.kind !== 'lists') return
    expect(data.rows.map((row) => [row.slug, row.name, row.problems.map((p) => p.titleSlug)])).toEqual([
      ['blind-75', 'Blind 75', ['two-sum', 'lru-cache', 'not-a-stored-problem', 'powx-n', 'add-two-numbers']],
      ['unknown-only', 'Only unknown problems', ['no-such-problem-at-all']],
      ['neetcode-150', 'NeetCode 150', ['add-two-numbers', 'two-sum']],
    ])
  })

  it('reports a file that is not an array', () => {
    const result = problemSets.parse(textSource('sets.json', '{"id": "a"}'))
    expect(result.data).toBeNull()
    expect(result.issues).toEqual([{ file: 'sets.json', reason: 'expected a JSON array' }])
  })
})

describe('importing curated lists', () => {
  it('stores the lists with their stored problems and reports the unknown ones, without skipping the list', async () => {
    const db = await dbWithProblems()
    const report = await importPath(fixturePath('lists/problem_sets.json'), { now: FIRST }, db)
    expect(report.refused).toBe(false)
    expect(report.files).toEqual([
      expect.objectContaining({ format: 'problem-sets', rows: 6, imported: 2, skipped: 4 }),
    ])
    expect(report.issues.map((issue) => `${issueLocation(issue)} ${issue.reason}`)).toEqual([
      'problem_sets.json[1] #3 no stored problem not-a-stored-problem: import its metadata first',
      'problem_sets.json[1] #4 two-sum is listed again (first as #1); kept the first',
      'problem_sets.json[1] #8 expected a title slug, got 42',
      'problem_sets.json[2] Nothing here lists no problems',
      'problem_sets.json[3] id: expected an id made of letters or digits',
      'problem_sets.json[4] the list blind-75 already appears as item 1',
      'problem_sets.json[5] none of the problems of Only unknown problems is stored: the list was not imported',
      'problem_sets.json[5] #1 no stored problem no-such-problem-at-all: import its metadata first',
    ])
    expect(lists(db).map(({ slug, name, visibility }) => ({ slug, name, visibility }))).toEqual([
      { slug: 'blind-75', name: 'Blind 75', visibility: 'curated' },
      { slug: 'neetcode-150', name: 'NeetCode 150', visibility: 'curated' },
    ])
    expect(listed(db, 'blind-75')).toEqual(['two-sum', 'lru-cache', 'powx-n', 'add-two-numbers'])
    expect(listed(db, 'neetcode-150')).toEqual(['add-two-numbers', 'two-sum'])
  })

  it('changes nothing when the same lists are imported again', async () => {
    const db = await dbWithProblems()
    await importPath(fixturePath('lists/problem_sets.json'), { now: FIRST }, db)
    const before = lists(db)
    const again = await importPath(fixturePath('lists/problem_sets.json'), { now: LATER }, db)
    expect(again.changes).toBe(0)
    expect(lists(db)).toEqual(before)
  })

  it('replaces a list’s problems on a newer import, keeping its address and raising its version', async () => {
    const db = await dbWithProblems()
    await importPath(fixturePath('lists/problem_sets.json'), { now: FIRST }, db)
    const [blind] = lists(db)
    await importPath(fixturePath('lists/newer/problem_sets.json'), { now: LATER }, db)
    expect(listed(db, 'blind-75')).toEqual(['powx-n', 'two-sum'])
    expect(lists(db).find((list) => list.slug === 'blind-75')).toMatchObject({
      id: blind!.id,
      version: 2,
      updated_at: LATER.getTime(),
    })
    // Lists the newer file does not name are left alone.
    expect(listed(db, 'neetcode-150')).toEqual(['add-two-numbers', 'two-sum'])
  })

  it('refuses the whole import in strict mode when a list names a problem that is not stored', async () => {
    const db = await dbWithProblems()
    const report = await importPath(
      fixturePath('lists/newer/problem_sets.json'),
      { strict: true, now: FIRST },
      db,
    )
    expect(report.refused).toBe(true)
    expect(lists(db)).toEqual([])
  })

  it('never takes over a slug a user’s list holds', async () => {
    const db = await dbWithProblems()
    db.$client
      .prepare(
        `INSERT INTO users (id, email, name, created_at, updated_at) VALUES ('u1', 'u1@example.com', 'U', 0, 0)`,
      )
      .run()
    db.$client
      .prepare(
        `INSERT INTO problem_lists (id, slug, owner_id, name, visibility, created_at, updated_at)
         VALUES ('mine', 'blind-75', 'u1', 'Mine', 'private', 0, 0)`,
      )
      .run()
    await importPath(fixturePath('lists/problem_sets.json'), { now: FIRST }, db)
    expect(lists(db).find((list) => list.slug === 'blind-75')).toMatchObject({ id: 'mine', name: 'Mine' })
    expect(listed(db, 'blind-75')).toEqual([])
  })
})
