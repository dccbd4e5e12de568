import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { toast } from 'sonner'
import { FEEDBACK_EMPTY_MESSAGE, FeatureRequestSchema } from '~/domain/feature-request'
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
// swapping one for the other after hydration neither moves nor restyles it.
const PILL_POSITION = 'fixed right-4 bottom-4 z-30 print:hidden'
const PILL =
  'ml-auto flex h-11 w-fit items-center gap-2 rounded-full bg-brand-600 px-3.5 text-sm font-semibold text-white shadow-lift hover:bg-brand-700 sm:px-4'

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
      <span className="sr-only sm:not-sr-only">Request a feature</span>
    </>
  )
}

/**
 * The floating feedback button (docs/product.md#feature-requests). The server (and the hydration render)
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
      <div className="mt-2 w-[min(22rem,calc(100vw-2rem))] rounded-card border border-line bg-surface p-4 shadow-card">
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
    onSubmit(event, { submission }) {
      // An empty description is answered with a toast, not only the field message
      // (docs/product.md#feature-requests).
      if (submission?.status === 'error' && submission.error?.description) {
        toast.error(FEEDBACK_EMPTY_MESSAGE)
      }
    },
  })

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    // Success is announced by the toast the server flashes, which the page's revalidation picks up.
    if (fetcher.data.created) {
      formRef.current?.reset()
      onSubmitted?.()
    } else if (fetcher.data.result.error?.description) {
      toast.error(FEEDBACK_EMPTY_MESSAGE)
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
      {...getFormProps(form)}
      ref={formRef}
      // The widget's link without JavaScript jumps here: clear of the sticky header.
      className="relative scroll-mt-24 space-y-3"
    >
      <p className="text-base font-semibold">What should we build next?</p>
      <HoneypotField />
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {/* Tells the server the page stays put (JavaScript); without it the server answers with a redirect. */}
      {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
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
