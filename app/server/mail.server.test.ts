import fs from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createMailer,
  DEFAULT_OUTBOX_DIR,
  emailLinkOrigin,
  escapeHtml,
  mailConfig,
  maskAddress,
  MailNotConfiguredError,
  sendMailInBackground,
  type Mail,
  type OutboxEntry,
} from './mail.server'

const mail: Mail = {
  to: 'ada@example.com',
  subject: 'Hello <there>',
  text: 'Plain words\n',
  html: '<p>Plain words</p>',
  headers: {
    'List-Unsubscribe': '<https://prepsharp.test/newsletter/unsubscribe?email=ada%40example.com&sig=x>',
  },
}

const temporaryDirs: string[] = []
async function temporaryDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'prepsharp-outbox-'))
  temporaryDirs.push(dir)
  return dir
}

afterEach(async () => {
  vi.restoreAllMocks()
  for (const dir of temporaryDirs.splice(0)) await fs.rm(dir, { recursive: true, force: true })
})

describe('mailConfig', () => {
  it('uses SMTP when SMTP_URL is set, in any environment', () => {
    expect(
      mailConfig(
        { SMTP_URL: 'smtp://me:secret@mail.example.com:587', MAIL_FROM: 'Team <team@example.com>' },
        true,
      ),
    ).toEqual({
      transport: 'smtp',
      from: 'Team <team@example.com>',
      smtpUrl: 'smtp://me:secret@mail.example.com:587',
    })
  })

  it('writes to an outbox otherwise: MAIL_OUTBOX_DIR, even in production, or locally the default folder', () => {
    expect(mailConfig({ MAIL_OUTBOX_DIR: 'tmp/a' }, true)).toMatchObject({
      transport: 'outbox',
      outboxDir: path.resolve('tmp/a'),
    })
    expect(mailConfig({}, false)).toMatchObject({
      transport: 'outbox',
      outboxDir: path.resolve(DEFAULT_OUTBOX_DIR),
    })
    expect(mailConfig({}, false).from).toBe('PrepSharp <no-reply@prepsharp.dev>')
  })

  it('sends nothing in production without SMTP, and says why', () => {
    expect(mailConfig({ SMTP_URL: '' }, true)).toEqual({
      transport: 'disabled',
      from: 'PrepSharp <no-reply@prepsharp.dev>',
      reason: 'SMTP_URL is not set, so no email can be sent',
    })
  })

  it('refuses an SMTP_URL that is not an smtp address', () => {
    expect(() => mailConfig({ SMTP_URL: 'https://mail.example.com' }, false)).toThrow(
      /SMTP_URL must look like smtp:\/\//,
    )
  })
})

describe('the outbox transport', () => {
  it('writes each message as a .eml file and a .json file with the same name', async () => {
    const outboxDir = await temporaryDir()
    const mailer = createMailer({
      transport: 'outbox',
      from: 'PrepSharp <no-reply@prepsharp.dev>',
      outboxDir,
    })
    const first = await mailer.send(mail)
    const second = await mailer.send({ ...mail, to: 'bob@example.com' })
    expect(first).not.toBe(second)
    const files = (await fs.readdir(outboxDir)).sort()
    expect(files).toEqual([`${first}.eml`, `${first}.json`, `${second}.eml`, `${second}.json`].sort())

    const entry = JSON.parse(await fs.readFile(path.join(outboxDir, `${first}.json`), 'utf8')) as OutboxEntry
    expect(entry).toMatchObject({ id: first, from: 'PrepSharp <no-reply@prepsharp.dev>', ...mail })
    expect(Number.isNaN(Date.parse(entry.date))).toBe(false)

    const eml = await fs.readFile(path.join(outboxDir, `${first}.eml`), 'utf8')
    expect(eml).toContain('To: ada@example.com')
    expect(eml).toContain('Subject: Hello <there>')
    // Long headers are folded onto a second line.
    expect(eml).toMatch(/List-Unsubscribe:\s+<https:\/\/prepsharp\.test\/newsletter\/unsubscribe/)
    expect(eml).toMatch(/Content-Type: multipart\/alternative/)
  })
})

