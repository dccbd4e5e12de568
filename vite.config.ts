import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is the Express app, so the production server is one import.
  build: isSsrBuild ? { rollupOptions: { input: './server/app.ts' } } : undefined,
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '#db': fileURLToPath(new URL('./db', import.meta.url)),
    },
  },
  ssr: { external: ['better-sqlite3', 'web-tree-sitter', '@vscode/tree-sitter-wasm'] },
}))
