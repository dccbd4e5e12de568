import { getInputProps } from '@conform-to/react'
import { Link } from 'react-router'
import type { Route } from './+types/login'
import { AuthCard, AuthCardLink } from '~/components/auth/auth-card'
import { PasswordField, PasswordSignInForm, usePasswordSignIn } from '~/components/auth/password-sign-in-form'
import { Field, Input } from '~/components/ui/field'
import { LoginSchema, signInPageHref } from '~/domain/auth-forms'
import { pageTitle, PRODUCT_NAME } from '~/domain/site'
import {
  passwordSignInAttempt,
  signInPageData,
  startSessionAndRedirect,
} from '~/server/password-sign-in.server'
import { verifyLogin } from '~/server/users.server'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Login') }]

export async function loader({ request }: Route.LoaderArgs) {
  return signInPageData(request)
}

export async function action({ request, context }: Route.ActionArgs) {
  const attempt = await passwordSignInAttempt({ request, context }, 'login', LoginSchema)
  if (attempt.refused) return attempt.refused
  const { email, password, redirectTo } = attempt.value
  const userId = await verifyLogin(email, password)
  if (!userId) return attempt.refuse({ formErrors: ['Invalid email or password'] }, 401)
  return startSessionAndRedirect(request, userId, redirectTo, `Welcome Back to ${PRODUCT_NAME}!`)
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const signIn = usePasswordSignIn(LoginSchema, { id: 'login', lastResult: actionData?.result })
  const { fields } = signIn

  return (
    <AuthCard title="Welcome back" subtitle="Log in to pick up your prep where you left it.">
      <PasswordSignInForm
        signIn={signIn}
        providers={loaderData.providers}
        submitLabel="Login"
        pendingLabel="Logging in..."
      >
        <Field label="Email" meta={fields.email}>
          <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" autoFocus />
        </Field>
        <PasswordField
          meta={fields.password}
          refusedAttempts={signIn.refusedAttempts}
          autoComplete="current-password"
        />
        <Link
          to="/forgot-password"
          className="-mt-2 ml-auto block w-fit text-sm font-semibold text-brand-700 hover:underline"
        >
          Forgot password?
        </Link>
      </PasswordSignInForm>
      <AuthCardLink prompt={`New to ${PRODUCT_NAME}?`} to={signInPageHref('/register', signIn.redirectTo)}>
        Create an account
      </AuthCardLink>
    </AuthCard>
  )
}
