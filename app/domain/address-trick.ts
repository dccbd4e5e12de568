import { LEETCODE_ORIGIN, leetcodeProblemUrl } from './leetcode-links'

/**
 * The address trick (docs/product.md#hacks): on a LeetCode problem page, put this site's host in place of
 * LeetCode's and keep the rest of the address, and the problem's insights open here. Every page that
 * teaches it names the same host: the one the server passes down (APP_URL, else the request's origin).
 */
export const PRACTICE_HOST = new URL(LEETCODE_ORIGIN).host

export interface TrickAddresses {
  practiceHost: string
  practiceUrl: string
  /** This site's host as the reader types it: 'prepsharp.dev', 'localhost:3000'. */
  host: string
  ourUrl: string
  /** The problem's address here, for a link that tries the trick. */
  path: string
}

/** Both addresses of one problem, LeetCode's and ours, for the site at `origin`. */
export function trickAddresses(origin: string, slug: string): TrickAddresses {
  const path = `/problems/${encodeURIComponent(slug)}/`
  const url = new URL(origin)
  return {
    practiceHost: PRACTICE_HOST,
    practiceUrl: leetcodeProblemUrl(slug),
    host: url.host,
    ourUrl: `${url.origin}${path}`,
    path,
  }
}
