import { DIFFICULTIES, type DifficultyCode } from './difficulty'

/**
 * What a company asks compared with others (docs/product.md#what-a-company-asks-more): the arithmetic
 * behind the sheet's charts. Every figure is a share of a group of problems, so that a company with 30
 * problems and one with 2,000 can be set side by side.
 */

/** A group of problems: how many, how many of each difficulty, how many carry each topic. */
export interface MixCounts {
  total: number
  byDifficulty: Readonly<Record<DifficultyCode, number>>
  byTopic: Readonly<Record<string, number>>
}

/** One bar pair of a chart: `a` and `b` are percentages (one decimal) of the two groups compared. */
export interface MixRow {
  label: string
  /** Problems of the first group behind `a`. */
  count: number
  a: number
  b: number
  /** Over-asked topics only: a's share over b's, one decimal; null when b's group never has the topic. */
  ratio?: number | null
}

export interface CompanyMix {
  /** The company's distinct problems, in any timeframe. */
  problems: number
  /** Topics the company asks more than the other companies, most over-asked first; `a` the company. */
  overAsked: MixRow[]
  /** Easy, medium, hard: the company (`a`) against the other companies (`b`). */
  difficulty: MixRow[]
  /** The last 30 days' list (`a`) against the last 6 months' list (`b`); null without both lists. */
  recent: {
    thirtyDays: number
    sixMonths: number
    difficulty: MixRow[]
    /** Topics whose share grew the most in the last 30 days. */
    rising: MixRow[]
  } | null
}

/** Topics shown as over-asked, and as rising lately: few enough to read at a glance on a phone. */
export const OVER_ASKED_SHOWN = 5
export const RISING_SHOWN = 3
/**
 * A topic counts only with at least this many of the group's problems, and at least this share of them:
 * below that, one problem more or less swings its share, and the rarest topics would top every chart.
 */
export const MIN_TOPIC_PROBLEMS = 3
export const MIN_TOPIC_SHARE = 0.05
/** Over-asked means asked at least this many times as often as at the other companies. */
export const MIN_OVER_ASKED_RATIO = 1.1
/** Rising means a share at least this many percentage points above the six months' one. */
export const MIN_RISE_POINTS = 1
/** A 30-day list shorter than this says too little to compare. */
export const MIN_RECENT_PROBLEMS = 5

export function emptyMix(): MixCounts {
  return { total: 0, byDifficulty: { 1: 0, 2: 0, 3: 0 }, byTopic: {} }
}

/** Part of whole as a percentage with one decimal; 0 for an empty whole. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0
}

/** `all` without `part`: the other companies, when `all` counts every company and `part` is one of them. */
export function withoutPart(all: MixCounts, part: MixCounts): MixCounts {
  const byTopic: Record<string, number> = {}
  for (const [topic, n] of Object.entries(all.byTopic)) {
    const rest = n - (part.byTopic[topic] ?? 0)
    if (rest > 0) byTopic[topic] = rest
  }
  return {
    total: Math.max(0, all.total - part.total),
    byDifficulty: {
      1: Math.max(0, all.byDifficulty[1] - part.byDifficulty[1]),
      2: Math.max(0, all.byDifficulty[2] - part.byDifficulty[2]),
      3: Math.max(0, all.byDifficulty[3] - part.byDifficulty[3]),
    },
    byTopic,
  }
}

/** The topics of a group common enough to compare (see MIN_TOPIC_PROBLEMS). */
function comparableTopics(group: MixCounts): [string, number][] {
  const floor = Math.max(MIN_TOPIC_PROBLEMS, group.total * MIN_TOPIC_SHARE)
  return Object.entries(group.byTopic).filter(([, n]) => n >= floor)
}

/** Easy, medium and hard as shares of each group. */
export function difficultyRows(a: MixCounts, b: MixCounts): MixRow[] {
  return DIFFICULTIES.map(({ code, label }) => ({
    label,
    count: a.byDifficulty[code],
    a: percentOf(a.byDifficulty[code], a.total),
    b: percentOf(b.byDifficulty[code], b.total),
  }))
}

/**
 * The topics `company` asks at least MIN_OVER_ASKED_RATIO times as often as `others` (share against
 * share), highest ratio first, then the more common. A topic no other company asks ranks above all.
 */
export function overAskedTopics(company: MixCounts, others: MixCounts): MixRow[] {
  if (company.total === 0 || others.total === 0) return []
  return comparableTopics(company)
    .map(([topic, n]) => {
      const share = n / company.total
      const othersShare = (others.byTopic[topic] ?? 0) / others.total
      return { topic, n, ratio: othersShare > 0 ? share / othersShare : Infinity }
    })
    .filter(({ ratio }) => ratio >= MIN_OVER_ASKED_RATIO)
    .sort((x, y) => y.ratio - x.ratio || y.n - x.n || x.topic.localeCompare(y.topic))
    .slice(0, OVER_ASKED_SHOWN)
    .map(({ topic, n, ratio }) => ({
      label: topic,
      count: n,
      a: percentOf(n, company.total),
      b: percentOf(others.byTopic[topic] ?? 0, others.total),
      ratio: Number.isFinite(ratio) ? Math.round(ratio * 10) / 10 : null,
    }))
}

/**
 * The topics whose share of the `recent` list is at least MIN_RISE_POINTS above their share of the
 * `longer` list, largest rise first. The 30-day list is part of the six months' one, so a rise means the
 * company asks the topic more now than over the half-year.
 */
export function risingTopics(recent: MixCounts, longer: MixCounts): MixRow[] {
  if (recent.total === 0 || longer.total === 0) return []
  return comparableTopics(recent)
    .map(([topic, n]) => ({
      label: topic,
      count: n,
      a: percentOf(n, recent.total),
      b: percentOf(longer.byTopic[topic] ?? 0, longer.total),
    }))
    .filter((row) => row.a - row.b >= MIN_RISE_POINTS)
    .sort((x, y) => y.a - y.b - (x.a - x.b) || y.count - x.count || x.label.localeCompare(y.label))
    .slice(0, RISING_SHOWN)
}

/**
 * Everything the charts draw for one company. `all` counts every company's problems (each problem once
 * per company), `company` the company's distinct problems, `thirtyDays` and `sixMonths` its two lists
 * (null where it has none).
 */
export function companyMix(input: {
  all: MixCounts
  company: MixCounts
  thirtyDays: MixCounts | null
  sixMonths: MixCounts | null
}): CompanyMix {
  const others = withoutPart(input.all, input.company)
  const { thirtyDays, sixMonths } = input
  const recent =
    thirtyDays && sixMonths && thirtyDays.total >= MIN_RECENT_PROBLEMS && sixMonths.total > thirtyDays.total
      ? {
          thirtyDays: thirtyDays.total,
          sixMonths: sixMonths.total,
          difficulty: difficultyRows(thirtyDays, sixMonths),
          rising: risingTopics(thirtyDays, sixMonths),
        }
      : null
  return {
    problems: input.company.total,
    overAsked: overAskedTopics(input.company, others),
    difficulty: difficultyRows(input.company, others),
    recent,
  }
}
