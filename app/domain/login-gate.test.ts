import { describe, expect, it } from 'vitest'
import { loginGateHref } from './login-gate'

describe('loginGateHref', () => {
  it('puts the raw path in the link for the raw return path', () => {
    expect(loginGateHref('raw', '/profile')).toBe('/login?redirect_uri=/profile')
  })
  it('URL-encodes the path for the encoded return path', () => {
    expect(loginGateHref('encoded', '/sheet/google?timeframe=all')).toBe(
      '/login?redirect_uri=%2Fsheet%2Fgoogle%3Ftimeframe%3Dall',
    )
  })
})
