import { z } from 'zod'
import { DEFAULT_LEETCODE_GRAPHQL_URL, readSettings } from './env-schema.server.mjs'
import { getEnv, type EnvSource } from './env.server'
import { dateField, describeIssues } from './import/fields.server'
import { isTitleSlug } from './import/normalise.server'
import { questionNodeSchema } from './import/question-node.server'
import type { DailyRecord, ProblemFacts, ProblemRef } from './import/types.server'

// A client for LeetCode's public GraphQL endpoint: today's daily challenge, a month of challenges, and a
// problem's metadata. Nothing it returns is trusted: every answer is checked against a schema, and an
// answer that does not match is an error, never partial data.

export { DEFAULT_LEETCODE_GRAPHQL_URL }

/** The endpoint (LEETCODE_GRAPHQL_URL): the server's setting, or the one of an environment a test hands in. */
export function leetCodeGraphqlUrl(source?: EnvSource): string {
  if (!source) return getEnv().LEETCODE_GRAPHQL_URL
  const read = readSettings(['LEETCODE_GRAPHQL_URL'], source)
  if (!read.success) throw new Error(read.message)
  return read.data.LEETCODE_GRAPHQL_URL
}

// ---------------------------------------------------------------------------------------------------------
// Errors

/**
 * - `unreachable`: no answer at all (network failure or timeout), after every retry.
 * - `http`: an error status (after every retry when the status is worth retrying).
 * - `invalid`: an answer that is not the JSON the query asks for: HTML, wrong types, missing fields.
 * - `graphql`: LeetCode answered with GraphQL errors.
 */
export type LeetCodeFailure = 'unreachable' | 'http' | 'invalid' | 'graphql'

export class LeetCodeError extends Error {
  override readonly name = 'LeetCodeError'

  constructor(
    readonly failure: LeetCodeFailure,
    message: string,
    readonly status?: number,
    /** For `graphql`: LeetCode's own messages, for a caller that tells some of them apart. */
    readonly graphqlErrors: readonly string[] = [],
  ) {
    super(message)
  }

  /** LeetCode is down or refusing this client, so further requests now would fail the same way. */
  get isOutage(): boolean {
    return this.failure === 'unreachable' || this.failure === 'http'
  }
}

// ---------------------------------------------------------------------------------------------------------
// Response schemas

const MAX_SLUG_LENGTH = 120
const MAX_TITLE_LENGTH = 300

/**
 * A question node as the importer reads it (`stats` and `similarQuestions` are JSON strings parsed a second
 * time), plus what a live answer must also prove before it is stored: a real slug and a sane title.
 */
const problemSchema = questionNodeSchema
  .refine((facts) => isTitleSlug(facts.titleSlug) && facts.titleSlug.length <= MAX_SLUG_LENGTH, {
    message: 'expected a title slug such as two-sum',
    path: ['titleSlug'],
  })
  .refine((facts) => facts.title.length <= MAX_TITLE_LENGTH, {
    message: `the title is longer than ${MAX_TITLE_LENGTH} characters`,
    path: ['title'],
  })

const questionData = z.object({ question: problemSchema.nullable() })

const challengeSchema = z.object({ date: dateField, question: problemSchema })

const activeDailyData = z.object({ activeDailyCodingChallengeQuestion: challengeSchema })

const monthData = z.object({
  dailyCodingChallengeV2: z.object({
    challenges: z.array(challengeSchema),
    weeklyChallenges: z.array(challengeSchema).nullish(),
  }),
})

const envelopeSchema = z.object({
  data: z.record(z.string(), z.unknown()).nullish(),
  errors: z.array(z.object({ message: z.string() })).nullish(),
})

// ---------------------------------------------------------------------------------------------------------
// Queries

const PROBLEM_FIELDS = `questionId questionFrontendId title titleSlug difficulty isPaidOnly likes dislikes stats
  similarQuestions topicTags { name }`

const SUMMARY_FIELDS = 'questionId questionFrontendId title titleSlug difficulty isPaidOnly'

