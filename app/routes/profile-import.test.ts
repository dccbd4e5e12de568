import fs from 'node:fs'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { routeContext } from '../../tests/setup/route-context'
import { signedInUserWithProblem } from '../../tests/setup/signed-in'
import { progress } from '#db/schema'
import { IMPORT_MESSAGES, MAX_IMPORT_FILE_BYTES, MAX_IMPORT_REQUEST_BYTES } from '~/domain/account-import'
import { closeAccountImportPool } from '~/server/account-import-pool.server'
import { closeDb, getDb } from '~/server/db.server'
import { action, type ImportActionData } from './profile-import'

// The import runs on a worker thread with a connection of its own, which an in-memory database cannot
// give it: here the default database is a file, as on the server.
const databaseFolder = await vi.hoisted(async () => {
  const { mkdtempSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const { join } = await import('node:path')
  const folder = mkdtempSync(join(tmpdir(), 'prepsharp-profile-import-'))
  process.env.DATABASE_PATH = join(folder, 'prepsharp.sqlite')
  return folder
})

afterAll(async () => {
  await closeAccountImportPool()
  closeDb()
  fs.rmSync(databaseFolder, { recursive: true, force: true })
})

// POST /profile/import, called as the router calls it for a signed-in user: a multipart upload of a data
// download, answered with the report or with what is wrong and a 4xx.

const URL = 'http://localhost/profile/import'

function upload(content: string, name = 'prepsharp-data-2026-06-01.json'): FormData {
  const form = new FormData()
  form.append('file', new File([content], name, { type: 'application/json' }))
  return form
}

async function post(cookie: string, body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request(URL, {
    method: 'POST',
    body,
    headers: { Cookie: cookie, ...headers },
    duplex: 'half',
  } as RequestInit)
  const result = (await action({
    request,
    params: {},
    context: await routeContext(request),
  } as never)) as unknown as {
    data: ImportActionData
    init: ResponseInit | null
  }
  return { status: result.init?.status ?? 200, body: result.data }
}

async function setup() {
  const { user, titleSlug, problemId } = await signedInUserWithProblem()
  const downloadOf = (email: string) =>
    JSON.stringify({
      product: 'PrepSharp',
      exportedAt: '2026-01-02T03:04:05.000Z',
      profile: { email },
      progress: [{ titleSlug, status: 'revisit', updatedAt: '2026-01-01T10:00:00.000Z' }],
    })
  return { user, problemId, download: downloadOf(`${user.id}@example.com`), downloadOf }
}

const marksOf = (userId: string) => getDb().select().from(progress).where(eq(progress.userId, userId)).all()

describe('POST /profile/import', () => {
  it('imports the uploaded download and answers with the report', async () => {
    const { user, problemId, download } = await setup()
    const answer = await post(user.cookie, upload(download))
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      ok: true,
      fileName: 'prepsharp-data-2026-06-01.json',
      exportedAt: '2026-01-02T03:04:05.000Z',
      report: { progress: { added: 1, alreadyHere: 0 } },
    })
    expect(marksOf(user.id)).toMatchObject([{ problemId, status: 'revisit' }])
  })

  it('refuses someone else’s download with 403, naming the address masked', async () => {
    const { user, downloadOf } = await setup()
    const answer = await post(user.cookie, upload(downloadOf('grace@example.com')))
    expect(answer).toEqual({
      status: 403,
      body: {
        ok: false,
        error:
          'This file holds the data of g***@example.com, not of this account. Sign in as g***@example.com to import it there.',
        details: [],
      },
    })
    expect(marksOf(user.id)).toEqual([])
  })

  it('refuses a file that is not JSON, or not a download it can import, with 400 and what is wrong', async () => {
    const { user, download } = await setup()
    const notJson = await post(user.cookie, upload('{"product":'))
    expect(notJson.status).toBe(400)
    expect(notJson.body).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^This file is not valid JSON/),
    })

    const broken = download.replace('"revisit"', '"maybe"')
    expect(await post(user.cookie, upload(broken))).toEqual({
      status: 400,
      body: {
        ok: false,
        error: IMPORT_MESSAGES.invalid,
        details: ['progress[0].status: must be solved or revisit'],
      },
    })
    expect(marksOf(user.id)).toEqual([])
  })

  it('asks for a file when none is chosen, and says so when the upload cannot be read', async () => {
    const { user } = await setup()
    const empty = new FormData()
    empty.append('file', new File([], ''))
    expect(await post(user.cookie, empty)).toMatchObject({
      status: 400,
      body: { error: IMPORT_MESSAGES.chooseFile },
    })
    const unreadable = await post(user.cookie, '--x\r\nbroken', {
      'Content-Type': 'multipart/form-data; boundary=x',
    })
    expect(unreadable).toMatchObject({ status: 400, body: { error: IMPORT_MESSAGES.unreadableUpload } })
  })

  it('refuses an upload over the limit with 413 before reading it, or as soon as it passes the limit', async () => {
    const { user } = await setup()
    let pulls = 0
    const unread = new ReadableStream({ pull: () => void pulls++ }, { highWaterMark: 0 })
    const declared = await post(user.cookie, unread, {
      'Content-Length': String(MAX_IMPORT_REQUEST_BYTES + 1),
      'Content-Type': 'multipart/form-data; boundary=x',
    })
    expect(declared).toMatchObject({ status: 413, body: { error: IMPORT_MESSAGES.tooLarge } })
    expect(pulls).toBe(0)

    // FormData bodies carry no Content-Length here: the count while reading decides.
    const counted = await post(user.cookie, upload('x'.repeat(MAX_IMPORT_REQUEST_BYTES)))
    expect(counted).toMatchObject({ status: 413, body: { error: IMPORT_MESSAGES.tooLarge } })
    // Within the upload's allowance for its wrapping, the file itself is still over the limit.
    const file = await post(user.cookie, upload(' '.repeat(MAX_IMPORT_FILE_BYTES + 1)))
    expect(file).toMatchObject({ status: 413, body: { error: IMPORT_MESSAGES.tooLarge } })
  })
})
