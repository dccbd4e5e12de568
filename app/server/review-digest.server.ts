import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { reviewReminders, users } from '#db/schema'
import { formatDay } from '~/domain/calendar-day'
import { difficultyByCode } from '~/domain/difficulty'
import {
  DIGEST_INTERVAL_MINUTES,
  DIGEST_LISTED_REVIEWS,
  digestSubject,
  isDigestDue,
  reviewCount,
} from '~/domain/review-reminders'
import { PRODUCT_NAME } from '~/domain/site'
import { dayInTimeZone } from '~/domain/time-zones'
import { getDb, type Db } from './db.server'
import {
  emailLinkOrigin,
  escapeHtml,
  getMailer,
  mailHtml,
  maskAddress,
  type Mail,
  type Mailer,
} from './mail.server'
import { dueReviews, type DueReview } from './revision.server'
import {
  DIGEST_MAX_ATTEMPTS,
  digestRetriesFor,
  isPermanentRefusal,
  type DigestRetries,
} from './review-digest-retries.server'
import { digestUnsubscribeUrl } from './review-digest-links.server'

// The daily review email (docs/product.md#reminders): who is due one, what it says, and the run that sends
// them. A day's email is claimed in the database before it is sent, so two server processes, a restart or
// the command line running at the same moment never send one day twice
// (docs/decisions/0020-review-reminders.md).

const PREFIX = '[review-digest]'

export interface DigestRecipient {
  userId: string
  email: string
  name: string
  timeZone: string
  /** The user's day the email is for. */
  day: string
  /** Their last email's day before this one, to put back if this one cannot be sent. */
  lastSentDay: string | null
}

/** Users with the email on whose clock has passed the hour, who have not had today's yet. */
export function digestRecipients(db: Db = getDb(), now = new Date()): DigestRecipient[] {
  return db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      timeZone: users.timeZone,
      lastSentDay: reviewReminders.digestSentDay,
    })
    .from(reviewReminders)
    .innerJoin(users, eq(users.id, reviewReminders.userId))
    .where(eq(reviewReminders.dailyDigest, true))
    .all()
    .filter((user) => isDigestDue(user.timeZone, user.lastSentDay, now))
    .map((user) => ({ ...user, day: dayInTimeZone(user.timeZone, now) }))
}

/**
 * Takes the user's day for this run: true when this caller may send it, false when another got there
 * first or the user turned the email off meanwhile. One conditional statement, so exactly one caller wins.
 */
export function claimDigestDay(recipient: DigestRecipient, db: Db = getDb(), now = new Date()): boolean {
  const claimed = db
    .update(reviewReminders)
    .set({ digestSentDay: recipient.day, updatedAt: now })
    .where(
      and(
        eq(reviewReminders.userId, recipient.userId),
        eq(reviewReminders.dailyDigest, true),
        or(isNull(reviewReminders.digestSentDay), lt(reviewReminders.digestSentDay, recipient.day)),
      ),
    )
    .run()
  return claimed.changes === 1
}

/** Gives the day back after a failed send, so the next run tries again; a later claim is left alone. */
export function releaseDigestDay(recipient: DigestRecipient, db: Db = getDb()): void {
  db.update(reviewReminders)
    .set({ digestSentDay: recipient.lastSentDay })
    .where(
      and(eq(reviewReminders.userId, recipient.userId), eq(reviewReminders.digestSentDay, recipient.day)),
    )
    .run()
}

function problemUrl(origin: string, titleSlug: string): string {
  return new URL(`/problems/${encodeURIComponent(titleSlug)}`, origin).href
}

/** 'Two Sum (Easy)', with its number when known: '1. Two Sum (Easy)'. */
function problemLabel(review: DueReview): string {
  const number = review.frontendId === null ? '' : `${review.frontendId}. `
  const difficulty = difficultyByCode(review.difficulty)?.label
  return `${number}${review.title}${difficulty ? ` (${difficulty})` : ''}`
}

function overdueNote(review: DueReview): string | null {
  return review.overdue ? `overdue since ${formatDay(review.dueDay)}` : null
}

export interface DigestContent {
  to: string
  name: string
  reviews: readonly DueReview[]
  /** Where links point (emailLinkOrigin). */
  origin: string
  unsubscribeUrl: string
}

