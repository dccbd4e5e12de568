import {
  getInputProps,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { useEffect, useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from '~/components/toast'
import type { ProviderAvailability } from '~/domain/oauth'
import { safeRedirect } from '~/domain/safe-redirect'
import { Field, Input } from '../ui/field'
import { useSchemaForm, type FormSchema } from '../ui/use-schema-form'
import { useIsPending } from '../use-is-pending'
import { AuthForm } from './auth-form'
import { OrDivider, ProviderButtons } from './provider-buttons'

/**
 * The state the login and registration pages share: the page the visitor is headed to, whether the form
 * is being sent, the form checked by `schema`, and a count of refused attempts that empties the password.
 * A refusal is toasted: the whole form's, else the one of `alsoToastField`.
 */
export function usePasswordSignIn<Schema extends FormSchema>(
  schema: Schema,
  {
    id,
    lastResult,
    alsoToastField,
  }: { id: string; lastResult: SubmissionResult<string[]> | undefined; alsoToastField?: string },
) {
  const [searchParams] = useSearchParams()
  const redirectTo = safeRedirect(searchParams.get('redirect_uri'))
  const submitting = useIsPending()
  const refusedAttempts = useRefusedAttempts(lastResult, alsoToastField)
  const [form, fields] = useSchemaForm(schema, { id, lastResult })
  return { redirectTo, submitting, refusedAttempts, form, fields }
}

/**
 * What the login and registration pages draw alike: the provider buttons, then the email-and-password
 * form that carries the page the visitor is headed to. The page gives the fields.
 */
export function PasswordSignInForm<Schema extends Record<string, unknown>>({
  signIn,
  providers,
  submitLabel,
  pendingLabel,
  children,
}: {
  signIn: { form: FormMetadata<Schema, string[]>; redirectTo: string; submitting: boolean }
  providers: ProviderAvailability
  submitLabel: string
  pendingLabel: string
  children: ReactNode
}) {
  return (
    <>
      <ProviderButtons available={providers} redirectTo={signIn.redirectTo} disabled={signIn.submitting} />
      <OrDivider />
      <AuthForm
        form={signIn.form}
        hidden={{ redirectTo: signIn.redirectTo }}
        pending={signIn.submitting}
        submitLabel={submitLabel}
        pendingLabel={pendingLabel}
      >
        {children}
      </AuthForm>
    </>
  )
}

/** The password of a sign-in form. It starts empty again after every refused attempt (a new key, a new input). */
export function PasswordField<Form extends Record<string, unknown>>({
  meta,
  refusedAttempts,
  autoComplete,
  hint,
}: {
  meta: FieldMetadata<string, Form, string[]>
  refusedAttempts: number
  autoComplete: 'current-password' | 'new-password'
  hint?: ReactNode
}) {
  return (
    <Field label="Password" meta={meta} hint={hint}>
      <Input
        {...getInputProps(meta, { type: 'password' })}
        key={`${meta.key ?? ''}-${refusedAttempts}`}
        autoComplete={autoComplete}
      />
    </Field>
  )
}

function useRefusedAttempts(result: SubmissionResult | undefined, alsoToastField?: string): number {
  const [count, setCount] = useState(0)
  useEffect(() => {
    if (result?.status === 'error') setCount((n) => n + 1)
    const message =
      result?.error?.['']?.[0] ?? (alsoToastField ? result?.error?.[alsoToastField]?.[0] : undefined)
    if (message) toast.error(message)
  }, [result, alsoToastField])
  return count
}
