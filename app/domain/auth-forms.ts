import { z } from 'zod'

// A simple address pattern, not RFC 5322 (docs/product.md#validation). `abort` keeps one message per field,
// the first that fails.
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, { error: 'Invalid email address', abort: true })
  .regex(SIMPLE_EMAIL, 'Invalid email address')
  .transform((email) => email.toLowerCase())

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(6, 'Minimum 6 characters')
  // scrypt hashes any length, but an unbounded input is a cheap way to make the server work hard.
  .max(200, 'Maximum 200 characters')

export const nameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required', abort: true })
  .min(2, 'Minimum 2 characters')
  .max(80, 'Maximum 80 characters')

const redirectField = z.string().max(2000).optional()

export const LoginSchema = z.object({
  email: emailField,
  password: passwordField,
  redirectTo: redirectField,
})

export const RegisterSchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  redirectTo: redirectField,
})

/**
 * The link from the login page to the registration page and back, keeping the page the visitor is
 * headed to (already checked by safeRedirect); the home page, the default, is left out of the link.
 */
export function signInPageHref(page: '/login' | '/register', redirectTo: string): string {
  return redirectTo === '/' ? page : `${page}?redirect_uri=${encodeURIComponent(redirectTo)}`
}
