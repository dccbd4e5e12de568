import type { Locator, Page } from '@playwright/test'
import axe from 'axe-core'
import { createUser, E2E_ORIGIN, expect, openE2eDb, openSignedIn, startSession, test } from './support'

/** The home page's companies, in card order (docs/product.md#home). */
const HOME_COMPANIES = [
  ['google', 'Google'],
  ['meta', 'Meta'],
  ['amazon', 'Amazon'],
  ['microsoft', 'Microsoft'],
  ['bloomberg', 'Bloomberg'],
  ['tiktok', 'TikTok'],
  ['uber', 'Uber'],
  ['apple', 'Apple'],
  ['oracle', 'Oracle'],
] as const

const PREVIEW_SLUG = 'trapping-rain-water'
const HOST = new URL(E2E_ORIGIN).host

function storedTotal(slug: string): number {
  const db = openE2eDb()
  try {
    return db.prepare('select total_problems from companies where slug = ?').pluck().get(slug) as number
  } finally {
    db.close()
  }
}

/** How many companies list the problem: what its insights page calls 'Asked in'. */
function askingCompanies(slug: string): number {
  const db = openE2eDb()
  try {
    return db
      .prepare(
        `select count(distinct cq.company_id) from company_questions cq
         join problems p on p.id = cq.problem_id where p.title_slug = ?`,
      )
      .pluck()
      .get(slug) as number
  } finally {
    db.close()
  }
}

/** The easy problems of Google's list by number, as the filtered sheet below shows them. */
function firstEasyOnGoogle(): { id: number; title: string } {
  const db = openE2eDb()
  try {
    return db
      .prepare(
        `select p.id, p.title from company_questions cq
         join companies c on c.id = cq.company_id join problems p on p.id = cq.problem_id
         where c.slug = 'google' and cq.timeframe = 'all' and p.difficulty = 1
         order by p.frontend_id limit 1`,
      )
      .get() as { id: number; title: string }
  } finally {
    db.close()
  }
}

const roundedDown = (count: number) => `${Math.floor(count / 10) * 10}+`

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('No box: the element is not displayed')
  return found
}

/** axe-core's rule on target sizes (WCAG 2.2 AA 2.5.8), the one Lighthouse's accessibility audit runs. */
async function targetSizeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const violations = await page.evaluate(
    async () =>
      (
        await (window as unknown as { axe: typeof axe }).axe.run(document, {
          runOnly: { type: 'rule', values: ['target-size'] },
          resultTypes: ['violations'],
        })
      ).violations,
  )
  return violations.flatMap((v) => v.nodes.map((node) => node.target.join(' ')))
}

test.describe('the home page shows the data', () => {
  test("each card carries its company's stored count, rounded down to a ten", async ({ page }) => {
    await page.goto('/')
    const cards = page
      .getByRole('region', { name: 'Practise what top companies actually ask' })
      .locator('ul:not([data-duplicate]) > li')
    await expect(cards).toHaveCount(HOME_COMPANIES.length)
    for (const [index, [slug, name]] of HOME_COMPANIES.entries()) {
      const card = cards.nth(index)
      await expect(card.getByRole('heading', { name })).toBeAttached()
      await expect(card).toContainText(`${roundedDown(storedTotal(slug))} Problems`)
    }
  })

  test('the preview counts the companies its insights page counts, and names this host', async ({ page }) => {
    const asked = askingCompanies(PREVIEW_SLUG)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/')
    const preview = page.getByRole('img', { name: /Preview of the insights panel/ })
    await expect(preview).toHaveAttribute('aria-label', new RegExp(`asked in ${asked} compan`))
    await expect(preview).toContainText(`${HOST}/problems/${PREVIEW_SLUG}`)
    // The hero's drawing says the same.
    await expect(
      page.getByText(`${asked} ${asked === 1 ? 'company' : 'companies'}`, { exact: true }),
    ).toBeVisible()

    await openSignedIn(page, await createUser(), `/problems/${PREVIEW_SLUG}`)
    const askedIn = page.locator('dt', { hasText: 'Asked in' }).locator('xpath=following-sibling::dd')
    await expect(askedIn).toHaveText(new RegExp(`^${asked}\\s*compan`))
  })
})

