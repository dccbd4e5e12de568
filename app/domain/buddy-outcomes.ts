import { formatDay } from './calendar-day'

/** What the find-buddy page answers to a buddy action: a toast on the next page, or a refusal with its status. */
export type BuddyActionResult =
  | { toast: { type: 'success' | 'info'; title: string; description?: string } }
  | { error: string; status: number }

/** The outcomes of asking someone to pair (what `requestBuddy` answers). */
export type RequestOutcome =
  | { status: 'sent' }
  /** The other person had already asked the viewer, so asking back makes the pair. */
  | { status: 'accepted' }
  | { status: 'self' }
  /** The viewer has no buddy profile, or has paused it. */
  | { status: 'no-profile' }
  | { status: 'own-profile-paused' }
  /** The other person has no profile, or has paused it; both look the same to the viewer. */
  | { status: 'unavailable' }
  | { status: 'already-requested' }
  | { status: 'already-buddies' }
  | { status: 'cooldown'; until: Date }

export function requestResult(outcome: RequestOutcome): BuddyActionResult {
  switch (outcome.status) {
    case 'sent':
      return {
        toast: {
          type: 'success',
          title: 'Request sent',
          description: 'You will both see each other’s email once they accept.',
        },
      }
    case 'accepted':
      return { toast: { type: 'success', title: 'You are now study buddies!' } }
    case 'self':
      return { error: 'You cannot ask yourself to pair', status: 400 }
    case 'no-profile':
      return { error: 'Create your buddy profile first', status: 409 }
    case 'own-profile-paused':
      return { error: 'Resume your profile to ask someone to pair', status: 409 }
    case 'unavailable':
      return { error: 'This person is not looking for a buddy right now', status: 404 }
    case 'already-requested':
      return { error: 'You already asked this person; the request is waiting for an answer', status: 409 }
    case 'already-buddies':
      return { error: 'You are already study buddies', status: 409 }
    case 'cooldown':
      return {
        error: `This person declined recently. You can ask again from ${formatDay(outcome.until.toISOString().slice(0, 10))}.`,
        status: 409,
      }
  }
}

export function responseResult(
  outcome: 'accepted' | 'declined' | 'unavailable' | 'not-found',
): BuddyActionResult {
  switch (outcome) {
    case 'accepted':
      return { toast: { type: 'success', title: 'You are now study buddies!' } }
    case 'declined':
      return { toast: { type: 'info', title: 'Request declined' } }
    case 'unavailable':
      return { error: 'This person has paused their profile', status: 409 }
    case 'not-found':
      return { error: 'This request is no longer waiting for an answer', status: 404 }
  }
}

export function cancelResult(outcome: 'cancelled' | 'not-found'): BuddyActionResult {
  return outcome === 'cancelled'
    ? { toast: { type: 'info', title: 'Request cancelled' } }
    : { error: 'There is no request to cancel', status: 404 }
}

export function unpairResult(outcome: 'ended' | 'not-found'): BuddyActionResult {
  return outcome === 'ended'
    ? { toast: { type: 'info', title: 'Pairing ended' } }
    : { error: 'You are not study buddies with this person', status: 404 }
}

/**
 * The toast after saving a buddy profile, which lands on the matches. A new profile's toast says what the
 * list below it will show: the best fits, or that nobody else is looking yet, so it never promises people
 * over an empty list.
 */
export function profileSavedToast(outcome: 'created' | 'updated', matches: number) {
  if (outcome === 'updated') return { type: 'success', title: 'Buddy profile saved' } as const
  return {
    type: 'success',
    title: 'Buddy profile created',
    description:
      matches > 0
        ? 'Here are the people who fit you best.'
        : 'Nobody else is looking yet. You are listed now, so whoever joins next can find you.',
  } as const
}

export const FIND_BUDDY_PATH = '/find-buddy'
const FILTER_PARAMS = ['level', 'language', 'company', 'overlap', 'page'] as const

/** The page a form was on, filters and page included; nothing else from the URL is carried over. */
export function findBuddyBackHref(searchParams: URLSearchParams): string {
  const params = new URLSearchParams()
  for (const name of FILTER_PARAMS) {
    const value = searchParams.get(name)
    if (value) params.set(name, value)
  }
  const query = params.toString()
  return query ? `${FIND_BUDDY_PATH}?${query}` : FIND_BUDDY_PATH
}
