import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from 'react-router'
import { SettingsSchema } from '~/domain/account-forms'
import { FormErrors } from '~/components/ui/alert'
import { Button } from '../ui/button'
import { Field, Input } from '../ui/field'
import { useIsPending } from '../use-is-pending'

export const SETTINGS_INTENT = 'update-settings'

export interface SettingsDefaults {
  name: string
  leetcodeUsername: string | null
  institution: string | null
}

/** Name, practice-site username and institution: the profile fields the privacy policy lists. */
export function SettingsForm({
  defaults,
  lastResult,
}: {
  defaults: SettingsDefaults
  lastResult?: SubmissionResult<string[]>
}) {
  const saving = useIsPending({ intent: SETTINGS_INTENT })
  const [form, fields] = useForm({
    id: 'settings',
    lastResult,
    defaultValue: {
      name: defaults.name,
      leetcodeUsername: defaults.leetcodeUsername ?? '',
      institution: defaults.institution ?? '',
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SettingsSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={SETTINGS_INTENT} />
      <div className="sm:col-span-2">
        <FormErrors form={form} />
      </div>
      <Field label="Name" meta={fields.name} className="sm:col-span-2">
        <Input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" maxLength={80} />
      </Field>
      <Field
        label="LeetCode username"
        meta={fields.leetcodeUsername}
        hint="Optional. Your handle or a link to your LeetCode profile."
      >
        <Input
          {...getInputProps(fields.leetcodeUsername, { type: 'text' })}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={120}
        />
      </Field>
      <Field
        label="Institution"
        meta={fields.institution}
        hint="Optional. Your school, university or employer."
      >
        <Input
          {...getInputProps(fields.institution, { type: 'text' })}
          autoComplete="organization"
          maxLength={120}
        />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save settings'}
        </Button>
      </div>
    </Form>
  )
}
