import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import {
  adminUser,
  createUser,
  expect,
  expectNoA11yViolations,
  openE2eDb,
  openSignedIn,
  startSession,
  test,
  type TestUser,
} from './support'

// Lists that are not the user's own making (docs/product.md#lists, #admin): an admin hides a public list
// from its page and shows it again from /admin, the owner keeps it with a notice; an interview plan's list
// has its own place on /lists; /plan is in the signed-in navigation. With JavaScript and without.

/** The accounts tests/setup/e2e-server.mjs puts in ADMIN_EMAILS for this spec, one per browser project. */
const ADMIN_EMAILS = { js: 'lists-admin-js@example.com', noJs: 'lists-admin-no-js@example.com' }

/** A list of the owner's straight in the database, with two demo problems on it. Returns its address. */
function storeList(owner: Pick<TestUser, 'id'>, name: string, visibility: 'public' | 'private'): string {
  const id = randomBytes(8).toString('hex')
  const db = openE2eDb()
  try {
    const now = Date.now()
    db.prepare(
      `INSERT INTO problem_lists (id, owner_id, name, description, visibility, version, created_at, updated_at)
       VALUES (?, ?, ?, '', ?, 1, ?, ?)`,
    ).run(id, owner.id, name, visibility, now, now)
    db.prepare(
      `INSERT INTO problem_list_items (list_id, problem_id, position, added_at)
       SELECT ?, id, row_number() OVER (ORDER BY title_slug), ? FROM problems
       WHERE title_slug IN ('two-sum', 'lru-cache')`,
    ).run(id, now)
  } finally {
    db.close()
  }
  return `/lists/${id}`
}

/** A plan of the user's for the demo Google sheet whose list is `listHref`'s. */
function storePlan(user: Pick<TestUser, 'id'>, listHref: string) {
  const db = openE2eDb()
  try {
    db.prepare(
      `INSERT INTO interview_plans (user_id, company_id, interview_date, hours_per_week, list_id, created_at, updated_at)
       SELECT ?, id, '2099-01-01', 5, ?, ?, ? FROM companies WHERE slug = 'google'`,
    ).run(user.id, listHref.slice('/lists/'.length), Date.now(), Date.now())
  } finally {
    db.close()
  }
}

/** A toast: Sonner's once scripts run; without them, the one the server drew into the page. */
function toast(page: Page, javaScriptEnabled: boolean) {
  return page.locator(javaScriptEnabled ? '[data-sonner-toast]' : '[data-toast]')
}

async function waitForHydration(page: Page, javaScriptEnabled: boolean) {
  if (javaScriptEnabled)
    await expect(page.locator('summary').filter({ hasText: 'Request a feature' })).toBeVisible()
}

