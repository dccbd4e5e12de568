import { describe, expect, it } from 'vitest'
import { ObjectMemo } from './object-memo'

describe('ObjectMemo', () => {
  it('works a value out once per object, null included', () => {
    const memo = new ObjectMemo<object, number | null>()
    const key = {}
    let calls = 0
    const compute = () => {
      calls++
      return null
    }
    expect(memo.get(key, compute)).toBeNull()
    expect(memo.get(key, compute)).toBeNull()
    expect(calls).toBe(1)
    expect(memo.get({}, () => 7)).toBe(7)
  })

  it('keeps one value per argument of the same object', () => {
    const memo = new ObjectMemo<object, string, boolean>()
    const key = {}
    expect(memo.get(key, false, () => 'shown')).toBe('shown')
    expect(memo.get(key, true, () => 'hidden')).toBe('hidden')
    expect(memo.get(key, false, () => 'again')).toBe('shown')
  })
})
