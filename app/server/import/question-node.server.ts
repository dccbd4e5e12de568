import { z } from 'zod'
import { difficultyField, titleField, titleSlugField } from './fields.server'
import { parseAcceptance, parseDifficulty, parseFrontendId, slugFromProblemUrl } from './normalise.server'
import type { ProblemFacts } from './types.server'

// LeetCode's GraphQL `QuestionNode`, as `question(titleSlug)` returns it and as metadata dumps store it.
// `stats` and `similarQuestions` are JSON strings that must be parsed a second time. Dumps add `url` and
// sometimes leave `titleSlug` null; clients that alias fields rename `questionFrontendId` and `isPaidOnly`.

/** A value that arrives as JSON text (LeetCode's `JSONString`) or, in some dumps, already decoded. */
function jsonEncoded<T extends z.ZodType>(schema: T) {
  return z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value
    try {
      return JSON.parse(value) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not valid JSON' })
      return z.NEVER
    }
  }, schema)
}

const count = z.number().int().nonnegative()

const stats = z.object({
  totalAcceptedRaw: count.nullish(),
  totalSubmissionRaw: count.nullish(),
  acRate: z.union([z.string(), z.number()]).nullish(),
})

const similarQuestion = z.object({
  title: titleField,
  titleSlug: titleSlugField,
  difficulty: z.string().nullish(),
})

const frontendIdText = z.union([z.string(), z.number()]).nullish()

export const questionNodeSchema = z
  .object({
    questionId: z.union([z.string(), z.number()]).nullish(),
    questionFrontendId: frontendIdText,
    frontendQuestionId: frontendIdText,
    title: titleField,
    titleSlug: z.string().nullish(),
    url: z.string().nullish(),
    difficulty: difficultyField,
    isPaidOnly: z.boolean().nullish(),
    paidOnly: z.boolean().nullish(),
    likes: count.nullish(),
    dislikes: count.nullish(),
    stats: jsonEncoded(stats).nullish(),
    acRate: z.number().nonnegative().nullish(),
    topicTags: z.array(z.object({ name: z.string().trim().min(1) })).nullish(),
    similarQuestions: jsonEncoded(z.array(similarQuestion)).nullish(),
  })
  .transform((node, ctx): ProblemFacts => {
    const titleSlug = node.titleSlug?.trim() || (node.url ? slugFromProblemUrl(node.url) : null)
    if (!titleSlug) {
      ctx.addIssue({ code: 'custom', path: ['titleSlug'], message: 'missing, and no url to take it from' })
      return z.NEVER
    }
    // Numbers such as leetcode.cn's "LCP 30" are not problem numbers of this site: kept out, not an error.
    const frontendText = node.questionFrontendId ?? node.frontendQuestionId
    const frontendId = frontendText == null ? null : (parseFrontendId(String(frontendText)) ?? null)
    const accepted = node.stats?.totalAcceptedRaw ?? null
    const submissions = node.stats?.totalSubmissionRaw ?? null
    return {
      titleSlug,
      frontendId,
      questionId: node.questionId == null ? null : String(node.questionId),
      title: node.title,
      difficulty: node.difficulty,
      isPaidOnly: node.isPaidOnly ?? node.paidOnly ?? null,
      likes: node.likes ?? null,
      dislikes: node.dislikes ?? null,
      acceptedSubmissions: accepted,
      totalSubmissions: submissions,
      acRate: acceptanceRate(node.stats?.acRate, node.acRate, accepted, submissions),
      topics: node.topicTags ? [...new Set(node.topicTags.map((tag) => tag.name))] : null,
      similar: node.similarQuestions
        ? node.similarQuestions.map((similar) => ({
            titleSlug: similar.titleSlug,
            title: similar.title,
            difficulty: similar.difficulty ? parseDifficulty(similar.difficulty) : null,
          }))
        : null,
    }
  })

/** The stats string's `acRate` ("58.0%"), else the node's float percentage, else the raw counts. */
function acceptanceRate(
  statsRate: string | number | null | undefined,
  nodeRate: number | null | undefined,
  accepted: number | null,
  submissions: number | null,
): number | null {
  if (statsRate != null) {
    const rate = parseAcceptance(String(statsRate), 'percent')
    if (rate !== null) return rate
  }
  if (nodeRate != null && nodeRate <= 100) return Math.round(nodeRate * 10_000) / 10_000
  if (accepted !== null && submissions) return Math.round((accepted / submissions) * 1_000_000) / 10_000
  return null
}

/** Whether a JSON value has the shape of a question node, judged by the keys only that API returns. */
export function looksLikeQuestionNode(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false
  const keys = value as Record<string, unknown>
  const hasId = 'questionFrontendId' in keys || 'frontendQuestionId' in keys
  return hasId && 'title' in keys && 'difficulty' in keys && ('stats' in keys || 'topicTags' in keys)
}
