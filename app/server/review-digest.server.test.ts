import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { reviewReminders } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import { insertDueCards, insertUser } from '../../tests/setup/review-cards'
import { mailHeaders, mailPart, startSmtpSink, type SmtpSink } from '../../tests/setup/smtp-sink'
import type { Db } from './db.server'
import { createMailer, mailConfig, type Mail, type Mailer } from './mail.server'
import type { DueReview } from './revision.server'
import { digestUnsubscribeSignature, isValidDigestUnsubscribeSignature } from './review-digest-links.server'
import {
  claimDigestDay,
  composeDigest,
  digestRecipients,
  sendDueDigests,
  startDigestSchedule,
} from './review-digest.server'
import { setDailyDigest } from './review-reminders.server'

// docs/product.md#reminders: who gets the daily email when, what it says, and that a day is sent once.

const ORIGIN = 'https://prepsharp.dev'
/** 08:00 in UTC on 4 May 2026: past the hour in UTC, 04:00 in New York, 17:00 in Tokyo. */
const MORNING = new Date('2026-05-04T08:00:00Z')

/** A mailer that keeps what it is given, or fails the way a mail server that refuses would. */
function memoryMailer(fail = false): Mailer & { sent: Mail[] } {
  const sent: Mail[] = []
  return {
    config: { transport: 'outbox', from: 'PrepSharp <no-reply@prepsharp.dev>', outboxDir: '/nowhere' },
    sent,
    send(mail) {
      if (fail) return Promise.reject(new Error('421 Service not available'))
      sent.push(mail)
      return Promise.resolve(`id-${sent.length}`)
    },
  }
}

const quiet = () => {}

function optIn(db: Db, userId: string, timeZone: string, digestSentDay: string | null = null) {
  insertUser(db, userId, timeZone)
  setDailyDigest(userId, true, db)
  db.update(reviewReminders).set({ digestSentDay }).where(eq(reviewReminders.userId, userId)).run()
}

const sentDay = (db: Db, userId: string) =>
  db.select().from(reviewReminders).where(eq(reviewReminders.userId, userId)).get()?.digestSentDay

describe('who gets the daily email', () => {
  it('users with it on whose clock has passed 07:00 and who have not had today’s', () => {
    const db = createTestDb()
    optIn(db, 'utc-morning', 'UTC')
    optIn(db, 'tokyo-sent-today', 'Asia/Tokyo', '2026-05-04')
    optIn(db, 'tokyo-sent-yesterday', 'Asia/Tokyo', '2026-05-03')
    optIn(db, 'new-york-night', 'America/New_York')
    insertUser(db, 'never-asked')
    insertUser(db, 'turned-off')
    setDailyDigest('turned-off', true, db)
    setDailyDigest('turned-off', false, db)

    const recipients = digestRecipients(db, MORNING)
    expect(recipients.map((r) => [r.userId, r.day]).sort()).toEqual([
      ['tokyo-sent-yesterday', '2026-05-04'],
      ['utc-morning', '2026-05-04'],
    ])
  })
})

