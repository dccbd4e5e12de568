import { data, Link, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/insights'
import { FINDER_PARAM, InsightsFinder } from '~/components/insights/insights-finder'
import { TrickBlock } from '~/components/insights/trick-block'
import { slugFromInput } from '~/domain/problem-slug'
import { pageTitle, PRODUCT_NAME } from '~/domain/site'
import { siteOrigin } from '~/server/site-origin.server'
import { Eyebrow } from '~/components/ui/eyebrow'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Q's Insights") },
  {
    name: 'description',
    content: `Paste a LeetCode problem link or slug to see its ${PRODUCT_NAME} insights: level, companies that ask it and similar questions.`,
  },
]

const SLUG_REQUIRED = 'Slug is required'
const SLUG_NOT_RECOGNISED =
  'No problem slug found. Paste a LeetCode problem link or type a slug such as two-sum.'
/** Far longer than any problem address; anything longer is not one. */
const MAX_QUERY_LENGTH = 2048

const FinderQuerySchema = z
  .string()
  .trim()
  .min(1, SLUG_REQUIRED)
  .max(MAX_QUERY_LENGTH, SLUG_NOT_RECOGNISED)
  .transform((text, context) => {
    const slug = slugFromInput(text)
    if (slug === null) context.addIssue({ code: 'custom', message: SLUG_NOT_RECOGNISED })
    return slug ?? ''
  })

/** With no query this is the finder; a submitted query is turned into the problem's own address. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams.get(FINDER_PARAM)
  const origin = siteOrigin(request)
  if (query === null) return { query: '', error: null, origin }
  const parsed = FinderQuerySchema.safeParse(query)
  if (parsed.success) throw redirect(`/problems/${parsed.data}`)
  return data(
    {
      query: query.slice(0, MAX_QUERY_LENGTH),
      error: parsed.error.issues[0]?.message ?? SLUG_REQUIRED,
      origin,
    },
    { status: 400 },
  )
}

const EXAMPLES = [
  { slug: 'two-sum', title: 'Two Sum' },
  { slug: 'number-of-islands', title: 'Number of Islands' },
  { slug: 'merge-intervals', title: 'Merge Intervals' },
] as const

export default function Insights({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <header className="text-center">
        <Eyebrow>Q’s Insights</Eyebrow>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Question insights</h1>
        <p className="mx-auto mt-3 max-w-xl text-ink-muted">
          See how hard a problem really is, which companies ask it and how often, and what to practise next.
        </p>
      </header>

      <div className="mt-10 rounded-card border border-line bg-surface p-5 shadow-card sm:p-6">
        <InsightsFinder defaultValue={loaderData.query} error={loaderData.error} autoFocus />
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          <span>Try:</span>
          {EXAMPLES.map((example) => (
            <Link
              key={example.slug}
              to={`/problems/${example.slug}`}
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              {example.title}
            </Link>
          ))}
        </p>
      </div>

      <div className="mt-8">
        <TrickBlock origin={loaderData.origin} />
      </div>
    </div>
  )
}
