import { describe, expect, it } from 'vitest'
import { createTestDb } from '../../tests/setup/db'
import { RATE_LIMIT_MEMORY_MS } from './rate-limit.server'
import {
  consumeLimit,
  effectiveLimit,
  limitRules,
  limitSettings,
  pleaseWaitMessage,
  RATE_LIMITS,
  tooManyRequests,
  type LimitPolicy,
} from './request-policy.server'

const policies = Object.entries(RATE_LIMITS) as [string, LimitPolicy][]

describe('the table of limits', () => {
  it.each(policies)('%s: each subject once, no window longer than the limiter remembers', (_, policy) => {
    const subjects = policy.rules.map((rule) => rule.per)
    // Two rules on one subject would share a key and count each attempt twice.
    expect(new Set(subjects).size).toBe(subjects.length)
    for (const rule of policy.rules) {
      expect(rule.windowMs).toBeLessThanOrEqual(RATE_LIMIT_MEMORY_MS)
      expect(Number.isInteger(rule.limit) && rule.limit > 0).toBe(true)
    }
    expect(policy.refusal).toMatch(/^[A-Z].*\.$/)
  })

  it('keeps the keys the limits have always been stored under', () => {
    expect(limitRules('login', { ip: '203.0.113.1', email: 'ada@example.com' }).map((r) => r.key)).toEqual([
      'login:email:ada@example.com',
      'login:ip:203.0.113.1',
    ])
    expect(limitRules('analyze', { user: 'u1' })[0]).toMatchObject({
      key: 'analyze:user:u1',
      limit: 30,
      windowMs: 60_000,
    })
  })
})

describe('settings', () => {
  const loginByAddress = RATE_LIMITS.login.rules[1]
  const newsletter = RATE_LIMITS.newsletter.rules[0]
  const votesByUser = RATE_LIMITS.vote.rules[0]

  it('RATE_LIMIT_IP_PER_MINUTE sets the sign-in limit per address and nothing else', () => {
    const settings = limitSettings({ RATE_LIMIT_IP_PER_MINUTE: '100000' })
    expect(effectiveLimit(loginByAddress, settings)).toBe(100_000)
    expect(effectiveLimit(newsletter, settings)).toBe(10)
    expect(effectiveLimit(loginByAddress, limitSettings({}))).toBe(30)
  })

  it('RATE_LIMIT_IP_SCALE multiplies the other per-address limits, never per-user or per-email ones', () => {
    const settings = limitSettings({ RATE_LIMIT_IP_SCALE: '1000' })
    expect(effectiveLimit(newsletter, settings)).toBe(10_000)
    expect(effectiveLimit(votesByUser, settings)).toBe(30)
    expect(effectiveLimit(loginByAddress, settings)).toBe(30)
    expect(effectiveLimit(newsletter, limitSettings({ RATE_LIMIT_IP_SCALE: '0.01' }))).toBe(1)
  })

  it('ignores values that are not positive numbers', () => {
    for (const value of ['', 'lots', '-3', '0', 'Infinity']) {
      const settings = limitSettings({ RATE_LIMIT_IP_PER_MINUTE: value, RATE_LIMIT_IP_SCALE: value })
      expect(effectiveLimit(loginByAddress, settings)).toBe(30)
      expect(effectiveLimit(newsletter, settings)).toBe(10)
    }
  })
})

describe('consumeLimit', () => {
  it('refuses with the action’s sentence and how long to wait', () => {
    const db = createTestDb()
    const now = 1_000_000
    for (let i = 0; i < 5; i++) {
      expect(consumeLimit('login', { ip: '203.0.113.2', email: 'a@b.co' }, db, now + i).allowed).toBe(true)
    }
    expect(consumeLimit('login', { ip: '203.0.113.2', email: 'a@b.co' }, db, now + 10_000)).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
      message: 'Too many attempts. Please wait 50 seconds and try again.',
    })
    expect(consumeLimit('leetcode-sync', { user: 'ada' }, db, now)).toEqual({ allowed: true })
  })

  it('allows three password-reset requests a quarter-hour per address, with or without an account', () => {
    const db = createTestDb()
    const attempts = (email: string) =>
      Array.from(
        { length: 4 },
        () => consumeLimit('password-reset', { ip: '203.0.113.9', email }, db).allowed,
      )
    expect(attempts('ada@example.com')).toEqual([true, true, true, false])
    expect(attempts('nobody@example.com')).toEqual([true, true, true, false])
  })

  it('allows twenty password-reset requests a quarter-hour per client address', () => {
    const db = createTestDb()
    const results = Array.from(
      { length: 21 },
      (_, i) =>
        consumeLimit('password-reset', { ip: '198.51.100.7', email: `user${i}@example.com` }, db).allowed,
    )
    expect(results.filter(Boolean)).toHaveLength(20)
    expect(results.at(-1)).toBe(false)
  })

  it('allows three LeetCode syncs a minute per user', () => {
    const db = createTestDb()
    const results = Array.from(
      { length: 4 },
      () => consumeLimit('leetcode-sync', { user: 'ada' }, db).allowed,
    )
    expect(results).toEqual([true, true, true, false])
    expect(consumeLimit('leetcode-sync', { user: 'bob' }, db).allowed).toBe(true)
  })

  it('lets one welcome email a day go to an address', () => {
    const db = createTestDb()
    const day = 24 * 60 * 60 * 1000
    const start = 5 * day
    const mail = (email: string, now: number) => consumeLimit('newsletter-mail', { email }, db, now).allowed
    expect(mail('ada@example.com', start)).toBe(true)
    expect(mail('ada@example.com', start + 1)).toBe(false)
    expect(mail('bob@example.com', start + 2)).toBe(true)
    expect(mail('ada@example.com', start + day + 1)).toBe(true)
  })
})

describe('pleaseWaitMessage', () => {
  it('counts in seconds, then minutes, then hours', () => {
    expect(pleaseWaitMessage(1)).toBe('Please wait 1 second and try again.')
    expect(pleaseWaitMessage(60)).toBe('Please wait 60 seconds and try again.')
    expect(pleaseWaitMessage(119)).toBe('Please wait 119 seconds and try again.')
    expect(pleaseWaitMessage(120)).toBe('Please wait 2 minutes and try again.')
    expect(pleaseWaitMessage(900)).toBe('Please wait 15 minutes and try again.')
    expect(pleaseWaitMessage(3_601)).toBe('Please wait 61 minutes and try again.')
    expect(pleaseWaitMessage(86_400)).toBe('Please wait 24 hours and try again.')
  })
})

describe('tooManyRequests', () => {
  it('answers 429 with Retry-After and the body as given', () => {
    expect(tooManyRequests({ error: 'Slow down' }, { retryAfterSeconds: 7 })).toMatchObject({
      data: { error: 'Slow down' },
      init: { status: 429, headers: { 'Retry-After': '7' } },
    })
  })
})
