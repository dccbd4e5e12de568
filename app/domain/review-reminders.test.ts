import { describe, expect, it } from 'vitest'
import {
  calendarEventSummary,
  calendarFeedPath,
  calendarTokenFromSegment,
  digestSubject,
  dueDays,
  isDigestDue,
  webcalUrl,
} from './review-reminders'

// docs/product.md#reminders

const TOKEN = 'a'.repeat(40) + '_-9'

describe('isDigestDue', () => {
  it('waits for 07:00 on the user’s own clock', () => {
    // 06:59 and 07:00 in Kolkata (UTC+05:30).
    expect(isDigestDue('Asia/Kolkata', null, new Date('2026-05-04T01:29:00Z'))).toBe(false)
    expect(isDigestDue('Asia/Kolkata', null, new Date('2026-05-04T01:30:00Z'))).toBe(true)
    // The same instant is 21:30 the evening before in New York: past the hour there too.
    expect(isDigestDue('America/New_York', null, new Date('2026-05-04T01:30:00Z'))).toBe(true)
    // 06:30 in UTC.
    expect(isDigestDue('UTC', null, new Date('2026-05-04T06:30:00Z'))).toBe(false)
  })

  it('sends a day once: not again once sent, again the next day', () => {
    const morning = new Date('2026-05-04T08:00:00Z')
    expect(isDigestDue('UTC', '2026-05-03', morning)).toBe(true)
    expect(isDigestDue('UTC', '2026-05-04', morning)).toBe(false)
    expect(isDigestDue('UTC', '2026-05-04', new Date('2026-05-05T07:15:00Z'))).toBe(true)
  })

  it('does not send a day already passed to someone who moved west of their last zone', () => {
    // Sent for 5 May in Tokyo; in New York it is still 4 May, past 07:00.
    expect(isDigestDue('America/New_York', '2026-05-05', new Date('2026-05-04T22:00:00Z'))).toBe(false)
  })

  it('keeps to 07:00 local time across a daylight-saving change', () => {
    // New York moved to UTC−4 on 8 March 2026: 07:00 is 11:00 UTC the day after, 12:00 UTC the day before.
    expect(isDigestDue('America/New_York', null, new Date('2026-03-09T10:59:00Z'))).toBe(false)
    expect(isDigestDue('America/New_York', null, new Date('2026-03-09T11:00:00Z'))).toBe(true)
    expect(isDigestDue('America/New_York', null, new Date('2026-03-07T11:59:00Z'))).toBe(false)
    expect(isDigestDue('America/New_York', null, new Date('2026-03-07T12:00:00Z'))).toBe(true)
  })
})

describe('dueDays', () => {
  const item = (title: string, due: string) => ({ title, due: new Date(due) })

  it('groups by the user’s day, counts what is overdue into today and stops at the horizon', () => {
    const items = [
      item('Overdue', '2026-05-01T00:00:00Z'),
      item('Today', '2026-05-04T00:00:00Z'),
      item('Tomorrow A', '2026-05-05T00:00:00Z'),
      item('Tomorrow B', '2026-05-05T09:00:00Z'),
      item('Last day', '2026-05-06T23:59:00Z'),
      item('Past the horizon', '2026-05-07T00:00:00Z'),
    ]
    expect(dueDays(items, 'UTC', '2026-05-04', 3)).toEqual([
      { day: '2026-05-04', items: [items[0], items[1]] },
      { day: '2026-05-05', items: [items[2], items[3]] },
      { day: '2026-05-06', items: [items[4]] },
    ])
  })

  it('puts an instant on the day it is in the user’s zone, not in UTC', () => {
    // 20:00 UTC on 4 May is already 5 May in Tokyo and still 4 May in Los Angeles.
    const late = [item('Late', '2026-05-04T20:00:00Z')]
    expect(dueDays(late, 'Asia/Tokyo', '2026-05-04', 60).map((d) => d.day)).toEqual(['2026-05-05'])
    expect(dueDays(late, 'America/Los_Angeles', '2026-05-04', 60).map((d) => d.day)).toEqual(['2026-05-04'])
  })

  it('keeps days whole across a daylight-saving change', () => {
    // Starts of New York days around 8 March 2026 (the day is 23 hours long).
    const items = [
      item('7 Mar', '2026-03-07T05:00:00Z'),
      item('8 Mar', '2026-03-08T05:00:00Z'),
      item('9 Mar', '2026-03-09T04:00:00Z'),
      item('9 Mar, evening', '2026-03-10T03:59:00Z'),
    ]
    expect(dueDays(items, 'America/New_York', '2026-03-07', 60).map((d) => [d.day, d.items.length])).toEqual([
      ['2026-03-07', 1],
      ['2026-03-08', 1],
      ['2026-03-09', 2],
    ])
  })

  it('has no days when nothing is due', () => {
    expect(dueDays([], 'UTC', '2026-05-04', 60)).toEqual([])
  })
})

describe('the calendar address', () => {
  it('is /calendar/{token}.ics and gives its token back', () => {
    expect(calendarFeedPath(TOKEN)).toBe(`/calendar/${TOKEN}.ics`)
    expect(calendarTokenFromSegment(`${TOKEN}.ics`)).toBe(TOKEN)
  })

  it('refuses anything that cannot be a token', () => {
    for (const segment of [
      undefined,
      '',
      TOKEN,
      `${TOKEN}.ical`,
      `${TOKEN}x.ics`,
      `${TOKEN.slice(1)}.ics`,
      `${'a'.repeat(42)}+.ics`,
    ]) {
      expect(calendarTokenFromSegment(segment)).toBeNull()
    }
  })

  it('has a webcal:// form for calendar apps', () => {
    expect(webcalUrl('https://prepsharp.dev/calendar/x.ics')).toBe('webcal://prepsharp.dev/calendar/x.ics')
    expect(webcalUrl('http://localhost:3000/calendar/x.ics')).toBe('webcal://localhost:3000/calendar/x.ics')
  })
})

describe('texts', () => {
  it('count reviews in the subject and the event title', () => {
    expect(digestSubject(3, 'PrepSharp')).toBe('3 reviews due today — PrepSharp')
    expect(digestSubject(1, 'PrepSharp')).toBe('1 review due today — PrepSharp')
    expect(calendarEventSummary(3, 'PrepSharp')).toBe('3 PrepSharp reviews due')
    expect(calendarEventSummary(1, 'PrepSharp')).toBe('1 PrepSharp review due')
  })
})
