import { data, redirect } from 'react-router'
import type { Route } from './+types/banner'
import { isViaFetcher } from '~/domain/fetcher-submission'
import { safeRedirect } from '~/domain/safe-redirect'
import { dismissBannerHeader } from '~/server/banner.server'

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData()
  const headers = { 'Set-Cookie': await dismissBannerHeader() }
  // The banner's fetcher stays on its page; a plain form post goes back to where it came from.
  if (isViaFetcher(form)) return data({ dismissed: true }, { headers })
  return redirect(safeRedirect(form.get('redirectTo')), { headers })
}

export function loader() {
  return redirect('/')
}
