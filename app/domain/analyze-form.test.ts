import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { MAX_CODE_BYTES as ENGINE_MAX_CODE_BYTES, SUPPORTED_LANGUAGES } from './analyzer/index'
import {
  AnalysisIdSchema,
  AnalyzeFormSchema,
  AnalyzeRequestSchema,
  CODE_REQUIRED,
  codeBytes,
  LANGUAGE_LABELS,
  LANGUAGE_OPTIONS,
  LANGUAGE_REQUIRED,
  MAX_CODE_BYTES,
  PROBLEM_NOT_RECOGNISED,
} from './analyze-form'

/** Parses as the form does: through Conform, which turns empty inputs into undefined first. */
function parseForm(fields: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.set(name, value)
  return parseWithZod(formData, { schema: AnalyzeFormSchema })
}

function errorsOf(fields: Record<string, string>) {
  const submission = parseForm(fields)
  return submission.status === 'success' ? undefined : submission.error
}

const CODE = 'def f(nums):\n    return sum(nums)\n'

describe('AnalyzeFormSchema', () => {
  it('accepts a language, the code as typed and an optional problem link', () => {
    const submission = parseForm({
      language: 'python',
      problem: 'https://leetcode.com/problems/Two-Sum/description/',
      code: `\n${CODE}`,
    })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value).toEqual({
      language: 'python',
      problem: 'two-sum',
      // Leading blank lines stay, or every line number in the report would be off.
      code: `\n${CODE}`,
    })
  })

  it('treats a blank problem as none', () => {
    const submission = parseForm({ language: 'go', problem: '   ', code: CODE })
    expect(submission.status === 'success' && submission.value.problem).toBeNull()
    const missing = parseForm({ language: 'go', code: CODE })
    expect(missing.status === 'success' && missing.value.problem).toBeNull()
  })

  it('refuses empty and blank code', () => {
    expect(errorsOf({ language: 'java', code: '' })).toEqual({ code: [CODE_REQUIRED] })
    expect(errorsOf({ language: 'java', code: ' \n\t\n' })).toEqual({ code: [CODE_REQUIRED] })
  })

  it('refuses code over 50 KB, measured in UTF-8 bytes', () => {
    const justFits = 'x'.repeat(MAX_CODE_BYTES)
    expect(parseForm({ language: 'python', code: justFits }).status).toBe('success')
    expect(errorsOf({ language: 'python', code: `${justFits}\n` })?.code?.[0]).toMatch(
      /^The code is 51 KB; the analyzer takes at most 50 KB\./,
    )
    // 20,000 three-byte characters are 60,000 bytes although the string is shorter than the limit.
    expect(errorsOf({ language: 'python', code: '€'.repeat(20_000) })?.code?.[0]).toMatch(
      /^The code is 59 KB/,
    )
  })

  it('refuses a missing or unsupported language, naming the ones there are', () => {
    expect(errorsOf({ code: CODE })).toEqual({ language: [LANGUAGE_REQUIRED] })
    expect(errorsOf({ language: 'rust', code: CODE })).toEqual({
      language: [
        'The language "rust" is not supported. Choose one of: python, java, cpp, javascript, typescript, go.',
      ],
    })
  })

  it('refuses a problem it cannot read a slug from', () => {
    expect(errorsOf({ language: 'cpp', code: CODE, problem: 'leetcode.com/explore' })).toEqual({
      problem: [PROBLEM_NOT_RECOGNISED],
    })
  })

  it('keeps every field’s own message when several are wrong', () => {
    expect(errorsOf({ language: 'cobol', code: '', problem: 'a b c' })).toEqual({
      language: [expect.stringContaining('"cobol" is not supported')],
      code: [CODE_REQUIRED],
      problem: [PROBLEM_NOT_RECOGNISED],
    })
  })
})

describe('AnalyzeRequestSchema', () => {
  it('accepts the JSON body with or without a problem, and language aliases', () => {
    expect(AnalyzeRequestSchema.parse({ language: 'Python', code: CODE })).toEqual({
      language: 'python',
      code: CODE,
      problem: null,
    })
    expect(AnalyzeRequestSchema.parse({ language: 'c++', code: CODE, problem: 'two-sum' })).toEqual({
      language: 'cpp',
      code: CODE,
      problem: 'two-sum',
    })
    expect(AnalyzeRequestSchema.parse({ language: 'golang', code: CODE, problem: null }).problem).toBeNull()
  })

  it('leaves the size to the endpoint, which answers it with its own status', () => {
    const big = 'x'.repeat(MAX_CODE_BYTES + 1)
    expect(AnalyzeRequestSchema.safeParse({ language: 'python', code: big }).success).toBe(true)
  })

  it('refuses what is not an object, or has the wrong types', () => {
    expect(AnalyzeRequestSchema.safeParse(null).error?.issues[0]?.message).toMatch(/must be a JSON object/)
    expect(AnalyzeRequestSchema.safeParse([1, 2]).success).toBe(false)
    expect(AnalyzeRequestSchema.safeParse({ language: 'python', code: 42 }).error?.issues[0]?.message).toBe(
      CODE_REQUIRED,
    )
    expect(AnalyzeRequestSchema.safeParse({ language: 'python', code: '' }).error?.issues[0]?.message).toBe(
      CODE_REQUIRED,
    )
    expect(AnalyzeRequestSchema.safeParse({ code: CODE }).error?.issues[0]?.message).toBe(LANGUAGE_REQUIRED)
  })

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'refuses the language %j with the supported languages, in the form and the JSON body',
    (language) => {
      const message = `The language "${language}" is not supported. Choose one of: python, java, cpp, javascript, typescript, go.`
      expect(AnalyzeRequestSchema.safeParse({ language, code: CODE }).error?.issues[0]?.message).toBe(message)
      expect(errorsOf({ language, code: CODE })).toEqual({ language: [message] })
    },
  )
})

describe('AnalysisIdSchema', () => {
  it('reads positive whole numbers only', () => {
    expect(AnalysisIdSchema.parse('42')).toBe(42)
    for (const bad of ['0', '-1', '1.5', '1e3', 'abc', '', ' 7', '99999999999999999']) {
      expect(AnalysisIdSchema.safeParse(bad).success, bad).toBe(false)
    }
  })
})

describe('languages and limits', () => {
  it('labels every language the engine supports, in its order', () => {
    expect(LANGUAGE_OPTIONS.map((option) => option.value)).toEqual([...SUPPORTED_LANGUAGES])
    expect(LANGUAGE_LABELS.cpp).toBe('C++')
  })

  it('states the same size limit as the engine', () => {
    expect(MAX_CODE_BYTES).toBe(ENGINE_MAX_CODE_BYTES)
    expect(codeBytes('aé€😀')).toBe(1 + 2 + 3 + 4)
  })
})
