import { describe, expect, it } from 'vitest'
import { loginGateHref } from './login-gate'

describe('loginGateHref', () => {
  it('puts the raw path in the link for group A', () => {
    expect(loginGateHref('A', '/profile')).toBe('/login?redirect_uri=/profile')
  })
  it('URL-encodes the path for group B', () => {
    expect(loginGateHref('B', '/sheet/google?timeframe=all')).toBe(
      '/login?redirect_uri=%2Fsheet%2Fgoogle%3Ftimeframe%3Dall',
    )
  })
})
