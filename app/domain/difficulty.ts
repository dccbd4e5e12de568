import { DEFAULT_TOPIC_WEIGHT, topicKey, topicWeight } from './topic-weights'

/**
 * The difficulty label (docs/product.md#difficulty-label): a score from three signals, rounded to one of five
 * levels.
 *
 *   score = topicScore × 0.2 + acceptanceScore × 0.3 + difficultyWeight × 0.5
 *
 * Every part is bounded (topic 1–5, acceptance 0–5, difficulty 1.5–4.5), so the score lies in
 * [0.95, 4.75]. The lowest score, 0.95, is already rounded up to 1 by the rounding rule and the highest,
 * 4.75, up to 5; the final clamp to 1–5 is therefore a guard that holds the contract if a weight table
 * ever changes, not a step that normal input reaches.
 */

export const LEVELS = [
  { rank: 1, name: 'Novice', description: 'warmup', color: 'emerald' },
  { rank: 2, name: 'Beginner', description: 'starting level', color: 'sky' },
  { rank: 3, name: 'Intermediate', description: 'practice', color: 'amber' },
  { rank: 4, name: 'Advanced', description: 'tackling complex problems', color: 'orange' },
  { rank: 5, name: 'Expert', description: 'mastering advanced concepts', color: 'rose' },
] as const

export type Level = (typeof LEVELS)[number]
export type LevelRank = Level['rank']
export type LevelName = Level['name']
/** A Tailwind palette name; components map it to whole class names so the classes survive the build. */
export type LevelColor = Level['color']

/**
 * LeetCode's own difficulties, easiest first; not the five levels above. A difficulty has two keys because
 * two worlds name it: the code (1–3) is what LeetCode's API and the database store, the name is what a
 * sheet's URL (`?difficulty=easy`) and a badge's colour use. The label is what people read.
 */
export const DIFFICULTIES = [
  { code: 1, name: 'easy', label: 'Easy' },
  { code: 2, name: 'medium', label: 'Medium' },
  { code: 3, name: 'hard', label: 'Hard' },
] as const

export type Difficulty = (typeof DIFFICULTIES)[number]
export type DifficultyCode = Difficulty['code']
export type DifficultyName = Difficulty['name']

export const DIFFICULTY_NAMES: readonly DifficultyName[] = DIFFICULTIES.map((difficulty) => difficulty.name)

export function isDifficultyCode(value: unknown): value is DifficultyCode {
  return DIFFICULTIES.some((difficulty) => difficulty.code === value)
}

/** Undefined for anything but 1, 2 or 3: each caller decides what an unknown code shows as. */
export function difficultyByCode(code: number): Difficulty | undefined {
  return DIFFICULTIES.find((difficulty) => difficulty.code === code)
}

export function difficultyByName(name: DifficultyName): Difficulty {
  // Names are the three of DIFFICULTIES by type, so the lookup always succeeds.
  return DIFFICULTIES.find((difficulty) => difficulty.name === name) as Difficulty
}

/** What each difficulty weighs in the score. */
export const DIFFICULTY_WEIGHTS = { 1: 1.5, 2: 3, 3: 4.5 } as const satisfies Record<DifficultyCode, number>

/**
 * The acceptance rate assumed when a problem has none (metadata not imported yet). 58% is the median
 * acceptance of all 4,029 LeetCode problems in the August 2026 metadata snapshot (58.3%), so a missing
 * rate reads as a typical problem instead of pushing the label either way.
 */
export const TYPICAL_ACCEPTANCE_RATE = 58

/**
 * Acceptance rate (percent) → score at the corner points of the piecewise-linear curve, highest rate
 * first. At the first rate and above the score drops to 0; below the last it stays at the last score.
 */
const ACCEPTANCE_CURVE = [
  [75, 1],
  [60, 2],
  [40, 3],
  [20, 4],
  [10, 5],
] as const

/** Rounding goes up only when the fractional part exceeds this. */
const ROUND_UP_ABOVE = 0.3

