// A user's private note on a problem (docs/product.md#problem-notes): its size limit, its address and the
// search of /notes. No zod here: the sheet's rows link to notes, and that page loads no form schema.

export const MAX_NOTE_KB = 20
/** A note larger than this (UTF-8 bytes) is refused: a page of Markdown is a few KB. */
export const MAX_NOTE_BYTES = MAX_NOTE_KB * 1024

/** The field the form posts the note in, and the intent its Save button sends. */
export const NOTE_FIELD = 'note'
export const SAVE_NOTE_INTENT = 'save-note'
/** The note's anchor on an insights page: the sheet's "Note" links and /notes land on it. */
export const NOTE_ANCHOR = 'note'

/** Where the user's note on a problem is read and edited. */
export function problemNoteHref(titleSlug: string): string {
  return `/problems/${titleSlug}#${NOTE_ANCHOR}`
}

/** UTF-8 size, the measure the limit is stated in (an emoji counts four bytes, not one character). */
export function noteBytes(text: string): number {
  return new TextEncoder().encode(text).length
}

export function noteTooLargeMessage(bytes: number): string {
  return `This note is ${(bytes / 1024).toFixed(1)} KB; a note can be at most ${MAX_NOTE_KB} KB. Shorten it and save again.`
}

/** Blank (or only spaces) means "no note": saving it deletes the note. */
export function isBlankNote(text: string): boolean {
  return text.trim() === ''
}

/** Longest search the notes page takes; the box says so with its maxlength. */
export const MAX_NOTE_QUERY_LENGTH = 200

/** The notes page's search: trimmed, cut to its length; blank is no search. */
export function noteQueryFrom(raw: string | null): string {
  return (raw ?? '').trim().slice(0, MAX_NOTE_QUERY_LENGTH)
}

/**
 * A LIKE pattern that finds `query` anywhere, with LIKE's own wildcards (and the escape character)
 * matched as themselves: a search for "100%" or "two_sum" means those characters. Use with ESCAPE '\'.
 */
export function containsPattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}
