/** Longest slug accepted; LeetCode's longest is 79 characters, so this leaves room without inviting abuse. */
export const MAX_SLUG_LENGTH = 120

const SLUG_PATTERN = /^[a-z0-9-]+$/

/**
 * The problem slug in what a user typed into the insights finder (docs/product.md#insights), lower-cased and
 * validated; null when there is none.
 *
 * The text is cut at the first '?' or '#' and split on '/'. Then, in order:
 * 1. the segment right after a 'problems' segment, wherever it is. For every URL of the usual form
 *    https://host/problems/{slug}/… this is the fifth segment; it also finds the slug in contest links
 *    (…/contest/weekly-contest-400/problems/{slug}/) and in pastes without a scheme
 *    ('leetcode.com/problems/two-sum', '/problems/two-sum'), where the fifth segment is not the slug;
 * 2. for any other URL with a scheme, the fifth segment as it stands;
 * 3. for text without a scheme, the text itself when it is a single segment ('two-sum', 'two-sum/').
 * Anything else (a host and path without 'problems', say) has no recognisable slug and gives null.
 *
 * A valid slug is 1–120 characters of a–z, 0–9 and '-', with at least one letter or digit.
 */
export function slugFromInput(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return null
  const segments = (trimmed.split(/[?#]/, 1)[0] ?? '').split('/')

  const problemsAt = segments.findIndex((segment) => segment.toLowerCase() === 'problems')
  const afterProblems = problemsAt === -1 ? undefined : segments[problemsAt + 1]
  if (afterProblems) return validSlug(afterProblems)

  const hasScheme = /^[a-z][a-z0-9+.-]*:$/i.test(segments[0] ?? '') && segments[1] === ''
  if (hasScheme) return validSlug(segments[4] ?? '')

  const [only, ...others] = segments.filter(Boolean)
  return only !== undefined && others.length === 0 ? validSlug(only) : null
}

function validSlug(candidate: string): string | null {
  const slug = candidate.trim().toLowerCase()
  if (slug.length === 0 || slug.length > MAX_SLUG_LENGTH) return null
  if (!SLUG_PATTERN.test(slug) || !/[a-z0-9]/.test(slug)) return null
  return slug
}

/**
 * A company's URL key (docs/product.md#company-slugs): the lower-cased name with spaces replaced by hyphens.
 * Surrounding space is dropped and each run of inner whitespace becomes a single hyphen, so 'Goldman  Sachs'
 * and ' goldman sachs ' both give 'goldman-sachs'. Other characters are kept as they are.
 */
export function companySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}
