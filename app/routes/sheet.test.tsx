import { randomUUID } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routeContext } from '../../tests/setup/route-context'
import { signedInUser } from '../../tests/setup/signed-in'
import { companies, companyQuestions, problems } from '#db/schema'
import { SheetTable, type SheetTableRow } from '~/components/sheet/sheet-table'
import { addDays } from '~/domain/calendar-day'
import { dayInTimeZone } from '~/domain/time-zones'
import { setTimeZone } from '~/server/account.server'
import { getDb } from '~/server/db.server'
import { recordReview } from '~/server/revision.server'
import { loader } from './sheet'

// A company sheet for a signed-in user: the rows with a review card carry the day it is due, and only those.

async function setup() {
  const user = await signedInUser()
  const slug = `co-${user.id}`
  const [company] = getDb()
    .insert(companies)
    .values({ slug, name: 'Initech' })
    .returning({ id: companies.id })
    .all()
  const [solved, unmarked] = getDb()
    .insert(problems)
    .values([
      { titleSlug: `a-${user.id}`, title: 'Solved One', difficulty: 1 },
      { titleSlug: `b-${user.id}`, title: 'Untouched', difficulty: 2 },
    ])
    .returning({ id: problems.id })
    .all()
  getDb()
    .insert(companyQuestions)
    .values([
      { companyId: company!.id, problemId: solved!.id, timeframe: 'all', frequency: 50 },
      { companyId: company!.id, problemId: unmarked!.id, timeframe: 'all', frequency: 40 },
    ])
    .run()
  const load = async () => {
    const request = new Request(`http://localhost/sheet/${slug}`, { headers: { Cookie: user.cookie } })
    return loader({
      request,
      params: { companyName: slug },
      context: await routeContext(request),
    } as unknown as Parameters<typeof loader>[0])
  }
  return { user, solved: solved!.id, unmarked: unmarked!.id, load }
}

describe('GET /sheet/:companyName (next due)', () => {
  it('gives the due day, in the user’s time zone, of the rows with a card and of no other', async () => {
    const { user, solved, load } = await setup()
    const zone = 'Pacific/Kiritimati'
    expect(setTimeZone(user.id, zone)).toBe('saved')
    recordReview({ userId: user.id, problemId: solved, rating: 3, submissionKey: randomUUID() })
    const page = await load()
    const today = dayInTimeZone(zone, new Date())
    expect(page.today).toBe(today)
    // A first Good is due three days after the day it was given.
    expect(page.dueDays).toEqual({ [solved]: addDays(today, 3) })
  })

  it('has no due days when nothing on the page is marked', async () => {
    const { load } = await setup()
    expect((await load()).dueDays).toEqual({})
  })
})

describe('SheetTable', () => {
  const row = (problemId: number, title: string): SheetTableRow => ({
    problemId,
    frontendId: problemId,
    title,
    titleSlug: title.toLowerCase().replaceAll(' ', '-'),
    difficulty: 1,
    acRate: 50,
    frequency: 50,
    topics: [],
    moreTopics: 0,
    status: problemId === 1 ? 'solved' : null,
  })

  it('writes a short due note on the rows with a card only', () => {
    const Stub = createRoutesStub([
      {
        path: '/sheet/x',
        Component: () => (
          <SheetTable
            rows={[row(1, 'Two Sum'), row(2, 'Add Two Numbers')]}
            caption="Questions"
            returnTo="/sheet/x"
            dueDays={{ 1: '2026-12-03' }}
            today="2026-11-25"
          />
        ),
      },
    ])
    const html = renderToStaticMarkup(<Stub initialEntries={['/sheet/x']} />)
    expect(html.match(/<span class="due">[^<]*<\/span>/g)).toEqual(['<span class="due">due 3 Dec</span>'])
  })
})