describe('sendDueDigests', () => {
  it('sends to a user with reviews due, once a day however often it runs', async () => {
    const db = createTestDb()
    optIn(db, 'ada', 'UTC')
    insertDueCards(db, 'ada', [{ title: 'Two Sum', due: '2026-05-04T00:00:00Z' }])
    const mailer = memoryMailer()

    const first = await sendDueDigests({ mailer, origin: ORIGIN, log: quiet }, db, MORNING)
    const again = await sendDueDigests(
      { mailer, origin: ORIGIN, log: quiet },
      db,
      new Date('2026-05-04T20:00:00Z'),
    )
    expect(first).toEqual({ considered: 1, sent: 1, nothingDue: 0, failed: 0 })
    expect(again).toEqual({ considered: 0, sent: 0, nothingDue: 0, failed: 0 })
    expect(mailer.sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ['ada@example.com', '1 review due today — PrepSharp'],
    ])
    expect(sentDay(db, 'ada')).toBe('2026-05-04')

    // The next morning it is due again (the review was not done).
    await sendDueDigests({ mailer, origin: ORIGIN, log: quiet }, db, new Date('2026-05-05T07:00:00Z'))
    expect(mailer.sent).toHaveLength(2)
  })

  it('sends nothing when nothing is due, and keeps the day open for later that day', async () => {
    const db = createTestDb()
    optIn(db, 'ada', 'UTC')
    insertDueCards(db, 'ada', [{ title: 'Tomorrow', due: '2026-05-05T00:00:00Z' }])
    const mailer = memoryMailer()
    const report = await sendDueDigests({ mailer, origin: ORIGIN, log: quiet }, db, MORNING)
    expect(report).toEqual({ considered: 1, sent: 0, nothingDue: 1, failed: 0 })
    expect(mailer.sent).toEqual([])
    expect(sentDay(db, 'ada')).toBeNull()
  })

  it('sends nothing before 07:00 in the user’s zone, nor to a user who turned it off', async () => {
    const db = createTestDb()
    optIn(db, 'new-york', 'America/New_York')
    insertDueCards(db, 'new-york', [{ title: 'Due', due: '2026-05-01T00:00:00Z' }])
    insertUser(db, 'off')
    insertDueCards(db, 'off', [{ title: 'Due', due: '2026-05-01T00:00:00Z' }])
    const mailer = memoryMailer()
    await sendDueDigests({ mailer, origin: ORIGIN, log: quiet }, db, MORNING)
    expect(mailer.sent).toEqual([])
    // 07:00 in New York.
    await sendDueDigests({ mailer, origin: ORIGIN, log: quiet }, db, new Date('2026-05-04T11:00:00Z'))
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['new-york@example.com'])
  })

  it('gives the day back when the mail server refuses, so a run an hour later sends it', async () => {
    const db = createTestDb()
    optIn(db, 'ada', 'UTC', '2026-05-03')
    insertDueCards(db, 'ada', [{ title: 'Two Sum', due: '2026-05-04T00:00:00Z' }])
    const lines: string[] = []
    const refused = await sendDueDigests(
      { mailer: memoryMailer(true), origin: ORIGIN, log: (line) => lines.push(line) },
      db,
      MORNING,
    )
    expect(refused).toMatchObject({ sent: 0, failed: 1 })
    expect(sentDay(db, 'ada')).toBe('2026-05-03')
    expect(lines).toEqual([
      '[review-digest] The email to a***@example.com was not sent: 421 Service not available. Attempt 1 of 3; the next is at the first run after 09:00 UTC.',
    ])

    const mailer = memoryMailer()
    const early = await sendDueDigests(
      { mailer, origin: ORIGIN, log: quiet },
      db,
      new Date('2026-05-04T08:15:00Z'),
    )
    expect(early).toEqual({ considered: 0, sent: 0, nothingDue: 0, failed: 0 })
    await sendDueDigests({ mailer, origin: ORIGIN, log: quiet }, db, new Date('2026-05-04T09:00:00Z'))
    expect(mailer.sent).toHaveLength(1)
  })

  it('tries a failing address three times a day, spaced, then gives the day up', async () => {
    const db = createTestDb()
    optIn(db, 'ada', 'UTC', '2026-05-03')
    insertDueCards(db, 'ada', [{ title: 'Two Sum', due: '2026-05-04T00:00:00Z' }])
    const lines: string[] = []
    const tried: string[] = []
    // Every 15 minutes from 08:00 to the end of the day, as the schedule runs.
    for (let at = MORNING.getTime(); at < Date.parse('2026-05-05T00:00:00Z'); at += 15 * 60_000) {
      const report = await sendDueDigests(
        { mailer: memoryMailer(true), origin: ORIGIN, log: (line) => lines.push(line) },
        db,
        new Date(at),
      )
      if (report.failed > 0) tried.push(new Date(at).toISOString().slice(11, 16))
    }
    expect(tried).toEqual(['08:00', '09:00', '12:00'])
    expect(lines.at(-1)).toBe(
      '[review-digest] The email to a***@example.com was not sent: 421 Service not available. That was attempt 3 of 3, so 2026-05-04 is given up.',
    )
    // The day stays claimed: given up, not to be sent later.
    expect(sentDay(db, 'ada')).toBe('2026-05-04')

    const mailer = memoryMailer()
    await sendDueDigests({ mailer, origin: ORIGIN, log: quiet }, db, new Date('2026-05-05T08:00:00Z'))
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['ada@example.com'])
  })

  it('sends nothing, and claims no day, when mail cannot be sent at all', async () => {
    const db = createTestDb()
    optIn(db, 'ada', 'UTC')
    insertDueCards(db, 'ada', [{ title: 'Two Sum', due: '2026-05-04T00:00:00Z' }])
    const disabled = createMailer({ transport: 'disabled', from: 'x', reason: 'SMTP_URL is not set' })
    const lines: string[] = []
    const report = await sendDueDigests(
      { mailer: disabled, origin: ORIGIN, log: (l) => lines.push(l) },
      db,
      MORNING,
    )
    expect(report.sent).toBe(0)
    expect(sentDay(db, 'ada')).toBeNull()
    expect(lines.join('\n')).toContain('SMTP_URL is not set')
  })
})

