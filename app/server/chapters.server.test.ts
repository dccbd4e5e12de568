import { beforeEach, describe, expect, it } from 'vitest'
import { users } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import {
  findChapter,
  getChapter,
  listChapterOutlines,
  listChapters,
  readChapterSlugs,
  setChapterRead,
} from './chapters.server'
import type { Db } from './db.server'
import { loadNotesFolder } from './notes/index.server'
import { notesFolder } from './notes/folder.server.testing'

let db: Db

beforeEach(() => {
  db = createTestDb()
  loadNotesFolder(
    notesFolder({
      '01-first.md': '# First chapter\n\nIntro.\n\n## Alpha\n\n<p onclick="x()">a</p>\n\n## Beta\n\nb',
      '02-second.md': '# Second chapter\n\n## Gamma\n\nc',
    }),
    db,
  )
  db.insert(users).values({ id: 'u1', email: 'u1@example.com', name: 'U1' }).run()
  db.insert(users).values({ id: 'u2', email: 'u2@example.com', name: 'U2' }).run()
})

describe('chapter queries', () => {
  it('lists chapters in book order', () => {
    expect(listChapters(db)).toEqual([
      { slug: 'first', title: 'First chapter', position: 1 },
      { slug: 'second', title: 'Second chapter', position: 2 },
    ])
  })

  it('outlines every chapter with its section headings in order', () => {
    expect(listChapterOutlines(db)).toEqual([
      {
        slug: 'first',
        title: 'First chapter',
        position: 1,
        sections: [
          { slug: 'introduction', heading: 'Introduction' },
          { slug: 'alpha', heading: 'Alpha' },
          { slug: 'beta', heading: 'Beta' },
        ],
      },
      {
        slug: 'second',
        title: 'Second chapter',
        position: 2,
        sections: [{ slug: 'gamma', heading: 'Gamma' }],
      },
    ])
  })

  it('returns one chapter with its sanitised section HTML, or null', () => {
    const chapter = getChapter('first', db)
    expect(chapter).toMatchObject({ slug: 'first', title: 'First chapter', position: 1 })
    expect(chapter?.sections).toEqual([
      { slug: 'introduction', heading: 'Introduction', content: '<p>Intro.</p>' },
      { slug: 'alpha', heading: 'Alpha', content: '<p>a</p>' },
      { slug: 'beta', heading: 'Beta', content: '<p>b</p>' },
    ])
    expect(getChapter('missing', db)).toBeNull()
    expect(findChapter('second', db)).toMatchObject({ slug: 'second', position: 2 })
    expect(findChapter('missing', db)).toBeNull()
  })
})

describe('read marks', () => {
  it('marks and unmarks a chapter per user, and marking twice is harmless', () => {
    const first = findChapter('first', db)?.id as number
    setChapterRead('u1', first, true, db)
    setChapterRead('u1', first, true, db)
    expect(readChapterSlugs('u1', db)).toEqual(new Set(['first']))
    expect(readChapterSlugs('u2', db)).toEqual(new Set())
    setChapterRead('u1', first, false, db)
    expect(readChapterSlugs('u1', db)).toEqual(new Set())
  })
})
