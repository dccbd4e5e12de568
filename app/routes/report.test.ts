import { describe, expect, it } from 'vitest'
import { postForm } from '../../tests/setup/route-action'
import { routeContext } from '../../tests/setup/route-context'
import { signedInUserWithProblem } from '../../tests/setup/signed-in'
import { communityReports, companies } from '#db/schema'
import { eq } from 'drizzle-orm'
import { REPORT_MESSAGES, unknownCompanyMessage, unknownProblemMessage } from '~/domain/community-reports'
import { getDb } from '~/server/db.server'
import { blockReporter } from '~/server/report-moderation.server'
import { action, loader } from './report'

// POST /report and its page, called as the router calls them for a signed-in user.

async function setup() {
  const { user, titleSlug, problemId } = await signedInUserWithProblem()
  const companySlug = `co-${user.id}`
  getDb()
    .insert(companies)
    .values({ slug: companySlug, name: `Initech ${user.id}` })
    .run()
  const fields = {
    problem: titleSlug,
    company: companySlug,
    month: '03',
    year: '2025',
    round: 'phone-screen',
  }
  const post = (changes: Record<string, string> = {}) =>
    postForm(action, 'http://localhost/report', { ...fields, ...changes }, { cookie: user.cookie })
  const stored = () =>
    getDb().select().from(communityReports).where(eq(communityReports.userId, user.id)).all()
  return { user, titleSlug, problemId, companySlug, post, stored }
}

type Reply = { result: { error?: Record<string, string[]>; initialValue?: Record<string, string> } }
const errorsOf = (body: unknown) => (body as Reply).result.error

describe('POST /report', () => {
  it('without JavaScript stores the report and goes to the problem’s community reports with a toast', async () => {
    const { titleSlug, problemId, post, stored } = await setup()
    const answer = await post()
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe(`/problems/${titleSlug}#community`)
    expect(answer.headers.get('Set-Cookie')).toContain('ps_toast=')
    expect(stored()).toMatchObject([{ problemId, month: '2025-03', round: 'phone-screen', hiddenAt: null }])
  })

  it('goes back where the form says, and answers a fetcher with what was saved', async () => {
    const { titleSlug, post } = await setup()
    const back = await post({ redirectTo: `/problems/${titleSlug}#community` })
    expect(back.headers.get('Location')).toBe(`/problems/${titleSlug}#community`)
    const viaFetcher = await post({ month: '04', via: 'fetcher' })
    expect(viaFetcher.status).toBe(200)
    expect(viaFetcher.body).toMatchObject({
      saved: {
        title: 'Report saved',
        description: expect.stringMatching(/^You were asked .+ April 2025, phone screen\.$/),
      },
    })
  })

  it('refuses a month in the future or before 2015 with 400, storing nothing', async () => {
    const { post, stored } = await setup()
    const future = await post({ year: String(new Date().getUTCFullYear() + 1), month: '01' })
    expect(future.status).toBe(400)
    expect(errorsOf(future.body)?.month).toEqual([REPORT_MESSAGES.inFuture])
    const early = await post({ year: '2014', month: '12' })
    expect(early.status).toBe(400)
    expect(errorsOf(early.body)?.month).toEqual([REPORT_MESSAGES.tooEarly])
    expect(stored()).toEqual([])
  })

  it('refuses a problem or a company the site does not know, keeping what was typed', async () => {
    const { post, stored } = await setup()
    const problem = await post({ problem: 'https://leetcode.com/problems/no-such-problem-here/' })
    expect(problem.status).toBe(400)
    expect(errorsOf(problem.body)?.problem).toEqual([unknownProblemMessage('no-such-problem-here')])
    const company = await post({ company: 'Hooli' })
    expect(company.status).toBe(400)
    expect(errorsOf(company.body)?.company).toEqual([unknownCompanyMessage('Hooli')])
    expect((company.body as Reply).result.initialValue).toMatchObject({
      company: 'Hooli',
      round: 'phone-screen',
    })
    expect(stored()).toEqual([])
  })

  it('takes one report per problem, company and month: a second is 409 with a clear message', async () => {
    const { post, stored } = await setup()
    await post()
    const again = await post({ round: 'onsite' })
    expect(again.status).toBe(409)
    expect(errorsOf(again.body)?.['']).toEqual([REPORT_MESSAGES.duplicate])
    expect(stored()).toHaveLength(1)
  })

  it('refuses a blocked reporter with 403', async () => {
    const { user, post, stored } = await setup()
    blockReporter(user.id)
    const answer = await post()
    expect(answer.status).toBe(403)
    expect(errorsOf(answer.body)?.['']).toEqual([REPORT_MESSAGES.blocked])
    expect(stored()).toEqual([])
  })
})

describe('GET /report', () => {
  it('fills in the problem and the company’s own name from the address', async () => {
    const { user, titleSlug, companySlug } = await setup()
    const request = new Request(
      `http://localhost/report?problem=${titleSlug}&company=${companySlug.toUpperCase()}`,
      {
        headers: { Cookie: user.cookie },
      },
    )
    const page = loader({
      request,
      params: {},
      context: await routeContext(request),
    } as unknown as Parameters<typeof loader>[0])
    expect(page).toMatchObject({ problem: titleSlug, company: `Initech ${user.id}` })
    expect(page.companies).toContain(`Initech ${user.id}`)
    expect(page.today).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})