describe('claimDigestDay', () => {
  it('lets exactly one of two runs take a day, also on two connections to one file', async () => {
    const { openTwoConnections } = await import('../../tests/setup/concurrent-writer')
    const { db, other, close } = openTwoConnections()
    try {
      optIn(db, 'ada', 'UTC')
      const [recipient] = digestRecipients(db, MORNING)
      const [seenByOther] = digestRecipients(other, MORNING)
      expect(claimDigestDay(recipient!, db, MORNING)).toBe(true)
      expect(claimDigestDay(seenByOther!, other, MORNING)).toBe(false)
    } finally {
      close()
    }
  })

  it('refuses a day for a user who turned the email off after the list was read', () => {
    const db = createTestDb()
    optIn(db, 'ada', 'UTC')
    const [recipient] = digestRecipients(db, MORNING)
    setDailyDigest('ada', false, db)
    expect(claimDigestDay(recipient!, db, MORNING)).toBe(false)
  })
})

function review(overrides: Partial<DueReview>): DueReview {
  return {
    problemId: 1,
    titleSlug: 'two-sum',
    title: 'Two Sum',
    frontendId: 1,
    difficulty: 1,
    due: new Date('2026-05-04T00:00:00Z'),
    dueDay: '2026-05-04',
    overdue: false,
    lastRating: 3,
    lastReviewedAt: null,
    ...overrides,
  }
}

