/**
 * The timeframes of a company's question lists (docs/product.md#timeframes). The keys are the values of
 * company_questions.timeframe (db/schema.ts builds its column from this list), of the sheet's `timeframe`
 * query parameter and of the importers' file names.
 *
 * Narrowest first, which is also most recent first: 'all' is the all-time list, so it says the least
 * about when a company last asked.
 */
export const TIMEFRAMES = [
  'thirty-days',
  'three-months',
  'six-months',
  'more-than-six-months',
  'all',
] as const

export type Timeframe = (typeof TIMEFRAMES)[number]

const LABELS: Readonly<Record<Timeframe, string>> = {
  'thirty-days': 'Last 30 days',
  'three-months': 'Last 3 months',
  'six-months': 'Last 6 months',
  'more-than-six-months': 'More than 6 months ago',
  all: 'All time',
}

/** The 'hot' switch keeps the questions asked in the last thirty days (docs/product.md#company-sheet). */
export const HOT_TIMEFRAME: Timeframe = 'thirty-days'

export function isTimeframe(value: string): value is Timeframe {
  return (TIMEFRAMES as readonly string[]).includes(value)
}

export function timeframeLabel(timeframe: Timeframe): string {
  return LABELS[timeframe]
}

/** 0 for the most recent timeframe, counting up to the all-time list. */
export function timeframeRecency(timeframe: Timeframe): number {
  return TIMEFRAMES.indexOf(timeframe)
}
