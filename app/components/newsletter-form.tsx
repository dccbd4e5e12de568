import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { toast } from 'sonner'
import { NewsletterSchema } from '~/domain/newsletter'
import { HoneypotField } from './honeypot'
import { Button } from './ui/button'
import { FieldError, Input } from './ui/field'

export interface NewsletterActionData {
  result: SubmissionResult<string[]>
  subscribed?: boolean
}

/**
 * The footer form. It posts to /newsletter; with JavaScript it stays on the page and answers with a
 * toast, without it the browser goes to /newsletter, which shows the outcome.
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
  const [form, fields] = useForm({
    id,
    lastResult: result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewsletterSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })

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
  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      {...getFormProps(form)}
      ref={formRef}
      className="relative"
    >
      <HoneypotField />
      <label
        htmlFor={fields.email.id}
        className={dark ? 'text-sm font-semibold text-white' : 'text-sm font-semibold'}
      >
        Get new sheets and notes in your inbox
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <Input
          {...getInputProps(fields.email, { type: 'email' })}
          required
          placeholder="you@example.com"
          autoComplete="email"
          className="sm:max-w-xs"
        />
        <Button type="submit" variant={dark ? 'inverse' : 'primary'} disabled={fetcher.state !== 'idle'}>
          {fetcher.state !== 'idle' ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </div>
      <div className={dark ? '[&_p]:text-red-200' : undefined}>
        <FieldError id={fields.email.errorId} errors={fields.email.errors} />
        {/* A refusal of the whole form, such as too many sign-ups: the address typed stays in the field. */}
        <FieldError id={form.errorId} errors={form.errors} />
      </div>
    </fetcher.Form>
  )
}
