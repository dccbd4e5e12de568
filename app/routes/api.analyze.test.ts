import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../tests/setup/signed-in'
import { ANALYSES_PER_MINUTE, consumeAnalysisAttempt } from '~/server/rate-limit.server'
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
  for (let i = 1; i < ANALYSES_PER_MINUTE; i++) expect(consumeAnalysisAttempt(userId).allowed).toBe(true)
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
