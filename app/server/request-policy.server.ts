import { data } from 'react-router'
import { getDb, type Db } from './db.server'
import { readSettings } from './env-schema.server.mjs'
import { getEnv, type EnvSource } from './env.server'
import { consumeRateLimit, type RateLimitRule } from './rate-limit.server'

// Every rate limit of the site, in one table. Each action names the rules it is held to; one attempt
// counts against all of them at once, and is refused when any is used up. A refused attempt counts too, so
// a client that keeps trying stays refused. The attempts live in the database (rate-limit.server.ts), so a
// limit holds across server workers and restarts.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** What a rule counts attempts against: the client's network address, the signed-in user, or an email address. */
export type LimitSubject = 'ip' | 'user' | 'email'

export interface LimitRule {
  per: LimitSubject
  /** Attempts allowed in any window of `windowMs`. Per-address limits follow the settings below. */
  limit: number
  windowMs: number
  /** The setting that replaces this limit when set; otherwise a per-address limit is scaled by RATE_LIMIT_IP_SCALE. */
  setting?: 'RATE_LIMIT_IP_PER_MINUTE'
}

export interface LimitPolicy {
  rules: readonly LimitRule[]
  /** The sentence a refused user reads before "Please wait N seconds and try again." */
  refusal: string
}

/** How many code analyses one user may run a minute, on the /analyze page and through /api/analyze together. */
export const ANALYSES_PER_MINUTE = 30

