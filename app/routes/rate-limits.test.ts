import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signedInUser } from '../../tests/setup/signed-in'
import { postForm, type ActionAnswer } from '../../tests/setup/route-action'
import { startFakeLeetCode, type FakeLeetCode } from '../../tests/fixtures/leetcode/server'
import { companies, featureRequests, passwords, problems, users } from '#db/schema'
import { PASSWORD_INTENT } from '~/components/account/password-form'
import { SYNC_INTENT } from '~/components/account/leetcode-sync'
import { eq } from 'drizzle-orm'
import { addDays, utcDay } from '~/domain/calendar-day'
import { getDb } from '~/server/db.server'
import { resetEnv } from '~/server/env.server'
import { hashPassword } from '~/server/password.server'
import { consumeRateLimit } from '~/server/rate-limit.server'
import {
  limitRules,
  pleaseWaitMessage,
  RATE_LIMITS,
  type LimitedAction,
  type LimitSubjects,
} from '~/server/request-policy.server'
import { action as analyze } from './analyze'
import { action as featureRequestsAction } from './feature-requests'
import { action as findBuddy } from './find-buddy'
import { action as forgotPassword } from './forgot-password'
import { action as login } from './login'
import { action as newsletter } from './newsletter'
import { action as problem } from './problem'
import { action as profile } from './profile'
import { action as profileImport } from './profile-import'
import { action as profileReminders } from './profile-reminders'
import { action as register } from './register'
import { action as report } from './report'
import { action as list } from './list'
import { action as admin } from './admin'
import { requireAdmin } from '~/server/admin.server'
import { action as lists } from './lists'
import { createList } from '~/server/lists/edit.server'
import { action as plan } from './plan'
import { action as today } from './today'

// Every limit in the table, through the route that applies it: the attempt after the limit is refused
// with 429, Retry-After, the action's message, and (on forms) what the user typed.

vi.mock(import('~/server/mail.server'), async (importOriginal) => ({
  ...(await importOriginal()),
  sendMailInBackground: vi.fn(() => Promise.resolve()),
}))

let leetcode: FakeLeetCode
beforeAll(async () => {
  const recentAc = readFileSync(
    path.resolve(import.meta.dirname, '../../tests/fixtures/leetcode-user/recent-ac.json'),
    'utf8',
  )
  leetcode = await startFakeLeetCode(() => ({
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    body: recentAc,
  }))
  vi.stubEnv('LEETCODE_GRAPHQL_URL', leetcode.url)
  // The settings are read once; read them again with this endpoint.
  resetEnv()
})
afterAll(async () => {
  vi.unstubAllEnvs()
  resetEnv()
  await leetcode.close()
})

/** A client address of its own for each trial, so that no two share a budget. */
const newIp = () => `198.51.100.${randomUUID()}`
const newEmail = () => `${randomUUID()}@example.com`

/** One way to send the same limited request again and again, and what a refusal must have kept. */
interface Trial<A extends LimitedAction> {
  subjects: LimitSubjects<A>
  send: () => Promise<ActionAnswer>
  /** Form fields that a refused no-JavaScript form shows again. */
  kept?: Record<string, string>
}

type Tested = Exclude<LimitedAction, 'newsletter-mail'>

async function userWithPassword() {
  const user = await signedInUser()
  getDb()
    .insert(passwords)
    .values({ userId: user.id, hash: await hashPassword('the-right-password') })
    .run()
  return user
}

