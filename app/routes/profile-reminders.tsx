import { data, redirect } from 'react-router'
import { z } from 'zod'
import type { Route } from './+types/profile-reminders'
import type { RemindersActionData } from '~/components/account/reminders-section'
import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { isViaFetcher } from '~/domain/fetcher-submission'
import { DIGEST_TIME_LABEL, REMINDER_INTENTS, REMINDERS_ANCHOR } from '~/domain/review-reminders'
import { pageTitle } from '~/domain/site'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import {
  reminderSettings,
  removeCalendarToken,
  rotateCalendarToken,
  setDailyDigest,
} from '~/server/review-reminders.server'
import { signedInUser } from '~/server/signed-in.server'
import { redirectWithToast, toastHeader, type ToastInput } from '~/server/toast.server'

/**
 * POST /profile/reminders: the forms of the profile's Reminders section (docs/product.md#reminders). A
 * fetcher gets data back and the page revalidates; a plain form post goes back to the section with a toast,
 * or, when refused, to a page that says why.
 */

const BACK = `/profile#${REMINDERS_ANCHOR}`

const RemindersSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal(REMINDER_INTENTS.dailyDigest), dailyDigest: z.enum(['on', 'off']) }),
  z.object({ intent: z.literal(REMINDER_INTENTS.calendarAddress) }),
  z.object({ intent: z.literal(REMINDER_INTENTS.calendarOff) }),
])

function refusalFor(intent: unknown): string {
  return intent === REMINDER_INTENTS.dailyDigest
    ? 'Choose whether to get the daily email: on or off.'
    : 'Unknown action.'
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Reminders') }]

// The section lives on the profile; someone who opens this address is sent there.
export function loader() {
  return redirect(BACK)
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  const formData = await request.formData()
  const viaFetcher = isViaFetcher(formData)
  const parsed = RemindersSchema.safeParse(Object.fromEntries(formData))
  if (!parsed.success) {
    return data<RemindersActionData>(
      { ok: false, error: refusalFor(formData.get('intent')) },
      { status: 400 },
    )
  }
  const limit = consumeLimit('reminders', { user: user.id })
  if (!limit.allowed) {
    return tooManyRequests<RemindersActionData>({ ok: false, error: limit.message }, limit)
  }

  let toast: ToastInput
  const form = parsed.data
  switch (form.intent) {
    case REMINDER_INTENTS.dailyDigest: {
      const on = form.dailyDigest === 'on'
      setDailyDigest(user.id, on)
      toast = on
        ? {
            type: 'success',
            title: 'Daily email on',
            description: `It comes at ${DIGEST_TIME_LABEL} your time on days with reviews due.`,
          }
        : { type: 'success', title: 'Daily email off' }
      break
    }
    case REMINDER_INTENTS.calendarAddress: {
      const replaced = reminderSettings(user.id).calendarToken !== null
      rotateCalendarToken(user.id)
      toast = replaced
        ? {
            type: 'success',
            title: 'New calendar address',
            description: 'The old address no longer works. Give the new one to your calendar app.',
          }
        : {
            type: 'success',
            title: 'Calendar address created',
            description: 'Add it to your calendar app to see your review days.',
          }
      break
    }
    case REMINDER_INTENTS.calendarOff:
      removeCalendarToken(user.id)
      toast = {
        type: 'success',
        title: 'Calendar feed turned off',
        description: 'Its address no longer works.',
      }
      break
  }
  if (!viaFetcher) return redirectWithToast(BACK, toast)
  // The revalidated page picks the toast up, as it would after a redirect.
  return data<RemindersActionData>(
    { ok: true, error: null },
    { headers: { 'Set-Cookie': await toastHeader(toast) } },
  )
}

/** Seen only without JavaScript, after a refused post. */
export default function ProfileReminders({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-lg px-4 py-20">
      <Card className="p-8 text-center">
        <h1 className="text-2xl font-bold">Reminders not changed</h1>
        <p className="mt-3 text-ink-muted" role="alert">
          {actionData?.error ?? 'Nothing was changed.'}
        </p>
        <ButtonLink to={BACK} className="mt-6">
          Back to your reminders
        </ButtonLink>
      </Card>
    </section>
  )
}
