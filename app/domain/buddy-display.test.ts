import { describe, expect, it } from 'vitest'
import {
  buddyCardView,
  firstName,
  interviewCountdown,
  practiceProfileUrl,
  type BuddyFacts,
} from './buddy-display'

describe('firstName', () => {
  it('keeps only the first word of the name', () => {
    expect(firstName('Ada Lovelace')).toBe('Ada')
    expect(firstName('  Grace   Brewster Hopper ')).toBe('Grace')
    expect(firstName('Linus')).toBe('Linus')
  })

  it('falls back for a blank name', () => {
    expect(firstName('')).toBe('Anonymous User')
    expect(firstName('   ')).toBe('Anonymous User')
    expect(firstName(null)).toBe('Anonymous User')
  })
})

describe('interviewCountdown', () => {
  const today = '2026-03-03'
  it('counts days, then weeks, then months', () => {
    expect(interviewCountdown('2026-03-03', today)).toBe('today')
    expect(interviewCountdown('2026-03-04', today)).toBe('tomorrow')
    expect(interviewCountdown('2026-03-13', today)).toBe('in 10 days')
    expect(interviewCountdown('2026-03-17', today)).toBe('in 2 weeks')
    expect(interviewCountdown('2026-03-24', today)).toBe('in 3 weeks')
    expect(interviewCountdown('2026-04-28', today)).toBe('in 2 months')
    expect(interviewCountdown('2026-09-03', today)).toBe('in 6 months')
  })

  it('says when the date has passed, and gives nothing for no date', () => {
    expect(interviewCountdown('2026-03-02', today)).toBe('passed')
    expect(interviewCountdown(null, today)).toBeNull()
    expect(interviewCountdown('soon', today)).toBeNull()
  })

  it('counts across a daylight-saving change without losing a day', () => {
    expect(interviewCountdown('2026-03-30', '2026-03-28')).toBe('in 2 days')
  })
})

describe('practiceProfileUrl', () => {
  it('links to the LeetCode profile', () => {
    expect(practiceProfileUrl('ada_l')).toBe('https://leetcode.com/u/ada_l/')
  })
})

describe('buddyCardView', () => {
  const now = new Date('2026-01-15T12:00:00Z')
  const buddy: BuddyFacts = {
    userId: 'bob',
    displayName: 'Bob',
    leetcodeUsername: 'bob_codes',
    timeZone: 'Europe/Helsinki',
    languages: ['Python', 'Go'],
    targetCompanies: ['meta', 'initech'],
    level: 2,
    weeklyHours: 8,
    interviewDate: '2026-02-05',
    intro: 'Graphs, mostly.',
  }
  const names: Record<string, string> = { meta: 'Meta', google: 'Google' }
  const companyName = (slug: string) => names[slug] ?? slug

  it('prepares the card against the viewer, marking common ground', () => {
    const viewer = {
      timeZone: 'Europe/Berlin',
      targetCompanies: ['google', 'meta'],
      level: 3,
      languages: ['Python'],
    }
    const view = buddyCardView(buddy, { viewer, companyName, now, today: '2026-01-15' })
    expect(view).toMatchObject({
      userId: 'bob',
      displayName: 'Bob',
      leetcodeUrl: 'https://leetcode.com/u/bob_codes/',
      level: { rank: 2, name: 'Beginner' },
      timeZoneLabel: 'Helsinki (UTC+02:00)',
      weeklyHours: 8,
      interview: { date: '2026-02-05', label: '5 Feb 2026', countdown: 'in 3 weeks' },
      languages: [
        { name: 'Python', shared: true },
        { name: 'Go', shared: false },
      ],
      companies: [
        { slug: 'meta', name: 'Meta', shared: true },
        { slug: 'initech', name: 'initech', shared: false },
      ],
    })
    expect(view.match?.summary).toBe('Shared: Meta · 4 h evening overlap · 1 level apart · Python')
    expect(view.match?.score).toBe(view.match?.factors.reduce((sum, factor) => sum + factor.points, 0))
  })

  it('has no score without a viewer profile, and no interview line without a date', () => {
    const view = buddyCardView(
      { ...buddy, interviewDate: null, leetcodeUsername: null },
      { viewer: null, companyName, now, today: '2026-01-15' },
    )
    expect(view.match).toBeNull()
    expect(view.interview).toBeNull()
    expect(view.leetcodeUrl).toBeNull()
    expect(view.companies.every((company) => !company.shared)).toBe(true)
  })
})
