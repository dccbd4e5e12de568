import { matchRoutes, type EntryContext, type RouteObject } from 'react-router'
import { BoundedMap } from '~/domain/bounded-map'

type RouteManifest = EntryContext['manifest']['routes']

/** Matches of a parent path kept at most, so that addresses made up by a client cannot grow it for good. */
const PARENT_PATHS_KEPT = 2_000
/** Route lists kept at most; a site has a few dozen (one per page, and one per page's parents). */
const ROUTE_LISTS_KEPT = 500

interface RouteIndex {
  /** The manifest as the nested route objects that matchRoutes takes. */
  tree: RouteObject[]
  /** The ids matched by a path, by path. */
  idsByPath: BoundedMap<string, readonly string[]>
  /** A render's routes and their branches, by their ids joined. */
  cuts: BoundedMap<string, Pick<EntryContext, 'branches'> & { routes: RouteManifest }>
}

const indexes = new WeakMap<RouteManifest, RouteIndex>()

function treeOf(routes: NonNullable<RouteManifest[string]>[], parentId: string | undefined): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route): RouteObject => {
      const { id, path, caseSensitive } = route
      if (route.index) return { id, path, caseSensitive, index: true }
      const children = treeOf(routes, id)
      return { id, path, caseSensitive, ...(children.length > 0 ? { children } : {}) }
    })
}

function indexOf(manifest: RouteManifest): RouteIndex {
  let index = indexes.get(manifest)
  if (!index) {
    const routes = Object.values(manifest).filter((route) => route !== undefined)
    index = {
      tree: treeOf(routes, undefined),
      idsByPath: new BoundedMap(PARENT_PATHS_KEPT),
      cuts: new BoundedMap(ROUTE_LISTS_KEPT),
    }
    indexes.set(manifest, index)
  }
  return index
}

function idsMatching(index: RouteIndex, path: string, basename: string): readonly string[] {
  return index.idsByPath.getOrSet(path, () =>
    (matchRoutes(index.tree, path, basename) ?? []).map((match) => match.route.id!),
  )
}

/**
 * The routes whose manifest entries a document sends to the browser: the page's own matches and those of
 * every parent path of its address (so that the client router can go up without asking the server), in
 * that order. This is the set React Router's `<Scripts>` puts in its partial manifest when routes are
 * discovered lazily, worked out the same way, with the parent paths' matches kept between requests.
 */
export function routeIdsForRender(context: EntryContext): string[] {
  const { staticHandlerContext } = context
  const ids = new Set(staticHandlerContext.matches.map((match) => match.route.id))
  const index = indexOf(context.manifest.routes)
  const basename = staticHandlerContext.basename || '/'
  const segments = staticHandlerContext.location.pathname.split('/').filter(Boolean)
  segments.pop()
  const paths = ['/']
  while (segments.length > 0) {
    paths.push(`/${segments.join('/')}`)
    segments.pop()
  }
  for (const path of paths) for (const id of idsMatching(index, path, basename)) ids.add(id)
  return [...ids]
}

/**
 * The entry context with a manifest of only the routes this render can use (routeIdsForRender).
 * `<ServerRouter>` builds its route objects from the whole manifest on every request, and `<Scripts>`
 * matches the parent paths against all of them again: with sixty-odd routes that was an eighth of a
 * small page's server time. With the routes cut down to those the partial manifest holds anyway, the
 * page and the manifest it sends are the same (docs/decisions/0038-render-manifest-cut-to-the-page.md).
 */
export function withRenderManifest(context: EntryContext): EntryContext {
  if (context.routeDiscovery.mode !== 'lazy') return context
  const ids = routeIdsForRender(context)
  const index = indexOf(context.manifest.routes)
  const cut = index.cuts.getOrSet(ids.join('\n'), () => {
    const wanted = new Set(ids)
    // In the manifest's own order: sibling routes that rank the same are told apart by their position.
    const routes: RouteManifest = {}
    for (const [id, route] of Object.entries(context.manifest.routes)) if (wanted.has(id)) routes[id] = route
    // The ranked branches of every route, less those through a route left out: what ranking these routes
    // alone would give, with ties kept in the same order.
    const branches = context.branches.filter((branch) =>
      branch.routesMeta.every((meta) => wanted.has(meta.route.id)),
    )
    return { routes, branches }
  })
  return { ...context, manifest: { ...context.manifest, routes: cut.routes }, branches: cut.branches }
}
