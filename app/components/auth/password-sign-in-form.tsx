import { getFormProps, type FormMetadata, type SubmissionResult } from '@conform-to/react'
import { useEffect, useState, type ReactNode } from 'react'
import { Form } from 'react-router'
import { toast } from 'sonner'
import type { ProviderAvailability } from '~/domain/oauth'
import { FormErrors } from '../ui/alert'
import { OrDivider, ProviderButtons } from './provider-buttons'

/**
 * What the login and registration pages share: the provider buttons, then the email-and-password form
 * that carries the page the visitor is headed to. The page gives the fields and the submit button.
 */
export function PasswordSignInForm<Schema extends Record<string, unknown>>({
  form,
  providers,
  redirectTo,
  submitting,
  children,
}: {
  form: FormMetadata<Schema, string[]>
  providers: ProviderAvailability
  redirectTo: string
  submitting: boolean
  children: ReactNode
}) {
  return (
    <>
      <ProviderButtons available={providers} redirectTo={redirectTo} disabled={submitting} />
      <OrDivider />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors form={form} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {children}
      </Form>
    </>
  )
}

/**
 * After a refused attempt the password input starts empty (the returned key changes, so React gives a
 * new input) and the refusal is toasted: the whole form's, else the one of `alsoToastField`.
 */
export function useRefusedAttempt(result: SubmissionResult | undefined, alsoToastField?: string): number {
  const [passwordKey, setPasswordKey] = useState(0)
  useEffect(() => {
    if (result?.status === 'error') setPasswordKey((key) => key + 1)
    const message =
      result?.error?.['']?.[0] ?? (alsoToastField ? result?.error?.[alsoToastField]?.[0] : undefined)
    if (message) toast.error(message)
  }, [result, alsoToastField])
  return passwordKey
}
