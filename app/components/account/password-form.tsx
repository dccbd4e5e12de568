import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { useMemo } from 'react'
import { changePasswordSchema } from '~/domain/account-forms'
import { Field, Input } from '../ui/field'
import { useSchemaForm } from '../ui/use-schema-form'
import { AccountForm } from './account-form'
import { NewPasswordFields } from './new-password-fields'

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
  const schema = useMemo(() => changePasswordSchema({ hasPassword }), [hasPassword])
  const [form, fields] = useSchemaForm(schema, { id: 'password', lastResult })
  return (
    <AccountForm
      form={form}
      intent={PASSWORD_INTENT}
      submitLabel={hasPassword ? 'Change password' : 'Set password'}
      pendingLabel="Saving..."
    >
      {/* Lets password managers tie the new password to the right account. */}
      <input type="email" name="username" autoComplete="username" value={accountEmail} readOnly hidden />
      {hasPassword ? (
        <Field label="Current password" meta={fields.currentPassword} className="sm:col-span-2">
          <Input
            {...getInputProps(fields.currentPassword, { type: 'password' })}
            autoComplete="current-password"
          />
        </Field>
      ) : null}
      <NewPasswordFields password={fields.newPassword} confirmation={fields.confirmPassword} />
    </AccountForm>
  )
}
