import { afterEach, describe, expect, it, vi } from 'vitest'

const original = { ...process.env }

/** The module as a server started with these settings loads it (the settings are read once). */
async function loadBanner(overrides: Record<string, string | undefined>) {
  vi.resetModules()
  process.env = { ...original, ...overrides }
  return import('./banner.server')
}

afterEach(() => {
  process.env = { ...original }
})

describe('banner cookie', () => {
  it('is Secure in production, like the session and toast cookies', async () => {
    const { dismissBannerHeader } = await loadBanner({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-long-enough-secret-value',
    })
    const header = await dismissBannerHeader()
    expect(header).toMatch(/^ps_banner=/)
    expect(header).toMatch(/; Secure(;|$)/)
    expect(header).toMatch(/; HttpOnly(;|$)/)
    expect(header).toMatch(/; SameSite=Lax(;|$)/)
  })

  it('is not Secure on a local run over plain http, where the browser would drop it', async () => {
    const { dismissBannerHeader } = await loadBanner({ NODE_ENV: 'test' })
    expect(await dismissBannerHeader()).not.toMatch(/Secure/)
  })

  it('is read back as dismissed, and anything else is not', async () => {
    const { dismissBannerHeader, isBannerDismissed } = await loadBanner({ NODE_ENV: 'test' })
    const cookie = (await dismissBannerHeader()).split(';')[0]!
    const request = (value: string | null) =>
      new Request('http://localhost/', value === null ? {} : { headers: { Cookie: value } })
    expect(await isBannerDismissed(request(cookie))).toBe(true)
    expect(await isBannerDismissed(request(null))).toBe(false)
    expect(await isBannerDismissed(request('ps_banner=%E0%A4%A'))).toBe(false)
  })
})
