import { describe, expect, it } from 'vitest'
import { fixtureSource, textSource } from '../../../tests/fixtures/import/fixtures'
import { detectFormat, formatNamed } from './formats.server'

function detected(relative: string): string {
  const detection = detectFormat(fixtureSource(relative))
  if ('format' in detection) return detection.format.name
  return 'ignored' in detection ? `ignored: ${detection.ignored}` : `broken: ${detection.broken}`
}

describe('detectFormat', () => {
  it('tells every data format apart by content', () => {
    expect(detected('datasets/company-wise/acme-corp/all.csv')).toBe('company-csv')
    expect(detected('datasets/company-wise/quiet-co/all.csv')).toBe('company-csv')
    expect(detected('datasets/company-wise-named/Morgan Stanley/5. All.csv')).toBe('company-csv-named')
    expect(detected('datasets/problem-metadata/leetcode_questions_mini.json')).toBe('metadata-json')
    expect(detected('datasets/problem-metadata/question_graphql_sample.json')).toBe('graphql-questions')
    expect(detected('datasets/problem-ratings/ratings.tsv')).toBe('ratings')
    expect(detected('datasets/problem-ratings/data.json')).toBe('ratings')
    expect(detected('datasets/daily-challenges/problems.jsonl')).toBe('daily')
    expect(detected('datasets/daily-challenges/daily_challenges_by_date.csv')).toBe('daily')
    expect(detected('datasets/problem-metadata/problem_sets.json')).toBe('problem-sets')
  })

  it('gives a list file with a broken header to its layout, which reports it', () => {
    expect(detected('malformed/acme-corp/all.csv')).toBe('company-csv')
    expect(detected('malformed/acme-corp/six-months.csv')).toBe('company-csv')
  })

  it('passes over other people’s files and flags JSON that does not parse', () => {
    expect(detected('datasets/MANIFEST.csv')).toBe('ignored: not a recognised data format')
    expect(detectFormat(textSource('other.json', '[{"id": "x", "name": "No slugs"}]'))).toEqual({
      ignored: 'not a recognised data format',
    })
    expect(detected('malformed/truncated.json')).toMatch(/^broken: not valid JSON: /)
    expect(detectFormat(textSource('notes.jsonl', 'hello\n'))).toEqual({
      broken: 'no line of it is a daily challenge record',
    })
  })

  it('uses a forced format for every file with one of its extensions', () => {
    const forced = formatNamed('company-csv-named')
    const named = detectFormat(fixtureSource('datasets/company-wise/acme-corp/all.csv'), forced)
    expect('format' in named && named.format.name).toBe('company-csv-named')
    const other = detectFormat(fixtureSource('datasets/problem-ratings/data.json'), forced)
    expect(other).toEqual({ ignored: 'not a company-csv-named file (.csv)' })
  })
})
