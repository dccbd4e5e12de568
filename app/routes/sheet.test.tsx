import { randomUUID } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routeContext } from '../../tests/setup/route-context'
import { signedInUser } from '../../tests/setup/signed-in'
import { eq } from 'drizzle-orm'
import { companies, companyQuestions, problems, problemTopics, users } from '#db/schema'
import { dueTextsOf, SheetTable, type SheetTableRow } from '~/components/sheet/sheet-table'
import { addDays } from '~/domain/calendar-day'
import { INTERVIEW_HIDDEN_FIELDS } from '~/domain/interview-mode'
import { dayInTimeZone } from '~/domain/time-zones'
import { setTimeZone } from '~/server/account.server'
import { getDb } from '~/server/db.server'
import { recordReview } from '~/server/revision.server'
import { markupOnlyContext } from '~/server/load-context.server'
import { submitReport } from '~/server/community-reports.server'
import { setProgress } from '~/server/progress.server'
import { SHEET_ROWS_HTML_KEY } from '~/components/sheet/problem-rows'
import { SHEET_FILTERS_KEY } from '~/components/sheet/sheet-filters-form'
import { COMMUNITY_VIEW_LABEL } from '~/domain/community-reports'
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
  const load = async (query = '', markupOnly: Map<string, unknown> | null = null) => {
    const request = new Request(`http://localhost/sheet/${slug}${query}`, {
      headers: { Cookie: user.cookie },
    })
    const context = await routeContext(request)
    // What the HTTP layer gives a request answered with an HTML document.
    if (markupOnly) context.set(markupOnlyContext, markupOnly)
    return loader({
      request,
      params: { companyName: slug },
      context,
    } as unknown as Parameters<typeof loader>[0])
  }
  return { user, slug, solved: solved!.id, unmarked: unmarked!.id, load }
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
    expect(page.sentRows?.dueDays).toEqual({ [solved]: addDays(today, 3) })
  })

  it('has no due days when nothing on the page is marked', async () => {
    const { load } = await setup()
    expect((await load()).sentRows?.dueDays).toEqual({})
  })
})

describe('GET /sheet/:companyName (kept per viewer)', () => {
  it('is kept between views, and changes with the viewer’s own marks', async () => {
    const { user, solved, load } = await setup()
    const first = await load()
    expect(await load()).toEqual(first)
    expect((await load()).sentRows).toBe(first.sentRows)
    expect(setProgress(user.id, solved, 'solved')).toBe('saved')
    const after = await load()
    expect(after.progress.solved).toBe(first.progress.solved + 1)
  })

  it('is kept apart from another viewer’s, who sees their own marks', async () => {
    const { slug, solved, user, load } = await setup()
    await load()
    expect(setProgress(user.id, solved, 'solved')).toBe('saved')
    const other = await signedInUser()
    const request = new Request(`http://localhost/sheet/${slug}`, { headers: { Cookie: other.cookie } })
    const theirs = await loader({
      request,
      params: { companyName: slug },
      context: await routeContext(request),
    } as unknown as Parameters<typeof loader>[0])
    expect(theirs.progress.solved).toBe(0)
    expect((await load()).progress.solved).toBe(1)
  })

  it('shows a report another user made since the last view, in the data and in the rows’ markup', async () => {
    const { slug, solved, load } = await setup()
    const document = () => new Map<string, unknown>()
    const before = document()
    await load('', before)
    expect(before.get(SHEET_ROWS_HTML_KEY)).not.toContain('Reported by')
    expect(before.get(SHEET_FILTERS_KEY)).toContain(`${COMMUNITY_VIEW_LABEL} (0)`)
    const reporter = await signedInUser()
    const problemSlug = getDb()
      .select({ titleSlug: problems.titleSlug })
      .from(problems)
      .where(eq(problems.id, solved))
      .get()!.titleSlug
    const month = dayInTimeZone('UTC', new Date()).slice(0, 7)
    expect(
      submitReport(reporter.id, { problem: problemSlug, company: slug, month, round: 'onsite' }).outcome,
    ).toBe('saved')
    const after = document()
    const page = await load('', after)
    expect(page.reportTallies[solved]?.people).toBe(1)
    expect(after.get(SHEET_ROWS_HTML_KEY)).toContain('Reported by 1 person')
    // The filter form, kept with the view, follows the community view's size.
    expect(after.get(SHEET_FILTERS_KEY)).toContain(`${COMMUNITY_VIEW_LABEL} (1)`)
  })
})

