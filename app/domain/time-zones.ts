/**
 * IANA time zones through the runtime's Intl data: which names are valid, their UTC offsets at a given
 * instant (daylight saving included), the calendar day there, and labels for a time-zone picker.
 *
 * Runtimes disagree on spellings: Node 20's ICU lists 'Asia/Calcutta' and 'Europe/Kiev' and leaves 'UTC'
 * out of Intl.supportedValuesOf, while newer browsers report 'Asia/Kolkata' and 'Europe/Kyiv'. Every name
 * is therefore resolved to the runtime's own canonical spelling before it is compared or stored, and the
 * old spellings get their current city names in labels.
 */
import { BoundedMap } from './bounded-map'
import { addDays } from './calendar-day'
import { englishCollator } from './collation'

export const UTC_ZONE = 'UTC'

let supported: ReadonlySet<string> | undefined
/** Every zone name the runtime lists, plus UTC (which some runtimes resolve to but do not list). */
export function supportedTimeZones(): ReadonlySet<string> {
  supported ??= new Set([UTC_ZONE, ...Intl.supportedValuesOf('timeZone')])
  return supported
}

/**
 * The runtime's spelling of a time zone ('asia/kolkata' → 'Asia/Calcutta' on Node 20, 'Etc/UTC' → 'UTC'),
 * or null when it is not a listed IANA zone. Fixed offsets ('+05:30', 'Etc/GMT+5') are refused: they do
 * not follow daylight saving the way a place does, so the overlap of evenings would drift.
 */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim()
  if (!trimmed || trimmed.length > 64) return null
  let resolved: string
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone
  } catch {
    return null
  }
  return supportedTimeZones().has(resolved) ? resolved : null
}

// Building a formatter costs far more than using one, and a ranking asks for the same few zones often.
const offsetFormatters = new Map<string, Intl.DateTimeFormat>()
function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    offsetFormatters.set(timeZone, formatter)
  }
  return formatter
}

/**
 * Minutes east of UTC in the zone at the instant ('Asia/Kathmandu' → 345, 'America/New_York' in January
 * → −300). Throws a RangeError for a name the runtime does not know; callers pass validated names.
 */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const text = offsetFormatter(timeZone)
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value
  // 'GMT' alone is the zero offset; otherwise 'GMT+05:30' or 'GMT-03:00'.
  if (!text || text === 'GMT') return 0
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(text)
  if (!match) throw new RangeError(`Unexpected offset '${text}' for ${timeZone}`)
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

/** 330 → 'UTC+05:30', −300 → 'UTC−05:00' (a true minus sign), 0 → 'UTC'. */
export function formatUtcOffset(minutes: number): string {
  if (minutes === 0) return 'UTC'
  const sign = minutes < 0 ? '−' : '+'
  const abs = Math.abs(minutes)
  const hours = String(Math.floor(abs / 60)).padStart(2, '0')
  const rest = String(abs % 60).padStart(2, '0')
  return `UTC${sign}${hours}:${rest}`
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>()
/** The calendar day in the zone at the instant, asked of Intl: exact, but costly when done per row. */
function exactDayInTimeZone(timeZone: string, at: Date): string {
  let formatter = dayFormatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    dayFormatters.set(timeZone, formatter)
  }
  const parts = formatter.formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')}`
}

const DAY_MS = 86_400_000
/** Instants from 1970 to the end of 9999, where a day is written YYYY-MM-DD by toISOString. */
const FAST_RANGE = { from: 0, to: Date.UTC(9999, 11, 31) }
/** Offsets at UTC midnights, by zone and day number; the zone rules do not change while the process runs. */
const midnightOffsets = new Map<string, number | null>()
const MIDNIGHT_OFFSETS_KEPT = 100_000