const QUESTION_QUERY = `query questionData($titleSlug: String!) {
  question(titleSlug: $titleSlug) { ${PROBLEM_FIELDS} }
}`

const ACTIVE_DAILY_QUERY = `query activeDailyChallenge {
  activeDailyCodingChallengeQuestion { date question { ${PROBLEM_FIELDS} } }
}`

const MONTH_QUERY = `query dailyChallengeMonth($year: Int!, $month: Int!) {
  dailyCodingChallengeV2(year: $year, month: $month) {
    challenges { date question { ${SUMMARY_FIELDS} } }
    weeklyChallenges { date question { ${SUMMARY_FIELDS} } }
  }
}`

// ---------------------------------------------------------------------------------------------------------
// The client

export interface LeetCodeClientOptions {
  /** Default: {@link leetCodeGraphqlUrl}. */
  url?: string
  /** Per attempt, covering the whole answer. Default 10 s. */
  timeoutMs?: number
  /** Further attempts after a network failure, a timeout, a 5xx, 408 or 429. Default 3. */
  retries?: number
  /** The wait before the first retry, doubled before each next one. Default 1 s. */
  backoffMs?: number
  /** The longest wait between attempts, also for a Retry-After header. Default 30 s. */
  maxBackoffMs?: number
  /** Larger answers are refused unread. Default 2 MB, several times the largest real answer. */
  maxResponseBytes?: number
  sleep?: (ms: number) => Promise<void>
}

export interface QueryOptions {
  /** The path of the LeetCode page the Referer names; default the home page. */
  refererPath?: string
}

export interface ActiveDailyChallenge {
  date: string
  question: ProblemFacts
}

export interface LeetCodeClient {
  readonly url: string
  /**
   * Any query, with the same timeout, retries and checks; `data` must match `schema`. For other features
   * that read LeetCode (a user's recent submissions, say) without a transport of their own.
   */
  query<T extends z.ZodType>(
    operationName: string,
    text: string,
    variables: Record<string, unknown>,
    schema: T,
    options?: QueryOptions,
  ): Promise<z.output<T>>
  /** Today's daily challenge with the problem's full metadata. */
  activeDailyChallenge(): Promise<ActiveDailyChallenge>
  /** The daily and weekly challenges LeetCode lists for a month (up to today for the current month). */
  monthChallenges(year: number, month: number): Promise<DailyRecord[]>
  /** A problem's metadata, or null when LeetCode has no problem with this slug. */
  question(titleSlug: string): Promise<ProblemFacts | null>
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createLeetCodeClient(options: LeetCodeClientOptions = {}): LeetCodeClient {
  const url = options.url ?? leetCodeGraphqlUrl()
  const settings = {
    url,
    timeoutMs: options.timeoutMs ?? 10_000,
    retries: options.retries ?? 3,
    backoffMs: options.backoffMs ?? 1_000,
    maxBackoffMs: options.maxBackoffMs ?? 30_000,
    maxResponseBytes: options.maxResponseBytes ?? 2_000_000,
    sleep: options.sleep ?? sleepFor,
  }

  async function query<T extends z.ZodType>(
    operationName: string,
    text: string,
    variables: Record<string, unknown>,
    schema: T,
    { refererPath = '/' }: QueryOptions = {},
  ): Promise<z.output<T>> {
    const data = await post(settings, { operationName, query: text, variables }, refererPath)
    const parsed = schema.safeParse(data)
    if (!parsed.success) {
      throw new LeetCodeError(
        'invalid',
        `LeetCode's ${operationName} answer has the wrong shape: ${describeIssues(parsed.error)}`,
      )
    }
    return parsed.data
  }

  return {
    url,
    query,

    async activeDailyChallenge() {
      const data = await query('activeDailyChallenge', ACTIVE_DAILY_QUERY, {}, activeDailyData)
      return data.activeDailyCodingChallengeQuestion
    },

    async monthChallenges(year, month) {
      if (!Number.isInteger(year) || year < 1970 || !Number.isInteger(month) || month < 1 || month > 12) {
        throw new RangeError(`Not a month: ${year}-${month}`)
      }
      const data = await query('dailyChallengeMonth', MONTH_QUERY, { year, month }, monthData)
      const { challenges, weeklyChallenges } = data.dailyCodingChallengeV2
      const record = (type: DailyRecord['type']) => (challenge: z.output<typeof challengeSchema>) => ({
        type,
        date: challenge.date,
        problem: problemRef(challenge.question),
      })
      return [...challenges.map(record('DAILY')), ...(weeklyChallenges ?? []).map(record('WEEKLY'))]
    },

    async question(titleSlug) {
      if (!isTitleSlug(titleSlug)) throw new RangeError(`Not a title slug: ${JSON.stringify(titleSlug)}`)
      const data = await query('questionData', QUESTION_QUERY, { titleSlug }, questionData)
      return data.question
    },
  }
}

/** What a challenge record says about its problem, as the writer takes it. */
export function problemRef(facts: ProblemFacts): ProblemRef {
  return {
    titleSlug: facts.titleSlug,
    frontendId: facts.frontendId,
    title: facts.title,
    difficulty: facts.difficulty,
    acRate: facts.acRate,
    isPaidOnly: facts.isPaidOnly,
    topics: facts.topics ?? [],
  }
}

// ---------------------------------------------------------------------------------------------------------
// Transport: one POST with a timeout, retried with exponential backoff

type Settings = Required<Omit<LeetCodeClientOptions, 'url'>> & { url: string }

/** Statuses that say "try again later" rather than "this request is wrong". */
function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408
}

