import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'

const folders: string[] = []

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
})

/** A temporary notes folder holding the given files (text, or raw bytes), removed after the test. */
export function notesFolder(files: Record<string, string | Buffer>): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'notes-'))
  folders.push(folder)
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(folder, name), content)
  return folder
}
