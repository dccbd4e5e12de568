import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react'
import { useEffect } from 'react'
import { useFetcher } from 'react-router'
import { toast } from '~/components/toast'
import { KeptMarkup } from '~/components/kept-markup'
import { FormErrors } from '~/components/ui/alert'
import { SubmitButton } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { Field, Input, Select } from '~/components/ui/field'
import { sendWhenValid, useSchemaForm, type SendForm } from '~/components/ui/use-schema-form'
import { useHydrated } from '~/components/use-hydrated'
import {
  FIRST_REPORT_YEAR,
  INTERVIEW_ROUNDS,
  MONTH_NAMES,
  REPORT_PATH,
  reportFormSchema,
  ROUND_LABELS,
} from '~/domain/community-reports'
import { VIA_FETCHER } from '~/domain/fetcher-submission'
import { schemaOfTheDay } from '~/domain/schema-of-the-day'

/** The schema for the reporter's day. */
const schemaFor = schemaOfTheDay(reportFormSchema)

/**
 * Where the insights page's loader leaves a document's company suggestions, drawn once per problem's list
 * of companies (KeptMarkup): they are in the markup, so the loader data does not carry them a second time.
 */
export const COMPANY_OPTIONS_KEY = 'report/company-options'

/** The company suggestions: an option's text is its value, no value attribute on each of hundreds. */
export function CompanyOptions({ companies }: { companies: readonly string[] }) {
  return companies.map((name) => <option key={name}>{name}</option>)
}

/** What POST /report answers a fetcher, or a refused post without JavaScript. */
export interface ReportActionData {
  result: SubmissionResult<string[]>
  /** On success, the toast's title and description. */
  saved: { title: string; description: string } | null
}

interface ReportFormProps {
  id: string
  /** The reporter's day (YYYY-MM-DD): the latest month offered, and the one chosen at first. */
  today: string
  /** A fixed problem: sent as it is, not asked for. */
  problem?: { slug: string; title: string }
  defaultProblem?: string
  defaultCompany?: string
  /**
   * Company names offered while typing; null when a document's markup has them (COMPANY_OPTIONS_KEY),
   * which the browser keeps as it was sent.
   */
  companies: readonly string[] | null
  /** Where a post without JavaScript comes back to; the server picks the problem's insights otherwise. */
  redirectTo?: string
  stayOnPage?: boolean
  lastResult?: SubmissionResult<string[]> | null
  className?: string
}

/**
 * "I was asked {problem} at {company}, {month year}, {round}" (docs/product.md#community-reports).
 * The problem is either fixed (the insights page: a hidden field) or typed (the report page). The company
 * is typed, with the names offered in a list. With `stayOnPage` a fetcher sends it and the page stays
 * (its loaders run again, so the counts update); otherwise the server answers with a redirect and a
 * toast, with or without JavaScript.
 */
export function ReportForm(props: ReportFormProps) {
  const fetcher = useFetcher<ReportActionData>({ key: `report-${props.id}` })
  const hydrated = useHydrated()
  useEffect(() => {
    const saved = fetcher.data?.saved
    if (fetcher.state === 'idle' && saved) toast.success(saved.title, { description: saved.description })
  }, [fetcher.state, fetcher.data])
  return (
    <ReportFormFields
      {...props}
      lastResult={fetcher.data?.result ?? props.lastResult}
      sending={fetcher.state !== 'idle'}
      viaFetcher={Boolean(props.stayOnPage) && hydrated}
      send={(formData) =>
        void fetcher.submit(formData, { method: 'post', action: REPORT_PATH, preventScrollReset: true })
      }
    />
  )
}

/**
 * The form itself, with no router hooks: drawn by ReportForm with its fetcher, and, idle as a first render
 * draws it, as the insights page's kept markup (REPORT_FORM_KEY), which the browser hydrates as ReportForm.
 */
export function ReportFormFields({
  id,
  today,
  problem,
  defaultProblem = '',
  defaultCompany = '',
  companies,
  redirectTo,
  lastResult,
  className,
  sending = false,
  viaFetcher = false,
  send,
}: ReportFormProps & {
  sending?: boolean
  /** Whether the post says it came from a fetcher, so the answer is data rather than a redirect. */
  viaFetcher?: boolean
  /** Sends a valid form; without it (no JavaScript, or before hydration) the browser posts it. */
  send?: SendForm
}) {
  // Named after the form, not by useId: the kept markup is drawn outside the page's tree.
  const listId = `${id}-companies`
  const [year, month] = today.split('-')
  const [form, fields] = useSchemaForm(schemaFor(today), {
    id,
    lastResult,
    defaultValue: {
      problem: problem?.slug ?? defaultProblem,
      company: defaultCompany,
      month,
      year,
      round: '',
    },
  })
  const formProps = getFormProps(form)
  const onSubmit = sendWhenValid(formProps.onSubmit, send)

  const years: string[] = []
  for (let y = Number(year); y >= FIRST_REPORT_YEAR; y--) years.push(String(y))

  return (
    <form
      method="post"
      action={REPORT_PATH}
      {...formProps}
      onSubmit={onSubmit}
      className={cn('space-y-4', className)}
    >
      <FormErrors form={form} />
      {viaFetcher ? <input type="hidden" {...VIA_FETCHER} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {problem ? (
        <input type="hidden" name={fields.problem.name} value={problem.slug} />
      ) : (
        <Field label="Problem" meta={fields.problem} hint="Its LeetCode link, or its slug such as two-sum.">
          <Input
            {...getInputProps(fields.problem, {
              type: 'text',
              ariaDescribedBy: fields.problem.descriptionId,
            })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={300}
          />
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Company" meta={fields.company} className="sm:col-span-2">
          <Input
            {...getInputProps(fields.company, { type: 'text' })}
            list={listId}
            autoComplete="off"
            maxLength={120}
          />
        </Field>
        <KeptMarkup as="datalist" id={listId} markupKey={COMPANY_OPTIONS_KEY}>
          {companies ? () => <CompanyOptions companies={companies} /> : null}
        </KeptMarkup>
        <Field label="Month" meta={fields.month}>
          <Select {...getSelectProps(fields.month)}>
            {MONTH_NAMES.map((name, i) => (
              <option key={name} value={String(i + 1).padStart(2, '0')}>
                {name}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Year" meta={fields.year}>
          <Select {...getSelectProps(fields.year)}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Round" meta={fields.round} className="sm:col-span-2">
          <Select {...getSelectProps(fields.round)}>
            <option value="">Select a round</option>
            {INTERVIEW_ROUNDS.map((round) => (
              <option key={round} value={round}>
                {ROUND_LABELS[round]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <SubmitButton pending={sending} pendingLabel="Sending…">
        Send report
      </SubmitButton>
    </form>
  )
}
