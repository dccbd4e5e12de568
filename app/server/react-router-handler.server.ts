import express, { type Request as ExpressRequest, type Response as ExpressResponse } from 'express'
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router'
import { getEnv } from './env.server'
import { serveWithFetch } from './express-bridge.server'
import { markPersonal } from './personal-cache.server'
import { refuseUnreadableForm, requestGate } from './request-gate.server'
import { createRouteTable } from './route-table.server'

type Handler = (request: Request, loadContext: RouterContextProvider) => Promise<Response>

/**
 * React Router's request handler behind the request layer: a method, body type or body that no route
 * could take is answered 4xx before any loader or action runs (so no action meets a body it cannot read),
 * and every answer to a signed-in request is marked personal. Why this sits outside React Router, on a
 * bridge of our own: docs/decisions/0011-request-gate.md.
 */
export function reactRouterHandler({
  build,
  getLoadContext,
  handleRequest = createRequestHandler(build, getEnv().NODE_ENV),
}: {
  build: ServerBuild
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider
  handleRequest?: Handler
}) {
  return express.Router().use(
    requestGate(createRouteTable(build)),
    serveWithFetch(async (request, req, res) => {
      const unreadable = await refuseUnreadableForm(request)
      if (unreadable) return unreadable
      return markPersonal(request, await handleRequest(request, getLoadContext(req, res)))
    }),
  )
}
