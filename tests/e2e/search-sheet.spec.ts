import type { Page } from '@playwright/test'
import {
  createUser,
  expect,
  expectNoA11yViolations,
  logIn,
  openE2eDb,
  openSignedIn,
  startSession,
  test,
  type TestUser,
} from './support'

const PATH = '/search/sheet'
const STORAGE_KEY = 'favoriteCompanies'
/** The demo data's 20 companies: the page renders the first 18 (most problems first) until 'Show all'. */
const FIRST_PAGE = 18
const ALL = 20

function grid(page: Page) {
  return page.getByRole('region', { name: 'Companies' }).getByRole('list')
}

function card(page: Page, name: string) {
  return grid(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
}

function showAll(page: Page) {
  return page.getByRole('link', { name: `Show all ${ALL} companies` })
}

function favoritesPanel(page: Page) {
  return page.getByRole('region', { name: /Your Favorites/ })
}

function star(page: Page, name: string) {
  return page.getByRole('button', { name: `Favorite ${name}`, exact: true })
}

async function storedFavorites(page: Page): Promise<unknown> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY)
}

function accountFavorites(user: TestUser): string[] {
  const db = openE2eDb()
  try {
    const rows = db
      .prepare(
        'select c.slug from favorites f join companies c on c.id = f.company_id where f.user_id = ? order by f.created_at, f.rowid',
      )
      .all(user.id) as { slug: string }[]
    return rows.map((row) => row.slug)
  } finally {
    db.close()
  }
}

function addAccountFavorites(user: TestUser, slugs: string[]) {
  const db = openE2eDb()
  try {
    const insert = db.prepare(
      'insert into favorites (user_id, company_id, created_at) select ?, id, ? from companies where slug = ?',
    )
    for (const slug of slugs) insert.run(user.id, Date.now(), slug)
  } finally {
    db.close()
  }
}

/** Stars a company the way this project's browser can: a click, then (signed in) the save to the account. */
async function starCompany(page: Page, name: string, javaScriptEnabled: boolean, signedIn: boolean) {
  if (javaScriptEnabled && signedIn) {
    const saved = page.waitForResponse(
      (r) => r.url().includes('/favorites') && r.request().method() === 'POST',
    )
    await star(page, name).click()
    expect((await saved).ok()).toBe(true)
  } else {
    await star(page, name).click()
  }
}

