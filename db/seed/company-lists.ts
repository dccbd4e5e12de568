import type { Timeframe } from '~/domain/timeframes'
import { SEED_COMPANIES, type SeedCompany } from './companies'
import { SEED_PROBLEMS, type SeedProblem } from './problems'
import { createRandom } from './random'

export interface CompanyQuestion {
  titleSlug: string
  /** 0–100; the most frequent question of a list has 100, like LeetCode's frequency bar. */
  frequency: number
}

/** One company's question lists, each sorted by frequency, most frequent first. */
export type CompanyLists = Record<Timeframe, CompanyQuestion[]>

/** Even the smallest demo company gets a list long enough to page through and filter. */
const MIN_LIST_SIZE = 12
/** How much of the all-time list was asked in the last six months, and so on down. */
const SIX_MONTH_SHARE = 0.36
const THREE_MONTH_SHARE_OF_SIX = 0.5
const THIRTY_DAY_SHARE_OF_THREE = 0.4
/** Part of the last six months' questions that were never asked before then. */
const NEW_QUESTION_CHANCE = 0.35

/**
 * Frequency for the question at `rank` (0 = most asked) in a list of `size`: 100 at the top, falling off
 * faster than linearly, as real company lists do (a few questions are asked far more than the rest).
 */
function frequencyAt(rank: number, size: number): number {
  const value = 100 * Math.pow(1 - rank / size, 1.6)
  return Math.max(0.5, Math.round(value * 10) / 10)
}

function withFrequencies(slugsMostFirst: readonly string[]): CompanyQuestion[] {
  return slugsMostFirst.map((titleSlug, rank) => ({
    titleSlug,
    frequency: frequencyAt(rank, slugsMostFirst.length),
  }))
}

/**
 * Illustrative lists for one company, the same on every run. Well-liked problems are likelier to be
 * picked and to rank high, because popular problems are the ones companies ask most. The shorter
 * timeframes are nested (thirty days ⊆ three months ⊆ six months), and 'all' is the union of
 * 'six-months' and 'more-than-six-months', as in LeetCode's own lists.
 */
export function buildCompanyLists(
  company: SeedCompany,
  problems: readonly SeedProblem[] = SEED_PROBLEMS,
): CompanyLists {
  const random = createRandom(`company-lists:${company.slug}`)
  const maxPopularity = Math.max(1, ...problems.map((problem) => Math.log1p(problem.stats.likes)))

  const size = Math.min(
    problems.length,
    Math.max(MIN_LIST_SIZE, Math.round(company.listShare * problems.length)),
  )
  const chosen = problems
    .map((problem) => ({
      slug: problem.titleSlug,
      interest: 0.6 * (Math.log1p(problem.stats.likes) / maxPopularity) + 0.4 * random(),
    }))
    .sort((a, b) => b.interest - a.interest)
    .slice(0, size)
    .map((entry) => entry.slug)

  // Recent interest follows all-time interest only loosely: some old favourites fade, some rise.
  const byRecency = chosen
    .map((slug, rank) => ({ slug, recency: 0.5 * (1 - rank / size) + 0.5 * random() }))
    .sort((a, b) => b.recency - a.recency)
    .map((entry) => entry.slug)

  const sixMonthSize = Math.max(4, Math.round(size * SIX_MONTH_SHARE))
  const threeMonthSize = Math.max(3, Math.round(sixMonthSize * THREE_MONTH_SHARE_OF_SIX))
  const thirtyDaySize = Math.max(2, Math.round(threeMonthSize * THIRTY_DAY_SHARE_OF_THREE))
  const sixMonths = byRecency.slice(0, sixMonthSize)

  const newInLastSixMonths = new Set(sixMonths.filter(() => random() < NEW_QUESTION_CHANCE))
  const olderThanSixMonths = chosen.filter((slug) => !newInLastSixMonths.has(slug))

  return {
    'thirty-days': withFrequencies(byRecency.slice(0, thirtyDaySize)),
    'three-months': withFrequencies(byRecency.slice(0, threeMonthSize)),
    'six-months': withFrequencies(sixMonths),
    'more-than-six-months': withFrequencies(olderThanSixMonths),
    all: withFrequencies(chosen),
  }
}

/** Lists for every seed company, keyed by company slug. */
export function buildDemoCompanyLists(
  companies: readonly SeedCompany[] = SEED_COMPANIES,
  problems: readonly SeedProblem[] = SEED_PROBLEMS,
): Map<string, CompanyLists> {
  return new Map(companies.map((company) => [company.slug, buildCompanyLists(company, problems)]))
}
