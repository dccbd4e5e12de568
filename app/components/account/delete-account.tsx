import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { useMemo } from 'react'
import { Form } from 'react-router'
import { DELETE_CONFIRMATION_WORD, deleteAccountSchema } from '~/domain/account-forms'
import { SubmitButton } from '../ui/button'
import { Field, Input } from '../ui/field'
import { useSchemaForm } from '../ui/use-schema-form'
import { useIsPending } from '../use-is-pending'

export const DELETE_INTENT = 'delete-account'

/**
 * Two steps, both without JavaScript: a disclosure opens the form, and the form only deletes when the
 * confirmation word or the account's email is typed in.
 */
export function DeleteAccount({
  accountEmail,
  lastResult,
}: {
  accountEmail: string
  lastResult?: SubmissionResult<string[]>
}) {
  const deleting = useIsPending({ intent: DELETE_INTENT })
  const schema = useMemo(() => deleteAccountSchema(accountEmail), [accountEmail])
  const [form, fields] = useSchemaForm(schema, { id: 'delete-account', lastResult })
  return (
    // Stays open after a refused confirmation, so the message is in view.
    <details className="group" open={lastResult?.status === 'error' ? true : undefined}>
      <summary className="inline-flex h-11 cursor-pointer list-none items-center rounded-xl border border-red-300 px-4 text-sm font-semibold text-danger hover:bg-danger-bg [&::-webkit-details-marker]:hidden">
        Delete my account…
      </summary>
      <Form
        method="post"
        {...getFormProps(form)}
        className="mt-4 space-y-4 rounded-xl border border-red-200 bg-danger-bg p-4"
      >
        <input type="hidden" name="intent" value={DELETE_INTENT} />
        <p className="text-sm text-ink">
          This deletes your profile, progress, favourites, study-buddy profile, code analyses and sign-in
          methods, removes your address from the newsletter, and signs you out everywhere. It cannot be
          undone.
        </p>
        <Field
          label={
            <>
              To confirm, type <strong>{DELETE_CONFIRMATION_WORD}</strong> or your email address
            </>
          }
          meta={fields.confirmation}
        >
          <Input
            {...getInputProps(fields.confirmation, { type: 'text' })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field>
        <SubmitButton variant="danger" pending={deleting} pendingLabel="Deleting...">
          Delete my account for good
        </SubmitButton>
      </Form>
    </details>
  )
}
