import { redirect } from 'react-router'
import type { Route } from './+types/logout'
import { destroyUserSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

export async function action({ request }: Route.ActionArgs) {
  const cookie = await destroyUserSession(request)
  return redirectWithToast(
    '/',
    { type: 'success', title: 'Logged out successfully' },
    { headers: { 'Set-Cookie': cookie } },
  )
}

// Signing out changes data, so it only happens by POST; a stray GET just goes to the profile page.
export function loader() {
  return redirect('/profile')
}
