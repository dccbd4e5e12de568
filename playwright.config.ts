import fs from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3101)
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Debian's Chromium where it is installed (it is on CI); elsewhere Playwright's own browser, installed
// with `npx playwright install chromium`.
const launchOptions = fs.existsSync(chromiumPath)
  ? {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }
  : {}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/port-${PORT}`,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 2 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace (screencast and DOM snapshots of every step) costs about a third of the run on a
    // two-core machine. CI retries a failure, and the retry records one; locally, without retries, every
    // test records and a failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'js', use: { ...devices['Desktop Chrome'], javaScriptEnabled: true } },
    {
      name: 'no-js',
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
      // @http tests speak HTTP (status codes, headers, redirects, JSON) and run no page script, so a second
      // run without JavaScript would prove nothing new; @needs-js tests check what scripts add (each says
      // why), so they have nothing to run here.
      grepInvert: /@http|@needs-js/,
    },
  ],
  webServer: {
    command: 'node tests/setup/e2e-server.mjs',
    url: `http://localhost:${PORT}/hacks`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: { PORT: String(PORT) },
  },
})
