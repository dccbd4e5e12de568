import { createUser, expect, test } from './support'

test('a raw-return-path page shows the login gate and comes back after sign-in', async ({ page }) => {
  const response = await page.goto('/profile')
  expect(response?.status()).toBe(401)
  await expect(page.getByRole('heading', { name: 'Login to continue' })).toBeVisible()
  const login = page.getByRole('link', { name: 'Login', exact: true })
  await expect(login).toHaveAttribute('href', '/login?redirect_uri=/profile')

  const user = await createUser({ name: 'Gated Person' })
  await login.click()
  await page.getByLabel('Email', { exact: true }).fill(user.email)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL('/profile')
  await expect(page.getByText('Gated Person', { exact: true })).toBeVisible()
})
