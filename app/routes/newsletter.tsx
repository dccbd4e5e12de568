import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import type { Route } from './+types/newsletter'
import { NewsletterForm } from '~/components/newsletter-form'
import { Card } from '~/components/ui/card'
import { NewsletterSchema } from '~/domain/newsletter'
import { pageTitle } from '~/domain/site'
import { isBot } from '~/server/honeypot.server'
import { clientIpContext } from '~/server/load-context.server'
import { sendMailInBackground } from '~/server/mail.server'
import { welcomeMail } from '~/server/newsletter-links.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { subscribe } from '~/server/subscribers.server'
import { toastHeader } from '~/server/toast.server'

export const meta: Route.MetaFunction = () => [{ title: pageTitle('Newsletter') }]

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema: NewsletterSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), subscribed: false }, { status: 400 })
  }
  const { email } = submission.value
  if (!isBot(formData)) {
    const limit = consumeLimit('newsletter', { ip: context.get(clientIpContext) })
    if (!limit.allowed) {
      return tooManyRequests(
        { result: submission.reply({ formErrors: [limit.message] }), subscribed: false },
        limit,
      )
    }
    if (subscribe(email) === 'already-subscribed') {
      return data(
        {
          result: submission.reply({ fieldErrors: { email: ['Email already subscribed'] } }),
          subscribed: false,
        },
        { status: 409 },
      )
    }
    // Whoever subscribes, unsubscribes and subscribes again all day long mails the address only once.
    if (consumeLimit('newsletter-mail', { email }).allowed) {
      void sendMailInBackground('newsletter welcome', () => welcomeMail(email))
    }
  }
  // The flash toast is for the page shown without JavaScript; the footer form toasts on its own.
  const headers = {
    'Set-Cookie': await toastHeader({
      type: 'success',
      title: 'Subscribed successfully! 🎉',
      description: 'Thank you for subscribing.',
    }),
  }
  return data({ result: submission.reply({ resetForm: true }), subscribed: true }, { headers })
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-8">
        <h1 className="text-2xl font-bold">The PrepSharp newsletter</h1>
        {actionData?.subscribed ? (
          <p role="status" className="mt-3 text-easy">
            Subscribed successfully! 🎉 Thank you for subscribing.
          </p>
        ) : (
          <p className="mt-3 text-ink-muted">
            New company sheets, fresh system-design notes and the week&apos;s best problems, about once a
            week.
          </p>
        )}
        {actionData && !actionData.subscribed ? (
          <p role="alert" className="mt-3 font-medium text-danger">
            Subscription failed! 😢
          </p>
        ) : null}
        <div className="mt-6">
          <NewsletterForm id="newsletter-page" variant="page" lastResult={actionData?.result} />
        </div>
      </Card>
    </section>
  )
}
