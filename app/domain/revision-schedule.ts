/**
 * Spaced revision: when a solved problem should be practised again, scheduled by FSRS through ts-fsrs
 * (docs/decisions/0017-fsrs-for-revision.md). This is the only module that knows ts-fsrs; the rest of the
 * app speaks of ratings 1–4 (review-rating.ts) and of the card below, which is what the database stores.
 */
import { createEmptyCard, fsrs, generatorParameters, State, type Card, type Grade } from 'ts-fsrs'
import { addDays } from './calendar-day'
import type { CardState, ReviewRating } from './review-rating'
import { dayInTimeZone, startOfDayInTimeZone } from './time-zones'

const STATE_BY_FSRS: Readonly<Record<State, CardState>> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
}

const FSRS_BY_STATE: Readonly<Record<CardState, State>> = {
  new: State.New,
  learning: State.Learning,
  review: State.Review,
  relearning: State.Relearning,
}

/** One problem's memory state for one user, column for column what revision_cards holds. */
export interface RevisionCard {
  /** For a card reviewed at least once, the start of the day it is due in the user's time zone. */
  due: Date
  stability: number
  difficulty: number
  /** Days between the last two reviews, as FSRS counted them. */
  elapsedDays: number
  /** Days from the last review to `due`. */
  scheduledDays: number
  learningSteps: number
  reps: number
  lapses: number
  state: CardState
  lastReview: Date | null
}

/**
 * FSRS's published default weights and 90 % retention, with two choices of ours. Short-term (learning)
 * steps are off: they bring a card back minutes later, which suits a flash card but not a problem that
 * takes half an hour to solve, so every interval is whole days. Fuzz is off, so the same reviews always
 * give the same schedule: a user's schedule can be recomputed from the review log, and tests can say
 * which day a problem is due.
 */
export const SCHEDULER_PARAMETERS = generatorParameters({ enable_short_term: false, enable_fuzz: false })

const scheduler = fsrs(SCHEDULER_PARAMETERS)

function toFsrs(card: RevisionCard): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: FSRS_BY_STATE[card.state],
    last_review: card.lastReview ?? undefined,
  }
}

function fromFsrs(card: Card): RevisionCard {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: STATE_BY_FSRS[card.state],
    lastReview: card.last_review ?? null,
  }
}

/** A problem never reviewed, due at once. */
export function newCard(at: Date): RevisionCard {
  return fromFsrs(createEmptyCard(at))
}

/**
 * The card after a review with this rating at this time. The review must not be earlier than the card's
 * last one: FSRS measures memory by the time since, which would be negative.
 *
 * FSRS decides how many days until the next review; the user's calendar decides which day that is. Its
 * own due time is the review's time plus whole 24-hour days, which a daylight-saving change moves across
 * midnight (solved at 23:30 before the clocks go forward, due at 00:30 a day late). So the card is due
 * from the start of the day that many calendar days after the review's day, in the user's time zone.
 */
export function scheduleReview(
  card: RevisionCard,
  rating: ReviewRating,
  reviewedAt: Date,
  timeZone: string,
): RevisionCard {
  const next = fromFsrs(scheduler.next(toFsrs(card), reviewedAt, rating as Grade).card)
  const dueDay = addDays(dayInTimeZone(timeZone, reviewedAt), next.scheduledDays)
  return { ...next, due: startOfDayInTimeZone(timeZone, dueDay) }
}

/** The card that a problem's reviews, oldest first, lead to: how a stored schedule is recomputed. */
export function replayReviews(
  reviews: readonly { rating: ReviewRating; reviewedAt: Date }[],
  createdAt: Date,
  timeZone: string,
): RevisionCard {
  return reviews.reduce(
    (card, review) => scheduleReview(card, review.rating, review.reviewedAt, timeZone),
    newCard(createdAt),
  )
}
