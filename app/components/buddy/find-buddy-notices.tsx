import { Link } from 'react-router'
import { ButtonLink } from '../ui/button'
import { Card } from '../ui/card'

/** Shown to a visitor with no buddy profile: matches are worked out from one. */
export function CreateProfileInvite() {
  return (
    <Card className="mt-10 flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
      <div>
        <h2 className="text-xl font-semibold">Create your buddy profile first</h2>
        <p className="mt-1 max-w-2xl text-ink-muted">
          Matches are worked out from your profile: your time zone, target companies, level and languages. It
          takes a minute, and you can pause or delete it any time.
        </p>
      </div>
      <ButtonLink to="/register-buddy" size="lg" className="shrink-0">
        Create your profile
      </ButtonLink>
    </Card>
  )
}

/** Shown while the viewer's profile is paused: they are hidden and cannot ask anyone. */
export function PausedNotice() {
  return (
    <div
      role="status"
      className="mt-6 rounded-xl border border-medium/30 bg-medium-bg px-4 py-3 text-sm text-ink"
    >
      <span className="font-semibold">Your profile is paused.</span> Nobody can find you and you cannot send
      requests.{' '}
      <Link to="/register-buddy" className="font-semibold text-brand-700 underline">
        Resume it
      </Link>{' '}
      when you are ready.
    </div>
  )
}
