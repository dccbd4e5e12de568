import type { Route } from './+types/api.analyze'
import { AnalyzeRequestSchema } from '~/domain/analyze-form'
import { compareWithProblem } from '~/domain/best-complexity'
import { jsonError } from '~/domain/json-error'
import { analyzeInPool, type PooledAnalysisResult } from '~/server/analyzer-pool.server'
import { consumeLimit, retryAfterHeader } from '~/server/request-policy.server'
import type { RequestBodyHandle } from '~/server/route-table.server'
import { getUser } from '~/server/session.server'

/**
 * POST /api/analyze: the analyzer's report as JSON, for editors and scripts with a signed-in session.
 * Body `{ "language": "python", "code": "…", "problem": "two-sum" }` (problem optional) answers
 * `{ "data": report }`, plus `comparison` with the problem's best known complexity when a problem is named.
 * Errors answer `{ "error": message }`: 401 without a session, 400 for a body that is not the JSON above,
 * empty code or an unsupported language, 413 for code over 50 KB, 429 with `Retry-After` after
 * ANALYSES_PER_MINUTE analyses in a minute (shared with the /analyze page), 422 for code too complex to
 * analyse within the analyzer's deadline, 503 with `Retry-After` while the analyzer is busy. These
 * analyses are not added to the page's history.
 */
// The body is JSON, not a form: the request gate sends any other type a 415 before the action runs.
export const handle = { requestBody: 'json' } satisfies RequestBodyHandle

const ALLOW = 'POST'
const USE_POST = 'Use POST with a JSON body: { "language": "python", "code": "…" }'

function error(message: string, status: number, headers?: HeadersInit) {
  return jsonError(message, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

function analysisError({ error: failure }: Extract<PooledAnalysisResult, { ok: false }>) {
  switch (failure.code) {
    case 'busy':
      return error(failure.message, 503, { 'Retry-After': String(failure.retryAfterSeconds) })
    case 'timeout':
      return error(failure.message, 422)
    // The engine refuses code over its size limit; that is this endpoint's 413.
    case 'too-large':
      return error(failure.message, 413)
    default:
      return error(failure.message, 400)
  }
}

export function loader() {
  return error(USE_POST, 405, { Allow: ALLOW })
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return error(USE_POST, 405, { Allow: ALLOW })
  }
  const user = await getUser(request)
  if (!user) return error('Sign in to use the code analyzer.', 401)

  let body: unknown
  try {
    body = JSON.parse(await request.text())
  } catch {
    return error('The body must be JSON: { "language": "python", "code": "…" }', 400)
  }
  const parsed = AnalyzeRequestSchema.safeParse(body)
  if (!parsed.success) return error(parsed.error.issues[0]?.message ?? 'Invalid request', 400)

  const { language, code, problem } = parsed.data
  const limit = consumeLimit('analyze', { user: user.id })
  if (!limit.allowed) return error(limit.message, 429, retryAfterHeader(limit))
  const outcome = await analyzeInPool({ language, code })
  if (!outcome.ok) return analysisError(outcome)
  const { report } = outcome
  const comparison = problem
    ? compareWithProblem(problem, { time: report.time.bigO, space: report.space.bigO })
    : undefined
  return Response.json(comparison ? { data: report, comparison } : { data: report }, {
    headers: { 'Cache-Control': 'no-store' },
  })
}