const trials: { [A in Tested]: () => Promise<Trial<A>> } = {
  async login() {
    const ip = newIp()
    const email = newEmail()
    const fields = { email, password: 'not-the-password' }
    return {
      subjects: { ip, email },
      send: () => postForm(login, 'http://localhost/login', fields, { clientIp: ip }),
      kept: { email },
    }
  },
  async register() {
    const ip = newIp()
    const email = newEmail()
    const fields = { name: 'Ada', email, password: 'a-long-enough-password' }
    return {
      subjects: { ip, email },
      send: () => postForm(register, 'http://localhost/register', fields, { clientIp: ip }),
      kept: { email, name: 'Ada' },
    }
  },
  async 'password-reset'() {
    const ip = newIp()
    const email = newEmail()
    return {
      subjects: { ip, email },
      send: () => postForm(forgotPassword, 'http://localhost/forgot-password', { email }, { clientIp: ip }),
      kept: { email },
    }
  },
  async 'change-password'() {
    const user = await userWithPassword()
    const fields = {
      intent: PASSWORD_INTENT,
      currentPassword: 'a-wrong-guess',
      newPassword: 'a-new-password-1',
      confirmPassword: 'a-new-password-1',
    }
    return {
      subjects: { user: user.id },
      send: () => postForm(profile, 'http://localhost/profile', fields, { cookie: user.cookie }),
    }
  },
  async 'leetcode-sync'() {
    const user = await signedInUser()
    getDb().update(users).set({ leetcodeUsername: 'ada' }).where(eq(users.id, user.id)).run()
    return {
      subjects: { user: user.id },
      send: () =>
        postForm(profile, 'http://localhost/profile', { intent: SYNC_INTENT }, { cookie: user.cookie }),
    }
  },
  async analyze() {
    const user = await signedInUser()
    const fields = { intent: 'analyze', language: 'python', problem: '', code: 'def f(n):\n    return n\n' }
    return {
      subjects: { user: user.id },
      send: () => postForm(analyze, 'http://localhost/analyze', fields, { cookie: user.cookie }),
      kept: { language: 'python', code: fields.code },
    }
  },
  async newsletter() {
    const ip = newIp()
    const email = newEmail()
    return {
      subjects: { ip },
      send: () => postForm(newsletter, 'http://localhost/newsletter', { email }, { clientIp: ip }),
      kept: { email },
    }
  },
  async 'feature-request'() {
    const ip = newIp()
    const fields = { intent: 'create', title: 'Dark mode', description: 'For late nights.', redirectTo: '/' }
    return {
      subjects: { ip },
      send: () =>
        postForm(featureRequestsAction, 'http://localhost/feature-requests', fields, { clientIp: ip }),
      kept: { title: fields.title, description: fields.description },
    }
  },
  async vote() {
    const ip = newIp()
    const user = await signedInUser()
    const [request] = getDb()
      .insert(featureRequests)
      .values({ title: 'Dark mode', description: 'For late nights.' })
      .returning({ id: featureRequests.id })
      .all()
    const fields = { intent: 'upvote', requestId: String(request!.id) }
    return {
      subjects: { ip, user: user.id },
      send: () =>
        postForm(featureRequestsAction, 'http://localhost/feature-requests', fields, {
          cookie: user.cookie,
          clientIp: ip,
        }),
    }
  },
  async 'buddy-request'() {
    const ip = newIp()
    const user = await signedInUser()
    const other = await signedInUser()
    const fields = { intent: 'request', userId: other.id }
    return {
      subjects: { ip, user: user.id },
      send: () =>
        postForm(findBuddy, 'http://localhost/find-buddy', fields, { cookie: user.cookie, clientIp: ip }),
    }
  },
  async 'problem-note'() {
    const user = await signedInUser()
    const titleSlug = `p-${user.id}`
    getDb().insert(problems).values({ titleSlug, title: 'A problem', difficulty: 1 }).run()
    const fields = { intent: 'save-note', note: 'Two pointers, after sorting.' }
    return {
      subjects: { user: user.id },
      send: () =>
        postForm(problem, `http://localhost/problems/${titleSlug}`, fields, {
          cookie: user.cookie,
          params: { titleSlug },
        }),
      kept: { note: fields.note },
    }
  },
  async review() {
    const user = await signedInUser()
    const [row] = getDb()
      .insert(problems)
      .values({ titleSlug: `r-${user.id}`, title: 'A problem to review', difficulty: 2 })
      .returning({ id: problems.id })
      .all()
    const fields = { intent: 'review', problemId: String(row!.id), rating: '3', submissionKey: randomUUID() }
    return {
      subjects: { user: user.id },
      send: () => postForm(today, 'http://localhost/today', fields, { cookie: user.cookie }),
    }
  },
  async 'data-import'() {
    const user = await signedInUser()
    return {
      subjects: { user: user.id },
      // Refused for want of a file, but counted all the same: the limit comes before the body is read.
      send: () => postForm(profileImport, 'http://localhost/profile/import', {}, { cookie: user.cookie }),
    }
  },
  async 'list-create'() {
    const user = await signedInUser()
    const fields = { intent: 'create-list', name: 'Graphs', description: '', visibility: 'private' }
    return {
      subjects: { user: user.id },
      send: () => postForm(lists, 'http://localhost/lists', fields, { cookie: user.cookie }),
      kept: { name: 'Graphs' },
    }
  },
  async 'list-edit'() {
    const user = await signedInUser()
    const created = createList(user.id, { name: 'Graphs', description: '', visibility: 'private' })
    if (created.outcome !== 'created') throw new Error('no list')
    const fields = { intent: 'paste-problems', problems: 'two-sum-that-is-not-stored' }
    return {
      subjects: { user: user.id },
      send: () =>
        postForm(list, `http://localhost/lists/${created.id}`, fields, {
          cookie: user.cookie,
          params: { listId: created.id },
        }),
      kept: { problems: fields.problems },
    }
  },
  async 'interview-plan'() {
    const user = await signedInUser()
    // A company that does not exist: the attempt is counted, refused with 422, and changes nothing.
    const fields = {
      intent: 'create-plan',
      company: 'no-such-company',
      interviewDate: addDays(utcDay(new Date()), 10),
      hoursPerWeek: '10',
    }
    return {
      subjects: { user: user.id },
      send: () => postForm(plan, 'http://localhost/plan', fields, { cookie: user.cookie }),
      kept: { company: fields.company, interviewDate: fields.interviewDate },
    }
  },
  async reminders() {
    const user = await signedInUser()
    const fields = { intent: 'daily-digest', dailyDigest: 'on' }
    return {
      subjects: { user: user.id },
      send: () =>
        postForm(profileReminders, 'http://localhost/profile/reminders', fields, { cookie: user.cookie }),
    }
  },
  async 'list-moderation'() {
    const moderator = await signedInUser()
    vi.stubEnv('ADMIN_EMAILS', `${moderator.id}@example.com`)
    resetEnv()
    const owner = await signedInUser()
    const created = createList(owner.id, { name: 'Shared', description: '', visibility: 'public' })
    if (created.outcome !== 'created') throw new Error('no list')
    // As the router runs /admin: its middleware lets the admin through, then the action runs.
    const throughMiddleware = async (args: never) => {
      await requireAdmin(
        { ...(args as object), unstable_pattern: '/admin' } as never,
        async () => new Response(),
      )
      return admin(args)
    }
    return {
      subjects: { user: moderator.id },
      send: () =>
        postForm(
          throughMiddleware,
          'http://localhost/admin',
          { intent: 'hide-list', listId: created.id },
          { cookie: moderator.cookie },
        ),
    }
  },
  async 'community-report'() {
    const user = await signedInUser()
    getDb()
      .insert(problems)
      .values({ titleSlug: `c-${user.id}`, title: 'A reported problem', difficulty: 2 })
      .run()
    getDb()
      .insert(companies)
      .values({ slug: `c-${user.id}`, name: `Company ${user.id}` })
      .run()
    const fields = {
      problem: `c-${user.id}`,
      company: `c-${user.id}`,
      month: '01',
      year: '2024',
      round: 'onsite',
    }
    return {
      subjects: { user: user.id },
      send: () => postForm(report, 'http://localhost/report', fields, { cookie: user.cookie }),
      kept: { problem: fields.problem, company: fields.company },
    }
  },
}

