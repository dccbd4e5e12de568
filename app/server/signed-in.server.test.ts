import { RouterContextProvider } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { signedInUser as newSignedInUser } from '../../tests/setup/signed-in'
import { requireSignedIn, signedInUser } from './signed-in.server'

type MiddlewareArgs = Parameters<ReturnType<typeof requireSignedIn>>[0]

async function runMiddleware(returnPath: 'raw' | 'encoded', cookie?: string) {
  const request = new Request('http://localhost/profile', { headers: cookie ? { Cookie: cookie } : {} })
  const context = new RouterContextProvider()
  const next = vi.fn(async () => new Response('page'))
  const args = { request, context, params: {}, url: new URL(request.url), pattern: '/profile' }
  await requireSignedIn(returnPath)(args as unknown as MiddlewareArgs, next)
  return context
}

describe('requireSignedIn', () => {
  it('refuses a visitor with the 401 login gate, in the layout’s return-path style', async () => {
    await expect(runMiddleware('raw')).rejects.toMatchObject({
      init: { status: 401 },
      data: { loginGate: { returnPath: 'raw' } },
    })
    await expect(runMiddleware('encoded', 'ps_session=forged')).rejects.toMatchObject({
      init: { status: 401 },
      data: { loginGate: { returnPath: 'encoded' } },
    })
  })

  it('lets a signed-in user through and hands the user to the routes below', async () => {
    const ada = await newSignedInUser()
    const context = await runMiddleware('raw', ada.cookie)
    expect(signedInUser(context)).toMatchObject({ id: ada.id, name: 'Ada' })
  })
})
