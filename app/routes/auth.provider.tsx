import { redirect } from 'react-router'
import type { Route } from './+types/auth.provider'
import { isOAuthProvider } from '~/domain/oauth'
import { safeRedirect } from '~/domain/safe-redirect'
import { strategyFor } from '~/server/oauth.server'
import { redirectWithToast } from '~/server/toast.server'

// Starting a sign-in sets a state cookie, so it is a POST from the login and register screens.
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData()
  const returnPath = safeRedirect(form.get('redirectTo'))
  const strategy = isOAuthProvider(params.provider) ? strategyFor(params.provider, request, returnPath) : null
  if (!strategy) {
    return redirectWithToast('/login', { type: 'error', title: 'Invalid authentication code or provider' })
  }
  try {
    await strategy.authenticate(request)
  } catch (response) {
    // The strategy answers the start of the flow by throwing the redirect to the provider.
    if (response instanceof Response) return response
    throw response
  }
  return redirect('/login')
}

export function loader() {
  return redirect('/login')
}
