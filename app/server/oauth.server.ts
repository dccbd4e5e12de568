import { OAuth2Strategy } from 'remix-auth-oauth2'
import { z } from 'zod'
import { stateWithReturnPath, type OAuthProvider, type ProviderAvailability } from '~/domain/oauth'
import { getEnv } from './env.server'

export interface OAuthProfile {
  provider: OAuthProvider
  providerAccountId: string
  email: string | null
  emailVerified: boolean
  name: string | null
  picture: string | null
}

interface ProviderConfig {
  clientId: string
  clientSecret: string
  authorizationEndpoint: string
  tokenEndpoint: string
  scopes: string[]
  fetchProfile: (accessToken: string) => Promise<OAuthProfile>
}

function providerConfig(provider: OAuthProvider): ProviderConfig | null {
  const env = getEnv()
  if (provider === 'google') {
    if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null
    return {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      authorizationEndpoint: env.GOOGLE_AUTHORIZATION_URL,
      tokenEndpoint: env.GOOGLE_TOKEN_URL,
      scopes: ['openid', 'email', 'profile'],
      fetchProfile: (token) => fetchGoogleProfile(env.GOOGLE_USERINFO_URL, token),
    }
  }
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return null
  return {
    clientId: env.GITHUB_CLIENT_ID,
    clientSecret: env.GITHUB_CLIENT_SECRET,
    authorizationEndpoint: env.GITHUB_AUTHORIZATION_URL,
    tokenEndpoint: env.GITHUB_TOKEN_URL,
    scopes: ['user:email'],
    fetchProfile: (token) => fetchGitHubProfile(env.GITHUB_API_URL, token),
  }
}

/** A provider is offered only when its client id and secret are configured. */
export function availableProviders(): ProviderAvailability {
  return { google: providerConfig('google') !== null, github: providerConfig('github') !== null }
}

/** Origins the browser may be sent to after a form post (the CSP's form-action). */
export function oauthFormActionOrigins(): string[] {
  const env = getEnv()
  const origins: string[] = []
  if (availableProviders().google) origins.push(new URL(env.GOOGLE_AUTHORIZATION_URL).origin)
  if (availableProviders().github) origins.push(new URL(env.GITHUB_AUTHORIZATION_URL).origin)
  return origins
}

const PROFILE_TIMEOUT_MS = 8000

async function getJson(url: string, accessToken: string): Promise<unknown> {
  const response = await fetch(url, {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      Accept: 'application/json',
      'User-Agent': 'PrepSharp',
    },
    signal: AbortSignal.timeout(PROFILE_TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`the profile request answered ${response.status}`)
  return response.json()
}

const GoogleUserInfo = z.object({
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: z.string().optional(),
  picture: z.url().optional(),
})

async function fetchGoogleProfile(userInfoUrl: string, accessToken: string): Promise<OAuthProfile> {
  const info = GoogleUserInfo.parse(await getJson(userInfoUrl, accessToken))
  return {
    provider: 'google',
    providerAccountId: info.sub,
    email: info.email?.toLowerCase() ?? null,
    emailVerified: info.email_verified === true || info.email_verified === 'true',
    name: info.name ?? null,
    picture: info.picture ?? null,
  }
}

const GitHubUser = z.object({
  id: z.union([z.number(), z.string()]),
  login: z.string(),
  name: z.string().nullable().optional(),
  avatar_url: z.url().nullable().optional(),
})
const GitHubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }))

async function fetchGitHubProfile(apiUrl: string, accessToken: string): Promise<OAuthProfile> {
  const base = apiUrl.replace(/\/$/, '')
  const [user, emails] = await Promise.all([
    getJson(`${base}/user`, accessToken).then((body) => GitHubUser.parse(body)),
    getJson(`${base}/user/emails`, accessToken).then((body) => GitHubEmails.parse(body)),
  ])
  // GitHub lists every address; only a verified one may identify the person.
  const chosen = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified) ?? null
  return {
    provider: 'github',
    providerAccountId: String(user.id),
    email: chosen?.email.toLowerCase() ?? null,
    emailVerified: chosen !== null,
    name: user.name || user.login,
    picture: user.avatar_url ?? null,
  }
}

class ProviderStrategy extends OAuth2Strategy<OAuthProfile> {
  constructor(
    private readonly provider: OAuthProvider,
    config: ProviderConfig,
    redirectURI: string,
    private readonly returnPath: string,
    secureCookie: boolean,
  ) {
    super(
      {
        clientId: config.clientId,
        clientSecret: config.clientSecret,
        authorizationEndpoint: config.authorizationEndpoint,
        tokenEndpoint: config.tokenEndpoint,
        redirectURI,
        scopes: config.scopes,
        cookie: {
          name: `ps_oauth_${provider}`,
          path: '/auth',
          httpOnly: true,
          sameSite: 'Lax',
          ...(secureCookie ? { secure: true as const } : {}),
          maxAge: 10 * 60,
        },
      },
      ({ tokens }) => config.fetchProfile(tokens.accessToken()),
    )
    this.name = provider
  }

  protected override createAuthorizationURL() {
    const created = super.createAuthorizationURL()
    const state = stateWithReturnPath(created.state, this.returnPath)
    created.url.searchParams.set('state', state)
    return { ...created, state }
  }

  protected override authorizationParams(params: URLSearchParams, request: Request): URLSearchParams {
    const result = super.authorizationParams(params, request)
    // Google always asks which account to use (docs/product.md#google-and-github-sign-in).
    if (this.provider === 'google') result.set('prompt', 'select_account')
    return result
  }
}

/** A strategy for one request (it carries that request's return path); null when not configured. */
export function strategyFor(
  provider: OAuthProvider,
  request: Request,
  returnPath = '/',
): ProviderStrategy | null {
  const config = providerConfig(provider)
  if (!config) return null
  const env = getEnv()
  const origin = env.APP_URL ?? new URL(request.url).origin
  const redirectURI = new URL(`/auth/${provider}/callback`, origin).toString()
  return new ProviderStrategy(provider, config, redirectURI, returnPath, env.isProduction)
}

export function clearStateCookie(provider: OAuthProvider): string {
  return `ps_oauth_${provider}=; Path=/auth; Max-Age=0; HttpOnly; SameSite=Lax`
}
