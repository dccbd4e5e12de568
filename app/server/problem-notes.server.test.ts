import { describe, expect, it } from 'vitest'
import { createTestDb } from '../../tests/setup/db'
import * as schema from '#db/schema'
import { containsPattern, MAX_NOTE_BYTES } from '~/domain/problem-note'
import { deleteAccount, exportAccountData } from './account.server'
import {
  countProblemNotes,
  getProblemNote,
  listProblemNotes,
  problemIdsWithNotes,
  renderProblemNote,
  saveProblemNote,
} from './problem-notes.server'

const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 12, n))

function setup() {
  const db = createTestDb()
  db.insert(schema.users)
    .values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'bob', name: 'Bob', email: 'bob@example.com' },
    ])
    .run()
  const [twoSum, lru, islands] = db
    .insert(schema.problems)
    .values([
      { titleSlug: 'two-sum', frontendId: 1, title: 'Two Sum', difficulty: 1 },
      { titleSlug: 'lru-cache', frontendId: 146, title: 'LRU Cache', difficulty: 2 },
      { titleSlug: 'number-of-islands', frontendId: 200, title: 'Number of Islands', difficulty: 2 },
    ])
    .returning()
    .all()
  return { db, twoSum: twoSum!.id, lru: lru!.id, islands: islands!.id }
}

describe('saveProblemNote', () => {
  it('saves a note, replaces it, and deletes it when saved blank', () => {
    const { db, twoSum } = setup()
    expect(saveProblemNote('ada', twoSum, 'Use a **hash map**.', db, minute(1))).toBe('saved')
    expect(getProblemNote('ada', twoSum, db)).toEqual({
      body: 'Use a **hash map**.',
      html: '<p>Use a <strong>hash map</strong>.</p>',
      updatedAt: minute(1),
    })

    expect(saveProblemNote('ada', twoSum, 'One pass, complement first.', db, minute(2))).toBe('saved')
    expect(getProblemNote('ada', twoSum, db)).toMatchObject({
      body: 'One pass, complement first.',
      updatedAt: minute(2),
    })
    const [row] = db.select().from(schema.problemNotes).all()
    expect(row).toMatchObject({ createdAt: minute(1), updatedAt: minute(2) })

    expect(saveProblemNote('ada', twoSum, '  \n\t ', db, minute(3))).toBe('deleted')
    expect(getProblemNote('ada', twoSum, db)).toBeNull()
    expect(db.select().from(schema.problemNotes).all()).toEqual([])
  })

  it('keeps the text exactly as typed, spaces and all', () => {
    const { db, twoSum } = setup()
    const body = '  - indented list\n\n```py\nx = 1\n```\n'
    saveProblemNote('ada', twoSum, body, db)
    expect(getProblemNote('ada', twoSum, db)?.body).toBe(body)
  })

  it('takes exactly 20 KB of UTF-8 and refuses one byte more, changing nothing', () => {
    const { db, twoSum } = setup()
    const fits = 'é'.repeat(MAX_NOTE_BYTES / 2)
    expect(saveProblemNote('ada', twoSum, fits, db, minute(1))).toBe('saved')
    // 10,240 characters but 20,481 bytes: the limit is on bytes.
    expect(saveProblemNote('ada', twoSum, `${fits}x`, db, minute(2))).toBe('too-large')
    expect(getProblemNote('ada', twoSum, db)).toMatchObject({ body: fits, updatedAt: minute(1) })
  })

  it('refuses a problem that does not exist', () => {
    const { db } = setup()
    expect(saveProblemNote('ada', 999_999, 'note', db)).toBe('problem-not-found')
    expect(db.select().from(schema.problemNotes).all()).toEqual([])
  })
})

describe('renderProblemNote', () => {
  it('draws Markdown: headings under the page’s own, lists, code and external links in a new tab', () => {
    expect(renderProblemNote('# Idea\n\n- one\n- two\n\n`O(n)` see [docs](https://example.com)')).toBe(
      '<h3>Idea</h3>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<p><code>O(n)</code> see <a href="https://example.com" target="_blank" rel="noopener noreferrer">docs</a></p>',
    )
  })

  it('drops scripts, event handlers, javascript: links and frames', () => {
    const html = renderProblemNote(
      [
        '<script>alert(1)</script>',
        '<img src="https://example.com/x.png" onerror="alert(2)">',
        '[click](javascript:alert(3))',
        '<a href="javascript:alert(4)">raw link</a>',
        '<iframe src="https://evil.example"></iframe>',
        '<p style="position:fixed" onclick="alert(5)">styled</p>',
        '<svg onload="alert(6)"></svg>',
      ].join('\n\n'),
    )
    expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|style=/i)
    expect(html).not.toContain('alert(')
    expect(html).toContain('<img src="https://example.com/x.png" loading="lazy" />')
    expect(html).toContain('raw link')
    expect(html).toContain('styled')
  })
})

