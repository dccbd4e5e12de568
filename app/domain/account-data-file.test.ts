import { describe, expect, it } from 'vitest'
import { IMPORT_MESSAGES } from './account-import'
import { parseAccountDataFile } from './account-data-file'

const now = new Date('2026-06-10T12:00:00.000Z')

/** The parts of a download an import reads, as exportAccountData writes them, plus some it does not. */
function download(overrides: Record<string, unknown> = {}) {
  return {
    exportedAt: '2026-06-09T08:00:00.000Z',
    product: 'PrepSharp',
    profile: {
      id: 'u-1',
      name: 'Ada',
      email: 'Ada@Example.com',
      timeZone: 'Europe/Paris',
      leetcodeUsername: null,
    },
    signInMethods: { password: true, connections: [] },
    progress: [
      { titleSlug: 'two-sum', title: 'Two Sum', status: 'solved', updatedAt: '2026-06-01T10:00:00.000Z' },
    ],
    revision: {
      cards: [{ titleSlug: 'two-sum', due: '2026-06-04T00:00:00.000Z', state: 'review' }],
      reviews: [
        {
          titleSlug: 'two-sum',
          submissionKey: 'k-1',
          rating: 3,
          reviewedAt: '2026-06-01T10:00:00.000Z',
          source: 'mark',
          stateBefore: 'new',
        },
      ],
    },
    problemNotes: [
      {
        titleSlug: 'two-sum',
        title: 'Two Sum',
        body: 'Hash map',
        createdAt: '2026-06-01T10:00:00.000Z',
        updatedAt: '2026-06-01T10:00:00.000Z',
      },
    ],
    favourites: [{ company: 'Google', slug: 'google', addedAt: '2026-06-01T10:00:00.000Z' }],
    buddyProfile: null,
    systemDesignChaptersRead: [{ chapter: 'Scale', slug: 'scale', readAt: '2026-06-01T10:00:00.000Z' }],
    codeAnalyses: [],
    newsletter: { subscribed: false },
    ...overrides,
  }
}

const parse = (value: unknown) => parseAccountDataFile(JSON.stringify(value), now)

function failure(value: unknown) {
  const result = parse(value)
  if (result.ok) throw new Error('expected the file to be refused')
  return result
}

