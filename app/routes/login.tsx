import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import type { Route } from './+types/login'
import { AuthCard, FormErrors } from '~/components/auth/auth-card'
import { OrDivider, ProviderButtons } from '~/components/auth/provider-buttons'
import { Button } from '~/components/ui/button'
import { Field, Input } from '~/components/ui/field'
import { LoginSchema } from '~/domain/auth-forms'
import { safeRedirect } from '~/domain/safe-redirect'
import { pageTitle, PRODUCT_NAME } from '~/domain/site'
import { availableProviders } from '~/server/oauth.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { createUserSession, isSignedIn } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { verifyLogin } from '~/server/users.server'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Login') }]

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirect_uri'))
  if (await isSignedIn(request)) throw redirect(redirectTo)
  return { providers: availableProviders() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const { email, password, redirectTo } = submission.value
  const limit = consumeLimit('login', { ip: context.clientIp, email })
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
  const cookie = await createUserSession(request, userId)
  return redirectWithToast(
    safeRedirect(redirectTo),
    { type: 'success', title: `Welcome Back to ${PRODUCT_NAME}!` },
    { headers: { 'Set-Cookie': cookie } },
  )
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  const redirectTo = safeRedirect(searchParams.get('redirect_uri'))
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const [passwordKey, setPasswordKey] = useState(0)
  const [form, fields] = useForm({
    id: 'login',
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })

  useEffect(() => {
    const message = actionData?.result.error?.['']?.[0]
    // A refused attempt never leaves the password in the form: a new key gives an empty input.
    if (actionData?.result.status === 'error') setPasswordKey((key) => key + 1)
    if (message) toast.error(message || 'Something went wrong')
  }, [actionData])

  const registerHref =
    redirectTo === '/' ? '/register' : `/register?redirect_uri=${encodeURIComponent(redirectTo)}`
  return (
    <AuthCard title="Welcome back" subtitle="Log in to pick up your prep where you left it.">
      <ProviderButtons available={loaderData.providers} redirectTo={redirectTo} disabled={submitting} />
      <OrDivider />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label="Email"
          htmlFor={fields.email.id}
          errorId={fields.email.errorId}
          errors={fields.email.errors}
        >
          <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" autoFocus />
        </Field>
        <Field
          label="Password"
          htmlFor={fields.password.id}
          errorId={fields.password.errorId}
          errors={fields.password.errors}
        >
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
      </Form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        New to {PRODUCT_NAME}?{' '}
        <Link to={registerHref} className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  )
}
