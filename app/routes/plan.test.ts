import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { routeContext } from '../../tests/setup/route-context'
import { postForm } from '../../tests/setup/route-action'
import { signedInUser } from '../../tests/setup/signed-in'
import { companies, companyQuestions, interviewPlans, problemLists, problems, users } from '#db/schema'
import { addDays, utcDay } from '~/domain/calendar-day'
import {
  dateTooFarMessage,
  duplicatePlanMessage,
  nothingFitsMessage,
  PLAN_MESSAGES,
} from '~/domain/interview-plan-forms'
import { getDb } from '~/server/db.server'
import { markupOnlyContext } from '~/server/load-context.server'
import { PLAN_COMPANIES_KEY } from '~/components/plan/plan-forms'
import { action, loader } from './plan'
import { loader as todayLoader } from './today'

// /plan as a browser without JavaScript uses it: a plan made, changed and deleted, and every kind of bad
// input answered with a 4xx and the reason, the form's values kept and nothing changed.

/** A company of this test's own with problems of the given difficulties, each asked lately. */
function company(difficulties: number[] = [1, 2, 2, 3]) {
  const slug = `co-${randomUUID()}`
  const name = `Company ${slug.slice(3, 9)}`
  const companyId = getDb().insert(companies).values({ slug, name }).returning({ id: companies.id }).get().id
  const ids = difficulties.map((difficulty, index) => {
    const id = getDb()
      .insert(problems)
      .values({ titleSlug: `${slug}-p${index}`, title: `${name} problem ${index}`, difficulty })
      .returning({ id: problems.id })
      .get().id
    getDb()
      .insert(companyQuestions)
      .values({ companyId, problemId: id, timeframe: 'thirty-days', frequency: 90 - index })
      .run()
    return id
  })
  return { slug, name, companyId, ids }
}

const today = () => utcDay(new Date())

function post(cookie: string, fields: Record<string, string>) {
  return postForm(action, 'http://localhost/plan', fields, { cookie })
}

function create(cookie: string, fields: Partial<Record<string, string>> & { company: string }) {
  return post(cookie, {
    intent: 'create-plan',
    interviewDate: addDays(today(), 14),
    hoursPerWeek: '10',
    ...fields,
  } as Record<string, string>)
}

async function args(cookie: string, path: string) {
  const request = new Request(`http://localhost${path}`, { headers: { Cookie: cookie } })
  return { request, params: {}, context: await routeContext(request) } as never
}

const load = async (cookie: string) => loader(await args(cookie, '/plan'))
const loadToday = async (cookie: string) => todayLoader(await args(cookie, '/today'))

function plansOf(userId: string) {
  return getDb().select().from(interviewPlans).where(eq(interviewPlans.userId, userId)).all()
}

function listsOf(userId: string) {
  return getDb().select().from(problemLists).where(eq(problemLists.ownerId, userId)).all()
}

/** A refused form's first message, for a field or the whole form. */
function errorOf(body: unknown, field = ''): string | undefined {
  return (body as { result?: { error?: Record<string, string[]> } }).result?.error?.[field]?.[0]
}

describe('the company menu', () => {
  it('is in a document’s markup only, and in a client navigation’s data', async () => {
    const user = await signedInUser()
    const acme = company()
    const request = new Request('http://localhost/plan', { headers: { Cookie: user.cookie } })
    const context = await routeContext(request)
    // What the HTTP layer gives a request answered with an HTML document.
    const markupOnly = new Map<string, unknown>()
    context.set(markupOnlyContext, markupOnly)
    const page = await loader({ request, params: {}, context } as never)
    expect(page.companies).toBeNull()
    const drawn = markupOnly.get(PLAN_COMPANIES_KEY) as { slug: string; name: string }[]
    expect(drawn).toContainEqual({ slug: acme.slug, name: acme.name })

    expect((await load(user.cookie)).companies).toEqual(drawn)
  })
})

describe('the schedule', () => {
  it('shows the next seven days, then a week at a time by ?week=, a week past the last as the last', async () => {
    const user = await signedInUser()
    await create(user.cookie, { company: company([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]).slug })
    const first = await load(user.cookie)
    // An interview 14 days ahead: today, then 13 days in two weeks.
    expect(first.week).toMatchObject({ number: 1, count: 2 })
    expect(first.week.days!.map((day) => day.day)).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(today(), index + 1)),
    )
    expect(first.week.starts).toEqual([addDays(today(), 1), addDays(today(), 8)])

    const second = await loader(await args(user.cookie, '/plan?week=2'))
    expect(second.week.number).toBe(2)
    expect(second.week.days!.map((day) => day.day)).toEqual(
      Array.from({ length: 6 }, (_, index) => addDays(today(), index + 8)),
    )
    expect(second.todayShare?.day).toBe(today())
    expect((await loader(await args(user.cookie, '/plan?week=99'))).week.number).toBe(2)
    expect((await loader(await args(user.cookie, '/plan?week=abc'))).week.number).toBe(1)
  })
})

