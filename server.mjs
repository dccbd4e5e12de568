// The HTTP server: Express in front of the React Router request handler (server/app.ts).
// In development it runs Vite in middleware mode; otherwise it serves the production build, in one
// worker process per CPU core (WEB_CONCURRENCY), since one Node process renders pages on one core only.
import cluster from 'node:cluster'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import compression from 'compression'
import express from 'express'
import { parseEnv, serverProcessCount } from './app/server/env-schema.server.mjs'

// The same schema the app validates with: a bad setting stops the server here, before any worker starts.
let settings
try {
  settings = parseEnv(process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const DEVELOPMENT = settings.NODE_ENV === 'development'
const BUILD_DIR = settings.PREPSHARP_BUILD_DIR
const PORT = settings.PORT
/** How long a stopping server waits for requests in flight before it closes what is left and exits. */
const SHUTDOWN_TIMEOUT_MS = settings.SHUTDOWN_TIMEOUT_MS

/**
 * The build's top-level public files (favicon and the like), looked up in a set read at start-up: the
 * static middleware alone would ask the disk about every page's path and build an error for each miss.
 */
function publicFiles(directory) {
  const names = new Set(
    fs
      .readdirSync(directory, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  )
  const serveFile = express.static(directory, { maxAge: '1h', index: false })
  return (req, res, next) => (names.has(req.path) ? serveFile(req, res, next) : next())
}

async function serve() {
  const server = express()
  server.disable('x-powered-by')
  let stopping = false
  /** Set once the app is loaded: closes what it holds open (worker threads, the database). */
  let closeApp
  // Once stopping, every answer ends its connection: a keep-alive client that keeps sending would
  // otherwise hold the process up for as long as it likes.
  server.use((_req, res, next) => {
    if (stopping) res.setHeader('Connection', 'close')
    next()
  })
  server.use(compression())

  if (DEVELOPMENT) {
    const vite = await import('vite')
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } })
    server.use(viteDevServer.middlewares)
    closeApp = async () => {
      const source = await viteDevServer.ssrLoadModule('./server/app.ts')
      await source.close?.()
      await viteDevServer.close()
    }
    server.use(async (req, res, next) => {
      try {
        const source = await viteDevServer.ssrLoadModule('./server/app.ts')
        return await source.app(req, res, next)
      } catch (error) {
        if (error instanceof Error) viteDevServer.ssrFixStacktrace(error)
        next(error)
      }
    })
  } else {
    const { app, close, responseHeaders } = await import(
      pathToFileURL(path.resolve(BUILD_DIR, 'server/index.js')).href
    )
    closeApp = close
    // Static files carry the same security headers as pages (nosniff, the CSP that an SVG opened on its
    // own obeys, framing refused).
    server.use(responseHeaders)
    server.use('/assets', express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: '1y' }))
    server.use(publicFiles(`${BUILD_DIR}/client`))
    server.use(app)
  }

  const httpServer = server.listen(PORT, () => {
    if (cluster.isPrimary) console.log(`PrepSharp is listening on http://localhost:${PORT}`)
    else process.send?.('listening')
  })
  // Stop accepting, let requests in flight finish, then close the app's own resources and exit; past the
  // timeout, whatever is still open is cut and the process exits anyway.
  const stop = () => {
    if (stopping) return
    stopping = true
    setTimeout(() => {
      console.error(`Requests still open after ${SHUTDOWN_TIMEOUT_MS} ms; closing them.`)
      httpServer.closeAllConnections()
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS).unref()
    httpServer.close(async () => {
      try {
        await closeApp?.()
      } finally {
        process.exit(0)
      }
    })
    httpServer.closeIdleConnections()
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, stop)
}

/**
 * The primary only starts, replaces and stops the workers; the workers share the port. One of them,
 * and whichever replaces it, runs the in-process schedules (PREPSHARP_SCHEDULER).
 */
function superviseWorkers(count) {
  cluster.setupPrimary({ exec: fileURLToPath(import.meta.url) })
  let stopping = false
  let listening = 0
  const fork = (scheduler) => {
    const worker = cluster.fork({ PREPSHARP_SCHEDULER: scheduler ? '1' : '0' })
    worker.scheduler = scheduler
    worker.on('message', (message) => {
      if (message !== 'listening') return
      worker.started = true
      if (++listening === count)
        console.log(`PrepSharp is listening on http://localhost:${PORT} (${count} workers)`)
    })
  }
  const stopAll = (signal) => {
    if (stopping) return
    stopping = true
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
    // Each worker cuts its own connections at SHUTDOWN_TIMEOUT_MS; one that is stuck past that is killed.
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
    }, SHUTDOWN_TIMEOUT_MS + 2_000).unref()
  }
  for (let i = 0; i < count; i++) fork(i === 0)
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0)
      return
    }
    if (!worker.started) {
      // It failed before serving (bad configuration, a missing build): another would fail the same way.
      console.error(`A server worker could not start (${signal ?? `exit code ${code}`}); stopping.`)
      process.exitCode = code || 1
      stopAll('SIGTERM')
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode)
      return
    }
    console.error(
      `Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another.`,
    )
    fork(worker.scheduler)
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll(signal))
}

const workers = serverProcessCount(settings, os.availableParallelism())
if (cluster.isPrimary && workers > 1) superviseWorkers(workers)
else await serve()
