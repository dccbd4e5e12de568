import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * Adds the code analyzer's worker thread to the server build as analyzer-worker.js, beside index.js: a
 * worker thread starts from a file of its own, which app/server/analyzer-pool.server.ts finds next to
 * the bundled app. Emitted with a fixed name because React Router names every entry of the server build
 * index.js.
 */
function analyzerWorker(): Plugin {
  return {
    name: 'prepsharp:analyzer-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    buildStart() {
      this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL('./app/server/analyzer-worker.server.ts', import.meta.url)),
        fileName: 'analyzer-worker.js',
      })
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is the Express app, so the production server is one import.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : undefined,
  plugins: [tailwindcss(), reactRouter(), analyzerWorker()],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '#db': fileURLToPath(new URL('./db', import.meta.url)),
    },
  },
  ssr: { external: ['better-sqlite3', 'web-tree-sitter', '@vscode/tree-sitter-wasm'] },
}))
