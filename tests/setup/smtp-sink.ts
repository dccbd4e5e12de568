import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One message as the SMTP server received it: the envelope and the raw text. */
export interface ReceivedMail {
  from: string | null
  to: string[]
  raw: string
}

export interface SmtpSink {
  /** An SMTP_URL for the sink: smtp://127.0.0.1:{port}. */
  url: string
  received: ReceivedMail[]
  close(): Promise<void>
}

/**
 * A real SMTP server on loopback (smtp-server, from nodemailer's authors) that keeps every message: the
 * mailer talks SMTP to it exactly as it would to a deployment's mail server. Plain text and no sign-in,
 * which only a server on 127.0.0.1 may offer.
 */
export async function startSmtpSink({
  refuseRecipients,
}: {
  /** Answer every recipient with this SMTP code (450 "try later", 550 "no such mailbox") instead. */
  refuseRecipients?: number
} = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseRecipients === undefined) return callback()
      const refusal = Object.assign(new Error(`Mailbox ${address.address} refused`), {
        responseCode: refuseRecipients,
      })
      callback(refusal)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const from = session.envelope.mailFrom
        received.push({
          from: from ? from.address : null,
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** RFC 2047 encoded words ('=?UTF-8?Q?...?=', '=?UTF-8?B?...?=') as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25')
  return decodeURIComponent(bytes)
}

/** The headers of a raw message, unfolded and decoded, by lower-case name. */
export function mailHeaders(raw: string): Map<string, string> {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/))
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
  }
  return headers
}

/** The body of the message's part of this content type, decoded from its transfer encoding. */
export function mailPart(raw: string, contentType: 'text/plain' | 'text/html'): string | null {
  const start = raw.search(new RegExp(`Content-Type: ${contentType.replace('/', '\\/')}`, 'i'))
  if (start < 0) return null
  const part = raw.slice(start)
  const bodyStart = part.search(/\r?\n\r?\n/)
  const partHead = part.slice(0, bodyStart)
  const body = part
    .slice(bodyStart)
    .replace(/^\r?\n\r?\n/, '')
    .split(/\r?\n--/)[0]!
  if (/Content-Transfer-Encoding: quoted-printable/i.test(partHead)) return decodeQuotedPrintable(body)
  if (/Content-Transfer-Encoding: base64/i.test(partHead))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}
