import { getFormProps, type FormMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { FormErrors } from '../ui/alert'
import { SubmitButton } from '../ui/button'
import { cn } from '../ui/cn'

/**
 * The form of a sign-in card (login, registration, asking for a reset link, a new password): the whole
 * form's refusal, the fields the page gives, then one full-width submit button. `hidden` fields go with
 * the post (the page the visitor is headed to, a reset token).
 */
export function AuthForm<Schema extends Record<string, unknown>>({
  form,
  hidden = {},
  pending,
  submitLabel,
  pendingLabel,
  className,
  children,
}: {
  form: FormMetadata<Schema, string[]>
  hidden?: Record<string, string>
  pending: boolean
  submitLabel: string
  pendingLabel: string
  className?: string
  children: ReactNode
}) {
  return (
    <Form method="post" {...getFormProps(form)} className={cn('space-y-4', className)}>
      <FormErrors form={form} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <SubmitButton className="w-full" pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </Form>
  )
}
