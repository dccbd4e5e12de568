import { Form } from 'react-router'
import { useIsPending, usePendingFormData } from '../use-is-pending'
import { Badge } from '~/components/ui/badge'
import { Button, ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'

/** Whether the profile is visible, with the buttons that pause or resume it. */
export function ProfileStatus({ isActive }: { isActive: boolean }) {
  const pending = usePendingFormData()?.get('intent') ?? null
  return (
    <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="flex items-center gap-2 font-semibold">
          Your profile is
          {isActive ? <Badge tone="easy">Active</Badge> : <Badge tone="medium">Paused</Badge>}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {isActive
            ? 'Others can find you and ask you to pair.'
            : 'Hidden from search, and you cannot send requests. Your buddies keep your email.'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="intent" value={isActive ? 'pause' : 'resume'} />
          <Button
            type="submit"
            variant="secondary"
            size="sm"
            disabled={pending === 'pause' || pending === 'resume'}
          >
            {isActive ? 'Pause profile' : 'Resume profile'}
          </Button>
        </Form>
        <ButtonLink to="/find-buddy" size="sm">
          Find buddies
        </ButtonLink>
      </div>
    </Card>
  )
}

/**
 * Deleting asks first. A <details> holds the real delete button, so the confirmation works without
 * JavaScript and no accidental click deletes anything.
 */
export function DeleteProfile() {
  const deleting = useIsPending({ intent: 'delete' })
  return (
    <section
      aria-labelledby="delete-profile-heading"
      className="rounded-card border border-hard/30 bg-danger-bg p-5"
    >
      <h2 id="delete-profile-heading" className="font-semibold text-danger">
        Delete buddy profile
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Removes your profile and every request still waiting for an answer. Buddies you already paired with
        keep each other&apos;s email. Your account stays.
      </p>
      <details className="mt-3">
        <summary className="w-fit cursor-pointer text-sm font-semibold text-danger hover:underline">
          Delete my buddy profile…
        </summary>
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
          <input type="hidden" name="intent" value="delete" />
          <p className="text-sm font-medium text-ink">This cannot be undone.</p>
          <Button type="submit" variant="danger" size="sm" disabled={deleting}>
            {deleting ? 'Deleting...' : 'Yes, delete my profile'}
          </Button>
        </Form>
      </details>
    </section>
  )
}
