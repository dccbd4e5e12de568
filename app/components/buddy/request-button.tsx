import { Form } from 'react-router'
import { usePendingFormData } from '../use-is-pending'
import { Button } from '~/components/ui/button'
import type { RequestAction } from '~/domain/buddy-forms'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'

/**
 * One request action (ask, cancel, accept, decline, end) as its own small POST form, so it works without
 * JavaScript. The form posts to the current URL, which keeps the filters and page for the way back.
 */
export function RequestButton({
  intent,
  userId,
  about,
  label,
  busyLabel,
  variant = 'primary',
}: {
  intent: RequestAction['intent']
  userId: string
  /** Read after the label by screen readers ('with Bob'), as a list holds many 'Ask to pair' buttons. */
  about: string
  label: string
  busyLabel: string
  variant?: Variant
}) {
  const busy = usePendingFormData({ intent })?.get('userId') === userId
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="userId" value={userId} />
      <Button type="submit" size="sm" variant={variant} disabled={busy}>
        {busy ? busyLabel : label}
        <span className="sr-only"> {about}</span>
      </Button>
    </Form>
  )
}
