import type { Page } from '@playwright/test'
import { createUser, expect, expectNoA11yViolations, openSignedIn, startSession, test } from './support'

/**
 * Seed facts the tests lean on (db/seed): two-sum is asked by 12 demo companies (more than the 10 chips)
 * in all four company groups and has 6 similar questions (more than 5); meeting-rooms-ii is paid-only;
 * partition-labels has a contest rating of 1443.07.
 */
const TWO_SUM_COMPANIES = 12
const TWO_SUM_SIMILAR = 6

async function signIn(page: Page, path: string) {
  await openSignedIn(page, await createUser({ name: 'Insight Seeker' }), path)
}

/**
 * Opens a 'View All' dialog and returns it. With JavaScript it is a modal dialog (the button appears
 * once the page is hydrated, so waiting for it also waits for React); without, the trigger is a link to
 * the page's address that draws the list in place.
 */
async function openViewAll(page: Page, javaScriptEnabled: boolean, trigger: string, title: string) {
  if (javaScriptEnabled) {
    await page.getByRole('button', { name: trigger }).click()
    const dialog = page.getByRole('dialog', { name: title })
    await expect(dialog).toBeVisible()
    return dialog
  }
  await page.getByRole('link', { name: trigger, exact: true }).click()
  const region = page.getByRole('region', { name: title })
  await expect(region).toBeVisible()
  return region
}

