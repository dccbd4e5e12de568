import type { Page } from '@playwright/test'
import {
  backdateRevisionHistory,
  createUser,
  expect,
  expectNoA11yViolations,
  openE2eDb,
  openSignedIn,
  test,
  type TestUser,
} from './support'

// Interview mode (docs/product.md#interview-mode): turned on and off with the settings form on /profile,
// with JavaScript and without; while it is on, the sheet, the insights page, /today and the challenge
// tables show no difficulty, acceptance, frequency or topics, and their HTML carries none of them either.

const SHEET = '/sheet/google'
const PROBLEM = '/problems/two-sum'
/** The finder's address, which sends the query on to the problem's page. */
const FINDER = '/insights?q=https://leetcode.com/problems/two-sum/'

/** Difficulty badges, wherever they are drawn (DifficultyBadge). */
const DIFFICULTY_BADGES = 'main .badge-easy, main .badge-medium, main .badge-hard'

function sqlValue<T>(sql: string, ...params: unknown[]): T {
  const db = openE2eDb()
  try {
    return db
      .prepare(sql)
      .pluck()
      .get(...params) as T
  } finally {
    db.close()
  }
}

function interviewModeOf(user: TestUser): number {
  return sqlValue<number>('select interview_mode from users where id = ?', user.id)
}

/** Google as a favourite, so that /today suggests what to do next. */
function favourGoogle(user: TestUser) {
  const db = openE2eDb()
  try {
    db.prepare(
      `insert into favorites (user_id, company_id, created_at)
       select ?, id, ? from companies where slug = 'google'`,
    ).run(user.id, Date.now())
  } finally {
    db.close()
  }
}

/** Two Sum solved three days ago: its first review is due today, so /today lists it. */
async function twoSumDueToday(page: Page, user: TestUser, javaScriptEnabled: boolean) {
  await page.goto(PROBLEM)
  const mark = page.getByRole('button', { name: 'Mark solved' }).first()
  await mark.click()
  if (javaScriptEnabled) await expect(mark).toHaveAttribute('aria-pressed', 'true')
  await expect
    .poll(() =>
      sqlValue<number>(
        `select count(*) from revision_cards c join problems p on p.id = c.problem_id
         where c.user_id = ? and p.title_slug = 'two-sum'`,
        user.id,
      ),
    )
    .toBe(1)
  backdateRevisionHistory(user, 3)
}

/** Ticks or unticks the box on /profile and saves the settings, as a user would. */
async function setInterviewMode(page: Page, user: TestUser, on: boolean) {
  await page.goto('/profile')
  const box = page.getByRole('checkbox', { name: /Interview mode/ })
  await expect(box).toBeVisible()
  await expect(box).toHaveAccessibleDescription(
    'Hides difficulty, acceptance, frequency and topics on sheets, insights and Today, as in a real interview.',
  )
  await box.setChecked(on)
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Settings saved')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: /Interview mode/ })).toBeChecked({ checked: on })
  expect(interviewModeOf(user)).toBe(on ? 1 : 0)
}

async function expectNotice(page: Page, shown: boolean) {
  const notice = page.getByText('Interview mode is on.')
  if (!shown) return expect(notice).toHaveCount(0)
  await expect(notice).toBeVisible()
  await expect(page.getByRole('link', { name: 'Turn it off in your profile' })).toHaveAttribute(
    'href',
    '/profile#settings',
  )
}

async function expectSheet(page: Page, hidden: boolean) {
  await page.goto(SHEET)
  await expect(page.getByRole('heading', { level: 1, name: 'Google' })).toBeVisible()
  await expectNotice(page, hidden)
  const table = page.getByRole('table')
  const html = await page.content()
  if (hidden) {
    for (const column of ['Difficulty', 'Acceptance', 'Frequency'])
      await expect(table.getByRole('columnheader', { name: column })).toHaveCount(0)
    await expect(page.locator(DIFFICULTY_BADGES)).toHaveCount(0)
    // Acceptance and frequency are the only percentages a sheet writes.
    expect(await table.innerText()).not.toMatch(/\d%/)
    await expect(page.getByRole('heading', { name: /By difficulty/ })).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Top topics' })).toHaveCount(0)
    await expect(page.getByRole('combobox', { name: 'Difficulty' })).toHaveCount(0)
    await expect(page.locator('details summary', { hasText: 'Topics' })).toHaveCount(0)
    // The page's data carries none of it either.
    for (const field of ['acRate', 'Hash Table']) expect(html).not.toContain(field)
    // A difficulty or topic in the address is not applied: the page goes to the address without it.
    await page.goto(`${SHEET}?difficulty=hard&topic=Array&status=all`)
    await expect(page).toHaveURL(SHEET)
    await expect(page.locator(DIFFICULTY_BADGES)).toHaveCount(0)
  } else {
    for (const column of ['Difficulty', 'Acceptance', 'Frequency'])
      await expect(table.getByRole('columnheader', { name: column })).toBeVisible()
    await expect(page.locator(DIFFICULTY_BADGES).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: /By difficulty/ })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Top topics' })).toBeVisible()
    await expect(page.getByRole('combobox', { name: 'Difficulty' })).toBeVisible()
    // The figures the hidden case looks for: a document's rows are read back from the table, not sent as
    // data (sheet-rows-in-page.ts), so the percentages are the table's; the topics are in both.
    expect(await table.innerText()).toMatch(/\d%/)
    expect(html).toContain('Hash Table')
  }
}

