import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Form } from 'react-router'
import type { Route } from './+types/reset-password'
import { AuthCard } from '~/components/auth/auth-card'
import { ErrorAlert, FormErrors } from '~/components/ui/alert'
import { Button, ButtonLink } from '~/components/ui/button'
import { Field, Input } from '~/components/ui/field'
import { useIsPending } from '~/components/use-is-pending'
import { RESET_TOKEN_PATTERN, ResetPasswordSchema } from '~/domain/account-forms'
import { pageTitle } from '~/domain/site'
import {
  RESET_TOKEN_MESSAGES,
  resetPassword,
  resetTokenState,
  type ResetTokenState,
} from '~/server/password-reset.server'
import { createUserSession } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'

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
  const cookie = await createUserSession(request, outcome.userId)
  return redirectWithToast(
    '/profile',
    {
      type: 'success',
      title: 'Your password has been reset',
      description: 'Any other devices have been signed out.',
    },
    { headers: { 'Set-Cookie': cookie } },
  )
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useIsPending()
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
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
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors form={form} />
        <input type="hidden" name="token" value={loaderData.token ?? ''} />
        <Field label="New password" meta={fields.password} hint="At least 6 characters.">
          <Input
            {...getInputProps(fields.password, { type: 'password' })}
            autoComplete="new-password"
            autoFocus
          />
        </Field>
        <Field label="Repeat new password" meta={fields.confirmPassword}>
          <Input
            {...getInputProps(fields.confirmPassword, { type: 'password' })}
            autoComplete="new-password"
          />
        </Field>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Saving...' : 'Set new password'}
        </Button>
      </Form>
    </AuthCard>
  )
}
