import { providerLabel, type OAuthProvider } from './oauth'

/**
 * What a failed sign-in with a provider tells the user. Everything here is our own text: the `error` and
 * `error_description` a provider (or anyone crafting a callback link) puts in the URL are never echoed,
 * so a link cannot make the site display an attacker's sentence, nor grow a cookie past what browsers keep.
 * The codes are those of RFC 6749 §4.1.2.1 and §5.2, which Google and GitHub both use.
 */
const MESSAGES: ReadonlyMap<string, (provider: string) => string> = new Map([
  ['access_denied', (p: string) => `you did not allow ${p} to sign you in.`],
  ['temporarily_unavailable', (p: string) => `${p} is busy right now. Please try again in a moment.`],
  ['server_error', (p: string) => `${p} had a problem signing you in. Please try again.`],
  ['invalid_scope', (p: string) => `${p} refused the permissions PrepSharp asks for.`],
  ['unauthorized_client', (p: string) => `${p} sign-in is not set up correctly on PrepSharp.`],
  ['invalid_client', (p: string) => `${p} sign-in is not set up correctly on PrepSharp.`],
  ['unsupported_response_type', (p: string) => `${p} sign-in is not set up correctly on PrepSharp.`],
  ['invalid_request', (p: string) => `${p} could not understand the sign-in request. Please try again.`],
  ['invalid_grant', () => 'that sign-in link has expired or was already used. Please try again.'],
  // GitHub's names for an expired or reused code, and for a stopped app.
  ['bad_verification_code', () => 'that sign-in link has expired or was already used. Please try again.'],
  ['application_suspended', (p: string) => `${p} sign-in is not available at the moment.`],
])

/**
 * The message inside the 'Login failed: {message}' toast for an error code from the provider
 * (docs/product.md#google-and-github-sign-in).
 */
export function oauthErrorMessage(code: string | null | undefined, provider: OAuthProvider): string {
  const label = providerLabel(provider)
  const known = typeof code === 'string' ? MESSAGES.get(code) : undefined
  return `Login failed: ${known ? known(label) : `${label} could not sign you in. Please try again.`}`
}
