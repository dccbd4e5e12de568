/**
 * Problem lists (docs/product.md#lists): curated lists, imported and addressed by a readable slug, and the
 * lists users make, private or public, addressed by a random id. The rules both kinds share live here.
 */

export const LIST_VISIBILITY_CHOICES = ['private', 'public'] as const
export type ListVisibilityChoice = (typeof LIST_VISIBILITY_CHOICES)[number]
export type ListVisibility = ListVisibilityChoice | 'curated'

export const VISIBILITY_LABELS: Record<ListVisibility, string> = {
  private: 'Private',
  public: 'Public',
  curated: 'Curated',
}

export const MAX_LIST_NAME = 80
export const MAX_LIST_DESCRIPTION = 500
/** Lists one user may own: far more than anyone studies from, and a bound on what one account can store. */
export const MAX_LISTS_PER_USER = 100
/** Problems on one list: every curated list fits many times over. */
export const MAX_LIST_ITEMS = 500
/** Rows on one page of a list, as on a company sheet: the page's HTML has the same budget. */
export const LIST_PAGE_SIZE = 50
/** Lines one paste may hold. */
export const MAX_PASTE_LINES = 200
export const MAX_PASTE_LENGTH = 20_000

/** A list as /lists shows it, with the viewer's progress on it. */
export interface ListSummary {
  id: string
  slug: string | null
  name: string
  description: string
  visibility: ListVisibility
  itemCount: number
  /** The viewer's problems of the list marked solved; 0 for a visitor. */
  solved: number
  /** The viewer's problems of the list whose review is due by `dueBefore` (the end of their today). */
  due: number
  /** The list of one of the viewer's interview plans, which /lists shows apart from the lists they made. */
  fromPlan: boolean
  /** Hidden by an admin from everyone but its owner. */
  hidden: boolean
}

/** Segments under /lists that are routes of their own, so no curated list may take them as its slug. */
const RESERVED_SLUGS = new Set(['add', 'new'])

/**
 * The address of a curated list, from the id its data set gives it: lower-case words and numbers joined
 * by hyphens, so `blind75` becomes `blind-75` and `NeetCode150` `neetcode-150`. The same id always gives
 * the same slug, which is what a re-import finds the list by. Null when nothing usable is left.
 */
export function curatedListSlug(setId: string): string | null {
  const slug = setId
    .trim()
    .replace(/([a-z])([0-9])/gi, '$1-$2')
    .replace(/([0-9])([a-z])/gi, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return slug && !RESERVED_SLUGS.has(slug) ? slug : null
}

/** A list's page: a curated list by its slug, any other by its id. */
export function listHref(list: { id: string; slug: string | null }): string {
  return `/lists/${encodeURIComponent(list.slug ?? list.id)}`
}

/** True for text that holds an HTML tag or comment: names and descriptions are plain text. */
export function containsHtml(text: string): boolean {
  return /<[a-z!/?]/i.test(text)
}

/** "1 problem", "75 problems". */
export function problemCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'problem' : 'problems'}`
}

/**
 * How a list's up and down buttons (and a drag) name the problem and the place it goes to in one form
 * field, "{problemId}:{position}": the rows share one form, so each button carries its own.
 */
export function listMoveValue(problemId: number, position: number): string {
  return `${problemId}:${position}`
}

/** The problem and place of a move, or null unless both are positive whole numbers. */
export function parseListMove(value: unknown): { problemId: number; position: number } | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{1,15}):(\d{1,6})$/.exec(value)
  if (!match) return null
  const [problemId, position] = [Number(match[1]), Number(match[2])]
  return problemId > 0 && position > 0 ? { problemId, position } : null
}

/** The page of a list on which a 1-based place falls. */
export function listPageOf(position: number): number {
  return Math.max(1, Math.ceil(position / LIST_PAGE_SIZE))
}

/** Where every "Add to list" control posts. */
export const ADD_TO_LIST_PATH = '/lists/add'