describe('a document', () => {
  it('has the week’s days and the problems that do not fit in its markup only, drawn once', async () => {
    const user = await signedInUser()
    const acme = company([1, 3, 1, 3, 1, 3, 1, 3, 1, 3])
    await create(user.cookie, { company: acme.slug, hoursPerWeek: '6' })
    // 25 minutes a day: the easy ones are planned, the hard ones fit no day.
    const changed = await post(user.cookie, {
      intent: 'change-plan',
      planId: String(plansOf(user.id)[0]!.id),
      interviewDate: addDays(today(), 14),
      hoursPerWeek: '3',
    })
    expect(changed.status).toBe(302)
    const document = async () => {
      const request = new Request('http://localhost/plan', { headers: { Cookie: user.cookie } })
      const context = await routeContext(request)
      const markupOnly = new Map<string, unknown>()
      context.set(markupOnlyContext, markupOnly)
      return { page: await loader({ request, params: {}, context } as never), markupOnly }
    }
    const { page, markupOnly } = await document()
    const data = await load(user.cookie)
    expect(page.week.days).toBeNull()
    expect(page.unscheduled).toBeNull()
    expect(page.week.first).toBe(data.week.first)
    expect(page.unscheduledCount).toBe(data.unscheduled!.length)
    const week = markupOnly.get('plan/week') as string
    for (const day of data.week.days!) {
      expect(week).toContain(day.label)
      for (const problem of day.problems) expect(week).toContain(`href="/problems/${problem.titleSlug}"`)
    }
    const unscheduled = markupOnly.get('plan/unscheduled') as string
    expect(data.unscheduled!.length).toBeGreaterThan(0)
    for (const problem of data.unscheduled!) expect(unscheduled).toContain(`/problems/${problem.titleSlug}"`)
    expect(markupOnly.get('plan/explainer')).toContain('Which problems, in which order')
    // The same text on the next view: drawn once per kept overview.
    expect((await document()).markupOnly.get('plan/week')).toBe(week)
  })
})

describe('making a plan', () => {
  it('makes the plan and its list, and shows today’s share on /plan and /today', async () => {
    const user = await signedInUser()
    const acme = company()
    const made = await create(user.cookie, { company: acme.slug })
    expect(made.status).toBe(302)
    expect(made.headers.get('Location')).toBe('/plan')
    expect(plansOf(user.id)).toHaveLength(1)
    expect(listsOf(user.id)).toHaveLength(1)

    const page = await load(user.cookie)
    expect(page.plans).toMatchObject([{ company: { slug: acme.slug }, problems: 4, left: 4, daysLeft: 14 }])
    expect(page.todayShare!.problems.map((p) => p.problemId)).toContain(acme.ids[0])
    // Once there is a plan, the form for another is behind a link to ?new.
    expect(page).toMatchObject({ newPlanOpen: false, companies: [] })
    const form = await loader(await args(user.cookie, '/plan?new'))
    expect(form.newPlanOpen).toBe(true)
    expect(form.companies!.map((c) => c.slug)).not.toContain(acme.slug)
    expect(form.companies!.length).toBeGreaterThan(0)

    const todayPage = await loadToday(user.cookie)
    expect(todayPage.planShare?.problems.map((p) => p.problemId)).toEqual(
      page.todayShare!.problems.map((p) => p.problemId),
    )
    expect(todayPage.nextUp).toEqual([])
  })

  it.each([
    [
      'a day that has passed',
      { interviewDate: addDays(utcDay(new Date()), -1) },
      'interviewDate',
      PLAN_MESSAGES.datePassed,
    ],
    ['today', { interviewDate: utcDay(new Date()) }, 'interviewDate', PLAN_MESSAGES.dateToday],
    ['no date', { interviewDate: '' }, 'interviewDate', PLAN_MESSAGES.dateRequired],
    [
      'a date that does not exist',
      { interviewDate: '2027-02-30' },
      'interviewDate',
      PLAN_MESSAGES.dateFormat,
    ],
    [
      'more than two years ahead',
      { interviewDate: addDays(utcDay(new Date()), 731) },
      'interviewDate',
      dateTooFarMessage(utcDay(new Date())),
    ],
    ['zero hours', { hoursPerWeek: '0' }, 'hoursPerWeek', PLAN_MESSAGES.hoursTooFew],
    ['absurd hours', { hoursPerWeek: '1000' }, 'hoursPerWeek', PLAN_MESSAGES.hoursTooMany],
    ['hours that are not a number', { hoursPerWeek: 'lots' }, 'hoursPerWeek', PLAN_MESSAGES.hoursWhole],
    ['half hours', { hoursPerWeek: '7.5' }, 'hoursPerWeek', PLAN_MESSAGES.hoursWhole],
    ['no hours', { hoursPerWeek: '' }, 'hoursPerWeek', PLAN_MESSAGES.hoursRequired],
  ])('refuses %s with 400 and the reason, keeping the form', async (_case, fields, field, message) => {
    const user = await signedInUser()
    const acme = company()
    const refused = await create(user.cookie, { company: acme.slug, ...fields })
    expect(refused.status).toBe(400)
    expect(errorOf(refused.body, field)).toBe(message)
    expect(
      (refused.body as { result: { initialValue: Record<string, string> } }).result.initialValue,
    ).toMatchObject({
      company: acme.slug,
    })
    expect(plansOf(user.id)).toEqual([])
    expect(listsOf(user.id)).toEqual([])
  })

  it('refuses a missing or unknown company, a second plan for one, and one nothing fits', async () => {
    const user = await signedInUser()
    const acme = company()
    const hard = company([3, 3])

    const missing = await create(user.cookie, { company: '' })
    expect([missing.status, errorOf(missing.body, 'company')]).toEqual([400, PLAN_MESSAGES.companyRequired])
    const unknown = await create(user.cookie, { company: 'no-such-company' })
    expect([unknown.status, errorOf(unknown.body, 'company')]).toEqual([422, PLAN_MESSAGES.unknownCompany])
    const date = addDays(today(), 3)
    const tight = await create(user.cookie, { company: hard.slug, hoursPerWeek: '2', interviewDate: date })
    expect([tight.status, errorOf(tight.body)]).toEqual([422, nothingFitsMessage(hard.name, date, 2)])
    expect(plansOf(user.id)).toEqual([])

    expect((await create(user.cookie, { company: acme.slug })).status).toBe(302)
    const again = await create(user.cookie, { company: acme.slug, hoursPerWeek: '20' })
    expect([again.status, errorOf(again.body)]).toEqual([409, duplicatePlanMessage(acme.name)])
    expect(plansOf(user.id)).toMatchObject([{ hoursPerWeek: 10 }])
  })
})

