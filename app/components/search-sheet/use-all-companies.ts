import { useCallback, useRef, useState } from 'react'
import { z } from 'zod'
import { fromCompactCompany } from '~/domain/company-search'
import type { SheetCompany } from './company-card'

export const ALL_COMPANIES_URL = '/api/all-companies?view=compact'

const CompactCompaniesSchema = z.object({
  companies: z.array(
    z.tuple([
      z.string().min(1),
      z.string().min(1),
      z.number().int().nonnegative(),
      z.string().nullable(),
      z.union([z.literal(0), z.literal(1)]),
    ]),
  ),
})

/** The body of GET /api/all-companies?view=compact as the search page uses it; throws on anything else. */
export function parseAllCompanies(body: unknown): SheetCompany[] {
  return CompactCompaniesSchema.parse(body).companies.map((row) => fromCompactCompany(row))
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
