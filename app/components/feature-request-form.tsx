import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef, type FormEvent } from 'react'
import { useFetcher } from 'react-router'
import { toast } from '~/components/toast'
import { FEEDBACK_EMPTY_MESSAGE, FeatureRequestSchema } from '~/domain/feature-request'
import { VIA_FETCHER } from '~/domain/fetcher-submission'
import { HoneypotField } from './honeypot'
import { Button } from './ui/button'
import { Field, FieldError, Input, TextArea } from './ui/field'
import { useHydrated } from './use-hydrated'

// The feature-request form: the board page's, and the one the pill at the end of every page opens
// (feature-request-widget.tsx, which loads this module only then).

export interface FeatureRequestActionData {
  result: SubmissionResult<string[]>
  created?: boolean
}

export function FeatureRequestForm({
  id,
  redirectTo,
  defaultEmail,
  lastResult,
  onSubmitted,
}: {
  id: string
  redirectTo: string
  defaultEmail?: string
  lastResult?: SubmissionResult<string[]>
  onSubmitted?: () => void
}) {
  const fetcher = useFetcher<FeatureRequestActionData>()
  const hydrated = useHydrated()
  const formRef = useRef<HTMLFormElement>(null)
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    defaultValue: { email: defaultEmail },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: FeatureRequestSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const formProps = getFormProps(form)
  // Conform stops a form that fails in the browser before any onSubmit option runs, so the toast is
  // raised here, after it has had its say.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event)
    if (event.defaultPrevented && descriptionIsEmpty(new FormData(event.currentTarget))) {
      toastEmptyFeedback()
    }
  }

  // A form posted without JavaScript comes back refused in the page itself: its toast is drawn here, since
  // the server's toasts travel to the next page only. Once scripts run, Sonner shows it instead.
  const refusedEmpty = lastResult?.error?.description?.includes(FEEDBACK_EMPTY_MESSAGE) ?? false
  useEffect(() => {
    if (refusedEmpty) toastEmptyFeedback()
  }, [refusedEmpty])

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    // Success is announced by the toast the server flashes, which the page's revalidation picks up.
    if (fetcher.data.created) {
      formRef.current?.reset()
      onSubmitted?.()
    } else if (fetcher.data.result.error?.description?.includes(FEEDBACK_EMPTY_MESSAGE)) {
      toastEmptyFeedback()
    } else {
      toast.error(
        fetcher.data.result.error?.['']?.[0] ?? 'Failed to submit feature request. Please try again later.',
      )
    }
  }, [fetcher.state, fetcher.data, onSubmitted])

  return (
    <fetcher.Form
      method="post"
      action="/feature-requests"
      {...formProps}
      onSubmit={onSubmit}
      ref={formRef}
      // The widget's link without JavaScript jumps here: clear of the sticky header.
      className="relative scroll-mt-24 space-y-3"
    >
      <p className="text-base font-semibold">What should we build next?</p>
      {refusedEmpty && !hydrated ? <StaticErrorToast title={FEEDBACK_EMPTY_MESSAGE} /> : null}
      <HoneypotField />
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* Tells the server the page stays put (JavaScript); without it the server answers with a redirect. */}
      {hydrated ? <input type="hidden" {...VIA_FETCHER} /> : null}
      {/* A refusal of the whole form, such as too many requests: what was typed stays in the fields. */}
      <FieldError id={form.errorId} errors={form.errors} />
      <Field label="Title" meta={fields.title}>
        <Input
          {...getInputProps(fields.title, { type: 'text' })}
          placeholder="A short summary"
          maxLength={120}
        />
      </Field>
      <Field label="Description" meta={fields.description}>
        <TextArea
          {...getTextareaProps(fields.description)}
          placeholder="What would make your prep easier?"
          maxLength={2000}
          rows={4}
        />
      </Field>
      <Field label="Email (optional)" meta={fields.email} hint="Only to tell you when it ships.">
        <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
      </Field>
      <Button type="submit" className="w-full" disabled={fetcher.state !== 'idle'}>
        {fetcher.state !== 'idle' ? 'Submitting...' : 'Submit request'}
      </Button>
    </fetcher.Form>
  )
}

/** The product rules answer an empty description with a toast as well as the field's message. */
function toastEmptyFeedback() {
  // One id, so a second empty submit replaces the toast rather than stacking another.
  toast.error(FEEDBACK_EMPTY_MESSAGE, { id: 'feedback-empty' })
}

function descriptionIsEmpty(formData: FormData): boolean {
  const submission = parseWithZod(formData, { schema: FeatureRequestSchema })
  return (
    submission.status === 'error' &&
    (submission.error?.description?.includes(FEEDBACK_EMPTY_MESSAGE) ?? false)
  )
}

/**
 * An error toast drawn into the HTML, for the page a refused form post renders without JavaScript: the
 * look and place of ToastHost's server-rendered toast (a bottom corner, fading out after 4 s).
 */
function StaticErrorToast({ title }: { title: string }) {
  return (
    <div
      role="status"
      data-toast="error"
      className="animate-toast-out fixed inset-x-4 bottom-4 z-50 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900 shadow-card hover:[animation-play-state:paused] min-[600px]:inset-x-auto min-[600px]:right-6 min-[600px]:bottom-6 min-[600px]:w-[356px]"
    >
      <p className="text-sm font-semibold">{title}</p>
    </div>
  )
}
