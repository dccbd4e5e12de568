import { redirect } from 'react-router'
import { safeRedirect } from '~/domain/safe-redirect'
import { availableProviders } from './oauth.server'
import { createUserSession, isSignedIn } from './session.server'
import { redirectWithToast } from './toast.server'

/** The loader of the login and registration pages: a visitor already signed in goes where they were headed. */
export async function signInPageData(request: Request) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirect_uri'))
  if (await isSignedIn(request)) throw redirect(redirectTo)
  return { providers: availableProviders() }
}

/** A fresh session for the user, then on to the page they were headed to, welcomed by a toast. */
export async function startSessionAndRedirect(
  request: Request,
  userId: string,
  redirectTo: string | undefined,
  welcome: string,
) {
  const cookie = await createUserSession(request, userId)
  return redirectWithToast(
    safeRedirect(redirectTo),
    { type: 'success', title: welcome },
    { headers: { 'Set-Cookie': cookie } },
  )
}
