import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getDb } from '~/server/db.server'
import { notesFolder } from '~/server/notes/folder.server.testing'
import { run } from './notes'

const SHIPPED = fileURLToPath(new URL('../seed/system-design', import.meta.url))

function capture() {
  const out: string[] = []
  const err: string[] = []
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void out.push(args.join(' ')))
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void err.push(args.join(' ')))
  return { out: () => out.join('\n'), err: () => err.join('\n') }
}

function chapterCount(): unknown {
  return getDb().$client.prepare('SELECT count(*) AS n FROM chapters').get()
}

afterEach(() => {
  vi.restoreAllMocks()
})

// The unit-test setup points getDb() at a throwaway in-memory database.
describe('npm run db -- notes', () => {
  it('loads a folder and reports what changed; a second run updates in place', async () => {
    const output = capture()
    expect(await run([SHIPPED])).toBe(0)
    expect(output.out()).toMatch(/^Loaded 16 chapters with \d+ sections: 16 added, 0 updated, 0 removed\.$/)
    expect(await run([SHIPPED])).toBe(0)
    expect(output.out()).toMatch(/Loaded 16 chapters with \d+ sections: 0 added, 16 updated, 0 removed\.$/)
    expect(chapterCount()).toEqual({ n: 16 })
  })

  it('names each bad file, exits 1 and changes nothing', async () => {
    const output = capture()
    const before = chapterCount()
    const folder = notesFolder({
      '01-fine.md': '# Fine\n\ntext',
      '02-blank.md': '\n',
      '03-fine.md': '# Again\n\nx',
    })
    expect(await run([folder])).toBe(1)
    expect(output.err()).toBe(
      [
        'Nothing was loaded. Fix these and run the command again:',
        '  02-blank.md: is empty',
        '  03-fine.md: gives the chapter slug "fine", as 01-fine.md does',
      ].join('\n'),
    )
    expect(chapterCount()).toEqual(before)
  })

  it('explains its use when the folder is missing or extra arguments are given', async () => {
    const output = capture()
    expect(await run([])).toBe(1)
    expect(await run(['a', 'b'])).toBe(1)
    expect(await run(['--bogus'])).toBe(1)
    expect(output.err()).toContain('Usage: npm run db -- notes <folder>')
    expect(await run(['--help'])).toBe(0)
    expect(output.out()).toContain('Usage: npm run db -- notes <folder>')
  })
})
