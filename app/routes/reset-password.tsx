import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { Route } from './+types/reset-password'
import { NewPasswordFields } from '~/components/account/new-password-fields'
import { AuthCard } from '~/components/auth/auth-card'
import { AuthForm } from '~/components/auth/auth-form'
import { ErrorAlert } from '~/components/ui/alert'
import { ButtonLink } from '~/components/ui/button'
import { useSchemaForm } from '~/components/ui/use-schema-form'
import { useIsPending } from '~/components/use-is-pending'
import { RESET_TOKEN_PATTERN, ResetPasswordSchema } from '~/domain/account-forms'
import { pageTitle } from '~/domain/site'
import {
  RESET_TOKEN_MESSAGES,
  resetPassword,
  resetTokenState,
  type ResetTokenState,
} from '~/server/password-reset.server'
import { redirectWithNewSession } from '~/server/session.server'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Reset Password') },
  // The address holds the token: no other site may see it in a Referer header. (Not no-referrer: that
  // would make the browser send `Origin: null` with the form, which the cross-site check refuses.)
  { name: 'referrer', content: 'same-origin' },
]

type RefusedState = Exclude<ResetTokenState, 'valid'>

/** 410 Gone for a link that worked once; 400 for one that never could. */
function refusedStatus(state: RefusedState): number {
  return state === 'invalid' ? 400 : 410
}

function refused(state: RefusedState) {
  return data({ state, token: null, message: RESET_TOKEN_MESSAGES[state] }, { status: refusedStatus(state) })
}

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  if (!RESET_TOKEN_PATTERN.test(token)) return refused('invalid')
  const state = resetTokenState(token)
  if (state !== 'valid') return refused(state)
  return { state, token, message: null }
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: ResetPasswordSchema })
  const hideFields = ['password', 'confirmPassword']
  if (submission.status !== 'success') {
    const refusal = submission.error?.token
      ? { state: 'invalid' as const, message: RESET_TOKEN_MESSAGES.invalid }
      : null
    return data({ result: submission.reply({ hideFields }), refusal }, { status: 400 })
  }
  const outcome = await resetPassword(submission.value.token, submission.value.password)
  if (outcome.status !== 'reset') {
    return data(
      {
        result: submission.reply({ hideFields }),
        refusal: { state: outcome.status, message: RESET_TOKEN_MESSAGES[outcome.status] },
      },
      { status: refusedStatus(outcome.status) },
    )
  }
  // resetPassword ended every session of the user; this browser, which proved it reads the mailbox, is signed in.
  return redirectWithNewSession(request, outcome.userId, '/profile', {
    type: 'success',
    title: 'Your password has been reset',
    description: 'Any other devices have been signed out.',
  })
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useIsPending()
  const [form, fields] = useSchemaForm(ResetPasswordSchema, {
    id: 'reset-password',
    lastResult: actionData?.result,
  })

  const refusal =
    actionData?.refusal ??
    (loaderData.token ? null : { state: loaderData.state, message: loaderData.message })
  if (refusal) {
    return (
      <AuthCard title="This link cannot be used" subtitle="Password reset links work once, for one hour.">
        <ErrorAlert>{refusal.message}</ErrorAlert>
        <ButtonLink to="/forgot-password" className="mt-6 w-full">
          Ask for a new link
        </ButtonLink>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="After this, you are signed in and every other device is signed out."
    >
      <AuthForm
        form={form}
        hidden={{ token: loaderData.token ?? '' }}
        pending={submitting}
        submitLabel="Set new password"
        pendingLabel="Saving..."
      >
        <NewPasswordFields password={fields.password} confirmation={fields.confirmPassword} autoFocus />
      </AuthForm>
    </AuthCard>
  )
}