describe('changing and deleting a plan', () => {
  async function withPlan() {
    const user = await signedInUser()
    const acme = company()
    await create(user.cookie, { company: acme.slug })
    const [plan] = plansOf(user.id)
    return { user, acme, plan: plan! }
  }

  it('changes the date and hours, and refuses bad ones without changing anything', async () => {
    const { user, plan } = await withPlan()
    const change = (fields: Record<string, string>) =>
      post(user.cookie, {
        intent: 'change-plan',
        planId: String(plan.id),
        interviewDate: addDays(today(), 30),
        hoursPerWeek: '12',
        ...fields,
      })
    const bad = await change({ hoursPerWeek: '0' })
    expect([bad.status, errorOf(bad.body, 'hoursPerWeek')]).toEqual([400, PLAN_MESSAGES.hoursTooFew])
    expect((bad.body as { planId: number }).planId).toBe(plan.id)
    const past = await change({ interviewDate: addDays(today(), -3) })
    expect([past.status, errorOf(past.body, 'interviewDate')]).toEqual([400, PLAN_MESSAGES.datePassed])
    expect(plansOf(user.id)).toMatchObject([{ interviewDate: plan.interviewDate, hoursPerWeek: 10 }])

    expect((await change({})).status).toBe(302)
    expect(plansOf(user.id)).toMatchObject([{ interviewDate: addDays(today(), 30), hoursPerWeek: 12 }])
  })

  it('answers 404 for another user’s plan, whatever the action, and leaves it alone', async () => {
    const { user, plan } = await withPlan()
    const bob = await signedInUser()
    const fields = { planId: String(plan.id), interviewDate: addDays(today(), 30), hoursPerWeek: '12' }
    for (const intent of ['change-plan', 'delete-plan', 'add-problems']) {
      expect((await post(bob.cookie, { intent, ...fields })).status).toBe(404)
    }
    expect(plansOf(user.id)).toMatchObject([{ hoursPerWeek: 10 }])
  })

  it('deletes the plan and its list', async () => {
    const { user, plan } = await withPlan()
    const deleted = await post(user.cookie, { intent: 'delete-plan', planId: String(plan.id) })
    expect(deleted.status).toBe(302)
    expect(plansOf(user.id)).toEqual([])
    expect(listsOf(user.id)).toEqual([])
  })

  it('refuses a plan id that is not one, an unknown action, and adding when nothing more fits', async () => {
    const { user, plan } = await withPlan()
    expect((await post(user.cookie, { intent: 'delete-plan', planId: 'abc' })).status).toBe(400)
    expect((await post(user.cookie, { intent: 'rename-plan', planId: String(plan.id) })).status).toBe(400)
    const more = await post(user.cookie, { intent: 'add-problems', planId: String(plan.id) })
    expect([more.status, (more.body as { error: string }).error]).toEqual([
      422,
      PLAN_MESSAGES.nothingMoreFits,
    ])
  })
})

describe('interview mode', () => {
  it('leaves each problem’s difficulty and minutes out of the page’s data', async () => {
    const user = await signedInUser()
    getDb().update(users).set({ interviewMode: true }).where(eq(users.id, user.id)).run()
    await create(user.cookie, { company: company().slug })
    const page = await load(user.cookie)
    const problem = page.todayShare!.problems[0]!
    expect(problem).not.toHaveProperty('difficulty')
    expect(problem).not.toHaveProperty('minutes')
    const todayPage = await loadToday(user.cookie)
    expect(todayPage.planShare?.problems[0]).not.toHaveProperty('difficulty')
  })
})
