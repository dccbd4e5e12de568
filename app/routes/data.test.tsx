import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { fixturePath } from '../../tests/fixtures/import/fixtures'
import { routeContext } from '../../tests/setup/route-context'
import { signedInUser } from '../../tests/setup/signed-in'
import { SheetTable, type SheetTableRow } from '~/components/sheet/sheet-table'
import { getDb } from '~/server/db.server'
import { importPath } from '~/server/import/index.server'
import DataSources, { loader as dataLoader } from './data'
import { loader as sheetLoader } from './sheet'

// /data lists what was imported, and a sheet of imported data dates the list on screen, marks the rows its
// source's All list left out and can hide paid-only problems. The data: tests/fixtures/import/capped, whose
// Northwind is a capped source in miniature (meeting-rooms is paid-only and only in shorter timeframes).

const IMPORTED = new Date('2026-07-20T08:00:00.000Z')

beforeAll(async () => {
  await importPath(
    fixturePath('capped'),
    { now: IMPORTED, asOf: '2026-07-12', licence: 'CC BY 4.0' },
    getDb(),
  )
  await importPath(fixturePath('capped/Northwind/1. Thirty Days.csv'), { now: IMPORTED }, getDb())
})

function render(loaderData: Awaited<ReturnType<typeof dataLoader>>): string {
  const props = { loaderData, params: {}, matches: [] } as unknown as Parameters<typeof DataSources>[0]
  return renderToStaticMarkup(<DataSources {...props} />)
}

describe('GET /data', () => {
  it('lists every source with its date, counts and licence, the last sync and the community’s reports', async () => {
    const page = await dataLoader()
    expect(page.sources).toEqual([
      expect.objectContaining({
        name: 'Northwind/1. Thirty Days.csv',
        format: 'company-csv-named',
        asOf: null,
        rows: 2,
      }),
      {
        name: 'capped',
        format: 'metadata-json, company-csv-named',
        asOf: '2026-07-12',
        importedAt: IMPORTED.toISOString(),
        checkedAt: IMPORTED.toISOString(),
        rows: 11,
        companies: 1,
        problems: 6,
        licence: 'CC BY 4.0',
        url: null,
      },
    ])
    expect(page).toMatchObject({ sync: null, communityReports: 0, demoCompanies: 0 })

    const html = render(page)
    expect(html).toContain(
      '<h1 class="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">Where the data comes from</h1>',
    )
    expect(html).toContain('<time dateTime="2026-07-12">12 Jul 2026</time>')
    expect(html).toContain('>Not stated</dd>')
    expect(html).toContain('Last checked</dt>')
    expect(html).toContain('CC BY 4.0')
    expect(html).toContain('The LeetCode sync has not run on this server yet.')
    expect(html).toContain('No community reports in the last 30 days')
  })

  it('links a known source to its home and says when lists are demo data', () => {
    const html = render({
      sources: [
        {
          name: 'zerotrac/leetcode_problem_rating',
          format: 'ratings',
          asOf: null,
          importedAt: IMPORTED.toISOString(),
          checkedAt: IMPORTED.toISOString(),
          rows: 2,
          companies: 0,
          problems: 1,
          licence: null,
          url: 'https://github.com/zerotrac/leetcode_problem_rating',
        },
      ],
      sync: { finishedAt: '2026-07-20T00:10:00.000Z', outcome: 'ok', failedSteps: 0, changes: 3 },
      syncDaily: true,
      communityReports: 1,
      demoCompanies: 20,
    })
    expect(html).toContain('href="https://github.com/zerotrac/leetcode_problem_rating"')
    expect(html).toContain('The lists of 20 companies are PrepSharp’s illustrative demo data')
    expect(html).toContain('Last run 20 Jul 2026 at 00:10 UTC: every step worked, 3 rows written.')
    expect(html).toContain('1 community report in the last 30 days')
  })
})

describe('GET /sheet/:companyName on imported data', () => {
  async function load(query = '') {
    const user = await signedInUser()
    const request = new Request(`http://localhost/sheet/northwind${query}`, {
      headers: { Cookie: user.cookie },
    })
    return sheetLoader({
      request,
      params: { companyName: 'northwind' },
      context: await routeContext(request),
    } as unknown as Parameters<typeof sheetLoader>[0])
  }

  it('dates the list on screen by the import it came from', async () => {
    expect((await load()).company.origin).toEqual({ asOf: '2026-07-12', importedAt: IMPORTED.toISOString() })
    expect((await load('?timeframe=thirty-days')).company.origin).toEqual({
      asOf: null,
      importedAt: IMPORTED.toISOString(),
    })
  })

  it('flags the rows the source’s All list left out and the paid-only ones, and only those', async () => {
    const page = await load()
    const flagged = (flag: 'isPaidOnly' | 'fromShorterTimeframe') =>
      page.sentRows!.rows.filter((row) => flag in row).map((row) => row.titleSlug)
    expect(page.company.totalProblems).toBe(6)
    expect(flagged('fromShorterTimeframe')).toEqual(['merge-intervals', 'meeting-rooms', 'add-two-numbers'])
    expect(flagged('isPaidOnly')).toEqual(['meeting-rooms'])
  })

  it('hides paid-only problems with premium=hide, and drops any other value by a redirect', async () => {
    const page = await load('?premium=hide')
    expect(page.filters.hidePremium).toBe(true)
    expect(page.total).toBe(5)
    expect(page.sentRows!.rows.map((row) => row.titleSlug)).not.toContain('meeting-rooms')
    const answer = await load('?premium=yes').catch((thrown: unknown) => thrown)
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).headers.get('Location')).toBe('/sheet/northwind')
  })
})

describe('SheetTable', () => {
  it('marks a paid-only problem and a row added to the All list, in words', () => {
    const row: SheetTableRow = {
      problemId: 252,
      frontendId: 252,
      title: 'Meeting Rooms',
      titleSlug: 'meeting-rooms',
      difficulty: 1,
      acRate: 58.7,
      frequency: 40,
      topics: [],
      moreTopics: 0,
      status: null,
    }
    const Stub = createRoutesStub([
      {
        path: '/sheet/x',
        Component: () => (
          <SheetTable
            rows={[
              { ...row, isPaidOnly: true, fromShorterTimeframe: true },
              { ...row, problemId: 1 },
            ]}
            caption="Questions"
            returnTo="/sheet/x"
          />
        ),
      },
    ])
    const html = renderToStaticMarkup(<Stub initialEntries={['/sheet/x']} />)
    expect(html.match(/>Premium</g)).toHaveLength(1)
    expect(html.match(/>Not in the source’s All list</g)).toHaveLength(1)
    expect(html).toContain('title="The source cuts each list at 100 rows')
  })
})
