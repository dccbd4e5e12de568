import express from 'express'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen, type RawServer } from '../../tests/setup/raw-http'
import { reactRouterHandler } from './react-router-handler.server'

const action = () => null
const loader = () => null

// A route table like the site's: form actions, a page without one, a JSON endpoint, the splat route.
const build = {
  routes: Object.fromEntries(
    Object.entries({
      root: { path: '', module: { loader } },
      'routes/home': { index: true, parentId: 'root', module: {} },
      'routes/newsletter': { path: 'newsletter', parentId: 'root', module: { loader, action } },
      'routes/hacks': { path: 'hacks', parentId: 'root', module: { loader } },
      'routes/avatar': { path: 'avatar/:seed', parentId: 'root', module: { loader } },
      'routes/api.analyze': {
        path: 'api/analyze',
        parentId: 'root',
        module: { loader, action, handle: { requestBody: 'json' } },
      },
      'routes/not-found': { path: '*', parentId: 'root', module: { loader, action } },
    }).map(([id, route]) => [id, { id, ...route }]),
  ),
  basename: '/',
  future: {},
} as unknown as ServerBuild

/**
 * Stands in for React Router: a POST runs the action, which reads the body the way the site's actions do
 * (`request.formData()`, or the JSON endpoint's `request.text()` and JSON.parse). A body they cannot read
 * throws, and a throw here is a 500, as it is from React Router.
 */
async function fakeReactRouter(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (request.method === 'POST') {
    const received = url.pathname.startsWith('/api/')
      ? JSON.parse(await request.text())
      : Object.fromEntries(await request.formData())
    return Response.json({ received })
  }
  if (url.pathname.startsWith('/avatar/')) {
    return new Response('<svg/>', { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } })
  }
  if (url.pathname === '/redirect') return Response.redirect(`${url.origin}/hacks`, 302)
  const headers = new Headers({ 'Content-Type': 'text/html' })
  headers.append('Set-Cookie', 'a=1; Path=/')
  headers.append('Set-Cookie', 'b=2; Path=/')
  return new Response(`<p>${request.method} ${url.pathname}${url.search}</p>`, { headers })
}

let server: RawServer

beforeAll(async () => {
  const app = express()
  app.use(reactRouterHandler({ build, getLoadContext: () => ({}) as never, handleRequest: fakeReactRouter }))
  server = await listen(app)
})

afterAll(() => server.close())

const send: RawServer['send'] = (...args) => server.send(...args)
const post = (target: string, contentType: string | null, body: string | Buffer = '') =>
  send('POST', target, { headers: contentType ? { 'Content-Type': contentType } : {}, body })

const BOUNDARY = '----prepsharp'
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`
const multipartBody = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="email"\r\n\r\nada@example.com\r\n--${BOUNDARY}--\r\n`

describe('reactRouterHandler: bodies a form action cannot read', () => {
  it('refuses JSON, text and a body without a type with 415, naming the types it takes', async () => {
    for (const [type, body] of [
      ['application/json', '{"email":"ada@example.com"}'],
      ['text/plain', 'email=ada@example.com'],
      [null, ''],
      [null, 'email=ada@example.com'],
    ] as const) {
      const answer = await post('/newsletter', type, body)
      expect(answer.status, String(type)).toBe(415)
      expect(answer.headers['accept-post']).toBe('application/x-www-form-urlencoded, multipart/form-data')
    }
  })

  it('refuses multipart without a boundary, and a malformed multipart body, with 400', async () => {
    expect((await post('/newsletter', 'multipart/form-data', 'email=x')).status).toBe(400)
    expect((await post('/newsletter', MULTIPART, 'not multipart at all')).status).toBe(400)
    expect((await post('/newsletter', MULTIPART, `--${BOUNDARY}\r\nbroken`)).status).toBe(400)
  })

  it('hands well-formed forms to the action, broken percent-escapes included', async () => {
    const urlencoded = await post('/newsletter', 'application/x-www-form-urlencoded', 'email=%E0%A4%A&x=%zz')
    expect(urlencoded.status).toBe(200)
    expect(JSON.parse(urlencoded.body).received).toMatchObject({ x: '%zz' })
    const multipart = await post('/newsletter', MULTIPART, multipartBody)
    expect(multipart.status).toBe(200)
    expect(JSON.parse(multipart.body).received).toEqual({ email: 'ada@example.com' })
  })

  it("judges a fetcher's data request by the route it is for", async () => {
    expect((await post('/newsletter.data', 'application/json', '{}')).status).toBe(415)
    expect((await post('/newsletter.data', 'application/x-www-form-urlencoded', 'email=a')).status).toBe(200)
  })

  it('checks the body of a POST to an unknown path too (the splat route has an action)', async () => {
    expect((await post('/no/such/page', 'multipart/form-data', '')).status).toBe(400)
    expect((await post('//evil.example/x', 'text/plain', 'x')).status).toBe(415)
  })
})