test.describe('search sheet page', () => {
  test('has the title, heading and the first companies in a responsive grid', async ({ page }) => {
    await page.goto(PATH)
    await expect(page).toHaveTitle('Search Sheet | PrepSharp')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search Any Company Sheets')
    await expect(page.getByRole('searchbox', { name: 'Search company' })).toHaveAttribute(
      'placeholder',
      'Search company...',
    )
    await expect(grid(page)).toHaveClass(/grid-cols-1/)
    await expect(grid(page)).toHaveClass(/md:grid-cols-2/)
    await expect(grid(page)).toHaveClass(/xl:grid-cols-3/)
    await expect(grid(page).getByRole('listitem')).toHaveCount(FIRST_PAGE)
    // The longest lists come first; the rest wait behind 'Show all'.
    await expect(grid(page).getByRole('listitem').first()).toContainText('Google')
    await expect(grid(page).getByRole('listitem').last()).toContainText('Netflix')
    await expect(card(page, 'Alibaba')).toHaveCount(0)
    await expect(page.getByText(`Showing ${FIRST_PAGE} of ${ALL} companies`)).toBeVisible()
    await expect(showAll(page)).toHaveAttribute('href', `${PATH}?all=1#company-wipro`)

    const google = card(page, 'Google')
    await expect(google).toContainText(/\d+ Problems/)
    // The demo data is named once, above the grid, not on every card (all of them are demo data here).
    await expect(google).not.toContainText('Demo data')
    await expect(page.getByRole('main').getByText('Demo data', { exact: true })).toHaveCount(1)
    await expect(google.getByRole('link', { name: 'Google' })).toHaveAttribute('href', '/sheet/google')
    await expect(card(page, 'Goldman Sachs').getByRole('link')).toHaveAttribute(
      'href',
      '/sheet/goldman-sachs',
    )
  })

  test('searches with the GET form, and instantly while typing with JavaScript', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(PATH)
    const box = page.getByRole('searchbox', { name: 'Search company' })
    if (javaScriptEnabled) {
      const roundTrips: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(PATH)) roundTrips.push(request.url())
      })
      await box.pressSequentially('GO')
      await expect(grid(page).getByRole('listitem')).toHaveCount(2)
      await expect(page).toHaveURL(`${PATH}?q=GO`)
      expect(roundTrips).toEqual([])
    } else {
      await box.fill('GO')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
      await expect(page).toHaveURL(`${PATH}?q=GO`)
    }
    // Case-insensitive substring of the name only (docs/product.md#company-search).
    await expect(grid(page).getByRole('listitem')).toHaveText([/Google/, /Goldman Sachs/])
    await expect(page.getByText('2 of 20 companies match')).toBeVisible()

    // A reload (or a shared link) shows the same results.
    await page.reload()
    await expect(box).toHaveValue('GO')
    await expect(grid(page).getByRole('listitem')).toHaveCount(2)
  })

  test('Show all renders every company, in place with JavaScript or from the server without', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(PATH)
    await showAll(page).click()
    await expect(grid(page).getByRole('listitem')).toHaveCount(ALL)
    await expect(grid(page).getByRole('listitem').nth(FIRST_PAGE)).toContainText('Wipro')
    await expect(card(page, 'Alibaba').getByRole('link')).toHaveAttribute('href', '/sheet/alibaba')
    await expect(page.getByText(`${ALL} companies`, { exact: true })).toBeVisible()
    await expect(showAll(page)).toHaveCount(0)
    // The first new card is where the reader goes on: focused with JavaScript, the page's anchor without.
    if (javaScriptEnabled) {
      await expect(card(page, 'Wipro').getByRole('link')).toBeFocused()
      await expect(page).toHaveURL(`${PATH}?all=1`)
    } else {
      await expect(page).toHaveURL(`${PATH}?all=1#company-wipro`)
    }

    // A reload (or a shared link) shows them all again.
    await page.goto(`${PATH}?all=1`)
    await expect(grid(page).getByRole('listitem')).toHaveCount(ALL)
    await expect(showAll(page)).toHaveCount(0)
  })

  test('finds a company past the first page', async ({ page, javaScriptEnabled }) => {
    await page.goto(PATH)
    const box = page.getByRole('searchbox', { name: 'Search company' })
    if (javaScriptEnabled) {
      const pageRequests: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(PATH)) pageRequests.push(request.url())
      })
      // The full list comes once, compactly, from the companies API; the page itself is not asked again.
      const list = page.waitForResponse((r) => r.url().includes('/api/all-companies?view=compact'))
      await box.pressSequentially('ALI')
      expect((await list).ok()).toBe(true)
      await expect(page).toHaveURL(`${PATH}?q=ALI`)
      expect(pageRequests).toEqual([])
    } else {
      await box.fill('ALI')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
    }
    await expect(grid(page).getByRole('listitem')).toHaveText([/Alibaba/])
    await expect(page.getByText(`1 of ${ALL} companies match`)).toBeVisible()
    await expect(showAll(page)).toHaveCount(0)
  })

  test("shows 'No results found' when nothing matches", async ({ page, javaScriptEnabled }) => {
    await page.goto(`${PATH}?q=initech`)
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible()
    await expect(page.getByText('No company name contains')).toContainText('initech')
    await page.getByRole('link', { name: 'Clear search' }).click()
    await expect(grid(page).getByRole('listitem')).toHaveCount(FIRST_PAGE)
    if (javaScriptEnabled) await expect(page).toHaveURL(PATH)
  })

  test('refuses search text that is far too long with a message and a 400', async ({ page }) => {
    const response = await page.goto(`${PATH}?q=${'x'.repeat(101)}`)
    expect(response?.status()).toBe(400)
    await expect(page.getByText('Search text can be at most 100 characters')).toBeVisible()
  })

  test(
    'GET /api/all-companies?view=compact is the same list as tuples for the search page',
    { tag: '@http' },
    async ({ request }) => {
      const response = await request.get('/api/all-companies?view=compact')
      expect(response.status()).toBe(200)
      const body = (await response.json()) as { companies: unknown[][] }
      expect(body.companies).toHaveLength(ALL)
      expect(body.companies[0]).toEqual(['google', 'Google', expect.any(Number), 'google.com', 1])
    },
  )

  test('GET /api/all-companies answers the documented shape', { tag: '@http' }, async ({ request }) => {
    const response = await request.get('/api/all-companies')
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { data: Record<string, unknown>[] }
    expect(body.data).toHaveLength(20)
    for (const company of body.data) {
      expect(Object.keys(company).sort()).toEqual(['$id', 'name', 'totalProblems', 'website'])
      expect(typeof company.$id).toBe('string')
      expect(typeof company.totalProblems).toBe('number')
    }
    expect(body.data[0]).toMatchObject({ name: 'Google', website: 'google.com' })
  })

  test('the tip shows this site in the example link, with a copy button when JavaScript runs', async ({
    page,
    context,
    javaScriptEnabled,
    baseURL,
  }) => {
    await page.goto(PATH)
    const tip = page.getByRole('region', { name: 'Short Trick for smart people like you' })
    await expect(tip).toContainText('https://leetcode.com/problems/add-two-numbers/')
    await expect(tip).toContainText(`${baseURL}/problems/add-two-numbers/`)
    const copy = tip.getByRole('button', { name: 'Copy link' })
    if (!javaScriptEnabled) {
      await expect(copy).toHaveCount(0)
      return
    }
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await copy.click()
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/problems/add-two-numbers/`,
    )
  })
})

test.describe('favourites', () => {
  // Several page loads, sign-ins and saves each: more than the default budget on a busy machine.
  test.slow()

  test('a visitor stars companies in this browser (JavaScript) or is asked to log in (no JavaScript)', async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(PATH)
    await expect(favoritesPanel(page)).toHaveCount(0)
    await expect(star(page, 'Meta')).toHaveAttribute('aria-pressed', 'false')
    await star(page, 'Meta').click()

    if (!javaScriptEnabled) {
      await expect(page).toHaveURL('/login?redirect_uri=%2Fsearch%2Fsheet')
      await expect(page.getByText('Log in to save favorites to your account')).toBeVisible()
      return
    }

    // The star never navigates.
    await expect(page).toHaveURL(PATH)
    await expect(page.getByText('Added Meta to favorites')).toBeVisible()
    await expect(star(page, 'Meta')).toHaveAttribute('aria-pressed', 'true')
    await expect(favoritesPanel(page).getByRole('link', { name: 'Meta' })).toHaveAttribute(
      'href',
      '/sheet/meta',
    )
    await expect(favoritesPanel(page)).toContainText('New')
    expect(await storedFavorites(page)).toEqual(['Meta'])

    await star(page, 'Uber').click()
    expect(await storedFavorites(page)).toEqual(['Meta', 'Uber'])
    await page.reload()
    await expect(favoritesPanel(page).getByRole('listitem')).toHaveText(['Meta', 'Uber'])

    await star(page, 'Meta').click()
    await expect(page.getByText('Removed Meta from favorites')).toBeVisible()
    await star(page, 'Uber').click()
    await expect(favoritesPanel(page)).toHaveCount(0)
    expect(await storedFavorites(page)).toEqual([])
  })

  test('a signed-in star saves to the account, with or without JavaScript', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createUser()
    await openSignedIn(page, user, PATH)
    await expect(page).toHaveURL(PATH)

    await starCompany(page, 'TikTok', javaScriptEnabled, true)
    await expect(page.getByText('Added TikTok to favorites')).toBeVisible()
    // Without JavaScript the page comes back at the card that was starred.
    await expect(page).toHaveURL(javaScriptEnabled ? PATH : `${PATH}#company-tiktok`)
    await expect(favoritesPanel(page).getByRole('link', { name: 'TikTok' })).toBeVisible()
    await expect(star(page, 'TikTok')).toHaveAttribute('aria-pressed', 'true')
    expect(accountFavorites(user)).toEqual(['tiktok'])

    await starCompany(page, 'TikTok', javaScriptEnabled, true)
    await expect(page.getByText('Removed TikTok from favorites')).toBeVisible()
    await expect(favoritesPanel(page)).toHaveCount(0)
    expect(accountFavorites(user)).toEqual([])
  })

  test('favourites past the first page show in the panel and can be starred after Show all', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createUser()
    addAccountFavorites(user, ['alibaba'])
    await openSignedIn(page, user, PATH)
    // The account's favourite is not among the first cards, yet the panel shows it.
    await expect(favoritesPanel(page).getByRole('link', { name: 'Alibaba' })).toHaveAttribute(
      'href',
      '/sheet/alibaba',
    )
    await expect(card(page, 'Alibaba')).toHaveCount(0)

    await showAll(page).click()
    await expect(star(page, 'Alibaba')).toHaveAttribute('aria-pressed', 'true')
    await starCompany(page, 'Wipro', javaScriptEnabled, true)
    await expect(page.getByText('Added Wipro to favorites')).toBeVisible()
    // Without JavaScript the page comes back with every company, at the card that was starred.
    await expect(page).toHaveURL(javaScriptEnabled ? `${PATH}?all=1` : `${PATH}?all=1#company-wipro`)
    await expect(favoritesPanel(page).getByRole('listitem')).toHaveText(['Alibaba', 'Wipro'])
    expect(accountFavorites(user)).toEqual(['alibaba', 'wipro'])
  })

  // Browser favourites need JavaScript.
  test(
    "a visitor's stored favourite past the first page shows once the list arrives",
    { tag: '@needs-js' },
    async ({ page }) => {
      await page.goto(PATH)
      await page.evaluate((key) => localStorage.setItem(key, JSON.stringify(['Wipro', 'Meta'])), STORAGE_KEY)
      await page.reload()
      await expect(favoritesPanel(page).getByRole('listitem')).toHaveText(['Wipro', 'Meta'])
      await expect(card(page, 'Wipro')).toHaveCount(0)
    },
  )

  test('favourites follow a signed-in user to another browser', async ({
    page,
    browser,
    baseURL,
    javaScriptEnabled,
  }) => {
    const user = await createUser()
    await openSignedIn(page, user, PATH)
    await starCompany(page, 'Apple', javaScriptEnabled, true)
    await starCompany(page, 'Oracle', javaScriptEnabled, true)
    await expect(favoritesPanel(page).getByRole('listitem')).toHaveText(['Apple', 'Oracle'])

    const other = await (await browser.newContext({ baseURL, javaScriptEnabled })).newPage()
    await openSignedIn(other, user, PATH)
    await expect(favoritesPanel(other).getByRole('listitem')).toHaveText(['Apple', 'Oracle'])
    // The panel is the server's; the browser's copy is written once the page has hydrated.
    if (javaScriptEnabled) await expect.poll(() => storedFavorites(other)).toEqual(['Apple', 'Oracle'])
    await other.context().close()
  })

  // Browser favourites need JavaScript.
  test(
    "this browser's favourites and the account's are merged when a user signs in",
    { tag: '@needs-js' },
    async ({ page }) => {
      const user = await createUser()
      addAccountFavorites(user, ['meta'])

      await page.goto(PATH)
      await star(page, 'Uber').click()
      expect(await storedFavorites(page)).toEqual(['Uber'])

      const saved = page.waitForResponse(
        (r) => r.url().includes('/favorites') && r.request().method() === 'POST',
      )
      await logIn(page, user, PATH)
      await saved
      await expect(favoritesPanel(page).getByRole('listitem')).toHaveText(['Uber', 'Meta'])
      expect(await storedFavorites(page)).toEqual(['Uber', 'Meta'])
      expect(accountFavorites(user).sort()).toEqual(['meta', 'uber'])
    },
  )

  test('Edit/Done puts the chips in edit mode, where each can be removed', async ({
    page,
    javaScriptEnabled,
  }) => {
    // Shaking chips never hold still long enough for Playwright to click them; reduced motion stops them.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const user = await createUser()
    addAccountFavorites(user, ['google', 'amazon'])
    await openSignedIn(page, user, PATH)

    const panel = favoritesPanel(page)
    await expect(panel.getByRole('listitem')).toHaveText(['Google', 'Amazon'])
    await expect(panel.getByRole('button', { name: /^Remove / })).toHaveCount(0)

    await panel.getByTitle('Edit Favorites').click()
    const done = panel.getByTitle('Done Editing')
    await expect(done).toBeVisible()
    await expect(panel.getByRole('listitem').first()).toHaveClass(/animate-shake/)
    await expect(panel.getByRole('button', { name: /^Remove / })).toHaveCount(2)

    const removed = javaScriptEnabled
      ? page.waitForResponse((r) => r.url().includes('/favorites') && r.request().method() === 'POST')
      : null
    await panel.getByRole('button', { name: 'Remove Google from favorites' }).click()
    await removed
    await expect(page.getByText('Removed Google from favorites')).toBeVisible()
    await expect(panel.getByRole('listitem')).toHaveText(['Amazon'])
    // Still editing: the next chip can go too.
    await expect(panel.getByRole('button', { name: 'Remove Amazon from favorites' })).toBeVisible()
    expect(accountFavorites(user)).toEqual(['amazon'])

    await done.click()
    await expect(panel.getByTitle('Edit Favorites')).toBeVisible()
    await expect(panel.getByRole('button', { name: /^Remove / })).toHaveCount(0)
    await expect(panel.getByRole('listitem').first()).not.toHaveClass(/animate-shake/)
  })

  test('the favourites endpoint refuses bad input with a 4xx and a message', async ({ page }) => {
    const user = await createUser()
    await startSession(page.context(), user)
    // page.request carries the browser's session cookie.
    const request = page.request

    const badIntent = await request.post('/favorites', { form: { intent: 'explode', company: 'google' } })
    expect(badIntent.status()).toBe(400)
    expect(await badIntent.text()).toContain('Unknown favorites action')

    const unknown = await request.post('/favorites', { form: { intent: 'add', company: 'initech' } })
    expect(unknown.status()).toBe(404)
    expect(await unknown.text()).toContain('Company not found')
    expect(accountFavorites(user)).toEqual([])

    await page.goto('/favorites')
    await expect(page.getByRole('link', { name: 'Go to the company search' })).toHaveAttribute('href', PATH)
  })
})

