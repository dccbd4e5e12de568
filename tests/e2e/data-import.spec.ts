import fs from 'node:fs/promises'
import type { Page } from '@playwright/test'
import {
  createUser,
  expect,
  expectNoA11yViolations,
  openE2eDb,
  openSignedIn,
  sessionCookieHeader,
  test,
  type TestUser,
} from './support'

// Importing a data download (docs/product.md#importing-your-data): the file "Download my data" gives is
// uploaded from the profile and added to the account, with a report; with JavaScript and without (a plain
// multipart form post answered with the report page).

async function markSolved(page: Page, javaScriptEnabled: boolean) {
  await page.goto('/problems/two-sum')
  // The button shows its new state before the server has answered; the next step leaves the page, which
  // would cancel a request still under way, so wait for the answer itself.
  const stored = page.waitForResponse((r) => r.request().method() === 'POST')
  await page.getByRole('button', { name: 'Mark solved' }).first().click()
  await stored
  if (javaScriptEnabled)
    await expect(page.getByRole('button', { name: 'Mark solved' }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  else await expect(page).toHaveURL(/\/problems\/two-sum/)
}

async function saveNote(page: Page, text: string, javaScriptEnabled: boolean) {
  await page.goto('/problems/two-sum')
  await page.getByLabel(/^(Write a note|Edit your note)/).fill(text)
  await page.getByRole('button', { name: 'Save note' }).click()
  if (javaScriptEnabled)
    await expect(page.getByRole('status').filter({ hasText: /^(Saved|Note deleted)$/ })).toBeVisible()
  else await expect(page).toHaveURL(/\/problems\/two-sum#note$/)
}

/** "Download my data", as the browser saves it. */
async function downloadData(page: Page): Promise<string> {
  await page.goto('/profile')
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download my data' }).click()
  return fs.readFile((await (await download).path())!, 'utf8')
}

/** Uploads a file through the profile's "Import your data" form; lands on the answer. */
async function importFile(page: Page, content: string) {
  await page.goto('/profile')
  const section = page.getByRole('region', { name: 'Import your data' })
  await section.getByLabel('Data download').setInputFiles({
    name: 'prepsharp-data.json',
    mimeType: 'application/json',
    buffer: Buffer.from(content),
  })
  await section.getByRole('button', { name: 'Import' }).click()
  await expect(page).toHaveURL('/profile/import')
}

/** The same download as another account with this email would have it (another PrepSharp). */
function asDownloadOf(content: string, user: TestUser): string {
  const data = JSON.parse(content) as { profile: { email: string } }
  data.profile.email = user.email
  return JSON.stringify(data)
}

function marksOf(user: TestUser): number {
  const db = openE2eDb()
  try {
    return (db.prepare('select count(*) as n from progress where user_id = ?').get(user.id) as { n: number })
      .n
  } finally {
    db.close()
  }
}

test.describe('importing a data download', () => {
  test('into its own account it adds nothing; a note deleted since comes back', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createUser({ name: 'Importer' })
    await openSignedIn(page, user, '/profile')
    await markSolved(page, javaScriptEnabled)
    await saveNote(page, 'Hash map of complements, one pass.', javaScriptEnabled)
    const download = await downloadData(page)

    await importFile(page, download)
    await expect(page.getByRole('heading', { level: 1, name: 'Import report' })).toBeVisible()
    await expect(page.getByText('Nothing to add: everything in the file is already here.')).toBeVisible()
    if (javaScriptEnabled) await expectNoA11yViolations(page)

    await saveNote(page, '', javaScriptEnabled)
    await importFile(page, download)
    await expect(
      page.getByText('1 added, 2 already here, 0 not in this PrepSharp, 0 conflicts.'),
    ).toBeVisible()
    const notes = page.getByRole('region', { name: 'Notes' })
    await expect(notes.getByRole('definition').first()).toHaveText('1')
    await page.getByRole('link', { name: 'Your notes' }).click()
    await expect(page.getByRole('listitem').filter({ hasText: 'Two Sum' })).toContainText(
      'Hash map of complements, one pass.',
    )
  })

  test('from another PrepSharp with the same email it brings the study back and keeps what is here', async ({
    page,
    browser,
    javaScriptEnabled,
  }) => {
    const elsewhere = await createUser({ name: 'Elsewhere' })
    const other = await browser.newPage({ javaScriptEnabled })
    await openSignedIn(other, elsewhere, '/profile')
    await markSolved(other, javaScriptEnabled)
    await saveNote(other, 'Written on the other PrepSharp.', javaScriptEnabled)
    const download = await downloadData(other)
    await other.close()

    const user = await createUser({ name: 'Mover' })
    await openSignedIn(page, user, '/profile')
    await saveNote(page, 'Written here first.', javaScriptEnabled)
    await importFile(page, asDownloadOf(download, user))

    await expect(
      page.getByText('2 added, 0 already here, 0 not in this PrepSharp, 1 conflict.'),
    ).toBeVisible()
    const notes = page.getByRole('region', { name: 'Notes' })
    await expect(notes.getByText('Conflicts: yours here is kept')).toBeVisible()
    await expect(notes.getByRole('link', { name: 'Two Sum' })).toHaveAttribute(
      'href',
      '/problems/two-sum#note',
    )
    if (javaScriptEnabled) await expectNoA11yViolations(page)

    // The solve is here with its schedule, and this account's note is unchanged.
    await page.goto('/problems/two-sum')
    await expect(page.getByText(/^Next review: \d{1,2} \w{3} \d{4}$/)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Your note' })).toContainText('Written here first.')
  })

  test('brings the lists of the download, private, and keeps a list of the same name here', async ({
    page,
    javaScriptEnabled,
  }) => {
    const user = await createUser({ name: 'Lister' })
    const at = '2026-01-02T10:00:00.000Z'
    const list = (name: string, slugs: string[]) => ({
      name,
      description: `Imported ${name}`,
      visibility: 'public',
      createdAt: at,
      updatedAt: at,
      problems: slugs.map((titleSlug) => ({ titleSlug, addedAt: at })),
    })
    const file = JSON.stringify({
      product: 'PrepSharp',
      profile: { email: user.email },
      problemLists: [
        list('Warm-ups', ['add-two-numbers', 'two-sum']),
        list('Warm-ups', ['two-sum']),
        list('Not here', ['no-such-problem']),
      ],
    })
    await openSignedIn(page, user, '/profile')
    await importFile(page, file)

    await expect(
      page.getByText('2 added, 0 already here, 1 not in this PrepSharp, 1 conflict.'),
    ).toBeVisible()
    const lists = page.getByRole('region', { name: 'Lists' })
    await expect(lists.getByText('no-such-problem')).toBeVisible()
    await expect(
      lists.getByText('A list of this name is here with other problems; the one here is kept'),
    ).toBeVisible()
    await expect(page.getByRole('region', { name: 'Interview plans' })).toContainText('None in the file.')
    if (javaScriptEnabled) {
      await expectNoA11yViolations(page)
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 })
        await page.screenshot({ path: test.info().outputPath(`import-lists-${width}.png`), fullPage: true })
      }
    }

    await lists.getByRole('link', { name: 'Warm-ups' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Warm-ups' })).toBeVisible()
    const rows = page.getByRole('link', { name: /^(Add Two Numbers|Two Sum)$/ })
    await expect(rows).toHaveText(['Add Two Numbers', 'Two Sum'])
    await expect(page.getByText('Private', { exact: true }).first()).toBeVisible()
  })

  test('someone else’s download is refused and changes nothing', async ({ page }) => {
    const owner = await createUser({ email: `owner-${Date.now()}@example.com` })
    const intruder = await createUser()
    const file = JSON.stringify({
      product: 'PrepSharp',
      profile: { email: owner.email },
      progress: [{ titleSlug: 'two-sum', status: 'solved', updatedAt: '2026-01-01T10:00:00.000Z' }],
    })
    await openSignedIn(page, intruder, '/profile')
    await importFile(page, file)
    await expect(page.getByRole('alert')).toHaveText(
      'This file holds the data of o***@example.com, not of this account. Sign in as o***@example.com to import it there.',
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Import your data' })).toBeVisible()
    expect(marksOf(intruder)).toBe(0)
  })

  test(
    'a file over 10 MB is refused in the browser before it is sent',
    { tag: '@needs-js' },
    async ({ page }) => {
      // @needs-js: the size check before sending is the script's; without it the server refuses (next test).
      await openSignedIn(page, await createUser(), '/profile')
      const section = page.getByRole('region', { name: 'Import your data' })
      await section.getByLabel('Data download').setInputFiles({
        name: 'huge.json',
        mimeType: 'application/json',
        buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 32),
      })
      await expect(section.getByText(/^This file is larger than 10 MB/)).toBeVisible()
      await section.getByRole('button', { name: 'Import' }).click()
      await expect(page).toHaveURL('/profile')
    },
  )

  test('bad files get a 4xx with what is wrong', { tag: '@http' }, async ({ request }) => {
    const user = await createUser()
    const headers = { Cookie: await sessionCookieHeader(user) }
    const post = (content: string | Buffer) =>
      request.post('/profile/import', {
        headers,
        multipart: {
          file: { name: 'data.json', mimeType: 'application/json', buffer: Buffer.from(content) },
        },
      })

    const notJson = await post('{"product": "PrepSharp"')
    expect(notJson.status()).toBe(400)
    expect(await notJson.text()).toContain('This file is not valid JSON')

    const wrongShape = await post(
      JSON.stringify({
        product: 'PrepSharp',
        profile: { email: user.email },
        progress: [{ titleSlug: 'two-sum' }],
      }),
    )
    expect(wrongShape.status()).toBe(400)
    expect(await wrongShape.text()).toContain('progress[0].status: must be solved or revisit')

    const notOurs = await post(JSON.stringify({ product: 'Anki', cards: [] }))
    expect(notOurs.status()).toBe(400)
    expect(await notOurs.text()).toContain('This file is not a PrepSharp data download.')

    // Over the site's 1 MB body limit this route answers itself, with its page and message: a file just
    // over its limit, and an upload whose length alone is over it.
    for (const size of [10 * 1024 * 1024 + 1, 12 * 1024 * 1024]) {
      const tooLarge = await post(Buffer.alloc(size, 32))
      expect(tooLarge.status()).toBe(413)
      expect(await tooLarge.text()).toContain('This file is larger than 10 MB, the most an import takes.')
    }
    expect(marksOf(user)).toBe(0)
  })
})
