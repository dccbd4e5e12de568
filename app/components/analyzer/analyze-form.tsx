import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { useState } from 'react'
import { useFetcher } from 'react-router'
import { FormErrors } from '~/components/ui/alert'
import { SubmitButton } from '~/components/ui/button'
import { Field, Input, Select } from '~/components/ui/field'
import { Spinner } from '~/components/ui/spinner'
import { LANGUAGE_LABELS, LANGUAGE_OPTIONS, MAX_CODE_KB } from '~/domain/analyze-form'
import { normaliseLanguage } from '~/domain/analyzer/language'
import type { Language } from '~/domain/analyzer/types'
import { CodeField } from './code-field'

export interface AnalyzeFormValues {
  language: Language
  problem: string
  code: string
}

/**
 * The analyzer's form. Without JavaScript it is a plain POST form whose answer is the page with the report
 * (or the errors, every field as it was sent). With JavaScript it posts through a fetcher, so the page is
 * not reloaded: the action's redirect to the saved analysis becomes a client-side navigation.
 */
export function AnalyzeForm({
  defaultValue,
  lastResult,
}: {
  defaultValue: AnalyzeFormValues
  lastResult?: SubmissionResult<string[]> | null
}) {
  const fetcher = useFetcher<{ result: SubmissionResult<string[]> }>()
  const result = fetcher.data?.result ?? lastResult ?? undefined
  const [form, fields] = useForm({
    id: 'analyze',
    lastResult: result,
    defaultValue,
    shouldValidate: 'onSubmit',
  })
  const initialLanguage =
    normaliseLanguage(String(fields.language.initialValue ?? '')) ?? defaultValue.language
  const [language, setLanguage] = useState<Language>(initialLanguage)
  const busy = fetcher.state !== 'idle'

  return (
    <fetcher.Form
      method="post"
      action="/analyze"
      preventScrollReset
      {...getFormProps(form)}
      className="space-y-5"
    >
      <FormErrors form={form} />

      <div className="grid gap-4 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <Field label="Language" meta={fields.language}>
          <Select
            {...getSelectProps(fields.language)}
            defaultValue={initialLanguage}
            onChange={(event) => setLanguage(normaliseLanguage(event.target.value) ?? 'python')}
            className="h-11 py-0"
          >
            {LANGUAGE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={
            <>
              Problem <span className="font-normal text-ink-subtle">(optional)</span>
            </>
          }
          meta={fields.problem}
          hint="Name it to compare your solution with the best known complexity."
        >
          <Input
            {...getInputProps(fields.problem, {
              type: 'text',
              ariaDescribedBy: fields.problem.descriptionId,
            })}
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="two-sum or a LeetCode problem link"
            className="h-11"
          />
        </Field>
      </div>

      <Field
        label="Code"
        meta={fields.code}
        hint={`Up to ${MAX_CODE_KB} KB. Tab indents; Esc, then Tab, leaves the box.`}
        hintBesideLabel
      >
        <CodeField
          meta={fields.code}
          language={language}
          placeholder={`Paste your ${LANGUAGE_LABELS[language]} solution here.`}
        />
      </Field>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-ink-subtle">
          The code is read, never run. Each analysis is saved to your history.
        </p>
        <SubmitButton
          name="intent"
          value="analyze"
          size="lg"
          className="min-w-36"
          pending={busy}
          pendingLabel={
            <>
              <Spinner label="Analysing" className="[&_svg]:text-white" />
              Analysing…
            </>
          }
        >
          Analyze
        </SubmitButton>
      </div>
    </fetcher.Form>
  )
}