/** The form-level message of a Conform reply, or the `error` of a plain answer. */
function refusalMessage(body: unknown): string | undefined {
  const answer = body as { result?: { error?: Record<string, string[]> } | null; error?: string }
  return answer.result?.error?.['']?.[0] ?? answer.error
}

const cases = (Object.keys(trials) as Tested[]).flatMap((action) =>
  RATE_LIMITS[action].rules.map((rule) => [action, rule.per] as const),
)

describe('every limit in the table, through its route', () => {
  it('has a trial for every limit that is answered with 429', () => {
    const answered = Object.keys(RATE_LIMITS).filter((action) => action !== 'newsletter-mail')
    expect(Object.keys(trials).sort()).toEqual(answered.sort())
  })

  it.each(cases)('%s: the attempt after the limit per %s gets 429 with Retry-After', async (action, per) => {
    const trial = await trials[action]()
    const rule = limitRules(action, trial.subjects as never).find((candidate) => candidate.per === per)!
    // All but one of the budget, straight into the limiter: the limit is what is tested, not the action.
    for (let i = 1; i < rule.limit; i++) consumeRateLimit([rule])

    const last = await trial.send()
    expect(last.status).not.toBe(429)

    const refused = await trial.send()
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(rule.windowMs / 1000)
    expect(refusalMessage(refused.body)).toBe(
      `${RATE_LIMITS[action].refusal} ${pleaseWaitMessage(retryAfter)}`,
    )
    if (trial.kept) {
      const { initialValue } = (refused.body as { result: { initialValue: Record<string, string> } }).result
      expect(initialValue).toMatchObject(trial.kept)
    }
  })

  it('never gives a password back in a refused sign-in', async () => {
    const trial = await trials.login()
    for (let i = 0; i < 5; i++) await trial.send()
    const refused = await trial.send()
    expect(refused.status).toBe(429)
    expect(
      (refused.body as { result: { initialValue: Record<string, string> } }).result.initialValue,
    ).not.toHaveProperty('password')
  })
})
