import { createUser, expect, startSession, test, uniqueEmail } from './support'

test('register, see the profile, log out, log in and land on the redirect_uri page', async ({ page }) => {
  const email = uniqueEmail('register')
  await page.goto('/register')
  await page.getByLabel('Name').fill('Grace Hopper')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password').fill('compilers1')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByText('Welcome to PrepSharp!')).toBeVisible()

  await page.goto('/profile')
  await expect(page).toHaveTitle('Profile | PrepSharp')
  await expect(page.getByText('Grace Hopper', { exact: true })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  // The pixel-art avatar is served from the site (a long-cached SVG), and it loads.
  const avatar = page.getByRole('img', { name: 'Avatar of Grace Hopper' })
  await expect(avatar).toHaveAttribute('src', '/avatar/Grace%20Hopper')
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0)

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByText('Logged out successfully')).toBeVisible()
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Login to continue' })).toBeVisible()

  await page.goto(`/login?redirect_uri=${encodeURIComponent('/feature-requests')}`)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password').fill('compilers1')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL('/feature-requests')
  await expect(page.getByText('Welcome Back to PrepSharp!')).toBeVisible()
})

test('/signup shows the same registration screen', async ({ page }) => {
  await page.goto('/signup')
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
})

test('invalid login input shows the documented messages with a 400 and keeps the email, never the password', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill('not-an-email')
  await page.getByLabel('Password').fill('123')
  const response = page
    .waitForResponse((r) => r.request().method() === 'POST', { timeout: 3000 })
    .catch(() => null)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expect(page.getByText('Minimum 6 characters')).toBeVisible()
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('not-an-email')
  if (!javaScriptEnabled) {
    expect((await response)?.status()).toBe(400)
    await expect(page.getByLabel('Password')).toHaveValue('')
  }
})

test('an empty registration form names every missing field', async ({ page, javaScriptEnabled }) => {
  await page.goto('/register')
  const response = page
    .waitForResponse((r) => r.request().method() === 'POST', { timeout: 3000 })
    .catch(() => null)
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Name is required')).toBeVisible()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByText('Password is required')).toBeVisible()
  // With JavaScript the form is checked in the browser first; without it the server answers 400.
  if (!javaScriptEnabled) expect((await response)?.status()).toBe(400)
})

test('a wrong password is refused with the server message', async ({ page }) => {
  const user = await createUser()
  await page.goto('/login')
  await page.getByLabel('Email', { exact: true }).fill(user.email)
  await page.getByLabel('Password').fill('wrong-password')
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveValue('')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email)
})

test('registering an email that already has an account says so and keeps the name', async ({ page }) => {
  const user = await createUser()
  await page.goto('/register')
  await page.getByLabel('Name').fill('Somebody Else')
  await page.getByLabel('Email', { exact: true }).fill(user.email)
  await page.getByLabel('Password').fill('password123')
  await page.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('An account with this email already exists').first()).toBeVisible()
  await expect(page.getByLabel('Name')).toHaveValue('Somebody Else')
})

test('a signed-in user visiting /login goes straight to the redirect target', async ({ page }) => {
  await startSession(page.context(), await createUser())
  await page.goto('/login?redirect_uri=%2Fhacks')
  await expect(page).toHaveURL('/hacks')
})