async function post(
  settings: Settings,
  body: Record<string, unknown>,
  refererPath: string,
): Promise<Record<string, unknown>> {
  const origin = new URL(settings.url).origin
  const attempts = settings.retries + 1
  for (let attempt = 1; ; attempt++) {
    let problem: string
    let status: number | undefined
    let retryAfterMs: number | null = null
    try {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          // LeetCode sometimes refuses requests without a Referer of its own; its public clients all send one.
          Referer: `${origin}${refererPath}`,
          'User-Agent': 'PrepSharp (+https://prepsharp.dev)',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs),
        // A redirect would send the query somewhere that is not the configured endpoint.
        redirect: 'manual',
      })
      if (response.ok) return readEnvelope(response, settings.maxResponseBytes)
      await response.body?.cancel().catch(() => undefined)
      status = response.status
      problem = `HTTP ${response.status}`
      if (!isRetryableStatus(response.status)) {
        throw new LeetCodeError(
          'http',
          `LeetCode answered HTTP ${response.status} at ${settings.url}`,
          status,
        )
      }
      retryAfterMs = retryAfter(response.headers.get('Retry-After'))
    } catch (error) {
      if (error instanceof LeetCodeError) throw error
      problem = transportProblem(error, settings.timeoutMs)
    }
    if (attempt >= attempts) {
      const tries = attempts === 1 ? '1 attempt' : `${attempts} attempts`
      if (status !== undefined) {
        throw new LeetCodeError(
          'http',
          `LeetCode answered HTTP ${status} at ${settings.url} (${tries})`,
          status,
        )
      }
      throw new LeetCodeError(
        'unreachable',
        `LeetCode is unreachable at ${settings.url}: ${problem} (${tries})`,
      )
    }
    const backoff = settings.backoffMs * 2 ** (attempt - 1)
    await settings.sleep(Math.min(settings.maxBackoffMs, Math.max(backoff, retryAfterMs ?? 0)))
  }
}