function offsetAtUtcMidnight(timeZone: string, dayNumber: number): number | null {
  const key = `${timeZone} ${dayNumber}`
  let offset = midnightOffsets.get(key)
  if (offset === undefined) {
    try {
      offset = utcOffsetMinutes(timeZone, new Date(dayNumber * DAY_MS))
    } catch {
      // An offset Intl writes with seconds (local mean time, before 1900): left to the exact path.
      offset = null
    }
    if (midnightOffsets.size >= MIDNIGHT_OFFSETS_KEPT) midnightOffsets.clear()
    midnightOffsets.set(key, offset)
  }
  return offset
}

/**
 * The calendar day (YYYY-MM-DD) in the zone at the instant. Pages turn thousands of review times into days,
 * and asking Intl for each was most of their server time; a zone's offset changes at most a few times a
 * year, so when it is the same at the UTC midnights before and after the instant it held all that UTC day
 * (no zone changes its clocks twice within one day), and the day follows from the offset alone. A UTC day
 * with a change, and any instant outside 1970–9999, is asked of Intl.
 */
export function dayInTimeZone(timeZone: string, at: Date): string {
  const time = at.getTime()
  if (!(time >= FAST_RANGE.from && time < FAST_RANGE.to)) return exactDayInTimeZone(timeZone, at)
  const dayNumber = Math.floor(time / DAY_MS)
  const offset = offsetAtUtcMidnight(timeZone, dayNumber)
  if (offset === null || offset !== offsetAtUtcMidnight(timeZone, dayNumber + 1))
    return exactDayInTimeZone(timeZone, at)
  return new Date(time + offset * 60_000).toISOString().slice(0, 10)
}

export interface OffsetSegment {
  /** The first instant (ms since 1970) the offset holds from; the segment runs until the next one's. */
  from: number
  /** Minutes east of UTC. */
  offset: number
}

/**
 * The zone's offsets over [from, to), as segments in time order, each change found to the minute: lets a
 * query turn instants into local days itself (`(t + offset) / day`) instead of sending every row here.
 * Null when the span leaves 1970–9999 or holds an offset Intl cannot write (before 1900).
 */
export function offsetSegments(timeZone: string, from: number, to: number): OffsetSegment[] | null {
  const key = `${timeZone} ${from} ${to}`
  let segments = segmentsBySpan.get(key)
  if (segments === undefined) {
    segments = findOffsetSegments(timeZone, from, to)
    if (segmentsBySpan.size >= SPANS_KEPT) segmentsBySpan.clear()
    segmentsBySpan.set(key, segments)
  }
  return segments
}

// A page asks for the same span (a user's year) on every request.
const segmentsBySpan = new Map<string, OffsetSegment[] | null>()
const SPANS_KEPT = 1_000

function findOffsetSegments(timeZone: string, from: number, to: number): OffsetSegment[] | null {
  if (!(from >= FAST_RANGE.from && to <= FAST_RANGE.to && from < to)) return null
  const offsetAt = (time: number) => {
    try {
      return utcOffsetMinutes(timeZone, new Date(time))
    } catch {
      return null
    }
  }
  const first = offsetAt(from)
  if (first === null) return null
  const segments: OffsetSegment[] = [{ from, offset: first }]
  for (let dayNumber = Math.floor(from / DAY_MS); dayNumber * DAY_MS < to; dayNumber++) {
    const before = offsetAtUtcMidnight(timeZone, dayNumber)
    const after = offsetAtUtcMidnight(timeZone, dayNumber + 1)
    if (before === null || after === null) return null
    if (before === after) continue
    // The change falls within this UTC day: the first minute with the new offset.
    let low = dayNumber * DAY_MS
    let high = (dayNumber + 1) * DAY_MS
    while (high - low > 60_000) {
      const middle = low + Math.floor((high - low) / 120_000) * 60_000
      if (offsetAt(middle) === before) low = middle
      else high = middle
    }
    // A change before `from` is already in the first segment's offset.
    if (high > from && high < to) segments.push({ from: high, offset: after })
  }
  return segments
}

const HOUR_MS = 3_600_000

/**
 * The first instant of a calendar day (YYYY-MM-DD) in the zone. Days are not 24 hours long across a
 * daylight-saving change, and where the clocks jump at midnight (Santiago, Havana) the day starts at
 * 01:00, so the start is found among the offsets in force around that midnight rather than assumed.
 */
