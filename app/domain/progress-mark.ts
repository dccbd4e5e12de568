export type MarkedStatus = 'solved' | 'revisit' | 'none'

/**
 * How a list's Solved / Revisit buttons name their problem and the status they set in one form field,
 * "{problemId}:{status}": a sheet's rows share one form, so each button carries its own problem.
 */
export function progressMark(problemId: number, status: MarkedStatus): string {
  return `${problemId}:${status}`
}

/** The two parts of a mark, for POST /progress's schema to check; null unless there are exactly two. */
export function splitProgressMark(mark: string): { problemId: string; status: string } | null {
  const parts = mark.split(':')
  return parts.length === 2 ? { problemId: parts[0]!, status: parts[1]! } : null
}
