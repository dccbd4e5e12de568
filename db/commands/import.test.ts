import { afterEach, describe, expect, it, vi } from 'vitest'
import { fixturePath } from '../../tests/fixtures/import/fixtures'
import { getDb } from '~/server/db.server'
import { run } from './import'

function capture() {
  const out: string[] = []
  const err: string[] = []
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')))
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void err.push(args.join(' ')))
  return { out: () => out.join('\n'), err: () => err.join('\n') }
}

afterEach(() => {
  vi.restoreAllMocks()
})

// The unit-test setup points getDb() at a throwaway in-memory database.
describe('npm run db -- import', () => {
  it('imports a folder, prints the report and exits 0 even with skipped rows', async () => {
    const output = capture()
    expect(await run([fixturePath('datasets/company-wise')])).toBe(0)
    expect(output.out()).toMatch(/^Imported .*company-wise in \d+\.\d s/)
    expect(output.out()).toContain(
      'acme-corp/all.csv:5  Difficulty: expected Easy, Medium or Hard, got "Mediumm"',
    )
    const count = getDb()
      .$client.prepare("SELECT count(*) AS n FROM companies WHERE slug = 'acme-corp'")
      .get()
    expect(count).toEqual({ n: 1 })
  })

  it('exits 1 and changes nothing when strict mode refuses', async () => {
    const output = capture()
    const before = getDb().$client.prepare('SELECT count(*) AS n FROM company_questions').get()
    expect(await run([fixturePath('datasets/company-wise-named'), '--strict'])).toBe(1)
    expect(output.out()).toMatch(/^Strict mode: 3 problems found in .*; nothing was imported\./)
    expect(getDb().$client.prepare('SELECT count(*) AS n FROM company_questions').get()).toEqual(before)
  })

  it('reads every file as the format given with --format', async () => {
    const output = capture()
    expect(await run([fixturePath('datasets/problem-ratings/ratings.tsv'), '--format', 'ratings'])).toBe(0)
    expect(output.out()).toContain('ratings  1 file')
  })

  it('exits 1 with a message for a missing path, an unknown format or no path at all', async () => {
    const output = capture()
    expect(await run([fixturePath('nowhere')])).toBe(1)
    expect(output.err()).toContain('No such file or folder')
    expect(await run([fixturePath('datasets'), '--format', 'xml'])).toBe(1)
    expect(output.err()).toContain('Unknown format "xml". Formats: metadata-json, graphql-questions')
    expect(await run([])).toBe(1)
    expect(output.err()).toContain('Usage: npm run db -- import <path>')
    expect(await run(['--bogus'])).toBe(1)
  })

  it('records the day and licence it is told for the source, and refuses a day that is not one', async () => {
    const output = capture()
    expect(await run([fixturePath('capped'), '--as-of', '2026-07-12', '--licence', '  CC  BY 4.0 '])).toBe(0)
    expect(output.out()).toContain('capped  metadata-json, company-csv-named, as of 2026-07-12, 11 rows')
    expect(output.out()).toContain('Northwind  +3 problems')
    const stored = getDb()
      .$client.prepare("SELECT as_of, licence FROM data_sources WHERE name = 'capped' ORDER BY id DESC")
      .get()
    expect(stored).toEqual({ as_of: Date.parse('2026-07-12T00:00:00Z'), licence: 'CC BY 4.0' })

    expect(await run([fixturePath('capped'), '--as-of', '2026-02-30'])).toBe(1)
    expect(output.err()).toContain('--as-of takes a day written YYYY-MM-DD')
    expect(await run([fixturePath('capped'), '--licence', ' '])).toBe(1)
    expect(output.err()).toContain('--licence takes a text of 1 to 300 characters.')
  })

  it('exits 1 when a path holds nothing to import', async () => {
    const output = capture()
    expect(await run([fixturePath('datasets/MANIFEST.csv')])).toBe(1)
    expect(output.err()).toContain('No data files found')
  })

  it('prints help', async () => {
    const output = capture()
    expect(await run(['--help'])).toBe(0)
    expect(output.out()).toContain('--strict')
  })
})
