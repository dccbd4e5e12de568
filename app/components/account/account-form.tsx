import { getFormProps, type FormMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { FormErrors } from '../ui/alert'
import { SubmitButton } from '../ui/button'
import { useIsPending } from '../use-is-pending'

/**
 * One of the account page's forms, on two columns: the whole form's refusal, the fields the section
 * gives, then its submit button. `intent` tells the page's action which form was sent, and which button
 * is busy while it is.
 */
export function AccountForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  submitLabel,
  pendingLabel,
  children,
}: {
  form: FormMetadata<Schema, string[]>
  intent: string
  submitLabel: string
  pendingLabel: string
  children: ReactNode
}) {
  const pending = useIsPending({ intent })
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={intent} />
      <div className="sm:col-span-2">
        <FormErrors form={form} />
      </div>
      {children}
      <div className="sm:col-span-2">
        <SubmitButton pending={pending} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  )
}
