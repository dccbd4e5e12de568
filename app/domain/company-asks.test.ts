import { describe, expect, it } from 'vitest'
import { bestAskPerCompany, type CompanyAsk } from './company-asks'

const ask = (slug: string, timeframe: CompanyAsk['timeframe'], frequency: number): CompanyAsk => ({
  slug,
  name: slug.charAt(0).toUpperCase() + slug.slice(1),
  timeframe,
  frequency,
})

describe('bestAskPerCompany', () => {
  it('keeps one entry per company: its highest frequency', () => {
    const result = bestAskPerCompany([
      ask('google', 'all', 50),
      ask('google', 'thirty-days', 87.5),
      ask('google', 'six-months', 62.5),
      ask('meta', 'all', 25),
    ])
    expect(result).toEqual([ask('google', 'thirty-days', 87.5), ask('meta', 'all', 25)])
  })

  it('breaks a frequency tie with the most recent timeframe, whatever the row order', () => {
    const rows = [
      ask('uber', 'all', 100),
      ask('uber', 'more-than-six-months', 100),
      ask('uber', 'three-months', 100),
    ]
    expect(bestAskPerCompany(rows)).toEqual([ask('uber', 'three-months', 100)])
    expect(bestAskPerCompany([...rows].reverse())).toEqual([ask('uber', 'three-months', 100)])
  })

  it('orders companies by frequency, then recency, then name', () => {
    const result = bestAskPerCompany([
      ask('zoho', 'all', 75),
      ask('adobe', 'all', 75),
      ask('apple', 'six-months', 75),
      ask('amazon', 'all', 100),
      ask('bloomberg', 'all', 12.5),
    ])
    expect(result.map((entry) => entry.slug)).toEqual(['amazon', 'apple', 'adobe', 'zoho', 'bloomberg'])
  })

  it('gives nothing for no rows', () => {
    expect(bestAskPerCompany([])).toEqual([])
  })
})
