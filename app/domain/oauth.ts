export const OAUTH_PROVIDERS = ['google', 'github'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]
export type ProviderAvailability = Record<OAuthProvider, boolean>

export function isOAuthProvider(value: unknown): value is OAuthProvider {
  return typeof value === 'string' && (OAUTH_PROVIDERS as readonly string[]).includes(value)
}

export function providerLabel(provider: OAuthProvider): string {
  return provider === 'google' ? 'Google' : 'GitHub'
}

/**
 * The OAuth `state` carries the URL-encoded return path (docs/product.md#google-and-github-sign-in). It is
 * `<random>.<encoded path>`: the random part is what the state cookie is checked against, so the path cannot
 * be forged; the path is still passed through safeRedirect when it is read back.
 */
export function stateWithReturnPath(random: string, returnPath: string): string {
  return `${random}.${encodeURIComponent(returnPath)}`
}

export function returnPathFromState(state: string | null): string | null {
  if (!state) return null
  const dot = state.indexOf('.')
  if (dot < 0) return null
  try {
    return decodeURIComponent(state.slice(dot + 1))
  } catch {
    return null
  }
}
