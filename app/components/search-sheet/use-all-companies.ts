import { useCallback, useRef, useState } from 'react'
import { fromCompactCompany, type CompactCompany } from '~/domain/company-search'
import type { SheetCompany } from './company-card'

export const ALL_COMPANIES_URL = '/api/all-companies?view=compact'

/**
 * The body of GET /api/all-companies?view=compact as the search page uses it; throws on anything else.
 * Checked by hand rather than with a Zod schema: this runs in the browser, where Zod alone was 25 KB
 * (gzipped) of the search page's up-front script.
 */
export function parseAllCompanies(body: unknown): SheetCompany[] {
  const rows = typeof body === 'object' && body !== null ? (body as { companies?: unknown }).companies : null
  if (!Array.isArray(rows) || !rows.every(isCompactCompany)) {
    throw new Error('The company list is not a list of compact companies')
  }
  return rows.map((row) => fromCompactCompany(row))
}

function isCompactCompany(row: unknown): row is CompactCompany {
  if (!Array.isArray(row) || row.length !== 5) return false
  const [slug, name, totalProblems, website, isDemo] = row as unknown[]
  return (
    typeof slug === 'string' &&
    slug !== '' &&
    typeof name === 'string' &&
    name !== '' &&
    Number.isInteger(totalProblems) &&
    (totalProblems as number) >= 0 &&
    (website === null || typeof website === 'string') &&
    (isDemo === 0 || isDemo === 1)
  )
}

export type AllCompaniesStatus = 'idle' | 'loading' | 'loaded' | 'failed'

export interface AllCompaniesState {
  status: AllCompaniesStatus
  /** Every company in the grid's order once loaded; null before (and after a failure). */
  companies: SheetCompany[] | null
  /** Starts the one fetch of the list; later calls do nothing. Stable, so it can sit in effects. */
  request: () => void
}

/**
 * The full company list for instant filtering. The page renders only its first cards on the server, so
 * the list is fetched once, when it is first needed: on focus of the search box (before the first
 * keystroke), for 'Show all', or for a stored favourite that is not among the cards. The response may be
 * cached for a few minutes, so returning to the page costs no request.
 */
export function useAllCompanies(): AllCompaniesState {
  const [state, setState] = useState<Omit<AllCompaniesState, 'request'>>({ status: 'idle', companies: null })
  const started = useRef(false)

  const request = useCallback(() => {
    if (started.current) return
    started.current = true
    setState({ status: 'loading', companies: null })
    fetch(ALL_COMPANIES_URL, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET ${ALL_COMPANIES_URL} answered ${response.status}`)
        setState({ status: 'loaded', companies: parseAllCompanies(await response.json()) })
      })
      .catch((error: unknown) => {
        console.error('Loading every company failed', error)
        setState({ status: 'failed', companies: null })
      })
  }, [])

  return { ...state, request }
}
