import { describe, expect, it } from 'vitest'
import { siteHost, siteOrigin } from './site-origin.server'

describe('siteOrigin', () => {
  const request = new Request('http://localhost:3101/search/sheet?q=go')

  it('is APP_URL when it is set, whatever the request', () => {
    expect(siteOrigin(request, { APP_URL: 'https://prepsharp.dev/some/path' })).toBe('https://prepsharp.dev')
    expect(siteHost(request, { APP_URL: 'https://prepsharp.dev/' })).toBe('prepsharp.dev')
  })

  it("is the request's origin without APP_URL", () => {
    expect(siteOrigin(request, { APP_URL: undefined })).toBe('http://localhost:3101')
    expect(siteHost(request, { APP_URL: undefined })).toBe('localhost:3101')
  })
})
