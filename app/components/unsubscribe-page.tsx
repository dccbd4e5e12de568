import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { Button, ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { useIsPending } from '~/components/use-is-pending'

/** What an unsubscribe route's loader or action answered (app/server/unsubscribe-link.server.ts). */
export type UnsubscribeView = { state: 'invalid' } | ({ state: 'confirm' | 'done' } & Record<string, string>)

/**
 * The page an email's signed unsubscribe link opens: it asks, with a button that posts the link's fields
 * back, then says the email is off; a link that is not ours gets its own message.
 */
export function UnsubscribePage({
  view,
  invalid,
  confirm,
  done,
}: {
  view: UnsubscribeView
  invalid: { title: string; message: ReactNode; next?: ReactNode }
  confirm: { title: string; message: ReactNode; submit: string; submitting: string; keep: string }
  done: { title: string; message: ReactNode; changedMind: ReactNode }
}) {
  const working = useIsPending()
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <Card className="p-8">
        {view.state === 'invalid' ? (
          <>
            <h1 className="text-2xl font-bold">{invalid.title}</h1>
            <p role="alert" className="mt-3 text-ink-muted">
              {invalid.message}
            </p>
            {invalid.next}
          </>
        ) : view.state === 'done' ? (
          <>
            <h1 className="text-2xl font-bold">{done.title}</h1>
            <p role="status" className="mt-3 text-ink-muted">
              {done.message}
            </p>
            <p className="mt-6 text-sm text-ink-muted">{done.changedMind}</p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">{confirm.title}</h1>
            <p className="mt-3 text-ink-muted">{confirm.message}</p>
            <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row">
              {Object.entries(view).map(([name, value]) =>
                name === 'state' ? null : <input key={name} type="hidden" name={name} value={value} />,
              )}
              <Button type="submit" disabled={working}>
                {working ? confirm.submitting : confirm.submit}
              </Button>
              <ButtonLink to="/" variant="secondary">
                {confirm.keep}
              </ButtonLink>
            </Form>
          </>
        )}
      </Card>
    </section>
  )
}
