import type { Locator, Page } from '@playwright/test'
import {
  createUser,
  E2E_ORIGIN,
  expect,
  expectNoA11yViolations,
  openE2eDb,
  openSignedIn,
  sessionCookieHeader,
  startSession,
  test,
} from './support'

// Problem lists (docs/product.md#lists): curated lists for everyone, a user's own lists made, filled from a
// sheet and by pasting, reordered, shared, opened by a visitor, copied and exported; with JavaScript and
// without (then every form is a plain post and every answer a new page).

const STALE = 'This list was changed somewhere else'

interface Problem {
  id: number
  title: string
  slug: string
  number: number
}

/** The first problems of the demo Google sheet, in its default order (the first rows of its page 1). */
function googleTop(count: number): Problem[] {
  const db = openE2eDb()
  try {
    return db
      .prepare(
        `select p.id, p.title, p.title_slug as slug, p.frontend_id as number from company_questions cq
         join companies c on c.id = cq.company_id join problems p on p.id = cq.problem_id
         where c.slug = 'google' and cq.timeframe = 'all'
         order by cq.frequency desc, p.frontend_id asc, p.id limit ?`,
      )
      .all(count) as Problem[]
  } finally {
    db.close()
  }
}

function problemBySlug(slug: string): Problem {
  const db = openE2eDb()
  try {
    return db
      .prepare(
        'select id, title, title_slug as slug, frontend_id as number from problems where title_slug = ?',
      )
      .get(slug) as Problem
  } finally {
    db.close()
  }
}

/** The titles of the list's rows, top to bottom. */
function titles(page: Page): Promise<string[]> {
  return page.locator('table.list-table tbody th[scope="row"] .list-title').allTextContents()
}