describe('parseAccountDataFile', () => {
  it('reads the parts that are imported, with dates as dates and the email in lower case', () => {
    const result = parse(download())
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.profile).toEqual({
      email: 'ada@example.com',
      timeZone: 'Europe/Paris',
      leetcodeUsername: null,
    })
    expect(result.data.progress).toEqual([
      { titleSlug: 'two-sum', status: 'solved', updatedAt: new Date('2026-06-01T10:00:00.000Z') },
    ])
    expect(result.data.revision.reviews[0]).toEqual({
      titleSlug: 'two-sum',
      submissionKey: 'k-1',
      rating: 3,
      reviewedAt: new Date('2026-06-01T10:00:00.000Z'),
      source: 'mark',
    })
    expect(result.data.favourites).toEqual([
      { slug: 'google', addedAt: new Date('2026-06-01T10:00:00.000Z') },
    ])
  })

  it('takes a download without some parts, as one made before they existed, as having none of them', () => {
    const { revision: _r, problemNotes: _n, systemDesignChaptersRead: _c, ...older } = download()
    const result = parse(older)
    expect(result.ok && result.data.revision.reviews).toEqual([])
    expect(result.ok && result.data.problemNotes).toEqual([])
    expect(result.ok && result.data.systemDesignChaptersRead).toEqual([])
  })

  it('ignores what it does not import, even when it holds values no import would take', () => {
    const result = parse(download({ buddyProfile: { level: 'not a level' }, codeAnalyses: 'whatever' }))
    expect(result.ok).toBe(true)
  })

  it('refuses a file that is not JSON, saying why', () => {
    const result = parseAccountDataFile('{"product": "PrepSharp",', now)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.message).toMatch(
      /^This file is not valid JSON \(.+\)\. Choose the file you downloaded, unchanged\.$/,
    )
  })

  it('refuses JSON that is not a PrepSharp download without listing every field it lacks', () => {
    for (const value of [[1, 2], null, 'PrepSharp', { product: 'Anki' }, { name: 'x' }]) {
      expect(failure(value)).toEqual({ ok: false, message: IMPORT_MESSAGES.notPrepSharp, details: [] })
    }
  })

  it('says where each problem is, for the first five, and how many more there are', () => {
    const progress = Array.from({ length: 7 }, () => ({
      titleSlug: 'two-sum',
      status: 'done',
      updatedAt: 'x',
    }))
    const result = failure(download({ progress }))
    expect(result.message).toBe(IMPORT_MESSAGES.invalid)
    expect(result.details).toHaveLength(6)
    expect(result.details[0]).toBe('progress[0].status: must be solved or revisit')
    expect(result.details[1]).toBe(
      'progress[0].updatedAt: must be a date and time such as 2026-06-03T09:30:00.000Z',
    )
    expect(result.details[5]).toBe('and 9 more')
  })

  it('refuses ratings, sources and missing fields that cannot be imported', () => {
    const review = download().revision.reviews[0]!
    const result = failure(
      download({
        profile: { timeZone: 'UTC' },
        revision: {
          reviews: [
            { ...review, rating: 5 },
            { ...review, source: 'guess' },
          ],
        },
      }),
    )
    expect(result.details).toEqual([
      'profile.email: is missing',
      'revision.reviews[0].rating: must be 1, 2, 3 or 4',
      'revision.reviews[1].source: must be rating, mark, leetcode or migration',
    ])
  })

  it('refuses a date later than now: no download has one', () => {
    const result = failure(
      download({ favourites: [{ slug: 'google', addedAt: '2026-06-10T12:00:01.000Z' }] }),
    )
    expect(result.details).toEqual(['favourites[0].addedAt: is later than now'])
  })

  it('refuses a note the notes page would refuse: empty, or over 20 KB', () => {
    const note = download().problemNotes[0]!
    const result = failure(
      download({
        problemNotes: [
          { ...note, body: '  \n' },
          { ...note, body: 'é'.repeat(10_241) },
        ],
      }),
    )
    expect(result.details).toEqual(['problemNotes[0].body: is empty', 'problemNotes[1].body: is over 20 KB'])
  })

  it('refuses a LeetCode username the settings would refuse', () => {
    const result = failure(
      download({ profile: { email: 'ada@example.com', leetcodeUsername: 'not a name!' } }),
    )
    expect(result.details).toEqual([
      'profile.leetcodeUsername: Use only letters, digits, dots, hyphens and underscores',
    ])
  })

  it('reads lists and plans as the download writes them, and refuses what their forms would refuse', () => {
    const list = {
      name: 'Graphs',
      description: 'BFS first',
      visibility: 'public',
      address: '/lists/abc',
      createdAt: '2026-06-01T10:00:00.000Z',
      updatedAt: '2026-06-02T10:00:00.000Z',
      problems: [{ titleSlug: 'two-sum', title: 'Two Sum', addedAt: '2026-06-01T10:00:00.000Z' }],
    }
    const plan = {
      company: 'Google',
      companySlug: 'google',
      interviewDate: '2026-07-01',
      hoursPerWeek: 10,
      list: '/lists/abc',
      createdAt: '2026-06-01T10:00:00.000Z',
      updatedAt: '2026-06-01T10:00:00.000Z',
    }
    const result = parse(download({ problemLists: [list], interviewPlans: [plan] }))
    if (!result.ok) throw new Error(result.details.join('; '))
    expect(result.data.problemLists).toEqual([
      {
        name: 'Graphs',
        description: 'BFS first',
        address: '/lists/abc',
        createdAt: new Date('2026-06-01T10:00:00.000Z'),
        updatedAt: new Date('2026-06-02T10:00:00.000Z'),
        problems: [{ titleSlug: 'two-sum', addedAt: new Date('2026-06-01T10:00:00.000Z') }],
      },
    ])
    expect(result.data.interviewPlans[0]).toMatchObject({ companySlug: 'google', hoursPerWeek: 10 })

    const refused = failure(
      download({
        problemLists: [{ ...list, name: '<b>Graphs</b>' }],
        interviewPlans: [{ ...plan, interviewDate: '1 July', hoursPerWeek: 100 }],
      }),
    )
    expect(refused.details).toEqual([
      'problemLists[0].name: holds HTML',
      'interviewPlans[0].interviewDate: must be a day such as 2026-06-03',
      'interviewPlans[0].hoursPerWeek: must be a whole number of hours from 2 to 70',
    ])
  })
})
