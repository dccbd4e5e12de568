import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import type { Route } from './+types/register'
import { AuthCard, FormErrors } from '~/components/auth/auth-card'
import { OrDivider, ProviderButtons } from '~/components/auth/provider-buttons'
import { Button } from '~/components/ui/button'
import { Field, Input } from '~/components/ui/field'
import { RegisterSchema } from '~/domain/auth-forms'
import { safeRedirect } from '~/domain/safe-redirect'
import { pageTitle, PRODUCT_NAME } from '~/domain/site'
import { availableProviders } from '~/server/oauth.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { createUserSession, isSignedIn } from '~/server/session.server'
import { redirectWithToast } from '~/server/toast.server'
import { EmailTakenError, registerWithPassword } from '~/server/users.server'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Register') }]

export async function loader({ request }: Route.LoaderArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirect_uri'))
  if (await isSignedIn(request)) throw redirect(redirectTo)
  return { providers: availableProviders() }
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: RegisterSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const { name, email, password, redirectTo } = submission.value
  const limit = consumeLimit('register', { ip: context.clientIp, email })
  if (!limit.allowed) {
    return tooManyRequests(
      { result: submission.reply({ formErrors: [limit.message], hideFields: ['password'] }) },
      limit,
    )
  }
  let userId: string
  try {
    userId = (await registerWithPassword({ name, email, password })).id
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error
    return data(
      { result: submission.reply({ fieldErrors: { email: [error.message] }, hideFields: ['password'] }) },
      { status: 409 },
    )
  }
  const cookie = await createUserSession(request, userId)
  return redirectWithToast(
    safeRedirect(redirectTo),
    { type: 'success', title: `Welcome to ${PRODUCT_NAME}!` },
    { headers: { 'Set-Cookie': cookie } },
  )
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams()
  const redirectTo = safeRedirect(searchParams.get('redirect_uri'))
  const navigation = useNavigation()
  const submitting = navigation.state === 'submitting' && navigation.formMethod === 'POST'
  const [passwordKey, setPasswordKey] = useState(0)
  const [form, fields] = useForm({
    id: 'register',
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })

  useEffect(() => {
    const result = actionData?.result
    const message = result?.error?.['']?.[0] ?? result?.error?.email?.[0]
    // A refused attempt never leaves the password in the form: a new key gives an empty input.
    if (actionData?.result.status === 'error') setPasswordKey((key) => key + 1)
    if (message) toast.error(message)
  }, [actionData])

  const loginHref = redirectTo === '/' ? '/login' : `/login?redirect_uri=${encodeURIComponent(redirectTo)}`
  return (
    <AuthCard title="Create your account" subtitle="Free, and your progress follows you on every device.">
      <ProviderButtons available={loaderData.providers} redirectTo={redirectTo} disabled={submitting} />
      <OrDivider />
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <FormErrors id={form.errorId} errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field
          label="Name"
          htmlFor={fields.name.id}
          errorId={fields.name.errorId}
          errors={fields.name.errors}
        >
          <Input {...getInputProps(fields.name, { type: 'text' })} autoComplete="name" autoFocus />
        </Field>
        <Field
          label="Email"
          htmlFor={fields.email.id}
          errorId={fields.email.errorId}
          errors={fields.email.errors}
        >
          <Input {...getInputProps(fields.email, { type: 'email' })} autoComplete="email" />
        </Field>
        <Field
          label="Password"
          htmlFor={fields.password.id}
          errorId={fields.password.errorId}
          errors={fields.password.errors}
          hint="At least 6 characters."
        >
          <Input
            {...getInputProps(fields.password, { type: 'password' })}
            key={`${fields.password.key ?? ''}-${passwordKey}`}
            autoComplete="new-password"
          />
        </Field>
        <Button type="submit" className="w-full" disabled={submitting}>
          {submitting ? 'Registering...' : 'Register'}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        Already have an account?{' '}
        <Link to={loginHref} className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
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
