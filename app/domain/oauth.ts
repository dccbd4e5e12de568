export const OAUTH_PROVIDERS = ['google', 'github'] as const
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]
export type ProviderAvailability = Record<OAuthProvider, boolean>
