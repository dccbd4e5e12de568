// Importing a data download back into an account (docs/product.md#importing-your-data): its address, its
// size limit, the report it gives and the texts the user reads. No zod here: the profile page draws the
// upload form from these and needs no schema for it (the file's schema is account-data-file.ts).

/** Where the import form posts, and the page that shows the report. */
export const IMPORT_PATH = '/profile/import'
/** The form field that carries the file. */
export const IMPORT_FILE_FIELD = 'file'

export const MAX_IMPORT_MB = 10
/**
 * The largest file taken. A heavy user's download (500 problems, 2,000 reviews, 200 notes and analyses) is
 * about 2 MB, one with 9,000 reviews about 7 MB: the review log is most of it (docs/decisions/0022).
 */
export const MAX_IMPORT_FILE_BYTES = MAX_IMPORT_MB * 1024 * 1024
/** The whole upload: the file and the multipart wrapping around it (boundaries, part headers). */
export const MAX_IMPORT_REQUEST_BYTES = MAX_IMPORT_FILE_BYTES + 64 * 1024

/** What an import can add, in the order the report lists them. */
export const IMPORT_KINDS = [
  'settings',
  'progress',
  'reviews',
  'notes',
  'favourites',
  'chaptersRead',
  'lists',
  'interviewPlans',
] as const
export type ImportKind = (typeof IMPORT_KINDS)[number]

export const IMPORT_KIND_LABELS: Readonly<Record<ImportKind, string>> = {
  settings: 'Settings',
  progress: 'Progress marks',
  reviews: 'Reviews',
  notes: 'Notes',
  favourites: 'Favourite companies',
  chaptersRead: 'System-design chapters read',
  lists: 'Lists',
  interviewPlans: 'Interview plans',
}

/** Something in the file that differs from what the account holds; the account's is kept. */
export interface ImportConflict {
  /** What it is about: a problem's title, a setting's name. */
  name: string
  /** Where to see the one kept, when there is a page for it. */
  href: string | null
  /** How the two differ, e.g. "Solved here, To revisit in the file". */
  detail: string
}

export interface ImportKindReport {
  added: number
  /** Items the account already holds, the same. */
  alreadyHere: number
  /** Items whose problem, company, chapter or time zone this PrepSharp does not have, and their names. */
  missing: { count: number; names: string[] }
  conflicts: ImportConflict[]
}

export type ImportReport = Record<ImportKind, ImportKindReport>

export function emptyImportReport(): ImportReport {
  const empty = (): ImportKindReport => ({
    added: 0,
    alreadyHere: 0,
    missing: { count: 0, names: [] },
    conflicts: [],
  })
  return Object.fromEntries(IMPORT_KINDS.map((kind) => [kind, empty()])) as ImportReport
}

/** Counts an item skipped because this PrepSharp lacks what it points at, naming it once. */
export function noteMissing(kind: ImportKindReport, name: string): void {
  kind.missing.count++
  if (!kind.missing.names.includes(name)) kind.missing.names.push(name)
}

export interface ImportTotals {
  added: number
  alreadyHere: number
  missing: number
  conflicts: number
}

export function importTotals(report: ImportReport): ImportTotals {
  const totals: ImportTotals = { added: 0, alreadyHere: 0, missing: 0, conflicts: 0 }
  for (const kind of IMPORT_KINDS) {
    totals.added += report[kind].added
    totals.alreadyHere += report[kind].alreadyHere
    totals.missing += report[kind].missing.count
    totals.conflicts += report[kind].conflicts.length
  }
  return totals
}

/** The report's opening line. */
export function importSummary(totals: ImportTotals): string {
  if (totals.added === 0 && totals.conflicts === 0 && totals.missing === 0)
    return 'Nothing to add: everything in the file is already here.'
  const parts = [
    `${totals.added} added`,
    `${totals.alreadyHere} already here`,
    `${totals.missing} not in this PrepSharp`,
    `${totals.conflicts} ${totals.conflicts === 1 ? 'conflict' : 'conflicts'}`,
  ]
  return `${parts.join(', ')}.`
}

export const IMPORT_MESSAGES = {
  chooseFile: 'Choose the file to import: the prepsharp-data-….json you downloaded.',
  unreadableUpload: 'The upload could not be read. Choose the file again and import it.',
  tooLarge: `This file is larger than ${MAX_IMPORT_MB} MB, the most an import takes. Choose the prepsharp-data-….json file that “Download my data” gave you.`,
  notPrepSharp:
    'This file is not a PrepSharp data download. Choose the prepsharp-data-….json file you downloaded.',
  invalid: 'This file is not a PrepSharp data download that can be imported:',
  busy: 'The server is busy with other imports: nothing was imported, and your account is unchanged. Please try again in a minute.',
} as const

/** Seconds a refused import is told to wait (Retry-After) when the server's imports are busy. */
export const IMPORT_BUSY_RETRY_SECONDS = 60

export function notJsonMessage(reason: string): string {
  return `This file is not valid JSON (${reason}). Choose the file you downloaded, unchanged.`
}

/** A file downloaded from another account; `maskedEmail` is that account's address, masked. */
export function notYoursMessage(maskedEmail: string): string {
  return `This file holds the data of ${maskedEmail}, not of this account. Sign in as ${maskedEmail} to import it there.`
}
