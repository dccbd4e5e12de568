import { untilAnalysesInFlight } from '../../tests/setup/small-analyzer-pool'
import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../tests/setup/signed-in'
import { routeContext } from '../../tests/setup/route-context'
import { pathologicalPython } from '../../tests/setup/slow-analysis'
import { countAnalyses } from '~/server/analyses.server'
import { ANALYSES_PER_MINUTE, consumeLimit } from '~/server/request-policy.server'
import { action } from './analyze'
import { action as apiAction } from './api.analyze'

const CODE = 'def total(nums):\n    s = 0\n    for n in nums:\n        s += n\n    return s\n'

/** The /analyze form as the browser posts it. */
async function submit(cookie: string, fields: Record<string, string> = {}) {
  const body = new URLSearchParams({
    intent: 'analyze',
    language: 'python',
    problem: '',
    code: CODE,
    ...fields,
  })
  const request = new Request('http://localhost/analyze', {
    method: 'POST',
    headers: { Cookie: cookie },
    body,
  })
  const context = await routeContext(request)
  return action({ request, params: {}, context } as unknown as Parameters<typeof action>[0])
}

function useAllButOne(userId: string) {
  for (let i = 1; i < ANALYSES_PER_MINUTE; i++)
    expect(consumeLimit('analyze', { user: userId }).allowed).toBe(true)
}

describe('the /analyze form rate limit', () => {
  it('answers 429 with a form error and the code kept, and saves nothing', async () => {
    const ada = await signedInUser()
    useAllButOne(ada.id)
    const saved = await submit(ada.cookie)
    expect(saved).toBeInstanceOf(Response)
    expect((saved as Response).status).toBe(302)

    const refused = await submit(ada.cookie)
    expect(refused).toMatchObject({ init: { status: 429 } })
    const { data: body, init } = refused as unknown as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
      init: { headers: Record<string, string> }
    }
    const retryAfter = Number(init.headers['Retry-After'])
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(body.result.error).toEqual({
      '': [
        `You have run ${ANALYSES_PER_MINUTE} analyses in the last minute. Please wait ${retryAfter} seconds and try again.`,
      ],
    })
    expect(body.result.initialValue).toMatchObject({ language: 'python', code: CODE })
    expect(countAnalyses(ada.id)).toBe(1)
  })

  it('shares its budget with POST /api/analyze, per user', async () => {
    const ada = await signedInUser()
    const bob = await signedInUser()
    useAllButOne(ada.id)
    const request = new Request('http://localhost/api/analyze', {
      method: 'POST',
      headers: { Cookie: ada.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ language: 'python', code: CODE }),
    })
    const api = await apiAction({ request, params: {}, context: {} } as unknown as Parameters<
      typeof apiAction
    >[0])
    expect(api.status).toBe(200)
    expect(await submit(ada.cookie)).toMatchObject({ init: { status: 429 } })
    expect(((await submit(bob.cookie)) as Response).status).toBe(302)
  })
})

type FormReply = {
  data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
  init: { status: number; headers?: Record<string, string> }
}

describe('the /analyze form', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'refuses the language %j with a field error, not a 500',
    async (language) => {
      const ada = await signedInUser()
      const refused = (await submit(ada.cookie, { language })) as unknown as FormReply
      expect(refused.init.status).toBe(400)
      expect(refused.data.result.error).toEqual({
        language: [
          `The language "${language}" is not supported. Choose one of: python, java, cpp, javascript, typescript, go.`,
        ],
      })
      expect(refused.data.result.initialValue).toMatchObject({ code: CODE })
    },
  )

  it('answers 422 with a field error on code too complex to analyse in time, and keeps the code', async () => {
    const ada = await signedInUser()
    const code = pathologicalPython()
    const refused = (await submit(ada.cookie, { code })) as unknown as FormReply
    expect(refused.init.status).toBe(422)
    expect(refused.data.result.error).toEqual({ code: ['This code is too complex to analyse within 3 s.'] })
    expect(refused.data.result.initialValue).toMatchObject({ language: 'python', code })
    expect(countAnalyses(ada.id)).toBe(0)
  }, 20_000)

  it('answers 503 with Retry-After and a form error while the analyzer is busy, and keeps the code', async () => {
    const ada = await signedInUser()
    // One analysis runs and one waits: the queue is full.
    const running = submit(ada.cookie, { code: pathologicalPython() })
    await untilAnalysesInFlight(1)
    const waiting = submit(ada.cookie)
    await untilAnalysesInFlight(2)
    const refused = (await submit(ada.cookie)) as unknown as FormReply
    expect(refused.init.status).toBe(503)
    expect(refused.init.headers).toEqual({ 'Retry-After': '6' })
    expect(refused.data.result.error).toEqual({
      '': ['The analyzer is busy right now. Please try again in 6 seconds.'],
    })
    expect(refused.data.result.initialValue).toMatchObject({ language: 'python', code: CODE })
    expect(await running).toMatchObject({ init: { status: 422 } })
    expect(((await waiting) as Response).status).toBe(302)
    expect(countAnalyses(ada.id)).toBe(1)
  }, 30_000)
})
