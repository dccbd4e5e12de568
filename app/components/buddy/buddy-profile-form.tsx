import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from '@conform-to/react'
import { useEffect, useId, type ReactNode } from 'react'
import { Form } from 'react-router'
import { useIsPending } from '../use-is-pending'
import { LevelPill } from '~/components/home/level-pill'
import { FormErrors } from '~/components/ui/alert'
import { SubmitButton } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { Field, FieldError, Input, TextArea } from '~/components/ui/field'
import { useSchemaForm } from '~/components/ui/use-schema-form'
import {
  BUDDY_LANGUAGES,
  buddyProfileSchema,
  MAX_INTRO_LENGTH,
  MAX_TARGET_COMPANIES,
  MAX_WEEKLY_HOURS,
  MIN_WEEKLY_HOURS,
} from '~/domain/buddy-forms'
import { EVENING_END_HOUR, EVENING_START_HOUR } from '~/domain/buddy-match'
import { LEVELS } from '~/domain/difficulty'
import { findEquivalentZone, type TimeZoneGroup } from '~/domain/time-zones'
import { CompanyChecklist } from './company-checklist'
import { TimeZoneSelect } from './time-zone-select'

/** The form's fields as the browser sends them (all text), which is also the shape of its defaults. */
export interface BuddyProfileFormValues {
  leetcodeUsername: string
  timeZone: string
  languages: string[]
  targetCompanies: string[]
  level: string
  weeklyHours: string
  interviewDate: string
  intro: string
}

export const PROFILE_FORM_ID = 'buddy-profile'

/** Its "today" is read at each check, so one schema serves the page however long it stays open. */
const profileSchema = buddyProfileSchema()

/**
 * Create or edit a buddy profile. Conform checks it in the browser with the same Zod schema the server
 * uses; without JavaScript the server answers a mistake with the page again, every field as it was sent.
 */
