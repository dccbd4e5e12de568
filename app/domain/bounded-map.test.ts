import { describe, expect, it } from 'vitest'
import { BoundedMap } from './bounded-map'

describe('BoundedMap', () => {
  it('drops the key least recently used once past its limit', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2)
    // Reading 'a' makes 'b' the least recently used.
    expect(map.get('a')).toBe(1)
    map.set('c', 3)
    expect(map.size).toBe(2)
    expect(map.has('b')).toBe(false)
    expect([map.get('a'), map.get('c')]).toEqual([1, 3])
  })

  it('counts writing a key again as a use, and keeps one entry for it', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2).set('a', 10).set('c', 3)
    expect(map.has('b')).toBe(false)
    expect(map.peek('a')).toBe(10)
    expect(map.size).toBe(2)
  })

  it('leaves the order of use alone when peeking', () => {
    const map = new BoundedMap<string, number>(2)
    map.set('a', 1).set('b', 2)
    expect(map.peek('a')).toBe(1)
    map.set('c', 3)
    expect(map.has('a')).toBe(false)
    expect(map.has('b')).toBe(true)
  })

  it('computes a missing value once, and keeps values that are undefined', () => {
    const map = new BoundedMap<string, number | undefined>(4)
    let computed = 0
    const compute = () => {
      computed++
      return undefined
    }
    expect(map.getOrSet('a', compute)).toBeUndefined()
    expect(map.getOrSet('a', compute)).toBeUndefined()
    expect(computed).toBe(1)
    expect(map.getOrSet('b', () => 7)).toBe(7)
  })

  it('never holds more than its limit, whatever the keys sent', () => {
    const map = new BoundedMap<number, number>(100)
    for (let i = 0; i < 10_000; i++) map.getOrSet(i, () => i * 2)
    expect(map.size).toBe(100)
    expect(map.peek(9_999)).toBe(19_998)
    expect(map.has(9_899)).toBe(false)
  })

  it('deletes and clears, and refuses a limit under one', () => {
    const map = new BoundedMap<string, number>(3)
    map.set('a', 1).set('b', 2)
    expect(map.delete('a')).toBe(true)
    expect(map.delete('a')).toBe(false)
    map.clear()
    expect(map.size).toBe(0)
    expect(() => new BoundedMap(0)).toThrow(RangeError)
    expect(() => new BoundedMap(1.5)).toThrow(RangeError)
  })
})
