/** SPEC §2: group A puts the raw path in redirect_uri, group B URL-encodes it. */
export type LoginGateGroup = 'A' | 'B'

export function loginGateHref(group: LoginGateGroup, currentPath: string): string {
  const target = group === 'B' ? encodeURIComponent(currentPath) : currentPath
  return `/login?redirect_uri=${target}`
}
