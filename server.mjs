// The HTTP server: Express in front of the React Router request handler (server/app.ts).
// In development it runs Vite in middleware mode; otherwise it serves the production build.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import compression from 'compression'
import express from 'express'

const DEVELOPMENT = process.env.NODE_ENV === 'development'
const BUILD_DIR = process.env.PREPSHARP_BUILD_DIR ?? 'build'
const PORT = Number.parseInt(process.env.PORT || '3000', 10)

const server = express()
server.disable('x-powered-by')
server.use(compression())

if (DEVELOPMENT) {
  const vite = await import('vite')
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } })
  server.use(viteDevServer.middlewares)
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
  server.use('/assets', express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: '1y' }))
  server.use(express.static(`${BUILD_DIR}/client`, { maxAge: '1h', index: false }))
  const { app } = await import(pathToFileURL(path.resolve(BUILD_DIR, 'server/index.js')).href)
  server.use(app)
}

const httpServer = server.listen(PORT, () => {
  console.log(`PrepSharp is listening on http://localhost:${PORT}`)
})

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => httpServer.close(() => process.exit(0)))
}
