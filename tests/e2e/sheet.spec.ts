import type { Page } from '@playwright/test'
import {
  createUser,
  expect,
  expectNoA11yViolations,
  openE2eDb,
  startSession,
  test,
  type TestUser,
} from './support'
import { addDays, utcDay } from '../../app/domain/calendar-day'
import { shortDueText } from '../../app/domain/next-due'

interface ListedProblem {
  id: number
  number: number
  title: string
  slug: string
  difficulty: number
  frequency: number
}

/** A company's list straight from the database, in the sheet's default order. */
function companyList(company: string, timeframe = 'all'): ListedProblem[] {
  const db = openE2eDb()
  try {
    return db
      .prepare(
        `select p.id, p.frontend_id as number, p.title, p.title_slug as slug, p.difficulty, cq.frequency
         from company_questions cq
         join companies c on c.id = cq.company_id
         join problems p on p.id = cq.problem_id
         where c.slug = ? and cq.timeframe = ?
         order by cq.frequency desc, p.frontend_id asc, p.id`,
      )
      .all(company, timeframe) as ListedProblem[]
  } finally {
    db.close()
  }
}

function topicsOf(problemId: number): string[] {
  const db = openE2eDb()
  try {
    const rows = db.prepare('select topic from problem_topics where problem_id = ?').all(problemId) as {
      topic: string
    }[]
    return rows.map((row) => row.topic)
  } finally {
    db.close()
  }
}

function setStatus(user: TestUser, problemId: number, status: 'solved' | 'revisit') {
  const db = openE2eDb()
  try {
    db.prepare('insert into progress (user_id, problem_id, status, updated_at) values (?, ?, ?, ?)').run(
      user.id,
      problemId,
      status,
      Date.now(),
    )
  } finally {
    db.close()
  }
}

/** A company other than Google whose all-time list also has the problem. */
function otherCompanyListing(problemId: number): string {
  const db = openE2eDb()
  try {
    const row = db
      .prepare(
        `select c.slug from company_questions cq join companies c on c.id = cq.company_id
         where cq.problem_id = ? and cq.timeframe = 'all' and c.slug != 'google' order by c.id limit 1`,
      )
      .get(problemId) as { slug: string } | undefined
    if (!row) throw new Error(`No other company lists problem ${problemId}`)
    return row.slug
  } finally {
    db.close()
  }
}

const rows = (page: Page) => page.locator('table tbody tr')
const row = (page: Page, problemId: number) => page.locator(`tr#p-${problemId}`)
// Cells are styled by their place in the row (sheet.css): the title is the title cell's first link, the
// number the second cell.
const titles = (page: Page) => rows(page).locator('th > a:first-child').allTextContents()

async function numbersShown(page: Page): Promise<number[]> {
  return (await rows(page).locator('td:nth-child(2)').allTextContents()).map(Number)
}

/** A signed-in reader; the test opens the sheet it is about. */
async function signIn(page: Page, name = 'Sheet Reader') {
  const user = await createUser({ name })
  await startSession(page.context(), user)
  return user
}

