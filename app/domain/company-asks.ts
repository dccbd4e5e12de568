import { englishCollator } from './collation'
import { timeframeRecency, type Timeframe } from './timeframes'

/** A company that asks a problem: one row of its lists, or the strongest of them. */
export interface CompanyAsk {
  slug: string
  name: string
  timeframe: Timeframe
  /** 0–100; the company-wise lists use LeetCode's eight-step frequency bar (12.5, 25, … 100). */
  frequency: number
}

/**
 * One entry per company: the row with its highest frequency, and of rows with that frequency the most
 * recent timeframe (a problem at 100% in the last 30 days says more than the same 100% all-time). The
 * companies come most frequent first, then by that timeframe's recency, then by name, so the chips that
 * fit on the panel are the companies most likely to ask it now.
 */
export function bestAskPerCompany<T extends CompanyAsk>(rows: readonly T[]): T[] {
  const best = new Map<string, T>()
  for (const row of rows) {
    const current = best.get(row.slug)
    if (!current || compareAsks(row, current) < 0) best.set(row.slug, row)
  }
  return [...best.values()].sort(
    (a, b) =>
      compareAsks(a, b) || englishCollator.compare(a.name, b.name) || englishCollator.compare(a.slug, b.slug),
  )
}

/** Negative when `a` is the stronger sign: higher frequency first, then the more recent timeframe. */
function compareAsks(a: CompanyAsk, b: CompanyAsk): number {
  return b.frequency - a.frequency || timeframeRecency(a.timeframe) - timeframeRecency(b.timeframe)
}