describe('GET /sheet/:companyName (interview mode)', () => {
  async function inInterviewMode() {
    const sheet = await setup()
    getDb().insert(problemTopics).values({ problemId: sheet.solved, topic: 'Array' }).run()
    getDb().update(users).set({ interviewMode: true }).where(eq(users.id, sheet.user.id)).run()
    return sheet
  }

  it('sends the rows without their difficulty, acceptance, frequency and topics', async () => {
    const { load } = await inInterviewMode()
    const page = await load()
    expect(page.interviewMode).toBe(true)
    expect(page.sentRows!.rows.map((row) => row.title)).toEqual(['Solved One', 'Untouched'])
    for (const row of page.sentRows!.rows)
      for (const field of INTERVIEW_HIDDEN_FIELDS) expect(Object.keys(row)).not.toContain(field)
    expect(page.byDifficulty).toBeNull()
    expect(page.topics).toEqual([])
    expect(page.moreTopics).toEqual([])
    expect(page.progress).toEqual({ total: 2, solved: 0, revisit: 0 })
    expect(JSON.stringify(page)).not.toContain('Array')
  })

  it('sends them all when the mode is off', async () => {
    const { load } = await setup()
    const page = await load()
    expect(page.interviewMode).toBe(false)
    expect(page.sentRows!.rows[0]).toMatchObject({ difficulty: 1, frequency: 50 })
    expect(page.byDifficulty?.counts).toMatchObject({ 1: 1, 2: 1, total: 2 })
  })

  it('drops the difficulty and topic filters, by a redirect to the address without them', async () => {
    const { load, slug } = await inInterviewMode()
    const answer = await load('?difficulty=easy&topic=Array&q=one').catch((thrown: unknown) => thrown)
    expect(answer).toBeInstanceOf(Response)
    expect((answer as Response).headers.get('Location')).toBe(`/sheet/${slug}?q=one`)
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
            dueTexts={dueTextsOf({ 1: '2026-12-03' }, '2026-11-25')}
          />
        ),
      },
    ])
    const html = renderToStaticMarkup(<Stub initialEntries={['/sheet/x']} />)
    expect(html.match(/<span class="due">[^<]*<\/span>/g)).toEqual(['<span class="due">due 3 Dec</span>'])
  })

  it('names each row’s controls with its title, through words the table writes once', () => {
    const Stub = createRoutesStub([
      {
        path: '/sheet/x',
        Component: () => (
          <SheetTable
            rows={[row(1, 'Two Sum'), row(2, 'Add Two Numbers')]}
            caption="Questions"
            returnTo="/sheet/x"
            notedProblemIds={[2]}
            addToListForm="add"
            companySlug="initech"
          />
        ),
      },
    ])
    const html = renderToStaticMarkup(<Stub initialEntries={['/sheet/x']} />)
    // Each id's text (the parts and the title links hold text only), then each control's name as a browser
    // computes it from aria-labelledby: the referenced texts joined by spaces.
    const texts = new Map([...html.matchAll(/ id="([^"]+)"[^>]*>([^<]*)</g)].map((m) => [m[1]!, m[2]!]))
    const names = [...html.matchAll(/aria-labelledby="([^"]+)"/g)].map((m) =>
      m[1]!
        .split(' ')
        .map((id) => texts.get(id))
        .join(' '),
    )
    expect(names).toEqual([
      'Mark solved: Two Sum',
      'Mark to revisit: Two Sum',
      'Insights for Two Sum',
      'Add Two Sum to the list',
      'Report Two Sum',
      'Mark solved: Add Two Numbers',
      'Mark to revisit: Add Two Numbers',
      'Insights for Add Two Numbers',
      'Your note on Add Two Numbers',
      'Add Add Two Numbers to the list',
      'Report Add Two Numbers',
    ])
    expect(html).not.toContain('aria-label=')
  })
})
