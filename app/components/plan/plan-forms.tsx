import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from '@conform-to/react'
import { useState } from 'react'
import { Form, useSubmit } from 'react-router'
import { useMarkupOnly } from '~/components/markup-only'
import { FormErrors } from '~/components/ui/alert'
import { SubmitButton } from '~/components/ui/button'
import { Field, Input, Select } from '~/components/ui/field'
import { sendWhenValid, useSchemaForm, type SendForm } from '~/components/ui/use-schema-form'
import { useIsPending } from '~/components/use-is-pending'
import { addDays } from '~/domain/calendar-day'
import { newPlanSchema, PLAN_INTENTS, planChangeSchema } from '~/domain/interview-plan-forms'
import { ObjectMemo } from '~/domain/object-memo'
import { schemaOfTheDay } from '~/domain/schema-of-the-day'
import { formatMinutes } from '~/domain/plan-text'
import { dailyBudgetMinutes, PLAN_HOURS_PER_WEEK, PLAN_MAX_DAYS_AHEAD } from '~/domain/study-plan'

/*
 * The plan's forms: "An interview at {company} on {date}, {hours} a week", and a plan's new date and hours.
 * Plain posts, so they work without JavaScript; Conform checks them in the browser with the server's
 * schemas, made for the user's today. The date and number inputs carry their bounds too, so a browser
 * without JavaScript says what is wrong before sending.
 */

function DateAndHours({
  date,
  hours,
  today,
}: {
  date: Parameters<typeof getInputProps>[0]
  hours: Parameters<typeof getInputProps>[0] & { value?: unknown }
  today: string
}) {
  const typed = Number(hours.value)
  const perDay =
    Number.isInteger(typed) && typed >= PLAN_HOURS_PER_WEEK.min && typed <= PLAN_HOURS_PER_WEEK.max
      ? `${formatMinutes(dailyBudgetMinutes(typed))} a day.`
      : `From ${PLAN_HOURS_PER_WEEK.min} to ${PLAN_HOURS_PER_WEEK.max}.`
  return (
    <>
      <Field label="Interview date" meta={date} hint="In your time zone, up to two years ahead.">
        <Input
          {...getInputProps(date, { type: 'date', ariaDescribedBy: date.descriptionId })}
          min={addDays(today, 1)}
          max={addDays(today, PLAN_MAX_DAYS_AHEAD)}
        />
      </Field>
      <Field label="Hours a week" meta={hours} hint={perDay}>
        <Input
          {...getInputProps(hours, { type: 'number', ariaDescribedBy: hours.descriptionId })}
          min={PLAN_HOURS_PER_WEEK.min}
          max={PLAN_HOURS_PER_WEEK.max}
          step={1}
          inputMode="numeric"
        />
      </Field>
    </>
  )
}

const newPlanSchemaFor = schemaOfTheDay(newPlanSchema)
const planChangeSchemaFor = schemaOfTheDay(planChangeSchema)

type PlanCompanyOption = { slug: string; name: string }

/**
 * Where /plan's loader leaves a document's companies for the server render (markup-only.tsx): the
 * company menu's 650 options are in the markup, so the loader data does not carry them a second time.
 */
export const PLAN_COMPANIES_KEY = 'plan/companies'

/** Conform's id for the form's company field, where the hydrating page finds the menu it was sent. */
const COMPANY_SELECT_ID = 'new-plan-company'

/** The menu's options as the server drew them, in the page being hydrated. */
function optionsInPage(): string | null {
  if (typeof document === 'undefined') return null
  return document.getElementById(COMPANY_SELECT_ID)?.innerHTML ?? null
}

const EMPTY_CHOICE = '<option value="">Choose a company</option>'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

/** Markup drawn per list of companies, which the server keeps until its data changes. */
const drawnMenus = new ObjectMemo<readonly PlanCompanyOption[], string>()

/**
 * The menu's 650 options as one piece of markup rather than 650 elements for React to draw on every
 * view: written once per list of companies, and again only with a choice to keep (a refused form).
 */
function companyOptions(companies: readonly PlanCompanyOption[], selected: string): string {
  const write = (choice: string) =>
    EMPTY_CHOICE +
    companies
      .map(
        ({ slug, name }) =>
          `<option value="${escapeHtml(slug)}"${slug === choice ? ' selected=""' : ''}>${escapeHtml(name)}</option>`,
      )
      .join('')
  if (selected !== '') return write(selected)
  return drawnMenus.get(companies, () => write(''))
}