/** The `data` object of a GraphQL answer; anything else (HTML, bad JSON, `errors`) is an error. */
async function readEnvelope(response: Response, maxBytes: number): Promise<Record<string, unknown>> {
  const text = await readText(response, maxBytes)
  const contentType = response.headers.get('Content-Type') ?? ''
  if (/html/i.test(contentType) || /^\s*</.test(text)) {
    throw new LeetCodeError(
      'invalid',
      'LeetCode answered with an HTML page instead of JSON (a block or maintenance page?)',
    )
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new LeetCodeError('invalid', 'LeetCode answered with text that is not JSON')
  }
  const envelope = envelopeSchema.safeParse(json)
  if (!envelope.success) {
    throw new LeetCodeError(
      'invalid',
      `LeetCode's answer is not a GraphQL response: ${describeIssues(envelope.error)}`,
    )
  }
  const { data, errors } = envelope.data
  if (errors && errors.length > 0) {
    const messages = errors.map((error) => error.message).join('; ')
    throw new LeetCodeError(
      'graphql',
      `LeetCode answered with errors: ${messages.slice(0, 300)}`,
      undefined,
      errors.map((error) => error.message),
    )
  }
  if (!data) throw new LeetCodeError('invalid', 'LeetCode answered without data')
  return data
}

/** The body as text, refusing (without reading on) one larger than `maxBytes`. */
async function readText(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () => new LeetCodeError('invalid', `LeetCode's answer is larger than ${maxBytes} bytes`)
  const declared = Number(response.headers.get('Content-Length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw tooLarge()
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Retry-After in milliseconds, given as seconds or as an HTTP date; null when absent or unreadable. */
function retryAfter(header: string | null): number | null {
  if (!header) return null
  const text = header.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const at = Date.parse(text)
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now())
}

/** Why a request got no answer, in words for the log: the system error when there is one. */
function transportProblem(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') {
      return `no answer within ${timeoutMs / 1000} s`
    }
    const cause = error.cause
    if (cause instanceof Error && cause.message) return cause.message
    return error.message
  }
  return String(error)
}

// ---------------------------------------------------------------------------------------------------------
// Today's daily slug for /potd, when the database does not have it

export interface DailySlugLookupOptions {
  /** After a failure, how long to answer "unknown" at once instead of asking LeetCode again. */
  quietAfterFailureMs?: number
  now?: () => number
  log?: (message: string) => void
}

/**
 * Asks LeetCode for today's daily slug on behalf of a page, so it must be cheap and bounded: concurrent
 * requests share one call, a day's answer is remembered for that day, and after a failure the lookup
 * stays quiet for a while rather than making every visitor wait for the same timeout.
 */
export function createDailySlugLookup(
  client: Pick<LeetCodeClient, 'activeDailyChallenge'>,
  options: DailySlugLookupOptions = {},
): (day: string) => Promise<string | null> {
  const quietMs = options.quietAfterFailureMs ?? 5 * 60_000
  const now = options.now ?? Date.now
  const log = options.log ?? ((message: string) => console.warn(message))
  let known: { day: string; slug: string } | null = null
  let quietUntil = 0
  let pending: Promise<string | null> | null = null

  return function dailySlug(day) {
    if (known?.day === day) return Promise.resolve(known.slug)
    if (pending) return pending
    if (now() < quietUntil) return Promise.resolve(null)
    pending = client
      .activeDailyChallenge()
      .then(
        (daily) => {
          // Just after midnight LeetCode may still list yesterday's problem: use it, but ask again next time.
          if (daily.date === day) known = { day, slug: daily.question.titleSlug }
          return daily.question.titleSlug
        },
        (error: unknown) => {
          quietUntil = now() + quietMs
          const reason = error instanceof Error ? error.message : String(error)
          log(`[potd] Could not look up today's problem: ${reason}. Serving the fallback page.`)
          return null
        },
      )
      .finally(() => {
        pending = null
      })
    return pending
  }
}

let liveLookup: ((day: string) => Promise<string | null>) | undefined

/** Today's daily slug straight from LeetCode: one quick attempt, for a page that must not hang. */
export function liveDailySlug(day: string): Promise<string | null> {
  liveLookup ??= createDailySlugLookup(createLeetCodeClient({ timeoutMs: 2_500, retries: 0 }))
  return liveLookup(day)
}
