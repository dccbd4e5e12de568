import { describe, expect, it } from 'vitest'
import { signedInUser } from '../../tests/setup/signed-in'
import { countAnalyses } from '~/server/analyses.server'
import { ANALYSES_PER_MINUTE, consumeAnalysisAttempt } from '~/server/rate-limit.server'
import { action } from './analyze'
import { action as apiAction } from './api.analyze'

const CODE = 'def total(nums):\n    s = 0\n    for n in nums:\n        s += n\n    return s\n'

/** The /analyze form as the browser posts it. */
function submit(cookie: string) {
  const body = new URLSearchParams({ intent: 'analyze', language: 'python', problem: '', code: CODE })
  const request = new Request('http://localhost/analyze', {
    method: 'POST',
    headers: { Cookie: cookie },
    body,
  })
  return action({ request, params: {}, context: {} } as unknown as Parameters<typeof action>[0])
}

function useAllButOne(userId: string) {
  for (let i = 1; i < ANALYSES_PER_MINUTE; i++) expect(consumeAnalysisAttempt(userId).allowed).toBe(true)
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
