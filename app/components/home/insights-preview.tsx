import { Badge } from '~/components/ui/badge'
import { companyGroupsFor, isFeaturedCompany } from '~/domain/company-groups'
import { difficultyLevel } from '~/domain/difficulty'
import { formatCount, formatPercent } from '~/domain/format'
import type { ProblemInsights } from '~/server/problems.server'
import { LevelPill } from './level-pill'

/** The problem the preview shows: the hard problem on the most company lists in the real data. */
export const INSIGHTS_PREVIEW_SLUG = 'trapping-rain-water'

/** The chips the preview has room for. */
const SHOWN_COMPANIES = 6

/** What the preview draws of a problem's insights panel. */
export interface PreviewProblem {
  number: number | null
  title: string
  slug: string
  difficulty: number
  acRate: number | null
  likes: number | null
  dislikes: number | null
  accepted: number | null
  submissions: number | null
  topics: readonly string[]
  /** How many companies ask it: the panel's 'Asked in'. */
  companyCount: number
  /** The first companies in the panel's order (most frequent first). */
  shownCompanies: readonly string[]
  /** The company groups present, in the panel's order. */
  groups: readonly string[]
}

// prettier-ignore
const SAMPLE_COMPANIES = [
  'accenture', 'adobe', 'airbnb', 'amazon', 'apple', 'bitgo', 'bloomberg', 'buyhatke', 'bytedance', 'c3-ai',
  'cadence', 'capgemini', 'citadel', 'crowdstrike', 'de-shaw', 'docusign', 'epam-systems', 'expedia',
  'flipkart', 'goldman-sachs', 'google', 'grammarly', 'hashedin', 'hive', 'huawei', 'ibm', 'imc', 'infosys',
  'inmobi', 'intel', 'jpmorgan', 'makemytrip', 'medianet', 'meta', 'microsoft', 'moloco', 'navi', 'nutanix',
  'nvidia', 'openai', 'oracle', 'paypal', 'paytm', 'phonepe', 'publicis-sapient', 'qualcomm', 'rakuten',
  'roblox', 'salesforce', 'samsung', 'sap', 'servicenow', 'snowflake', 'sprinklr', 'squarepoint-capital',
  'swiggy', 'tcs', 'tekion', 'tesla', 'thousandeyes', 'tiktok', 'twitter', 'uber', 'urban-company', 'visa',
  'walmart-labs', 'wix', 'yandex', 'zenefits', 'zeta', 'zoho', 'zopsmart',
]

/**
 * The preview of a database that does not hold the problem yet. Figures from LeetCode's public problem
 * metadata (snapshot of 22 August 2026); the companies are those whose all-time question list contains it
 * in the company-wise lists of 12 July 2026.
 */
export const SAMPLE_PREVIEW: PreviewProblem = {
  number: 42,
  title: 'Trapping Rain Water',
  slug: INSIGHTS_PREVIEW_SLUG,
  difficulty: 3,
  acRate: 68.1,
  likes: 36_955,
  dislikes: 713,
  accepted: 3_820_015,
  submissions: 5_612_181,
  topics: ['Array', 'Two Pointers', 'Dynamic Programming', 'Stack', 'Monotonic Stack'],
  companyCount: SAMPLE_COMPANIES.length,
  shownCompanies: ['Google', 'Amazon', 'Meta', 'Microsoft', 'Bloomberg', 'Apple'],
  groups: companyGroupsFor(SAMPLE_COMPANIES).map((group) => group.name),
}

/** The preview of a stored problem: the same figures, companies and order as its insights panel. */
export function previewFromInsights({ problem, topics, companies }: ProblemInsights): PreviewProblem {
  return {
    number: problem.frontendId,
    title: problem.title,
    slug: problem.titleSlug,
    difficulty: problem.difficulty,
    acRate: problem.acRate,
    likes: problem.likes,
    dislikes: problem.dislikes,
    accepted: problem.acceptedSubmissions,
    submissions: problem.totalSubmissions,
    topics,
    companyCount: companies.length,
    shownCompanies: companies.slice(0, SHOWN_COMPANIES).map((company) => company.name),
    groups: companyGroupsFor(companies.map((company) => company.slug)).map((group) => group.name),
  }
}

