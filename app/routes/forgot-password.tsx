import { getInputProps } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import type { Route } from './+types/forgot-password'
import { AuthCard, AuthCardLink } from '~/components/auth/auth-card'
import { AuthForm } from '~/components/auth/auth-form'
import { HoneypotField } from '~/components/honeypot'
import { ButtonLink } from '~/components/ui/button'
import { Field, Input } from '~/components/ui/field'
import { useSchemaForm } from '~/components/ui/use-schema-form'
import { useIsPending } from '~/components/use-is-pending'
import { ForgotPasswordSchema } from '~/domain/account-forms'
import { pageTitle } from '~/domain/site'
import { isBot } from '~/server/honeypot.server'
import { clientIpContext } from '~/server/load-context.server'
import { sendMailInBackground } from '~/server/mail.server'
import { issuePasswordResetToken, passwordResetMail } from '~/server/password-reset.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Forgot Password') }]

/** The one answer every request gets, so it never tells whether an address has an account. */
const RESET_SENT_MESSAGE =
  'If an account exists for that email address, we have sent it a link to reset the password. The link works for one hour.'

export function loader({ request }: Route.LoaderArgs) {
  return { sent: new URL(request.url).searchParams.has('sent') }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  const { email } = submission.value
  if (!isBot(formData)) {
    const limit = consumeLimit('password-reset', { ip: context.get(clientIpContext), email })
    if (!limit.allowed)
      return tooManyRequests({ result: submission.reply({ formErrors: [limit.message] }) }, limit)
    const issued = issuePasswordResetToken(email)
    if (issued) void sendMailInBackground('password reset', () => passwordResetMail(issued))
  }
  // A redirect, so that reloading the answer does not send another email.
  return redirect('/forgot-password?sent')
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useIsPending()
  const [form, fields] = useSchemaForm(ForgotPasswordSchema, {
    id: 'forgot-password',
    lastResult: actionData?.result,
  })

  if (loaderData.sent) {
    return (
      <AuthCard title="Check your email" subtitle="A reset link is on its way.">
        <p role="status" className="rounded-xl border border-line bg-brand-50 px-4 py-3 text-sm text-ink">
          {RESET_SENT_MESSAGE}
        </p>
        <p className="mt-4 text-sm text-ink-muted">
          Nothing after a few minutes? Check your spam folder, or{' '}
          <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
            ask for another link
          </Link>
          .
        </p>
        <ButtonLink to="/login" variant="secondary" className="mt-6 w-full">
          Back to login
        </ButtonLink>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your account's email and we will send you a link to choose a new one."
    >
      {/* Relative: the honeypot is placed off-screen from the form. */}
      <AuthForm
        form={form}
        pending={submitting}
        submitLabel="Send reset link"
        pendingLabel="Sending..."
        className="relative"
      >
        <HoneypotField />
        <Field label="Email" meta={fields.email}>
          <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" autoFocus />
        </Field>
      </AuthForm>
      <AuthCardLink prompt="Remembered it?" to="/login">
        Log in
      </AuthCardLink>
    </AuthCard>
  )
}
