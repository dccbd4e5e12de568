import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { useFetcher } from 'react-router'
import { FormErrors } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { FieldError, Input, inputClasses } from '~/components/ui/field'
import { Spinner } from '~/components/ui/spinner'
import { LANGUAGE_LABELS, LANGUAGE_OPTIONS, MAX_CODE_KB } from '~/domain/analyze-form'
import { normalizeLanguage } from '~/domain/analyzer/language'
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
    normalizeLanguage(String(fields.language.initialValue ?? '')) ?? defaultValue.language
  const [language, setLanguage] = useState<Language>(initialLanguage)
  const busy = fetcher.state !== 'idle'

  const codeErrorId = fields.code.errorId
  const hintId = `${fields.code.id}-hint`

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
        <div>
          <label htmlFor={fields.language.id} className="mb-1.5 block text-sm font-medium text-ink">
            Language
          </label>
          <select
            id={fields.language.id}
            name={fields.language.name}
            defaultValue={initialLanguage}
            onChange={(event) => setLanguage(normalizeLanguage(event.target.value) ?? 'python')}
            aria-invalid={fields.language.errors ? true : undefined}
            aria-describedby={fields.language.errors ? fields.language.errorId : undefined}
            className={cn(inputClasses, 'h-11 py-0')}
          >
            {LANGUAGE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <FieldError id={fields.language.errorId} errors={fields.language.errors} />
        </div>
        <div>
          <label htmlFor={fields.problem.id} className="mb-1.5 block text-sm font-medium text-ink">
            Problem <span className="font-normal text-ink-subtle">(optional)</span>
          </label>
          <Input
            id={fields.problem.id}
            name={fields.problem.name}
            defaultValue={String(fields.problem.initialValue ?? '')}
            type="text"
            inputMode="url"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="two-sum or a LeetCode problem link"
            aria-invalid={fields.problem.errors ? true : undefined}
            aria-describedby={
              fields.problem.errors
                ? `${fields.problem.errorId} ${fields.problem.id}-hint`
                : `${fields.problem.id}-hint`
            }
            className="h-11"
          />
          <FieldError id={fields.problem.errorId} errors={fields.problem.errors} />
          <p id={`${fields.problem.id}-hint`} className="mt-1 text-xs text-ink-subtle">
            Name it to compare your solution with the best known complexity.
          </p>
        </div>
      </div>

      <div>
        <div className="mb-1.5 flex flex-wrap items-baseline justify-between gap-x-3">
          <label htmlFor={fields.code.id} className="block text-sm font-medium text-ink">
            Code
          </label>
          <p id={hintId} className="text-xs text-ink-subtle">
            Up to {MAX_CODE_KB} KB. Tab indents; Esc, then Tab, leaves the box.
          </p>
        </div>
        <CodeField
          id={fields.code.id}
          name={fields.code.name}
          defaultValue={String(fields.code.initialValue ?? '')}
          language={language}
          placeholder={`Paste your ${LANGUAGE_LABELS[language]} solution here.`}
          invalid={Boolean(fields.code.errors)}
          describedBy={fields.code.errors ? `${codeErrorId} ${hintId}` : hintId}
        />
        <FieldError id={codeErrorId} errors={fields.code.errors} />
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-ink-subtle">
          The code is read, never run. Each analysis is saved to your history.
        </p>
        <Button type="submit" name="intent" value="analyze" size="lg" disabled={busy} className="min-w-36">
          {busy ? <Spinner label="Analysing" className="[&_svg]:text-white" /> : null}
          {busy ? 'Analysing…' : 'Analyze'}
        </Button>
      </div>
    </fetcher.Form>
  )
}
