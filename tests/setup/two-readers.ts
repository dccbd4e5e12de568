import { problems, users } from '#db/schema'
import type { Db } from '~/server/db.server'

/**
 * Ada and Bob, and three well-known problems nobody has touched yet (Two Sum, Add Two Numbers, Valid
 * Parentheses): the people and problems of the tests about what one user's writes change for another.
 * Returns the problems' ids in that order.
 */
export function insertTwoReadersAndThreeProblems(db: Db): number[] {
  db.insert(users)
    .values([
      { id: 'ada', name: 'Ada', email: 'ada@example.com' },
      { id: 'bob', name: 'Bob', email: 'bob@example.com' },
    ])
    .run()
  return db
    .insert(problems)
    .values([
      { titleSlug: 'two-sum', frontendId: 1, title: 'Two Sum', difficulty: 1 },
      { titleSlug: 'add-two-numbers', frontendId: 2, title: 'Add Two Numbers', difficulty: 2 },
      { titleSlug: 'valid-parentheses', frontendId: 20, title: 'Valid Parentheses', difficulty: 1 },
    ])
    .returning({ id: problems.id })
    .all()
    .map((row) => row.id)
}