describe('listing and searching notes', () => {
  function withNotes() {
    const context = setup()
    const { db, twoSum, lru, islands } = context
    saveProblemNote('ada', twoSum, 'Hash map of complements; 100% in one pass.', db, minute(1))
    saveProblemNote('ada', lru, 'Doubly linked list + map. Watch the capacity_0 case.', db, minute(3))
    saveProblemNote('ada', islands, 'BFS or DFS, mark visited.', db, minute(2))
    saveProblemNote('bob', twoSum, 'Bob’s secret: brute force first.', db, minute(4))
    return context
  }

  it('lists the user’s own notes, newest first, with the start of each as plain text', () => {
    const { db } = withNotes()
    expect(listProblemNotes('ada', {}, db)).toEqual([
      {
        titleSlug: 'lru-cache',
        title: 'LRU Cache',
        frontendId: 146,
        updatedAt: minute(3),
        preview: 'Doubly linked list + map. Watch the capacity_0 case.',
      },
      {
        titleSlug: 'number-of-islands',
        title: 'Number of Islands',
        frontendId: 200,
        updatedAt: minute(2),
        preview: 'BFS or DFS, mark visited.',
      },
      {
        titleSlug: 'two-sum',
        title: 'Two Sum',
        frontendId: 1,
        updatedAt: minute(1),
        preview: 'Hash map of complements; 100% in one pass.',
      },
    ])
    expect(countProblemNotes('ada', '', db)).toBe(3)
    expect(listProblemNotes('ada', { limit: 1, offset: 1 }, db).map((n) => n.titleSlug)).toEqual([
      'number-of-islands',
    ])
  })

  it('previews Markdown as text, shortened, without any markup a note carried', () => {
    const { db, twoSum } = setup()
    saveProblemNote(
      'ada',
      twoSum,
      `# Plan\n\n<script>alert(1)</script>\n\n**Bold** ${'word '.repeat(100)}`,
      db,
    )
    const [note] = listProblemNotes('ada', {}, db)
    expect(note!.preview.startsWith('Plan Bold word word')).toBe(true)
    expect(note!.preview).not.toMatch(/[<>*#]|alert/)
    expect(note!.preview.length).toBeLessThanOrEqual(240)
    expect(note!.preview.endsWith('…')).toBe(true)
  })

  it('searches titles and note text, in any case', () => {
    const { db } = withNotes()
    const slugs = (query: string) => listProblemNotes('ada', { query }, db).map((n) => n.titleSlug)
    expect(slugs('lru')).toEqual(['lru-cache'])
    expect(slugs('ISLANDS')).toEqual(['number-of-islands'])
    expect(slugs('map')).toEqual(['lru-cache', 'two-sum'])
    expect(slugs('heap')).toEqual([])
    expect(countProblemNotes('ada', 'map', db)).toBe(2)
  })

  it('reads % and _ in a search as themselves, not as wildcards', () => {
    const { db } = withNotes()
    const slugs = (query: string) => listProblemNotes('ada', { query }, db).map((n) => n.titleSlug)
    expect(slugs('%')).toEqual(['two-sum'])
    expect(slugs('100%')).toEqual(['two-sum'])
    expect(slugs('_')).toEqual(['lru-cache'])
    expect(slugs('capacity_0')).toEqual(['lru-cache'])
    // Unescaped, "B_S" would match "BFS".
    expect(slugs('B_S')).toEqual([])
    expect(slugs('\\')).toEqual([])
    expect(containsPattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%')
  })

  it('never shows anyone else’s note, in a list, a search, a count or the sheet’s marks', () => {
    const { db, twoSum, lru, islands } = withNotes()
    expect(listProblemNotes('ada', { query: 'secret' }, db)).toEqual([])
    expect(countProblemNotes('ada', 'brute', db)).toBe(0)
    expect(getProblemNote('ada', twoSum, db)?.body).not.toContain('secret')
    expect(listProblemNotes('bob', {}, db).map((n) => n.preview)).toEqual([
      'Bob’s secret: brute force first.',
    ])
    expect(problemIdsWithNotes('bob', [twoSum, lru, islands], db)).toEqual([twoSum])
    expect(getProblemNote('bob', lru, db)).toBeNull()
  })

  it('says which of a page’s problems have a note, in one query', () => {
    const { db, twoSum, lru, islands } = withNotes()
    saveProblemNote('ada', islands, '', db)
    expect(problemIdsWithNotes('ada', [twoSum, lru, islands], db).sort()).toEqual([twoSum, lru].sort())
    expect(problemIdsWithNotes('ada', [islands], db)).toEqual([])
    expect(problemIdsWithNotes('ada', [], db)).toEqual([])
  })
})

describe('notes and the account', () => {
  it('are in the data download, by problem, as written', () => {
    const { db, twoSum, lru } = setup()
    saveProblemNote('ada', lru, 'Map + list.', db, minute(2))
    saveProblemNote('ada', twoSum, 'First try.', db, minute(1))
    saveProblemNote('ada', twoSum, '<b>Hash</b> map.', db, minute(3))
    saveProblemNote('bob', lru, 'Not Ada’s.', db, minute(4))
    expect(exportAccountData('ada', db)?.problemNotes).toEqual([
      {
        titleSlug: 'lru-cache',
        title: 'LRU Cache',
        body: 'Map + list.',
        createdAt: minute(2).toISOString(),
        updatedAt: minute(2).toISOString(),
      },
      {
        titleSlug: 'two-sum',
        title: 'Two Sum',
        body: '<b>Hash</b> map.',
        createdAt: minute(1).toISOString(),
        updatedAt: minute(3).toISOString(),
      },
    ])
  })

  it('are deleted with the account, and nobody else’s are', () => {
    const { db, twoSum } = setup()
    saveProblemNote('ada', twoSum, 'Mine.', db)
    saveProblemNote('bob', twoSum, 'Bob’s.', db)
    expect(deleteAccount('ada', db)).toBe(true)
    expect(db.select({ userId: schema.problemNotes.userId }).from(schema.problemNotes).all()).toEqual([
      { userId: 'bob' },
    ])
  })
})
