import { data, redirect } from 'react-router'
import { RouteErrorContent } from '~/components/route-error'
import { leetcodeProblemUrl } from '~/domain/leetcode-links'
import { parseQuestionNumber } from '~/domain/question-number'
import { problemSlugByNumber } from '~/server/daily.server'
import type { RequestBodyHandle } from '~/server/route-table.server'
import { redirectWithToast } from '~/server/toast.server'
import type { Route } from './+types/question-number'

// /{id} (docs/product.md#numeric-shortcut): /1 goes straight to problem 1 on LeetCode. The route matches
// every single-segment path, so anything that is not a number is the designed 404, as if the route did not
// exist.

const NOT_FOUND = 'No route matches URL'

// The action only answers (404 or 405) and never reads a body, so a POST of any type gets that answer.
export const handle = { requestBody: 'none' } satisfies RequestBodyHandle

export async function loader({ params }: Route.LoaderArgs) {
  const number = parseQuestionNumber(params.id)
  if (number.kind === 'not-a-number') throw data(NOT_FOUND, { status: 404 })
  if (number.kind === 'unknown') return redirectWithToast('/', { type: 'error', title: 'Question not found' })
  let slug: string | null
  try {
    slug = problemSlugByNumber(number.value)
  } catch (error) {
    console.error(`Looking up question ${number.value} failed:`, error)
    return redirectWithToast('/', { type: 'error', title: 'An error occurred' })
  }
  if (!slug) return redirectWithToast('/', { type: 'error', title: 'Question not found' })
  return redirect(leetcodeProblemUrl(slug))
}

export function action({ params }: Route.ActionArgs) {
  if (parseQuestionNumber(params.id).kind === 'not-a-number') throw data(NOT_FOUND, { status: 404 })
  throw data('Method Not Allowed', { status: 405 })
}

/**
 * Never shown: the loader always answers with a redirect or an error, and the lookup is one indexed query, so
 * there is no moment for a 'Redirecting to Question No. {id} ......' screen to fill
 * (docs/product.md#numeric-shortcut). The component exists so that the route renders inside the layout, which
 * is what gives its 404 the designed page.
 */
export default function QuestionNumber() {
  return null
}

export function ErrorBoundary() {
  return <RouteErrorContent />
}
