import type { Route } from './+types/calendar-feed'
import { calendarTokenFromSegment } from '~/domain/review-reminders'
import { reviewCalendar } from '~/server/review-calendar.server'
import { calendarOwner } from '~/server/review-reminders.server'
import { siteOrigin } from '~/server/site-origin.server'

/**
 * GET /calendar/{token}.ics: a user's private review calendar (docs/product.md#reminders). Calendar apps
 * fetch it without a session, so the secret token in the address is the only key; a token that was never
 * given out, or was replaced or turned off, is a 404 whatever its shape.
 */

/** A calendar app polls every few hours at most; a quarter of an hour spares the server repeat fetches. */
const FEED_CACHE_CONTROL = 'private, max-age=900'

export function loader({ request, params }: Route.LoaderArgs) {
  const token = calendarTokenFromSegment(params.feed)
  const owner = token ? calendarOwner(token) : null
  if (!owner) {
    return new Response(
      'No calendar at this address. It may have been replaced by a new one: copy the current address from the Reminders section of your profile.\n',
      {
        status: 404,
        headers: {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Robots-Tag': 'noindex',
        },
      },
    )
  }
  return new Response(reviewCalendar(owner, siteOrigin(request)), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="prepsharp-reviews.ics"',
      'Cache-Control': FEED_CACHE_CONTROL,
      'X-Robots-Tag': 'noindex',
    },
  })
}
