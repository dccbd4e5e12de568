import type { EntryContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routeIdsForRender, withRenderManifest } from './render-manifest.server'

type Route = EntryContext['manifest']['routes'][string]

function route(id: string, fields: Partial<NonNullable<Route>>): Route {
  return {
    id,
    module: `/assets/${id}.js`,
    hasAction: false,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
    ...fields,
  } as Route
}

// The shape of the site's table: an index page, a one-segment catch (`:id`), a pathless layout and a 404.
const routes = {
  root: route('root', { path: '' }),
  home: route('home', { parentId: 'root', index: true }),
  number: route('number', { parentId: 'root', path: ':id' }),
  lists: route('lists', { parentId: 'root', path: 'lists' }),
  gate: route('gate', { parentId: 'root' }),
  problem: route('problem', { parentId: 'gate', path: 'problems/:titleSlug/*' }),
  notFound: route('notFound', { parentId: 'root', path: '*' }),
}

function contextFor(pathname: string, matched: string[]): EntryContext {
  return {
    manifest: { entry: { module: '/entry.js', imports: [] }, routes, url: '/m.js', version: '1' },
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    // Only the ids of the ranked branches matter here.
    branches: [
      ['root', 'home'],
      ['root', 'lists'],
      ['root', 'gate', 'problem'],
      ['root', 'number'],
    ].map((ids) => ({ path: ids.join('/'), score: 0, routesMeta: ids.map((id) => ({ route: { id } })) })),
    staticHandlerContext: {
      basename: '/',
      location: { pathname, search: '', hash: '', state: null, key: 'default' },
      matches: matched.map((id) => ({ route: { id }, params: {}, pathname, pathnameBase: pathname })),
    },
  } as unknown as EntryContext
}

describe('routeIdsForRender', () => {
  it("lists the page's matches, then those of its parent paths ('/' first, then the longest), as <Scripts> does", () => {
    const context = contextFor('/problems/two-sum/solutions', ['root', 'gate', 'problem'])
    // '/' is the index page; '/problems' is the one-segment catch; '/problems/two-sum' is the page itself.
    expect(routeIdsForRender(context)).toEqual(['root', 'gate', 'problem', 'home', 'number'])
  })

  it("adds only the index page's routes for a page at the top", () => {
    expect(routeIdsForRender(contextFor('/lists', ['root', 'lists']))).toEqual(['root', 'lists', 'home'])
  })
})

describe('withRenderManifest', () => {
  it("keeps only those routes, in the manifest's order, and nothing else of the context changes", () => {
    const context = contextFor('/problems/two-sum', ['root', 'gate', 'problem'])
    const cut = withRenderManifest(context)
    expect(Object.keys(cut.manifest.routes)).toEqual(['root', 'home', 'number', 'gate', 'problem'])
    expect(cut.manifest.routes.problem).toBe(routes.problem)
    expect(cut.manifest.entry).toBe(context.manifest.entry)
    expect(cut.staticHandlerContext).toBe(context.staticHandlerContext)
    // The branches through a route left out are gone; the rest keep their rank.
    expect(cut.branches.map((branch) => branch.path)).toEqual([
      'root/home',
      'root/gate/problem',
      'root/number',
    ])
    expect(context.manifest.routes).toBe(routes)
  })

  it('leaves the manifest whole when every route is sent up front', () => {
    const context = { ...contextFor('/lists', ['root', 'lists']), routeDiscovery: { mode: 'initial' } }
    expect(withRenderManifest(context as EntryContext)).toBe(context)
  })
})
