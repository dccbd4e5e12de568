import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { subscribers } from '#db/schema'
import { getDb, writeTransaction, type Db } from './db.server'

export type SubscribeOutcome = 'subscribed' | 'already-subscribed'

/**
 * An address already subscribed is refused; one that had left is welcomed back (docs/product.md#newsletter).
 */
export function subscribe(email: string, db: Db = getDb()): SubscribeOutcome {
  return writeTransaction(db, (tx) => {
    const [existing] = tx.select().from(subscribers).where(eq(subscribers.email, email)).all()
    if (existing?.isSubscribed) return 'already-subscribed'
    if (existing) {
      tx.update(subscribers).set({ isSubscribed: true }).where(eq(subscribers.id, existing.id)).run()
    } else {
      tx.insert(subscribers).values({ id: randomUUID(), email, isSubscribed: true }).run()
    }
    return 'subscribed'
  })
}

/**
 * Marks the address unsubscribed and keeps it so, so that it is not written to again (the privacy policy
 * says so). An address that was never subscribed, or already left, is simply left alone.
 */
export function unsubscribe(email: string, db: Db = getDb()): void {
  db.update(subscribers).set({ isSubscribed: false }).where(eq(subscribers.email, email)).run()
}
