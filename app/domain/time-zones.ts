/**
 * IANA time zones through the runtime's Intl data: which names are valid, their UTC offsets at a given
 * instant (daylight saving included), the calendar day there, and labels for a time-zone picker.
 *
 * Runtimes disagree on spellings: Node 20's ICU lists 'Asia/Calcutta' and 'Europe/Kiev' and leaves 'UTC'
 * out of Intl.supportedValuesOf, while newer browsers report 'Asia/Kolkata' and 'Europe/Kyiv'. Every name
 * is therefore resolved to the runtime's own canonical spelling before it is compared or stored, and the
 * old spellings get their current city names in labels.
 */
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
/** The calendar day (YYYY-MM-DD) in the zone at the instant. */
export function dayInTimeZone(timeZone: string, at: Date): string {
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

const HOUR_MS = 3_600_000

/**
 * The first instant of a calendar day (YYYY-MM-DD) in the zone. Days are not 24 hours long across a
 * daylight-saving change, and where the clocks jump at midnight (Santiago, Havana) the day starts at
 * 01:00, so the start is found among the offsets in force around that midnight rather than assumed.
 */
export function startOfDayInTimeZone(timeZone: string, day: string): Date {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`)
  const offsets = new Set(
    [-24, 0, 24].map((hours) => utcOffsetMinutes(timeZone, new Date(midnightUtc + hours * HOUR_MS))),
  )
  const starts = [...offsets]
    .map((offset) => midnightUtc - offset * 60_000)
    .filter((start) => dayInTimeZone(timeZone, new Date(start)) === day)
  // A day a zone skipped whole (Samoa's 2011-12-30) lasts no time: it starts where the next one does.
  return starts.length ? new Date(Math.min(...starts)) : startOfDayInTimeZone(timeZone, addDays(day, 1))
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
