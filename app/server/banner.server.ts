import { createCookie } from 'react-router'

// Not a secret: it only remembers that this browser closed the DSA Buddy banner.
const bannerCookie = createCookie('ps_banner', {
  path: '/',
  sameSite: 'lax',
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
})

export async function isBannerDismissed(request: Request): Promise<boolean> {
  try {
    return (await bannerCookie.parse(request.headers.get('Cookie'))) === 'dismissed'
  } catch {
    return false
  }
}

export function dismissBannerHeader(): Promise<string> {
  return bannerCookie.serialize('dismissed')
}
