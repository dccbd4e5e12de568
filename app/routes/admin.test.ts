import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { postForm } from '../../tests/setup/route-action'
import { routeContext } from '../../tests/setup/route-context'
import { signedInUser, signedInUserWithProblem } from '../../tests/setup/signed-in'
import { communityReports, companies, featureRequests, users } from '#db/schema'
import { eq } from 'drizzle-orm'
import { parseEnv } from '~/server/env-schema.server.mjs'
import { ADMIN_MESSAGES, MERGE_TARGET_MESSAGE } from '~/domain/moderation'
import { isAdmin, NOT_FOUND_MESSAGE, requireAdmin } from '~/server/admin.server'
import { problemReportTallies, submitReport } from '~/server/community-reports.server'
import { getDb } from '~/server/db.server'
import { resetEnv } from '~/server/env.server'
import { createFeatureRequest, listFeatureRequests } from '~/server/feature-requests.server'
import { createList } from '~/server/lists/edit.server'
import { findViewableList } from '~/server/lists/read.server'
import { action, loader } from './admin'

// /admin, called as the router calls it: its middleware first, then the loader or the action.

const ADMIN_EMAIL = 'moderator@example.com'

beforeAll(() => {
  vi.stubEnv('ADMIN_EMAILS', ` Someone@Example.com, ${ADMIN_EMAIL.toUpperCase()} `)
  resetEnv()
})
afterAll(() => {
  vi.unstubAllEnvs()
  resetEnv()
})

async function adminUser() {
  const user = await signedInUser()
  // One admin address for the whole file; each test makes its own account under it.
  getDb().delete(users).where(eq(users.email, ADMIN_EMAIL)).run()
  getDb().update(users).set({ email: ADMIN_EMAIL }).where(eq(users.id, user.id)).run()
  return user
}

/** The middleware's verdict on a request: thrown (a 404), or the context it lets through. */
async function throughMiddleware(method: 'GET' | 'POST', cookie?: string, body?: URLSearchParams) {
  const request = new Request('http://localhost/admin', {
    method,
    headers: cookie ? { Cookie: cookie } : {},
    body,
  })
  const context = await routeContext(request)
  await requireAdmin(
    { request, context, params: {}, unstable_pattern: '/admin' } as never,
    async () => new Response(),
  )
  return { request, context }
}

describe('who may open /admin', () => {
  it('gives visitors and signed-in users who are not admins the site’s 404, for GET and POST', async () => {
    const user = await signedInUser()
    for (const cookie of [undefined, user.cookie]) {
      for (const method of ['GET', 'POST'] as const) {
        await expect(
          throughMiddleware(
            method,
            cookie,
            method === 'POST' ? new URLSearchParams({ intent: 'hide-report', reportId: '1' }) : undefined,
          ),
        ).rejects.toMatchObject({
          data: NOT_FOUND_MESSAGE,
          init: { status: 404 },
        })
      }
    }
  })

  it('lets through the accounts in ADMIN_EMAILS, whatever the case', async () => {
    const admin = await adminUser()
    const { request, context } = await throughMiddleware('GET', admin.cookie)
    const page = loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0])
    expect(page.email).toBe(ADMIN_EMAIL)
    expect(isAdmin({ email: 'SOMEONE@example.COM' })).toBe(true)
    expect(isAdmin({ email: 'someone@example.org' })).toBe(false)
    expect(isAdmin(null)).toBe(false)
  })

  it('reads ADMIN_EMAILS as addresses separated by commas, and refuses anything else', () => {
    expect(parseEnv({ ADMIN_EMAILS: ' Ada@Example.com, bob@example.com ,' }).ADMIN_EMAILS).toEqual([
      'ada@example.com',
      'bob@example.com',
    ])
    expect(parseEnv({}).ADMIN_EMAILS).toBeUndefined()
    expect(() => parseEnv({ ADMIN_EMAILS: 'ada@example.com; bob' })).toThrow(/ADMIN_EMAILS/)
  })
})

/** The action as the router runs it: after the middleware, which puts the admin in the context. */
async function adminAction(args: Parameters<typeof action>[0]) {
  await requireAdmin({ ...args, unstable_pattern: '/admin' } as never, async () => new Response())
  return action(args)
}

