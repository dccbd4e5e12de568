/**
 * How the login gate writes the page a visitor came from into its `redirect_uri`: as it is (`raw`) or
 * URL-encoded (`encoded`). Which signed-in-only pages use which is a contract (docs/product.md#login-gate).
 */
export type ReturnPathStyle = 'raw' | 'encoded'

export function loginGateHref(returnPath: ReturnPathStyle, currentPath: string): string {
  const target = returnPath === 'encoded' ? encodeURIComponent(currentPath) : currentPath
  return `/login?redirect_uri=${target}`
}
