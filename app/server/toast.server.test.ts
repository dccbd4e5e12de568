import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { getToast, toastHeader } from './toast.server'

/** What a browser keeps of a cookie: name, value and attributes together must fit in 4,096 bytes. */
const BROWSER_COOKIE_LIMIT = 4096

function cookieOnly(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf(';'))
}

describe('toast cookie', () => {
  it('stays within what browsers keep, whatever the text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 6000, size: 'max' }),
        fc.option(fc.string({ unit: 'binary', maxLength: 6000, size: 'max' }), { nil: undefined }),
        async (title, description) => {
          const header = await toastHeader({ type: 'error', title, description })
          expect(Buffer.byteLength(header)).toBeLessThanOrEqual(BROWSER_COOKIE_LIMIT)
        },
      ),
      { numRuns: 200 },
    )
  })

  it('carries a long message shortened, and a short one whole', async () => {
    const long = `Login failed: ${'😀'.repeat(3000)}`
    const header = await toastHeader({ type: 'error', title: long, description: 'x'.repeat(5000) })
    const { toast } = await getToast(
      new Request('http://localhost/', { headers: { Cookie: cookieOnly(header) } }),
    )
    expect(toast?.title.startsWith('Login failed: 😀')).toBe(true)
    expect(toast?.title.endsWith('…')).toBe(true)
    expect(Array.from(toast?.title ?? '')).toHaveLength(200)
    expect(toast?.description).toHaveLength(400)

    const short = await toastHeader({ type: 'success', title: 'Welcome Back!' })
    const read = await getToast(new Request('http://localhost/', { headers: { Cookie: cookieOnly(short) } }))
    expect(read.toast).toMatchObject({ type: 'success', title: 'Welcome Back!' })
  })
})