export interface DifficultyInput {
  /** 1 easy, 2 medium, 3 hard. */
  difficulty: number
  /** Acceptance rate in percent (0–100); null or undefined when unknown. */
  acRate: number | null | undefined
  /** Topic tag names (or tag slugs). */
  topics: readonly string[]
}

/**
 * 0 for 75% acceptance or more (a problem most people solve says nothing about hardness), then linear
 * between the corner points down to 5 at 10%, and 5 below that. Rates outside 0–100 are clamped; a
 * missing or non-numeric rate counts as {@link TYPICAL_ACCEPTANCE_RATE}.
 */
export function acceptanceScore(acRate: number | null | undefined): number {
  const rate =
    typeof acRate === 'number' && !Number.isNaN(acRate) ? clamp(acRate, 0, 100) : TYPICAL_ACCEPTANCE_RATE
  let [highRate, lowScore]: readonly [number, number] = ACCEPTANCE_CURVE[0]
  if (rate >= highRate) return 0
  for (const [lowRate, highScore] of ACCEPTANCE_CURVE.slice(1)) {
    if (rate >= lowRate) return highScore - ((rate - lowRate) / (highRate - lowRate)) * (highScore - lowScore)
    ;[highRate, lowScore] = [lowRate, highScore]
  }
  return lowScore
}

/**
 * The average weight of the problem's distinct topics, each clamped to 1–5. Topics the table does not
 * rate, and problems with no topics at all, count as {@link DEFAULT_TOPIC_WEIGHT}. `weightOf` replaces
 * the table, so other weightings can reuse the rule.
 */
export function topicScore(
  topics: readonly string[],
  weightOf: (topic: string) => number | undefined = topicWeight,
): number {
  const distinct = new Map<string, string>()
  for (const topic of topics) {
    const key = topicKey(topic)
    if (key && !distinct.has(key)) distinct.set(key, topic)
  }
  if (distinct.size === 0) return DEFAULT_TOPIC_WEIGHT
  let sum = 0
  for (const topic of distinct.values()) {
    const weight = weightOf(topic)
    sum += weight === undefined || Number.isNaN(weight) ? DEFAULT_TOPIC_WEIGHT : clamp(weight, 1, 5)
  }
  return sum / distinct.size
}

/** 1.5 easy, 3 medium, 4.5 hard. Codes outside 1–3 are rounded and clamped; a non-number counts as medium. */
export function difficultyWeight(difficulty: number): number {
  const code = Number.isFinite(difficulty) ? clamp(Math.round(difficulty), 1, 3) : 2
  return DIFFICULTY_WEIGHTS[code as DifficultyCode]
}

/** The unrounded score (docs/product.md#difficulty-label). */
export function difficultyScore(input: DifficultyInput, weightOf?: (topic: string) => number | undefined) {
  return (
    topicScore(input.topics, weightOf) * 0.2 +
    acceptanceScore(input.acRate) * 0.3 +
    difficultyWeight(input.difficulty) * 0.5
  )
}

/**
 * Up when the fractional part is above 0.3, else down; then clamped to 1–5. The comparison is made in
 * millionths so that float noise (1.5 + 0.8 is 2.3000000000000003) cannot turn an exact x.3 upwards.
 */
export function roundScore(score: number): LevelRank {
  if (!Number.isFinite(score)) return score > 0 ? 5 : 1
  const millionths = Math.round(score * 1e6)
  const whole = Math.floor(millionths / 1e6)
  const fraction = millionths - whole * 1e6
  const rounded = fraction > ROUND_UP_ABOVE * 1e6 ? whole + 1 : whole
  return clamp(rounded, 1, 5) as LevelRank
}

export function levelForRank(rank: LevelRank): Level {
  // Ranks are 1–5 by type and LEVELS holds them in order, so the lookup always succeeds.
  return LEVELS[rank - 1] as Level
}

/** The level shown on the insights panel for a problem. */
export function difficultyLevel(input: DifficultyInput, weightOf?: (topic: string) => number | undefined) {
  return levelForRank(roundScore(difficultyScore(input, weightOf)))
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}
