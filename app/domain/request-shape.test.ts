import { describe, expect, it } from 'vitest'
import {
  allowedMethods,
  asJsonRefusal,
  judgeRequest,
  mediaTypeEssence,
  refusesInJson,
  type RouteShape,
} from './request-shape'

const formRoute: RouteShape = { action: 'form' }
const jsonRoute: RouteShape = { action: 'json' }
const pageOnly: RouteShape = { action: null }

const URLENCODED = 'application/x-www-form-urlencoded'

describe('mediaTypeEssence', () => {
  it('keeps the type and subtype, lower-cased, without parameters', () => {
    expect(mediaTypeEssence('multipart/form-data; boundary=----x')).toBe('multipart/form-data')
    expect(mediaTypeEssence(' Application/JSON ;charset=utf-8')).toBe('application/json')
    expect(mediaTypeEssence(URLENCODED)).toBe(URLENCODED)
  })
  it('is null without a type', () => {
    expect(mediaTypeEssence(null)).toBeNull()
    expect(mediaTypeEssence('')).toBeNull()
    expect(mediaTypeEssence('; charset=utf-8')).toBeNull()
  })
})

describe('judgeRequest', () => {
  it('lets GET and HEAD through to every route', () => {
    for (const route of [formRoute, jsonRoute, pageOnly]) {
      expect(judgeRequest('GET', route, null)).toBeNull()
      expect(judgeRequest('HEAD', route, null)).toBeNull()
    }
  })

  it('answers OPTIONS itself with the methods the route takes', () => {
    expect(judgeRequest('OPTIONS', formRoute, null)).toMatchObject({
      status: 204,
      headers: { Allow: 'GET, HEAD, OPTIONS, POST' },
    })
    expect(judgeRequest('OPTIONS', pageOnly, null)).toMatchObject({
      status: 204,
      headers: { Allow: 'GET, HEAD, OPTIONS' },
    })
  })

  it('refuses every other method with 405 and Allow', () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'TRACE', 'CONNECT', 'PROPFIND', 'FOO']) {
      expect(judgeRequest(method, formRoute, URLENCODED), method).toMatchObject({
        status: 405,
        headers: { Allow: 'GET, HEAD, OPTIONS, POST' },
      })
    }
  })

  it('refuses a POST to a route without an action with 405, whatever the body', () => {
    expect(judgeRequest('POST', pageOnly, URLENCODED)).toMatchObject({
      status: 405,
      headers: { Allow: 'GET, HEAD, OPTIONS' },
    })
    expect(allowedMethods(pageOnly)).not.toContain('POST')
  })

  it('takes a form POST in either form encoding, with any parameters', () => {
    expect(judgeRequest('POST', formRoute, URLENCODED)).toBeNull()
    expect(judgeRequest('POST', formRoute, `${URLENCODED}; charset=UTF-8`)).toBeNull()
    expect(judgeRequest('POST', formRoute, 'multipart/form-data; boundary=abc')).toBeNull()
    // A multipart body without a boundary has the right type but cannot be read: judged with the body (400).
    expect(judgeRequest('POST', formRoute, 'multipart/form-data')).toBeNull()
  })

  it('refuses a POST to a form action in any other type, or none, with 415 and Accept-Post', () => {
    for (const type of [
      'application/json',
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/xml',
      null,
    ]) {
      expect(judgeRequest('POST', formRoute, type), String(type)).toMatchObject({
        status: 415,
        headers: { 'Accept-Post': `${URLENCODED}, multipart/form-data` },
      })
    }
  })

  it('takes JSON, and only JSON, on a route whose action reads it', () => {
    expect(judgeRequest('POST', jsonRoute, 'application/json')).toBeNull()
    expect(judgeRequest('POST', jsonRoute, 'application/json; charset=utf-8')).toBeNull()
    for (const type of [URLENCODED, 'multipart/form-data; boundary=x', 'text/plain', null]) {
      expect(judgeRequest('POST', jsonRoute, type), String(type)).toMatchObject({
        status: 415,
        headers: { 'Accept-Post': 'application/json' },
      })
    }
  })

  it('lets a POST of any type through to an action that reads no body, other methods still 405', () => {
    const answerOnly = { action: 'none' } as const
    for (const type of [URLENCODED, 'application/json', 'text/plain', null]) {
      expect(judgeRequest('POST', answerOnly, type), String(type)).toBeNull()
    }
    expect(judgeRequest('PUT', answerOnly, null)?.status).toBe(405)
  })

  it('reads the method in any case', () => {
    expect(judgeRequest('post', formRoute, URLENCODED)).toBeNull()
    expect(judgeRequest('put', formRoute, URLENCODED)?.status).toBe(405)
  })
})

describe('refusesInJson', () => {
  it('always answers the JSON endpoints in JSON', () => {
    expect(refusesInJson('/api/analyze', null)).toBe(true)
    expect(refusesInJson('/api/system-design/chapters', 'text/html')).toBe(true)
  })

  it('answers other routes in JSON only for a client that ranks JSON at least as high as text', () => {
    expect(refusesInJson('/newsletter', 'application/json')).toBe(true)
    expect(refusesInJson('/newsletter', 'application/json, text/plain, */*')).toBe(true)
    expect(refusesInJson('/newsletter', 'text/plain;q=0.4, Application/JSON;q=0.9')).toBe(true)
    for (const accept of [
      null,
      '',
      '*/*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'text/plain, application/json;q=0.5',
      'application/json;q=0',
      'application/problem+json',
    ]) {
      expect(refusesInJson('/newsletter', accept), String(accept)).toBe(false)
    }
  })

  it('does not take a path that merely starts like the endpoints for one', () => {
    expect(refusesInJson('/apis', null)).toBe(false)
    expect(refusesInJson('/api', null)).toBe(false)
  })
})

describe('asJsonRefusal', () => {
  it('puts the refusal text in the JSON error body and keeps status and headers', () => {
    const refusal = judgeRequest('PUT', formRoute, URLENCODED)!
    expect(asJsonRefusal(refusal)).toEqual({
      status: 405,
      headers: { Allow: 'GET, HEAD, OPTIONS, POST', 'Content-Type': 'application/json' },
      body: JSON.stringify({ error: 'Method Not Allowed' }),
    })
  })

  it('leaves an answer without a body alone', () => {
    const options = judgeRequest('OPTIONS', formRoute, null)!
    expect(asJsonRefusal(options)).toBe(options)
  })
})
