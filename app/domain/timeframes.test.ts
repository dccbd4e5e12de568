import { describe, expect, it } from 'vitest'
import { HOT_TIMEFRAME, isTimeframe, TIMEFRAMES, timeframeLabel, timeframeRecency } from './timeframes'

describe('timeframes', () => {
  it('names every timeframe and ranks them from the most recent', () => {
    expect(timeframeLabel('thirty-days')).toBe('Last 30 days')
    expect(timeframeLabel('all')).toBe('All time')
    const byRecency = TIMEFRAMES.toSorted((a, b) => timeframeRecency(a) - timeframeRecency(b))
    expect(byRecency).toEqual(['thirty-days', 'three-months', 'six-months', 'more-than-six-months', 'all'])
  })

  // docs/product.md#timeframes
  it('labels each key as documented', () => {
    expect(TIMEFRAMES.map((timeframe) => [timeframe, timeframeLabel(timeframe)])).toEqual([
      ['thirty-days', 'Last 30 days'],
      ['three-months', 'Last 3 months'],
      ['six-months', 'Last 6 months'],
      ['more-than-six-months', 'More than 6 months ago'],
      ['all', 'All time'],
    ])
  })

  it('makes the last thirty days the hot timeframe', () => {
    expect(HOT_TIMEFRAME).toBe('thirty-days')
  })

  it('recognises only the stored keys', () => {
    expect(TIMEFRAMES.every(isTimeframe)).toBe(true)
    expect(isTimeframe('Thirty Days')).toBe(false)
    expect(isTimeframe('hot')).toBe(false)
    expect(isTimeframe('')).toBe(false)
  })
})
