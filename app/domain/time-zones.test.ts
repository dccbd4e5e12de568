import { describe, expect, it } from 'vitest'
import {
  canonicalTimeZone,
  dayInTimeZone,
  findEquivalentZone,
  formatUtcOffset,
  offsetSegments,
  startOfDayInTimeZone,
  supportedTimeZones,
  timeZoneCity,
  timeZoneGroups,
  timeZoneLabel,
  utcOffsetMinutes,
} from './time-zones'

const JANUARY = new Date('2026-01-15T12:00:00Z')
const JULY = new Date('2026-07-15T12:00:00Z')

describe('canonicalTimeZone', () => {
  it('accepts listed zones and UTC, in any case, in the runtime spelling', () => {
    expect(canonicalTimeZone('Europe/Berlin')).toBe('Europe/Berlin')
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin')
    expect(canonicalTimeZone('UTC')).toBe('UTC')
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC')
    // Old and new spellings name one zone; whichever the runtime prefers is what is stored.
    expect(canonicalTimeZone('Asia/Kolkata')).toBe(canonicalTimeZone('Asia/Calcutta'))
    expect(supportedTimeZones().has(canonicalTimeZone('Asia/Kolkata') ?? '')).toBe(true)
  })

  it('refuses unknown names, fixed offsets and blanks', () => {
    for (const name of [
      '',
      '  ',
      'Mars/Olympus_Mons',
      '+05:30',
      'Etc/GMT+5',
      'x'.repeat(65),
      'Europe/Berlin/Extra',
    ]) {
      expect(canonicalTimeZone(name)).toBeNull()
    }
  })
})

describe('utcOffsetMinutes', () => {
  it('reads whole, half and quarter hour offsets', () => {
    expect(utcOffsetMinutes('UTC', JANUARY)).toBe(0)
    expect(utcOffsetMinutes('Asia/Kolkata', JANUARY)).toBe(330)
    expect(utcOffsetMinutes('Asia/Kathmandu', JANUARY)).toBe(345)
    expect(utcOffsetMinutes('America/St_Johns', JANUARY)).toBe(-210)
  })

  it('follows daylight saving', () => {
    expect(utcOffsetMinutes('America/New_York', JANUARY)).toBe(-300)
    expect(utcOffsetMinutes('America/New_York', JULY)).toBe(-240)
    expect(utcOffsetMinutes('Australia/Sydney', JANUARY)).toBe(660)
    expect(utcOffsetMinutes('Australia/Sydney', JULY)).toBe(600)
  })

  it('throws for a zone the runtime does not know', () => {
    expect(() => utcOffsetMinutes('Mars/Olympus_Mons', JANUARY)).toThrow(RangeError)
  })
})

describe('formatUtcOffset', () => {
  it('writes the sign, hours and minutes', () => {
    expect(formatUtcOffset(0)).toBe('UTC')
    expect(formatUtcOffset(330)).toBe('UTC+05:30')
    expect(formatUtcOffset(-210)).toBe('UTC−03:30')
    expect(formatUtcOffset(840)).toBe('UTC+14:00')
  })
})

describe('startOfDayInTimeZone', () => {
  it('starts a day at local midnight, offsets and half hours included', () => {
    expect(startOfDayInTimeZone('UTC', '2026-01-01')).toEqual(new Date('2026-01-01T00:00:00Z'))
    expect(startOfDayInTimeZone('Asia/Kolkata', '2026-05-01')).toEqual(new Date('2026-04-30T18:30:00Z'))
    expect(startOfDayInTimeZone('America/New_York', '2026-01-15')).toEqual(new Date('2026-01-15T05:00:00Z'))
  })

  it('gives a day of 23 hours when the clocks go forward and 25 when they go back', () => {
    const length = (zone: string, day: string, next: string) =>
      (startOfDayInTimeZone(zone, next).getTime() - startOfDayInTimeZone(zone, day).getTime()) / 3_600_000
    expect(length('America/New_York', '2026-03-08', '2026-03-09')).toBe(23)
    expect(length('America/New_York', '2026-11-01', '2026-11-02')).toBe(25)
    expect(length('Europe/Berlin', '2026-03-29', '2026-03-30')).toBe(23)
    expect(length('Australia/Sydney', '2026-04-05', '2026-04-06')).toBe(25)
  })

  it('starts at 01:00 where the clocks skip midnight', () => {
    // Chile moves from −04 to −03 at 24:00 on the first Saturday of September.
    const start = startOfDayInTimeZone('America/Santiago', '2026-09-06')
    expect(dayInTimeZone('America/Santiago', start)).toBe('2026-09-06')
    expect(dayInTimeZone('America/Santiago', new Date(start.getTime() - 1))).toBe('2026-09-05')
    expect(start).toEqual(new Date('2026-09-06T04:00:00Z'))
  })
})

