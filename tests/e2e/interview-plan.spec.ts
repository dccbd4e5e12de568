import type { Page } from '@playwright/test'
import { addDays, formatDay } from '../../app/domain/calendar-day'
import { PLAN_MESSAGES } from '../../app/domain/interview-plan-forms'
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

// /plan (docs/product.md#interview-plan): a plan made from the form, today's share on /plan and /today, a
// problem solved and a day gone by (re-planned from what was done), bad input refused with its reason, a
// plan changed and deleted; with JavaScript and without. The server's clock is the real one, so a day
// passes by moving the plan's date and the solves one day back.

/** A new user's days are UTC ones. */
const utcToday = () => new Date().toISOString().slice(0, 10)

async function makePlan(page: Page, { days = 10, hours = '7' } = {}) {
  await page.goto('/plan')
  await page.getByRole('combobox', { name: 'Company' }).selectOption({ label: 'Google' })
  await page.getByLabel('Interview date').fill(addDays(utcToday(), days))
  await page.getByLabel('Hours a week').fill(hours)
  await page.getByRole('button', { name: 'Make the plan' }).click()
  await expect(page.getByText('Plan made for Google').first()).toBeVisible()
}

/** The addresses of the problems a section lists, in order. */
async function problemLinks(page: Page, section: string): Promise<string[]> {
  const links = page.getByRole('region', { name: section }).locator('a[href^="/problems/"]')
  return links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))
}

/** A day goes by: the interview comes a day closer and everything already done moves a day back. */
function aDayLater(user: TestUser) {
  const db = openE2eDb()
  try {
    const plans = db
      .prepare('select id, interview_date as day from interview_plans where user_id = ?')
      .all(user.id) as { id: number; day: string }[]
    for (const plan of plans)
      db.prepare('update interview_plans set interview_date = ? where id = ?').run(
        addDays(plan.day, -1),
        plan.id,
      )
  } finally {
    db.close()
  }
  backdateRevisionHistory(user, 1)
}