export function startOfDayInTimeZone(timeZone: string, day: string): Date {
  // Three offsets and as many days looked up in ICU: the same few zones and days come back on every view.
  return new Date(dayStarts.getOrSet(`${timeZone}|${day}`, () => dayStartMs(timeZone, day)))
}

/** Where each zone's days start, in milliseconds since the epoch, for the zones and days asked lately. */
const dayStarts = new BoundedMap<string, number>(2_000)

function dayStartMs(timeZone: string, day: string): number {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  const offsets = new Set(
    [-24, 0, 24].map((hours) => utcOffsetMinutes(timeZone, new Date(midnightUtc + hours * HOUR_MS))),
  )
  const starts = [...offsets]
    .map((offset) => midnightUtc - offset * 60_000)
    .filter((start) => dayInTimeZone(timeZone, new Date(start)) === day)
  // A day a zone skipped whole (Samoa's 2011-12-30) lasts no time: it starts where the next one does.
  return starts.length ? Math.min(...starts) : dayStartMs(timeZone, addDays(day, 1))
}

/** Old spellings that Node 20's ICU still treats as canonical, with the names the places go by now. */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
}

/** 'Asia/Calcutta' → 'Kolkata', 'America/Argentina/San_Luis' → 'Argentina / San Luis', 'UTC' → 'UTC'. */
export function timeZoneCity(timeZone: string): string {
  const current = CURRENT_NAMES[timeZone] ?? timeZone
  const [, ...place] = current.split('/')
  if (place.length === 0) return current
  return place.map((segment) => segment.replaceAll('_', ' ')).join(' / ')
}

/** 'Kolkata (UTC+05:30)': the city first, so typing its first letters in a select finds it. */
export function timeZoneLabel(timeZone: string, at: Date): string {
  if (timeZone === UTC_ZONE) return 'UTC (Coordinated Universal Time)'
  return `${timeZoneCity(timeZone)} (${formatUtcOffset(utcOffsetMinutes(timeZone, at))})`
}

export interface TimeZoneOption {
  value: string
  label: string
}

export interface TimeZoneGroup {
  region: string
  zones: TimeZoneOption[]
}

/**
 * Every supported zone for a picker: UTC alone first, then one group per region ('Africa' … 'Pacific'),
 * cities in alphabetical order. Offsets are those at `at`, so labels follow daylight saving.
 */
export function timeZoneGroups(at: Date): TimeZoneGroup[] {
  const byRegion = new Map<string, TimeZoneOption[]>()
  for (const zone of supportedTimeZones()) {
    const region = zone.includes('/') ? (zone.split('/')[0] ?? zone) : UTC_ZONE
    const zones = byRegion.get(region) ?? []
    zones.push({ value: zone, label: timeZoneLabel(zone, at) })
    byRegion.set(region, zones)
  }
  const regions = [...byRegion.keys()].filter((region) => region !== UTC_ZONE).sort()
  return [UTC_ZONE, ...regions]
    .filter((region) => byRegion.has(region))
    .map((region) => ({
      region,
      zones: (byRegion.get(region) ?? []).sort((a, b) => englishCollator.compare(a.label, b.label)),
    }))
}

/**
 * The option in `values` that names the same zone as `timeZone`, which may be spelt differently
 * ('Asia/Kolkata' from a newer browser against a list holding 'Asia/Calcutta'); null when none does.
 */
export function findEquivalentZone(timeZone: string, values: readonly string[]): string | null {
  if (values.includes(timeZone)) return timeZone
  const renamedFrom = Object.entries(CURRENT_NAMES).find(([, current]) => current === timeZone)?.[0]
  if (renamedFrom && values.includes(renamedFrom)) return renamedFrom
  const renamedTo = CURRENT_NAMES[timeZone]
  if (renamedTo && values.includes(renamedTo)) return renamedTo
  const canonical = canonicalTimeZone(timeZone)
  return canonical && values.includes(canonical) ? canonical : null
}
