import { Link } from 'react-router'
import { RequestButton } from './request-button'

/** The answer to someone's request to pair. */
export function AnswerRequestButtons({ userId, name }: { userId: string; name: string }) {
  return (
    <>
      <RequestButton
        intent="accept"
        userId={userId}
        about={`${name}’s request`}
        label="Accept"
        busyLabel="Accepting..."
      />
      <RequestButton
        intent="decline"
        userId={userId}
        about={`${name}’s request`}
        label="Decline"
        busyLabel="Declining..."
        variant="secondary"
      />
    </>
  )
}

/** Takes back a request to pair that is still waiting for an answer. */
export function CancelRequestButton({ userId, name }: { userId: string; name: string }) {
  return (
    <RequestButton
      intent="cancel"
      userId={userId}
      about={`to ${name}`}
      label="Cancel request"
      busyLabel="Cancelling..."
      variant="ghost"
    />
  )
}

/** What the viewer can do about a suggested buddy, given the requests already between them. */
export function SuggestionActions({
  userId,
  name,
  relation,
  canAsk,
}: {
  userId: string
  name: string
  relation: 'none' | 'sent' | 'received'
  canAsk: boolean
}) {
  if (relation === 'received') return <AnswerRequestButtons userId={userId} name={name} />
  if (relation === 'sent') {
    return (
      <>
        <p className="text-sm text-ink-muted">Waiting for {name} to answer.</p>
        <CancelRequestButton userId={userId} name={name} />
      </>
    )
  }
  if (!canAsk) {
    return (
      <p className="text-sm text-ink-muted">
        <Link to="/register-buddy" className="font-semibold text-brand-700 hover:underline">
          Resume your profile
        </Link>{' '}
        to ask {name} to pair.
      </p>
    )
  }
  return (
    <RequestButton
      intent="request"
      userId={userId}
      about={`with ${name}`}
      label="Ask to pair"
      busyLabel="Sending..."
    />
  )
}
