import { beforeEach, describe, expect, it } from 'vitest'
import { companies, users } from '#db/schema'
import { seedDemoData } from '#db/seed/seed'
import { eq } from 'drizzle-orm'
import { createTestDb } from '../../tests/setup/db'
import type { Db } from './db.server'
import { changeFavorites, listFavoriteCompanies } from './favorites.server'

let db: Db

beforeEach(() => {
  db = createTestDb()
  seedDemoData(db, new Date('2026-11-21T12:00:00Z'))
  db.insert(users)
    .values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'bob', name: 'Bob', email: 'bob@example.com' },
    ])
    .run()
})

const slugs = (userId: string) => listFavoriteCompanies(userId, db).map((company) => company.slug)

describe('changeFavorites', () => {
  it('adds favourites and lists them with their names, in the order they were added', () => {
    expect(changeFavorites('ada', 'add', ['meta'], db)).toMatchObject({
      status: 'changed',
      changes: [{ company: { slug: 'meta', name: 'Meta' }, favorite: true }],
      favorites: [{ slug: 'meta', name: 'Meta' }],
    })
    changeFavorites('ada', 'add', ['uber', 'goldman-sachs'], db)
    expect(listFavoriteCompanies('ada', db)).toEqual([
      { slug: 'meta', name: 'Meta' },
      { slug: 'uber', name: 'Uber' },
      { slug: 'goldman-sachs', name: 'Goldman Sachs' },
    ])
  })

  it('is idempotent: adding twice keeps one, removing what is not there is fine', () => {
    changeFavorites('ada', 'add', ['meta'], db)
    const again = changeFavorites('ada', 'add', ['meta', 'META'], db)
    expect(again).toMatchObject({ status: 'changed', favorites: [{ slug: 'meta' }] })
    expect(changeFavorites('ada', 'remove', ['uber'], db)).toMatchObject({
      status: 'changed',
      changes: [{ company: { slug: 'uber' }, favorite: false }],
    })
    expect(slugs('ada')).toEqual(['meta'])
  })

  it('removes favourites', () => {
    changeFavorites('ada', 'add', ['meta', 'uber', 'apple'], db)
    const outcome = changeFavorites('ada', 'remove', ['uber', 'apple'], db)
    expect(outcome).toMatchObject({ status: 'changed', favorites: [{ slug: 'meta' }] })
  })

  // docs/product.md#favourites
  it('toggles each company on its own', () => {
    changeFavorites('ada', 'add', ['meta'], db)
    const outcome = changeFavorites('ada', 'toggle', ['meta', 'uber'], db)
    expect(outcome).toMatchObject({
      status: 'changed',
      changes: [
        { company: { slug: 'meta' }, favorite: false },
        { company: { slug: 'uber' }, favorite: true },
      ],
    })
    expect(slugs('ada')).toEqual(['uber'])
  })

  it('refuses the whole request when a company is unknown, changing nothing', () => {
    changeFavorites('ada', 'add', ['meta'], db)
    expect(changeFavorites('ada', 'add', ['uber', 'initech', 'hooli'], db)).toEqual({
      status: 'not-found',
      missing: ['initech', 'hooli'],
    })
    expect(changeFavorites('ada', 'toggle', ['meta', 'initech'], db)).toMatchObject({ status: 'not-found' })
    expect(slugs('ada')).toEqual(['meta'])
  })

  it('keeps every user to their own favourites', () => {
    changeFavorites('ada', 'add', ['meta'], db)
    changeFavorites('bob', 'add', ['google'], db)
    changeFavorites('bob', 'remove', ['meta'], db)
    expect(slugs('ada')).toEqual(['meta'])
    expect(slugs('bob')).toEqual(['google'])
  })

  it('forgets favourites of a company that is deleted', () => {
    changeFavorites('ada', 'add', ['meta', 'uber'], db)
    db.delete(companies).where(eq(companies.slug, 'uber')).run()
    expect(slugs('ada')).toEqual(['meta'])
  })

  it('shows a renamed company under its new name', () => {
    changeFavorites('ada', 'add', ['meta'], db)
    db.update(companies).set({ name: 'Meta Platforms' }).where(eq(companies.slug, 'meta')).run()
    expect(listFavoriteCompanies('ada', db)).toEqual([{ slug: 'meta', name: 'Meta Platforms' }])
  })

  it('lists nothing for a user without favourites', () => {
    expect(listFavoriteCompanies('bob', db)).toEqual([])
  })
})
