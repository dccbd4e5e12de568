import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createRouteTable } from './route-table.server'

const action = () => null
const loader = () => null

/** A build's route manifest shaped like this site's: root, an index page, layouts, resource routes, a splat. */
function fakeBuild(): Pick<ServerBuild, 'routes' | 'basename' | 'future'> {
  const routes: Record<string, { path?: string; index?: boolean; parentId?: string; module: object }> = {
    root: { path: '', module: { loader } },
    'routes/home': { index: true, parentId: 'root', module: {} },
    'routes/login': { path: 'login', parentId: 'root', module: { loader, action } },
    'routes/hacks': { path: 'hacks', parentId: 'root', module: { loader } },
    'routes/gate': { parentId: 'root', module: {} },
    'routes/profile': { path: 'profile', parentId: 'routes/gate', module: { loader, action } },
    'routes/profile-data': { path: 'profile/data.json', parentId: 'routes/gate', module: { loader } },
    'routes/sheet': { path: 'sheet/:companyName', parentId: 'routes/gate', module: { loader } },
    'routes/system-design': { path: 'system-design/:slug?', parentId: 'routes/gate', module: { action } },
    'routes/api.analyze': {
      path: 'api/analyze',
      parentId: 'root',
      module: { loader, action, handle: { requestBody: 'json' } },
    },
    'routes/not-found': { path: '*', parentId: 'root', module: { loader, action } },
  }
  return {
    routes: Object.fromEntries(
      Object.entries(routes).map(([id, route]) => [id, { id, ...route }]),
    ) as unknown as ServerBuild['routes'],
    basename: '/',
    future: {} as ServerBuild['future'],
  }
}

const routeFor = createRouteTable(fakeBuild())
const shape = (path: string) => routeFor(new URL(path, 'http://localhost')).action

describe('createRouteTable', () => {
  it('finds the route a path posts to, and whether its action reads a form or JSON', () => {
    expect(shape('/login')).toBe('form')
    expect(shape('/hacks')).toBeNull()
    expect(shape('/api/analyze')).toBe('json')
  })

  it('looks through pathless layouts to the route inside them', () => {
    expect(shape('/profile')).toBe('form')
    expect(shape('/profile/data.json')).toBeNull()
    expect(shape('/sheet/google')).toBeNull()
    expect(shape('/system-design')).toBe('form')
    expect(shape('/system-design/cap-theorem')).toBe('form')
  })

  it("sends a POST to '/' to the root and one to '/?index' to the index route, as React Router does", () => {
    expect(shape('/')).toBeNull()
    expect(shape('/?index')).toBeNull()
    const withIndexAction = fakeBuild()
    ;(withIndexAction.routes['routes/home'] as { module: object }).module = { action }
    const table = createRouteTable(withIndexAction)
    expect(table(new URL('http://localhost/?index')).action).toBe('form')
    expect(table(new URL('http://localhost/?index=1')).action).toBeNull()
    expect(table(new URL('http://localhost/')).action).toBeNull()
  })

  it('judges a single-fetch data request by the route it is for', () => {
    expect(shape('/login.data')).toBe('form')
    expect(shape('/hacks.data')).toBeNull()
    expect(shape('/_root.data')).toBeNull()
    expect(shape('/api/analyze.data')).toBe('json')
  })

  it('gives any other path to the splat route', () => {
    expect(shape('/no/such/page')).toBe('form')
    expect(shape('//evil.example/x')).toBe('form')
    expect(shape('/%E0%A4%A')).toBe('form')
  })
})
