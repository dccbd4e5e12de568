import { difficultyByCode, difficultyByName } from '~/domain/difficulty'
import { Badge } from './ui/badge'

/**
 * 1 Easy green, 2 Medium yellow, 3 Hard red (docs/product.md#challenge-tables). An unknown code shows as
 * Medium, the middle, rather than as nothing. The badge's tones are named after the difficulties.
 */
export function DifficultyBadge({ difficulty }: { difficulty: number }) {
  const { name, label } = difficultyByCode(difficulty) ?? difficultyByName('medium')
  return <Badge tone={name}>{label}</Badge>
}
