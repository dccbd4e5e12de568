/**
 * Interview mode (docs/product.md#interview-mode): an account setting that keeps off every page the facts
 * about a problem an interviewer would not tell you, so that practice feels like the real thing. This module
 * is the one place that says which facts those are; a page removes them from its loader data with
 * {@link forInterviewMode}, so they are neither drawn nor sent to the browser (docs/decisions/0018).
 */

/**
 * The fields interview mode removes, under the names the pages' data gives them. Acceptance is a ratio of
 * the two submission counts, and a contest rating is a difficulty by another name, so they go with it.
 */
export const INTERVIEW_HIDDEN_FIELDS = [
  // LeetCode's Easy / Medium / Hard, and everything worked out from it (the level label).
  'difficulty',
  'contestRating',
  // Acceptance.
  'acRate',
  'acceptedSubmissions',
  'totalSubmissions',
  // How often companies ask a problem.
  'frequency',
  // A problem's topics, listed or counted.
  'topics',
  'moreTopics',
] as const

export type InterviewHiddenField = (typeof INTERVIEW_HIDDEN_FIELDS)[number]

/**
 * A value as a page may receive it: every field interview mode hides becomes optional, so whoever draws it
 * must cope with its absence. Absent means hidden; a field that is present but null is merely unknown.
 */
export type InterviewSafe<T> = Omit<T, InterviewHiddenField> &
  Partial<Pick<T, Extract<keyof T, InterviewHiddenField>>>

/** The value without the hidden fields when the mode is on (a shallow copy); the value itself when off. */
export function forInterviewMode<T extends object>(value: T, interviewMode: boolean): InterviewSafe<T> {
  if (!interviewMode) return value
  const copy = { ...value } as Record<string, unknown>
  for (const field of INTERVIEW_HIDDEN_FIELDS) delete copy[field]
  return copy as InterviewSafe<T>
}

/** {@link forInterviewMode} for each row of a list. */
export function allForInterviewMode<T extends object>(
  rows: readonly T[],
  interviewMode: boolean,
): InterviewSafe<T>[] {
  return rows.map((row) => forInterviewMode(row, interviewMode))
}

/**
 * The filters of a list that would sort its rows by a hidden fact (difficulty, topics), switched off: a
 * list narrowed to hard problems tells the difficulty of every row as surely as a badge would.
 */
export function withoutHiddenFilters<F extends { difficulty: unknown; topics: readonly string[] }>(
  filters: F,
  interviewMode: boolean,
): F {
  return interviewMode ? { ...filters, difficulty: null, topics: [] } : filters
}

/** The setting's label and the line under it on the profile. */
export const INTERVIEW_MODE_LABEL = 'Interview mode'
export const INTERVIEW_MODE_HINT =
  'Hides difficulty, acceptance, frequency and topics on sheets, insights and Today, as in a real interview.'

/** The notice on every page that hides something, with a link to where the mode is turned off. */
export const INTERVIEW_MODE_NOTICE = 'Interview mode is on'
export const INTERVIEW_MODE_NOTICE_DETAIL = 'Difficulty, acceptance, frequency and topics are hidden.'
export const INTERVIEW_MODE_SETTINGS_HREF = '/profile#settings'
