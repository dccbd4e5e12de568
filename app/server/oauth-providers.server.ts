import type { ProviderAvailability } from '~/domain/oauth'

/**
 * Which sign-in providers this server can use. This release signs in with email and password only, so
 * both provider buttons show as disabled, with the reason, instead of leading to a dead end.
 */
export function availableProviders(): ProviderAvailability {
  return { google: false, github: false }
}
