import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { listen, type RawServer } from '../../tests/setup/raw-http'
import { documentBytes, documentResponse, takeDocumentBytes } from './document-bytes.server'
import { serveWithFetch } from './express-bridge.server'

let server: RawServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

const PAGE = '<!DOCTYPE html><p>Café ✓</p>'

describe('documentResponse', () => {
  it('hands its bytes over once, and not after its body was read', async () => {
    const bytes = Buffer.from(PAGE)
    const response = documentResponse(bytes, { status: 200 })
    expect(takeDocumentBytes(response)).toBe(bytes)
    expect(takeDocumentBytes(response)).toBeNull()

    const read = documentResponse(Buffer.from(PAGE), { status: 200 })
    expect(await read.text()).toBe(PAGE)
    expect(takeDocumentBytes(read)).toBeNull()
    expect(takeDocumentBytes(new Response(PAGE))).toBeNull()
  })

  it('is sent whole, with its status, headers and length, as a streamed Response is', async () => {
    const app = express()
    app.use(
      serveWithFetch(async (request) => {
        const init = { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Page': 'yes' } }
        return request.url.endsWith('/streamed')
          ? new Response(PAGE, init)
          : documentResponse(Buffer.from(PAGE), init)
      }),
    )
    server = await listen(app)
    const sent = await server.send('GET', '/page')
    const streamed = await server.send('GET', '/streamed')
    for (const answer of [sent, streamed]) {
      expect(answer.status).toBe(404)
      expect(answer.body).toBe(PAGE)
      expect(answer.headers['x-page']).toBe('yes')
    }
    expect(sent.headers['content-length']).toBe(String(Buffer.byteLength(PAGE)))
  })
})

describe('documentBytes', () => {
  it('writes the pieces one after the other as UTF-8', () => {
    const pieces = ['<!DOCTYPE html>', '<p>Two Sum · 🤝 – déjà', '', '</p>']
    expect(Buffer.from(documentBytes(pieces)).toString('utf8')).toBe(pieces.join(''))
    expect(documentBytes(pieces).byteLength).toBe(Buffer.byteLength(pieces.join('')))
  })

  it('writes a lone surrogate as the replacement character, as Buffer.from does', () => {
    const pieces = ['a\uD800', 'b']
    expect(Buffer.from(documentBytes(pieces)).equals(Buffer.from(pieces.join('')))).toBe(true)
  })

  it('makes an empty body of no pieces', () => {
    expect(documentBytes([]).byteLength).toBe(0)
  })
})
