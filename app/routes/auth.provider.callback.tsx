import { useEffect, useRef } from 'react'
import { Form } from 'react-router'
import { OAuth2RequestError } from 'remix-auth-oauth2'
import { z } from 'zod'
import type { Route } from './+types/auth.provider.callback'
import { AuthCard } from '~/components/auth/auth-card'
import { Button } from '~/components/ui/button'
import { Spinner } from '~/components/ui/spinner'
import { useIsPending } from '~/components/use-is-pending'
import { oauthErrorMessage } from '~/domain/oauth-errors'
import { isOAuthProvider, providerLabel, returnPathFromState, type OAuthProvider } from '~/domain/oauth'
import { safeRedirect } from '~/domain/safe-redirect'
import { pageTitle } from '~/domain/site'
import { clearStateCookie, strategyFor, type OAuthProfile } from '~/server/oauth.server'
import { redirectWithNewSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { OAuthSignInError, signInWithOAuth } from '~/server/users.server'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Signing in') }]

const INVALID = 'Invalid authentication code or provider'
const STALE_SIGN_IN =
  'Login failed: this sign-in was started in another browser tab or has expired. Please try again.'

function failTo(message: string, provider?: OAuthProvider) {
  const headers = provider ? { 'Set-Cookie': clearStateCookie(provider) } : undefined
  return redirectWithToast('/login', { type: 'error', title: message }, { headers })
}

/** The toast for a failed code exchange: always our own words, never the provider's or a library's text. */
function signInFailure(error: unknown, provider: OAuthProvider): string {
  if (error instanceof OAuth2RequestError) return oauthErrorMessage(error.code, provider)
  if (error instanceof z.ZodError)
    return `Login failed: ${providerLabel(provider)} sent an unexpected profile`
  // The strategy throws these when the state or PKCE cookie is missing or does not match the URL.
  if (error instanceof RangeError || error instanceof ReferenceError) return STALE_SIGN_IN
  console.error(`Sign-in with ${provider} failed:`, error instanceof Error ? error.message : error)
  return oauthErrorMessage(null, provider)
}

/**
 * The provider sends the browser here with `code` and `state`. Nothing is changed by this GET: the page
 * says 'Setting up your account...' and posts the code back (by itself with JavaScript, by a button
 * without), and the action finishes the sign-in.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url)
  if (!isOAuthProvider(params.provider)) return failTo(INVALID)
  const error = url.searchParams.get('error')
  if (error) return failTo(oauthErrorMessage(error, params.provider), params.provider)
  const code = url.searchParams.get('code')
  const state = url.searchParams.get('state')
  if (!code || !state) return failTo(INVALID, params.provider)
  return { provider: params.provider, code, state }
}

const CallbackForm = z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(4096) })

export async function action({ request, params }: Route.ActionArgs) {
  const parsed = CallbackForm.safeParse(Object.fromEntries(await request.formData()))
  if (!isOAuthProvider(params.provider) || !parsed.success) return failTo(INVALID)
  const provider = params.provider
  const { code, state } = parsed.data
  const strategy = strategyFor(provider, request)
  if (!strategy) return failTo(INVALID, provider)

  // The strategy reads code and state from the URL and checks the state against its cookie (and PKCE).
  const callbackUrl = new URL(request.url)
  callbackUrl.search = new URLSearchParams({ code, state }).toString()
  const callbackRequest = new Request(callbackUrl, { headers: request.headers })

  let profile: OAuthProfile
  try {
    profile = await strategy.authenticate(callbackRequest)
  } catch (error) {
    return failTo(signInFailure(error, provider), provider)
  }

  let outcome: { userId: string; isNewUser: boolean }
  try {
    outcome = signInWithOAuth(profile)
  } catch (error) {
    if (error instanceof OAuthSignInError) return failTo(`Login failed: ${error.message}`, provider)
    throw error
  }
  return redirectWithNewSession(
    request,
    outcome.userId,
    safeRedirect(returnPathFromState(state)),
    { type: 'success', title: outcome.isNewUser ? 'Account created successfully!' : 'Welcome Back!' },
    [clearStateCookie(provider)],
  )
}

export default function OAuthCallback({ loaderData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const submitting = useIsPending()
  useEffect(() => {
    formRef.current?.requestSubmit()
  }, [])
  return (
    <AuthCard
      title={submitting ? 'Almost there...' : 'Setting up your account...'}
      subtitle={`Signing you in with ${providerLabel(loaderData.provider)}.`}
    >
      <div className="flex flex-col items-center gap-6">
        <Spinner
          className="scale-150"
          label={submitting ? 'Almost there...' : 'Setting up your account...'}
        />
        <Form method="post" ref={formRef}>
          <input type="hidden" name="code" value={loaderData.code} />
          <input type="hidden" name="state" value={loaderData.state} />
          <Button type="submit" variant="secondary" disabled={submitting}>
            Continue
          </Button>
        </Form>
      </div>
    </AuthCard>
  )
}