describe('dayInTimeZone', () => {
  it('gives the local calendar day, which may differ from the UTC day', () => {
    const lateUtc = new Date('2026-03-03T23:30:00Z')
    expect(dayInTimeZone('UTC', lateUtc)).toBe('2026-03-03')
    expect(dayInTimeZone('Asia/Tokyo', lateUtc)).toBe('2026-03-04')
    expect(dayInTimeZone('America/Los_Angeles', new Date('2026-03-04T05:00:00Z'))).toBe('2026-03-03')
  })

  // Clocks change on the hour or the half hour (UTC), so half-hour steps land on every change.
  it('agrees with Intl every half hour of a year, clock changes included, in zones of each kind', () => {
    const zones = ['UTC', 'Europe/London', 'America/Santiago', 'America/Havana', 'Australia/Lord_Howe']
    const mismatches: string[] = []
    for (const timeZone of [...zones, 'Asia/Kathmandu', 'Pacific/Apia']) {
      // en-CA writes YYYY-MM-DD.
      const exact = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      })
      const start = Date.UTC(2026, 0, 1)
      for (let time = start; time < start + 365 * 86_400_000; time += 30 * 60_000) {
        const at = new Date(time)
        if (dayInTimeZone(timeZone, at) !== exact.format(at))
          mismatches.push(`${timeZone} ${at.toISOString()}`)
      }
    }
    expect(mismatches).toEqual([])
    // Samoa skipped 30 Dec 2011 whole; a date before 1970 takes the exact path.
    expect(dayInTimeZone('Pacific/Apia', new Date('2011-12-30T10:00:00Z'))).toBe('2011-12-31')
    expect(dayInTimeZone('Europe/Amsterdam', new Date('1890-06-01T23:50:00Z'))).toBe('1890-06-02')
  }, 30_000)
})

describe('offsetSegments', () => {
  it('gives the offsets of a span with each clock change to the minute', () => {
    const year = [Date.UTC(2026, 0, 1, 5), Date.UTC(2027, 0, 1, 5)] as const
    expect(offsetSegments('America/New_York', ...year)).toEqual([
      { from: year[0], offset: -300 },
      { from: Date.parse('2026-03-08T07:00:00Z'), offset: -240 },
      { from: Date.parse('2026-11-01T06:00:00Z'), offset: -300 },
    ])
    expect(offsetSegments('UTC', ...year)).toEqual([{ from: year[0], offset: 0 }])
    // Lord Howe moves its clocks by half an hour.
    expect(offsetSegments('Australia/Lord_Howe', Date.UTC(2026, 3, 1), Date.UTC(2026, 3, 10))).toEqual([
      { from: Date.UTC(2026, 3, 1), offset: 660 },
      { from: Date.parse('2026-04-04T15:00:00Z'), offset: 630 },
    ])
  })

  it('leaves spans before 1970 to the exact path', () => {
    expect(offsetSegments('Europe/Amsterdam', Date.UTC(1890, 0, 1), Date.UTC(1891, 0, 1))).toBeNull()
    expect(offsetSegments('UTC', 10, 10)).toBeNull()
  })
})

describe('labels and groups', () => {
  it('names the city, with the current name for renamed places', () => {
    expect(timeZoneCity('Asia/Calcutta')).toBe('Kolkata')
    expect(timeZoneCity('Europe/Kiev')).toBe('Kyiv')
    expect(timeZoneCity('America/Argentina/San_Luis')).toBe('Argentina / San Luis')
    expect(timeZoneCity('UTC')).toBe('UTC')
    expect(timeZoneLabel('America/New_York', JULY)).toBe('New York (UTC−04:00)')
    expect(timeZoneLabel('UTC', JULY)).toBe('UTC (Coordinated Universal Time)')
  })

  it('groups every supported zone once, UTC first, regions in order, cities sorted', () => {
    const groups = timeZoneGroups(JANUARY)
    expect(groups[0]).toEqual({
      region: 'UTC',
      zones: [{ value: 'UTC', label: 'UTC (Coordinated Universal Time)' }],
    })
    const regions = groups.slice(1).map((group) => group.region)
    expect(regions).toEqual([...regions].sort())
    expect(regions).toContain('Europe')
    const values = groups.flatMap((group) => group.zones.map((zone) => zone.value))
    expect(new Set(values).size).toBe(values.length)
    expect(values.length).toBe(supportedTimeZones().size)
    const europe = groups.find((group) => group.region === 'Europe')?.zones.map((zone) => zone.label) ?? []
    expect(europe).toEqual([...europe].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('finds the option that names the same zone under another spelling', () => {
    expect(findEquivalentZone('Asia/Kolkata', ['UTC', 'Asia/Calcutta'])).toBe('Asia/Calcutta')
    expect(findEquivalentZone('Asia/Calcutta', ['UTC', 'Asia/Kolkata'])).toBe('Asia/Kolkata')
    expect(findEquivalentZone('Etc/UTC', ['UTC'])).toBe('UTC')
    expect(findEquivalentZone('Europe/Paris', ['UTC'])).toBeNull()
  })
})