describe('composeDigest', () => {
  const unsubscribeUrl = `${ORIGIN}/reminders/unsubscribe?user=ada&sig=abc`

  it('lists the problems with links, overdue ones saying since when, and the one-click unsubscribe headers', () => {
    const mail = composeDigest({
      to: 'ada@example.com',
      name: 'Ada',
      reviews: [
        review({ overdue: true, dueDay: '2026-05-01' }),
        review({ titleSlug: 'lru-cache', title: 'LRU Cache', frontendId: 146, difficulty: 2 }),
      ],
      origin: ORIGIN,
      unsubscribeUrl,
    })
    expect(mail.subject).toBe('2 reviews due today — PrepSharp')
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect(mail.text).toContain('Hi Ada,\n\nYou have 2 reviews due today, 1 of them overdue.')
    expect(mail.text).toContain(
      '- 1. Two Sum (Easy), overdue since 1 May 2026\n  https://prepsharp.dev/problems/two-sum\n' +
        '- 146. LRU Cache (Medium)\n  https://prepsharp.dev/problems/lru-cache',
    )
    expect(mail.text).toContain('Rate them on your Today page: https://prepsharp.dev/today')
    expect(mail.text).toContain(`To stop it, open this link: ${unsubscribeUrl}`)
    expect(mail.html).toContain('<a href="https://prepsharp.dev/problems/lru-cache"')
    expect(mail.html).toContain('overdue since 1 May 2026')
    expect(mail.html).toContain('href="https://prepsharp.dev/today"')
    expect(mail.html).toContain(`href="${unsubscribeUrl.replace('&', '&amp;')}"`)
  })

  it('escapes what comes from the database in the HTML part', () => {
    const mail = composeDigest({
      to: 'ada@example.com',
      name: '<b>Ada</b>',
      reviews: [review({ title: '<img src=x onerror=alert(1)> & "Sum"', titleSlug: 'a"b' })],
      origin: ORIGIN,
      unsubscribeUrl,
    })
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('<b>Ada')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Sum&quot;')
    expect(mail.html).toContain('href="https://prepsharp.dev/problems/a%22b"')
    // The text part is plain text: nothing to escape there.
    expect(mail.text).toContain('<img src=x onerror=alert(1)> & "Sum"')
  })

  it('lists 20 problems and counts the rest', () => {
    const reviews = Array.from({ length: 23 }, (_, i) =>
      review({ titleSlug: `p-${i}`, title: `Problem ${i}`, frontendId: i + 1 }),
    )
    const mail = composeDigest({ to: 'a@example.com', name: '', reviews, origin: ORIGIN, unsubscribeUrl })
    expect(mail.subject).toBe('23 reviews due today — PrepSharp')
    expect(mail.text.startsWith('Hi,\n')).toBe(true)
    expect(mail.text).toContain('Problem 19 (Easy)')
    expect(mail.text).not.toContain('Problem 20 (Easy)')
    expect(mail.text).toContain('And 3 more on your Today page.')
    expect(mail.html).toContain('And 3 more on your Today page.')
  })
})

describe('the unsubscribe link', () => {
  const secret = 'a-test-secret-of-enough-length'
  it('is signed for its user only', () => {
    const sig = digestUnsubscribeSignature('ada', secret)
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(isValidDigestUnsubscribeSignature('ada', sig, secret)).toBe(true)
    expect(isValidDigestUnsubscribeSignature('bob', sig, secret)).toBe(false)
    expect(isValidDigestUnsubscribeSignature('ada', sig, 'another-secret-of-enough-length')).toBe(false)
    expect(isValidDigestUnsubscribeSignature('ada', sig.slice(1), secret)).toBe(false)
  })
})

