import { getDb, writeTransaction, type Db } from '~/server/db.server'
import { prepareNotesFolder } from './folder.server'
import { writeNotes, type NotesWriteSummary } from './writer.server'

export {
  NotesImportError,
  prepareNotesFolder,
  type NotesProblem,
  type PreparedChapter,
} from './folder.server'
export { writeNotes, type NotesWriteSummary } from './writer.server'

/**
 * Loads a folder of Markdown chapters into the database in one transaction. A bad file throws a
 * NotesImportError naming it before anything is written.
 */
export function loadNotesFolder(folder: string, db: Db = getDb()): NotesWriteSummary {
  const notes = prepareNotesFolder(folder)
  return writeTransaction(db, (tx) => writeNotes(notes, tx))
}

export function formatNotesSummary(summary: NotesWriteSummary): string {
  const lines = [
    `Loaded ${summary.chapters} chapter${summary.chapters === 1 ? '' : 's'} with ${summary.sections} section${summary.sections === 1 ? '' : 's'}: ` +
      `${summary.added.length} added, ${summary.updated.length} updated, ${summary.removed.length} removed.`,
  ]
  if (summary.removed.length > 0) lines.push(`Removed: ${summary.removed.join(', ')}`)
  return lines.join('\n')
}
