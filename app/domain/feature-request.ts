import { z } from 'zod'

export const FEEDBACK_EMPTY_MESSAGE = 'Feedback cannot be empty!'

/** Only the description is required (after trimming); the title is free text (docs/product.md#validation). */
export const FeatureRequestSchema = z.object({
  title: z
    .string()
    .trim()
    .max(120, 'Keep the title under 120 characters')
    .optional()
    .transform((title) => title ?? ''),
  description: z
    .string({ error: FEEDBACK_EMPTY_MESSAGE })
    .trim()
    .min(1, { error: FEEDBACK_EMPTY_MESSAGE, abort: true })
    .max(2000, 'Keep the description under 2,000 characters'),
  email: z
    .string()
    .trim()
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email address')
    .transform((email) => email.toLowerCase())
    .optional(),
})
