import { describe, expect, it } from 'vitest'
import { carriesSession, markPersonal } from './personal-cache.server'

const request = (cookie?: string) =>
  new Request('http://localhost/profile', cookie ? { headers: { Cookie: cookie } } : {})

describe('carriesSession', () => {
  it('looks for the session cookie by its exact name', () => {
    expect(carriesSession(request('ps_session=abc.def'))).toBe(true)
    expect(carriesSession(request('ps_toast=x; ps_session=abc'))).toBe(true)
    expect(carriesSession(request('xps_session=abc; ps_sessions=1'))).toBe(false)
    expect(carriesSession(request())).toBe(false)
  })
})

describe('markPersonal', () => {
  it("replaces a signed-in answer's caching with private, no-store", () => {
    for (const own of [undefined, 'no-store', 'private, no-cache', 'max-age=60']) {
      const response = new Response('{}', own ? { headers: { 'Cache-Control': own } } : {})
      expect(markPersonal(request('ps_session=a'), response).headers.get('Cache-Control'), own).toBe(
        'private, no-store',
      )
    }
  })

  it('marks a redirect too, whose headers cannot be changed in place', async () => {
    const marked = markPersonal(request('ps_session=a'), Response.redirect('http://localhost/login', 302))
    expect(marked.status).toBe(302)
    expect(marked.headers.get('Location')).toBe('http://localhost/login')
    expect(marked.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('keeps what a route marked public, and leaves answers to anonymous requests alone', () => {
    const avatar = new Response('<svg/>', { headers: { 'Cache-Control': 'public, max-age=31536000' } })
    expect(markPersonal(request('ps_session=a'), avatar).headers.get('Cache-Control')).toBe(
      'public, max-age=31536000',
    )
    expect(markPersonal(request(), new Response('')).headers.get('Cache-Control')).toBeNull()
  })
})
