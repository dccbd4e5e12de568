import { Badge } from '~/components/ui/badge'
import { companyGroupsFor, isFeaturedCompany } from '~/domain/company-groups'
import { difficultyLevel } from '~/domain/difficulty'
import { formatCount, formatPercent } from '~/domain/format'
import { LevelPill } from './level-pill'

/**
 * A real problem, as the insights panel shows it. Figures from LeetCode's public problem metadata
 * (snapshot of 22 August 2026); the companies are those whose all-time question list contains it in the
 * company-wise lists of 12 July 2026.
 */
const SAMPLE = {
  number: 42,
  title: 'Trapping Rain Water',
  slug: 'trapping-rain-water',
  difficulty: 3,
  acRate: 68.1,
  likes: 36_955,
  dislikes: 713,
  accepted: 3_820_015,
  submissions: 5_612_181,
  topics: ['Array', 'Two Pointers', 'Dynamic Programming', 'Stack', 'Monotonic Stack'],
  // prettier-ignore
  companies: [
    'accenture', 'adobe', 'airbnb', 'amazon', 'apple', 'bitgo', 'bloomberg', 'buyhatke', 'bytedance', 'c3-ai',
    'cadence', 'capgemini', 'citadel', 'crowdstrike', 'de-shaw', 'docusign', 'epam-systems', 'expedia',
    'flipkart', 'goldman-sachs', 'google', 'grammarly', 'hashedin', 'hive', 'huawei', 'ibm', 'imc', 'infosys',
    'inmobi', 'intel', 'jpmorgan', 'makemytrip', 'medianet', 'meta', 'microsoft', 'moloco', 'navi', 'nutanix',
    'nvidia', 'openai', 'oracle', 'paypal', 'paytm', 'phonepe', 'publicis-sapient', 'qualcomm', 'rakuten',
    'roblox', 'salesforce', 'samsung', 'sap', 'servicenow', 'snowflake', 'sprinklr', 'squarepoint-capital',
    'swiggy', 'tcs', 'tekion', 'tesla', 'thousandeyes', 'tiktok', 'twitter', 'uber', 'urban-company', 'visa',
    'walmart-labs', 'wix', 'yandex', 'zenefits', 'zeta', 'zoho', 'zopsmart',
  ],
  /** The chips the preview has room for. */
  shownCompanies: ['Google', 'Amazon', 'Meta', 'Microsoft', 'Bloomberg', 'Apple'],
} as const

/**
 * The tag section's preview image, drawn in HTML so it stays sharp, themed and light. It is one image to
 * assistive technology (role="img" with a text alternative), not a panel to explore.
 */
export function InsightsPreview() {
  const level = difficultyLevel({
    difficulty: SAMPLE.difficulty,
    acRate: SAMPLE.acRate,
    topics: SAMPLE.topics,
  })
  const groups = companyGroupsFor(SAMPLE.companies)
  const hiddenCompanies = SAMPLE.companies.length - SAMPLE.shownCompanies.length
  const stats = [
    { label: 'Likes', value: formatCount(SAMPLE.likes) },
    { label: 'Dislikes', value: formatCount(SAMPLE.dislikes) },
    { label: 'Asked in', value: formatCount(SAMPLE.companies.length) },
    { label: 'Accepted', value: formatCount(SAMPLE.accepted) },
    { label: 'Submissions', value: formatCount(SAMPLE.submissions) },
    { label: 'Acceptance', value: formatPercent(SAMPLE.acRate) },
  ]
  const description =
    `Preview of the insights panel for problem ${SAMPLE.number}, ${SAMPLE.title}: level ${level.name}, ` +
    `asked in ${SAMPLE.companies.length} companies including ${SAMPLE.shownCompanies.slice(0, 3).join(', ')}, ` +
    `${formatPercent(SAMPLE.acRate)} acceptance.`

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
            prepsharp.dev/problems/{SAMPLE.slug}
          </span>
        </div>
        <div className="p-5 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-lg font-bold">
              {SAMPLE.number}. {SAMPLE.title}
            </p>
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
            {groups.map((group) => (
              <Badge key={group.name} tone="brand">
                {group.name}
              </Badge>
            ))}
          </div>
          <ul className="mt-3 flex flex-wrap gap-1.5">
            {SAMPLE.shownCompanies.map((company) => (
              <li
                key={company}
                className="inline-flex items-center gap-1 rounded-lg border border-brand-200 bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800"
              >
                {isFeaturedCompany(company) ? <span className="text-medium">★</span> : null}
                {company}
              </li>
            ))}
            <li className="inline-flex items-center rounded-lg border border-line px-2.5 py-1 text-xs font-semibold text-ink-muted">
              +{hiddenCompanies} more
            </li>
          </ul>
        </div>
      </div>
      <figcaption className="mt-4 text-center text-sm text-ink-muted">
        The insights panel for {SAMPLE.title}, the hard problem on the most company lists.
      </figcaption>
    </figure>
  )
}
