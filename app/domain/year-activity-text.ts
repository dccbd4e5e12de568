import type { DayActivity } from './activity-calendar'

// /today's year of practice as it travels in the page's data. As an array of objects it was 16 KB of a
// year-of-study page's hydration data (each day's date and both field names, escaped); as one text of
// "MMDD:solves.reviews" per day it is a fifth of that. Every day is in the year the page shows.

/** "0103:2.1,0104:0.3", the days in order. */
export function yearActivityText(activity: readonly DayActivity[]): string {
  return activity
    .map(({ day, solves, reviews }) => `${day.slice(5, 7)}${day.slice(8, 10)}:${solves}.${reviews}`)
    .join(',')
}

/** The days of `year` that `yearActivityText` wrote. */
export function parseYearActivity(year: number, text: string): DayActivity[] {
  if (text === '') return []
  return text.split(',').map((entry) => {
    const [monthDay = '', counts = ''] = entry.split(':')
    const [solves = '0', reviews = '0'] = counts.split('.')
    return {
      day: `${year}-${monthDay.slice(0, 2)}-${monthDay.slice(2, 4)}`,
      solves: Number(solves),
      reviews: Number(reviews),
    }
  })
}
