import { untilAnalysesInFlight } from '../../tests/setup/small-analyzer-pool'
import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../tests/setup/signed-in'
import { pathologicalPython } from '../../tests/setup/slow-analysis'
import { ANALYSES_PER_MINUTE, consumeLimit } from '~/server/request-policy.server'
import { action } from './api.analyze'

const CODE = 'def total(nums):\n    s = 0\n    for n in nums:\n        s += n\n    return s\n'

function post(cookie: string, body: unknown = { language: 'python', code: CODE }): Promise<Response> {
  const request = new Request('http://localhost/api/analyze', {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  return action({ request, params: {}, context: {} } as unknown as Parameters<typeof action>[0])
}

/** Uses up all but one of the user's analyses for this minute, without running the analyser. */
function useAllButOne(userId: string) {
  for (let i = 1; i < ANALYSES_PER_MINUTE; i++)
    expect(consumeLimit('analyze', { user: userId }).allowed).toBe(true)
}

describe('POST /api/analyze rate limit', () => {
  it(`answers 429 with Retry-After after ${ANALYSES_PER_MINUTE} analyses in a minute`, async () => {
    const ada = await signedInUser()
    useAllButOne(ada.id)
    const last = await post(ada.cookie)
    expect(last.status).toBe(200)
    expect(await last.json()).toMatchObject({ data: { time: { bigO: expect.any(String) } } })

    const refused = await post(ada.cookie)
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    expect(await refused.json()).toEqual({
      error: `You have run ${ANALYSES_PER_MINUTE} analyses in the last minute. Please wait ${retryAfter} seconds and try again.`,
    })
  })

  it('limits each user on their own', async () => {
    const ada = await signedInUser()
    const bob = await signedInUser()
    useAllButOne(ada.id)
    expect((await post(ada.cookie)).status).toBe(200)
    expect((await post(ada.cookie)).status).toBe(429)
    expect((await post(bob.cookie)).status).toBe(200)
  })

  it('does not count a request refused for its body', async () => {
    const ada = await signedInUser()
    useAllButOne(ada.id)
    expect((await post(ada.cookie, { language: 'python', code: '' })).status).toBe(400)
    expect((await post(ada.cookie)).status).toBe(200)
  })
})

describe('POST /api/analyze', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'refuses the language %j with 400 and the supported languages, not a 500',
    async (language) => {
      const ada = await signedInUser()
      const refused = await post(ada.cookie, { language, code: CODE })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({
        error: `The language "${language}" is not supported. Choose one of: python, java, cpp, javascript, typescript, go.`,
      })
    },
  )

  it('reads a problem named like an object member as an unknown problem', async () => {
    const ada = await signedInUser()
    const answered = await post(ada.cookie, { language: 'python', code: CODE, problem: 'constructor' })
    expect(answered.status).toBe(200)
    expect(await answered.json()).toMatchObject({
      data: { time: { bigO: 'O(n)' } },
      comparison: { slug: 'constructor', known: false },
    })
  })

  it('answers 422 for code too complex to analyse within the deadline', async () => {
    const ada = await signedInUser()
    const started = performance.now()
    const refused = await post(ada.cookie, { language: 'python', code: pathologicalPython() })
    expect(performance.now() - started).toBeLessThan(3000 + 1000)
    expect(refused.status).toBe(422)
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    expect(await refused.json()).toEqual({ error: 'This code is too complex to analyse within 3 s.' })
  }, 20_000)

  it('answers 503 with Retry-After while the analyzer is busy', async () => {
    const ada = await signedInUser()
    // One analysis runs and one waits: the queue is full.
    const running = post(ada.cookie, { language: 'python', code: pathologicalPython() })
    await untilAnalysesInFlight(1)
    const waiting = post(ada.cookie)
    await untilAnalysesInFlight(2)
    const refused = await post(ada.cookie)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('Retry-After')).toBe('6')
    expect(refused.headers.get('Cache-Control')).toBe('no-store')
    expect(await refused.json()).toEqual({
      error: 'The analyzer is busy right now. Please try again in 6 seconds.',
    })
    expect((await running).status).toBe(422)
    // Queued behind the slow one, and analysed in full once a thread was free.
    const analysed = await waiting
    expect(analysed.status).toBe(200)
    expect(await analysed.json()).toMatchObject({ data: { time: { bigO: 'O(n)' } } })
  }, 30_000)
})