test.describe('list moderation and placement', () => {
  test('an admin hides a public list: a 404 for others, a notice for its owner, shown again from /admin', async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const owner = await createUser({ name: 'List Owner' })
    const name = `Shared ${randomBytes(3).toString('hex')}`
    const href = storeList(owner, name, 'public')
    const admin = await adminUser(javaScriptEnabled ? ADMIN_EMAILS.js : ADMIN_EMAILS.noJs)

    await openSignedIn(page, admin, href)
    await waitForHydration(page, javaScriptEnabled)
    await expect(page.getByText('Admin: hide this list from everyone but its owner.')).toBeVisible()
    await page.getByRole('button', { name: `Hide the list ${name} from visitors` }).click()
    await expect(page).toHaveURL('/admin#hidden-lists')
    await expect(
      toast(page, javaScriptEnabled).filter({ hasText: 'List hidden from visitors' }),
    ).toBeVisible()
    const hiddenLists = page.getByRole('region', { name: 'Hidden lists' })
    await expect(hiddenLists.getByText(name)).toBeVisible()
    await expect(hiddenLists.getByText(`by ${ADMIN_EMAILS[javaScriptEnabled ? 'js' : 'noJs']}`)).toBeVisible()
    if (javaScriptEnabled) await expectNoA11yViolations(page)

    // Anyone else, the admin included, gets the list's 404.
    expect((await page.request.get(href)).status()).toBe(404)
    const visitor = await browser.newContext({ javaScriptEnabled })
    const visitorPage = await visitor.newPage()
    expect((await visitorPage.goto(href))?.status()).toBe(404)
    expect((await visitorPage.request.get(`${href}/export.json`)).status()).toBe(404)

    // Its owner still has it, and is told.
    const ownerContext = await browser.newContext({ javaScriptEnabled })
    const ownerPage = await ownerContext.newPage()
    await openSignedIn(ownerPage, owner, href)
    await expect(ownerPage.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(ownerPage.getByText('Hidden by an admin.')).toBeVisible()
    await expect(ownerPage.getByRole('button', { name: /from visitors$/ })).toHaveCount(0)
    if (javaScriptEnabled) await expectNoA11yViolations(ownerPage)
    await ownerPage.goto('/lists')
    await expect(
      ownerPage
        .getByRole('listitem')
        .filter({ hasText: name })
        .getByText('Hidden by an admin: only you can see it.'),
    ).toBeVisible()

    // Shown again from /admin: open to everyone, without the notice.
    await waitForHydration(page, javaScriptEnabled)
    await hiddenLists.getByRole('button', { name: `Show the list ${name} again` }).click()
    await expect(toast(page, javaScriptEnabled).filter({ hasText: 'List shown again' })).toBeVisible()
    await expect(hiddenLists.getByText(name)).toHaveCount(0)
    expect((await visitorPage.goto(href))?.status()).toBe(200)
    await ownerPage.goto(href)
    await expect(ownerPage.getByText('Hidden by an admin.')).toHaveCount(0)
    await visitor.close()
    await ownerContext.close()
  })

  test('no hide button for anyone but an admin, and their post is the site’s 404 @http', async ({ page }) => {
    const owner = await createUser({ name: 'Plain Owner' })
    const href = storeList(owner, 'Nothing to hide', 'public')
    await openSignedIn(page, await createUser({ name: 'Reader' }), href)
    await expect(page.getByRole('heading', { level: 1, name: 'Nothing to hide' })).toBeVisible()
    await expect(page.getByRole('button', { name: /from visitors$/ })).toHaveCount(0)
    // Posted anyway, by someone who is not an admin: the site's 404, and the list stays open.
    const answer = await page.request.post('/admin', {
      form: { intent: 'hide-list', listId: href.slice('/lists/'.length) },
      headers: { Origin: new URL(page.url()).origin },
    })
    expect(answer.status()).toBe(404)
    expect((await page.request.get(href)).status()).toBe(200)
  })

  test('an interview plan’s list has its own place on /lists, and /plan is in the navigation', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createUser({ name: 'Planner' })
    storeList(user, 'Made by hand', 'private')
    storePlan(user, storeList(user, 'Google interview plan', 'private'))
    await page.setViewportSize({ width: 1280, height: 900 })
    await startSession(page.context(), user)
    await page.goto('/lists')
    const own = page.getByRole('region', { name: 'Your lists' })
    const planned = page.getByRole('region', { name: 'Your interview plans’ lists' })
    await expect(own.getByRole('link', { name: 'Made by hand' })).toBeVisible()
    await expect(own.getByRole('link', { name: 'Google interview plan' })).toHaveCount(0)
    await expect(planned.getByRole('link', { name: 'Google interview plan' })).toBeVisible()
    await expect(planned.getByRole('link', { name: 'interview plan', exact: true })).toHaveAttribute(
      'href',
      '/plan',
    )
    if (javaScriptEnabled) await expectNoA11yViolations(page)

    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('link', { name: 'Plan', exact: true }).click()
    await expect(page).toHaveURL('/plan')
    await expect(nav.getByRole('link', { name: 'Plan', exact: true })).toHaveAttribute('aria-current', 'page')
  })
})
