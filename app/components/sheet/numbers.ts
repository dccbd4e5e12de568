const WHOLE = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

/**
 * A count written out in full with thousands separators ('2,325'). A sheet states exact list sizes and
 * positions, where the insights panel's '2.3K' (docs/product.md#number-formats) would blur which page one is
 * on.
 */
export function wholeNumber(value: number): string {
  return WHOLE.format(value)
}
