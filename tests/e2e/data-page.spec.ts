import { spawn } from 'node:child_process'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { startBuiltServer } from '../setup/built-server'
import { E2E_PORT, expect, expectNoA11yViolations, test, uniqueEmail } from './support'

// Where the numbers come from, on a server of its own whose only data is an import of a capped source
// (tests/fixtures/import/capped): the run's shared server holds the demo data, which other specs count on.
// Northwind's All list there lacks three problems its shorter lists have; Meeting Rooms, one of them, is
// paid-only.

const ROOT = path.resolve(import.meta.dirname, '../..')
const LICENCE = 'Sample data made for these tests'

let server: ReturnType<typeof startBuiltServer> | undefined
let origin = ''

/** Runs `npm run db -- import` against the server's database, as a deployment would. */
function importCapped(database: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'db/cli.ts',
        'import',
        'tests/fixtures/import/capped',
        '--as-of',
        '2026-07-12',
        '--licence',
        LICENCE,
      ],
      { cwd: ROOT, env: { ...process.env, DATABASE_PATH: database } },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browserName: _browserName }, testInfo) => {
  testInfo.setTimeout(120_000)
  // One server per worker: the two projects may run this file at the same time.
  const port = E2E_PORT + 80 + testInfo.parallelIndex
  origin = `http://localhost:${port}`
  server = startBuiltServer(E2E_PORT, port, { WEB_CONCURRENCY: '1', RATE_LIMIT_IP_PER_MINUTE: '1000' })
  await expect.poll(server.output, { timeout: 60_000 }).toContain(`listening on ${origin}`)
  const imported = await importCapped(path.join(server.folder, 'app.sqlite'))
  expect(imported.output).toContain('Northwind  +3 problems')
  expect(imported.code).toBe(0)
})

test.afterAll(() => {
  server?.cleanUp()
})

/** A new account on this server, signed in through the registration form, which lands on `to`. */
async function signUp(page: Page, to: string) {
  await page.goto(`${origin}/register?redirect_uri=${encodeURIComponent(to)}`)
  await page.getByLabel('Name').fill('Data Reader')
  await page.getByLabel('Email').fill(uniqueEmail('data'))
  await page.getByLabel('Password').fill('password123')
  await page.getByRole('button', { name: 'Register' }).click()
  await page.waitForURL(`${origin}${to}`)
}

function row(page: Page, title: string) {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) })
}

test('/data lists every imported source with its counts, date and licence', async ({ page }) => {
  await page.goto(`${origin}/`)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Data sources' }).click()
  await expect(page).toHaveURL(`${origin}/data`)
  await expect(page).toHaveTitle('Where the data comes from | PrepSharp')
  await expect(page.getByRole('heading', { level: 1, name: 'Where the data comes from' })).toBeVisible()

  const sources = page.getByRole('region', { name: 'Imported sources' }).getByRole('listitem')
  await expect(sources).toHaveCount(1)
  const source = sources.first()
  await expect(source.getByRole('heading', { level: 3, name: 'capped' })).toBeVisible()
  await expect(source).toContainText('metadata-json, company-csv-named')
  const fact = (label: string) => source.locator(`dt:text-is("${label}") + dd`)
  await expect(fact('As of')).toHaveText('12 Jul 2026')
  await expect(fact('Rows')).toHaveText('11')
  await expect(fact('Companies')).toHaveText('1')
  await expect(fact('Problems')).toHaveText('6')
  await expect(source).toContainText(`Licence: ${LICENCE}`)

  await expect(page.getByText('The LeetCode sync has not run on this server yet.')).toBeVisible()
  await expect(page.getByText('No community reports in the last 30 days')).toBeVisible()
})

test('a sheet dates the list on screen and marks the problems its source’s All list left out', async ({
  page,
}) => {
  await signUp(page, '/sheet/northwind')
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind' })).toBeVisible()
  const header = page.getByRole('main').locator('header')
  await expect(header.getByText('6 problems', { exact: true })).toBeVisible()
  await expect(header.getByText('Data as of 12 Jul 2026')).toBeVisible()
  await expect(page.getByText('Showing 1–6 of 6 problems · All time')).toBeVisible()

  const marker = 'Not in the source’s All list'
  for (const title of ['Merge Intervals', 'Meeting Rooms', 'Add Two Numbers']) {
    await expect(row(page, title).getByText(marker)).toBeVisible()
  }
  for (const title of ['Two Sum', 'LRU Cache', 'Number of Islands']) {
    await expect(row(page, title).getByText(marker)).toHaveCount(0)
  }
  await expect(row(page, 'Merge Intervals').getByText(marker)).toHaveAttribute(
    'title',
    /cuts each list at 100 rows/,
  )
  await expect(row(page, 'Meeting Rooms').getByText('Premium', { exact: true })).toBeVisible()

  // Another timeframe's list is dated by its own import, and carries no marker: it is the source's own.
  await page.goto(`${origin}/sheet/northwind?timeframe=thirty-days`)
  await expect(page.getByText('Showing 1–2 of 2 problems · Last 30 days')).toBeVisible()
  await expect(header.getByText('Data as of 12 Jul 2026')).toBeVisible()
  await expect(page.getByText(marker)).toHaveCount(0)
})

test('the Premium filter hides paid-only problems, in the address', async ({ page, javaScriptEnabled }) => {
  await signUp(page, '/sheet/northwind')
  const hide = page.getByRole('checkbox', { name: 'Hide Premium problems' })
  await expect(hide).not.toBeChecked()
  await expect(row(page, 'Meeting Rooms')).toHaveCount(1)

  await hide.check()
  // With JavaScript a change applies at once; without, the form's Apply button sends it.
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(`${origin}/sheet/northwind?premium=hide`)
  await expect(page.getByText('Showing 1–5 of 5 problems · All time')).toBeVisible()
  await expect(row(page, 'Meeting Rooms')).toHaveCount(0)
  await expect(page.getByRole('table').getByText('Premium', { exact: true })).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: 'Hide Premium problems' })).toBeChecked()

  await page.getByRole('checkbox', { name: 'Hide Premium problems' }).uncheck()
  if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(`${origin}/sheet/northwind`)
  await expect(row(page, 'Meeting Rooms')).toHaveCount(1)
})

// axe runs inside the page, so it needs JavaScript; the markup is the same either way.
test(
  '/data and the sheet fit a phone and a desktop, and pass axe',
  { tag: '@needs-js' },
  async ({ page }, testInfo) => {
    await signUp(page, '/data')
    for (const [path, name] of [
      ['/data', 'data'],
      ['/sheet/northwind', 'sheet'],
    ] as const) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(`${origin}${path}`)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0)
        await expectNoA11yViolations(page, { soft: true })
        await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true })
      }
    }
  },
)
