import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import { Form } from 'react-router'
import { changePasswordSchema } from '~/domain/account-forms'
import { FormErrors } from '~/components/ui/alert'
import { Button } from '../ui/button'
import { Field, Input } from '../ui/field'
import { useIsPending } from '../use-is-pending'

export const PASSWORD_INTENT = 'change-password'

/**
 * Change the password, or set a first one on an account made with Google or GitHub. The server never
 * sends a password back, so without JavaScript every field starts empty after a refusal.
 */
export function PasswordForm({
  hasPassword,
  accountEmail,
  lastResult,
}: {
  hasPassword: boolean
  accountEmail: string
  lastResult?: SubmissionResult<string[]>
}) {
  const saving = useIsPending({ intent: PASSWORD_INTENT })
  const schema = useMemo(() => changePasswordSchema({ hasPassword }), [hasPassword])
  const [form, fields] = useForm({
    id: 'password',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={PASSWORD_INTENT} />
      {/* Lets password managers tie the new password to the right account. */}
      <input type="email" name="username" autoComplete="username" value={accountEmail} readOnly hidden />
      <div className="sm:col-span-2">
        <FormErrors form={form} />
      </div>
      {hasPassword ? (
        <Field label="Current password" meta={fields.currentPassword} className="sm:col-span-2">
          <Input
            {...getInputProps(fields.currentPassword, { type: 'password' })}
            autoComplete="current-password"
          />
        </Field>
      ) : null}
      <Field label="New password" meta={fields.newPassword} hint="At least 6 characters.">
        <Input {...getInputProps(fields.newPassword, { type: 'password' })} autoComplete="new-password" />
      </Field>
      <Field label="Repeat new password" meta={fields.confirmPassword}>
        <Input {...getInputProps(fields.confirmPassword, { type: 'password' })} autoComplete="new-password" />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : hasPassword ? 'Change password' : 'Set password'}
        </Button>
      </div>
    </Form>
  )
}
