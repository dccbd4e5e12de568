import { describe, expect, it } from 'vitest'
import { createRandom, hashText, shuffled } from './random'

describe('createRandom', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createRandom('google')
    const b = createRandom('google')
    const c = createRandom('meta')
    const first = Array.from({ length: 5 }, () => a())
    expect(Array.from({ length: 5 }, () => b())).toEqual(first)
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(first)
  })

  it('stays in [0, 1) and spreads over the range', () => {
    const random = createRandom('spread')
    const values = Array.from({ length: 2000 }, () => random())
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...values)).toBeLessThan(1)
    const lowHalf = values.filter((value) => value < 0.5).length
    expect(lowHalf).toBeGreaterThan(900)
    expect(lowHalf).toBeLessThan(1100)
  })
})

describe('hashText', () => {
  it('gives an unsigned 32-bit number that depends on every character', () => {
    expect(hashText('')).toBe(0x811c9dc5)
    expect(hashText('ab')).not.toBe(hashText('ba'))
    expect(Number.isInteger(hashText('google'))).toBe(true)
    expect(hashText('google')).toBeLessThan(2 ** 32)
  })
})

describe('shuffled', () => {
  it('returns a reordering of the same items and leaves the input alone', () => {
    const items = Array.from({ length: 50 }, (_, i) => i)
    const result = shuffled(items, createRandom('shuffle'))
    expect(items).toEqual(Array.from({ length: 50 }, (_, i) => i))
    expect([...result].sort((a, b) => a - b)).toEqual(items)
    expect(result).not.toEqual(items)
  })
})
