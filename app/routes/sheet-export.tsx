import type { Route } from './+types/sheet-export'
import { sheetCsv, sheetCsvFileName } from '~/domain/sheet-csv'
import { utcDay } from '~/domain/calendar-day'
import { communityCsv } from '~/domain/community-csv'
import { communityWindowStart } from '~/domain/community-reports'
import { COMMUNITY_VIEW, parseSheetFilters } from '~/domain/sheet-filters'
import { listCommunityRows } from '~/server/community-sheet.server'
import { getUser } from '~/server/session.server'
import { getCompanyBySlug } from '~/server/companies.server'
import { getCompanyOverview, listSheetRows, resolveSheetFilters, sheetQueryFor } from '~/server/sheets.server'

/**
 * GET /sheet/:companyName/export.csv: the sheet with the same filters as the page, every matching row
 * (not one page), with the user's statuses. Plain-text errors, since the answer is a file, not a page.
 */

function textResponse(message: string, status: number) {
  return new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

export async function loader({ request, params }: Route.LoaderArgs) {
  // Signed-in users only: a 401 in words, because a download has no page to show the login gate on.
  const user = await getUser(request)
  if (!user) return textResponse('Login to continue: log in to PrepSharp to download company sheets.', 401)

  const company = getCompanyBySlug(params.companyName)
  if (!company)
    return textResponse(`There is no company sheet for “${params.companyName.slice(0, 80)}”.`, 404)

  const overview = getCompanyOverview(company.id)
  // Unknown filter values are ignored here as on the page; a file download has no address to correct.
  const filters = resolveSheetFilters(parseSheetFilters(new URL(request.url).searchParams), overview)
  // The community view has a file of its own: reports, never an imported list's frequencies.
  const community = filters.timeframe === COMMUNITY_VIEW
  const csv = community
    ? communityCsv(listCommunityRows(company.id, user.id, filters, communityWindowStart(utcDay(new Date()))))
    : sheetCsv(listSheetRows(sheetQueryFor(company.id, user.id, filters), null))
  const fileName = sheetCsvFileName(company.slug, filters.timeframe ?? 'all')
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      // The file holds the user's own progress.
      'Cache-Control': 'private, no-store',
    },
  })
}
