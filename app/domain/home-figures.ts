/**
 * The figures the home page shows (docs/product.md#home) come from the database, rounded down so that a
 * card never promises more than its sheet holds: 221 problems are '220+'. Under ten there is nothing to
 * round to, so the count is written as it is.
 */
export function atLeast(count: number): string {
  const whole = Math.max(0, Math.floor(count))
  return whole < 10 ? String(whole) : `${Math.floor(whole / 10) * 10}+`
}

/** A home card's count: '220+ Problems'; a company with fewer than ten, exactly ('7 Problems', '1 Problem'). */
export function homeProblemsLabel(totalProblems: number): string {
  return atLeast(totalProblems) === '1' ? '1 Problem' : `${atLeast(totalProblems)} Problems`
}

/**
 * The stored problem counts of the home page's companies, by slug, in the order they were asked for.
 * Null when the database holds none of them (a database with no data yet): the page then keeps the
 * documented figures. A company the database lacks while it holds others gets no entry, so its card,
 * whose sheet would not open, is left out.
 */
export function storedTotals(
  slugs: readonly string[],
  rows: readonly { slug: string; totalProblems: number }[],
): Readonly<Record<string, number>> | null {
  const bySlug = new Map(rows.map((row) => [row.slug, row.totalProblems]))
  const totals: Record<string, number> = {}
  for (const slug of slugs) {
    const total = bySlug.get(slug)
    if (total !== undefined) totals[slug] = total
  }
  return Object.keys(totals).length === 0 ? null : totals
}
