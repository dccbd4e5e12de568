import { getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, useSearchParams } from 'react-router'
import type { Route } from './+types/login'
import { AuthCard } from '~/components/auth/auth-card'
import { PasswordSignInForm, useRefusedAttempt } from '~/components/auth/password-sign-in-form'
import { Button } from '~/components/ui/button'
import { Field, Input } from '~/components/ui/field'
import { useIsPending } from '~/components/use-is-pending'
import { LoginSchema, signInPageHref } from '~/domain/auth-forms'
import { safeRedirect } from '~/domain/safe-redirect'
import { pageTitle, PRODUCT_NAME } from '~/domain/site'
import { clientIpContext } from '~/server/load-context.server'
import { signInPageData, startSessionAndRedirect } from '~/server/password-sign-in.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { verifyLogin } from '~/server/users.server'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Login') }]

export async function loader({ request }: Route.LoaderArgs) {
  return signInPageData(request)
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const { email, password, redirectTo } = submission.value
  const limit = consumeLimit('login', { ip: context.get(clientIpContext), email })
  if (!limit.allowed) {
    return tooManyRequests(
      { result: submission.reply({ formErrors: [limit.message], hideFields: ['password'] }) },
      limit,
    )
  }
  const userId = await verifyLogin(email, password)
  if (!userId) {
    return data(
      { result: submission.reply({ formErrors: ['Invalid email or password'], hideFields: ['password'] }) },
      { status: 401 },
    )
  }
  return startSessionAndRedirect(request, userId, redirectTo, `Welcome Back to ${PRODUCT_NAME}!`)
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  const redirectTo = safeRedirect(searchParams.get('redirect_uri'))
  const submitting = useIsPending()
  const passwordKey = useRefusedAttempt(actionData?.result)
  const [form, fields] = useForm({
    id: 'login',
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })

  return (
    <AuthCard title="Welcome back" subtitle="Log in to pick up your prep where you left it.">
      <PasswordSignInForm
        form={form}
        providers={loaderData.providers}
        redirectTo={redirectTo}
        submitting={submitting}
      >
        <Field label="Email" meta={fields.email}>
          <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" autoFocus />
        </Field>
        <Field label="Password" meta={fields.password}>
          <Input
            {...getInputProps(fields.password, { type: 'password' })}
            key={`${fields.password.key ?? ''}-${passwordKey}`}
            autoComplete="current-password"
          />
        </Field>
        <Link
          to="/forgot-password"
          className="-mt-2 ml-auto block w-fit text-sm font-semibold text-brand-700 hover:underline"
        >
          Forgot password?
        </Link>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Logging in...' : 'Login'}
        </Button>
      </PasswordSignInForm>
      <p className="mt-6 text-center text-sm text-ink-muted">
        New to {PRODUCT_NAME}?{' '}
        <Link
          to={signInPageHref('/register', redirectTo)}
          className="font-semibold text-brand-700 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </AuthCard>
  )
}
