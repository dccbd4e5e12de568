import {
  explainMatch,
  matchBuddies,
  type BuddyMatch,
  type MatchExplanation,
  type MatchProfile,
} from './buddy-match'
import { daysBetween, formatDay, isCalendarDay } from './calendar-day'
import { LEVELS, type Level } from './difficulty'
import { timeZoneLabel } from './time-zones'

/**
 * What a buddy card says about a person who is not (yet) your buddy: the first name only, so a stranger
 * browsing the list learns no more than a first-name introduction would tell them. Blank names read
 * 'Anonymous User', the profile page's fallback (docs/product.md#profile).
 */
export function firstName(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0]
  return first ? first : 'Anonymous User'
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })

/**
 * The interview date as a countdown from `today` (both YYYY-MM-DD): 'today', 'tomorrow', 'in 5 days',
 * 'in 3 weeks', 'in 4 months'. Weeks start at two (10 days reads 'in 10 days', which says more than
 * 'in 1 week'), months at eight weeks. A past date reads 'passed'; text that is not a day gives null.
 */
export function interviewCountdown(interviewDate: string | null | undefined, today: string): string | null {
  if (!interviewDate || !isCalendarDay(interviewDate) || !isCalendarDay(today)) return null
  const days = daysBetween(today, interviewDate)
  if (days < 0) return 'passed'
  if (days < 14) return relative.format(days, 'day')
  if (days < 56) return relative.format(Math.round(days / 7), 'week')
  return relative.format(Math.round(days / 30.44), 'month')
}

/** A LeetCode username as a profile link; usernames are validated when saved, so no escaping is needed. */
export function practiceProfileUrl(username: string): string {
  return `https://leetcode.com/u/${encodeURIComponent(username)}/`
}

export interface BuddyFacts {
  userId: string
  /** First name for strangers, full name for buddies; the caller decides. */
  displayName: string
  leetcodeUsername: string | null
  timeZone: string
  languages: readonly string[]
  targetCompanies: readonly string[]
  level: number
  weeklyHours: number
  interviewDate: string | null
  intro: string
}

export interface BuddyCardView {
  userId: string
  displayName: string
  leetcodeUsername: string | null
  leetcodeUrl: string | null
  level: Level
  /** 'Berlin (UTC+01:00)'. */
  timeZoneLabel: string
  weeklyHours: number
  interview: { date: string; label: string; countdown: string } | null
  intro: string
  /** Each marked when the viewer picked it too, so the card can highlight common ground. */
  languages: { name: string; shared: boolean }[]
  companies: { slug: string; name: string; shared: boolean }[]
  match: (MatchExplanation & { score: number }) | null
}

/**
 * Everything a buddy card shows, worked out on the server so the browser renders exactly the same text
 * (offsets and countdowns depend on the clock and the time-zone data, which may differ there).
 * `viewer` is null when the viewer has no profile to compare with; `match` may be passed when the
 * ranking already computed it.
 */
export function buddyCardView(
  buddy: BuddyFacts,
  context: {
    viewer: MatchProfile | null
    companyName: (slug: string) => string
    now: Date
    /** YYYY-MM-DD in the viewer's time zone. */
    today: string
    match?: BuddyMatch
  },
): BuddyCardView {
  const match = context.match ?? (context.viewer ? matchBuddies(context.viewer, buddy, context.now) : null)
  const viewerLanguages = new Set(match ? match.languages.shared : [])
  const viewerCompanies = new Set(match ? match.companies.shared : [])
  const countdown = interviewCountdown(buddy.interviewDate, context.today)
  return {
    userId: buddy.userId,
    displayName: buddy.displayName,
    leetcodeUsername: buddy.leetcodeUsername,
    leetcodeUrl: buddy.leetcodeUsername ? practiceProfileUrl(buddy.leetcodeUsername) : null,
    level: LEVELS[Math.min(LEVELS.length, Math.max(1, Math.round(buddy.level))) - 1] ?? LEVELS[0],
    timeZoneLabel: timeZoneLabel(buddy.timeZone, context.now),
    weeklyHours: buddy.weeklyHours,
    interview:
      buddy.interviewDate && countdown
        ? { date: buddy.interviewDate, label: formatDay(buddy.interviewDate), countdown }
        : null,
    intro: buddy.intro,
    languages: buddy.languages.map((name) => ({ name, shared: viewerLanguages.has(name) })),
    companies: buddy.targetCompanies.map((slug) => ({
      slug,
      name: context.companyName(slug),
      shared: viewerCompanies.has(slug),
    })),
    match: match ? { score: match.score, ...explainMatch(match, context.companyName) } : null,
  }
}
