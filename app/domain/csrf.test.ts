import { describe, expect, it } from 'vitest'
import { isCrossSiteRequest } from './csrf'

const post = { method: 'POST', host: 'localhost:3000', scheme: 'http', origin: null, secFetchSite: null }

describe('isCrossSiteRequest', () => {
  it('lets safe methods through whatever their origin', () => {
    expect(isCrossSiteRequest({ ...post, method: 'GET', origin: 'https://evil.example' })).toBe(false)
  })
  it('accepts a POST from the same origin', () => {
    expect(isCrossSiteRequest({ ...post, origin: 'http://localhost:3000' })).toBe(false)
  })
  it('refuses a POST from another origin, a null origin or a malformed one', () => {
    expect(isCrossSiteRequest({ ...post, origin: 'https://evil.example' })).toBe(true)
    expect(isCrossSiteRequest({ ...post, origin: 'http://localhost:4000' })).toBe(true)
    expect(isCrossSiteRequest({ ...post, origin: 'null' })).toBe(true)
    expect(isCrossSiteRequest({ ...post, origin: 'not a url' })).toBe(true)
  })
  it('refuses a POST from the same host by another scheme, either way round', () => {
    expect(isCrossSiteRequest({ ...post, origin: 'https://localhost:3000' })).toBe(true)
    const https = { ...post, host: 'prepsharp.example', scheme: 'https' }
    expect(isCrossSiteRequest({ ...https, origin: 'http://prepsharp.example' })).toBe(true)
    expect(isCrossSiteRequest({ ...https, origin: 'https://prepsharp.example' })).toBe(false)
    expect(isCrossSiteRequest({ ...https, origin: 'HTTPS://PrepSharp.example' })).toBe(false)
  })
  it('falls back to Sec-Fetch-Site when Origin is missing', () => {
    expect(isCrossSiteRequest({ ...post, secFetchSite: 'cross-site' })).toBe(true)
    expect(isCrossSiteRequest({ ...post, secFetchSite: 'same-origin' })).toBe(false)
    expect(isCrossSiteRequest({ ...post, secFetchSite: 'none' })).toBe(false)
  })
  it('lets a non-browser client without either header through', () => {
    expect(isCrossSiteRequest(post)).toBe(false)
  })
})
