import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
} from '@conform-to/react'
import { Form } from 'react-router'
import { FormErrors } from '~/components/ui/alert'
import { SubmitButton } from '~/components/ui/button'
import { Field, FieldError, Input, TextArea } from '~/components/ui/field'
import { useSchemaForm } from '~/components/ui/use-schema-form'
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

/**
 * A list's name, description and visibility: the form that makes a list on /lists and the one that edits it
 * on its page. A plain post, so it works without JavaScript; Conform checks it in the browser with the
 * server's schema. An edit carries the version of the list it was drawn from.
 */
export function ListDetailsForm({
  id,
  intent,
  submitLabel,
  defaultValue,
  lastResult,
  version,
}: {
  id: string
  intent: string
  submitLabel: string
  defaultValue: ListDetailsValues
  lastResult?: SubmissionResult<string[]> | null
  version?: number
}) {
  const pending = useIsPending({ intent })
  const [form, fields] = useSchemaForm(ListDetailsSchema, { id, lastResult, defaultValue })
  const descriptionLength = (fields.description.value ?? '').length
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
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
    </Form>
  )
}
