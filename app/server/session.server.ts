import { randomBytes } from 'node:crypto'
import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { createCookieSessionStorage, data } from 'react-router'
import { sessions, users } from '#db/schema'
import type { ReturnPathStyle } from '~/domain/login-gate'
import { getDb, writeTransaction, type Db, type Tx } from './db.server'
import { getEnv } from './env.server'
import { preparedFor } from './prepared.server'
import { SESSION_COOKIE_NAME, SESSION_MAX_AGE_MS, sessionCookieOptions } from './session-cookie.server'
import { redirectWithToast, type ToastInput } from './toast.server'

const COOKIE_PREFIX = `${SESSION_COOKIE_NAME}=`
const SESSION_ID_KEY = 'sessionId'

type AuthSessionData = { sessionId: string }

let storage: ReturnType<typeof createCookieSessionStorage<AuthSessionData>> | undefined
export function authSessionStorage() {
  const env = getEnv()
  storage ??= createCookieSessionStorage<AuthSessionData>({
    cookie: sessionCookieOptions({ secret: env.SESSION_SECRET, secure: env.isProduction }),
  })
  return storage
}

export type SessionUser = Pick<
  typeof users.$inferSelect,
  | 'id'
  | 'email'
  | 'name'
  | 'picture'
  | 'leetcodeUsername'
  | 'institution'
  | 'interviewMode'
  | 'timeZone'
  | 'createdAt'
>

/**
 * Cookies whose signature has already been checked, with the session id they carry. Checking the HMAC
 * is the dearest step of reading a session, and a browser sends the same cookie on every request. Only
 * verified cookies are kept, so a forged one is always checked; whether the session still exists and
 * has not expired is asked of the database every time.
 */
const VERIFIED_COOKIE_LIMIT = 5_000
const verifiedCookies = new Map<string, string>()

function sessionCookieValue(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const pair = part.trim()
    if (pair.startsWith(COOKIE_PREFIX)) return pair.slice(COOKIE_PREFIX.length)
  }
  return null
}

async function readSessionId(request: Request): Promise<string | null> {
  const cookie = request.headers.get('Cookie')
  if (!cookie?.includes(COOKIE_PREFIX)) return null
  const value = sessionCookieValue(cookie)
  const known = value ? verifiedCookies.get(value) : undefined
  if (known) return known
  try {
    const session = await authSessionStorage().getSession(cookie)
    const id = session.get(SESSION_ID_KEY)
    if (typeof id !== 'string' || id.length === 0) return null
    if (value) {
      // Oldest first out: a Map keeps insertion order.
      if (verifiedCookies.size >= VERIFIED_COOKIE_LIMIT)
        verifiedCookies.delete(verifiedCookies.keys().next().value!)
      verifiedCookies.set(value, id)
    }
    return id
  } catch {
    // A malformed or forged cookie is the same as no cookie.
    return null
  }
}

/** The session's user when the session exists and has not expired. */
const sessionUserStatement = preparedFor((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      picture: users.picture,
      leetcodeUsername: users.leetcodeUsername,
      institution: users.institution,
      // Read with the session so that any page can hide what interview mode hides without a query of its own.
      interviewMode: users.interviewMode,
      // Likewise the time zone, which every page that tells a day (sheets, insights, /today) needs.
      timeZone: users.timeZone,
      createdAt: users.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql.placeholder('nowMs'))),
    )
    .prepare(),
)

const userCache = new WeakMap<Request, Promise<SessionUser | null>>()

/** The signed-in user, or null. Cached per request because the root and the page both ask. */
export function getUser(request: Request, db: Db = getDb()): Promise<SessionUser | null> {
  let pending = userCache.get(request)
  if (!pending) {
    pending = (async () => {
      const sessionId = await readSessionId(request)
      if (!sessionId) return null
      const [row] = sessionUserStatement(db).all({ sessionId, nowMs: Date.now() })
      return row ?? null
    })()
    userCache.set(request, pending)
  }
  return pending
}

/**
 * Deletes every session past its expiry, anyone's: an expired row only ever answers "signed out", and a
 * browser that never signs in again would otherwise leave it in the database for good. Returns how many.
 */
export function deleteExpiredSessions(db: Db | Tx = getDb(), now = new Date()): number {
  return db.delete(sessions).where(lte(sessions.expiresAt, now)).run().changes
}

/**
 * Starts a fresh session for the user: a new random id every sign-in (so a planted cookie is worthless),
 * and the session the browser had before is deleted. Expired sessions are swept at the same time: sign-ins
 * come often enough to keep the table small, and the sweep is one indexed delete.
 */
export async function createUserSession(request: Request, userId: string, db: Db = getDb()): Promise<string> {
  const previous = await readSessionId(request)
  const id = randomBytes(32).toString('base64url')
  const now = new Date()
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS)
  writeTransaction(db, (tx) => {
    if (previous) tx.delete(sessions).where(eq(sessions.id, previous)).run()
    deleteExpiredSessions(tx, now)
    tx.insert(sessions).values({ id, userId, expiresAt }).run()
  })
  const session = await authSessionStorage().getSession()
  session.set(SESSION_ID_KEY, id)
  return authSessionStorage().commitSession(session, { expires: expiresAt })
}

/**
 * Signs the user in on this browser with a fresh session (createUserSession) and redirects, the toast shown
 * on arrival. `otherCookies` go out with it (a sign-in provider's spent state cookie).
 */
export async function redirectWithNewSession(
  request: Request,
  userId: string,
  url: string,
  toast: ToastInput,
  otherCookies: string[] = [],
): Promise<Response> {
  const headers = new Headers()
  headers.append('Set-Cookie', await createUserSession(request, userId))
  for (const cookie of otherCookies) headers.append('Set-Cookie', cookie)
  return redirectWithToast(url, toast, { headers })
}

/** Ends the browser's session: the row is deleted and the cookie cleared. Returns the Set-Cookie header. */
export async function destroyUserSession(request: Request, db: Db = getDb()): Promise<string> {
  const id = await readSessionId(request)
  if (id) db.delete(sessions).where(eq(sessions.id, id)).run()
  const session = await authSessionStorage().getSession()
  return authSessionStorage().destroySession(session)
}

export interface LoginGateData {
  loginGate: { returnPath: ReturnPathStyle }
}

/**
 * For the routes only signed-in users may use: returns the user, or throws a 401 that the error boundary
 * renders as the 'Login to continue' screen (docs/product.md#login-gate). Routes do not call it: the
 * middleware of their layout does (`signed-in.server.ts`).
 */
export async function requireUser(request: Request, returnPath: ReturnPathStyle): Promise<SessionUser> {
  const user = await getUser(request)
  if (user) return user
  throw data<LoginGateData>({ loginGate: { returnPath } }, { status: 401 })
}

/** For /login and /register: a signed-in visitor goes straight to where they were heading. */
export async function isSignedIn(request: Request): Promise<boolean> {
  return (await getUser(request)) !== null
}
