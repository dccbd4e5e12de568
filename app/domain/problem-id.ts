import { z } from 'zod'

/** A problem's id as a form posts it: a positive whole number a database row id can be. */
export const ProblemIdField = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)
