import { describe, expect, it } from 'vitest'
import {
  SIDEBAR_COOKIE_MAX_AGE_SECONDS,
  serializeSidebarCookie,
  sidebarStateFromCookies,
} from './sidebar-state'

describe('sidebar cookie', () => {
  // docs/product.md#cookies
  it('lasts 7 days', () => {
    expect(SIDEBAR_COOKIE_MAX_AGE_SECONDS).toBe(604800)
    expect(serializeSidebarCookie('collapsed', { secure: false })).toBe(
      'ps_sidebar=collapsed; Path=/; Max-Age=604800; SameSite=Lax',
    )
    expect(serializeSidebarCookie('expanded', { secure: true })).toBe(
      'ps_sidebar=expanded; Path=/; Max-Age=604800; SameSite=Lax; Secure',
    )
  })

  it('reads the state back from a Cookie header, expanded unless it says collapsed', () => {
    expect(sidebarStateFromCookies('a=1; ps_sidebar=collapsed; b=2')).toBe('collapsed')
    expect(sidebarStateFromCookies('ps_sidebar=expanded')).toBe('expanded')
    expect(sidebarStateFromCookies('ps_sidebar=<script>')).toBe('expanded')
    expect(sidebarStateFromCookies('xps_sidebar=collapsed')).toBe('expanded')
    expect(sidebarStateFromCookies(null)).toBe('expanded')
    expect(sidebarStateFromCookies('')).toBe('expanded')
  })

  it('reads back what it writes', () => {
    for (const state of ['expanded', 'collapsed'] as const) {
      const cookie = serializeSidebarCookie(state, { secure: true }).split(';')[0]
      expect(sidebarStateFromCookies(cookie)).toBe(state)
    }
  })
})
