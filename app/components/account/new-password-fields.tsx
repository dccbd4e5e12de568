import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Field, Input } from '../ui/field'

/** A new password typed twice: on the account page (change or set it) and on the reset page. */
export function NewPasswordFields<Form extends Record<string, unknown>>({
  password,
  confirmation,
  autoFocus,
}: {
  password: FieldMetadata<string, Form, string[]>
  confirmation: FieldMetadata<string, Form, string[]>
  autoFocus?: boolean
}) {
  return (
    <>
      <Field label="New password" meta={password} hint="At least 6 characters.">
        <Input
          {...getInputProps(password, { type: 'password' })}
          autoComplete="new-password"
          autoFocus={autoFocus}
        />
      </Field>
      <Field label="Repeat new password" meta={confirmation}>
        <Input {...getInputProps(confirmation, { type: 'password' })} autoComplete="new-password" />
      </Field>
    </>
  )
}
