import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../tests/setup/signed-in'
import { problems } from '#db/schema'
import { progressMark } from '~/domain/progress-mark'
import { getDb } from '~/server/db.server'
import { getProgressStatus } from '~/server/progress.server'
import { action } from './progress'

async function setup() {
  const { id: userId, cookie } = await signedInUser()
  const [problem] = getDb()
    .insert(problems)
    .values({ titleSlug: `p-${userId}`, title: 'A problem', difficulty: 1 })
    .returning({ id: problems.id })
    .all()
  return { userId, problemId: problem!.id, cookie }
}

/** Runs the action as a plain form post would; a redirect comes back as the thrown Response. */
async function post(cookie: string, fields: Record<string, string>): Promise<Response> {
  const request = new Request('http://localhost/progress', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
  try {
    const result = await action({ request, params: {}, context: {} } as unknown as Parameters<
      typeof action
    >[0])
    return new Response(JSON.stringify((result as { data: unknown }).data), {
      status: (result as { init?: { status?: number } }).init?.status ?? 200,
    })
  } catch (thrown) {
    if (thrown instanceof Response) return thrown
    throw thrown
  }
}

describe('POST /progress from a sheet row (one form shared by the rows)', () => {
  it('saves the status the button names and sends the browser back to that row', async () => {
    const { userId, problemId, cookie } = await setup()
    const response = await post(cookie, {
      mark: progressMark(problemId, 'solved'),
      redirectTo: '/sheet/google?difficulty=easy',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/sheet/google?difficulty=easy#p-${problemId}`)
    expect(getProgressStatus(userId, problemId)).toBe('solved')

    await post(cookie, { mark: progressMark(problemId, 'none'), redirectTo: '/sheet/google' })
    expect(getProgressStatus(userId, problemId)).toBeNull()
  })

  it('refuses a malformed mark with a 400 and changes nothing', async () => {
    const { userId, problemId, cookie } = await setup()
    for (const mark of [
      '',
      'solved',
      `${problemId}`,
      `${problemId}:done`,
      `x:solved`,
      `${problemId}:solved:1`,
    ]) {
      const response = await post(cookie, { mark, redirectTo: '/sheet/google' })
      expect(response.status, mark).toBe(400)
    }
    expect(getProgressStatus(userId, problemId)).toBeNull()
  })

  it('keeps the one-problem form working: separate fields, back to the page as given', async () => {
    const { userId, problemId, cookie } = await setup()
    const response = await post(cookie, {
      problemId: String(problemId),
      status: 'revisit',
      redirectTo: '/problems/two-sum',
    })
    expect(response.headers.get('Location')).toBe('/problems/two-sum')
    expect(getProgressStatus(userId, problemId)).toBe('revisit')
  })
})
