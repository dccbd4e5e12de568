import { and, asc, eq, sql } from 'drizzle-orm'
import { askAiUrl } from '~/components/system-design/ask-ai'
import { chapterReads, chapters, sections } from '#db/schema'
import { getDb, type Db } from './db.server'
import { htmlToPlainText } from './notes/plain-text.server'
import { cachedUntilWrite, DataCache, preparedFor } from './prepared.server'

export interface ChapterSummary {
  slug: string
  title: string
  position: number
}

export interface ChapterOutline extends ChapterSummary {
  sections: { slug: string; heading: string }[]
}

export interface ChapterSection {
  slug: string
  heading: string
  /** Sanitised when it was stored (app/server/notes/sanitize.server.ts). */
  content: string
}

export interface Chapter extends ChapterSummary {
  id: number
  sections: ChapterSection[]
}

/** Every chapter in book order: the list answer of docs/product.md#json-endpoints. */
export function listChapters(db: Db = getDb()): ChapterSummary[] {
  return db
    .select({ slug: chapters.slug, title: chapters.title, position: chapters.position })
    .from(chapters)
    .orderBy(asc(chapters.position), asc(chapters.slug))
    .all()
}

/** Every chapter with its section headings (not their text): what the reader's sidebar lists. */
export function listChapterOutlines(db: Db = getDb()): ChapterOutline[] {
  return [...chapterOutlines(db)]
}

// The same for every reader and every chapter page, so read once until the notes change.
const chapterOutlines = cachedUntilWrite((db: Db): ChapterOutline[] => {
  const rows = db
    .select({
      chapterId: chapters.id,
      slug: chapters.slug,
      title: chapters.title,
      position: chapters.position,
      sectionSlug: sections.slug,
      heading: sections.heading,
    })
    .from(chapters)
    .leftJoin(sections, eq(sections.chapterId, chapters.id))
    .orderBy(asc(chapters.position), asc(chapters.slug), asc(sections.position))
    .all()
  const outlines = new Map<number, ChapterOutline>()
  for (const row of rows) {
    let outline = outlines.get(row.chapterId)
    if (!outline) {
      outline = { slug: row.slug, title: row.title, position: row.position, sections: [] }
      outlines.set(row.chapterId, outline)
    }
    if (row.sectionSlug !== null && row.heading !== null) {
      outline.sections.push({ slug: row.sectionSlug, heading: row.heading })
    }
  }
  return [...outlines.values()]
})

/** A chapter's id and place, without its text, or null for an unknown slug. */
export function findChapter(slug: string, db: Db = getDb()): (ChapterSummary & { id: number }) | null {
  return statements(db).chapterBySlug.get({ slug }) ?? null
}

// Prepared once per connection: every view of a chapter asks both (building and preparing the query
// again was a tenth of a chapter's server time).
const statements = preparedFor((db) => ({
  chapterBySlug: db
    .select({ id: chapters.id, slug: chapters.slug, title: chapters.title, position: chapters.position })
    .from(chapters)
    .where(eq(chapters.slug, sql.placeholder('slug')))
    .prepare(),
  readSlugs: db
    .select({ slug: chapters.slug })
    .from(chapterReads)
    .innerJoin(chapters, eq(chapters.id, chapterReads.chapterId))
    .where(eq(chapterReads.userId, sql.placeholder('userId')))
    .prepare(),
}))

/** One chapter with its sections' HTML, or null for an unknown slug. */
export function getChapter(slug: string, db: Db = getDb()): Chapter | null {
  const chapter = findChapter(slug, db)
  if (!chapter) return null
  const rows = db
    .select({ slug: sections.slug, heading: sections.heading, content: sections.html })
    .from(sections)
    .where(eq(sections.chapterId, chapter.id))
    .orderBy(asc(sections.position))
    .all()
  return { ...chapter, sections: rows }
}

export interface ReadingSection extends ChapterSection {
  /** The section's 'Ask AI' link, which carries its text (app/components/system-design/ask-ai.ts). */
  askAiUrl: string
}

export interface ChapterForReading extends ChapterSummary {
  id: number
  sections: ReadingSection[]
  /** Words in the text of all its sections, for the reading time. */
  words: number
}

/** Every chapter of the shipped notes fits, with room for notes loaded later. */
const chaptersForReading = new DataCache<Readonly<ChapterForReading>>('catalogue', 32)

/**
 * A chapter as the reader shows it: each section's HTML with its 'Ask AI' link, and the chapter's length
 * in words; null for an unknown slug. Turning the sections' HTML into text took most of the page's server
 * time, and it is the same for every reader, so the result is kept until the database changes.
 */
export function getChapterForReading(slug: string, db: Db = getDb()): Readonly<ChapterForReading> | null {
  // Only chapters that exist are kept, so requests for made-up slugs cannot push them out.
  if (!findChapter(slug, db)) return null
  return chaptersForReading.get(db, slug, () => {
    const chapter = getChapter(slug, db)!
    let words = 0
    const readingSections = chapter.sections.map((section) => {
      const text = htmlToPlainText(section.content)
      words += text.split(' ').length
      return { ...section, askAiUrl: askAiUrl(section.heading, text) }
    })
    return Object.freeze({ ...chapter, sections: readingSections, words })
  })
}

/** The slugs of the chapters this user has marked as read. */
export function readChapterSlugs(userId: string, db: Db = getDb()): Set<string> {
  return new Set(
    statements(db)
      .readSlugs.all({ userId })
      .map((row) => row.slug),
  )
}

/** Marks a chapter as read or unread for a user; marking twice is harmless. */
export function setChapterRead(userId: string, chapterId: number, read: boolean, db: Db = getDb()): void {
  if (read) {
    db.insert(chapterReads).values({ userId, chapterId }).onConflictDoNothing().run()
  } else {
    db.delete(chapterReads)
      .where(and(eq(chapterReads.userId, userId), eq(chapterReads.chapterId, chapterId)))
      .run()
  }
}
