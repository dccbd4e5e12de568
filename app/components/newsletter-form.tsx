import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { toast } from '~/components/toast'
import { HoneypotField } from './honeypot'
import { SubmitButton } from './ui/button'
import { Field, FieldError, getAriaProps, Input, type FieldMeta } from './ui/field'

export interface NewsletterActionData {
  result: SubmissionResult<string[]>
  subscribed?: boolean
}

/** The longest address NewsletterSchema takes. */
const MAX_EMAIL_LENGTH = 254

/**
 * The footer form. It posts to /newsletter; with JavaScript it stays on the page and answers with a
 * toast, without it the browser goes to /newsletter, which shows the outcome.
 *
 * It is in the footer of every page, so it runs no form library in the browser: the browser's own checks
 * (an email address, required, at most 254 characters) stop an obvious mistake, and the action checks the
 * address with NewsletterSchema and answers with Conform's result, whose errors and typed address are drawn
 * here with the ids Conform would give them.
 */
export function NewsletterForm({
  id = 'newsletter',
  lastResult,
  variant = 'footer',
}: {
  id?: string
  lastResult?: SubmissionResult<string[]>
  variant?: 'footer' | 'page'
}) {
  const fetcher = useFetcher<NewsletterActionData>()
  const formRef = useRef<HTMLFormElement>(null)
  const result = fetcher.data?.result ?? lastResult
  // An answer's errors go away once the address is edited, as they would with validation at each keystroke.
  const [editedSince, setEditedSince] = useState<SubmissionResult<string[]> | undefined>()
  const errors = result && result !== editedSince ? result.error : null
  const email: FieldMeta = {
    id: `${id}-email`,
    errorId: `${id}-email-error`,
    descriptionId: `${id}-email-description`,
    errors: errors?.email,
  }
  const formErrorId = `${id}-error`
  const formErrors = errors?.['']
  const typed = result?.initialValue?.email

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    // Success is announced by the toast the server flashes, which the page's revalidation picks up.
    if (fetcher.data.subscribed) {
      formRef.current?.reset()
    } else {
      const errors = fetcher.data.result.error
      const message = errors?.email?.[0] ?? errors?.['']?.[0] ?? 'Please try again later.'
      toast.error('Subscription failed! 😢', { description: message })
    }
  }, [fetcher.state, fetcher.data])

  const dark = variant === 'footer'
  const tone = dark ? 'inverse' : 'default'
  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      id={id}
      aria-describedby={formErrors?.length ? formErrorId : undefined}
      ref={formRef}
      className="relative"
    >
      <HoneypotField />
      <Field label="Get new sheets and notes in your inbox" meta={email} tone={tone}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={email.id}
            name="email"
            type="email"
            defaultValue={typeof typed === 'string' ? typed : undefined}
            {...getAriaProps(email)}
            onInput={() => setEditedSince(result)}
            required
            maxLength={MAX_EMAIL_LENGTH}
            placeholder="you@example.com"
            autoComplete="email"
            className="sm:max-w-xs"
          />
          <SubmitButton
            variant={dark ? 'inverse' : 'primary'}
            pending={fetcher.state !== 'idle'}
            pendingLabel="Subscribing..."
          >
            Subscribe
          </SubmitButton>
        </div>
      </Field>
      {/* A refusal of the whole form, such as too many sign-ups: the address typed stays in the field. */}
      <FieldError id={formErrorId} errors={formErrors} tone={tone} />
    </fetcher.Form>
  )
}
