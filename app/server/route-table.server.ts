import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import type { BodyFormat, RouteShape } from '~/domain/request-shape'

/**
 * What a route module exports to say that its action reads a JSON body, or no body, rather than a form:
 * `export const handle = { requestBody: 'json' } satisfies RequestBodyHandle`.
 */
export interface RequestBodyHandle {
  requestBody: BodyFormat
}

type ManifestRoute = NonNullable<ServerBuild['routes'][string]>

function shapeOf(route: ManifestRoute): RouteShape {
  if (!route.module.action) return { action: null }
  const handle = route.module.handle as Partial<RequestBodyHandle> | undefined
  const declared = handle?.requestBody
  return { action: declared === 'json' || declared === 'none' ? declared : 'form' }
}

/** The manifest's flat list as the nested route objects that matchRoutes takes. */
function tree(routes: ManifestRoute[], parentId: string | undefined): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map((route): RouteObject => {
      const { id, path, caseSensitive } = route
      if (route.index) return { id, path, caseSensitive, index: true }
      const children = tree(routes, id)
      return { id, path, caseSensitive, ...(children.length > 0 ? { children } : {}) }
    })
}

/**
 * The path React Router routes a request by. Its single-fetch data requests (client-side navigations,
 * fetchers) go to `{path}.data`, and the root's to `/_root.data`; this undoes that the way React Router's
 * server runtime does, so that a fetcher's POST is judged by the route it is meant for.
 */
function routedPathname(url: URL, build: Pick<ServerBuild, 'basename' | 'future'>): string {
  const basename = build.basename || '/'
  const { pathname } = url
  if (build.future.v8_trailingSlashAwareDataRequests) {
    return pathname.endsWith('/_.data')
      ? pathname.slice(0, -'_.data'.length)
      : pathname.replace(/\.data$/, '')
  }
  const root = `${basename.replace(/\/$/, '')}/_root.data`
  if (pathname === root) return basename
  return pathname.replace(/\.data$/, '')
}

/** `?index` (with no value) sends a submission to the index route rather than to its parent. */
function targetsIndex(url: URL): boolean {
  return url.searchParams.getAll('index').some((value) => value === '')
}

/**
 * The build's routes, looked up the way React Router picks the route whose action a submission runs: the
 * deepest match that gives the URL a path segment (pathless layouts never take a submission), or the
 * index route when the URL asks for it with `?index`.
 */
export function createRouteTable(build: Pick<ServerBuild, 'routes' | 'basename' | 'future'>) {
  const manifest = Object.values(build.routes).filter((route) => route !== undefined)
  const shapes = new Map(manifest.map((route) => [route.id, shapeOf(route)]))
  const routes = tree(manifest, undefined)
  const none: RouteShape = { action: null }
  const shape = (route: RouteObject) => (route.id && shapes.get(route.id)) || none

  return function routeFor(url: URL): RouteShape {
    const matches = matchRoutes(routes, routedPathname(url, build), build.basename || '/')
    if (!matches || matches.length === 0) return none
    const last = matches[matches.length - 1]!
    if (last.route.index && targetsIndex(url)) return shape(last.route)
    const contributing = matches.filter((match, i) => i === 0 || (match.route.path?.length ?? 0) > 0)
    const target = contributing[contributing.length - 1]
    return target ? shape(target.route) : none
  }
}

export type RouteTable = ReturnType<typeof createRouteTable>
