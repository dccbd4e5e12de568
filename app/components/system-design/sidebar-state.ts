/**
 * The notes sidebar remembers whether it is expanded or collapsed in a cookie for 7 days
 * (docs/product.md#cookies). The browser writes it straight away when the sidebar is toggled, and the server
 * reads it so that the first paint already has the right layout. It only holds a layout preference, so it is
 * readable from scripts.
 */
export const SIDEBAR_COOKIE = 'ps_sidebar'
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60

export type SidebarState = 'expanded' | 'collapsed'

/** The state a Cookie header asks for; expanded unless it says collapsed. */
export function sidebarStateFromCookies(cookieHeader: string | null | undefined): SidebarState {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim())
    if (name === SIDEBAR_COOKIE) return value === 'collapsed' ? 'collapsed' : 'expanded'
  }
  return 'expanded'
}

/** The Set-Cookie value (or `document.cookie` assignment) that remembers a state for 7 days. */
export function serializeSidebarCookie(state: SidebarState, { secure }: { secure: boolean }): string {
  const attributes = [
    `${SIDEBAR_COOKIE}=${state}`,
    'Path=/',
    `Max-Age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}`,
    'SameSite=Lax',
  ]
  if (secure) attributes.push('Secure')
  return attributes.join('; ')
}