async function expectInsights(page: Page, hidden: boolean) {
  await page.goto(FINDER)
  await expect(page).toHaveURL(PROBLEM)
  await expect(page.getByRole('heading', { level: 1, name: 'Two Sum' })).toBeVisible()
  await expectNotice(page, hidden)
  const stats = page.getByRole('region', { name: 'Statistics' })
  await expect(stats.getByText('Likes', { exact: true })).toBeVisible()
  const html = await page.content()
  const present = hidden ? 0 : 1
  await expect(page.getByText('Level', { exact: true })).toHaveCount(present)
  await expect(page.getByRole('list', { name: 'Topics' })).toHaveCount(present)
  for (const card of ['Accepted', 'Submissions', 'Acceptance'])
    await expect(stats.getByText(card, { exact: true })).toHaveCount(present)
  if (hidden) {
    await expect(page.getByText(/Contest rating/)).toHaveCount(0)
    // LeetCode's difficulty, and the similar questions' difficulties.
    await expect(page.locator(DIFFICULTY_BADGES)).toHaveCount(0)
    // Company chips say how often each company asks in their title; the page's data has no figures.
    for (const field of ['Frequency', 'acRate', 'contestRating', 'acceptedSubmissions', 'Hash Table'])
      expect(html).not.toContain(field)
  } else {
    await expect(page.locator(DIFFICULTY_BADGES).first()).toBeVisible()
    await expect(page.getByRole('list', { name: 'Topics' }).getByText('Hash Table')).toBeVisible()
    for (const field of ['Frequency', 'acRate']) expect(html).toContain(field)
  }
}

async function expectToday(page: Page, hidden: boolean) {
  await page.goto('/today')
  await expect(page.getByRole('heading', { level: 1, name: 'Your study for today' })).toBeVisible()
  await expectNotice(page, hidden)
  const review = page.getByRole('article', { name: /Two Sum/ })
  await expect(review).toBeVisible()
  const nextUp = page.getByRole('region', { name: 'What to do next' })
  await expect(nextUp.getByRole('listitem').first()).toBeVisible()
  // The names of the hidden fields as the page's data writes its keys (a JSON string inside a script).
  const keys = /\\?"(difficulty|frequency)\\?"/
  if (hidden) {
    await expect(page.locator(DIFFICULTY_BADGES)).toHaveCount(0)
    expect(await page.content()).not.toMatch(keys)
  } else {
    expect(await page.content()).toMatch(keys)
    await expect(review.locator('.badge-easy')).toBeVisible()
    await expect(nextUp.locator('.badge-easy, .badge-medium, .badge-hard').first()).toBeVisible()
  }
}

async function expectChallenges(page: Page, hidden: boolean) {
  await page.goto('/leetcode-challenges')
  await expectNotice(page, hidden)
  const upcoming = page.getByRole('table', { name: 'UPCOMING QUESTIONS' })
  await expect(upcoming.getByRole('columnheader', { name: 'Title' })).toBeVisible()
  await expect(upcoming.getByRole('columnheader', { name: 'Difficulty' })).toHaveCount(hidden ? 0 : 1)
  if (hidden) await expect(page.locator(DIFFICULTY_BADGES)).toHaveCount(0)
}

test.describe('interview mode', () => {
  test('turned on in the settings, hides every listed fact on every listed page; turned off, shows them again', async ({
    page,
    javaScriptEnabled,
  }) => {
    // Four pages twice, the profile twice and a solve: a long story on a shared machine.
    test.slow()
    const user = await createUser({ name: 'Interview Candidate' })
    favourGoogle(user)
    await openSignedIn(page, user, '/profile')
    await twoSumDueToday(page, user, javaScriptEnabled)

    // Off until set.
    expect(interviewModeOf(user)).toBe(0)
    await expectSheet(page, false)

    await setInterviewMode(page, user, true)
    await expectSheet(page, true)
    await expectInsights(page, true)
    await expectToday(page, true)
    await expectChallenges(page, true)

    await setInterviewMode(page, user, false)
    await expectSheet(page, false)
    await expectInsights(page, false)
    await expectToday(page, false)
    await expectChallenges(page, false)
  })

  // @needs-js: axe-core runs as a script in the page.
  test('pages in interview mode pass the accessibility check @needs-js', async ({ page }) => {
    const user = await createUser()
    const db = openE2eDb()
    try {
      db.prepare('update users set interview_mode = 1 where id = ?').run(user.id)
    } finally {
      db.close()
    }
    await openSignedIn(page, user, SHEET)
    await expectNotice(page, true)
    await expectNoA11yViolations(page, { soft: true })
    await page.goto(PROBLEM)
    await expectNotice(page, true)
    await expectNoA11yViolations(page, { soft: true })
  })
})