/** The email: a text and an HTML part that list the same problems, every value from the database escaped. */
export function composeDigest({ to, name, reviews, origin, unsubscribeUrl }: DigestContent): Mail {
  const listed = reviews.slice(0, DIGEST_LISTED_REVIEWS)
  const more = reviews.length - listed.length
  const overdue = reviews.filter((review) => review.overdue).length
  const todayUrl = new URL('/today', origin).href
  const profileUrl = new URL('/profile#reminders', origin).href
  const greeting = name.trim() ? `Hi ${name.trim()},` : 'Hi,'
  const intro =
    `You have ${reviewCount(reviews.length)} due today` +
    (overdue > 0 ? `, ${overdue} of them overdue.` : '.') +
    ' A few minutes on each keeps them fresh.'
  const moreLine = more > 0 ? `And ${more} more on your Today page.` : null

  const textItems = listed.map((review) => {
    const note = overdueNote(review)
    return `- ${problemLabel(review)}${note ? `, ${note}` : ''}\n  ${problemUrl(origin, review.titleSlug)}`
  })
  const text = [
    greeting,
    intro,
    [...textItems, ...(moreLine ? [moreLine] : [])].join('\n'),
    `Rate them on your Today page: ${todayUrl}`,
    `You get this email because you turned on the daily review email on ${PRODUCT_NAME}.\n` +
      `To stop it, open this link: ${unsubscribeUrl}\n` +
      `Change your reminders on your profile: ${profileUrl}`,
  ].join('\n\n')

  const htmlItems = listed.map((review) => {
    const note = overdueNote(review)
    return (
      `<li style="margin:0 0 8px;line-height:1.5"><a href="${escapeHtml(problemUrl(origin, review.titleSlug))}" style="color:#4338ca;font-weight:600">${escapeHtml(problemLabel(review))}</a>` +
      (note ? ` <span style="color:#b45309">${escapeHtml(note)}</span>` : '') +
      '</li>'
    )
  })
  const listHtml =
    `<ul style="margin:0 0 16px;padding-left:20px">\n${htmlItems.join('\n')}\n</ul>` +
    (moreLine ? `\n<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(moreLine)}</p>` : '')

  return {
    to,
    subject: digestSubject(reviews.length, PRODUCT_NAME),
    text: `${text}\n`,
    // RFC 2369 and RFC 8058: mail clients show their own unsubscribe button, and one POST to the link
    // (body "List-Unsubscribe=One-Click") turns the email off without a page in between.
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    html: mailHtml({
      heading: `${reviewCount(reviews.length)} due today`,
      paragraphs: [greeting, intro],
      listHtml,
      action: { label: 'Open your Today page', href: todayUrl },
      footerHtml:
        `You get this email because you turned on the daily review email on ${PRODUCT_NAME}. ` +
        `<a href="${escapeHtml(unsubscribeUrl)}" style="color:#4338ca">Turn it off</a> with one click, or ` +
        `<a href="${escapeHtml(profileUrl)}" style="color:#4338ca">change your reminders</a>.`,
    }),
  }
}

export interface DigestRunReport {
  /** Users whose hour had come and who had not had today's email. */
  considered: number
  sent: number
  /** Nothing was due, so nothing was sent (and the day stays open). */
  nothingDue: number
  failed: number
}

export interface DigestRunOptions {
  mailer?: Mailer
  /** Where links point; default emailLinkOrigin(). */
  origin?: string
  log?: (line: string) => void
  /** The day's failed attempts; default the connection's own (digestRetriesFor). */
  retries?: DigestRetries
}

/**
 * One run: every user whose email is due now gets it, when they have reviews due. Sends one at a time,
 * which keeps a mail server's rate limits easy to meet. A failed send is logged and its day given back for
 * a later run, an hour and then three hours on; the third failure of a day, or a refusal the mail server
 * means for good, keeps the day claimed, so that day is given up. It never throws for a mail server's sake.
 */