// A client-side refresh needs JavaScript.
test(
  'the loading state rotates algorithm jokes while the list is fetched again',
  { tag: '@needs-js' },
  async ({ page }) => {
    await page.goto(PATH)
    await expect(grid(page).getByRole('listitem')).toHaveCount(FIRST_PAGE)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/search\/sheet\.data/, async (route) => {
      await held
      await route.continue()
    })

    await page.getByRole('banner').getByRole('link', { name: 'Company Wise Sheet' }).click()
    const message = page.getByTestId('loading-message')
    await expect(message).toHaveText('Balancing the red-black tree…')
    await expect(page.getByRole('status').filter({ hasText: 'Loading companies' })).toBeAttached()
    await expect(message).not.toHaveText('Balancing the red-black tree…', { timeout: 3000 })
    release()
    await expect(grid(page).getByRole('listitem')).toHaveCount(FIRST_PAGE)
  },
)

test.describe('accessibility', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe-core needs JavaScript in the page')
  // One axe run can take half a minute on a busy machine.
  test.slow()

  test('the page, every company and no results have no violations for a visitor', async ({ page }) => {
    for (const path of [PATH, `${PATH}?all=1`, `${PATH}?q=initech`]) {
      await page.goto(path)
      await expectNoA11yViolations(page, { soft: true })
    }
  })

  for (const width of [1280, 375]) {
    test(`favourites in edit mode have no violations at ${width} px`, async ({ page }) => {
      const user = await createUser()
      addAccountFavorites(user, ['google', 'meta'])
      await page.setViewportSize({ width, height: 800 })
      // Signed in without the form, so no sign-in toast (not part of this page) shows.
      await openSignedIn(page, user, `${PATH}?edit=1`)
      await expect(favoritesPanel(page).getByTitle('Done Editing')).toBeVisible()
      await expectNoA11yViolations(page)
    })
  }
})