export function BuddyProfileForm({
  defaultValue,
  lastResult,
  companies,
  timeZones,
  isNew,
  today,
}: {
  defaultValue: BuddyProfileFormValues
  lastResult?: SubmissionResult<string[]>
  companies: { slug: string; name: string }[]
  timeZones: TimeZoneGroup[]
  /** A new profile starts in the browser's time zone (with JavaScript; UTC without). */
  isNew: boolean
  /** YYYY-MM-DD, the earliest interview date the date picker offers. */
  today: string
}) {
  const submitting = useIsPending({ intent: 'save' })
  const [form, fields] = useSchemaForm(profileSchema, { id: PROFILE_FORM_ID, lastResult, defaultValue })

  const timeZoneName: string = fields.timeZone.name
  const timeZoneId = fields.timeZone.id
  const initialZone = defaultValue.timeZone
  const { update } = form
  useEffect(() => {
    // Only a fresh form: a returned form keeps the zone that was sent, an edit keeps the stored one, and a
    // choice made before the page finished loading is left alone.
    if (!isNew || lastResult) return
    const select = document.getElementById(timeZoneId)
    if (!(select instanceof HTMLSelectElement) || select.value !== initialZone) return
    const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone
    const values = Array.from(select.options, (option) => option.value)
    const zone = browserZone ? findEquivalentZone(browserZone, values) : null
    if (zone && zone !== select.value) update({ name: timeZoneName, value: zone })
  }, [isNew, lastResult, timeZoneId, timeZoneName, initialZone, update])

  const chosenCompanies = asList(fields.targetCompanies.value)
  const introLength = (fields.intro.value ?? '').length

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-8">
      <input type="hidden" name="intent" value="save" />
      <FormErrors form={form} />

      <Section
        title="How you practise"
        description="Your level and the time you can give decide who fits you best."
      >
        <fieldset aria-describedby={errorIdIfAny(fields.level)}>
          <legend className="mb-2 text-sm font-medium text-ink">Your level</legend>
          <div className="grid gap-2">
            {getCollectionProps(fields.level, {
              type: 'radio',
              options: LEVELS.map((level) => String(level.rank)),
            }).map(({ key, ...radio }) => {
              const level = LEVELS[Number(radio.value) - 1] ?? LEVELS[0]
              return (
                <label
                  key={key}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-2 text-sm text-ink-muted has-checked:border-brand-500 has-checked:bg-brand-50"
                >
                  <input {...radio} className="size-4 shrink-0 accent-brand-600" />
                  <LevelPill level={level} className="w-28 shrink-0 justify-center px-2 py-0.5 text-xs" />
                  <span>{level.description}</span>
                </label>
              )
            })}
          </div>
          <FieldError id={fields.level.errorId} errors={fields.level.errors} />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Hours a week"
            meta={fields.weeklyHours}
            hint={`Whole hours, ${MIN_WEEKLY_HOURS}–${MAX_WEEKLY_HOURS}.`}
          >
            <Input
              {...getInputProps(fields.weeklyHours, { type: 'number' })}
              min={MIN_WEEKLY_HOURS}
              max={MAX_WEEKLY_HOURS}
              step={1}
              inputMode="numeric"
            />
          </Field>
          <Field
            label="Interview date (optional)"
            meta={fields.interviewDate}
            hint="Others see a countdown, so people with close dates can find each other."
          >
            <Input {...getInputProps(fields.interviewDate, { type: 'date' })} min={today} />
          </Field>
        </div>

        <Field
          label="LeetCode username (optional)"
          meta={fields.leetcodeUsername}
          hint="Shown on your card with a link to your profile. Your username or your profile link."
        >
          <Input
            {...getInputProps(fields.leetcodeUsername, { type: 'text' })}
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
          />
        </Field>
      </Section>

      <Section
        title="When you are free"
        description={`Matches compare evenings, ${EVENING_START_HOUR}:00–${EVENING_END_HOUR}:00 in each person's own time zone.`}
      >
        <Field label="Time zone" meta={fields.timeZone}>
          <TimeZoneSelect {...getSelectProps(fields.timeZone)} groups={timeZones} />
        </Field>
      </Section>

      <Section title="What you aim for" description="Shared languages and target companies raise the score.">
        <fieldset aria-describedby={errorIdIfAny(fields.languages)}>
          <legend className="mb-2 text-sm font-medium text-ink">Languages you practise in</legend>
          <div className="flex flex-wrap gap-2">
            {getCollectionProps(fields.languages, { type: 'checkbox', options: [...BUDDY_LANGUAGES] }).map(
              ({ key, ...box }) => (
                <label
                  key={key}
                  className="flex cursor-pointer items-center gap-2 rounded-full border border-line px-3 py-1.5 text-sm has-checked:border-brand-500 has-checked:bg-brand-50 has-checked:text-brand-800"
                >
                  <input {...box} className="size-4 accent-brand-600" />
                  {box.value}
                </label>
              ),
            )}
          </div>
          <FieldError id={fields.languages.errorId} errors={firstErrors(fields.languages.allErrors)} />
        </fieldset>

        <fieldset aria-describedby={errorIdIfAny(fields.targetCompanies)}>
          <legend className="mb-2 text-sm font-medium text-ink">Target companies</legend>
          <CompanyChecklist
            companies={companies}
            checkboxes={getCollectionProps(fields.targetCompanies, {
              type: 'checkbox',
              options: companies.map((company) => company.slug),
            })}
            chosen={chosenCompanies}
            max={MAX_TARGET_COMPANIES}
          />
          <FieldError
            id={fields.targetCompanies.errorId}
            errors={firstErrors(fields.targetCompanies.allErrors)}
          />
        </fieldset>
      </Section>

      <Section
        title="Say hello"
        description="A line or two: what you are preparing for and how you like to practise."
      >
        <Field
          label="Intro (optional)"
          meta={fields.intro}
          hint={
            <span
              aria-live="polite"
              className={cn(introLength > MAX_INTRO_LENGTH && 'font-semibold text-danger')}
            >
              {introLength} / {MAX_INTRO_LENGTH} characters
            </span>
          }
        >
          <TextArea
            {...getTextareaProps(fields.intro)}
            rows={4}
            placeholder="Mock interviews on weekends, graphs and DP on weekdays..."
          />
        </Field>
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton size="lg" pending={submitting} pendingLabel="Saving...">
          {isNew ? 'Create buddy profile' : 'Save changes'}
        </SubmitButton>
        <p className="text-sm text-ink-muted">
          Your email stays hidden until you and a buddy both agree to pair.
        </p>
      </div>
    </Form>
  )
}

function Section({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-ink-muted">{description}</p>
      </div>
      {children}
    </section>
  )
}

function asList(value: string | string[] | (string | undefined)[] | undefined): string[] {
  if (value === undefined) return []
  return (Array.isArray(value) ? value : [value]).filter(
    (item): item is string => typeof item === 'string' && item !== '',
  )
}

/** A list's own error first, else the first error of one of its items ('languages[1]'). */
function firstErrors(allErrors: Record<string, string[]>): string[] | undefined {
  const messages = Object.values(allErrors).flat()
  return messages.length > 0 ? messages : undefined
}

/** A group's error id while it shows an error, so screen readers read the message with the group. */
function errorIdIfAny(field: { errorId: string; allErrors: Record<string, string[]> }): string | undefined {
  return Object.keys(field.allErrors).length > 0 ? field.errorId : undefined
}
