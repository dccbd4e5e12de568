import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin, type Rolldown } from 'vite'
import type { ServerWorker } from './app/server/worker-threads.server'

/**
 * Adds the server's worker threads (the code analyzer's, the account import's) to the server build as
 * `<name>.js`, beside index.js: a worker thread starts from a file of its own, which
 * app/server/worker-threads.server.ts finds next to the bundled app. Emitted with fixed names because
 * React Router names every entry of the server build index.js.
 */
const SERVER_WORKERS: readonly ServerWorker[] = ['analyzer-worker', 'account-import-worker']

function serverWorkers(): Plugin {
  return {
    name: 'prepsharp:server-workers',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    buildStart() {
      for (const worker of SERVER_WORKERS) {
        this.emitFile({
          type: 'chunk',
          id: fileURLToPath(new URL(`./app/server/${worker}.server.ts`, import.meta.url)),
          fileName: `${worker}.js`,
        })
      }
    },
  }
}

const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx(\?|$)/

/**
 * One chunk for what the root route imports (the header, the footer, the toasts) with the packages they
 * use (React, React Router; Sonner is imported on the first toast): every page loads all of it. Left to automatic splitting it came in
 * a dozen small files, each one more <link rel="modulepreload"> and manifest entry in every page's HTML
 * and one more request. A module belongs to it when a chain of static imports leads to it from the root
 * route; code loaded on demand (import()) stays out. The price: a change to the chrome's code renames
 * the whole chunk, so a returning browser fetches React Router again with it.
 */
function chromeChunk(): Rolldown.CodeSplittingGroup {
  const fromRoot = new Map<string, boolean>()
  const reachedFromRoot = (id: string, ctx: Rolldown.ChunkingContext, seen: Set<string>): boolean => {
    const known = fromRoot.get(id)
    if (known !== undefined) return known
    if (seen.has(id)) return false
    seen.add(id)
    const importers = ctx.getModuleInfo(id)?.importers ?? []
    const reached = importers.some(
      (importer) => ROOT_ROUTE.test(importer) || reachedFromRoot(importer, ctx, seen),
    )
    fromRoot.set(id, reached)
    return reached
  }
  return {
    debugName: 'chrome',
    name: (id, ctx) => (!ROOT_ROUTE.test(id) && reachedFromRoot(id, ctx, new Set()) ? 'chrome' : null),
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is the Express app, so the production server is one import.
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' } }
    : {
        rolldownOptions: {
          output: { codeSplitting: { groups: [chromeChunk()] } },
        },
      },
  plugins: [tailwindcss(), reactRouter(), serverWorkers()],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '#db': fileURLToPath(new URL('./db', import.meta.url)),
    },
  },
  ssr: { external: ['better-sqlite3', 'web-tree-sitter', '@vscode/tree-sitter-wasm'] },
}))
