import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// `npm run test:data`: tests against the real public data sets (PREPSHARP_DATASETS, default
// ../shared/datasets). Kept out of `npm test`, which must pass on a machine without them.
export default defineConfig({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '#db': fileURLToPath(new URL('./db', import.meta.url)),
    },
  },
  test: {
    include: ['tests/data/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/unit.ts'],
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
