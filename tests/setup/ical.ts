import ICAL from 'ical.js'

/** One event of a parsed calendar, in plain values. */
export interface ParsedEvent {
  uid: string
  summary: string
  description: string
  /** YYYY-MM-DD for an all-day event. */
  start: string
  end: string
  allDay: boolean
  url: string | null
  transparency: string | null
}

/**
 * Reads an iCalendar text back with ical.js, an independent parser: what a calendar app would make of a
 * feed, rather than what the code that wrote it meant. Throws on text that is not iCalendar.
 */
export function parseCalendar(text: string): { name: string | null; events: ParsedEvent[] } {
  const calendar = ICAL.Component.fromString(text)
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate,
      url: stringOrNull(component.getFirstPropertyValue('url')),
      transparency: stringOrNull(component.getFirstPropertyValue('transp')),
    }
  })
  return { name: stringOrNull(calendar.getFirstPropertyValue('x-wr-calname')), events }
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}