describe('the SMTP transport', () => {
  it('hands the message to the server named by SMTP_URL, signing in with its credentials', async () => {
    const server = await startFakeSmtp()
    try {
      const mailer = createMailer(
        mailConfig(
          { SMTP_URL: `smtp://sender:s3cret@127.0.0.1:${server.port}`, MAIL_FROM: 'team@prepsharp.dev' },
          true,
        ),
      )
      await mailer.send(mail)
      expect(server.received).toHaveLength(1)
      const [message] = server.received
      expect(message!.auth).toBe('\0sender\0s3cret')
      expect(message!.from).toBe('team@prepsharp.dev')
      expect(message!.to).toEqual(['ada@example.com'])
      expect(message!.data).toContain('Subject: Hello <there>')
      expect(message!.data).toContain('Plain words')
    } finally {
      await server.close()
    }
  })
})

describe('a disabled mailer', () => {
  it('refuses to send', async () => {
    const mailer = createMailer({
      transport: 'disabled',
      from: 'x@example.com',
      reason: 'SMTP_URL is not set',
    })
    await expect(mailer.send(mail)).rejects.toBeInstanceOf(MailNotConfiguredError)
  })
})

describe('sendMailInBackground', () => {
  it('logs a failure without throwing, and without the full address', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const mailer = createMailer({
      transport: 'disabled',
      from: 'x@example.com',
      reason: 'SMTP_URL is not set',
    })
    await sendMailInBackground('password reset', () => mail, mailer)
    expect(logged).toHaveBeenCalledWith(
      '[mail] The password reset email to a***@example.com was not sent: SMTP_URL is not set',
    )
  })

  it('logs a message that could not be written, and sends nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const send = vi.fn()
    await sendMailInBackground(
      'welcome',
      () => {
        throw new MailNotConfiguredError('APP_URL is not set')
      },
      { config: { transport: 'disabled', from: '', reason: '' }, send },
    )
    expect(send).not.toHaveBeenCalled()
    expect(logged).toHaveBeenCalledWith('[mail] Could not write the welcome email: APP_URL is not set')
  })
})

describe('emailLinkOrigin', () => {
  it('prefers APP_URL', () => {
    expect(
      emailLinkOrigin({ APP_URL: 'https://prepsharp.dev/some/path', isProduction: true, PORT: 3101 }),
    ).toBe('https://prepsharp.dev')
  })

  it("falls back to the server's own listening address only outside production", () => {
    expect(emailLinkOrigin({ isProduction: false, PORT: 3101 })).toBe('http://localhost:3101')
    expect(() => emailLinkOrigin({ isProduction: true, PORT: 3101 })).toThrow(MailNotConfiguredError)
  })
})

describe('small helpers', () => {
  it('masks addresses for logs', () => {
    expect(maskAddress('ada@example.com')).toBe('a***@example.com')
    expect(maskAddress('nonsense')).toBe('***')
  })

  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt;',
    )
  })
})

interface ReceivedMessage {
  auth: string | null
  from: string
  to: string[]
  data: string
}

/** Just enough of an SMTP server on 127.0.0.1 to accept mail: EHLO, AUTH PLAIN, MAIL, RCPT, DATA, QUIT. */
async function startFakeSmtp() {
  const received: ReceivedMessage[] = []
  const server = net.createServer((socket) => {
    let buffer = ''
    let inData = false
    let current: ReceivedMessage = { auth: null, from: '', to: [], data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 fake.smtp ESMTP ready')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n')
          if (end === -1) return
          current.data = buffer.slice(0, end)
          buffer = buffer.slice(end + 5)
          inData = false
          received.push(current)
          current = { auth: current.auth, from: '', to: [], data: '' }
          reply('250 2.0.0 queued')
          continue
        }
        const newline = buffer.indexOf('\r\n')
        if (newline === -1) return
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const command = line.slice(0, 4).toUpperCase()
        if (command === 'EHLO') {
          reply('250-fake.smtp')
          reply('250 AUTH PLAIN')
        } else if (command === 'AUTH') {
          current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8')
          reply('235 2.7.0 Authentication successful')
        } else if (command === 'MAIL') {
          current.from = /<([^>]*)>/.exec(line)?.[1] ?? ''
          reply('250 2.1.0 OK')
        } else if (command === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
          reply('250 2.1.5 OK')
        } else if (command === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (command === 'QUIT') {
          reply('221 2.0.0 Bye')
          socket.end()
        } else {
          reply('250 OK')
        }
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
