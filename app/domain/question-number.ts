/**
 * The problem number in a one-segment path such as /1 (docs/product.md#numeric-shortcut).
 *
 * - Only ASCII digits make a number; anything else ('two-sum', '1a', '+1', '1.0', '١') is not one, and
 *   the path keeps its own route or the 404.
 * - Leading zeros are ignored: /0001 is problem 1, as people read it.
 * - A number LeetCode cannot have is still a number, just an unknown one: /0 and numbers longer than
 *   {@link MAX_QUESTION_NUMBER_DIGITS} digits get the same 'Question not found' as a free number would,
 *   without a database lookup or a float that cannot hold them.
 */
export type QuestionNumber =
  { kind: 'number'; value: number } | { kind: 'unknown' } | { kind: 'not-a-number' }

/** LeetCode's numbers have four digits today; nine leave room for growth and stay far below 2^53. */
export const MAX_QUESTION_NUMBER_DIGITS = 9

export function parseQuestionNumber(segment: string | undefined): QuestionNumber {
  if (segment === undefined || !/^[0-9]+$/.test(segment)) return { kind: 'not-a-number' }
  const digits = segment.replace(/^0+/, '')
  if (digits === '' || digits.length > MAX_QUESTION_NUMBER_DIGITS) return { kind: 'unknown' }
  return { kind: 'number', value: Number(digits) }
}
