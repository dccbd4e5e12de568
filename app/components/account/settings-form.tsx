import { getInputProps, type SubmissionResult } from '@conform-to/react'
import { SettingsSchema } from '~/domain/account-forms'
import { Field, Input } from '../ui/field'
import { useSchemaForm } from '../ui/use-schema-form'
import { AccountForm } from './account-form'

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
  const [form, fields] = useSchemaForm(SettingsSchema, {
    id: 'settings',
    lastResult,
    defaultValue: {
      name: defaults.name,
      leetcodeUsername: defaults.leetcodeUsername ?? '',
      institution: defaults.institution ?? '',
    },
  })
  return (
    <AccountForm form={form} intent={SETTINGS_INTENT} submitLabel="Save settings" pendingLabel="Saving...">
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
    </AccountForm>
  )
}
