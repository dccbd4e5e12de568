import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { AskingCompany, ProblemInsights } from '~/server/problems.server'
import { InsightsPanel, NO_DATA_FOUND } from './insights-panel'

function render(
  slug: string,
  insights: ProblemInsights | null,
  search = '',
  nextReview: string | null = null,
): string {
  const Stub = createRoutesStub([
    {
      path: '/problems/:titleSlug',
      Component: () => (
        <InsightsPanel
          slug={slug}
          insights={insights}
          logoToken={null}
          redirectTo={`/problems/${slug}`}
          nextReview={nextReview}
        />
      ),
    },
  ])
  return renderToStaticMarkup(<Stub initialEntries={[`/problems/${slug}${search}`]} />)
}

const COMPANY_NAMES = [
  'Google',
  'Amazon',
  'Meta',
  'Microsoft',
  'Wipro',
  'Alibaba',
  'Airbnb',
  'Stripe',
  'Zoho',
  'Nvidia',
  'Rubrik',
  'Canva',
]

function company(name: string, index: number): AskingCompany {
  return {
    slug: name.toLowerCase(),
    name,
    website: null,
    timeframe: index % 2 === 0 ? 'thirty-days' : 'all',
    frequency: 100 - index * 5,
  }
}

function insights(overrides: Partial<ProblemInsights> = {}): ProblemInsights {
  return {
    problem: {
      id: 1,
      titleSlug: 'two-sum',
      frontendId: 1,
      title: 'Two Sum',
      difficulty: 1,
      isPaidOnly: false,
      likes: 69_674,
      dislikes: 2_597,
      acceptedSubmissions: 23_178_786,
      totalSubmissions: 39_936_186,
      acRate: 58,
      contestRating: null,
    },
    topics: ['Array', 'Hash Table'],
    similar: ['3sum', '4sum', 'two-sum-ii', 'two-sum-iii', 'subarray-sum-equals-k', 'k-sum-pairs'].map(
      (titleSlug) => ({ titleSlug, title: titleSlug, difficulty: 2 }),
    ),
    companies: COMPANY_NAMES.map(company),
    status: null,
    ...overrides,
  }
}

/** The markup between an element's opening tag carrying `marker` and the first `closing` after it. */
function section(html: string, marker: string, closing: string): string {
  const start = html.indexOf(marker)
  expect(start).toBeGreaterThanOrEqual(0)
  return html.slice(start, html.indexOf(closing, start))
}

function count(html: string, pattern: RegExp): number {
  return html.match(pattern)?.length ?? 0
}

describe('InsightsPanel without JavaScript', () => {
  it('draws the title, the stat cards in the count format, and no paid-only link', () => {
    const html = render('two-sum', insights())
    expect(html).toContain('>Two Sum</h1>')
    for (const value of ['69.7K', '2.6K', '23.2M', '39.9M', '58.0%']) expect(html).toContain(`>${value}<`)
    expect(html).toMatch(/data-level="(Novice|Beginner|Intermediate|Advanced|Expert)"/)
    expect(html).not.toContain('Code PrepSharp')
  })

  it('shows 10 chips to company sheets in a new tab, and links to every company', () => {
    const html = render('two-sum', insights())
    const chips = section(html, 'aria-label="Companies that ask this question"', '</ul>')
    expect(count(chips, /<a /g)).toBe(10)
    expect(chips).toContain('href="/sheet/google" target="_blank" rel="noopener"')
    expect(chips).toContain('title="Google: Frequency 100.0% · Last 30 days"')
    // Google, Amazon, Meta, Microsoft, Zoho and Nvidia are on the featured list; the other four are not.
    expect(count(chips, /aria-label="Featured company"/g)).toBe(6)
    for (const group of ['MAANG', 'GAFAM', 'WITCH', 'BAT']) expect(html).toContain(`>${group}<`)

    // The full list is drawn only on the address that asks for it, so the page stays light.
    expect(html).toContain('href="/problems/two-sum?show=companies#show-companies"')
    expect(html).toMatch(/>View All 12 Companies<\/a>/)
    expect(html).not.toContain('href="/sheet/canva"')

    const open = render('two-sum', insights(), '?show=companies')
    const all = section(open, 'id="show-companies"', '</section>')
    expect(all).toContain('12 companies ask Two Sum')
    expect(count(all, /href="\/sheet\//g)).toBe(12)
    expect(all).toContain('href="/sheet/canva"')
    expect(all).toMatch(/href="\/problems\/two-sum"[^>]*>Close</)
  })

  it('shows 4 similar questions and offers all of them only when there are more than 5', () => {
    const six = section(render('two-sum', insights()), 'id="similar-heading"', '</section>')
    expect(count(section(six, '<ul', '</ul>'), /<a /g)).toBe(4)
    expect(six).toContain('View All 6 Questions')
    expect(six).not.toContain('href="/problems/k-sum-pairs"')
    const open = render('two-sum', insights(), '?show=similar')
    expect(section(open, 'id="show-similar"', '</section>')).toContain('href="/problems/k-sum-pairs"')
    // Another dialog's parameter leaves this one closed.
    expect(render('two-sum', insights(), '?show=companies')).not.toContain('id="show-similar"')

    const five = section(
      render('two-sum', insights({ similar: insights().similar.slice(0, 5) })),
      'id="similar-heading"',
      '</section>',
    )
    expect(count(five, /<a /g)).toBe(4)
    expect(five).not.toContain('View All')
  })

  it('tells when the next review is due beside the progress marks, and nothing without a card', () => {
    const marked = render('two-sum', insights({ status: 'solved' }), '', 'Next review: 28 Nov 2026')
    expect(section(marked, 'role="group"', '</header>')).toContain('>Next review: 28 Nov 2026</p>')
    expect(render('two-sum', insights())).not.toContain('Next review')
  })

  it('links a paid-only problem to Code PrepSharp and shows a contest rating', () => {
    const base = insights()
    const html = render(
      'two-sum',
      insights({ problem: { ...base.problem, isPaidOnly: true, contestRating: 1443.07 } }),
    )
    expect(html).toContain('href="https://pro.prepsharp.dev/problems/two-sum"')
    expect(html).toContain('Code PrepSharp')
    expect(html).toContain('Contest rating 1443')
  })

  it('keeps ten or fewer companies without a View All', () => {
    const html = render('two-sum', insights({ companies: COMPANY_NAMES.slice(0, 10).map(company) }))
    expect(html).not.toContain('View All 10 Companies')
  })

  it('gives an unknown slug its title and the three empty messages', () => {
    const html = render('no-such-problem', null)
    expect(html).toContain('>No Such Problem</h1>')
    expect(html).toContain(NO_DATA_FOUND)
    expect(html).toContain('No company tags found.')
    expect(html).toContain('No similar questions found.')
    expect(html).not.toContain('View All')
  })
})
