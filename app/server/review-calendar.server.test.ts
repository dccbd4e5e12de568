import { describe, expect, it } from 'vitest'
import { createTestDb } from '../../tests/setup/db'
import { parseCalendar } from '../../tests/setup/ical'
import { insertDueCards, insertUser } from '../../tests/setup/review-cards'
import { reviewCalendar } from './review-calendar.server'

// docs/product.md#reminders: the feed, read back by an independent iCalendar parser.

const ORIGIN = 'https://prepsharp.dev'

function feedOf(userId: string, timeZone: string, now: string, cards: { title: string; due: string }[]) {
  const db = createTestDb()
  insertUser(db, userId, timeZone)
  insertDueCards(db, userId, cards)
  return { db, text: reviewCalendar({ userId, timeZone }, ORIGIN, db, new Date(now)) }
}

describe('reviewCalendar', () => {
  it('has one all-day event on each day with reviews due, overdue ones counted into today', () => {
    const { text } = feedOf('ada', 'UTC', '2026-05-04T10:00:00Z', [
      { title: 'Two Sum', due: '2026-04-30T00:00:00Z' },
      { title: 'LRU Cache', due: '2026-05-04T00:00:00Z' },
      { title: 'Valid Parentheses', due: '2026-05-06T00:00:00Z' },
      { title: 'Merge Intervals', due: '2026-05-06T00:00:00Z' },
      { title: 'Word Ladder', due: '2026-05-09T00:00:00Z' },
    ])
    const calendar = parseCalendar(text)
    expect(calendar.name).toBe('PrepSharp reviews')
    expect(calendar.events.map((e) => [e.start, e.end, e.allDay, e.summary])).toEqual([
      ['2026-05-04', '2026-05-05', true, '2 PrepSharp reviews due'],
      ['2026-05-06', '2026-05-07', true, '2 PrepSharp reviews due'],
      ['2026-05-09', '2026-05-10', true, '1 PrepSharp review due'],
    ])
    const [today] = calendar.events
    expect(today!.description).toBe(
      '- Two Sum\n- LRU Cache\n\nReview them on your Today page: https://prepsharp.dev/today',
    )
    expect(today!.url).toBe('https://prepsharp.dev/today')
    expect(today!.transparency).toBe('TRANSPARENT')
  })

  it('covers 60 days from today and nothing before it', () => {
    const { text } = feedOf('ada', 'UTC', '2026-05-04T10:00:00Z', [
      { title: 'Day 59', due: '2026-07-02T12:00:00Z' },
      { title: 'Day 60', due: '2026-07-03T00:00:00Z' },
    ])
    expect(parseCalendar(text).events.map((e) => e.start)).toEqual(['2026-07-02'])
  })

  it('is an empty calendar when nothing is due', () => {
    const { text } = feedOf('ada', 'UTC', '2026-05-04T10:00:00Z', [])
    expect(parseCalendar(text).events).toEqual([])
  })

  it('dates events by the user’s calendar days, whatever the offset from UTC', () => {
    const cards = [{ title: 'Late in UTC', due: '2026-05-04T20:00:00Z' }]
    const tokyo = feedOf('ada', 'Asia/Tokyo', '2026-05-04T01:00:00Z', cards)
    expect(parseCalendar(tokyo.text).events.map((e) => e.start)).toEqual(['2026-05-05'])
    const losAngeles = feedOf('bob', 'America/Los_Angeles', '2026-05-04T16:00:00Z', cards)
    expect(parseCalendar(losAngeles.text).events.map((e) => e.start)).toEqual(['2026-05-04'])
  })

  it('keeps days whole across a daylight-saving change', () => {
    // New York days start at 05:00 UTC before 8 March 2026 and at 04:00 UTC after it.
    const { text } = feedOf('ada', 'America/New_York', '2026-03-07T15:00:00Z', [
      { title: 'A', due: '2026-03-08T05:00:00Z' },
      { title: 'B', due: '2026-03-09T04:00:00Z' },
      { title: 'C', due: '2026-03-10T03:30:00Z' },
    ])
    expect(parseCalendar(text).events.map((e) => [e.start, e.summary])).toEqual([
      ['2026-03-08', '1 PrepSharp review due'],
      ['2026-03-09', '2 PrepSharp reviews due'],
    ])
  })

  it('gives each day a UID that stays the same as its reviews change, and differs between users', () => {
    const now = '2026-05-04T10:00:00Z'
    const before = parseCalendar(
      feedOf('ada', 'UTC', now, [{ title: 'A', due: '2026-05-05T00:00:00Z' }]).text,
    )
    const after = parseCalendar(
      feedOf('ada', 'UTC', now, [
        { title: 'A', due: '2026-05-05T00:00:00Z' },
        { title: 'B', due: '2026-05-05T00:00:00Z' },
      ]).text,
    )
    const other = parseCalendar(feedOf('bob', 'UTC', now, [{ title: 'A', due: '2026-05-05T00:00:00Z' }]).text)
    expect(after.events[0]!.uid).toBe(before.events[0]!.uid)
    expect(other.events[0]!.uid).not.toBe(before.events[0]!.uid)
    // The user's id is not in the feed.
    expect(before.events[0]!.uid).not.toContain('ada')
  })

  it('lists at most 20 titles in a day and counts the rest', () => {
    const cards = Array.from({ length: 23 }, (_, i) => ({
      title: `Problem ${String(i + 1).padStart(2, '0')}`,
      due: '2026-05-05T00:00:00Z',
    }))
    const [day] = parseCalendar(feedOf('ada', 'UTC', '2026-05-04T10:00:00Z', cards).text).events
    expect(day!.summary).toBe('23 PrepSharp reviews due')
    expect(day!.description).toContain('- Problem 20\nand 3 more\n')
    expect(day!.description).not.toContain('Problem 21')
  })

  it('carries titles with iCalendar’s special characters intact', () => {
    const { text } = feedOf('ada', 'UTC', '2026-05-04T10:00:00Z', [
      { title: 'Commas, semicolons; and \\ backslashes', due: '2026-05-04T00:00:00Z' },
    ])
    expect(parseCalendar(text).events[0]!.description).toContain('- Commas, semicolons; and \\ backslashes\n')
  })
})
