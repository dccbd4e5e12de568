import { getEnv, type Env } from './env.server'

/**
 * This site's origin as pages name it to the reader (the address trick, the insights preview): APP_URL
 * when it is set, else the origin the request came to, so a local copy says the address that works there.
 * Only for what is shown on the page the requester asked for; links sent to others come from
 * emailLinkOrigin, which never trusts a request.
 */
export function siteOrigin(request: Request, env: Pick<Env, 'APP_URL'> = getEnv()): string {
  return new URL(env.APP_URL ?? request.url).origin
}

/** The host part of siteOrigin: 'prepsharp.dev', 'localhost:3000'. */
export function siteHost(request: Request, env: Pick<Env, 'APP_URL'> = getEnv()): string {
  return new URL(siteOrigin(request, env)).host
}
