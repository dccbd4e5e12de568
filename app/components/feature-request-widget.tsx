import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useCallback, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { toast } from 'sonner'
import { FEEDBACK_EMPTY_MESSAGE, FeatureRequestSchema } from '~/domain/feature-request'
import { VIA_FETCHER } from '~/domain/fetcher-submission'
import { HoneypotField } from './honeypot'
import { Button } from './ui/button'
import { Field, FieldError, Input, TextArea } from './ui/field'
import { useHydrated } from './use-hydrated'

export interface FeatureRequestActionData {
  result: SubmissionResult<string[]>
  created?: boolean
}

/** The board page's form (its Conform id, which is also its element id): the pill's target without JavaScript. */
export const BOARD_FORM_HREF = '/feature-requests#feature-request-board'

// One look for the pill, whether it is the plain link (server and hydration render) or the <summary>, so
// swapping one for the other after hydration neither moves nor restyles it. It sits in the page's flow at
// the end of the page, never floating, so it covers nothing; its panel opens below it, pushing the footer.
const PILL_POSITION = 'ml-auto print:hidden'
const PILL =
  'ml-auto flex h-11 w-fit items-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold whitespace-nowrap text-white shadow-lift hover:bg-brand-700'

function PillContent() {
  return (
    <>
      <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
        <path
          d="M4 5h16v11H8l-4 4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span>Request a feature</span>
    </>
  )
}

/**
 * The feedback button at the end of every page (docs/product.md#feature-requests). The server (and the hydration render)
 * sends a plain link to the board page's form, so no page pays for a form most visitors never open and the
 * link works without JavaScript; once hydrated it becomes a <details> panel whose form is built on first
 * open.
 */
export function FeatureRequestWidget({ defaultEmail }: { defaultEmail?: string }) {
  const hydrated = useHydrated()
  // Set when the link has focus as hydration swaps it out, so the summary can take the focus over.
  const linkHadFocus = useRef(false)
  const linkRef = useCallback((node: HTMLAnchorElement) => {
    return () => {
      linkHadFocus.current = document.activeElement === node
    }
  }, [])
  if (!hydrated) {
    return (
      <div className={PILL_POSITION}>
        <a href={BOARD_FORM_HREF} className={PILL} ref={linkRef}>
          <PillContent />
        </a>
      </div>
    )
  }
  return <FeatureRequestPanel defaultEmail={defaultEmail} linkHadFocus={linkHadFocus} />
}

function FeatureRequestPanel({
  defaultEmail,
  linkHadFocus,
}: {
  defaultEmail?: string
  linkHadFocus: RefObject<boolean>
}) {
  const [open, setOpen] = useState(false)
  // The form is built on first open and then kept, so a draft survives closing and reopening.
  const [formMounted, setFormMounted] = useState(false)
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const summaryRef = useRef<HTMLElement>(null)
  const location = useLocation()

  useEffect(() => {
    if (!linkHadFocus.current) return
    linkHadFocus.current = false
    summaryRef.current?.focus()
  }, [linkHadFocus])

  useEffect(() => {
    if (open) detailsRef.current?.querySelector<HTMLInputElement>('input[name="title"]')?.focus()
  }, [open])

  const close = useCallback(() => setOpen(false), [])
  const closeSoon = useCallback(() => {
    setTimeout(close, 1000)
  }, [close])

  return (
    <details
      ref={detailsRef}
      className={PILL_POSITION}
      open={open}
      onToggle={(event) => {
        const isOpen = event.currentTarget.open
        setOpen(isOpen)
        if (isOpen) setFormMounted(true)
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        event.preventDefault()
        setOpen(false)
        summaryRef.current?.focus()
      }}
    >
      <summary ref={summaryRef} className={PILL}>
        <PillContent />
      </summary>
      <div className="mt-2 ml-auto w-[min(22rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-4 shadow-card">
        {formMounted ? (
          <FeatureRequestForm
            id="feature-request-widget"
            redirectTo={location.pathname + location.search}
            defaultEmail={defaultEmail}
            onSubmitted={closeSoon}
          />
        ) : null}
      </div>
    </details>
  )
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
