import { sendRaw, type RawOptions } from '../setup/raw-http'
import { createUser, E2E_ORIGIN, expect, openE2eDb, sessionCookieHeader, test } from './support'

// Every route that has an action, read from the build's own route manifest (so a route added later is
// covered without touching this file), gets every kind of body a form action cannot read and every HTTP
// method, signed out and signed in. Each answer must be a deliberate one: nothing may answer 5xx.

interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  hasAction: boolean
}

/** The route manifest the build ships to browsers: every route, with whether it has an action. */
async function routeManifest(): Promise<Record<string, ManifestRoute>> {
  const page = await sendRaw(E2E_ORIGIN, 'GET', '/hacks')
  const file = /\/assets\/manifest-[\w-]+\.js/.exec(page.body)?.[0]
  expect(file, 'the page links the route manifest').toBeTruthy()
  const script = (await sendRaw(E2E_ORIGIN, 'GET', file!)).body
  const json = script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1)
  return (JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes
}

/** Real values for the route parameters the site has, so requests get past "not found"; anything else gets 'x'. */
function sampleParameters(): Record<string, string> {
  const db = openE2eDb()
  try {
    const first = (sql: string) => (db.prepare(sql).pluck().get() as string | undefined) ?? 'x'
    return {
      provider: 'github',
      id: '1',
      seed: 'ada',
      companyName: first('select slug from companies order by id limit 1'),
      titleSlug: first('select title_slug from problems order by id limit 1'),
      slug: first('select slug from chapters order by position limit 1'),
    }
  } finally {
    db.close()
  }
}

/** The URL a form on the page would post to: the route's full path with its parameters filled in. */
function actionUrl(
  routes: Record<string, ManifestRoute>,
  route: ManifestRoute,
  samples: Record<string, string>,
) {
  const segments: string[] = []
  for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined) {
    if (at.path) segments.unshift(...at.path.split('/'))
  }
  const filled = segments
    .filter((segment) => segment !== '')
    .map((segment) =>
      segment === '*' ? 'x' : segment.replace(/^:(\w+)\??$/, (_, name) => samples[name] ?? 'x'),
    )
  const path = `/${filled.join('/')}`
  return route.index ? `${path}?index` : path
}

/** The same route as a fetcher or client-side form submits to it (React Router's single-fetch URL). */
function dataUrl(url: string): string {
  const [path, query] = url.split('?')
  const data = path === '/' ? '/_root.data' : `${path}.data`
  return query === undefined ? data : `${data}?${query}`
}

const NOT_A_FORM: Record<string, RawOptions> = {
  json: {
    headers: { 'Content-Type': 'application/json' },
    body: '{"email":"a@example.com","intent":"create"}',
  },
  'text/plain': { headers: { 'Content-Type': 'text/plain' }, body: 'email=a@example.com' },
  'empty, no type': { body: '' },
  'multipart without boundary': { headers: { 'Content-Type': 'multipart/form-data' }, body: 'email=a' },
  'malformed multipart': {
    headers: { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
    body: '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nunterminated',
  },
  'urlencoded, broken escapes': {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'email=%E0%A4%A&password=%&intent=%zz&redirectTo=%C0%AF&name=%FF&code=%',
  },
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'OPTIONS']
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' }

test.describe('hostile requests', () => {
  for (const signedIn of [false, true]) {
    test(
      `no route answers 5xx to a body or method it does not take (${signedIn ? 'signed in' : 'signed out'})`,
      {
        tag: '@http',
      },
      async () => {
        test.slow()
        const routes = await routeManifest()
        const withAction = Object.values(routes).filter((route) => route.hasAction)
        // The table was read, not guessed: the site's own form endpoints are in it.
        expect(withAction.map((route) => route.id)).toEqual(
          expect.arrayContaining(['routes/logout', 'routes/newsletter', 'routes/api.analyze']),
        )
        const samples = sampleParameters()
        const user = signedIn ? await createUser({ name: 'Hostile Tester' }) : null
        const failures: string[] = []

        for (const route of withAction) {
          const url = actionUrl(routes, route, samples)
          // A fresh session for each route: a route may end it (logout does), and the next must start signed in.
          const cookie: Record<string, string> = user ? { Cookie: await sessionCookieHeader(user) } : {}
          const attempt = async (method: string, target: string, label: string, options: RawOptions) => {
            try {
              const answer = await sendRaw(E2E_ORIGIN, method, target, {
                ...options,
                headers: { ...options.headers, ...cookie },
              })
              if (answer.status >= 500) failures.push(`${method} ${target} (${label}) → ${answer.status}`)
            } catch (error) {
              failures.push(`${method} ${target} (${label}) → no answer: ${String(error)}`)
            }
          }
          for (const [kind, options] of Object.entries(NOT_A_FORM)) {
            await attempt('POST', url, kind, options)
            await attempt('POST', dataUrl(url), kind, options)
          }
          for (const method of METHODS) {
            const body = method === 'GET' || method === 'HEAD' ? {} : { headers: FORM, body: 'intent=x' }
            await attempt(method, url, 'method', body)
          }
        }
        expect(failures).toEqual([])
      },
    )
  }
})