export function NewPlanForm({
  companies,
  today,
  lastResult,
}: {
  /** Null in a document's loader data: the server render has them, and the browser reads its markup. */
  companies: readonly PlanCompanyOption[] | null
  today: string
  lastResult?: SubmissionResult<string[]> | null
}) {
  const schema = newPlanSchemaFor(today)
  const pending = useIsPending({ intent: PLAN_INTENTS.create })
  const [form, fields] = useSchemaForm(schema, {
    id: 'new-plan',
    lastResult,
    defaultValue: { company: '', interviewDate: '', hoursPerWeek: '' },
  })
  // From the loader data (a client navigation), else the server render's own, else the page's markup,
  // read once when it hydrates, so React finds the options it drew and leaves them as they are.
  const fromServer = useMarkupOnly<readonly PlanCompanyOption[]>(PLAN_COMPANIES_KEY)
  const [fromPage] = useState(() => (companies === null && !fromServer ? optionsInPage() : null))
  const { defaultValue, ...selectProps } = getSelectProps(fields.company)
  const choices = companies ?? fromServer
  const options = choices
    ? companyOptions(choices, typeof defaultValue === 'string' ? defaultValue : '')
    : (fromPage ?? EMPTY_CHOICE)
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={PLAN_INTENTS.create} />
      <FormErrors form={form} />
      <p className="text-sm text-ink-muted">
        An interview at a company, on a day, with so many hours a week.
      </p>
      <Field label="Company" meta={fields.company}>
        <Select {...selectProps} defaultValue={defaultValue} dangerouslySetInnerHTML={{ __html: options }} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <DateAndHours date={fields.interviewDate} hours={fields.hoursPerWeek} today={today} />
      </div>
      <SubmitButton pending={pending} pendingLabel="Making the plan…">
        Make the plan
      </SubmitButton>
    </Form>
  )
}

interface ChangePlanProps {
  plan: { id: number; interviewDate: string; hoursPerWeek: number }
  today: string
  lastResult?: SubmissionResult<string[]> | null
}

/** Where /plan's loader leaves a document's change form of one plan, drawn idle (ChangePlanFields). */
export function changePlanMarkupKey(planId: number): string {
  return `plan/change-${planId}`
}

/** Where the change form posts: the page itself, whose action answers a change with a redirect to it. */
const PLAN_PATH = '/plan'

export function ChangePlanForm(props: ChangePlanProps) {
  const pending = useIsPending({ intent: PLAN_INTENTS.change })
  const submit = useSubmit()
  return (
    <ChangePlanFields
      {...props}
      pending={pending}
      send={(formData) => void submit(formData, { method: 'post', action: PLAN_PATH })}
    />
  )
}

/**
 * A plan's new date and hours, with no router hooks: drawn by ChangePlanForm, and, idle as a first render
 * draws it, as the document's kept markup (changePlanMarkupKey), which the browser hydrates as
 * ChangePlanForm. Conform's fields were about a tenth of /plan's server time, drawn on every view.
 */
export function ChangePlanFields({
  plan,
  today,
  lastResult,
  pending = false,
  send,
}: ChangePlanProps & {
  pending?: boolean
  /** Sends a valid form; without it (no JavaScript, or before hydration) the browser posts it. */
  send?: SendForm
}) {
  const schema = planChangeSchemaFor(today)
  const [form, fields] = useSchemaForm(schema, {
    id: `change-plan-${plan.id}`,
    lastResult,
    defaultValue: {
      planId: String(plan.id),
      interviewDate: plan.interviewDate,
      hoursPerWeek: String(plan.hoursPerWeek),
    },
  })
  const formProps = getFormProps(form)
  const onSubmit = sendWhenValid(formProps.onSubmit, send)
  return (
    <form method="post" action={PLAN_PATH} {...formProps} onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="intent" value={PLAN_INTENTS.change} />
      <input type="hidden" name="planId" value={plan.id} />
      <FormErrors form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateAndHours date={fields.interviewDate} hours={fields.hoursPerWeek} today={today} />
      </div>
      <SubmitButton pending={pending} pendingLabel="Saving…" size="sm">
        Save date and hours
      </SubmitButton>
    </form>
  )
}
