/** Rows per page of the challenge tables (docs/product.md#challenge-tables). */
export const DEFAULT_PAGE_SIZE = 10

/** Decimal notation only: a '?page=' value such as '0x10' or '2abc' is garbage, not page 16 or 2. */
const DECIMAL_NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i

/**
 * ceil(total / size), and at least 1 so that an empty table still has the page it says it is on. A total
 * that is negative or not a number counts as 0. The page size comes from code, not from users, so an
 * invalid one is a programming error and throws.
 */
export function pageCount(totalItems: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new RangeError(`Page size must be a positive integer, got ${pageSize}`)
  }
  const total = Number.isFinite(totalItems) && totalItems > 0 ? Math.floor(totalItems) : 0
  return Math.max(1, Math.ceil(total / pageSize))
}

/**
 * A valid 1-based page from whatever the URL or form sent: a number or a decimal string. Fractions are
 * cut down to the page they fall in; anything below 1, blank or not a number gives page 1; anything past
 * the end (including 'Infinity' and '1e999') gives the last page.
 */
export function clampPage(raw: unknown, totalItems: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  const last = pageCount(totalItems, pageSize)
  const requested = toNumber(raw)
  if (Number.isNaN(requested) || requested < 1) return 1
  return Math.min(last, Math.floor(requested))
}

/** How many rows come before the given page, for the query's offset. */
export function pageOffset(page: number, pageSize: number = DEFAULT_PAGE_SIZE): number {
  return (page - 1) * pageSize
}

function toNumber(raw: unknown): number {
  if (typeof raw === 'number') return raw
  if (typeof raw !== 'string') return Number.NaN
  const text = raw.trim()
  if (/^\+?infinity$/i.test(text)) return Number.POSITIVE_INFINITY
  return DECIMAL_NUMBER.test(text) ? Number(text) : Number.NaN
}
