import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import { getDb } from './db.server'
import {
  createUserSession,
  deleteExpiredSessions,
  destroyUserSession,
  getUser,
  requireUser,
} from './session.server'

function requestWith(setCookie?: string): Request {
  const cookie = setCookie?.split(';')[0]
  return new Request('http://localhost/profile', { headers: cookie ? { Cookie: cookie } : {} })
}

function newUser(name = 'Ada'): string {
  const id = crypto.randomUUID()
  getDb()
    .insert(users)
    .values({ id, name, email: `${id}@example.com` })
    .run()
  return id
}

function expireSessionsOf(userId: string) {
  getDb()
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.userId, userId))
    .run()
}

describe('database-backed sessions', () => {
  it('signs a user in with an HttpOnly, SameSite=Lax cookie that points to a session row', async () => {
    const userId = newUser()
    const setCookie = await createUserSession(requestWith(), userId)
    expect(setCookie).toMatch(/^ps_session=/)
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect((await getUser(requestWith(setCookie)))?.id).toBe(userId)
  })

  it('gives a new session id at every sign-in and deletes the one the browser had', async () => {
    const userId = newUser()
    const first = await createUserSession(requestWith(), userId)
    const second = await createUserSession(requestWith(first), userId)
    expect(second).not.toBe(first)
    expect(await getUser(requestWith(first))).toBeNull()
    expect((await getUser(requestWith(second)))?.id).toBe(userId)
    expect(getDb().select().from(sessions).where(eq(sessions.userId, userId)).all()).toHaveLength(1)
  })

  it('sweeps every expired session, anyone’s, at a sign-in, and keeps the live ones', async () => {
    const gone = newUser('Gone')
    const stays = newUser('Stays')
    await createUserSession(requestWith(), gone)
    await createUserSession(requestWith(), gone)
    const live = await createUserSession(requestWith(), stays)
    expireSessionsOf(gone)
    const rowsOf = (userId: string) =>
      getDb().select().from(sessions).where(eq(sessions.userId, userId)).all()
    expect(rowsOf(gone)).toHaveLength(2)

    await createUserSession(requestWith(), newUser('Someone else'))
    expect(rowsOf(gone)).toEqual([])
    expect(rowsOf(stays)).toHaveLength(1)
    expect((await getUser(requestWith(live)))?.id).toBe(stays)
  })

  it('deleteExpiredSessions deletes the sessions expired at the given time, and counts them', () => {
    const db = createTestDb()
    db.insert(users).values({ id: 'ada', name: 'Ada', email: 'ada@example.com' }).run()
    const at = (iso: string) => new Date(iso)
    db.insert(sessions)
      .values([
        { id: 'old', userId: 'ada', expiresAt: at('2026-11-01T00:00:00Z') },
        { id: 'edge', userId: 'ada', expiresAt: at('2026-11-20T12:00:00Z') },
        { id: 'live', userId: 'ada', expiresAt: at('2026-12-01T00:00:00Z') },
      ])
      .run()
    expect(deleteExpiredSessions(db, at('2026-10-01T00:00:00Z'))).toBe(0)
    expect(deleteExpiredSessions(db, at('2026-11-20T12:00:00Z'))).toBe(2)
    expect(db.select({ id: sessions.id }).from(sessions).all()).toEqual([{ id: 'live' }])
  })

  it('deletes the row at logout, so the old cookie is worthless', async () => {
    const userId = newUser()
    const cookie = await createUserSession(requestWith(), userId)
    const cleared = await destroyUserSession(requestWith(cookie))
    expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)
    expect(await getUser(requestWith(cookie))).toBeNull()
  })

  it('treats expired sessions, forged and malformed cookies as signed out', async () => {
    const userId = newUser()
    const cookie = await createUserSession(requestWith(), userId)
    expireSessionsOf(userId)
    expect(await getUser(requestWith(cookie))).toBeNull()
    expect(await getUser(requestWith('ps_session=%E0%A4%A'))).toBeNull()
    const [value] = cookie.split(';')
    expect(await getUser(requestWith(`${value!.slice(0, -3)}abc`))).toBeNull()
  })

  it('still asks the database after a cookie was verified once, and still refuses a forged twin', async () => {
    const userId = newUser()
    const cookie = await createUserSession(requestWith(), userId)
    expect((await getUser(requestWith(cookie)))?.id).toBe(userId)
    const [value] = cookie.split(';')
    const [payload] = value!.split('.')
    expect(await getUser(requestWith(`${payload}.forged-signature`))).toBeNull()
    expireSessionsOf(userId)
    expect(await getUser(requestWith(cookie))).toBeNull()
  })

  it('requireUser throws the 401 login gate for a visitor', async () => {
    await expect(requireUser(requestWith(), 'encoded')).rejects.toMatchObject({
      init: { status: 401 },
      data: { loginGate: { returnPath: 'encoded' } },
    })
  })
})