test.describe('company sheet', () => {
  test('a visitor meets the login gate and returns to the filtered sheet after logging in', async ({
    page,
  }) => {
    const path = '/sheet/google?difficulty=hard'
    const response = await page.goto(path)
    expect(response?.status()).toBe(401)
    await expect(page.getByRole('heading', { name: 'Login to continue' })).toBeVisible()
    const login = page.getByRole('link', { name: 'Login', exact: true })
    await expect(login).toHaveAttribute('href', `/login?redirect_uri=${encodeURIComponent(path)}`)

    const user = await createUser()
    await login.click()
    await page.getByLabel('Email', { exact: true }).fill(user.email)
    await page.getByLabel('Password').fill(user.password)
    await page.getByRole('button', { name: 'Login', exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1, name: 'Google' })).toBeVisible()
  })

  test('the default view lists fifty problems by frequency, with counts and pages', async ({ page }) => {
    const list = companyList('google')
    await signIn(page)
    await page.goto('/sheet/google')
    await expect(page).toHaveTitle('Sheet: Google | PrepSharp')
    await expect(page.getByRole('heading', { level: 1, name: 'Google' })).toBeVisible()
    await expect(page.getByText(`Showing 1–50 of ${list.length} problems · All time`)).toBeVisible()
    await expect(page.getByText(`0 of ${list.length} solved`)).toBeVisible()
    const easy = list.filter((p) => p.difficulty === 1).length
    await expect(page.getByText(`0 of ${easy} solved`)).toBeVisible()
    await expect(page.getByText(/Data as of \d{1,2} \w{3} \d{4}/)).toBeVisible()
    await expect(page.getByText('Demo data')).toBeVisible()

    await expect(rows(page)).toHaveCount(50)
    expect(await titles(page)).toEqual(list.slice(0, 50).map((p) => p.title))
    const first = list[0]!
    const title = row(page, first.id).getByRole('link', { name: first.title, exact: true })
    await expect(title).toHaveAttribute('href', `https://leetcode.com/problems/${first.slug}/`)
    await expect(title).toHaveAttribute('target', '_blank')
    await expect(title).toHaveAttribute('rel', /noopener/)
    await expect(
      row(page, first.id).getByRole('link', { name: `Insights for ${first.title}` }),
    ).toHaveAttribute('href', `/problems/${first.slug}`)

    const pages = Math.ceil(list.length / 50)
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible()
    await page
      .getByRole('navigation', { name: /page/i })
      .getByRole('link', { name: 'Next', exact: true })
      .click()
    await expect(page).toHaveURL('/sheet/google?page=2')
    await expect(page.getByText(`Showing 51–100 of ${list.length} problems`)).toBeVisible()
    expect(await titles(page)).toEqual(list.slice(50, 100).map((p) => p.title))
  })

  test('a document carries the rows once, and the hydrated table keeps them across navigations', async ({
    page,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'The text is read back when the page hydrates')
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    const list = companyList('google')
    const first = list[0]!
    await signIn(page)
    const response = await page.goto('/sheet/google')
    // The slug as a string of its own would be the loader data's copy; the markup has it inside addresses.
    // The rows' figures and marks are read back from the table too (sheet-rows-in-page.ts).
    const html = await response!.text()
    expect(html).not.toContain(`"${first.slug}"`)
    expect(html).not.toContain('\\"acRate\\"')
    const drawn = await rows(page).first().locator('th').innerText()
    const cells = await rows(page).first().locator('td').allInnerTexts()
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('table tbody')!).some((key) => key.startsWith('__reactFiber')),
    )
    expect(await rows(page).first().locator('th').innerText()).toBe(drawn)
    expect(await rows(page).first().locator('td').allInnerTexts()).toEqual(cells)
    expect(await titles(page)).toEqual(list.slice(0, 50).map((p) => p.title))

    // A client navigation brings the next page's rows with their text, and back again.
    await page
      .getByRole('navigation', { name: /page/i })
      .getByRole('link', { name: 'Next', exact: true })
      .click()
    await expect(page).toHaveURL('/sheet/google?page=2')
    await expect(page.getByText(`Showing 51–100 of ${list.length} problems`)).toBeVisible()
    expect(await titles(page)).toEqual(list.slice(50, 100).map((p) => p.title))
    await page.goBack()
    await expect(page.getByText(`Showing 1–50 of ${list.length} problems`)).toBeVisible()
    expect(await rows(page).first().locator('th').innerText()).toBe(drawn)
    expect(await rows(page).first().locator('td').allInnerTexts()).toEqual(cells)
    await expect(
      row(page, first.id).getByRole('link', { name: `Insights for ${first.title}` }),
    ).toHaveAttribute('href', `/problems/${first.slug}`)
    expect(errors.filter((error) => /hydrat|Minified React error/i.test(error))).toEqual([])
  })

  test('every filter is read from the URL', async ({ page }) => {
    await signIn(page)
    const all = companyList('google')

    const recent = companyList('google', 'thirty-days')
    await page.goto('/sheet/google?timeframe=thirty-days')
    await expect(page.getByLabel('Timeframe')).toHaveValue('thirty-days')
    await expect(rows(page)).toHaveCount(Math.min(50, recent.length))
    expect(await titles(page)).toEqual(recent.slice(0, 50).map((p) => p.title))

    // The 'hot' switch is the thirty-day list, always written as that timeframe.
    await page.goto('/sheet/google?hot=1')
    await expect(page).toHaveURL('/sheet/google?timeframe=thirty-days')
    await expect(page.getByRole('link', { name: /Hot: last 30 days \(on\)/ })).toBeVisible()

    const hard = all.filter((p) => p.difficulty === 3)
    await page.goto('/sheet/google?difficulty=hard')
    await expect(page.getByText(`of ${hard.length} problems`)).toBeVisible()
    await expect(rows(page).getByText('Hard', { exact: true })).toHaveCount(Math.min(50, hard.length))

    const withArray = all.filter((p) => topicsOf(p.id).includes('Array'))
    await page.goto('/sheet/google?topic=Array')
    await expect(page.getByText(`of ${withArray.length} problems`)).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /^Array/ })).toBeChecked()

    const matching = all.filter((p) => p.title.toLowerCase().includes('sum'))
    await page.goto('/sheet/google?q=SUM')
    await expect(page.getByLabel('Search titles')).toHaveValue('SUM')
    expect((await titles(page)).sort()).toEqual(matching.map((p) => p.title).sort())

    await page.goto('/sheet/google?sort=number-asc')
    const ascending = all.map((p) => p.number).sort((a, b) => a - b)
    expect(await numbersShown(page)).toEqual(ascending.slice(0, 50))
    await page.goto('/sheet/google?sort=number-desc')
    expect(await numbersShown(page)).toEqual(ascending.toReversed().slice(0, 50))
    await page.goto('/sheet/google?sort=frequency-asc&difficulty=easy')
    await expect(page.getByLabel('Sort by')).toHaveValue('frequency-asc')
    await expect(page.getByLabel('Difficulty')).toHaveValue('easy')
  })

  test('the filter form changes the URL, at once with JavaScript and with Apply without it', async ({
    page,
    javaScriptEnabled,
  }) => {
    await signIn(page)
    await page.goto('/sheet/google')
    await page.getByLabel('Difficulty').selectOption('medium')
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL('/sheet/google?difficulty=medium')

    await page.locator('summary', { hasText: 'Topics' }).click()
    await page.getByRole('checkbox', { name: /^Array/ }).check()
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL('/sheet/google?difficulty=medium&topic=Array')

    await page.getByLabel('Search titles').fill('sum')
    await page.getByLabel('Search titles').press('Enter')
    await expect(page).toHaveURL('/sheet/google?difficulty=medium&topic=Array&q=sum')
    // With JavaScript the address changes as the navigation commits, a moment before the rows are drawn.
    await expect
      .poll(async () => (await titles(page)).filter((title) => !title.toLowerCase().includes('sum')))
      .toEqual([])

    await page.getByRole('link', { name: 'Clear filters' }).first().click()
    await expect(page).toHaveURL('/sheet/google')
    await expect(page.getByLabel('Difficulty')).toHaveValue('')
  })

  test('a rarer topic typed into the topic box is chosen, from suggestions the page carries once', async ({
    page,
    javaScriptEnabled,
  }) => {
    // The company's topics as the sheet orders them; the first 30 get a checkbox, the rest are suggested.
    const db = openE2eDb()
    const topics = (() => {
      try {
        return db
          .prepare(
            `select topic from problem_topics
             where problem_id in (select problem_id from company_questions cq join companies c
                                  on c.id = cq.company_id where c.slug = 'google')
             group by topic order by count(*) desc, topic`,
          )
          .pluck()
          .all() as string[]
      } finally {
        db.close()
      }
    })()
    const rarer = topics.slice(30)
    const chosen = rarer.find((topic) => /^[A-Za-z ]+$/.test(topic))!
    await signIn(page)
    await page.goto('/sheet/google')
    await page.locator('summary', { hasText: 'Topics' }).click()
    const box = page.getByLabel(/^Another topic/)
    const suggestions = page.locator(`[id="${await box.getAttribute('list')}"] option`)
    await expect(suggestions).toHaveCount(rarer.length)
    // With JavaScript, a typed topic that matches a suggestion is chosen at once: the suggestions were
    // read back from the markup, since the page's data does not carry them.
    await box.fill(chosen)
    if (!javaScriptEnabled) await page.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(`/sheet/google?${new URLSearchParams({ topic: chosen })}`)
    await expect(page.getByRole('checkbox', { name: chosen, exact: true })).toBeChecked()
    await expect(page.locator('datalist option', { hasText: chosen })).toHaveCount(0)
  })

  test('unknown filter values are dropped by redirecting to the canonical URL', async ({ page }) => {
    await signIn(page)
    const response = await page.goto(
      '/sheet/google?difficulty=extreme&timeframe=all&page=1&utm_source=x&sort=frequency-desc',
    )
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL('/sheet/google')

    await page.goto('/sheet/Google?topic=array&topic=No+Such+Topic&status=maybe&page=0')
    await expect(page).toHaveURL('/sheet/google?topic=Array')

    const pages = Math.ceil(companyList('google').length / 50)
    await page.goto('/sheet/google?page=999')
    await expect(page).toHaveURL(`/sheet/google?page=${pages}`)
  })

  test('an unknown company is a 404 that points to the company search', async ({ page }) => {
    await signIn(page)
    const response = await page.goto('/sheet/no-such-company')
    expect(response?.status()).toBe(404)
    await expect(
      page.getByText('There is no company sheet for “no-such-company”', { exact: false }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Browse company sheets' }).click()
    await expect(page).toHaveURL('/search/sheet')
  })

  test('marking problems solved or to revisit, seen on every sheet, and the unsolved filter', async ({
    page,
    javaScriptEnabled,
  }) => {
    await signIn(page)
    const easy = companyList('google').filter((p) => p.difficulty === 1)
    const [first, second] = easy.toSorted((a, b) => a.number - b.number)
    const sheet = '/sheet/google?difficulty=easy&sort=number-asc'
    await page.goto(sheet)

    const solved = row(page, first!.id).getByRole('button', { name: `Mark solved: ${first!.title}` })
    await expect(solved).toHaveAttribute('aria-pressed', 'false')
    if (javaScriptEnabled) {
      // Optimistic: the button shows the new status while the request is still held back.
      let release: () => void = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/progress*', async (route) => {
        await held
        await route.continue()
      })
      const answered = page.waitForResponse(
        (r) => r.url().includes('/progress') && r.request().method() === 'POST',
      )
      await solved.click()
      await expect(solved).toHaveAttribute('aria-pressed', 'true')
      release()
      expect((await answered).ok()).toBe(true)
      await page.unroute('**/progress*')
      await expect(page).toHaveURL(sheet)
    } else {
      await solved.click()
      // Without JavaScript the post comes back to the same filtered sheet, at the same row.
      await expect(page).toHaveURL(`${sheet}#p-${first!.id}`)
      await expect(solved).toHaveAttribute('aria-pressed', 'true')
    }
    await expect(page.getByText(`1 of ${easy.length} solved`).first()).toBeVisible()
    // A new user's days are UTC ones, and a first solve (a Good review) is due three days later.
    const today = utcDay(new Date())
    await expect(row(page, first!.id).locator('.due')).toHaveText(shortDueText(addDays(today, 3), today))
    await expect(row(page, second!.id).locator('.due')).toHaveCount(0)

    const revisit = row(page, second!.id).getByRole('button', { name: `Mark to revisit: ${second!.title}` })
    await revisit.click()
    await expect(revisit).toHaveAttribute('aria-pressed', 'true')
    await expect(row(page, second!.id).locator('.due')).toHaveText('due today')
    await expect(page.getByRole('link', { name: '1 to revisit' })).toBeVisible()

    // One status per problem: choosing revisit for a solved problem replaces solved.
    await page.goto('/sheet/google?status=unsolved')
    await expect(row(page, first!.id)).toHaveCount(0)
    const all = companyList('google')
    await expect(page.getByText(`of ${all.length - 1} problems`)).toBeVisible()
    await page.goto('/sheet/google?status=solved')
    await expect(rows(page)).toHaveCount(1)
    await page.goto('/sheet/google?status=revisit')
    await expect(rows(page)).toHaveCount(1)
    await expect(row(page, second!.id)).toHaveCount(1)

    const elsewhere = otherCompanyListing(first!.id)
    await page.goto(`/sheet/${elsewhere}?status=solved`)
    await expect(row(page, first!.id).getByRole('button', { name: /^Mark solved/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    // Pressing the current status clears it.
    await page.goto(sheet)
    await row(page, first!.id)
      .getByRole('button', { name: /^Mark solved/ })
      .click()
    await expect(row(page, first!.id).getByRole('button', { name: /^Mark solved/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect(page.getByText(`0 of ${easy.length} solved`).first()).toBeVisible()
    await expect(row(page, first!.id).locator('.due')).toHaveCount(0)
  })

  test('the CSV download holds the filtered sheet with statuses', async ({ page, request }) => {
    const user = await signIn(page)
    const hard = companyList('google').filter((p) => p.difficulty === 3)
    setStatus(user, hard[0]!.id, 'solved')
    setStatus(user, hard[1]!.id, 'revisit')

    await page.goto('/sheet/google?difficulty=hard&page=2')
    const link = page.getByRole('link', { name: 'Download CSV' })
    await expect(link).toHaveAttribute('href', '/sheet/google/export.csv?difficulty=hard')
    const downloading = page.waitForEvent('download')
    await link.click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe('google-all.csv')

    const response = await page.request.get('/sheet/google/export.csv?difficulty=hard')
    expect(response.headers()['content-type']).toContain('text/csv')
    const lines = (await response.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('Number,Title,URL,Difficulty,Acceptance %,Frequency %,Topics,Status')
    expect(lines).toHaveLength(hard.length + 1)
    expect(lines.slice(1).every((line) => line.includes(',Hard,'))).toBe(true)
    expect(lines[1]).toContain(`https://leetcode.com/problems/${hard[0]!.slug}/`)
    expect(lines[1]!.endsWith(',Solved')).toBe(true)
    expect(lines[2]!.endsWith(',Revisit')).toBe(true)

    const visitor = await request.get('/sheet/google/export.csv')
    expect(visitor.status()).toBe(401)
    expect(await visitor.text()).toContain('Login to continue')
  })

  test.describe('accessibility', () => {
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe-core needs JavaScript in the page')

    // One test a page, so that the slow axe runs over a long table spread over the workers.
    for (const path of [
      '/sheet/google',
      '/sheet/google?topic=Array&difficulty=medium&status=unsolved',
      '/sheet/no-such-company',
    ]) {
      test(`${path} has no violations, on a phone too`, async ({ page }) => {
        test.slow()
        await signIn(page)
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 })
          await page.goto(path)
          await expectNoA11yViolations(page)
        }
      })
    }
  })
})
