import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
} from '@conform-to/react'
import { useFormAction, useSubmit } from 'react-router'
import { FormErrors } from '~/components/ui/alert'
import { SubmitButton } from '~/components/ui/button'
import { Field, FieldError, Input, TextArea } from '~/components/ui/field'
import { sendWhenValid, useSchemaForm, type SendForm } from '~/components/ui/use-schema-form'
import { useIsPending } from '~/components/use-is-pending'
import { ListDetailsSchema } from '~/domain/list-forms'
import {
  LIST_VISIBILITY_CHOICES,
  MAX_LIST_DESCRIPTION,
  MAX_LIST_NAME,
  type ListVisibilityChoice,
} from '~/domain/problem-lists'

const VISIBILITY_TEXT: Record<ListVisibilityChoice, { label: string; hint: string }> = {
  private: { label: 'Private', hint: 'Only you can open it.' },
  public: { label: 'Public', hint: 'Anyone with its address can open it, without an account.' },
}

export interface ListDetailsValues {
  name: string
  description: string
  visibility: ListVisibilityChoice
}

interface ListDetailsProps {
  id: string
  intent: string
  submitLabel: string
  defaultValue: ListDetailsValues
  lastResult?: SubmissionResult<string[]> | null
  version?: number
  /** Where it posts; by default the page it is on, as React Router's `<Form>` would. */
  action?: string
}

/**
 * A list's name, description and visibility: the form that makes a list on /lists and the one that edits it
 * on its page. A plain post, so it works without JavaScript; Conform checks it in the browser with the
 * server's schema. An edit carries the version of the list it was drawn from.
 */
export function ListDetailsForm(props: ListDetailsProps) {
  const pending = useIsPending({ intent: props.intent })
  const here = useFormAction()
  const submit = useSubmit()
  const action = props.action ?? here
  return (
    <ListDetailsFields
      {...props}
      action={action}
      pending={pending}
      send={(formData) => void submit(formData, { method: 'post', action })}
    />
  )
}

/**
 * The form itself, with no router hooks: drawn by ListDetailsForm, and, idle as a first render draws it,
 * as /lists' kept markup of its create form (docs/decisions/0049), which the browser hydrates as
 * ListDetailsForm.
 */
export function ListDetailsFields({
  id,
  intent,
  submitLabel,
  defaultValue,
  lastResult,
  version,
  action,
  pending = false,
  send,
}: ListDetailsProps & {
  action: string
  pending?: boolean
  /** Sends a valid form; without it (no JavaScript, or before hydration) the browser posts it. */
  send?: SendForm
}) {
  const [form, fields] = useSchemaForm(ListDetailsSchema, { id, lastResult, defaultValue })
  const formProps = getFormProps(form)
  const descriptionLength = (fields.description.value ?? '').length
  return (
    <form
      method="post"
      action={action}
      {...formProps}
      onSubmit={sendWhenValid(formProps.onSubmit, send)}
      className="space-y-4"
    >
      <input type="hidden" name="intent" value={intent} />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      <FormErrors form={form} />
      <Field label="Name" meta={fields.name} hint={`Plain text, up to ${MAX_LIST_NAME} characters.`}>
        <Input
          {...getInputProps(fields.name, { type: 'text', ariaDescribedBy: fields.name.descriptionId })}
          maxLength={MAX_LIST_NAME}
          autoComplete="off"
        />
      </Field>
      <Field
        label="Description (optional)"
        meta={fields.description}
        hint={`${descriptionLength} / ${MAX_LIST_DESCRIPTION} characters, plain text.`}
        hintBesideLabel
      >
        <TextArea
          {...getTextareaProps(fields.description, { ariaDescribedBy: fields.description.descriptionId })}
          rows={3}
          maxLength={MAX_LIST_DESCRIPTION}
        />
      </Field>
      <fieldset aria-describedby={fields.visibility.errors?.length ? fields.visibility.errorId : undefined}>
        <legend className="mb-2 text-sm font-medium text-ink">Who can open it</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {getCollectionProps(fields.visibility, {
            type: 'radio',
            options: [...LIST_VISIBILITY_CHOICES],
          }).map(({ key, ...radio }) => {
            const text = VISIBILITY_TEXT[radio.value as ListVisibilityChoice]
            return (
              <label
                key={key}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-line px-3 py-2 text-sm has-checked:border-brand-500 has-checked:bg-brand-50"
              >
                <input {...radio} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
                <span>
                  <span className="block font-semibold text-ink">{text.label}</span>
                  <span className="text-ink-muted">{text.hint}</span>
                </span>
              </label>
            )
          })}
        </div>
        <FieldError id={fields.visibility.errorId} errors={fields.visibility.errors} />
      </fieldset>
      <SubmitButton pending={pending} pendingLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </form>
  )
}