function companiesPhrase(problem: PreviewProblem): string {
  if (problem.companyCount === 0) return 'on no company list yet'
  const noun = problem.companyCount === 1 ? 'company' : 'companies'
  const some = problem.shownCompanies.slice(0, 3).join(', ')
  return problem.companyCount > 3
    ? `asked in ${problem.companyCount} ${noun} including ${some}`
    : `asked in ${problem.companyCount} ${noun}: ${some}`
}

/**
 * The tag section's preview image, drawn in HTML so it stays sharp, themed and light. It is one image to
 * assistive technology (role="img" with a text alternative), not a panel to explore. `host` is the site's
 * own, as in the address trick (docs/product.md#hacks).
 */
export function InsightsPreview({ problem, host }: { problem: PreviewProblem; host: string }) {
  const level = difficultyLevel({
    difficulty: problem.difficulty,
    acRate: problem.acRate,
    topics: problem.topics,
  })
  const hiddenCompanies = problem.companyCount - problem.shownCompanies.length
  const stats = [
    { label: 'Likes', value: formatCount(problem.likes) },
    { label: 'Dislikes', value: formatCount(problem.dislikes) },
    { label: 'Asked in', value: formatCount(problem.companyCount) },
    { label: 'Accepted', value: formatCount(problem.accepted) },
    { label: 'Submissions', value: formatCount(problem.submissions) },
    { label: 'Acceptance', value: formatPercent(problem.acRate) },
  ]
  const name = problem.number === null ? problem.title : `${problem.number}. ${problem.title}`
  const description =
    `Preview of the insights panel for ${problem.number === null ? '' : `problem ${problem.number}, `}` +
    `${problem.title}: level ${level.name}, ${companiesPhrase(problem)}, ` +
    `${formatPercent(problem.acRate)} acceptance.`

  return (
    <figure className="relative isolate">
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-100 via-brand-50 to-accent-400/20 blur-2xl"
      />
      <div
        role="img"
        aria-label={description}
        className="overflow-hidden rounded-card border border-line bg-surface shadow-lift"
      >
        <div className="flex items-center gap-2 border-b border-line bg-canvas px-4 py-2.5">
          <span className="size-2.5 rounded-full bg-hard/70" />
          <span className="size-2.5 rounded-full bg-medium/70" />
          <span className="size-2.5 rounded-full bg-easy/70" />
          <span className="ml-3 min-w-0 truncate rounded-md bg-surface px-2.5 py-0.5 font-mono text-xs text-ink-muted">
            {host}/problems/{problem.slug}
          </span>
        </div>
        <div className="p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg font-bold">{name}</p>
            <LevelPill level={level} />
          </div>
          <dl className="mt-5 grid grid-cols-2 gap-2.5 sm:grid-cols-3">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-xl border border-line bg-canvas px-3 py-2.5">
                <dt className="text-xs font-medium text-ink-muted">{stat.label}</dt>
                <dd className="mt-0.5 text-base font-bold tabular-nums">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 flex flex-wrap gap-1.5">
            {problem.groups.map((group) => (
              <Badge key={group} tone="brand">
                {group}
              </Badge>
            ))}
          </div>
          <ul className="mt-3 flex flex-wrap gap-1.5">
            {problem.shownCompanies.map((company) => (
              <li
                key={company}
                className="inline-flex items-center gap-1 rounded-lg border border-brand-200 bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800"
              >
                {isFeaturedCompany(company) ? <span className="text-medium">★</span> : null}
                {company}
              </li>
            ))}
            {hiddenCompanies > 0 ? (
              <li className="inline-flex items-center rounded-lg border border-line px-2.5 py-1 text-xs font-semibold text-ink-muted">
                +{hiddenCompanies} more
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <figcaption className="mt-4 text-center text-sm text-ink-muted">
        The insights panel for {problem.title}, with the figures it shows today.
      </figcaption>
    </figure>
  )
}