describe('over SMTP, as a deployment sends it', () => {
  let sink: SmtpSink
  beforeEach(async () => {
    sink = await startSmtpSink()
  })
  afterEach(() => sink.close())

  it('delivers the email to a real SMTP server with its headers and the due problem', async () => {
    const db = createTestDb()
    optIn(db, 'ada', 'UTC')
    insertDueCards(db, 'ada', [{ title: 'Median of Two Sorted Arrays', due: '2026-05-02T00:00:00Z' }])
    const mailer = createMailer(
      mailConfig({ SMTP_URL: sink.url, MAIL_FROM: 'PrepSharp <no-reply@prepsharp.dev>' }),
    )
    expect(mailer.config.transport).toBe('smtp')

    const report = await sendDueDigests({ mailer, origin: ORIGIN, log: quiet }, db, MORNING)
    expect(report).toMatchObject({ sent: 1, failed: 0 })
    expect(sink.received).toHaveLength(1)
    const [message] = sink.received
    expect(message!.from).toBe('no-reply@prepsharp.dev')
    expect(message!.to).toEqual(['ada@example.com'])

    const headers = mailHeaders(message!.raw)
    expect(headers.get('to')).toBe('ada@example.com')
    expect(headers.get('subject')).toBe('1 review due today — PrepSharp')
    const unsubscribe = /^<(.+)>$/.exec(headers.get('list-unsubscribe') ?? '')?.[1]
    expect(unsubscribe).toBeDefined()
    const link = new URL(unsubscribe!)
    expect(link.origin + link.pathname).toBe(`${ORIGIN}/reminders/unsubscribe`)
    expect(link.searchParams.get('user')).toBe('ada')
    expect(isValidDigestUnsubscribeSignature('ada', link.searchParams.get('sig')!)).toBe(true)
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')

    const text = mailPart(message!.raw, 'text/plain')
    expect(text).toContain('Median of Two Sorted Arrays (Medium), overdue since 2 May 2026')
    expect(text).toContain(`${ORIGIN}/problems/ada-0`)
    expect(mailPart(message!.raw, 'text/html')).toContain('Median of Two Sorted Arrays')
  })

  it('gives the day up at once when the mail server refuses the address for good (5xx)', async () => {
    await sink.close()
    sink = await startSmtpSink({ refuseRecipients: 550 })
    const db = createTestDb()
    optIn(db, 'ada', 'UTC', '2026-05-03')
    insertDueCards(db, 'ada', [{ title: 'Two Sum', due: '2026-05-04T00:00:00Z' }])
    const mailer = createMailer(mailConfig({ SMTP_URL: sink.url }))
    const lines: string[] = []
    const report = await sendDueDigests(
      { mailer, origin: ORIGIN, log: (line) => lines.push(line) },
      db,
      MORNING,
    )
    expect(report).toMatchObject({ sent: 0, failed: 1 })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^\[review-digest\] The email to a\*\*\*@example\.com was not sent: .*550/)
    expect(lines[0]).toMatch(/The mail server refuses it for good, so 2026-05-04 is given up\.$/)
    expect(sentDay(db, 'ada')).toBe('2026-05-04')
    const later = await sendDueDigests(
      { mailer, origin: ORIGIN, log: quiet },
      db,
      new Date('2026-05-04T12:00:00Z'),
    )
    expect(later.considered).toBe(0)
    expect(sink.received).toEqual([])
  })

  it('gives the day back when the mail server asks to try later (4xx)', async () => {
    await sink.close()
    sink = await startSmtpSink({ refuseRecipients: 450 })
    const db = createTestDb()
    optIn(db, 'ada', 'UTC', '2026-05-03')
    insertDueCards(db, 'ada', [{ title: 'Two Sum', due: '2026-05-04T00:00:00Z' }])
    const mailer = createMailer(mailConfig({ SMTP_URL: sink.url }))
    const report = await sendDueDigests({ mailer, origin: ORIGIN, log: quiet }, db, MORNING)
    expect(report).toMatchObject({ sent: 0, failed: 1 })
    expect(sentDay(db, 'ada')).toBe('2026-05-03')
  })

  it('tells a mail server that is gone apart from a sent email, and gives the day back', async () => {
    const db = createTestDb()
    optIn(db, 'ada', 'UTC')
    insertDueCards(db, 'ada', [{ title: 'Two Sum', due: '2026-05-04T00:00:00Z' }])
    const url = sink.url
    await sink.close()
    const mailer = createMailer(mailConfig({ SMTP_URL: url }))
    const report = await sendDueDigests({ mailer, origin: ORIGIN, log: quiet }, db, MORNING)
    expect(report).toMatchObject({ sent: 0, failed: 1 })
    expect(sentDay(db, 'ada')).toBeNull()
    sink = await startSmtpSink()
  })
})

describe('startDigestSchedule', () => {
  it('runs soon after start and then at every interval, never two runs at once, until stopped', async () => {
    const starts: number[] = []
    let running = 0
    let overlapped = false
    const db = createTestDb()
    const handle = startDigestSchedule({
      intervalMs: 20,
      firstRunDelayMs: 5,
      db: () => db,
      run: async () => {
        if (running++ > 0) overlapped = true
        starts.push(Date.now())
        await new Promise((resolve) => setTimeout(resolve, 30))
        running--
        return { considered: 0, sent: 0, nothingDue: 0, failed: 0 }
      },
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    handle.stop()
    const runs = starts.length
    expect(runs).toBeGreaterThanOrEqual(2)
    expect(overlapped).toBe(false)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(starts.length).toBeLessThanOrEqual(runs + 1)
  })
})
