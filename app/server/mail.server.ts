import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { PRODUCT_NAME } from '~/domain/site'
import { readSettings } from './env-schema.server.mjs'
import { getEnv, type Env, type EnvSource } from './env.server'

// Outgoing email. With SMTP_URL set, mail goes through that server. Without it, a local run (development,
// tests) writes every message into an outbox folder instead, as a .eml file a mail client can open plus a
// .json file tests can read; a deployment without SMTP sends nothing and says so in the log.

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>
}

/** What the outbox holds for one message (the `.json` file). */
export interface OutboxEntry extends Mail {
  id: string
  date: string
  from: string
}

export type MailConfig =
  | { transport: 'smtp'; from: string; smtpUrl: string }
  | { transport: 'outbox'; from: string; outboxDir: string }
  | { transport: 'disabled'; from: string; reason: string }

export class MailNotConfiguredError extends Error {
  override readonly name = 'MailNotConfiguredError'
}

export const DEFAULT_OUTBOX_DIR = 'db/data/outbox'
const MAIL_SETTINGS = ['SMTP_URL', 'MAIL_FROM', 'MAIL_OUTBOX_DIR'] as const

/**
 * Where mail goes: by the server's settings, or those of an environment a test hands in (where an
 * SMTP_URL that is not an smtp(s) address is an error, as it is at start-up).
 */
export function mailConfig(source?: EnvSource, isProduction = getEnv().isProduction): MailConfig {
  const { SMTP_URL, MAIL_FROM, MAIL_OUTBOX_DIR } = source ? mailSettings(source) : getEnv()
  if (SMTP_URL) return { transport: 'smtp', from: MAIL_FROM, smtpUrl: SMTP_URL }
  if (MAIL_OUTBOX_DIR)
    return { transport: 'outbox', from: MAIL_FROM, outboxDir: path.resolve(MAIL_OUTBOX_DIR) }
  // A deployed server writing password-reset links into a folder nobody reads would fail silently.
  if (isProduction) {
    return { transport: 'disabled', from: MAIL_FROM, reason: 'SMTP_URL is not set, so no email can be sent' }
  }
  return { transport: 'outbox', from: MAIL_FROM, outboxDir: path.resolve(DEFAULT_OUTBOX_DIR) }
}

function mailSettings(source: EnvSource) {
  const read = readSettings(MAIL_SETTINGS, source)
  if (!read.success) throw new Error(read.message)
  return read.data
}

export interface Mailer {
  readonly config: MailConfig
  /** Sends one message; resolves with its id once the SMTP server accepted it or the outbox holds it. */
  send(mail: Mail): Promise<string>
}

export function createMailer(config: MailConfig): Mailer {
  switch (config.transport) {
    case 'smtp': {
      const transport = nodemailer.createTransport(config.smtpUrl, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      })
      return {
        config,
        async send(mail) {
          const info = await transport.sendMail({ from: config.from, ...mail })
          return info.messageId
        },
      }
    }
    case 'outbox': {
      const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
      return {
        config,
        async send(mail) {
          const info = await composer.sendMail({ from: config.from, ...mail })
          const date = new Date()
          // Sortable by time, unique within the millisecond.
          const id = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`
          const entry: OutboxEntry = { id, date: date.toISOString(), from: config.from, ...mail }
          await fs.mkdir(config.outboxDir, { recursive: true })
          await writeAtomically(path.join(config.outboxDir, `${id}.eml`), info.message as Buffer)
          // The .json is written last, so whoever reads it finds the .eml already there.
          await writeAtomically(path.join(config.outboxDir, `${id}.json`), JSON.stringify(entry, null, 2))
          return id
        },
      }
    }
    case 'disabled':
      return {
        config,
        send() {
          return Promise.reject(new MailNotConfiguredError(config.reason))
        },
      }
  }
}

/** A reader never sees half a file: the content goes to a temporary name, then is renamed into place. */
async function writeAtomically(file: string, content: string | Buffer) {
  const temporary = `${file}.${process.pid}.tmp`
  await fs.writeFile(temporary, content)
  await fs.rename(temporary, file)
}

let mailer: Mailer | undefined

export function getMailer(): Mailer {
  if (!mailer) {
    mailer = createMailer(mailConfig())
    const { config } = mailer
    if (config.transport === 'smtp') console.log(`[mail] Sending through ${new URL(config.smtpUrl).host}`)
    if (config.transport === 'outbox')
      console.log(`[mail] SMTP_URL is not set: emails are written to ${config.outboxDir}`)
    if (config.transport === 'disabled') {
      console.error(
        `[mail] ${config.reason}. Set SMTP_URL (e.g. smtp://user:pass@host:587) and MAIL_FROM to send email.`,
      )
    }
  }
  return mailer
}

/** For logs: enough of an address to tell messages apart, not enough to collect it. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@')
  if (at < 1) return '***'
  return `${address[0]}***${address.slice(at)}`
}

/**
 * Composes and sends a message without making the request wait for the mail server, and so without the
 * response time saying whether a message was sent at all. Failures (including composing, say a missing
 * APP_URL) are logged, never thrown: the page answers the same either way.
 */
export function sendMailInBackground(
  purpose: string,
  compose: () => Mail,
  mailerToUse: Mailer = getMailer(),
): Promise<void> {
  let mail: Mail
  try {
    mail = compose()
  } catch (error) {
    console.error(`[mail] Could not write the ${purpose} email: ${errorMessage(error)}`)
    return Promise.resolve()
  }
  return mailerToUse.send(mail).then(
    () => undefined,
    (error: unknown) => {
      console.error(
        `[mail] The ${purpose} email to ${maskAddress(mail.to)} was not sent: ${errorMessage(error)}`,
      )
    },
  )
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The origin links in emails point to: APP_URL when set, else (outside a deployment) the address this
 * server listens on. Never anything from the request: its Host header is whatever the sender wrote, and a
 * forged one would put the sender's site into a password-reset link mailed to someone else. In a deployment
 * the address the server listens on is not the public one (a proxy stands in front), so there it must be set.
 */
export function emailLinkOrigin(env: Pick<Env, 'APP_URL' | 'isProduction' | 'PORT'> = getEnv()): string {
  if (env.APP_URL) return new URL(env.APP_URL).origin
  if (env.isProduction) {
    throw new MailNotConfiguredError('APP_URL is not set, so links in emails cannot be written')
  }
  return `http://localhost:${env.PORT}`
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe to put into the HTML part of an email. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}

/** The HTML frame every email shares: a heading, paragraphs, an optional button, and a footer line. */
export function mailHtml({
  heading,
  paragraphs,
  listHtml = '',
  action,
  footerHtml,
}: {
  heading: string
  paragraphs: string[]
  /** Already HTML, drawn after the paragraphs: callers escape what they put in, so it can carry links. */
  listHtml?: string
  action?: { label: string; href: string }
  /** Already HTML: callers escape what they put in, so it can carry a link. */
  footerHtml: string
}): string {
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join('\n')
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#4338ca;color:#ffffff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#475569">Or paste this link into your browser:<br><a href="${escapeHtml(action.href)}" style="color:#4338ca;word-break:break-all">${escapeHtml(action.href)}</a></p>`
    : ''
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0f172a">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#4338ca">${PRODUCT_NAME}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
${body}
${listHtml}
${button}
<p style="margin:32px 0 0;font-size:12px;line-height:1.5;color:#64748b">${footerHtml}</p>
</div></body></html>`
}
