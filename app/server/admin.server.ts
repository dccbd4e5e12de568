import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { getEnv } from './env.server'
import { getUser, type SessionUser } from './session.server'

/**
 * Who may moderate: the accounts whose email is in ADMIN_EMAILS (compared without case). There are no
 * roles in the database; the setting is the whole list (docs/decisions/0025).
 */
export function isAdmin(
  user: Pick<SessionUser, 'email'> | null,
  adminEmails: readonly string[] = getEnv().ADMIN_EMAILS ?? [],
): boolean {
  return user !== null && adminEmails.includes(user.email.toLowerCase())
}

/** The admin a request was let through for, set by `requireAdmin`. */
export const adminUserContext = createContext<SessionUser>()

/** The message of the site's own 404, so that /admin looks to anyone else like a page that does not exist. */
export const NOT_FOUND_MESSAGE = 'No route matches URL'

/**
 * The middleware of /admin. Anyone who is not an admin, signed in or not, gets the site's 404 before the
 * page reads or writes anything: a login gate would tell a visitor that the page exists.
 */
export const requireAdmin: MiddlewareFunction<Response> = async ({ request, context }) => {
  const user = await getUser(request)
  if (!user || !isAdmin(user)) throw data(NOT_FOUND_MESSAGE, { status: 404 })
  context.set(adminUserContext, user)
}

export function adminUser(context: Readonly<RouterContextProvider>): SessionUser {
  return context.get(adminUserContext)
}