function row(page: Page, title: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${title}`) }) })
}

async function createList(page: Page, name: string) {
  await page.goto('/lists')
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Description (optional)').fill('Graphs first, then the rest.')
  await page.getByRole('button', { name: 'Create list' }).click()
  await expect(page).toHaveURL(/\/lists\/[A-Za-z0-9_-]{16}$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  return new URL(page.url()).pathname
}

test.describe('lists', () => {
  test('curated lists are open to everyone, with progress for a signed-in user', async ({ page }) => {
    await page.goto('/lists')
    await expect(page.getByRole('heading', { level: 1, name: 'Problem lists' })).toBeVisible()
    await page.getByRole('link', { name: 'PrepSharp Starter 20' }).click()
    await expect(page).toHaveURL('/lists/prepsharp-starter-20')
    await expect(page.getByRole('heading', { name: 'Showing 1–20 of 20 problems' })).toBeVisible()
    await expect(row(page, 'Two Sum')).toBeVisible()
    // A visitor has no marks to set.
    await expect(page.getByRole('button', { name: /^Mark solved/ })).toHaveCount(0)

    const user = await createUser({ name: 'Curated Reader' })
    await startSession(page.context(), user)
    await page.goto('/lists/prepsharp-starter-20?difficulty=easy')
    await expect(page.getByRole('button', { name: 'Mark solved: Two Sum' })).toBeVisible()
    await expect(row(page, 'LRU Cache')).toHaveCount(0)
  })

  test('a document carries the rows once, and the hydrated table keeps them across navigations', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'The rows are read back when the page hydrates')
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await startSession(page.context(), await createUser({ name: 'List Rereader' }))
    const response = await page.goto('/lists/prepsharp-starter-20')
    // The rows' text, figures and marks are in the table, not in the page's data (list-rows-in-page.ts).
    const html = await response!.text()
    expect(html).not.toContain('"two-sum"')
    expect(html).not.toContain('\\"acRate\\"')
    const drawn = await page.locator('table.list-table tbody tr').first().innerText()
    const order = await titles(page)
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('table.list-table tbody')!).some((key) =>
        key.startsWith('__reactFiber'),
      ),
    )
    expect(await page.locator('table.list-table tbody tr').first().innerText()).toBe(drawn)
    expect(await titles(page)).toEqual(order)

    // The marks work on the rows read back, and a client navigation brings rows as data, and back again
    // (a filter replaces the page's entry in the history, so back is Clear filters).
    await page.getByRole('button', { name: 'Mark solved: Two Sum' }).click()
    await expect(page.getByRole('button', { name: 'Solved: Two Sum' })).toBeVisible()
    // The topic checkboxes are read back from the page too: choosing one filters at once.
    await page.getByText('Topics (any)').click()
    await page.getByRole('checkbox', { name: /^Hash Table/ }).check()
    await expect(page).toHaveURL('/lists/prepsharp-starter-20?topic=Hash+Table')
    await expect(page.getByRole('checkbox', { name: /^Hash Table/ })).toBeChecked()
    await page.getByLabel('Difficulty').selectOption('hard')
    await expect(page).toHaveURL('/lists/prepsharp-starter-20?difficulty=hard&topic=Hash+Table')
    await expect(row(page, 'Two Sum')).toHaveCount(0)
    await page
      .getByRole('search', { name: 'Filter the list' })
      .getByRole('link', { name: 'Clear filters' })
      .click()
    await expect(page).toHaveURL('/lists/prepsharp-starter-20')
    await expect(page.getByRole('heading', { name: 'Showing 1–20 of 20 problems' })).toBeVisible()
    expect(await titles(page)).toEqual(order)
    await expect(page.getByRole('button', { name: 'Solved: Two Sum' })).toBeVisible()
    expect(errors.filter((error) => /hydrat|Minified React error/i.test(error))).toEqual([])
  })

  test('make a list, add from a sheet, paste, reorder, remove', async ({ page, javaScriptEnabled }) => {
    const user = await createUser({ name: 'List Maker' })
    await startSession(page.context(), user)

    // Names and descriptions are plain text: a tag is refused, and nothing is made.
    await page.goto('/lists')
    await page.getByLabel('Name').fill('<b>Bold</b> list')
    await page.getByRole('button', { name: 'Create list' }).click()
    await expect(page.getByText('Plain text only: remove the HTML tags')).toBeVisible()
    await expect(page).toHaveURL('/lists')
    await expect(page.getByText('No lists yet')).toBeVisible()

    const name = `Google warm-up ${javaScriptEnabled ? 'js' : 'nojs'}`
    const href = await createList(page, name)

    // From a sheet: the user's only list is the one the rows add to.
    const [first, second] = googleTop(2)
    await page.goto('/sheet/google')
    await expect(page.getByText(`Adds to ${name}`)).toBeVisible()
    await page.getByRole('button', { name: `Add ${first!.title} to the list` }).click()
    await expect(page.getByText(`Added ${first!.title} to ${name}`).first()).toBeVisible()
    if (!javaScriptEnabled) await expect(page).toHaveURL(`/sheet/google#p-${first!.id}`)
    await page.getByRole('button', { name: `Add ${second!.title} to the list` }).click()
    await expect(page.getByText(`Added ${second!.title} to ${name}`).first()).toBeVisible()

    // By pasting: an address, a number, a slug, and two lines that are not problems.
    const lru = problemBySlug('lru-cache')
    const islands = problemBySlug('number-of-islands')
    await page.goto(href)
    await page
      .getByLabel('Add problems')
      .fill(
        [
          'https://leetcode.com/problems/lru-cache/description/',
          String(islands.number),
          'not a problem',
          'no-such-problem-anywhere',
          first!.slug,
        ].join('\n'),
      )
    await page.getByRole('button', { name: 'Add to the list' }).click()
    const report = page.getByRole('status').filter({ hasText: '2 problems were added' })
    await expect(report).toContainText('Line 3, not a problem: not a LeetCode address, slug or number')
    await expect(report).toContainText('Line 4, no-such-problem-anywhere: no such problem')
    await expect(report).toContainText(`Line 5, ${first!.slug}: already on the list`)
    // The mistakes are put back in the box, to be fixed.
    await expect(page.getByLabel('Add problems')).toHaveValue('not a problem\nno-such-problem-anywhere')
    // With JavaScript the report can show before the list's revalidated rows do.
    await expect.poll(() => titles(page)).toEqual([first!.title, second!.title, lru.title, islands.title])

    // Reorder with the buttons, which work without JavaScript too.
    await page.getByRole('button', { name: `Move ${lru.title} up` }).click()
    await expect.poll(() => titles(page)).toEqual([first!.title, lru.title, second!.title, islands.title])
    await page.getByRole('button', { name: `Move ${first!.title} down` }).click()
    await expect.poll(() => titles(page)).toEqual([lru.title, first!.title, second!.title, islands.title])
    await expect(page.getByRole('button', { name: `Move ${lru.title} up` })).toBeDisabled()

    await page.getByRole('button', { name: `Remove ${second!.title} from the list` }).click()
    await expect.poll(() => titles(page)).toEqual([lru.title, first!.title, islands.title])
    await page.reload()
    expect(await titles(page)).toEqual([lru.title, first!.title, islands.title])
    await expect(page.getByRole('heading', { name: 'Showing 1–3 of 3 problems' })).toBeVisible()
  })

  test('a list changed in another tab is not changed from the old page', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createUser({ name: 'Two Tabs' })
    await startSession(page.context(), user)
    const href = await createList(page, 'Two tabs')
    await page.getByLabel('Add problems').fill('two-sum\nlru-cache\nvalid-parentheses')
    await page.getByRole('button', { name: 'Add to the list' }).click()
    await expect.poll(() => titles(page)).toEqual(['Two Sum', 'LRU Cache', 'Valid Parentheses'])

    // The other tab removes a problem; this one, still showing it, tries to move another.
    const other = await page.context().newPage()
    await other.goto(href)
    await other.getByRole('button', { name: 'Remove LRU Cache from the list' }).click()
    await expect.poll(() => titles(other)).toEqual(['Two Sum', 'Valid Parentheses'])
    await other.close()

    await page.getByRole('button', { name: 'Move Two Sum down' }).click()
    await expect(page.getByText(STALE).first()).toBeVisible()
    // Nothing was changed, and the page now shows the list as it is.
    await expect.poll(() => titles(page)).toEqual(['Two Sum', 'Valid Parentheses'])
    if (!javaScriptEnabled) expect((await page.request.get(href)).status()).toBe(200)
  })

  test('drag a problem by keyboard @needs-js (dragging needs JavaScript; the buttons cover it without)', async ({
    page,
  }) => {
    const user = await createUser({ name: 'Dragger' })
    await startSession(page.context(), user)
    await createList(page, 'Drag me')
    await page.getByLabel('Add problems').fill('two-sum\nlru-cache\nvalid-parentheses')
    await page.getByRole('button', { name: 'Add to the list' }).click()
    await expect.poll(() => titles(page)).toEqual(['Two Sum', 'LRU Cache', 'Valid Parentheses'])

    const handle = page.getByRole('button', { name: 'Drag to move Two Sum' })
    await handle.focus()
    // Each step is announced to screen readers; the next key waits for it, as a person would.
    await page.keyboard.press('Space')
    await expect(page.getByText('Two Sum is over place 1.')).toBeAttached()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByText('Two Sum is over place 2.')).toBeAttached()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByText('Two Sum is over place 3.')).toBeAttached()
    const moved = page.waitForResponse((response) => response.request().method() === 'POST')
    await page.keyboard.press('Space')
    await expect.poll(() => titles(page)).toEqual(['LRU Cache', 'Valid Parentheses', 'Two Sum'])
    // The new order shows before the server has it: reloading sooner would cancel the move.
    await moved
    await page.reload()
    expect(await titles(page)).toEqual(['LRU Cache', 'Valid Parentheses', 'Two Sum'])

    // And by pointer.
    const from = page.getByRole('button', { name: 'Drag to move Valid Parentheses' })
    const to = row(page, 'LRU Cache')
    await from.hover()
    await page.mouse.down()
    const box = (await to.boundingBox())!
    await page.mouse.move(box.x + 20, box.y + 4, { steps: 8 })
    await page.mouse.move(box.x + 20, box.y + 2, { steps: 2 })
    await page.mouse.up()
    await expect.poll(() => titles(page)).toEqual(['Valid Parentheses', 'LRU Cache', 'Two Sum'])
  })

  test('share a public list: a visitor opens it, another user copies it, everyone can export it', async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const owner = await createUser({ name: 'Sharer' })
    await startSession(page.context(), owner)
    const href = await createList(page, 'Shared graphs')
    await page.getByLabel('Add problems').fill('number-of-islands\ncourse-schedule')
    await page.getByRole('button', { name: 'Add to the list' }).click()
    await expect.poll(() => titles(page)).toEqual(['Number of Islands', 'Course Schedule'])

    await page.getByText('Edit or delete the list').click()
    await page.getByRole('radio', { name: /^Public/ }).check()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText('List saved').first()).toBeVisible()
    const share = page.getByLabel(/^Share address/)
    await expect(share).toHaveValue(`${E2E_ORIGIN}${href}`)

    // A visitor: titles and numbers, no marks, a way to log in and copy.
    const visitor = await browser.newContext({ javaScriptEnabled })
    const visitorPage = await visitor.newPage()
    await visitorPage.goto(href)
    await expect(visitorPage.getByRole('heading', { level: 1, name: 'Shared graphs' })).toBeVisible()
    expect(await titles(visitorPage)).toEqual(['Number of Islands', 'Course Schedule'])
    await expect(visitorPage.getByRole('button', { name: /^Mark solved/ })).toHaveCount(0)
    await expect(visitorPage.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
    await expect(visitorPage.getByRole('link', { name: 'Log in to copy this list' })).toBeVisible()
    // axe runs inside the page, so it needs JavaScript; the markup is the same either way.
    if (javaScriptEnabled) await expectNoA11yViolations(visitorPage)
    await visitor.close()

    // Another user copies it into a private list of their own.
    const reader = await createUser({ name: 'Copier' })
    const readerContext = await browser.newContext({ javaScriptEnabled })
    const readerPage = await readerContext.newPage()
    await openSignedIn(readerPage, reader, href)
    await readerPage.getByRole('button', { name: 'Copy to my lists' }).click()
    await expect(readerPage.getByText('Copied to your lists').first()).toBeVisible()
    await expect(readerPage).not.toHaveURL(href)
    await expect(readerPage.locator('header').getByText('Private', { exact: true })).toBeVisible()
    expect(await titles(readerPage)).toEqual(['Number of Islands', 'Course Schedule'])
    await readerContext.close()

    // Downloads, for the owner: the CSV with their marks' columns, and the JSON of the whole list.
    const csv = await page.request.get(`${href}/export.csv`)
    expect(csv.headers()['content-type']).toContain('text/csv')
    const lines = (await csv.text()).trim().split('\r\n')
    expect(lines[0]).toBe('Place,Number,Title,URL,Difficulty,Acceptance %,Topics,Status,Next review')
    expect(lines[1]).toMatch(
      /^1,200,Number of Islands,https:\/\/leetcode\.com\/problems\/number-of-islands\//,
    )
    const json = await (await page.request.get(`${href}/export.json`)).json()
    expect(json).toMatchObject({
      name: 'Shared graphs',
      visibility: 'public',
      address: `${E2E_ORIGIN}${href}`,
      problems: [
        { place: 1, slug: 'number-of-islands' },
        { place: 2, slug: 'course-schedule' },
      ],
    })
  })

  test('a private list is a 404 for anyone else, its downloads too @http', async ({ page, request }) => {
    const owner = await createUser({ name: 'Private Owner' })
    await startSession(page.context(), owner)
    const href = await createList(page, 'Only mine')
    expect((await request.get(href)).status()).toBe(404)
    const stranger = await createUser({ name: 'Stranger' })
    const headers = { Cookie: await sessionCookieHeader(stranger) }
    expect((await request.get(href, { headers })).status()).toBe(404)
    expect((await request.get(`${href}/export.csv`, { headers })).status()).toBe(404)
    expect((await request.get(`${href}/export.json`)).status()).toBe(404)
  })

  test('the list pages pass axe and fit a phone and a desktop @needs-js (axe runs in the page)', async ({
    page,
  }, testInfo) => {
    // Four pages at three widths, each checked by axe.
    test.slow()
    const user = await createUser({ name: 'Looker' })
    await startSession(page.context(), user)
    const href = await createList(page, 'Shapes of a list')
    await page
      .getByLabel('Add problems')
      .fill('two-sum\nlru-cache\nmedian-of-two-sorted-arrays\nnumber-of-islands')
    await page.getByRole('button', { name: 'Add to the list' }).click()
    await expect.poll(() => titles(page)).toHaveLength(4)
    const pages = { lists: '/lists', list: href, sheet: '/sheet/google', insights: '/problems/two-sum' }
    for (const width of [1280, 1024, 375]) {
      await page.setViewportSize({ width, height: 900 })
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(path)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
        expect(overflow, `sideways scrolling on ${path} at ${width} px`).toBeLessThanOrEqual(0)
        await expectNoA11yViolations(page)
        // A sheet is long: its picture starts at the rows, where the "Add to list" control is.
        if (name === 'sheet')
          await page.locator('#sheet-results').evaluate((heading) => heading.scrollIntoView())
        await page.screenshot({
          path: testInfo.outputPath(`${name}-${width}.png`),
          fullPage: name !== 'sheet',
        })
      }
    }
  })
})