test.describe('/plan', () => {
  test('make a plan, see today’s share on /today, solve one, fall behind a day and get re-planned', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createUser({ name: 'Planner' })
    await openSignedIn(page, user, '/plan')
    await expect(page.getByRole('heading', { level: 1, name: 'Your plan to the interview' })).toBeVisible()
    await expect(page.getByText('No plan yet')).toBeVisible()

    await makePlan(page)
    await expect(page).toHaveURL(/\/plan$/)
    const plan = page.getByRole('group', { name: 'Google' })
    await expect(plan.getByText('10 days left')).toBeVisible()
    await expect(plan.getByText(/7 hours a week \(1 h a day\)/)).toBeVisible()
    // An hour a day: a new user is a beginner, so Google's recent easy problems first, then a medium.
    const share = await problemLinks(page, 'Today’s share')
    expect(share.length).toBeGreaterThanOrEqual(2)
    await expect(page.getByRole('region', { name: 'The days after' }).getByText('Tomorrow')).toBeVisible()
    // Ten days: today, the next seven, then the last two a week later, reached by a plain link.
    const weeks = page.getByRole('navigation', { name: 'Weeks of the schedule' })
    await weeks.getByRole('link', { name: `Week 2: from ${formatDay(addDays(utcToday(), 8))}` }).click()
    await expect(page).toHaveURL(/\/plan\?week=2$/)
    await expect(page.getByText(`Week 2 of 2, from ${formatDay(addDays(utcToday(), 8))}.`)).toBeVisible()
    await expect(page.getByRole('region', { name: 'The days after' }).getByText('Tomorrow')).toHaveCount(0)
    await weeks.getByRole('link', { name: 'The next days' }).click()
    await expect(page).toHaveURL(/\/plan$/)
    await expect(page.getByRole('region', { name: 'The days after' }).getByText('Tomorrow')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'How this plan was made' })).toBeVisible()
    await expect(plan.getByRole('link', { name: 'Edit its problems' })).toHaveAttribute('href', /^\/lists\//)
    if (javaScriptEnabled) await expectNoA11yViolations(page)
    // Once there is a plan, the form for another is a link away.
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Choose the company and day' }).click()
    await expect(page).toHaveURL(/\/plan\?new#new-plan-heading$/)
    await expect(page.getByRole('combobox', { name: 'Company' })).toBeVisible()

    // /today's "What to do next" is today's share of the plan.
    await page.goto('/today')
    const next = page.getByRole('region', { name: 'What to do next' })
    await expect(next.getByText(/^Today’s share of your interview plan: 1 h of 1 h\.$/)).toBeVisible()
    expect(await problemLinks(page, 'What to do next')).toEqual(share)

    // The first one solved today stays in today's share, as done; nothing is brought forward.
    await page.goto(share[0]!)
    // The button shows its new state before the server has answered, and leaving the page would cancel a
    // request still under way: wait for the answer itself.
    const stored = page.waitForResponse((r) => r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Mark solved' }).first().click()
    await stored
    if (javaScriptEnabled)
      await expect(page.getByRole('button', { name: 'Mark solved' }).first()).toHaveAttribute(
        'aria-pressed',
        'true',
      )
    await page.goto('/today')
    await expect(next.getByText('Done today')).toBeVisible()
    expect(await problemLinks(page, 'What to do next')).toEqual(share.slice(1))
    if (javaScriptEnabled) await expectNoA11yViolations(page)

    // A day later with the others not done: they come first today, and a day less is left.
    aDayLater(user)
    await page.goto('/plan')
    await expect(plan.getByText('9 days left')).toBeVisible()
    const replanned = await problemLinks(page, 'Today’s share')
    expect(replanned.slice(0, share.length - 1)).toEqual(share.slice(1))
    expect(replanned).not.toContain(share[0])
  })

  test('refuses bad input with its reason and changes nothing; changes and deletes a plan', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createUser()
    await openSignedIn(page, user, '/plan')
    const form = page.locator('form#new-plan')
    // The browser's own checks of the bounds are turned off, so the server's answer is what is seen.
    await form.evaluate((element) => element.setAttribute('novalidate', ''))
    await page.getByRole('combobox', { name: 'Company' }).selectOption({ label: 'Google' })
    const tryWith = async (date: string, hours: string, message: string) => {
      await page.getByLabel('Interview date').fill(date)
      await page.getByLabel('Hours a week').fill(hours)
      const answer = javaScriptEnabled
        ? null
        : page.waitForResponse(
            (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/plan',
          )
      await page.getByRole('button', { name: 'Make the plan' }).click()
      if (answer) expect((await answer).status()).toBe(400)
      await expect(page.getByText(message)).toBeVisible()
      if (!javaScriptEnabled) await form.evaluate((element) => element.setAttribute('novalidate', ''))
    }
    await tryWith(addDays(utcToday(), 10), '0', PLAN_MESSAGES.hoursTooFew)
    await tryWith(addDays(utcToday(), 10), '500', PLAN_MESSAGES.hoursTooMany)
    await tryWith(addDays(utcToday(), -1), '10', PLAN_MESSAGES.datePassed)
    await tryWith(addDays(utcToday(), 800), '10', 'Choose a date within two years')
    // The company chosen is kept through the refusals.
    await expect(page.getByRole('combobox', { name: 'Company' })).toHaveValue('google')
    await page.goto('/plan')
    await expect(page.getByText('No plan yet')).toBeVisible()

    await makePlan(page, { days: 20, hours: '10' })
    const plan = page.getByRole('group', { name: 'Google' })
    await plan.getByText('Change the date or hours').click()
    await plan.getByLabel('Hours a week').fill('14')
    await plan.getByRole('button', { name: 'Save date and hours' }).click()
    await expect(page.getByText('Google plan changed').first()).toBeVisible()
    await expect(plan.getByText(/14 hours a week \(2 h a day\)/)).toBeVisible()

    await plan.getByText('Delete this plan…').click()
    await plan.getByRole('button', { name: 'Yes, delete the Google plan' }).click()
    await expect(page.getByText('Deleted the Google plan').first()).toBeVisible()
    await expect(page.getByText('No plan yet')).toBeVisible()
  })

  test('the plan and /today at 375 and 1280 px, with no accessibility violations @needs-js', async ({
    page,
  }) => {
    test.slow()
    const user = await createUser()
    await openSignedIn(page, user, '/plan')
    await makePlan(page, { days: 30, hours: '6' })
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      for (const path of ['/plan', '/today']) {
        await page.goto(path)
        await expectNoA11yViolations(page, { soft: true })
        await page.screenshot({
          path: test.info().outputPath(`${path.slice(1)}-${width}.png`),
          fullPage: true,
        })
      }
    }
  })
})
