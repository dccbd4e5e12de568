import { redirect } from 'react-router'
import type { Route } from './+types/company-tags'
import { requireUser } from '~/server/session.server'

/** SPEC §2: the old company-tags search lives on as the insights finder. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request, 'B')
  return redirect('/insights')
}

// A page route, not a resource route, so that a visitor's 401 is drawn as the login gate by the layout.
export default function CompanyTags() {
  return null
}
