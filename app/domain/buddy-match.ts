import { utcOffsetMinutes } from './time-zones'

/**
 * How well two study-buddy profiles fit: a score from 0 to 100, the sum of four factors, each of which
 * reports its own points so the card can say why.
 *
 * | factor      | weight | what earns it                                                        |
 * |-------------|--------|----------------------------------------------------------------------|
 * | time zone   | 35     | overlap of the two local evenings (18:00–23:00), mostly; see below   |
 * | companies   | 30     | Jaccard similarity of the target companies                           |
 * | level       | 20     | 1 − (level distance / 4): same level full points, Novice–Expert none |
 * | languages   | 15     | shared languages / the smaller list; 'Other' never counts as shared  |
 *
 * Why these weights: pairing only works if both can meet, so time comes first; preparing for the same
 * companies makes the sessions useful (same question lists, same interview format); a similar level keeps
 * both people challenged; a shared language matters least, because reading someone's Java while writing
 * Python is still practice.
 *
 * Time zone: people practise after work or class, so each profile is taken to be free 18:00–23:00 local
 * time, and 80% of the factor is the share of those five hours the two evenings overlap (same offset:
 * 5 h, 3 h apart: 2 h, 5 h or more apart: none). The other 20% falls linearly with the distance between
 * the offsets (0 h apart: all of it, 12 h: none), so that among pairs with no common evening the nearer
 * zones, which still share weekend days, rank higher. Offsets are taken at the moment of ranking, so
 * daylight saving is followed.
 *
 * Each factor's points are rounded to whole numbers and the score is their sum, so the breakdown a card
 * shows always adds up to the score it shows.
 */

export const MATCH_WEIGHTS = { timeZone: 35, companies: 30, level: 20, languages: 15 } as const

/** The local practice window every profile is assumed to have, in hours of the day. */
export const EVENING_START_HOUR = 18
export const EVENING_END_HOUR = 23
const EVENING_MINUTES = (EVENING_END_HOUR - EVENING_START_HOUR) * 60
const EVENING_SHARE = 0.8

const DAY_MINUTES = 24 * 60
const HALF_DAY_MINUTES = DAY_MINUTES / 2
/** Levels run 1–5, so two profiles are at most four levels apart. */
const MAX_LEVEL_DISTANCE = 4
/** 'Other' is a catch-all: two people who both chose it may well write different languages. */
export const UNSHARED_LANGUAGE = 'Other'

export interface MatchProfile {
  timeZone: string
  targetCompanies: readonly string[]
  level: number
  languages: readonly string[]
}

interface Factor {
  points: number
  maxPoints: number
}

export interface BuddyMatch {
  score: number
  timeZone: Factor & { overlapMinutes: number; offsetDistanceMinutes: number }
  companies: Factor & { shared: string[] }
  level: Factor & { distance: number }
  languages: Factor & { shared: string[] }
}

