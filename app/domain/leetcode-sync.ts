import { PRODUCT_NAME } from './site'

// The words a LeetCode progress sync ends with: one toast title and one line saying what changed.

export interface SyncCounts {
  checked: number
  newlySolved: number
  alreadySolved: number
  keptForRevisit: number
  notInCatalogue: number
}

function problemsCount(n: number): string {
  return `${n} problem${n === 1 ? '' : 's'}`
}

function wasWere(n: number): string {
  return n === 1 ? 'was' : 'were'
}

export function syncSummary(counts: SyncCounts, username: string): { title: string; description: string } {
  if (counts.checked === 0) {
    return {
      title: 'Nothing to sync yet',
      description: `LeetCode shows no accepted submissions for ${username}.`,
    }
  }
  const parts: string[] = []
  if (counts.newlySolved > 0) parts.push(`Marked ${problemsCount(counts.newlySolved)} solved.`)
  if (counts.alreadySolved > 0)
    parts.push(`${problemsCount(counts.alreadySolved)} ${wasWere(counts.alreadySolved)} already solved.`)
  if (counts.keptForRevisit > 0) {
    parts.push(
      `${problemsCount(counts.keptForRevisit)} marked to revisit ${counts.keptForRevisit === 1 ? 'keeps its' : 'keep their'} status.`,
    )
  }
  if (counts.notInCatalogue > 0) {
    parts.push(
      `${problemsCount(counts.notInCatalogue)} ${counts.notInCatalogue === 1 ? 'is' : 'are'} not in ${PRODUCT_NAME} yet.`,
    )
  }
  return {
    title: counts.newlySolved > 0 ? 'Synced with LeetCode' : 'Already up to date',
    description: parts.join(' '),
  }
}
