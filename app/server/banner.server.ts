import { createCookie, type Cookie } from 'react-router'
import { getEnv } from './env.server'

let cookie: Cookie | undefined
// Not a secret: it only remembers that this browser closed the DSA Buddy banner. Secure in production,
// as every cookie of the site is, so it never travels over plain http.
function bannerCookie(): Cookie {
  cookie ??= createCookie('ps_banner', {
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure: getEnv().isProduction,
    maxAge: 60 * 60 * 24 * 365,
  })
  return cookie
}

export async function isBannerDismissed(request: Request): Promise<boolean> {
  const header = request.headers.get('Cookie')
  // Every page asks: parsing the whole header only to find no banner cookie was half the root loader.
  if (!header?.includes(`${bannerCookie().name}=`)) return false
  try {
    return (await bannerCookie().parse(header)) === 'dismissed'
  } catch {
    return false
  }
}

export function dismissBannerHeader(): Promise<string> {
  return bannerCookie().serialize('dismissed')
}
