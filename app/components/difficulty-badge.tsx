import { Badge } from './ui/badge'

const LABELS = { 1: 'Easy', 2: 'Medium', 3: 'Hard' } as const
const TONES = { 1: 'easy', 2: 'medium', 3: 'hard' } as const

/** 1 Easy green, 2 Medium yellow, 3 Hard red (docs/product.md#challenge-tables). */
export function DifficultyBadge({ difficulty }: { difficulty: number }) {
  const code = difficulty === 1 || difficulty === 2 || difficulty === 3 ? difficulty : 2
  return <Badge tone={TONES[code]}>{LABELS[code]}</Badge>
}

export function difficultyName(difficulty: number): string {
  return difficulty === 1 || difficulty === 2 || difficulty === 3 ? LABELS[difficulty] : 'Medium'
}
