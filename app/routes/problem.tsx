import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/problem'
import { InsightsFinder } from '~/components/insights/insights-finder'
import { InsightsPanel } from '~/components/insights/insights-panel'
import { titleFromSlug } from '~/domain/insights-panel'
import { MAX_SLUG_LENGTH, slugFromInput } from '~/domain/problem-slug'
import { pageTitle } from '~/domain/site'
import { getEnv } from '~/server/env.server'
import { getProblemInsights } from '~/server/problems.server'
import { signedInUser } from '~/server/signed-in.server'

const NOT_A_SLUG = 'That is not a problem slug. Slugs are lower-case words joined by hyphens, like two-sum.'

/**
 * The slug segment of the address, decoded. It is one path segment, so slugFromInput only validates and
 * lower-cases it; a '?' or '#' can only be there percent-encoded, and is refused rather than cut at.
 */
const TitleSlugParam = z
  .string()
  .refine((segment) => !/[?#]/.test(segment), NOT_A_SLUG)
  .transform((segment, context) => {
    const slug = slugFromInput(segment)
    if (slug === null) context.addIssue({ code: 'custom', message: NOT_A_SLUG })
    return slug ?? ''
  })

/** The problem's own title ('LRU Cache'); a slug no stored problem has is read as words ('No Such Problem'). */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: pageTitle(
      loaderData?.insights?.problem.title ??
        (loaderData?.slug ? titleFromSlug(loaderData.slug) : "Q's Insights"),
    ),
  },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const url = new URL(request.url)
  const segment = params.titleSlug
  // A blank slug names no problem, so there is no panel to show; the finder is the place to be
  // (docs/product.md#insights).
  if (!segment.trim()) throw redirect('/insights')

  const parsed = TitleSlugParam.safeParse(segment)
  if (!parsed.success) {
    return data(
      {
        slug: null,
        query: segment.slice(0, MAX_SLUG_LENGTH),
        error: NOT_A_SLUG,
        insights: null,
        logoToken: null,
        redirectTo: url.pathname,
      },
      { status: 400 },
    )
  }
  const slug = parsed.data
  // One address per problem: '/problems/Two-Sum' becomes '/problems/two-sum'.
  if (slug !== segment) throw redirect(`/problems/${slug}`, 301)

  const insights = getProblemInsights(slug, user.id)
  return data(
    {
      slug,
      query: slug,
      error: null,
      insights,
      logoToken: getEnv().LOGO_TOKEN ?? null,
      redirectTo: url.pathname + url.search,
    },
    // An unknown slug still gets the whole page, with its empty messages; the status tells crawlers.
    { status: insights ? 200 : 404 },
  )
}

export default function Problem({ loaderData }: Route.ComponentProps) {
  const { slug, query, error, insights, logoToken, redirectTo } = loaderData
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-10">
      <div className="mb-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <InsightsFinder defaultValue={query} error={error} />
      </div>
      <InsightsPanel
        // A new problem starts with fresh component state, so no dialog stays open across a navigation.
        key={slug ?? query}
        slug={slug ?? query}
        insights={insights}
        logoToken={logoToken}
        redirectTo={redirectTo}
      />
    </div>
  )
}
