import { describe, expect, it } from 'vitest'
import { createTestDb } from '../../tests/setup/db'
import { subscribe } from './subscribers.server'

describe('subscribe', () => {
  it('subscribes once and refuses the same address again', () => {
    const db = createTestDb()
    expect(subscribe('ada@example.com', db)).toBe('subscribed')
    expect(subscribe('ada@example.com', db)).toBe('already-subscribed')
    expect(db.$client.prepare('select count(*) as n from subscribers').get()).toEqual({ n: 1 })
  })

  it('welcomes back an address that had unsubscribed', () => {
    const db = createTestDb()
    subscribe('ada@example.com', db)
    db.$client.prepare('update subscribers set is_subscribed = 0').run()
    expect(subscribe('ada@example.com', db)).toBe('subscribed')
  })
})
