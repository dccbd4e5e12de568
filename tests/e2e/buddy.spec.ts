import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import {
  createUser,
  expect,
  expectNoA11yViolations,
  openE2eDb,
  openSignedIn,
  startSession,
  test,
  type TestUser,
} from './support'

interface StoredProfile {
  timeZone: string
  languages: string[]
  targetCompanies: string[]
  level: number
  weeklyHours: number
  isActive?: boolean
  intro?: string
}

/** A buddy profile written straight into the database, for the people a test does not walk through the form. */
function storeProfile(user: TestUser, profile: StoredProfile) {
  const db = openE2eDb()
  try {
    const now = Date.now()
    db.prepare(
      `insert into buddy_profiles (user_id, time_zone, languages, target_companies, level, weekly_hours, intro, is_active, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      user.id,
      profile.timeZone,
      JSON.stringify(profile.languages),
      JSON.stringify(profile.targetCompanies),
      profile.level,
      profile.weeklyHours,
      profile.intro ?? '',
      profile.isActive === false ? 0 : 1,
      now,
      now,
    )
  } finally {
    db.close()
  }
}

function storeRequest(from: TestUser, to: TestUser, status: 'pending' | 'accepted') {
  const db = openE2eDb()
  try {
    const now = Date.now()
    db.prepare(
      'insert into buddy_requests (from_user_id, to_user_id, status, created_at, responded_at) values (?, ?, ?, ?, ?)',
    ).run(from.id, to.id, status, now, status === 'pending' ? null : now)
  } finally {
    db.close()
  }
}

/** A first name no other test uses, so a card can be found by its heading. */
function uniqueName(first: string, last: string) {
  const tag = randomUUID().slice(0, 6)
  return { first: `${first}${tag}`, last: `${last}${tag}`, full: `${first}${tag} ${last}${tag}` }
}

async function switchUser(page: Page, user: TestUser, path: string) {
  await page.context().clearCookies()
  await openSignedIn(page, user, path)
  await expect(page).toHaveURL(path)
}

function cardOf(page: Page, firstName: string) {
  return page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: firstName, exact: true }) })
}

/** Everything the server sent for the page: the HTML and the data it carries for the browser. */
async function pageSource(page: Page): Promise<string> {
  const html = await page.content()
  const raw = await (await page.request.get(page.url())).text()
  return html + raw
}

test.describe('study buddies', () => {
  test('register, find, ask, accept: emails show to the pair only', async ({ page, javaScriptEnabled }) => {
    // Several people sign in one after another in this one test.
    test.slow()
    const ada = uniqueName('Ada', 'Lovelace')
    const bea = uniqueName('Bea', 'Brightside')
    const cyd = uniqueName('Cyd', 'Charisse')
    const dot = uniqueName('Dot', 'Dormant')
    const a = await createUser({ name: ada.full })
    const b = await createUser({ name: bea.full })
    const c = await createUser({ name: cyd.full })
    const d = await createUser({ name: dot.full })
    // B is a Novice who writes Ruby and aims for TCS, so A's filters narrow the list down to her kind.
    storeProfile(b, {
      timeZone: 'Europe/Paris',
      languages: ['Ruby'],
      targetCompanies: ['tcs', 'google'],
      level: 1,
      weeklyHours: 4,
    })
    storeProfile(c, {
      timeZone: 'Europe/Berlin',
      languages: ['Python'],
      targetCompanies: ['google'],
      level: 3,
      weeklyHours: 5,
    })
    storeProfile(d, {
      timeZone: 'Europe/Berlin',
      languages: ['Ruby'],
      targetCompanies: ['tcs'],
      level: 1,
      weeklyHours: 5,
      isActive: false,
    })

    // A fills in the form; a mistake keeps everything else that was typed.
    await openSignedIn(page, a, '/register-buddy')
    await expect(page.getByRole('heading', { level: 1, name: 'Create your buddy profile' })).toBeVisible()
    await page.getByRole('radio', { name: /Intermediate/ }).check()
    await page.getByLabel('Hours a week').fill('6')
    await page.getByLabel('Time zone').selectOption('Europe/Berlin')
    await page.getByRole('checkbox', { name: 'Google', exact: true }).check()
    await page.getByRole('checkbox', { name: 'TCS', exact: true }).check()
    await page.getByLabel('Intro (optional)').fill('Graphs on weekday evenings.')
    await page.getByRole('button', { name: 'Create buddy profile' }).click()
    await expect(page.getByText('Choose at least one language')).toBeVisible()
    await expect(page.getByLabel('Hours a week')).toHaveValue('6')
    await expect(page.getByLabel('Time zone')).toHaveValue('Europe/Berlin')
    await expect(page.getByRole('checkbox', { name: 'TCS', exact: true })).toBeChecked()
    await expect(page.getByLabel('Intro (optional)')).toHaveValue('Graphs on weekday evenings.')
    await expect(page.getByRole('radio', { name: /Intermediate/ })).toBeChecked()

    await page.getByRole('checkbox', { name: 'Ruby', exact: true }).check()
    await page.getByRole('button', { name: 'Create buddy profile' }).click()
    await expect(page).toHaveURL('/find-buddy')
    await expect(page.getByText('Buddy profile created').first()).toBeVisible()

    // A narrows the list with the GET form, and finds B among people of her kind.
    const filters = page.getByRole('search', { name: 'Filter buddies' })
    await filters.getByLabel('Level').selectOption({ label: 'Novice' })
    await filters.getByLabel('Language').selectOption('Ruby')
    await filters.getByLabel('Target company').selectOption({ label: 'TCS' })
    await filters.getByRole('button', { name: 'Apply filters' }).click()
    await expect(page).toHaveURL(/level=1/)
    await expect(page).toHaveURL(/language=Ruby/)
    await expect(page).toHaveURL(/company=tcs/)
    const bCard = cardOf(page, bea.first)
    await expect(bCard).toBeVisible()
    await expect(bCard.getByText(/Shared: Google, TCS/)).toBeVisible()
    // The paused profile never shows, and nobody's email or surname is on the page.
    await expect(cardOf(page, dot.first)).toHaveCount(0)
    let source = await pageSource(page)
    for (const hidden of [b.email, c.email, d.email, bea.last, dot.first])
      expect(source).not.toContain(hidden)

    await bCard.getByRole('button', { name: `Ask to pair with ${bea.first}` }).click()
    await expect(page.getByText('Request sent', { exact: true }).first()).toBeVisible()
    await expect(
      cardOf(page, bea.first).getByRole('button', { name: `Cancel request to ${bea.first}` }),
    ).toBeVisible()
    await expect(page).toHaveURL(/company=tcs/)

    // Asking twice, asking oneself, and asking a paused profile are refused with a 4xx.
    const twice = await page.request.post('/find-buddy', { form: { intent: 'request', userId: b.id } })
    expect(twice.status()).toBe(409)
    const self = await page.request.post('/find-buddy', { form: { intent: 'request', userId: a.id } })
    expect(self.status()).toBe(400)
    const paused = await page.request.post('/find-buddy', { form: { intent: 'request', userId: d.id } })
    expect(paused.status()).toBe(404)
    const garbage = await page.request.post('/find-buddy', { form: { intent: 'steal-emails', userId: b.id } })
    expect(garbage.status()).toBe(400)

    // B sees the request, without A's email, and accepts it.
    await switchUser(page, b, '/find-buddy')
    const incoming = page.getByRole('region', { name: /Incoming requests/ })
    await expect(incoming.getByRole('heading', { name: ada.first, exact: true })).toBeVisible()
    source = await pageSource(page)
    for (const hidden of [a.email, c.email, ada.last]) expect(source).not.toContain(hidden)
    await incoming.getByRole('button', { name: `Accept ${ada.first}’s request` }).click()
    await expect(page.getByText('You are now study buddies!').first()).toBeVisible()
    const bBuddies = page.getByRole('region', { name: /Your buddies/ })
    await expect(bBuddies.getByRole('link', { name: a.email })).toHaveAttribute('href', `mailto:${a.email}`)
    await expect(bBuddies.getByRole('heading', { name: ada.full })).toBeVisible()

    // A sees B's email too.
    await switchUser(page, a, '/find-buddy')
    const aBuddies = page.getByRole('region', { name: /Your buddies/ })
    await expect(aBuddies.getByRole('link', { name: b.email })).toHaveAttribute('href', `mailto:${b.email}`)

    // C, who has a profile too, sees neither email anywhere.
    await switchUser(page, c, '/find-buddy')
    await expect(page.getByRole('heading', { level: 1, name: 'Find a study buddy' })).toBeVisible()
    await expect(
      page.getByRole('region', { name: /Your buddies/ }).getByText('No buddies yet.'),
    ).toBeVisible()
    for (const path of ['/find-buddy', `/find-buddy?level=1&language=Ruby`, '/register-buddy']) {
      await page.goto(path)
      source = await pageSource(page)
      for (const hidden of [a.email, b.email, d.email, ada.last, bea.last])
        expect(source).not.toContain(hidden)
    }
    if (javaScriptEnabled) {
      const data = await (await page.request.get('/find-buddy.data')).text()
      for (const hidden of [a.email, b.email, d.email]) expect(data).not.toContain(hidden)
    }
  })

  test('pause hides the profile, resume shows it, delete asks first and removes it', async ({ page }) => {
    // Several people sign in one after another in this one test.
    test.slow()
    const owner = uniqueName('Pia', 'Pauser')
    const seeker = uniqueName('Sam', 'Seeker')
    const pia = await createUser({ name: owner.full })
    const sam = await createUser({ name: seeker.full })
    const profile = {
      timeZone: 'Asia/Tokyo',
      languages: ['Swift'],
      targetCompanies: ['apple'],
      level: 4,
      weeklyHours: 3,
    }
    storeProfile(pia, profile)
    storeProfile(sam, profile)
    const samsView = `/find-buddy?level=4&language=Swift&company=apple`

    await openSignedIn(page, pia, '/register-buddy')
    await expect(page.getByRole('heading', { level: 1, name: 'Your buddy profile' })).toBeVisible()
    await expect(page.getByLabel('Hours a week')).toHaveValue('3')
    await page.getByRole('button', { name: 'Pause profile' }).click()
    await expect(page.getByText('Profile paused').first()).toBeVisible()
    await expect(page.getByText('Paused', { exact: true })).toBeVisible()

    await switchUser(page, sam, samsView)
    await expect(cardOf(page, owner.first)).toHaveCount(0)

    await switchUser(page, pia, '/register-buddy')
    await page.getByRole('button', { name: 'Resume profile' }).click()
    await expect(page.getByText('Your profile is active again').first()).toBeVisible()

    await switchUser(page, sam, samsView)
    await cardOf(page, owner.first)
      .getByRole('button', { name: /Ask to pair/ })
      .click()
    await expect(page.getByText('Request sent', { exact: true }).first()).toBeVisible()

    // Deleting takes two steps, and takes the pending request with it.
    await switchUser(page, pia, '/register-buddy')
    await expect(page.getByRole('button', { name: 'Yes, delete my profile' })).toBeHidden()
    await page.getByText('Delete my buddy profile…').click()
    await page.getByRole('button', { name: 'Yes, delete my profile' }).click()
    await expect(page.getByText('Buddy profile deleted').first()).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Create your buddy profile' })).toBeVisible()
    await page.goto('/find-buddy')
    await expect(page.getByRole('heading', { name: 'Create your buddy profile first' })).toBeVisible()

    await switchUser(page, sam, samsView)
    await expect(cardOf(page, owner.first)).toHaveCount(0)
    await expect(page.getByRole('region', { name: /Requests you sent/ })).toHaveCount(0)
  })

  test('a new profile lands on its matches with a toast that fits them', async ({ page }) => {
    // Someone else is looking, so the list the new profile lands on is not empty.
    storeProfile(await createUser({ name: uniqueName('Ola', 'Other').full }), {
      timeZone: 'Europe/Berlin',
      languages: ['Go'],
      targetCompanies: ['google'],
      level: 2,
      weeklyHours: 3,
    })
    await openSignedIn(page, await createUser(), '/register-buddy')
    await page.getByRole('radio', { name: /Beginner/ }).check()
    await page.getByLabel('Hours a week').fill('3')
    await page.getByRole('checkbox', { name: 'Go', exact: true }).check()
    await page.getByRole('checkbox', { name: 'Google', exact: true }).check()
    await page.getByRole('button', { name: 'Create buddy profile' }).click()
    await expect(page).toHaveURL('/find-buddy')
    await expect(page.getByText('Buddy profile created').first()).toBeVisible()
    await expect(page.getByText('Here are the people who fit you best.').first()).toBeVisible()
    const suggested = page.getByRole('region', { name: /Suggested buddies/ })
    await expect(suggested.getByRole('listitem').first()).toBeVisible()
    await expect(page.getByText('No matches yet')).toHaveCount(0)
  })

  test('no one matching the filters gets its own state: why, and what to do next', async ({ page }) => {
    const user = await createUser()
    storeProfile(user, {
      timeZone: 'UTC',
      languages: ['Go'],
      targetCompanies: ['google'],
      level: 2,
      weeklyHours: 2,
    })
    await openSignedIn(page, user, '/find-buddy?level=5&language=Swift&company=alibaba')
    const suggested = page.getByRole('region', { name: /Suggested buddies/ })
    await expect(suggested.getByRole('heading', { name: 'No one matches these filters' })).toBeVisible()
    await expect(
      suggested.getByText('None of the people looking has everything these filters ask for'),
    ).toBeVisible()
    await expect(page.getByText('fit you best')).toHaveCount(0)
    await suggested.getByRole('link', { name: 'Show everyone' }).click()
    await expect(page).toHaveURL('/find-buddy')
  })

  test('bad filters in the URL get a 400 and a message, and the page still works', async ({ page }) => {
    const user = await createUser()
    storeProfile(user, {
      timeZone: 'UTC',
      languages: ['Go'],
      targetCompanies: ['google'],
      level: 2,
      weeklyHours: 2,
    })
    await startSession(page.context(), user)
    const response = await page.goto('/find-buddy?level=9&language=COBOL&company=initech&overlap=lots')
    expect(response?.status()).toBe(400)
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a level from the list' })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a company from the list' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /Suggested buddies/ })).toBeVisible()
  })

  test('a visitor gets the login gate', async ({ page }) => {
    for (const path of ['/find-buddy', '/register-buddy']) {
      const response = await page.goto(path)
      expect(response?.status()).toBe(401)
      await expect(page.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute(
        'href',
        `/login?redirect_uri=${path}`,
      )
    }
  })

  test('the banner leads to the buddy form', async ({ page }) => {
    await openSignedIn(page, await createUser())
    await page.getByRole('link', { name: /Try Out DSA Buddy/ }).click()
    await expect(page).toHaveURL('/register-buddy')
    await expect(page.getByRole('heading', { level: 1, name: 'Create your buddy profile' })).toBeVisible()
  })

  test.describe('with JavaScript', () => {
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'checks what JavaScript adds')
    test.use({ timezoneId: 'Asia/Tokyo' })

    test("a new profile starts in the browser's time zone, and the company list filters as you type", async ({
      page,
    }) => {
      await openSignedIn(page, await createUser(), '/register-buddy')
      await expect(page.getByLabel('Time zone')).toHaveValue('Asia/Tokyo')
      await page.getByLabel('Filter companies').fill('goo')
      await expect(page.getByRole('checkbox', { name: 'Google', exact: true })).toBeVisible()
      await expect(page.getByRole('checkbox', { name: 'Meta', exact: true })).toBeHidden()
    })
  })

  test.describe('accessibility', () => {
    test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'axe-core needs JavaScript in the page')

    test('the buddy pages have no violations, on a phone too', async ({ page }) => {
      // axe reads every element of two long pages several times.
      test.setTimeout(180_000)
      const first = uniqueName('Axel', 'Axe')
      const other = uniqueName('Olga', 'Other')
      const user = await createUser({ name: first.full })
      const friend = await createUser({ name: other.full })
      // Signed in without the form, so no sign-in toast slides in while axe reads the colours.
      await openSignedIn(page, user, '/register-buddy')
      await expectNoA11yViolations(page)
      // Errors showing.
      await page.getByRole('button', { name: 'Create buddy profile' }).click()
      await expect(page.getByText('Choose at least one language')).toBeVisible()
      await expectNoA11yViolations(page)

      // Every section of /find-buddy: a request sent, one received, and a buddy with an email.
      const javaProfile = {
        timeZone: 'Europe/Rome',
        languages: ['Java'],
        targetCompanies: ['meta'],
        level: 2,
        weeklyHours: 5,
      }
      const buddy = await createUser({ name: uniqueName('Bram', 'Buddy').full })
      const asker = await createUser({ name: uniqueName('Ines', 'Incoming').full })
      for (const person of [user, friend, buddy, asker]) storeProfile(person, javaProfile)
      storeRequest(user, friend, 'pending')
      storeRequest(buddy, user, 'accepted')
      storeRequest(asker, user, 'pending')
      await page.goto('/register-buddy')
      await expectNoA11yViolations(page)
      await page.goto('/find-buddy?language=Java&company=meta')
      await cardOf(page, other.first)
        .getByText(/How the score of/)
        .click()
      await expect(cardOf(page, other.first).getByText('Time zone', { exact: true }).last()).toBeVisible()
      await expect(page.getByRole('link', { name: buddy.email })).toBeVisible()
      await expect(page.getByRole('region', { name: /Incoming requests/ })).toBeVisible()
      await expect(page.getByRole('region', { name: /Requests you sent/ })).toBeVisible()
      await expectNoA11yViolations(page)
      await page.setViewportSize({ width: 375, height: 800 })
      await expectNoA11yViolations(page)
    })
  })
})
