import fs from 'node:fs'
import path from 'node:path'
import { markdownToChapter, type NoteChapter } from './markdown.server'
import { slugify } from './slug.server'

/** One chapter ready to be written: where it came from, its slug and its place in the book. */
export interface PreparedChapter extends NoteChapter {
  file: string
  slug: string
  position: number
}

export interface NotesProblem {
  /** The file's name, or the folder's path when the problem is with the folder itself. */
  file: string
  message: string
}

/** Thrown before anything is written: every file that cannot be loaded, each with its reason. */
export class NotesImportError extends Error {
  constructor(readonly problems: NotesProblem[]) {
    super(problems.map((problem) => `${problem.file}: ${problem.message}`).join('\n'))
    this.name = 'NotesImportError'
  }
}

export const MAX_NOTE_FILE_BYTES = 2 * 1024 * 1024
const MARKDOWN_FILE = /\.(md|markdown)$/i
// A folder's README describes the folder; it is not a chapter.
const README = /^readme\.(md|markdown)$/i

/** "01-scale-from-zero.md" gives "scale-from-zero": the number only orders the chapters. */
export function chapterSlugFromFileName(fileName: string): string {
  return slugify(fileName.replace(MARKDOWN_FILE, '').replace(/^\d+[-_. ]+/, ''))
}

function titleFromSlug(slug: string): string {
  const words = slug.replace(/-/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

function readMarkdown(file: string): { text: string } | { problem: string } {
  let bytes: Buffer
  try {
    const size = fs.statSync(file).size
    if (size > MAX_NOTE_FILE_BYTES)
      return { problem: `is larger than ${MAX_NOTE_FILE_BYTES / 1024 / 1024} MB` }
    bytes = fs.readFileSync(file)
  } catch (error) {
    return {
      problem: `cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    }
  }
  if (bytes.includes(0)) return { problem: 'is not a text file' }
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return { problem: 'is not UTF-8 text' }
  }
  if (text.trim() === '') return { problem: 'is empty' }
  return { text: text.replace(/^\uFEFF/, '') }
}

/** The Markdown files of a folder in book order: numbers in names compare as numbers ("2-" before "10-"). */
function markdownFiles(folder: string): string[] {
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(folder, { withFileTypes: true })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    const reason =
      code === 'ENOENT' ? 'no such folder' : code === 'ENOTDIR' ? 'not a folder' : `cannot be read (${code})`
    throw new NotesImportError([{ file: folder, message: reason }])
  }
  return entries
    .filter((entry) => entry.isFile() && MARKDOWN_FILE.test(entry.name) && !README.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
}

/**
 * Reads and converts every chapter of a notes folder. Nothing is returned unless every file is good:
 * the whole list of bad files is thrown at once, so one run tells the owner everything to fix.
 */
export function prepareNotesFolder(folder: string): PreparedChapter[] {
  const files = markdownFiles(folder)
  if (files.length === 0) {
    throw new NotesImportError([{ file: folder, message: 'holds no Markdown (.md) files' }])
  }

  const problems: NotesProblem[] = []
  const chapters: PreparedChapter[] = []
  const fileBySlug = new Map<string, string>()
  for (const file of files) {
    const slug = chapterSlugFromFileName(file)
    if (!slug) {
      problems.push({ file, message: 'has a name without letters or digits, so it gives no chapter slug' })
      continue
    }
    const clash = fileBySlug.get(slug)
    if (clash) {
      problems.push({ file, message: `gives the chapter slug "${slug}", as ${clash} does` })
      continue
    }
    fileBySlug.set(slug, file)

    const read = readMarkdown(path.join(folder, file))
    if ('problem' in read) {
      problems.push({ file, message: read.problem })
      continue
    }
    const chapter = markdownToChapter(read.text, titleFromSlug(slug))
    if (chapter.sections.length === 0) {
      problems.push({ file, message: 'has a title but no notes under it' })
      continue
    }
    chapters.push({ ...chapter, file, slug, position: chapters.length + 1 })
  }
  if (problems.length > 0) throw new NotesImportError(problems)
  return chapters
}