describe('moderating on /admin', () => {
  async function reported() {
    const admin = await adminUser()
    const { user, titleSlug, problemId } = await signedInUserWithProblem()
    getDb()
      .insert(companies)
      .values({ slug: `ad-${user.id}`, name: 'Acme' })
      .run()
    const saved = submitReport(user.id, {
      problem: titleSlug,
      company: `ad-${user.id}`,
      month: '2025-05',
      round: 'other',
    })
    if (saved.outcome !== 'saved') throw new Error('not saved')
    const post = (fields: Record<string, string>) =>
      postForm(
        adminAction,
        'http://localhost/admin',
        { redirectTo: '/admin?page=1', ...fields },
        { cookie: admin.cookie },
      )
    return { admin, user, problemId, reportId: saved.report.id, post }
  }

  it('hides a report and shows it again, going back to the page with a toast', async () => {
    const { problemId, reportId, post } = await reported()
    const hidden = await post({ intent: 'hide-report', reportId: String(reportId) })
    expect(hidden.status).toBe(302)
    expect(hidden.headers.get('Location')).toBe('/admin?page=1')
    expect(hidden.headers.get('Set-Cookie')).toContain('ps_toast=')
    expect(problemReportTallies(problemId)).toEqual([])
    await post({ intent: 'show-report', reportId: String(reportId) })
    expect(problemReportTallies(problemId)).toMatchObject([{ people: 1 }])
  })

  it('blocks a reporter, whose reports stop counting, and unblocks them', async () => {
    const { user, problemId, post } = await reported()
    expect((await post({ intent: 'block-reporter', userId: user.id })).status).toBe(302)
    expect(problemReportTallies(problemId)).toEqual([])
    await post({ intent: 'unblock-reporter', userId: user.id })
    expect(problemReportTallies(problemId)).toMatchObject([{ people: 1 }])
    // The report itself was never touched.
    expect(
      getDb().select().from(communityReports).where(eq(communityReports.userId, user.id)).all(),
    ).toHaveLength(1)
  })

  it('hides and merges feature requests', async () => {
    const { post } = await reported()
    const keep = createFeatureRequest({ title: 'Keep', description: 'The original' })
    const copy = createFeatureRequest({ title: 'Copy', description: 'The duplicate' })
    const spam = createFeatureRequest({ title: 'Spam', description: 'Buy now' })
    expect((await post({ intent: 'hide-request', requestId: String(spam) })).status).toBe(302)
    expect(
      (await post({ intent: 'merge-request', requestId: String(copy), targetId: `#${keep}` })).status,
    ).toBe(302)
    const listed = listFeatureRequests(null).map((request) => request.id)
    expect(listed).toContain(keep)
    expect(listed).not.toContain(copy)
    expect(listed).not.toContain(spam)
    expect(
      getDb().select().from(featureRequests).where(eq(featureRequests.id, copy)).get()?.mergedIntoId,
    ).toBe(keep)
  })

  it('hides a user’s public list from everyone but its owner, and shows it again', async () => {
    const { admin, post } = await reported()
    const owner = await signedInUser()
    const created = createList(owner.id, { name: 'Shared', description: '', visibility: 'public' })
    if (created.outcome !== 'created') throw new Error('not created')
    const hidden = await post({ intent: 'hide-list', listId: created.id, redirectTo: '/admin#hidden-lists' })
    expect(hidden.status).toBe(302)
    expect(hidden.headers.get('Location')).toBe('/admin#hidden-lists')
    expect(findViewableList(created.id, null)).toBeNull()
    expect(findViewableList(created.id, owner.id)).not.toBeNull()
    const { request, context } = await throughMiddleware('GET', admin.cookie)
    const page = loader({ request, context, params: {} } as unknown as Parameters<typeof loader>[0])
    expect(page.hiddenLists).toContainEqual(
      expect.objectContaining({ id: created.id, name: 'Shared', hiddenBy: ADMIN_EMAIL }),
    )
    expect((await post({ intent: 'show-list', listId: created.id })).status).toBe(302)
    expect(findViewableList(created.id, null)).not.toBeNull()
  })

  it('answers a bad or impossible action with a 4xx and a message, changing nothing', async () => {
    const { reportId, post } = await reported()
    const request = createFeatureRequest({ title: 'Lonely', description: 'Alone' })
    const cases: [Record<string, string>, number, string][] = [
      [{ intent: 'delete-everything' }, 400, ADMIN_MESSAGES.unknownAction],
      [{ intent: 'hide-report', reportId: 'abc' }, 400, ADMIN_MESSAGES.unknownAction],
      [{ intent: 'hide-report', reportId: '999999999' }, 404, ADMIN_MESSAGES.reportNotFound],
      [{ intent: 'block-reporter', userId: 'nobody' }, 404, ADMIN_MESSAGES.reporterNotFound],
      [{ intent: 'hide-list', listId: 'no-such-list' }, 404, ADMIN_MESSAGES.listNotFound],
      [{ intent: 'hide-list', listId: '' }, 400, ADMIN_MESSAGES.unknownAction],
      [
        { intent: 'merge-request', requestId: String(request), targetId: 'the other one' },
        400,
        MERGE_TARGET_MESSAGE,
      ],
      [
        { intent: 'merge-request', requestId: String(request), targetId: String(request) },
        400,
        ADMIN_MESSAGES.sameRequest,
      ],
      [
        { intent: 'merge-request', requestId: String(request), targetId: '999999999' },
        400,
        'There is no feature request #999999999.',
      ],
    ]
    for (const [fields, status, error] of cases) {
      const answer = await post(fields)
      expect([answer.status, answer.body], JSON.stringify(fields)).toEqual([status, { error }])
    }
    expect(
      getDb().select().from(communityReports).where(eq(communityReports.id, reportId)).get()?.hiddenAt,
    ).toBeNull()
  })
})
