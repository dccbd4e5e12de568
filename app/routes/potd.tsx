import { useEffect } from 'react'
import { redirect } from 'react-router'
import { Card } from '~/components/ui/card'
import { utcDay } from '~/domain/calendar-day'
import { LEETCODE_PROBLEMSET_URL, leetcodeProblemUrl } from '~/domain/leetcode-links'
import { pageTitle } from '~/domain/site'
import { dailySlugFor } from '~/server/daily.server'
import { liveDailySlug } from '~/server/leetcode.server'
import type { Route } from './+types/potd'

// /potd (docs/product.md#problem-of-the-day): straight to today's daily challenge on LeetCode, the day
// counted in UTC as LeetCode counts it. The stored challenge answers at once; without one, LeetCode is asked
// with a short timeout. Only when neither knows the problem is the page below shown.

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Problem of the Day') },
  { name: 'description', content: "Go straight to today's LeetCode daily challenge." },
]

export async function loader() {
  const today = utcDay(new Date())
  let slug: string | null = null
  try {
    slug = dailySlugFor(today)
  } catch (error) {
    // The daily-problem fetch error is only logged (docs/product.md#problem-of-the-day); LeetCode may still
    // know the answer.
    console.error("Reading today's daily challenge failed:", error)
  }
  if (!slug) {
    try {
      slug = await liveDailySlug(today)
    } catch (error) {
      console.error("Asking LeetCode for today's daily challenge failed:", error)
    }
  }
  if (slug) return redirect(leetcodeProblemUrl(slug))
  return { fallbackUrl: LEETCODE_PROBLEMSET_URL }
}

export default function ProblemOfTheDay({ loaderData }: Route.ComponentProps) {
  const { fallbackUrl } = loaderData
  // With JavaScript the promise of the message is kept: LeetCode's problem list, which opens with today's
  // challenge. Without it, the 'Here' link does the same.
  useEffect(() => {
    window.location.replace(fallbackUrl)
  }, [fallbackUrl])

  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Problem of the Day</h1>
      <Card className="mt-8 w-full px-6 py-8 sm:px-10">
        <svg
          className="mx-auto size-8 animate-spin text-brand-600 motion-reduce:animate-none"
          viewBox="0 0 24 24"
          fill="none"
          aria-hidden="true"
        >
          <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
          <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
        <p role="status" className="mt-4 text-lg font-semibold">
          Redirecting to the Problem of the Day ......
        </p>
        <p className="mt-3 text-ink-muted">
          Today’s problem is waiting at the top of LeetCode’s problem list. If nothing happens, click{' '}
          <a href={fallbackUrl} className="font-semibold text-brand-700 underline underline-offset-4">
            Here
          </a>
          .
        </p>
      </Card>
    </div>
  )
}
