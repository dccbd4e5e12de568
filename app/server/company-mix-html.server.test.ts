import { describe, expect, it } from 'vitest'
import { problems } from '#db/schema'
import type { CompanyMix } from '~/domain/company-mix'
import { createTestDb } from '../../tests/setup/db'
import { companyMixHtml } from './company-mix-html.server'

const MIX: CompanyMix = {
  problems: 2,
  overAsked: [{ label: 'Graph Theory', count: 1, a: 50, b: 4.4, ratio: 11.4 }],
  difficulty: [{ label: 'Easy', count: 2, a: 100, b: 24.7 }],
  recent: null,
}

describe('companyMixHtml', () => {
  it('draws the panel once per company until the database changes', () => {
    const db = createTestDb()
    const first = companyMixHtml({ id: 1, name: 'Uber' }, MIX, db)
    expect(first).toMatch(/^<details [^>]*><summary[^>]*>What Uber asks more than others/)
    // Kept: another mix for the same company gives the panel already drawn.
    expect(companyMixHtml({ id: 1, name: 'Uber' }, { ...MIX, problems: 9 }, db)).toBe(first)
    expect(companyMixHtml({ id: 2, name: 'Lyft' }, MIX, db)).toContain('What Lyft asks')
    db.insert(problems).values({ titleSlug: 'two-sum', title: 'Two Sum', difficulty: 1 }).run()
    const redrawn = companyMixHtml({ id: 1, name: 'Uber' }, { ...MIX, recent: null, problems: 3 }, db)
    expect(redrawn).not.toBe(first)
  })
})