describe('reactRouterHandler: the JSON endpoint', () => {
  it('takes JSON and refuses any other type with 415', async () => {
    const json = await post('/api/analyze', 'application/json', '{"language":"python"}')
    expect(json.status).toBe(200)
    expect(JSON.parse(json.body).received).toEqual({ language: 'python' })
    for (const type of ['application/x-www-form-urlencoded', MULTIPART, 'text/plain', null]) {
      const answer = await post('/api/analyze', type, '{"language":"python"}')
      expect(answer.status, String(type)).toBe(415)
      expect(answer.headers['accept-post']).toBe('application/json')
    }
  })
})

describe('reactRouterHandler: methods', () => {
  it('answers GET and HEAD on every route', async () => {
    for (const path of ['/hacks', '/newsletter', '/no/such/page']) {
      expect((await send('GET', path)).status).toBe(200)
      expect((await send('HEAD', path)).status).toBe(200)
    }
  })

  it('answers OPTIONS with the methods the route takes', async () => {
    const withAction = await send('OPTIONS', '/newsletter')
    expect(withAction.status).toBe(204)
    expect(withAction.headers.allow).toBe('GET, HEAD, OPTIONS, POST')
    expect((await send('OPTIONS', '/hacks')).headers.allow).toBe('GET, HEAD, OPTIONS')
  })

  it('refuses PUT, PATCH, DELETE, TRACE and other methods with 405 and Allow', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND', 'PURGE']) {
      const answer = await send(method, '/newsletter', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=ada%40example.com',
      })
      expect(answer.status, method).toBe(405)
      expect(answer.headers.allow, method).toBe('GET, HEAD, OPTIONS, POST')
    }
  })

  it('refuses a POST to a route without an action, and to an index route without one, with 405', async () => {
    for (const path of ['/hacks', '/?index', '/', '/_root.data?index']) {
      const answer = await post(path, 'application/x-www-form-urlencoded', 'a=1')
      expect(answer.status, path).toBe(405)
      expect(answer.headers.allow, path).toBe('GET, HEAD, OPTIONS')
    }
  })
})