test.describe('insights finder (/insights)', () => {
  test('a pasted problem URL lands on the problem’s insights', async ({ page }) => {
    await signIn(page, '/insights')
    await expect(page.getByRole('heading', { level: 1, name: 'Question insights' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Trick' })).toBeVisible()
    await page
      .getByLabel('Problem link or slug')
      .fill('https://leetcode.com/problems/two-sum/description/?envType=daily')
    await page.getByRole('button', { name: 'Find Now' }).click()
    await expect(page).toHaveURL('/problems/two-sum')
    await expect(page.getByRole('heading', { level: 1, name: 'Two Sum' })).toBeVisible()
  })

  test('a bare slug lands on the problem’s insights', async ({ page }) => {
    await signIn(page, '/insights')
    await page.getByLabel('Problem link or slug').fill('  Number-Of-Islands  ')
    await page.getByRole('button', { name: 'Find Now' }).click()
    await expect(page).toHaveURL('/problems/number-of-islands')
    await expect(page.getByRole('heading', { level: 1, name: 'Number of Islands' })).toBeVisible()
  })

  test('a blank search says the slug is required and keeps the input', async ({ page }) => {
    await signIn(page, '/insights')
    await page.getByLabel('Problem link or slug').fill('   ')
    await page.getByRole('button', { name: 'Find Now' }).click()
    await expect(page.getByText('Slug is required')).toBeVisible()
    await expect(page).toHaveURL(/\/insights\?q=/)
    await expect(page.getByLabel('Problem link or slug')).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel('Problem link or slug').fill('not a problem at all')
    await page.getByRole('button', { name: 'Find Now' }).click()
    await expect(page.getByText('No problem slug found.', { exact: false })).toBeVisible()
    await expect(page.getByLabel('Problem link or slug')).toHaveValue('not a problem at all')
  })

  test('a blank query answers 400', async ({ page }) => {
    await startSession(page.context(), await createUser())
    const response = await page.goto('/insights?q=%20%20')
    expect(response?.status()).toBe(400)
    await expect(page.getByText('Slug is required')).toBeVisible()
  })

  test('/search/company-tags redirects to /insights', async ({ page }) => {
    await startSession(page.context(), await createUser())
    await page.goto('/search/company-tags')
    await expect(page).toHaveURL('/insights')
  })
})

test.describe('problem insights (/problems/:titleSlug)', () => {
  test('shows the panel: title, label, stats, groups, chips and similar questions', async ({ page }) => {
    await signIn(page, '/problems/two-sum')
    await expect(page).toHaveTitle('Two Sum | PrepSharp')
    await expect(page.getByRole('heading', { level: 1, name: 'Two Sum' })).toBeVisible()
    await expect(page.locator('[data-level]').first()).toHaveText(
      /Novice|Beginner|Intermediate|Advanced|Expert/,
    )

    const stats = page.getByRole('region', { name: 'Statistics' })
    for (const label of ['Likes', 'Dislikes', 'Asked in', 'Accepted', 'Submissions', 'Acceptance']) {
      await expect(stats.getByText(label, { exact: true })).toBeVisible()
    }
    // Counts in the documented format (docs/product.md#number-formats): 69,674 likes, 39,936,186 submissions,
    // 58% acceptance.
    await expect(stats.getByText('69.7K', { exact: true })).toBeVisible()
    await expect(stats.getByText('39.9M', { exact: true })).toBeVisible()
    await expect(stats.getByText('58.0%', { exact: true })).toBeVisible()
    await expect(stats.getByText(new RegExp(`^${TWO_SUM_COMPANIES}\\s*companies$`))).toBeVisible()

    const groups = page.getByRole('list', { name: 'Company groups' })
    for (const group of ['MAANG', 'GAFAM', 'WITCH', 'BAT'])
      await expect(groups.getByText(group)).toBeVisible()

    const chips = page.getByRole('list', { name: 'Companies that ask this question' }).getByRole('link')
    await expect(chips).toHaveCount(10)
    const google = chips.filter({ hasText: 'Google' })
    await expect(google).toHaveAttribute('href', '/sheet/google')
    await expect(google).toHaveAttribute('target', '_blank')
    await expect(google).toHaveAttribute('rel', /noopener/)
    await expect(google.getByRole('img', { name: 'Featured company' })).toBeVisible()
    await expect(google).toHaveAttribute('title', /Frequency \d+(\.\d)?% · /)

    const similar = page
      .getByRole('region', { name: 'Similar Questions' })
      .getByRole('list')
      .first()
      .getByRole('link')
    await expect(similar).toHaveCount(4)
    await expect(similar.first()).toHaveAttribute('href', '/problems/3sum')
    await expect(page.getByRole('link', { name: /Code PrepSharp/ })).toHaveCount(0)
  })

  test('both View All dialogs list everything', async ({ page, javaScriptEnabled }) => {
    await signIn(page, '/problems/two-sum')

    const companies = await openViewAll(
      page,
      javaScriptEnabled,
      `View All ${TWO_SUM_COMPANIES} Companies`,
      `${TWO_SUM_COMPANIES} companies ask Two Sum`,
    )
    await expect(companies.getByRole('list').getByRole('link')).toHaveCount(TWO_SUM_COMPANIES)
    await expect(companies.getByRole('link', { name: /Alibaba/ })).toHaveAttribute('href', '/sheet/alibaba')
    await expect(
      companies
        .getByText(/^(Last 30 days|Last 3 months|Last 6 months|More than 6 months ago|All time)$/)
        .first(),
    ).toBeVisible()
    if (javaScriptEnabled) {
      await page.keyboard.press('Escape')
      await expect(companies).toBeHidden()
      await expect(
        page.getByRole('button', { name: `View All ${TWO_SUM_COMPANIES} Companies` }),
      ).toBeFocused()
    } else {
      await expect(page).toHaveURL('/problems/two-sum?show=companies#show-companies')
      await companies.getByRole('link', { name: 'Close' }).click()
      await expect(page).toHaveURL('/problems/two-sum')
      await expect(
        page.getByRole('region', { name: `${TWO_SUM_COMPANIES} companies ask Two Sum` }),
      ).toHaveCount(0)
    }

    const similar = await openViewAll(
      page,
      javaScriptEnabled,
      `View All ${TWO_SUM_SIMILAR} Questions`,
      `${TWO_SUM_SIMILAR} questions similar to Two Sum`,
    )
    await expect(similar.getByRole('list').getByRole('link')).toHaveCount(TWO_SUM_SIMILAR)
    await similar.getByRole('link', { name: /Max Number of K-Sum Pairs/ }).click()
    await expect(page).toHaveURL('/problems/max-number-of-k-sum-pairs')
    await expect(page.getByRole('heading', { level: 1, name: 'Max Number of K-Sum Pairs' })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('a shared View All address opens its dialog, and closing it forgets the address', async ({
    page,
    javaScriptEnabled,
  }) => {
    await signIn(page, '/problems/two-sum?show=similar')
    const title = `${TWO_SUM_SIMILAR} questions similar to Two Sum`
    const similar = page.getByRole(javaScriptEnabled ? 'dialog' : 'region', { name: title })
    await expect(similar).toBeVisible()
    await expect(similar.getByRole('link', { name: /Max Number of K-Sum Pairs/ })).toBeVisible()
    if (javaScriptEnabled) await page.keyboard.press('Escape')
    else await similar.getByRole('link', { name: 'Close' }).click()
    await expect(page).toHaveURL('/problems/two-sum')
    await expect(similar).toBeHidden()
  })

  test('a paid-only problem links to Code PrepSharp; a rated one shows its contest rating', async ({
    page,
  }) => {
    await signIn(page, '/problems/meeting-rooms-ii')
    await expect(page.getByRole('link', { name: /Code PrepSharp/ })).toHaveAttribute(
      'href',
      'https://pro.prepsharp.dev/problems/meeting-rooms-ii',
    )
    await page.goto('/problems/partition-labels')
    await expect(page.getByText('Contest rating 1443')).toBeVisible()
  })

  test('an unknown slug shows the three empty messages', async ({ page }) => {
    await startSession(page.context(), await createUser())
    const response = await page.goto('/problems/no-such-problem-here')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('No Such Problem Here | PrepSharp')
    await expect(page.getByText('No data found for this question.')).toBeVisible()
    await expect(page.getByText('No company tags found.')).toBeVisible()
    await expect(page.getByText('No similar questions found.')).toBeVisible()
  })

  test('a malformed slug is refused with 400; a differently cased one is redirected', async ({ page }) => {
    await startSession(page.context(), await createUser())
    const response = await page.goto('/problems/two%20sum!')
    expect(response?.status()).toBe(400)
    await expect(page.getByText('That is not a problem slug.', { exact: false })).toBeVisible()
    await expect(page.getByText('No data found for this question.')).toBeVisible()

    await page.goto('/problems/Two-Sum/description/')
    await expect(page).toHaveURL('/problems/two-sum')
  })

  test('the signed-in user marks the problem solved, and it stays marked', async ({ page }) => {
    await signIn(page, '/problems/merge-intervals')
    const solved = page.getByRole('button', { name: 'Mark solved', exact: true })
    await expect(solved).toHaveAttribute('aria-pressed', 'false')
    // With JavaScript the button turns at once, before the save is answered: a reload then would cut it off.
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname.startsWith('/progress') && r.request().method() === 'POST',
    )
    await solved.click()
    await expect(solved).toHaveAttribute('aria-pressed', 'true')
    expect((await saved).status()).toBeLessThan(400)
    await page.reload()
    await expect(page.getByRole('button', { name: 'Mark solved', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test('a visitor gets the login gate with the encoded path', async ({ page }) => {
    for (const path of ['/problems/two-sum', '/insights', '/search/company-tags']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(401)
      await expect(page.getByRole('heading', { name: 'Login to continue' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
        'href',
        `/login?redirect_uri=${encodeURIComponent(path)}`,
      )
    }
  })
})

test.describe('insights accessibility (axe-core)', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe-core needs JavaScript in the page')
  // Each test runs axe twice (desktop and phone width) over a full panel, which takes a while.
  test.describe.configure({ timeout: 90_000 })

  const pages = [
    '/insights',
    '/insights?q=',
    '/problems/two-sum',
    '/problems/meeting-rooms-ii',
    '/problems/no-such-problem',
  ]
  for (const path of pages) {
    test(`${path} has no violations, on a phone too`, async ({ page }) => {
      await startSession(page.context(), await createUser())
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(path)
        await expectNoA11yViolations(page)
      }
    })
  }

  test('an open View All dialog has no violations', async ({ page }) => {
    await startSession(page.context(), await createUser())
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/problems/two-sum')
      await openViewAll(
        page,
        true,
        `View All ${TWO_SUM_COMPANIES} Companies`,
        `${TWO_SUM_COMPANIES} companies ask Two Sum`,
      )
      await expectNoA11yViolations(page)
    }
  })
})
