import express from 'express'
import { closeAccountImportPool } from '~/server/account-import-pool.server'
import { closeAnalyzerPool, startAnalyzerPool } from '~/server/analyzer-pool.server'
import { cspNonce, enforceBodyLimit, rejectCrossSitePosts, securityHeaders } from '~/server/http.server'
import { getEnv } from '~/server/env.server'
import { closeDb, getDb } from '~/server/db.server'
import { createLoadContext, isDataRequestPath } from '~/server/load-context.server'
import { oauthFormActionOrigins } from '~/server/oauth.server'
import { reactRouterHandler } from '~/server/react-router-handler.server'
import { startDigestSchedule } from '~/server/review-digest.server'
import { startDailySync } from '~/server/sync.server'
// A module, not a function that imports it: React Router re-derives its route table from a build
// function on every request, which cost about 5% of a page's server time.
import * as build from 'virtual:react-router/server-build'

const env = getEnv()
// Open (and migrate) the database before the first request rather than during it.
getDb()
// The code analyzer's threads load their grammars now, not during the first analysis.
startAnalyzerPool()
// LEETCODE_SYNC=daily fetches the problem of the day and missing metadata once a day, and the daily review
// emails go out every quarter of an hour: in one worker only when server.mjs runs several.
if (process.env.PREPSHARP_SCHEDULER !== '0') {
  startDailySync()
  startDigestSchedule()
}

/** The security headers of every answer; server.mjs puts them in front of its static files as well. */
export const responseHeaders = express
  .Router()
  .use(
    cspNonce,
    securityHeaders({ production: env.isProduction, formActionOrigins: oauthFormActionOrigins() }),
  )

export const app = express()
app.disable('x-powered-by')
app.set('trust proxy', env.TRUST_PROXY)
app.use(responseHeaders)
app.use(rejectCrossSitePosts)
app.use(enforceBodyLimit)
app.use(
  reactRouterHandler({
    build,
    getLoadContext: (req, res) =>
      createLoadContext({
        clientIp: req.ip ?? 'unknown',
        cspNonce: String(res.locals.cspNonce),
        document: !isDataRequestPath(req.path),
      }),
  }),
)

/** Called by server.mjs once the last request has been answered at shutdown. */
export async function close(): Promise<void> {
  await Promise.all([closeAnalyzerPool(), closeAccountImportPool()])
  closeDb()
}
