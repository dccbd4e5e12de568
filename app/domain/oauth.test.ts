import { describe, expect, it } from 'vitest'
import { isOAuthProvider, returnPathFromState, stateWithReturnPath } from './oauth'
import { safeRedirect } from './safe-redirect'

describe('OAuth state', () => {
  it('round-trips the return path through the state', () => {
    const state = stateWithReturnPath('abc123', '/sheet/google?timeframe=all')
    expect(state).toBe('abc123.%2Fsheet%2Fgoogle%3Ftimeframe%3Dall')
    expect(returnPathFromState(state)).toBe('/sheet/google?timeframe=all')
  })

  it('gives nothing for a missing or malformed state', () => {
    expect(returnPathFromState(null)).toBeNull()
    expect(returnPathFromState('no-dot')).toBeNull()
    expect(returnPathFromState('x.%E0%A4%A')).toBeNull()
  })

  it('never turns a state into a way off the site', () => {
    // The callback sends the user to safeRedirect(returnPathFromState(state)).
    for (const target of [
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
      '//evil.example',
    ]) {
      expect(safeRedirect(returnPathFromState(stateWithReturnPath('r', target))), target).toBe('/')
      expect(safeRedirect(returnPathFromState(`r.${target}`)), target).toBe('/')
    }
  })

  it('knows the two providers', () => {
    expect(isOAuthProvider('google')).toBe(true)
    expect(isOAuthProvider('github')).toBe(true)
    expect(isOAuthProvider('twitter')).toBe(false)
    expect(isOAuthProvider(undefined)).toBe(false)
  })
})