/** How far apart two UTC offsets are around the clock, in minutes (0–720): +14:00 and −10:00 are 0 apart. */
export function offsetDistanceMinutes(offsetA: number, offsetB: number): number {
  const difference = (((offsetA - offsetB) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES
  return Math.min(difference, DAY_MINUTES - difference)
}

/**
 * Minutes that the two local evenings (18:00–23:00) share. Both windows have the same length, so on the
 * 24-hour circle they overlap by the window length less the distance between the offsets.
 */
export function eveningOverlapMinutes(offsetA: number, offsetB: number): number {
  return Math.max(0, EVENING_MINUTES - offsetDistanceMinutes(offsetA, offsetB))
}

export function eveningOverlapBetween(zoneA: string, zoneB: string, at: Date): number {
  return eveningOverlapMinutes(utcOffsetMinutes(zoneA, at), utcOffsetMinutes(zoneB, at))
}

/** |A ∩ B| / |A ∪ B| over distinct values; two empty sets share nothing (0), not everything. */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  const setA = new Set(a)
  const setB = new Set(b)
  const shared = [...setA].filter((value) => setB.has(value)).length
  const union = new Set([...setA, ...setB]).size
  return union === 0 ? 0 : shared / union
}

/** The values of `a` that `b` holds too, in `a`'s order, without repeats. */
function sharedValues(a: readonly string[], b: readonly string[]): string[] {
  const setB = new Set(b)
  return [...new Set(a)].filter((value) => setB.has(value))
}

/**
 * The match between the viewer and a candidate. Symmetric in score; the `shared` lists follow the
 * viewer's order, so a card lists shared companies in the order the viewer chose them.
 */
export function matchBuddies(viewer: MatchProfile, candidate: MatchProfile, at: Date): BuddyMatch {
  const viewerOffset = utcOffsetMinutes(viewer.timeZone, at)
  const candidateOffset = utcOffsetMinutes(candidate.timeZone, at)
  const overlapMinutes = eveningOverlapMinutes(viewerOffset, candidateOffset)
  const distanceMinutes = offsetDistanceMinutes(viewerOffset, candidateOffset)
  const timeFactor =
    EVENING_SHARE * (overlapMinutes / EVENING_MINUTES) +
    (1 - EVENING_SHARE) * (1 - distanceMinutes / HALF_DAY_MINUTES)

  const sharedCompanies = sharedValues(viewer.targetCompanies, candidate.targetCompanies)
  const companyFactor = jaccard(viewer.targetCompanies, candidate.targetCompanies)

  const levelDistance = Math.min(MAX_LEVEL_DISTANCE, Math.abs(viewer.level - candidate.level))
  const levelFactor = 1 - levelDistance / MAX_LEVEL_DISTANCE

  const viewerLanguages = viewer.languages.filter((language) => language !== UNSHARED_LANGUAGE)
  const candidateLanguages = candidate.languages.filter((language) => language !== UNSHARED_LANGUAGE)
  const sharedLanguages = sharedValues(viewerLanguages, candidateLanguages)
  const smallerList = Math.min(new Set(viewerLanguages).size, new Set(candidateLanguages).size)
  const languageFactor = smallerList === 0 ? 0 : sharedLanguages.length / smallerList

  const timeZone = {
    ...factor(timeFactor, MATCH_WEIGHTS.timeZone),
    overlapMinutes,
    offsetDistanceMinutes: distanceMinutes,
  }
  const companies = { ...factor(companyFactor, MATCH_WEIGHTS.companies), shared: sharedCompanies }
  const level = { ...factor(levelFactor, MATCH_WEIGHTS.level), distance: levelDistance }
  const languages = { ...factor(languageFactor, MATCH_WEIGHTS.languages), shared: sharedLanguages }
  const score = timeZone.points + companies.points + level.points + languages.points
  return { score, timeZone, companies, level, languages }
}

function factor(share: number, maxPoints: number): Factor {
  const clamped = Math.min(1, Math.max(0, share))
  return { points: Math.round(clamped * maxPoints), maxPoints }
}

/** 240 → '4 h', 270 → '4 h 30 min', 45 → '45 min'. */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes))
  const hours = Math.floor(whole / 60)
  const rest = whole % 60
  if (hours === 0) return `${rest} min`
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

export interface MatchExplanation {
  /** One line for the card: 'Shared: Google, Meta · 4 h evening overlap · same level · Python'. */
  summary: string
  /** One entry per factor, in weight order, for the breakdown. */
  factors: {
    key: keyof typeof MATCH_WEIGHTS
    label: string
    points: number
    maxPoints: number
    detail: string
  }[]
}

/** At most this many shared companies are named in the summary line; the rest are counted. */
const SUMMARY_COMPANIES = 3

export function explainMatch(match: BuddyMatch, companyName: (slug: string) => string): MatchExplanation {
  const companyNames = match.companies.shared.map(companyName)
  const overlap = match.timeZone.overlapMinutes
  const timeText =
    overlap > 0
      ? `${formatDuration(overlap)} evening overlap`
      : `no evening overlap (${formatDuration(match.timeZone.offsetDistanceMinutes)} apart)`
  const levelText =
    match.level.distance === 0
      ? 'same level'
      : `${match.level.distance} level${match.level.distance === 1 ? '' : 's'} apart`

  const summary: string[] = []
  if (companyNames.length > 0) {
    const named = companyNames.slice(0, SUMMARY_COMPANIES).join(', ')
    const more = companyNames.length - SUMMARY_COMPANIES
    summary.push(`Shared: ${named}${more > 0 ? ` +${more}` : ''}`)
  }
  summary.push(overlap > 0 ? timeText : `${formatDuration(match.timeZone.offsetDistanceMinutes)} apart`)
  summary.push(levelText)
  if (match.languages.shared.length > 0) summary.push(match.languages.shared.join(', '))

  return {
    summary: summary.join(' · '),
    factors: [
      { key: 'timeZone', label: 'Time zone', ...points(match.timeZone), detail: timeText },
      {
        key: 'companies',
        label: 'Target companies',
        ...points(match.companies),
        detail: companyNames.length > 0 ? `both target ${companyNames.join(', ')}` : 'no company in common',
      },
      { key: 'level', label: 'Level', ...points(match.level), detail: levelText },
      {
        key: 'languages',
        label: 'Languages',
        ...points(match.languages),
        detail:
          match.languages.shared.length > 0
            ? `both use ${match.languages.shared.join(', ')}`
            : 'no language in common',
      },
    ],
  }
}

function points({ points, maxPoints }: Factor) {
  return { points, maxPoints }
}
