import { z } from 'zod'

export const NewsletterSchema = z.object({
  email: z
    .string({ error: 'Invalid email format' })
    .trim()
    .max(254, { error: 'Invalid email format', abort: true })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email format')
    .transform((email) => email.toLowerCase()),
})
