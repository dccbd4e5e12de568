import { listCompanies } from '~/server/companies.server'

/**
 * SPEC §7: GET /api/all-companies answers `{ data: [{ $id, name, website, totalProblems }] }`, the
 * companies in the search page's order. The list only changes when data is imported, so caches may keep it
 * for a few minutes.
 */
export function loader() {
  try {
    const data = listCompanies().map((company) => ({
      $id: String(company.id),
      name: company.name,
      website: company.website,
      totalProblems: company.totalProblems,
    }))
    return Response.json({ data }, { headers: { 'Cache-Control': 'public, max-age=300' } })
  } catch (error) {
    console.error('Listing companies failed', error)
    return Response.json({ message: 'Failed to fetch company names' }, { status: 503 })
  }
}
