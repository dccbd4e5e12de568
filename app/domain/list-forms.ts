import { z } from 'zod'
import { PASTE_TOO_LONG, pastedLineCount } from './list-paste'
import {
  containsHtml,
  LIST_VISIBILITY_CHOICES,
  MAX_LIST_DESCRIPTION,
  MAX_LIST_NAME,
  MAX_LIST_ITEMS,
  MAX_LISTS_PER_USER,
  MAX_PASTE_LENGTH,
  MAX_PASTE_LINES,
} from './problem-lists'

/**
 * The forms of the lists (docs/product.md#lists), one schema each, checked in the browser and on the server
 * with the same messages. Conform sends a blank field as undefined.
 */

export const LIST_MESSAGES = {
  nameRequired: 'Give the list a name',
  nameTooLong: `A list name can be at most ${MAX_LIST_NAME} characters`,
  descriptionTooLong: `A description can be at most ${MAX_LIST_DESCRIPTION.toLocaleString('en-US')} characters`,
  noHtml: 'Plain text only: remove the HTML tags',
  visibility: 'Choose private or public',
  pasteRequired: 'Paste at least one problem: a LeetCode address, a slug or a number on each line',
  pasteTooLong: PASTE_TOO_LONG,
  /** A form posted from a page older than the list (another tab, another device): nothing was changed. */
  stale:
    'This list was changed somewhere else (another tab or device) since this page was loaded, so nothing was changed. The list below is up to date: try again.',
  notFound: 'There is no list of yours at this address.',
  /** Also the answer for someone else's private list, so the address says nothing about it. */
  noList: 'There is no list at this address. It may have been deleted, or it is private.',
  problemNotFound: 'That problem does not exist.',
  tooManyLists: `You have ${MAX_LISTS_PER_USER} lists, the most one account can keep. Delete one to make room.`,
  listFull: `This list has ${MAX_LIST_ITEMS} problems, the most a list can hold. Remove some to make room.`,
} as const

const plainText = (value: string) => !containsHtml(value)

// Checks run on the trimmed text with refine, not with a piped schema: Conform's coercion reads an empty
// string in a piped schema as a missing value, which would refuse an empty description.
export const ListDetailsSchema = z.object({
  name: z
    .string({ error: LIST_MESSAGES.nameRequired })
    .transform((name) => name.trim())
    .refine((name) => name.length > 0, LIST_MESSAGES.nameRequired)
    .refine((name) => name.length <= MAX_LIST_NAME, LIST_MESSAGES.nameTooLong)
    .refine(plainText, LIST_MESSAGES.noHtml),
  description: z
    .string()
    .optional()
    .transform((description) => (description ?? '').trim())
    .refine((description) => description.length <= MAX_LIST_DESCRIPTION, LIST_MESSAGES.descriptionTooLong)
    .refine(plainText, LIST_MESSAGES.noHtml),
  visibility: z.enum(LIST_VISIBILITY_CHOICES, { error: LIST_MESSAGES.visibility }),
})

export type ListDetails = z.output<typeof ListDetailsSchema>

/** The version a form was drawn from; a form without one is as stale as an old one. */
export const ListVersionField = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)

export const PasteSchema = z.object({
  problems: z
    .string({ error: LIST_MESSAGES.pasteRequired })
    .max(MAX_PASTE_LENGTH, LIST_MESSAGES.pasteTooLong)
    .refine((text) => pastedLineCount(text) > 0, LIST_MESSAGES.pasteRequired)
    .refine((text) => pastedLineCount(text) <= MAX_PASTE_LINES, LIST_MESSAGES.pasteTooLong),
})

/** Form intents of a list's page. */
export const LIST_INTENTS = {
  create: 'create-list',
  save: 'save-list',
  delete: 'delete-list',
  paste: 'paste-problems',
  copy: 'copy-list',
  reorder: 'reorder',
} as const
