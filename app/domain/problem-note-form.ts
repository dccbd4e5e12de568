import { z } from 'zod'
import { MAX_NOTE_BYTES, NOTE_FIELD, noteBytes, noteTooLargeMessage } from './problem-note'

/** The note form (Conform: a blank textarea arrives as undefined). The text is kept as typed. */
export const ProblemNoteFormSchema = z.object({
  [NOTE_FIELD]: z
    .string()
    .optional()
    .transform((text) => text ?? '')
    .superRefine((text, context) => {
      const bytes = noteBytes(text)
      if (bytes > MAX_NOTE_BYTES) context.addIssue({ code: 'custom', message: noteTooLargeMessage(bytes) })
    }),
})
