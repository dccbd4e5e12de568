import { useState, type ReactNode } from 'react'
import { useFetcher } from 'react-router'
import { VIA_FETCHER } from '~/domain/fetcher-submission'
import {
  CALENDAR_HORIZON_DAYS,
  DIGEST_TIME_LABEL,
  REMINDER_INTENTS,
  REMINDERS_ACTION,
  REMINDERS_ANCHOR,
} from '~/domain/review-reminders'
import { ErrorAlert } from '../ui/alert'
import { Badge } from '../ui/badge'
import { Button, SubmitButton } from '../ui/button'
import { Field, Input, usePlainFieldMeta } from '../ui/field'
import { useHydrated } from '../use-hydrated'
import { AccountSection } from './account-section'

export interface RemindersView {
  dailyDigest: boolean
  /** The feed's https address, or null while the user has none. */
  calendarUrl: string | null
  /** The same address as webcal://, which opens a calendar app rather than the browser. */
  webcalUrl: string | null
  /** The city of the user's time zone, for "07:00 your time (Kolkata)". */
  timeZoneCity: string
}

/** What /profile/reminders answers a fetcher. */
export interface RemindersActionData {
  ok: boolean
  error: string | null
}

type Intent = (typeof REMINDER_INTENTS)[keyof typeof REMINDER_INTENTS]
type RemindersFetcher = ReturnType<typeof useFetcher<RemindersActionData>>

/** One button's form. The fetcher's field goes in only once scripts run, so a plain post is redirected. */
function ReminderForm({
  fetcher,
  hydrated,
  intent,
  children,
}: {
  fetcher: RemindersFetcher
  hydrated: boolean
  intent: Intent
  children: ReactNode
}) {
  return (
    <fetcher.Form method="post" action={REMINDERS_ACTION} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {hydrated ? <input type="hidden" {...VIA_FETCHER} /> : null}
      {children}
    </fetcher.Form>
  )
}

/**
 * The profile's Reminders (docs/product.md#reminders): the daily email of what is due, and the private
 * calendar feed. Each button is a form of its own posted to /profile/reminders: without JavaScript the
 * browser posts it and comes back here; with it, a fetcher posts and the page revalidates in place.
 */
export function RemindersSection({ reminders }: { reminders: RemindersView }) {
  const fetcher = useFetcher<RemindersActionData>()
  const hydrated = useHydrated()
  const busyWith = fetcher.state === 'idle' ? null : fetcher.formData?.get('intent')
  const error = fetcher.state === 'idle' ? fetcher.data?.error : null

  return (
    <AccountSection
      id={REMINDERS_ANCHOR}
      title="Reminders"
      description="Know when reviews are due without opening the site: by email, or in your calendar."
    >
      <div className="space-y-6">
        {error ? <ErrorAlert>{error}</ErrorAlert> : null}

        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">Daily email</h3>
            <Badge tone={reminders.dailyDigest ? 'easy' : 'neutral'}>
              {reminders.dailyDigest ? 'On' : 'Off'}
            </Badge>
          </div>
          <p id="daily-email-hint" className="mt-1 text-sm text-ink-muted">
            An email at {DIGEST_TIME_LABEL} your time ({reminders.timeZoneCity}) on days with reviews due,
            listing them. Every email has a link to turn it off.
          </p>
          <div className="mt-3">
            <ReminderForm fetcher={fetcher} hydrated={hydrated} intent={REMINDER_INTENTS.dailyDigest}>
              <input type="hidden" name="dailyDigest" value={reminders.dailyDigest ? 'off' : 'on'} />
              <SubmitButton
                variant={reminders.dailyDigest ? 'secondary' : 'primary'}
                pending={busyWith === REMINDER_INTENTS.dailyDigest}
                pendingLabel="Saving..."
                aria-describedby="daily-email-hint"
              >
                {reminders.dailyDigest ? 'Turn off the daily email' : 'Turn on the daily email'}
              </SubmitButton>
            </ReminderForm>
          </div>
        </div>

        <div className="border-t border-line pt-6">
          <h3 className="font-semibold">Calendar feed</h3>
          <p className="mt-1 text-sm text-ink-muted">
            A private address for your calendar app (Google Calendar, Apple Calendar, Outlook) to subscribe
            to: one all-day event on each day with reviews due, for the next {CALENDAR_HORIZON_DAYS} days.
            Anyone with the address can see those days and the problems&apos; titles, so keep it to yourself.
          </p>
          {reminders.calendarUrl ? (
            <CalendarAddress
              url={reminders.calendarUrl}
              webcal={reminders.webcalUrl ?? reminders.calendarUrl}
              hydrated={hydrated}
            >
              <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
                <ReminderForm fetcher={fetcher} hydrated={hydrated} intent={REMINDER_INTENTS.calendarAddress}>
                  <SubmitButton
                    variant="secondary"
                    pending={busyWith === REMINDER_INTENTS.calendarAddress}
                    pendingLabel="Making a new address..."
                    aria-describedby="new-address-hint"
                  >
                    Get a new address
                  </SubmitButton>
                </ReminderForm>
                <ReminderForm fetcher={fetcher} hydrated={hydrated} intent={REMINDER_INTENTS.calendarOff}>
                  <SubmitButton
                    variant="ghost"
                    pending={busyWith === REMINDER_INTENTS.calendarOff}
                    pendingLabel="Turning off..."
                  >
                    Turn off calendar feed
                  </SubmitButton>
                </ReminderForm>
              </div>
              <p id="new-address-hint" className="mt-2 text-xs text-ink-subtle">
                A new address replaces this one: the current address stops working at once, in every calendar
                app that uses it.
              </p>
            </CalendarAddress>
          ) : (
            <div className="mt-3">
              <ReminderForm fetcher={fetcher} hydrated={hydrated} intent={REMINDER_INTENTS.calendarAddress}>
                <SubmitButton
                  pending={busyWith === REMINDER_INTENTS.calendarAddress}
                  pendingLabel="Creating..."
                >
                  Create calendar address
                </SubmitButton>
              </ReminderForm>
            </div>
          )}
        </div>
      </div>
    </AccountSection>
  )
}

/** The address in a read-only field to copy, a Copy button (with JavaScript) and a link for calendar apps. */
function CalendarAddress({
  url,
  webcal,
  hydrated,
  children,
}: {
  url: string
  webcal: string
  hydrated: boolean
  children: ReactNode
}) {
  const meta = usePlainFieldMeta(null)
  const [copied, setCopied] = useState<string | null>(null)
  return (
    <div className="mt-3 space-y-3">
      <Field
        label="Your calendar address"
        meta={meta}
        hint="Paste it where your calendar app asks for a calendar from a URL (“subscribe” or “add by URL”)."
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={meta.id}
            aria-describedby={meta.descriptionId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="font-mono text-xs"
          />
          {hydrated ? (
            <Button
              variant="secondary"
              className="shrink-0"
              onClick={() => {
                navigator.clipboard.writeText(url).then(
                  () => setCopied(url),
                  () => setCopied(null),
                )
              }}
            >
              {copied === url ? 'Copied' : 'Copy address'}
            </Button>
          ) : null}
        </div>
      </Field>
      <p className="text-sm">
        <a href={webcal} className="font-semibold text-brand-700 hover:underline">
          Open in your calendar app
        </a>
      </p>
      {children}
    </div>
  )
}
