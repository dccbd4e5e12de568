import { getInputProps } from '@conform-to/react'
import { Link } from 'react-router'
import type { Route } from './+types/register'
import { AuthCard, AuthCardLink } from '~/components/auth/auth-card'
import { PasswordField, PasswordSignInForm, usePasswordSignIn } from '~/components/auth/password-sign-in-form'
import { Field, Input } from '~/components/ui/field'
import { RegisterSchema, signInPageHref } from '~/domain/auth-forms'
import { pageTitle, PRODUCT_NAME } from '~/domain/site'
import {
  passwordSignInAttempt,
  signInPageData,
  startSessionAndRedirect,
} from '~/server/password-sign-in.server'
import { EmailTakenError, registerWithPassword } from '~/server/users.server'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Register') }]

export async function loader({ request }: Route.LoaderArgs) {
  return signInPageData(request)
}

export async function action({ request, context }: Route.ActionArgs) {
  const attempt = await passwordSignInAttempt({ request, context }, 'register', RegisterSchema)
  if (attempt.refused) return attempt.refused
  const { name, email, password, redirectTo } = attempt.value
  let userId: string
  try {
    userId = (await registerWithPassword({ name, email, password })).id
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error
    return attempt.refuse({ fieldErrors: { email: [error.message] } }, 409)
  }
  return startSessionAndRedirect(request, userId, redirectTo, `Welcome to ${PRODUCT_NAME}!`)
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const signIn = usePasswordSignIn(RegisterSchema, {
    id: 'register',
    lastResult: actionData?.result,
    // An address already registered is toasted as well as shown under the field.
    alsoToastField: 'email',
  })
  const { fields } = signIn

  return (
    <AuthCard title="Create your account" subtitle="Free, and your progress follows you on every device.">
      <PasswordSignInForm
        signIn={signIn}
        providers={loaderData.providers}
        submitLabel="Register"
        pendingLabel="Registering..."
      >
        <Field label="Name" meta={fields.name}>
          <Input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" autoFocus />
        </Field>
        <Field label="Email" meta={fields.email}>
          <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
        </Field>
        <PasswordField
          meta={fields.password}
          refusedAttempts={signIn.refusedAttempts}
          autoComplete="new-password"
          hint="At least 6 characters."
        />
      </PasswordSignInForm>
      <AuthCardLink prompt="Already have an account?" to={signInPageHref('/login', signIn.redirectTo)}>
        Log in
      </AuthCardLink>
      <p className="mt-3 text-center text-xs text-ink-subtle">
        By registering you accept the{' '}
        <Link to="/terms" className="underline">
          Terms
        </Link>{' '}
        and the{' '}
        <Link to="/privacy" className="underline">
          Privacy Policy
        </Link>
        .
      </p>
    </AuthCard>
  )
}
