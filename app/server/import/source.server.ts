import fs from 'node:fs/promises'
import path from 'node:path'
import type { DataKind, FormatName, Issue, ParseResult } from './types.server'

/** Extensions worth opening; anything else under an imported folder (README.md, images) is passed over. */
export const DATA_EXTENSIONS = ['.csv', '.tsv', '.txt', '.json', '.jsonl'] as const

type JsonResult = { ok: true; value: unknown } | { ok: false; error: string }

/** One file to import: its text, read once, and its JSON, parsed at most once however many formats look. */
export class SourceFile {
  readonly name: string
  /** The folder the file sits in; the company layouts name the company after it. */
  readonly folder: string
  readonly extension: string
  private parsedJson: JsonResult | undefined

  constructor(
    readonly path: string,
    /** The path as the report shows it: relative to the imported path. */
    readonly display: string,
    readonly text: string,
  ) {
    this.name = path.split(/[\\/]/).pop() ?? path
    this.folder = path.split(/[\\/]/).slice(-2, -1)[0] ?? ''
    const dot = this.name.lastIndexOf('.')
    this.extension = dot > 0 ? this.name.slice(dot).toLowerCase() : ''
  }

  get firstLine(): string {
    const start = this.text.startsWith('\uFEFF') ? 1 : 0
    const end = this.text.indexOf('\n', start)
    return this.text.slice(start, end === -1 ? undefined : end).replace(/\r$/, '')
  }

  json(): JsonResult {
    if (!this.parsedJson) {
      try {
        this.parsedJson = { ok: true, value: JSON.parse(this.text.replace(/^\uFEFF/, '')) as unknown }
      } catch (error) {
        this.parsedJson = { ok: false, error: error instanceof Error ? error.message : String(error) }
      }
    }
    return this.parsedJson
  }

  /** An issue that makes the whole file unusable. */
  fileIssue(reason: string): Issue {
    return { file: this.display, reason }
  }
}

/** One data format: how to recognise its files and turn them into rows. */
export interface Format {
  name: FormatName
  kind: DataKind
  /** What the format is, for help texts and reports. */
  description: string
  extensions: readonly string[]
  /** The file's content is plainly this format. */
  recognises(source: SourceFile): boolean
  /**
   * The file's name or place says it belongs to this format although its content does not match, so it is
   * reported as broken instead of being passed over as some other file.
   */
  claimsByName?(source: SourceFile): boolean
  parse(source: SourceFile): ParseResult
}

/** Data files under a folder, depth first in name order; hidden entries and node_modules are left out. */
export async function listDataFiles(root: string): Promise<string[]> {
  const found: string[] = []
  async function walk(folder: string): Promise<void> {
    const entries = await fs.readdir(folder, { withFileTypes: true })
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) await walk(full)
      else if (entry.isFile() && isDataFile(entry.name)) found.push(full)
    }
  }
  await walk(root)
  return found
}

export function isDataFile(name: string): boolean {
  const lower = name.toLowerCase()
  return DATA_EXTENSIONS.some((extension) => lower.endsWith(extension))
}

export function displayPath(root: string, rootIsFile: boolean, file: string): string {
  const base = rootIsFile ? path.dirname(root) : root
  return path.relative(base, file).split(path.sep).join('/')
}
