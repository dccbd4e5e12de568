import { getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react'
import { SettingsFormSchema } from '~/domain/account-forms'
import { INTERVIEW_MODE_HINT, INTERVIEW_MODE_LABEL } from '~/domain/interview-mode'
import type { TimeZoneGroup } from '~/domain/time-zones'
import { TimeZoneSelect } from '../buddy/time-zone-select'
import { CheckboxField } from '../ui/checkbox-field'
import { Field, Input } from '../ui/field'
import { useSchemaForm } from '../ui/use-schema-form'
import { AccountForm } from './account-form'

export const SETTINGS_INTENT = 'update-settings'

export interface SettingsDefaults {
  name: string
  leetcodeUsername: string | null
  institution: string | null
  timeZone: string
  interviewMode: boolean
}

/**
 * Name, practice-site username and institution (the profile fields the privacy policy lists), the
 * time zone whose calendar days decide when a review is due, and interview mode.
 */
export function SettingsForm({
  defaults,
  timeZones,
  lastResult,
}: {
  defaults: SettingsDefaults
  timeZones: TimeZoneGroup[]
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useSchemaForm(SettingsFormSchema, {
    id: 'settings',
    lastResult,
    defaultValue: {
      name: defaults.name,
      leetcodeUsername: defaults.leetcodeUsername ?? '',
      institution: defaults.institution ?? '',
      timeZone: defaults.timeZone,
      interviewMode: defaults.interviewMode,
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
      <Field
        label="Time zone"
        meta={fields.timeZone}
        hint="Reviews fall due at midnight here, and your streak counts its days."
        className="sm:col-span-2"
      >
        <TimeZoneSelect {...getSelectProps(fields.timeZone)} groups={timeZones} />
      </Field>
      <CheckboxField
        {...getInputProps(fields.interviewMode, {
          type: 'checkbox',
          ariaDescribedBy: fields.interviewMode.descriptionId,
        })}
        label={INTERVIEW_MODE_LABEL}
        hint={INTERVIEW_MODE_HINT}
        meta={fields.interviewMode}
        className="sm:col-span-2"
      />
    </AccountForm>
  )
}
