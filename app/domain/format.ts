/**
 * Number formats for the stat cards of the insights panel (docs/product.md#number-formats): above 1,000
 * one decimal plus K, above 1,000,000 one decimal plus M.
 *
 * How the edges of that rule are read:
 * - "Above" is strict: 1000 reads '1000' and 1001 reads '1.0K'. The value is rounded to a whole number
 *   first, so 1000.4 reads '1000' and 1000.6 reads '1.0K'.
 * - The decimal is always shown ('1.0K', '2.0M'), as the format is one decimal.
 * - A value whose K form would round to '1000.0K' (999,950 up to 1,000,000) reads '1.0M' instead; that is
 *   the only place where a value not above 1,000,000 gets an M, and it avoids a four-digit K.
 * - Halves round up ('1.25K' → '1.3K'); rounding happens on whole hundreds, so no binary-float surprise.
 * - A count that is missing, not a finite number, or negative is not a count: it reads '—' (an em dash),
 *   which says "unknown" where '0' would state a false fact.
 */

export const MISSING_VALUE = '—'

export function formatCount(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) return MISSING_VALUE
  const whole = Math.round(value)
  if (whole <= 1000) return String(whole)
  const tenthsOfThousand = Math.round(whole / 100)
  if (tenthsOfThousand < 10_000) return `${oneDecimal(tenthsOfThousand)}K`
  return `${oneDecimal(Math.round(whole / 100_000))}M`
}

/**
 * A percentage with one decimal: 53.17 → '53.2%'. The value is already in percent (0–100), as the
 * database stores acceptance rates. A missing or non-finite value reads '—', as does one so large that
 * its tenths overflow; other values are shown as they are, because clamping would hide a wrong number
 * rather than explain it.
 */
export function formatPercent(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return MISSING_VALUE
  const tenths = Math.round(Math.abs(value) * 10)
  if (!Number.isFinite(tenths)) return MISSING_VALUE
  const sign = value < 0 && tenths !== 0 ? '-' : ''
  return `${sign}${oneDecimal(tenths)}%`
}

/**
 * A whole, non-negative count of tenths written with exactly one decimal. BigInt keeps the digits exact
 * and plain for every size, where float division and String() would drift or switch to '1e+21'.
 */
function oneDecimal(tenths: number): string {
  const exact = BigInt(tenths)
  return `${exact / 10n}.${exact % 10n}`
}
