import { describe, expect, it } from 'vitest'
import { openTwoConnections, writeDuring } from '../../tests/setup/concurrent-writer'
import { createTestDb } from '../../tests/setup/db'
import { subscribe, unsubscribe } from './subscribers.server'

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

  it('waits for another worker subscribing the same address instead of failing with SQLITE_BUSY', async () => {
    const connections = openTwoConnections()
    try {
      const outcome = await writeDuring(
        connections,
        () => subscribe('ada@example.com', connections.db),
        (other) => subscribe('ada@example.com', other),
      )
      expect(outcome).toEqual({ result: 'subscribed', otherResult: 'already-subscribed', otherWaited: true })
      expect(connections.db.$client.prepare('select count(*) as n from subscribers').get()).toEqual({ n: 1 })
    } finally {
      connections.close()
    }
  })
})

describe('unsubscribe', () => {
  it('keeps the address, marked unsubscribed, and leaves other addresses alone', () => {
    const db = createTestDb()
    subscribe('ada@example.com', db)
    subscribe('bob@example.com', db)
    unsubscribe('ada@example.com', db)
    unsubscribe('nobody@example.com', db)
    expect(db.$client.prepare('select email, is_subscribed from subscribers order by email').all()).toEqual([
      { email: 'ada@example.com', is_subscribed: 0 },
      { email: 'bob@example.com', is_subscribed: 1 },
    ])
    expect(subscribe('ada@example.com', db)).toBe('subscribed')
  })
})