test.describe('progress marks', () => {
  test('read as actions until set, then as a state; labelled and big enough on a phone', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await startSession(page.context(), await createUser())
    const problem = firstEasyOnGoogle()
    await page.goto('/sheet/google?difficulty=easy&sort=number-asc')
    const row = page.locator(`tr#p-${problem.id}`)
    const solved = row.getByRole('button', { name: `Mark solved: ${problem.title}` })
    const revisit = row.getByRole('button', { name: `Mark to revisit: ${problem.title}` })

    // Visible labels on a phone, on targets of at least 24 × 24 px that do not touch.
    await expect(solved).toHaveText('Mark solved')
    await expect(revisit).toHaveText('Mark to revisit')
    const [a, b] = [await box(solved), await box(revisit)]
    for (const target of [a, b]) {
      expect(target.width).toBeGreaterThanOrEqual(24)
      expect(target.height).toBeGreaterThanOrEqual(24)
    }
    expect(b.y).toBeGreaterThanOrEqual(a.y + a.height + 4)
    // axe runs in the page's own script context, which a page without JavaScript does not have.
    if (javaScriptEnabled) expect(await targetSizeViolations(page)).toEqual([])

    const actionLook = await solved.evaluate((button) => getComputedStyle(button).backgroundColor)
    await solved.click()
    if (!javaScriptEnabled) await expect(page).toHaveURL(/#p-\d+$/)
    await expect(solved).toHaveAttribute('aria-pressed', 'true')
    // The state shows as a status, in words and in look, under the same accessible name.
    await expect(solved).toHaveText('Solved')
    const stateLook = await solved.evaluate((button) => getComputedStyle(button).backgroundColor)
    expect(stateLook).not.toBe(actionLook)
    await expect(revisit).toHaveText('Mark to revisit')
  })
})

test.describe('one statement of demo data, one host, real titles', () => {
  test("'Demo data' is said once on a page, not on every card", async ({ page }) => {
    await page.goto('/search/sheet')
    await expect(page.getByRole('main').getByText('Demo data', { exact: true })).toHaveCount(1)
    await expect(page.getByRole('main').getByText(/Every list here is a sample/)).toBeVisible()

    await openSignedIn(page, await createUser(), '/sheet/google')
    await expect(page.getByRole('main').getByText('Demo data', { exact: true })).toHaveCount(1)
  })

  test('every page that teaches the address trick names the same host', async ({ page }) => {
    await page.goto('/hacks')
    for (const address of [`${HOST}/1`, `${HOST}/potd`, `${E2E_ORIGIN}/problems/two-sum/`]) {
      await expect(page.getByRole('main')).toContainText(address)
    }
    await page.goto('/search/sheet')
    await expect(page.getByRole('main')).toContainText(`${E2E_ORIGIN}/problems/add-two-numbers/`)
    await page.goto('/')
    await expect(page.getByRole('main')).toContainText(`${HOST}/problems/${PREVIEW_SLUG}`)
    await openSignedIn(page, await createUser(), '/insights')
    await expect(page.getByRole('main')).toContainText(`${E2E_ORIGIN}/problems/two-sum/`)

    for (const path of ['/hacks', '/search/sheet', '/insights', '/']) {
      await page.goto(path)
      expect(await page.getByRole('main').textContent()).not.toMatch(/prepsharp\.dev\/(problems|1|potd)/)
    }
  })

  test("a problem's tab is titled with its stored title, an unknown one with its slug", async ({ page }) => {
    await openSignedIn(page, await createUser(), '/problems/lru-cache')
    await expect(page).toHaveTitle('LRU Cache | PrepSharp')
    await page.goto('/problems/no-such-problem-here')
    await expect(page).toHaveTitle('No Such Problem Here | PrepSharp')
  })
})
