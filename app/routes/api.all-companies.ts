import { toCompactCompany } from '~/domain/company-search'
import { jsonError } from '~/domain/json-error'
import { listCompanies } from '~/server/companies.server'
import type { Route } from './+types/api.all-companies'

/** The list only changes when data is imported, so caches may keep it for a few minutes. */
const CACHE_CONTROL = 'public, max-age=300'

/**
 * GET /api/all-companies answers `{ data: [{ $id, name, website, totalProblems }] }`, the companies in
 * the search page's order (docs/product.md#json-endpoints).
 *
 * `?view=compact` is the search page's own form of the same list, fetched once the page needs every
 * company (a search, 'Show all', a favourite that is not among the first cards): `{ companies: [[slug,
 * name, totalProblems, website, isDemo]] }`, about half the size, and carrying the slug and the demo flag
 * that the page's cards need.
 */
export function loader({ request }: Route.LoaderArgs) {
  const compact = new URL(request.url).searchParams.get('view') === 'compact'
  try {
    const companies = listCompanies()
    if (compact) {
      return Response.json(
        { companies: companies.map(toCompactCompany) },
        { headers: { 'Cache-Control': CACHE_CONTROL } },
      )
    }
    const data = companies.map((company) => ({
      $id: String(company.id),
      name: company.name,
      website: company.website,
      totalProblems: company.totalProblems,
    }))
    return Response.json({ data }, { headers: { 'Cache-Control': CACHE_CONTROL } })
  } catch (error) {
    console.error('Listing companies failed', error)
    return jsonError('Failed to fetch company names', { status: 503 })
  }
}
