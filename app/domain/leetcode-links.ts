/** Where the shortcuts and tables send people: problems live on LeetCode, not on this site. */
export const LEETCODE_ORIGIN = 'https://leetcode.com'

/** LeetCode's problem list, which pins the daily challenge at the top: the fallback when today's is unknown. */
export const LEETCODE_PROBLEMSET_URL = `${LEETCODE_ORIGIN}/problemset/`

/**
 * The problem's page on LeetCode, with the trailing slash LeetCode itself links with. The slug is encoded
 * so that a malformed one stored in the database can never leave the /problems/ path.
 */
export function leetcodeProblemUrl(titleSlug: string): string {
  return `${LEETCODE_ORIGIN}/problems/${encodeURIComponent(titleSlug)}/`
}
