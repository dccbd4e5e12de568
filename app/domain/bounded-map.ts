/**
 * A Map that holds at most `limit` keys: past it, the key least recently read or written goes. For values
 * kept between requests under keys a visitor can vary (an address, a day), so memory stays bounded
 * whatever they send. `peek` reads without counting as a use, for a cache that would rather drop the key
 * stored longest ago.
 */
export class BoundedMap<K, V> {
  // A Map iterates in insertion order: re-inserting a key on use keeps the least recently used first.
  private readonly entries = new Map<K, V>()

  constructor(readonly limit: number) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new RangeError(`A BoundedMap holds at least one key, not ${limit}`)
  }

  get size(): number {
    return this.entries.size
  }

  has(key: K): boolean {
    return this.entries.has(key)
  }

  /** The value, which now counts as the most recently used. */
  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined
    const value = this.entries.get(key)!
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  /** The value, leaving the order of use as it was. */
  peek(key: K): V | undefined {
    return this.entries.get(key)
  }

  /** Stores the value as the most recently used, dropping the least recently used key past the limit. */
  set(key: K, value: V): this {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!)
    return this
  }

  /** The value kept under `key`, else `compute()`'s, stored. */
  getOrSet(key: K, compute: () => V): V {
    if (this.entries.has(key)) return this.get(key)!
    const value = compute()
    this.set(key, value)
    return value
  }

  delete(key: K): boolean {
    return this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }
}
