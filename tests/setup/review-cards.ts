import { problems, revisionCards, users } from '#db/schema'
import { newCard } from '~/domain/revision-schedule'
import type { Db } from '~/server/db.server'

/** A user of the reminder tests, in their own time zone. */
export function insertUser(db: Db, id: string, timeZone = 'UTC', name = 'Ada') {
  db.insert(users)
    .values({ id, name, email: `${id}@example.com`, timeZone })
    .run()
}

/**
 * Problems and cards that fall due at the given instants, straight in the database: the reminder tests are
 * about what is due when, not about how a review schedules it.
 */
export function insertDueCards(db: Db, userId: string, cards: { title: string; due: string }[]) {
  for (const [index, card] of cards.entries()) {
    const titleSlug = `${userId}-${index}`
    const [problem] = db
      .insert(problems)
      .values({ titleSlug, title: card.title, difficulty: 2, frontendId: null })
      .returning({ id: problems.id })
      .all()
    const due = new Date(card.due)
    db.insert(revisionCards)
      .values({ userId, problemId: problem!.id, ...newCard(due), due })
      .run()
  }
}
