import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type RouterContextProvider } from 'react-router'
import type { $ZodType } from 'zod/v4/core'
import { safeRedirect } from '~/domain/safe-redirect'
import { clientIpContext } from './load-context.server'
import { availableProviders } from './oauth.server'
import { consumeLimit, tooManyRequests } from './request-policy.server'
import { isSignedIn, redirectWithNewSession } from './session.server'

/** The loader of the login and registration pages: a visitor already signed in goes where they were headed. */
export async function signInPageData(request: Request) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirect_uri'))
  if (await isSignedIn(request)) throw redirect(redirectTo)
  return { providers: availableProviders() }
}

/** What a sign-in form is refused for, beside its fields' own mistakes. */
type SignInRefusal = { formErrors?: string[]; fieldErrors?: Record<string, string[]> }

/**
 * The first steps of the login and registration actions: the form checked by `schema`, then one attempt
 * counted against the `action`'s rate limit (per email and per address). A form sent back, for these
 * refusals or for the one the caller gives through `refuse`, never carries the password.
 */
export async function passwordSignInAttempt<
  Schema extends $ZodType<{ email: string }, Record<string, unknown>>,
>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  action: 'login' | 'register',
  schema: Schema,
) {
  const submission = parseWithZod(await request.formData(), { schema })
  const reply = (refusal?: SignInRefusal) =>
    ({ result: submission.reply({ ...refusal, hideFields: ['password'] }) }) as const
  if (submission.status !== 'success') {
    return { refused: data(reply(), { status: 400 }) } as const
  }
  const limit = consumeLimit(action, { ip: context.get(clientIpContext), email: submission.value.email })
  if (!limit.allowed) {
    return { refused: tooManyRequests(reply({ formErrors: [limit.message] }), limit) } as const
  }
  return {
    refused: null,
    value: submission.value,
    refuse: (refusal: SignInRefusal, status: number) => data(reply(refusal), { status }),
  } as const
}

/** A fresh session for the user, then on to the page they were headed to, welcomed by a toast. */
export async function startSessionAndRedirect(
  request: Request,
  userId: string,
  redirectTo: string | undefined,
  welcome: string,
) {
  return redirectWithNewSession(request, userId, safeRedirect(redirectTo), {
    type: 'success',
    title: welcome,
  })
}
