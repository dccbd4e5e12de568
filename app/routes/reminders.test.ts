import { describe, expect, it } from 'vitest'
import { parseCalendar } from '../../tests/setup/ical'
import { postForm } from '../../tests/setup/route-action'
import { insertDueCards } from '../../tests/setup/review-cards'
import { signedInUser } from '../../tests/setup/signed-in'
import { REMINDER_INTENTS } from '~/domain/review-reminders'
import { getDb } from '~/server/db.server'
import { digestUnsubscribeSignature } from '~/server/review-digest-links.server'
import { reminderSettings, rotateCalendarToken, setDailyDigest } from '~/server/review-reminders.server'
import { loader as calendarFeed } from './calendar-feed'
import { action as remindersAction } from './profile-reminders'
import { action as unsubscribeAction, loader as unsubscribeLoader } from './reminders-unsubscribe'

// docs/product.md#reminders, through the routes as the router calls them.

const post = (cookie: string, fields: Record<string, string>) =>
  postForm(remindersAction, 'http://localhost/profile/reminders', fields, { cookie })

describe('POST /profile/reminders', () => {
  it('turns the daily email on without JavaScript: back to the section with a toast', async () => {
    const user = await signedInUser()
    const answer = await post(user.cookie, { intent: REMINDER_INTENTS.dailyDigest, dailyDigest: 'on' })
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Location')).toBe('/profile#reminders')
    expect(answer.headers.get('Set-Cookie')).toContain('ps_toast=')
    expect(reminderSettings(user.id).dailyDigest).toBe(true)
  })

  it('answers a fetcher with data and the toast for the revalidated page', async () => {
    const user = await signedInUser()
    const answer = await post(user.cookie, { intent: REMINDER_INTENTS.calendarAddress, via: 'fetcher' })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ ok: true, error: null })
    expect(answer.headers.get('Set-Cookie')).toContain('ps_toast=')
    expect(reminderSettings(user.id).calendarToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('replaces the calendar address, then turns the feed off', async () => {
    const user = await signedInUser()
    await post(user.cookie, { intent: REMINDER_INTENTS.calendarAddress })
    const first = reminderSettings(user.id).calendarToken
    await post(user.cookie, { intent: REMINDER_INTENTS.calendarAddress })
    const second = reminderSettings(user.id).calendarToken
    expect(second).not.toBe(first)
    await post(user.cookie, { intent: REMINDER_INTENTS.calendarOff })
    expect(reminderSettings(user.id).calendarToken).toBeNull()
  })

  it('refuses bad input with 400 and changes nothing', async () => {
    const user = await signedInUser()
    const badChoice = await post(user.cookie, { intent: REMINDER_INTENTS.dailyDigest, dailyDigest: 'yes' })
    expect(badChoice.status).toBe(400)
    expect(badChoice.body).toEqual({ ok: false, error: 'Choose whether to get the daily email: on or off.' })
    const unknown = await post(user.cookie, { intent: 'delete-everything' })
    expect(unknown.status).toBe(400)
    expect(unknown.body).toEqual({ ok: false, error: 'Unknown action.' })
    expect(reminderSettings(user.id)).toEqual({
      dailyDigest: false,
      calendarToken: null,
      calendarTokenCreatedAt: null,
    })
  })
})

async function fetchFeed(feed: string, headers?: HeadersInit) {
  const request = new Request(`http://localhost/calendar/${feed}`, { headers })
  return calendarFeed({ request, params: { feed } } as unknown as Parameters<typeof calendarFeed>[0])
}

describe('GET /calendar/{token}.ics', () => {
  it('answers the feed as text/calendar, privately cached, with no cookie', async () => {
    const user = await signedInUser()
    insertDueCards(getDb(), user.id, [{ title: 'Two Sum', due: new Date().toISOString() }])
    const token = rotateCalendarToken(user.id)
    const response = await fetchFeed(`${token}.ics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=900')
    expect(response.headers.get('Set-Cookie')).toBeNull()
    const calendar = parseCalendar(await response.text())
    expect(calendar.events.map((e) => e.summary)).toEqual(['1 PrepSharp review due'])
    expect(calendar.events[0]!.url).toBe('http://localhost/today')
  })

  it('is a 404 for a rotated address, a turned-off one, and anything that is not a token', async () => {
    const user = await signedInUser()
    const old = rotateCalendarToken(user.id)
    const current = rotateCalendarToken(user.id)
    expect((await fetchFeed(`${old}.ics`)).status).toBe(404)
    expect((await fetchFeed(`${current}.ics`)).status).toBe(200)
    await post(user.cookie, { intent: REMINDER_INTENTS.calendarOff })
    const off = await fetchFeed(`${current}.ics`)
    expect(off.status).toBe(404)
    expect(await off.text()).toContain('No calendar at this address.')
    for (const feed of [current, `${current}.ical`, 'x.ics', '%00.ics']) {
      expect((await fetchFeed(feed)).status).toBe(404)
    }
  })
})

describe('/reminders/unsubscribe', () => {
  const linkFor = (userId: string) => ({ user: userId, sig: digestUnsubscribeSignature(userId) })
  const url = (fields: Record<string, string>) =>
    `http://localhost/reminders/unsubscribe?${new URLSearchParams(fields)}`

  async function open(fields: Record<string, string>) {
    const request = new Request(url(fields))
    const result = unsubscribeLoader({ request } as unknown as Parameters<typeof unsubscribeLoader>[0])
    return 'data' in result
      ? { status: result.init?.status ?? 200, body: result.data }
      : { status: 200, body: result }
  }

  it('asks on GET and changes nothing; the button’s POST turns the email off', async () => {
    const user = await signedInUser()
    setDailyDigest(user.id, true)
    const link = linkFor(user.id)
    expect(await open(link)).toEqual({ status: 200, body: { state: 'confirm', ...link } })
    expect(reminderSettings(user.id).dailyDigest).toBe(true)

    const answer = await postForm(unsubscribeAction, url(link), link)
    expect(answer.body).toMatchObject({ state: 'done' })
    expect(reminderSettings(user.id).dailyDigest).toBe(false)
  })

  it('takes a mail client’s one-click POST (RFC 8058), the link’s fields in its query', async () => {
    const user = await signedInUser()
    setDailyDigest(user.id, true)
    const answer = await postForm(unsubscribeAction, url(linkFor(user.id)), {
      'List-Unsubscribe': 'One-Click',
    })
    expect(answer.status).toBe(200)
    expect(reminderSettings(user.id).dailyDigest).toBe(false)
  })

  it('refuses a link signed for someone else, or cut short, with 400', async () => {
    const user = await signedInUser()
    const other = await signedInUser()
    setDailyDigest(user.id, true)
    const forged = { user: user.id, sig: digestUnsubscribeSignature(other.id) }
    expect((await open(forged)).status).toBe(400)
    expect((await open({ user: user.id })).status).toBe(400)
    const answer = await postForm(unsubscribeAction, url(forged), forged)
    expect(answer.status).toBe(400)
    expect(reminderSettings(user.id).dailyDigest).toBe(true)
  })
})
