import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { chapters, sections } from '#db/schema'
import type { Tx } from '~/server/db.server'
import type { PreparedChapter } from './folder.server'

export interface NotesWriteSummary {
  chapters: number
  sections: number
  /** Chapter slugs that were not in the database before. */
  added: string[]
  /** Chapter slugs that were there already and now hold the new text. */
  updated: string[]
  /** Chapter slugs that are no longer in the notes, removed with their sections and read marks. */
  removed: string[]
}

/**
 * Makes the stored notes match `notes`, inside the caller's transaction. Chapters and sections are updated
 * in place (matched by slug), so a chapter keeps its id, and readers keep their "read" marks, when its
 * text changes. The notes are the whole book: chapters missing from them are removed.
 */
export function writeNotes(notes: readonly PreparedChapter[], tx: Tx): NotesWriteSummary {
  const before = new Set(
    tx
      .select({ slug: chapters.slug })
      .from(chapters)
      .all()
      .map((row) => row.slug),
  )
  const summary: NotesWriteSummary = {
    chapters: notes.length,
    sections: 0,
    added: [],
    updated: [],
    removed: [],
  }

  for (const chapter of notes) {
    const values = { title: chapter.title, position: chapter.position }
    const written = tx
      .insert(chapters)
      .values({ slug: chapter.slug, ...values })
      .onConflictDoUpdate({ target: chapters.slug, set: values })
      .returning({ id: chapters.id })
      .get()
    // An upsert always answers with its row; this only satisfies the type.
    if (!written) throw new Error(`Chapter "${chapter.slug}" was not written`)
    ;(before.has(chapter.slug) ? summary.updated : summary.added).push(chapter.slug)

    chapter.sections.forEach((section, index) => {
      const sectionValues = { heading: section.heading, html: section.html, position: index + 1 }
      tx.insert(sections)
        .values({ chapterId: written.id, slug: section.slug, ...sectionValues })
        .onConflictDoUpdate({ target: [sections.chapterId, sections.slug], set: sectionValues })
        .run()
    })
    tx.delete(sections)
      .where(
        and(
          eq(sections.chapterId, written.id),
          notInArray(
            sections.slug,
            chapter.sections.map((section) => section.slug),
          ),
        ),
      )
      .run()
    summary.sections += chapter.sections.length
  }

  const kept = new Set(notes.map((chapter) => chapter.slug))
  summary.removed = [...before].filter((slug) => !kept.has(slug))
  if (summary.removed.length > 0) tx.delete(chapters).where(inArray(chapters.slug, summary.removed)).run()
  return summary
}
