import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { reviewReminders, users } from '#db/schema'
import { createTestDb } from '../../tests/setup/db'
import { insertUser } from '../../tests/setup/review-cards'
import { exportAccountData } from './account.server'
import {
  calendarOwner,
  exportReminders,
  reminderSettings,
  remindersView,
  removeCalendarToken,
  rotateCalendarToken,
  setDailyDigest,
} from './review-reminders.server'

function setup() {
  const db = createTestDb()
  insertUser(db, 'ada', 'Asia/Tokyo')
  return db
}

describe('reminder settings', () => {
  it('read as email off and no feed for a user who never set them', () => {
    const db = setup()
    expect(reminderSettings('ada', db)).toEqual({
      dailyDigest: false,
      calendarToken: null,
      calendarTokenCreatedAt: null,
    })
  })

  it('turn the daily email on and off', () => {
    const db = setup()
    setDailyDigest('ada', true, db)
    expect(reminderSettings('ada', db).dailyDigest).toBe(true)
    setDailyDigest('ada', false, db)
    expect(reminderSettings('ada', db).dailyDigest).toBe(false)
  })

  it('turning the email off writes nothing for someone with no settings, or no account', () => {
    const db = setup()
    setDailyDigest('ada', false, db)
    setDailyDigest('deleted-user', false, db)
    expect(db.select().from(reviewReminders).all()).toEqual([])
  })

  it('keep the day of the last email when the email is turned off and on again', () => {
    const db = setup()
    setDailyDigest('ada', true, db)
    db.update(reviewReminders).set({ digestSentDay: '2026-05-04' }).run()
    setDailyDigest('ada', false, db)
    setDailyDigest('ada', true, db)
    expect(db.select().from(reviewReminders).get()?.digestSentDay).toBe('2026-05-04')
  })
})

describe('the calendar token', () => {
  it('is 256 random bits in base64url and opens the owner’s feed', () => {
    const db = setup()
    const now = new Date('2026-05-04T10:00:00Z')
    const token = rotateCalendarToken('ada', db, now)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(Buffer.from(token, 'base64url')).toHaveLength(32)
    expect(calendarOwner(token, db)).toEqual({ userId: 'ada', timeZone: 'Asia/Tokyo' })
    expect(reminderSettings('ada', db)).toMatchObject({ calendarToken: token, calendarTokenCreatedAt: now })
  })

  it('rotated: the new one works and the old one is unknown', () => {
    const db = setup()
    const old = rotateCalendarToken('ada', db)
    const fresh = rotateCalendarToken('ada', db)
    expect(fresh).not.toBe(old)
    expect(calendarOwner(old, db)).toBeNull()
    expect(calendarOwner(fresh, db)?.userId).toBe('ada')
  })

  it('removed: no token works, and the daily email setting stays', () => {
    const db = setup()
    setDailyDigest('ada', true, db)
    const token = rotateCalendarToken('ada', db)
    removeCalendarToken('ada', db)
    expect(calendarOwner(token, db)).toBeNull()
    expect(reminderSettings('ada', db)).toEqual({
      dailyDigest: true,
      calendarToken: null,
      calendarTokenCreatedAt: null,
    })
  })

  it('is different for every user', () => {
    const db = setup()
    insertUser(db, 'bob')
    expect(rotateCalendarToken('ada', db)).not.toBe(rotateCalendarToken('bob', db))
  })

  it('goes with the account', () => {
    const db = setup()
    const token = rotateCalendarToken('ada', db)
    db.delete(users).where(eq(users.id, 'ada')).run()
    expect(calendarOwner(token, db)).toBeNull()
    expect(db.select().from(reviewReminders).all()).toEqual([])
  })
})

describe('remindersView', () => {
  it('writes the feed address on the origin given, with its webcal:// form and the zone’s city', () => {
    const db = setup()
    expect(remindersView('ada', 'https://prepsharp.dev', db)).toEqual({
      dailyDigest: false,
      calendarUrl: null,
      webcalUrl: null,
      timeZoneCity: 'Tokyo',
    })
    const token = rotateCalendarToken('ada', db)
    expect(remindersView('ada', 'https://prepsharp.dev', db)).toMatchObject({
      calendarUrl: `https://prepsharp.dev/calendar/${token}.ics`,
      webcalUrl: `webcal://prepsharp.dev/calendar/${token}.ics`,
    })
  })
})

describe('the data download', () => {
  it('says whether there is a feed and since when, without its token', () => {
    const db = setup()
    expect(exportReminders('ada', db)).toEqual({
      dailyEmail: false,
      lastDailyEmailDay: null,
      calendarFeed: false,
      calendarFeedCreatedAt: null,
    })
    setDailyDigest('ada', true, db)
    const token = rotateCalendarToken('ada', db, new Date('2026-05-04T10:00:00Z'))
    const exported = exportAccountData('ada', db)
    expect(exported?.reminders).toEqual({
      dailyEmail: true,
      lastDailyEmailDay: null,
      calendarFeed: true,
      calendarFeedCreatedAt: '2026-05-04T10:00:00.000Z',
    })
    expect(JSON.stringify(exported)).not.toContain(token)
  })
})
