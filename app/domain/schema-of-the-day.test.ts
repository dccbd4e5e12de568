import { describe, expect, it } from 'vitest'
import { schemaOfTheDay } from './schema-of-the-day'

describe('schemaOfTheDay', () => {
  it('builds the schema once for a day, and again for another day', () => {
    const built: string[] = []
    const schemaFor = schemaOfTheDay((today) => {
      built.push(today)
      return { today }
    })
    const first = schemaFor('2026-12-01')
    expect(schemaFor('2026-12-01')).toBe(first)
    expect(schemaFor('2026-12-02')).toEqual({ today: '2026-12-02' })
    expect(schemaFor('2026-12-01')).not.toBe(first)
    expect(built).toEqual(['2026-12-01', '2026-12-02', '2026-12-01'])
  })
})
