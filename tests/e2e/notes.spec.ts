import fs from 'node:fs'
import type { Page } from '@playwright/test'
import {
  createUser,
  expect,
  expectNoA11yViolations,
  openE2eDb,
  openSignedIn,
  startSession,
  test,
} from './support'

// Private notes on problems (docs/product.md#problem-notes): written on the insights page, found on
// /notes, flagged on the sheet's rows; with JavaScript (a fetcher) and without (a plain form post).

const MAX_NOTE_BYTES = 20 * 1024

/** A sheet that lists two-sum, and the timeframe it lists it in. */
function sheetWithTwoSum(): { slug: string; timeframe: string } {
  const db = openE2eDb()
  try {
    return db
      .prepare(
        `select c.slug, q.timeframe from company_questions q
         join companies c on c.id = q.company_id join problems p on p.id = q.problem_id
         where p.title_slug = 'two-sum' order by c.slug, q.timeframe limit 1`,
      )
      .get() as { slug: string; timeframe: string }
  } finally {
    db.close()
  }
}

async function saveNote(page: Page, text: string, javaScriptEnabled: boolean) {
  const box = page.getByLabel(/^(Write a note|Edit your note)/)
  await box.fill(text)
  await page.getByRole('button', { name: 'Save note' }).click()
  if (javaScriptEnabled) {
    await expect(page.getByRole('status').filter({ hasText: /^(Saved|Note deleted)$/ })).toBeVisible()
  } else {
    await expect(page).toHaveURL(/\/problems\/two-sum#note$/)
  }
}

test.describe('notes on problems', () => {
  test('a note written on the insights page is found on /notes and flagged on the sheet', async ({
    page,
    javaScriptEnabled,
  }) => {
    const word = `marker${Date.now()}${javaScriptEnabled ? 'js' : 'nojs'}`
    await openSignedIn(page, await createUser({ name: 'Note Taker' }), '/problems/two-sum')
    const section = page.getByRole('region', { name: 'Your note' })
    await expect(section.getByText('Private: only you can see it.')).toBeVisible()

    await saveNote(
      page,
      `# Plan\n\nOne pass with a **hash map**. ${word}\n\n<script>window.hacked = 1</script>`,
      javaScriptEnabled,
    )
    await expect(section.getByRole('heading', { name: 'Plan' })).toBeVisible()
    await expect(section.locator('strong', { hasText: 'hash map' })).toBeVisible()
    await expect(section.locator('script')).toHaveCount(0)
    if (javaScriptEnabled) expect(await page.evaluate(() => 'hacked' in window)).toBe(false)

    // Found on /notes by searching, through the header's link.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Notes' }).click()
    await expect(page).toHaveURL('/notes')
    await expect(page.getByRole('heading', { level: 1, name: 'Your notes' })).toBeVisible()
    await page.getByLabel('Search your notes').fill(word.toUpperCase())
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(new RegExp(`/notes\\?q=${word.toUpperCase()}`))
    await expect(page.getByText(`1 note matches “${word.toUpperCase()}”`)).toBeVisible()
    const card = page.getByRole('listitem').filter({ hasText: 'Two Sum' })
    await expect(card).toContainText(`One pass with a hash map. ${word}`)
    await page.getByLabel('Search your notes').fill('no-such-words-anywhere')
    await page.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByText('No notes match “no-such-words-anywhere”')).toBeVisible()
    await page.getByRole('link', { name: 'Show all notes' }).click()
    await page.getByRole('link', { name: /Two Sum/ }).click()
    await expect(page).toHaveURL('/problems/two-sum#note')

    // The sheet's row of the problem links to the note; the others do not.
    const { slug, timeframe } = sheetWithTwoSum()
    await page.goto(`/sheet/${slug}?timeframe=${timeframe}&q=sum`)
    await expect(page.getByRole('link', { name: 'Your note on Two Sum' })).toHaveAttribute(
      'href',
      '/problems/two-sum#note',
    )
    await expect(page.getByRole('link', { name: /^Your note on / })).toHaveCount(1)

    // Saved empty, the note is gone, and so is the sheet's link.
    await page.goto('/problems/two-sum')
    await saveNote(page, '', javaScriptEnabled)
    await expect(section.getByRole('heading', { name: 'Plan' })).toHaveCount(0)
    await page.goto('/notes')
    await expect(page.getByRole('link', { name: 'Find a problem' })).toBeVisible()
  })

  test('a note over 20 KB is refused with the text kept and nothing saved', async ({
    page,
    javaScriptEnabled,
  }) => {
    await openSignedIn(page, await createUser({ name: 'Long Writer' }), '/problems/two-sum')
    await saveNote(page, 'The short note.', javaScriptEnabled)
    // One byte over: 20,480 ASCII characters and one two-byte letter.
    const tooLong = `${'a'.repeat(MAX_NOTE_BYTES - 1)}é`
    const box = page.getByLabel('Edit your note')
    await box.fill(tooLong)
    if (!javaScriptEnabled) {
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Save note' }).click(),
      ])
      expect(response.status()).toBe(422)
    } else {
      await page.getByRole('button', { name: 'Save note' }).click()
    }
    await expect(page.getByText('a note can be at most 20 KB. Shorten it and save again.')).toBeVisible()
    await expect(page.getByLabel('Edit your note')).toHaveValue(tooLong)
    await page.goto('/problems/two-sum')
    await expect(page.getByLabel('Edit your note')).toHaveValue('The short note.')
  })

  test('/notes is for signed-in users only', async ({ page }) => {
    const response = await page.goto('/notes?q=heap')
    expect(response?.status()).toBe(401)
    await expect(page.getByRole('heading', { name: 'Login to continue' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
      'href',
      `/login?redirect_uri=${encodeURIComponent('/notes?q=heap')}`,
    )
  })

  test('/notes and the note form have no accessibility violations, on a phone too @needs-js', async ({
    page,
  }) => {
    // axe runs in the page, so it needs JavaScript.
    test.slow()
    await startSession(page.context(), await createUser({ name: 'Axe Noter' }))
    fs.mkdirSync('/tmp/shots', { recursive: true })
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      if (width === 1280) {
        await page.goto('/notes')
        await expect(page.getByRole('link', { name: 'Find a problem' })).toBeVisible()
        await expectNoA11yViolations(page)
        await page.screenshot({ path: `/tmp/shots/notes-empty-${width}.png`, fullPage: true })
      }

      await page.goto('/problems/two-sum')
      await page
        .getByLabel(/^(Write a note|Edit your note)/)
        .fill(`# Idea\n\n- hash map\n- one pass (${width})`)
      await page.getByRole('button', { name: 'Save note' }).click()
      await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
      await expectNoA11yViolations(page)
      await page.locator('#note').screenshot({ path: `/tmp/shots/notes-form-${width}.png` })

      await page.goto('/notes')
      await expect(page.getByRole('listitem').filter({ hasText: 'Two Sum' })).toBeVisible()
      await expectNoA11yViolations(page)
      await page.screenshot({ path: `/tmp/shots/notes-list-${width}.png`, fullPage: true })
    }
  })
})
