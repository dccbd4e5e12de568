import type { DifficultyCode } from '~/domain/difficulty'
import type { StatusFilter } from '~/domain/sheet-filters'

/*
 * The filters a company sheet and a list share (docs/product.md#company-sheet, #lists), as SQL: over `p`
 * (the problem) and `pr` (the viewer's progress), for rows whose problem id is in `problemId`. Only the
 * filters in use give a clause, so every statement shape stays simple for the planner.
 */

export interface ProblemFilters {
  difficulty: DifficultyCode | null
  /** Stored topic names; a problem must have all of them. */
  topics: readonly string[]
  search: string
  status: StatusFilter
  /** Leave out paid-only problems. */
  hidePremium: boolean
}

/** Escapes LIKE's wildcards so that a search for '100%' or 'a_b' means those characters. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** Appends the filters' clauses to `where` and their values to `params`. */
export function addProblemFilters(
  filters: ProblemFilters,
  problemId: string,
  where: string[],
  params: Record<string, unknown>,
): void {
  if (filters.difficulty !== null) {
    where.push('p.difficulty = @difficulty')
    params.difficulty = filters.difficulty
  }
  if (filters.hidePremium) where.push('p.is_paid_only = 0')
  if (filters.search) {
    // LIKE is case-insensitive for ASCII, which is what titles are written in.
    where.push("p.title LIKE @search ESCAPE '\\'")
    params.search = likePattern(filters.search)
  }
  filters.topics.forEach((topic, i) => {
    where.push(
      `EXISTS (SELECT 1 FROM problem_topics pt WHERE pt.problem_id = ${problemId} AND pt.topic = @topic${i})`,
    )
    params[`topic${i}`] = topic
  })
  if (filters.status === 'solved' || filters.status === 'revisit')
    where.push(`pr.status = '${filters.status}'`)
  // Problems to revisit are not solved yet.
  if (filters.status === 'unsolved') where.push("pr.status IS NOT 'solved'")
}
