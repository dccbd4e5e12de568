import { describe, expect, it } from 'vitest'
import { fixtureSource, textSource } from '../../../tests/fixtures/import/fixtures'
import { daily } from './daily.server'
import type { ParsedData } from './types.server'

const JSONL = 'datasets/daily-challenges/problems.jsonl'
const CSV = 'datasets/daily-challenges/daily_challenges_by_date.csv'

function recordsOf(data: ParsedData | null) {
  if (data?.kind !== 'daily') throw new Error(`expected daily records, got ${data?.kind ?? 'nothing'}`)
  return data.rows.map((row) => `${row.type} ${row.date} ${row.problem.titleSlug} #${row.problem.frontendId}`)
}

describe('daily', () => {
  it('turns each problem line of problems.jsonl into one record per daily and weekly date', () => {
    const { data, rows } = daily.parse(fixtureSource(JSONL))
    expect(rows).toBe(7)
    expect(recordsOf(data)).toEqual([
      'DAILY 2021-08-02 two-sum #1',
      'DAILY 2024-08-27 two-sum #1',
      'DAILY 2020-07-16 powx-n #50',
      'WEEKLY 2021-03-06 swap-salary #627',
      'DAILY 2023-05-10 count-subarrays-with-more-ones-than-zeros #2031',
      'WEEKLY 2023-05-06 count-subarrays-with-more-ones-than-zeros #2031',
    ])
  })

  it('skips a broken line or an impossible date by its line', () => {
    const { issues } = daily.parse(fixtureSource(JSONL))
    expect(issues.map(({ line, reason }) => `${line} ${reason.replace(/ at position \d+.*/, '')}`)).toEqual([
      '4 dailyChallengeDates.0: expected a date YYYY-MM-DD, got "2021-02-30"',
      "5 not valid JSON: Expected ',' or '}' after property value in JSON",
    ])
  })

  it('reads the by-date CSV to the same records, refusing a second challenge for one day', () => {
    const { data, issues, rows } = daily.parse(fixtureSource(CSV))
    expect(rows).toBe(8)
    expect(recordsOf(data)).toEqual([
      'DAILY 2020-07-16 powx-n #50',
      'WEEKLY 2021-03-06 swap-salary #627',
      'DAILY 2021-08-02 two-sum #1',
      'WEEKLY 2023-05-06 count-subarrays-with-more-ones-than-zeros #2031',
      'DAILY 2023-05-10 count-subarrays-with-more-ones-than-zeros #2031',
      'DAILY 2024-08-27 two-sum #1',
    ])
    expect(issues.map(({ line, reason }) => `${line} ${reason}`)).toEqual([
      '7 2023-05-10 already has the daily challenge count-subarrays-with-more-ones-than-zeros on line 6',
      '8 kind: expected daily or weekly, got "monthly"',
    ])
  })

  it('recognises a JSON Lines history even when its first line is broken', () => {
    const text =
      '{"broken\n{"dailyChallengeDates":[],"weeklyChallengeDates":[],"title":"A","titleSlug":"a","difficulty":"Easy"}\n'
    expect(daily.recognises(textSource('history.jsonl', text))).toBe(true)
    expect(daily.recognises(fixtureSource(CSV))).toBe(true)
  })
})
