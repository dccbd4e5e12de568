/** Longest search text accepted; no company name comes close, so longer text is a mistake or abuse. */
export const MAX_COMPANY_SEARCH_LENGTH = 100

/** The search text as it is compared: surrounding space dropped, case folded. */
export function normaliseCompanySearch(query: string): string {
  return query.trim().toLocaleLowerCase('en')
}

/**
 * SPEC §5: a case-insensitive substring match on the company name only (never the slug or the website).
 * Blank search text matches every company. The same function filters on the server (the no-JavaScript
 * GET form) and in the browser (instant filtering), so both always agree.
 */
export function matchesCompanySearch(name: string, query: string): boolean {
  const needle = normaliseCompanySearch(query)
  return needle === '' || name.toLocaleLowerCase('en').includes(needle)
}

export function filterCompanies<T extends { name: string }>(companies: readonly T[], query: string): T[] {
  if (normaliseCompanySearch(query) === '') return [...companies]
  return companies.filter((company) => matchesCompanySearch(company.name, query))
}

/**
 * The order of the company grid: the longest question lists first (the companies most people prepare
 * for, the same order the home page uses), then by name so that equal counts read alphabetically.
 */
export function compareCompanies(
  a: { name: string; totalProblems: number },
  b: { name: string; totalProblems: number },
): number {
  return b.totalProblems - a.totalProblems || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })
}
