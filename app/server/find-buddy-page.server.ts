import { buddyCardView } from '~/domain/buddy-display'
import { parseBuddyFilters, type BuddyFilters } from '~/domain/buddy-forms'
import { formatDay } from '~/domain/calendar-day'
import { dayInTimeZone, UTC_ZONE } from '~/domain/time-zones'
import {
  findBuddies,
  getBuddyProfile,
  listBuddies,
  listIncomingRequests,
  listOutgoingRequests,
} from './buddies.server'
import { listCompanies } from './companies.server'
import { getDb, type Db } from './db.server'

/**
 * Everything the find-buddy page shows the viewer, as cards ready to draw: requests to them and from
 * them, their buddies, and (with a profile) the suggestions matching the filters in `searchParams`.
 * Dates are days in the viewer's own time zone. `errors` lists the filters that were refused.
 */
export function findBuddyPageData(
  userId: string,
  searchParams: URLSearchParams,
  db: Db = getDb(),
  now = new Date(),
) {
  const parsed = parseBuddyFilters(searchParams)
  const errors = [...parsed.errors]
  const companies = listCompanies({}, db).map(({ slug, name }) => ({ slug, name }))
  const names = new Map(companies.map((company) => [company.slug, company.name]))
  let filters: BuddyFilters = parsed.filters
  if (filters.company !== undefined && !names.has(filters.company)) {
    errors.push('Choose a company from the list')
    filters = { ...filters, company: undefined }
  }

  const profile = getBuddyProfile(userId, db)
  const zone = profile?.timeZone ?? UTC_ZONE
  const context = {
    viewer: profile,
    companyName: (slug: string) => names.get(slug) ?? slug,
    now,
    today: dayInTimeZone(zone, now),
  }
  const search = profile ? findBuddies(profile, filters, searchParams.get('page'), db, now) : null

  return {
    profile: profile ? { isActive: profile.isActive } : null,
    filters,
    errors,
    companies,
    results: search
      ? {
          total: search.total,
          page: search.page,
          pageCount: search.pageCount,
          buddies: search.buddies.map((buddy) => ({
            relation: buddy.relation,
            card: buddyCardView(
              { ...buddy, displayName: buddy.firstName },
              { ...context, match: buddy.match },
            ),
          })),
        }
      : null,
    incoming: listIncomingRequests(userId, db).map((incoming) => ({
      card: buddyCardView({ ...incoming, displayName: incoming.firstName }, context),
      requestedOn: formatDay(dayInTimeZone(zone, incoming.requestedAt)),
    })),
    outgoing: listOutgoingRequests(userId, db).map((outgoing) => ({
      userId: outgoing.userId,
      firstName: outgoing.firstName,
      isActive: outgoing.isActive,
      requestedOn: formatDay(dayInTimeZone(zone, outgoing.requestedAt)),
    })),
    buddies: listBuddies(userId, db).map((buddy) => ({
      userId: buddy.userId,
      name: buddy.name,
      email: buddy.email,
      pairedOn: buddy.pairedAt ? formatDay(dayInTimeZone(zone, buddy.pairedAt)) : null,
      card: buddy.profile
        ? buddyCardView({ ...buddy.profile, userId: buddy.userId, displayName: buddy.name }, context)
        : null,
    })),
  }
}