describe('reactRouterHandler: refusals in JSON', () => {
  const JSON_TYPE = /^application\/json/

  it('answers a JSON endpoint with the JSON error body: 405, 415', async () => {
    const put = await send('PUT', '/api/analyze', {
      headers: { 'Content-Type': 'application/json' },
      body: '{"language":"python"}',
    })
    expect(put.status).toBe(405)
    expect(put.headers.allow).toBe('GET, HEAD, OPTIONS, POST')
    expect(put.headers['content-type']).toMatch(JSON_TYPE)
    expect(JSON.parse(put.body)).toEqual({ error: 'Method Not Allowed' })

    const form = await post('/api/analyze', 'application/x-www-form-urlencoded', 'language=python')
    expect(form.status).toBe(415)
    expect(form.headers['accept-post']).toBe('application/json')
    expect(form.headers['content-type']).toMatch(JSON_TYPE)
    expect(JSON.parse(form.body)).toEqual({ error: 'Unsupported Media Type: send application/json' })
  })

  it('answers a client that asks for JSON in JSON on any route: 405, 415, 400', async () => {
    const accept = { Accept: 'application/json' }
    const put = await send('PUT', '/newsletter', { headers: accept })
    expect(put.status).toBe(405)
    expect(JSON.parse(put.body)).toEqual({ error: 'Method Not Allowed' })

    const text = await send('POST', '/newsletter', {
      headers: { ...accept, 'Content-Type': 'text/plain' },
      body: 'email=ada@example.com',
    })
    expect(text.status).toBe(415)
    expect(text.headers['content-type']).toMatch(JSON_TYPE)
    expect(JSON.parse(text.body)).toEqual({
      error: 'Unsupported Media Type: send application/x-www-form-urlencoded or multipart/form-data',
    })

    const broken = await send('POST', '/newsletter', {
      headers: { ...accept, 'Content-Type': 'multipart/form-data' },
      body: 'email=x',
    })
    expect(broken.status).toBe(400)
    expect(broken.headers['content-type']).toMatch(JSON_TYPE)
    expect(JSON.parse(broken.body)).toEqual({ error: 'Bad Request: the form body could not be read' })
  })

  it('keeps plain text for pages, browsers and clients that accept anything', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { Accept: '*/*' },
      { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      { Accept: 'text/plain, application/json;q=0.5' },
    ]) {
      const put = await send('PUT', '/newsletter', { headers })
      expect(put.status).toBe(405)
      expect(put.headers['content-type'], JSON.stringify(headers)).toMatch(/^text\/plain/)
      expect(put.body).toBe('Method Not Allowed')
      const broken = await send('POST', '/newsletter', {
        headers: { ...headers, 'Content-Type': 'multipart/form-data' },
        body: 'email=x',
      })
      expect(broken.headers['content-type']).toMatch(/^text\/plain/)
      expect(broken.body).toBe('Bad Request: the form body could not be read')
    }
  })

  it('answers OPTIONS on a JSON endpoint with no body, as everywhere', async () => {
    const options = await send('OPTIONS', '/api/analyze')
    expect(options.status).toBe(204)
    expect(options.body).toBe('')
  })
})

describe('reactRouterHandler: request lines and hosts that name nothing here', () => {
  it('answers 400 for a Host that is not a plain host name', async () => {
    for (const host of ['a b', 'x/y', 'x@y', 'localhost:99999', '[::1', '']) {
      expect((await send('GET', '/hacks', { headers: { Host: host } })).status, host).toBe(400)
    }
  })

  it('answers 400 for a target that is not a path', async () => {
    for (const target of ['http://evil.example/hacks', '*']) {
      expect((await send('GET', target)).status, target).toBe(400)
      expect((await send('OPTIONS', target)).status, target).toBe(400)
    }
  })
})

describe('reactRouterHandler: answers', () => {
  it('passes status, headers, every cookie and the body through', async () => {
    const answer = await send('GET', '/hacks?q=1')
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('<p>GET /hacks?q=1</p>')
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/'])
  })

  it('marks every answer to a request with a session cookie private and unstored', async () => {
    const cookie = { Cookie: 'ps_banner=dismissed; ps_session=abc.def' }
    expect((await send('GET', '/hacks', { headers: cookie })).headers['cache-control']).toBe(
      'private, no-store',
    )
    expect((await send('GET', '/redirect', { headers: cookie })).headers['cache-control']).toBe(
      'private, no-store',
    )
    const posted = await send('POST', '/newsletter', {
      headers: { ...cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    })
    expect(posted.headers['cache-control']).toBe('private, no-store')
  })

  it("keeps an answer's own caching when its route marked it public, and leaves anonymous answers alone", async () => {
    const signedIn = await send('GET', '/avatar/ada', { headers: { Cookie: 'ps_session=abc.def' } })
    expect(signedIn.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await send('GET', '/hacks')).headers['cache-control']).toBeUndefined()
    expect(
      (await send('GET', '/hacks', { headers: { Cookie: 'not_ps_session=1' } })).headers['cache-control'],
    ).toBeUndefined()
  })
})