export const RATE_LIMITS = {
  // The sixth wrong password for one account in a minute is refused, and one machine cannot spray
  // passwords or accounts across many emails.
  login: {
    rules: [
      { per: 'email', limit: 5, windowMs: MINUTE },
      { per: 'ip', limit: 30, windowMs: MINUTE, setting: 'RATE_LIMIT_IP_PER_MINUTE' },
    ],
    refusal: 'Too many attempts.',
  },
  register: {
    rules: [
      { per: 'email', limit: 5, windowMs: MINUTE },
      { per: 'ip', limit: 30, windowMs: MINUTE, setting: 'RATE_LIMIT_IP_PER_MINUTE' },
    ],
    refusal: 'Too many attempts.',
  },
  // Per address so that nobody floods one inbox, per client so that nobody sprays addresses. Counted the
  // same whether or not the address has an account, so the limit says nothing about accounts.
  'password-reset': {
    rules: [
      { per: 'email', limit: 3, windowMs: 15 * MINUTE },
      { per: 'ip', limit: 20, windowMs: 15 * MINUTE },
    ],
    refusal: 'Too many attempts.',
  },
  // A stolen session must not be able to guess the current password at leisure.
  'change-password': {
    rules: [{ per: 'user', limit: 5, windowMs: MINUTE }],
    refusal: 'Too many attempts.',
  },
  // Each sync is a request to LeetCode on the user's behalf; a few a minute covers a retry or two.
  'leetcode-sync': {
    rules: [{ per: 'user', limit: 3, windowMs: MINUTE }],
    refusal: 'You synced a moment ago.',
  },
  // The analyser is the most work a signed-in user can ask of the server; the page's form and the JSON
  // endpoint draw on one budget.
  analyze: {
    rules: [{ per: 'user', limit: ANALYSES_PER_MINUTE, windowMs: MINUTE }],
    refusal: `You have run ${ANALYSES_PER_MINUTE} analyses in the last minute.`,
  },
  // Every sign-up can mail a welcome to the address given, so an open form is a way to mail strangers.
  // A person subscribes one address, perhaps two (a typo fixed, a work address), and an office or a
  // campus behind one address a few more: ten an hour is far above that, and holds a script to ten
  // strangers' inboxes an hour. Counted before the address is looked up, so probing which addresses are
  // subscribed is held to the same pace.
  newsletter: {
    rules: [{ per: 'ip', limit: 10, windowMs: HOUR }],
    refusal: 'Too many sign-ups from your network.',
  },
  // Not refused: past it, the sign-up succeeds as usual and only the welcome email is skipped, so a
  // submitted address gets at most one email a day however often (and by whoever) it is submitted, and the
  // page says nothing about whether the address was known.
  'newsletter-mail': {
    rules: [{ per: 'email', limit: 1, windowMs: DAY }],
    refusal: 'A welcome email went to this address today.',
  },
  // Requests are public (anyone can post, everyone reads the board). A person files an idea or two in a
  // sitting; ten an hour from one address leaves room for a shared network and keeps a script from
  // burying the board.
  'feature-request': {
    rules: [{ per: 'ip', limit: 10, windowMs: HOUR }],
    refusal: 'Too many feature requests from your network.',
  },
  // One vote per request per user is kept by the data; this holds the pace. Thirty a minute is faster
  // than anyone reads the board; two hundred an hour per address bounds what a batch of fresh accounts on
  // one machine can add.
  vote: {
    rules: [
      { per: 'user', limit: 30, windowMs: MINUTE },
      { per: 'ip', limit: 200, windowMs: HOUR },
    ],
    refusal: 'Too many votes in a short time.',
  },
  // Every request lands in another person's list. Twenty new asks a day is more than anyone can pair
  // with; a hundred a day per address bounds a batch of fresh accounts on one machine.
  'buddy-request': {
    rules: [
      { per: 'user', limit: 20, windowMs: DAY },
      { per: 'ip', limit: 100, windowMs: DAY },
    ],
    refusal: 'You have asked many people to pair today.',
  },
  // A note is saved by hand, a few times a sitting; sixty a minute leaves room for quick edits across
  // problems and keeps a script from filling the database with 20 KB notes.
  'problem-note': {
    rules: [{ per: 'user', limit: 60, windowMs: MINUTE }],
    refusal: 'You have saved many notes in the last minute.',
  },
  // A review is one click per problem due; a long session clears a few dozen. Sixty a minute is faster
  // than anyone practises and keeps a script from stuffing a review log that schedules are replayed from.
  review: {
    rules: [{ per: 'user', limit: 60, windowMs: MINUTE }],
    refusal: 'You have rated many reviews in the last minute.',
  },
  // An import reads a file of up to 5 MB and writes it in one transaction. Someone moving their data
  // imports once or twice, with a few more tries for a wrong file; ten an hour holds a script to a trickle.
  'data-import': {
    rules: [{ per: 'user', limit: 10, windowMs: HOUR }],
    refusal: 'You have imported many files in the last hour.',
  },
  // Turning the email on or off and getting a calendar address are a click or two a visit. Twenty a
  // minute leaves room for a change of mind and keeps a script from churning tokens and rows.
  reminders: {
    rules: [{ per: 'user', limit: 20, windowMs: MINUTE }],
    refusal: 'You have changed your reminders many times in the last minute.',
  },
  // A list is made or copied by hand, a few in a sitting. Twenty an hour leaves room for that and holds a
  // script to a trickle of lists, each of which other people may see when it is public.
  'list-create': {
    rules: [{ per: 'user', limit: 20, windowMs: HOUR }],
    refusal: 'You have made many lists in the last hour.',
  },
  // Adding, pasting, moving, removing and renaming are clicks in a study session; a drag is one move.
  // A hundred and twenty a minute is faster than anyone edits by hand.
  'list-edit': {
    rules: [{ per: 'user', limit: 120, windowMs: MINUTE }],
    refusal: 'You have changed your lists many times in the last minute.',
  },
  // Making a plan fills a list from a company's whole sheet, and a delete empties one. Someone trying
  // dates and hours changes a plan a few times in a sitting; thirty changes an hour leaves room for that
  // and holds a script to a trickle of lists made and deleted.
  'interview-plan': {
    rules: [{ per: 'user', limit: 30, windowMs: HOUR }],
    refusal: 'You have changed your plans many times in the last hour.',
  },
  // Hiding a public list is a considered act on one list at a time; sixty an hour is more than a
  // moderator clears by hand, and holds a stolen admin session to a trickle.
  'list-moderation': {
    rules: [{ per: 'user', limit: 60, windowMs: HOUR }],
    refusal: 'You have hidden or shown many lists in the last hour.',
  },
  // A report is one interview remembered; someone back from a loop of interviews files a handful at once.
  // Twenty an hour leaves room for that and keeps one account from stuffing a company's community view.
  'community-report': {
    rules: [{ per: 'user', limit: 20, windowMs: HOUR }],
    refusal: 'You have sent many reports lately.',
  },
} as const satisfies Record<string, LimitPolicy>

