/**
 * The session cookie's name, lifetime and settings. A module of its own, with no imports, so that the
 * end-to-end tests sign users in with exactly the cookie the app sets (tests/e2e/support.ts).
 */
export const SESSION_COOKIE_NAME = 'ps_session'
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000

export function sessionCookieOptions({ secret, secure }: { secret: string; secure: boolean }) {
  return {
    name: SESSION_COOKIE_NAME,
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    secrets: [secret],
  }
}
