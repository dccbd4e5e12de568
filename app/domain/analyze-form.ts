import { z } from 'zod'
import { normaliseLanguage } from './analyzer/language'
import { codeBytes, codeTooLargeMessage, MAX_CODE_BYTES, MAX_CODE_KB } from './analyzer/limits'
import { SUPPORTED_LANGUAGES, type Language } from './analyzer/types'
import { slugFromInput } from './problem-slug'

/**
 * The code analyzer's input, from the /analyze form and from POST /api/analyze. The size limit is the
 * engine's own (app/domain/analyzer/limits.ts); checking it here gives field-level messages in the form.
 */
export { codeBytes, codeTooLargeMessage, MAX_CODE_BYTES, MAX_CODE_KB }
/** Far longer than any problem address; anything longer is not one. */
export const MAX_PROBLEM_LENGTH = 2048

export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = {
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  go: 'Go',
}

export const LANGUAGE_OPTIONS = SUPPORTED_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))

export const LANGUAGE_REQUIRED = 'Choose a language'
export const CODE_REQUIRED = 'Paste your code to analyse'
export const ANALYSIS_NOT_FOUND = 'Analysis not found'
export const PROBLEM_NOT_RECOGNISED =
  'No problem slug found. Paste a LeetCode problem link or type a slug such as two-sum.'

export function unsupportedLanguageMessage(language: string): string {
  const shown = language.length > 40 ? `${language.slice(0, 40)}…` : language
  return `The language "${shown}" is not supported. Choose one of: ${SUPPORTED_LANGUAGES.join(', ')}.`
}

/** A language id or a common alias ("c++", "golang"), any case. */
export const LanguageSchema = z.string({ error: LANGUAGE_REQUIRED }).transform((value, context) => {
  if (value.trim() === '') {
    context.addIssue({ code: 'custom', message: LANGUAGE_REQUIRED })
    return z.NEVER
  }
  const language = normaliseLanguage(value)
  if (!language) {
    context.addIssue({ code: 'custom', message: unsupportedLanguageMessage(value) })
    return z.NEVER
  }
  return language
})

/** The code as it was typed: never trimmed, so line numbers stay true. Blank is the same as missing. */
export const CodeSchema = z
  .string({ error: CODE_REQUIRED })
  .refine((code) => code.trim() !== '', { message: CODE_REQUIRED, abort: true })

/** Code within the size limit; the JSON endpoint checks the limit itself, to answer it with a 413. */
export const SizedCodeSchema = CodeSchema.superRefine((code, context) => {
  const bytes = codeBytes(code)
  if (bytes > MAX_CODE_BYTES) context.addIssue({ code: 'custom', message: codeTooLargeMessage(bytes) })
})

/** Optional: a problem slug or LeetCode link, read as the insights finder reads it; blank means none. */
export const ProblemSchema = z
  .string()
  .max(MAX_PROBLEM_LENGTH, PROBLEM_NOT_RECOGNISED)
  .optional()
  .nullable()
  .transform((text, context) => {
    if (text == null || text.trim() === '') return null
    const slug = slugFromInput(text)
    if (slug === null) {
      context.addIssue({ code: 'custom', message: PROBLEM_NOT_RECOGNISED })
      return z.NEVER
    }
    return slug
  })

/** The /analyze form (Conform: blank fields arrive as undefined). */
export const AnalyzeFormSchema = z.object({
  language: LanguageSchema,
  problem: ProblemSchema,
  code: SizedCodeSchema,
})
export type AnalyzeFormValue = z.output<typeof AnalyzeFormSchema>

/** The body of POST /api/analyze: `{ language, code, problem? }`. */
export const AnalyzeRequestSchema = z.object(
  {
    language: LanguageSchema,
    code: CodeSchema,
    problem: ProblemSchema,
  },
  { error: 'The body must be a JSON object: { "language": "python", "code": "…" }' },
)

/** The /analyze page's buttons besides the analyse button itself. */
export const AnalyzeIntentSchema = z.enum(['analyze', 'delete'], { error: 'Unknown action' })

/** The id of a saved analysis, from the query string or a delete form. */
export const AnalysisIdSchema = z
  .string({ error: ANALYSIS_NOT_FOUND })
  .regex(/^[1-9]\d{0,14}$/, ANALYSIS_NOT_FOUND)
  .transform(Number)
