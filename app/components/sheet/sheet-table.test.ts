import { describe, expect, it } from 'vitest'
import { frequencyStep } from './sheet-table'

describe('frequencyStep', () => {
  it("puts the company lists' eight-step frequencies on their own steps", () => {
    expect([12.5, 25, 37.5, 50, 62.5, 75, 87.5, 100].map(frequencyStep)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it('rounds other percentages to the nearest eighth and keeps the bar within 0–8', () => {
    expect([0, 6, 6.25, 33, 99].map(frequencyStep)).toEqual([0, 0, 1, 3, 8])
    expect([-5, 130, Number.NaN].map(frequencyStep)).toEqual([0, 8, 0])
  })
})
