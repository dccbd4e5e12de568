import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { chapterSlugFromFileName, NotesImportError, prepareNotesFolder } from './folder.server'
import { notesFolder } from './folder.server.testing'

function problemsOf(run: () => unknown) {
  try {
    run()
  } catch (error) {
    if (error instanceof NotesImportError) return error.problems
    throw error
  }
  throw new Error('expected a NotesImportError')
}

describe('chapterSlugFromFileName', () => {
  it('drops the extension and the leading number', () => {
    expect(chapterSlugFromFileName('01-scale-from-zero-to-millions-of-users.md')).toBe(
      'scale-from-zero-to-millions-of-users',
    )
    expect(chapterSlugFromFileName('10_Design YouTube.markdown')).toBe('design-youtube')
    expect(chapterSlugFromFileName('design-google-drive.md')).toBe('design-google-drive')
    expect(chapterSlugFromFileName('2024.md')).toBe('2024')
  })
})

describe('prepareNotesFolder', () => {
  it('reads the Markdown files in numeric name order, skipping README and other files', () => {
    const folder = notesFolder({
      '10-ten.md': '# Ten\n\ntext',
      '2-two.md': '# Two\n\ntext',
      '1-one.markdown': '# One\n\ntext',
      'README.md': '# About this folder',
      'diagram.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0]),
      'notes.txt': 'not a chapter',
    })
    fs.mkdirSync(path.join(folder, '3-sub.md'))
    const chapters = prepareNotesFolder(folder)
    expect(chapters.map(({ file, slug, title, position }) => ({ file, slug, title, position }))).toEqual([
      { file: '1-one.markdown', slug: 'one', title: 'One', position: 1 },
      { file: '2-two.md', slug: 'two', title: 'Two', position: 2 },
      { file: '10-ten.md', slug: 'ten', title: 'Ten', position: 3 },
    ])
  })

  it('names a chapter after its file when it has no "# " title, and strips a byte-order mark', () => {
    const folder = notesFolder({ '04-design-a-rate-limiter.md': '\uFEFFLimits protect services.' })
    const [chapter] = prepareNotesFolder(folder)
    expect(chapter?.title).toBe('Design a rate limiter')
    expect(chapter?.sections[0]?.html).toBe('<p>Limits protect services.</p>')
  })

  it('reports every bad file by name, with its reason, and returns nothing', () => {
    const folder = notesFolder({
      '01-good.md': '# Good\n\ntext',
      '02-empty.md': '  \n\n',
      '03-binary.md': Buffer.from([0x23, 0x20, 0x00, 0x01]),
      '04-latin1.md': Buffer.from([0x23, 0x20, 0x43, 0x61, 0x66, 0xe9]),
      '05-good.md': '# Same slug as 01\n\ntext',
      '06-title-only.md': '# Nothing else',
      '07-!!!.md': 'text',
    })
    expect(problemsOf(() => prepareNotesFolder(folder))).toEqual([
      { file: '02-empty.md', message: 'is empty' },
      { file: '03-binary.md', message: 'is not a text file' },
      { file: '04-latin1.md', message: 'is not UTF-8 text' },
      { file: '05-good.md', message: 'gives the chapter slug "good", as 01-good.md does' },
      { file: '06-title-only.md', message: 'has a title but no notes under it' },
      { file: '07-!!!.md', message: 'has a name without letters or digits, so it gives no chapter slug' },
    ])
  })

  it('refuses a file over 2 MB', () => {
    const folder = notesFolder({ '01-huge.md': `# Huge\n\n${'x'.repeat(2 * 1024 * 1024)}` })
    expect(problemsOf(() => prepareNotesFolder(folder))).toEqual([
      { file: '01-huge.md', message: 'is larger than 2 MB' },
    ])
  })

  it('reports a missing folder, a file given as the folder, and a folder without Markdown', () => {
    const folder = notesFolder({ 'a.txt': 'x' })
    expect(problemsOf(() => prepareNotesFolder(path.join(folder, 'missing')))).toEqual([
      { file: path.join(folder, 'missing'), message: 'no such folder' },
    ])
    expect(problemsOf(() => prepareNotesFolder(path.join(folder, 'a.txt')))).toEqual([
      { file: path.join(folder, 'a.txt'), message: 'not a folder' },
    ])
    expect(problemsOf(() => prepareNotesFolder(folder))).toEqual([
      { file: folder, message: 'holds no Markdown (.md) files' },
    ])
  })
})
