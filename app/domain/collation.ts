/**
 * One collator for sorting English text. `localeCompare` with a locale sets up a new collator on every
 * call, which made sorting a long list cost milliseconds per request.
 */
export const englishCollator = new Intl.Collator('en')
