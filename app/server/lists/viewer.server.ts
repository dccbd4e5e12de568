import { addDays } from '~/domain/calendar-day'
import { dayInTimeZone, startOfDayInTimeZone } from '~/domain/time-zones'
import { getUser, type SessionUser } from '../session.server'

export interface ListViewer {
  /** Null for a visitor: lists open to everyone show without progress. */
  user: SessionUser | null
  timeZone: string
  /** The viewer's calendar day, which next-due days are told against. */
  today: string
  /** The end of the viewer's today: a review due before it counts as due. */
  dueBefore: Date
}

/** Who is looking at a list page, and their today: the list routes are open to visitors too. */
export async function listViewer(request: Request, now = new Date()): Promise<ListViewer> {
  const user = await getUser(request)
  const timeZone = user ? user.timeZone : 'UTC'
  const today = dayInTimeZone(timeZone, now)
  return { user, timeZone, today, dueBefore: startOfDayInTimeZone(timeZone, addDays(today, 1)) }
}
