import { fileURLToPath } from 'node:url'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { chapterReads, chapters, sections, users } from '#db/schema'
import { seedDemoData } from '#db/seed/seed'
import type { Db } from '~/server/db.server'
import { createTestDb } from '../../../tests/setup/db'
import { notesFolder } from './folder.server.testing'
import { formatNotesSummary, loadNotesFolder, NotesImportError } from './index.server'

const SHIPPED = fileURLToPath(new URL('../../../db/seed/system-design', import.meta.url))

function storedSections(db: Db, slug: string) {
  return db
    .select({
      id: sections.id,
      slug: sections.slug,
      heading: sections.heading,
      html: sections.html,
      position: sections.position,
    })
    .from(sections)
    .innerJoin(chapters, eq(chapters.id, sections.chapterId))
    .where(eq(chapters.slug, slug))
    .orderBy(sections.position)
    .all()
}

function addReader(db: Db, chapterSlug: string): string {
  const userId = 'reader-1'
  db.insert(users)
    .values({ id: userId, email: 'reader@example.com', name: 'Reader' })
    .onConflictDoNothing()
    .run()
  const chapter = db.select().from(chapters).where(eq(chapters.slug, chapterSlug)).get()
  db.insert(chapterReads)
    .values({ userId, chapterId: chapter?.id as number })
    .run()
  return userId
}

describe('loadNotesFolder', () => {
  it('loads the shipped notes: 16 chapters in book order, each with sections of sanitised HTML', () => {
    const db = createTestDb()
    const summary = loadNotesFolder(SHIPPED, db)
    expect(summary.chapters).toBe(16)
    expect(summary.added).toHaveLength(16)
    const stored = db.select().from(chapters).orderBy(chapters.position).all()
    expect(stored[0]).toMatchObject({ slug: 'scale-from-zero-to-millions-of-users', position: 1 })
    expect(stored[15]).toMatchObject({ slug: 'the-learning-continues', position: 16 })
    const scale = storedSections(db, 'scale-from-zero-to-millions-of-users')
    expect(scale.length).toBeGreaterThan(5)
    expect(scale.map((section) => section.position)).toEqual(scale.map((_, index) => index + 1))
    expect(db.select({ n: count() }).from(sections).get()?.n).toBe(summary.sections)
  })

  it('updates in place when run again: ids and read marks stay, changed text is replaced', () => {
    const db = createTestDb()
    const first = notesFolder({
      '01-alpha.md': '# Alpha\n\n## One\n\nfirst\n\n## Two\n\nsecond',
      '02-beta.md': '# Beta\n\n## B\n\nb',
    })
    loadNotesFolder(first, db)
    const alphaId = db.select().from(chapters).where(eq(chapters.slug, 'alpha')).get()?.id
    const oneId = storedSections(db, 'alpha')[0]?.id
    const userId = addReader(db, 'alpha')

    const second = notesFolder({
      '01-beta.md': '# Beta, revised\n\n## B\n\nb',
      '02-alpha.md': '# Alpha\n\n## One\n\nfirst, edited\n\n## Three\n\nthird',
    })
    const summary = loadNotesFolder(second, db)
    expect(summary).toMatchObject({
      chapters: 2,
      sections: 3,
      added: [],
      updated: ['beta', 'alpha'],
      removed: [],
    })

    const alpha = db.select().from(chapters).where(eq(chapters.slug, 'alpha')).get()
    expect(alpha).toMatchObject({ id: alphaId, position: 2 })
    expect(db.select().from(chapters).where(eq(chapters.slug, 'beta')).get()).toMatchObject({
      title: 'Beta, revised',
      position: 1,
    })
    expect(storedSections(db, 'alpha')).toEqual([
      { id: oneId, slug: 'one', heading: 'One', html: '<p>first, edited</p>', position: 1 },
      expect.objectContaining({ slug: 'three', html: '<p>third</p>', position: 2 }),
    ])
    expect(db.select().from(chapterReads).where(eq(chapterReads.userId, userId)).all()).toHaveLength(1)
  })

  it('removes chapters that are no longer in the folder, with their sections and read marks', () => {
    const db = createTestDb()
    loadNotesFolder(notesFolder({ '01-keep.md': '# Keep\n\nk', '02-drop.md': '# Drop\n\nd' }), db)
    addReader(db, 'drop')
    const summary = loadNotesFolder(notesFolder({ '01-keep.md': '# Keep\n\nk' }), db)
    expect(summary.removed).toEqual(['drop'])
    expect(db.select({ slug: chapters.slug }).from(chapters).all()).toEqual([{ slug: 'keep' }])
    expect(db.select({ n: count() }).from(sections).get()?.n).toBe(1)
    expect(db.select({ n: count() }).from(chapterReads).get()?.n).toBe(0)
    expect(formatNotesSummary(summary)).toBe(
      'Loaded 1 chapter with 1 section: 0 added, 1 updated, 1 removed.\nRemoved: drop',
    )
  })

  it('writes nothing when one file is bad, and names that file', () => {
    const db = createTestDb()
    loadNotesFolder(notesFolder({ '01-old.md': '# Old\n\nold text' }), db)
    const before = db.select().from(sections).all()
    const folder = notesFolder({ '01-new.md': '# New\n\nnew text', '02-broken.md': '' })
    expect(() => loadNotesFolder(folder, db)).toThrow(NotesImportError)
    expect(() => loadNotesFolder(folder, db)).toThrow('02-broken.md: is empty')
    expect(db.select({ slug: chapters.slug }).from(chapters).all()).toEqual([{ slug: 'old' }])
    expect(db.select().from(sections).all()).toEqual(before)
  })

  it('rolls back every write when the database refuses one', () => {
    const db = createTestDb()
    loadNotesFolder(notesFolder({ '01-old.md': '# Old\n\nold text' }), db)
    db.$client.exec(
      "CREATE TRIGGER refuse_last BEFORE INSERT ON sections WHEN NEW.slug = 'last' BEGIN SELECT RAISE(ABORT, 'refused'); END",
    )
    const folder = notesFolder({ '01-old.md': '# Old\n\nnew text', '02-more.md': '# More\n\n## Last\n\nx' })
    expect(() => loadNotesFolder(folder, db)).toThrow(/refused/)
    expect(db.select({ slug: chapters.slug }).from(chapters).all()).toEqual([{ slug: 'old' }])
    expect(storedSections(db, 'old')[0]?.html).toBe('<p>old text</p>')
  })
})

describe('the demo seed', () => {
  it('loads the shipped notes into a database without notes, once', () => {
    const db = createTestDb()
    expect(seedDemoData(db).chapters).toBe(16)
    const sectionCount = db.select({ n: count() }).from(sections).get()?.n
    expect(seedDemoData(db).chapters).toBe(0)
    expect(db.select({ n: count() }).from(chapters).get()?.n).toBe(16)
    expect(db.select({ n: count() }).from(sections).get()?.n).toBe(sectionCount)
  })

  it('leaves notes the owner loaded alone', () => {
    const db = createTestDb()
    loadNotesFolder(
      notesFolder({ '01-scale-from-zero-to-millions-of-users.md': '# My own notes\n\nmine' }),
      db,
    )
    seedDemoData(db)
    expect(db.select({ slug: chapters.slug, title: chapters.title }).from(chapters).all()).toEqual([
      { slug: 'scale-from-zero-to-millions-of-users', title: 'My own notes' },
    ])
  })
})