export async function sendDueDigests(
  options: DigestRunOptions = {},
  db: Db = getDb(),
  now = new Date(),
): Promise<DigestRunReport> {
  const log = options.log ?? ((line: string) => console.log(line))
  const report: DigestRunReport = { considered: 0, sent: 0, nothingDue: 0, failed: 0 }
  const mailer = options.mailer ?? getMailer()
  if (mailer.config.transport === 'disabled') {
    log(`${PREFIX} No email can be sent (${mailer.config.reason}); no daily review emails went out.`)
    return report
  }
  let origin: string
  try {
    origin = options.origin ?? emailLinkOrigin()
  } catch (error) {
    log(`${PREFIX} ${(error as Error).message}; no daily review emails went out.`)
    return report
  }

  const retries = options.retries ?? digestRetriesFor(db)
  for (const recipient of digestRecipients(db, now)) {
    if (retries.waiting(recipient.userId, recipient.day, now)) continue
    report.considered++
    const reviews = dueReviews(recipient.userId, recipient.timeZone, db, now)
    if (reviews.length === 0) {
      report.nothingDue++
      continue
    }
    if (!claimDigestDay(recipient, db, now)) continue
    const mail = composeDigest({
      to: recipient.email,
      name: recipient.name,
      reviews,
      origin,
      unsubscribeUrl: digestUnsubscribeUrl(origin, recipient.userId),
    })
    try {
      await mailer.send(mail)
      retries.forget(recipient.userId)
      report.sent++
    } catch (error) {
      report.failed++
      log(`${PREFIX} ${failedSend(recipient, error, retries, db, now)}`)
    }
  }
  return report
}

/** Gives the day back for a later attempt, or keeps it claimed to give it up; says which for the log. */
function failedSend(
  recipient: DigestRecipient,
  error: unknown,
  retries: DigestRetries,
  db: Db,
  now: Date,
): string {
  const notSent = `The email to ${maskAddress(recipient.email)} was not sent: ${(error as Error).message}.`
  if (isPermanentRefusal(error)) {
    retries.forget(recipient.userId)
    return `${notSent} The mail server refuses it for good, so ${recipient.day} is given up.`
  }
  const failure = retries.failed(recipient.userId, recipient.day, now)
  if (failure.outcome === 'give-up') {
    return `${notSent} That was attempt ${failure.attempt} of ${DIGEST_MAX_ATTEMPTS}, so ${recipient.day} is given up.`
  }
  releaseDigestDay(recipient, db)
  const at = failure.retryAt.toISOString().slice(11, 16)
  return `${notSent} Attempt ${failure.attempt} of ${DIGEST_MAX_ATTEMPTS}; the next is at the first run after ${at} UTC.`
}

export function formatDigestReport(report: DigestRunReport): string {
  return (
    `${report.sent} sent, ${report.failed} failed, ${report.nothingDue} with nothing due ` +
    `(${report.considered} users whose hour had come)`
  )
}

// ---------------------------------------------------------------------------------------------------------
// The in-process schedule, in the one server process that runs schedules (PREPSHARP_SCHEDULER)

export interface DigestScheduleHandle {
  stop(): void
}

/**
 * Runs the digest every `intervalMs` (DIGEST_INTERVAL_MINUTES by default), the first soon after start.
 * Each user's email goes out at the first run after their hour, so it arrives up to one interval late.
 * Runs never overlap; the timers do not keep the process alive.
 */
export function startDigestSchedule(
  options: {
    intervalMs?: number
    firstRunDelayMs?: number
    db?: () => Db
    run?: typeof sendDueDigests
  } = {},
): DigestScheduleHandle {
  const intervalMs = options.intervalMs ?? DIGEST_INTERVAL_MINUTES * 60_000
  const run = options.run ?? sendDueDigests
  const database = options.db ?? getDb
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  const schedule = (delay: number) => {
    if (stopped) return
    timer = setTimeout(tick, delay)
    timer.unref()
  }

  async function tick() {
    try {
      const report = await run({}, database())
      if (report.sent > 0 || report.failed > 0) console.log(`${PREFIX} ${formatDigestReport(report)}`)
    } catch (error) {
      // A database failure: the site goes on serving, and the next run tries again.
      console.error(`${PREFIX} The run failed:`, error)
    }
    schedule(intervalMs)
  }

  schedule(options.firstRunDelayMs ?? 10_000)
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}