export type LimitedAction = keyof typeof RATE_LIMITS
/** The values an action's rules are keyed by, e.g. `{ ip, email }` for login. */
export type LimitSubjects<A extends LimitedAction> = Record<
  (typeof RATE_LIMITS)[A]['rules'][number]['per'],
  string
>

export interface LimitSettings {
  /** RATE_LIMIT_IP_PER_MINUTE: sign-in and registration attempts per client address a minute. */
  ipPerMinute: number | undefined
  /** RATE_LIMIT_IP_SCALE: multiplies every other per-address limit (default 1). */
  ipScale: number
}

const LIMIT_SETTINGS = ['RATE_LIMIT_IP_PER_MINUTE', 'RATE_LIMIT_IP_SCALE'] as const

/**
 * The server's settings (env.server.ts), or those of an environment a test hands in. Every test signs up
 * and posts from one address (127.0.0.1), so the browser tests raise both; per-user and per-email limits
 * are never scaled. The server refuses to start with a value that is not a positive number; in a given
 * environment such a value is ignored.
 */
export function limitSettings(source?: EnvSource): LimitSettings {
  const settings = source ? validLimitSettings(source) : getEnv()
  return { ipPerMinute: settings.RATE_LIMIT_IP_PER_MINUTE, ipScale: settings.RATE_LIMIT_IP_SCALE }
}

function validLimitSettings(source: EnvSource) {
  const valid = LIMIT_SETTINGS.filter((name) => readSettings([name], source).success)
  const read = readSettings(LIMIT_SETTINGS, Object.fromEntries(valid.map((name) => [name, source[name]])))
  if (!read.success) throw new Error(read.message)
  return read.data
}

export function effectiveLimit(rule: LimitRule, settings: LimitSettings = limitSettings()): number {
  if (rule.per !== 'ip') return rule.limit
  if (rule.setting === 'RATE_LIMIT_IP_PER_MINUTE') return settings.ipPerMinute ?? rule.limit
  return Math.max(1, Math.round(rule.limit * settings.ipScale))
}

/**
 * The limiter's rules for one attempt. The keys (`login:email:…`) are the ones the limits have always
 * been stored under, so attempts recorded before an upgrade still count.
 */
export function limitRules<A extends LimitedAction>(
  action: A,
  subjects: LimitSubjects<A>,
  settings: LimitSettings = limitSettings(),
): (RateLimitRule & { per: LimitSubject })[] {
  const policy: LimitPolicy = RATE_LIMITS[action]
  return policy.rules.map((rule) => ({
    per: rule.per,
    key: `${action}:${rule.per}:${(subjects as Record<LimitSubject, string>)[rule.per]}`,
    limit: effectiveLimit(rule, settings),
    windowMs: rule.windowMs,
  }))
}

export type LimitRefusal = { allowed: false; retryAfterSeconds: number; message: string }
export type LimitOutcome = { allowed: true } | LimitRefusal

/** Counts one attempt at `action` and says whether it may go ahead, or what to tell the user. */
export function consumeLimit<A extends LimitedAction>(
  action: A,
  subjects: LimitSubjects<A>,
  db: Db = getDb(),
  now = Date.now(),
): LimitOutcome {
  const outcome = consumeRateLimit(limitRules(action, subjects), db, now)
  if (outcome.allowed) return outcome
  const { retryAfterSeconds } = outcome
  return {
    allowed: false,
    retryAfterSeconds,
    message: `${RATE_LIMITS[action].refusal} ${pleaseWaitMessage(retryAfterSeconds)}`,
  }
}

/** "Please wait 42 seconds and try again.", in minutes or hours when the wait is that long. */
export function pleaseWaitMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  const [amount, unit] =
    seconds < 120
      ? [seconds, 'second']
      : seconds < 2 * 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour']
  return `Please wait ${amount} ${unit}${amount === 1 ? '' : 's'} and try again.`
}

/** The header that tells a client when to try again. */
export function retryAfterHeader(refusal: Pick<LimitRefusal, 'retryAfterSeconds'>): {
  'Retry-After': string
} {
  return { 'Retry-After': String(refusal.retryAfterSeconds) }
}

/** A route's answer to a refused attempt: its usual body (a form keeps what was typed), 429 and Retry-After. */
export function tooManyRequests<T>(body: T, refusal: Pick<LimitRefusal, 'retryAfterSeconds'>) {
  return data(body, { status: 429, headers: retryAfterHeader(refusal) })
}
