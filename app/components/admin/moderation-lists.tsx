import { Form, useNavigation } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { inputClasses } from '~/components/ui/field'
import { formatMonth, ROUND_LABELS, type InterviewRound } from '~/domain/community-reports'
import { formatTimestampDay } from '~/domain/calendar-day'
import type { AdminIntent } from '~/domain/moderation'

/**
 * The lists of /admin (docs/product.md#admin). Every change is a small POST form of its own with the
 * intent and the id it acts on, so it works without JavaScript; the server sends the browser back to the
 * page it came from.
 */

export interface AdminReport {
  id: number
  problemTitle: string
  problemSlug: string
  companyName: string
  month: string
  round: InterviewRound
  createdAt: string
  hidden: boolean
  reporterId: string
  reporterName: string
  reporterEmail: string
  reporterBlocked: boolean
}

export interface AdminFeatureRequest {
  id: number
  title: string
  description: string
  createdAt: string
  hidden: boolean
  mergedIntoId: number | null
  votes: number
}

interface ActionFormProps {
  intent: AdminIntent
  fields: Record<string, string | number>
  returnTo: string
  label: string
  /** The button's name for a screen reader, which hears it away from its row. */
  accessibleLabel: string
  variant?: 'secondary' | 'danger'
  /** `/admin` when the form is on another page. */
  action?: string
}

/** One moderation button, posted to /admin from its own page or from the page of what it acts on. */
export function ActionForm({
  intent,
  fields,
  returnTo,
  label,
  accessibleLabel,
  variant = 'secondary',
  action,
}: ActionFormProps) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  return (
    <Form method="post" action={action} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} aria-label={accessibleLabel} disabled={busy}>
        {label}
      </Button>
    </Form>
  )
}

type SwitchButton = Pick<ActionFormProps, 'intent' | 'label' | 'accessibleLabel' | 'variant'>

/**
 * A two-way switch (hide and show again, block and unblock) as the one button that leaves the state it is
 * in, both acting on the same fields.
 */
function SwitchForm({
  on,
  fields,
  returnTo,
  turnOn,
  turnOff,
}: {
  on: boolean
  fields: ActionFormProps['fields']
  returnTo: string
  turnOn: SwitchButton
  turnOff: SwitchButton
}) {
  return <ActionForm {...(on ? turnOff : turnOn)} fields={fields} returnTo={returnTo} />
}

export function ReportModerationList({
  reports,
  returnTo,
}: {
  reports: readonly AdminReport[]
  returnTo: string
}) {
  if (reports.length === 0) return <p className="text-sm text-ink-muted">No reports yet.</p>
  return (
    <ol className="space-y-3">
      {reports.map((report) => {
        const what = `${report.problemTitle} at ${report.companyName}, ${formatMonth(report.month)}`
        return (
          <li key={report.id}>
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-words">
                  <a
                    href={`/problems/${report.problemSlug}`}
                    className="text-brand-700 underline underline-offset-2"
                  >
                    {report.problemTitle}
                  </a>{' '}
                  at {report.companyName}, {formatMonth(report.month)},{' '}
                  {ROUND_LABELS[report.round].toLowerCase()}
                </p>
                <p className="mt-1 break-words text-ink-muted">
                  #{report.id} by {report.reporterName} ({report.reporterEmail}) on{' '}
                  {formatTimestampDay(report.createdAt)}
                </p>
                <p className="mt-1 flex flex-wrap gap-1.5">
                  {report.hidden ? <Badge tone="neutral">Hidden</Badge> : null}
                  {report.reporterBlocked ? <Badge tone="hard">Reporter blocked</Badge> : null}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <SwitchForm
                  on={report.hidden}
                  fields={{ reportId: report.id }}
                  returnTo={returnTo}
                  turnOn={{
                    intent: 'hide-report',
                    label: 'Hide',
                    accessibleLabel: `Hide the report of ${what}`,
                  }}
                  turnOff={{
                    intent: 'show-report',
                    label: 'Show again',
                    accessibleLabel: `Show again the report of ${what}`,
                  }}
                />
                <SwitchForm
                  on={report.reporterBlocked}
                  fields={{ userId: report.reporterId }}
                  returnTo={returnTo}
                  turnOn={{
                    intent: 'block-reporter',
                    label: 'Block reporter',
                    accessibleLabel: `Block ${report.reporterName} (${report.reporterEmail}) from reporting`,
                    variant: 'danger',
                  }}
                  turnOff={{
                    intent: 'unblock-reporter',
                    label: 'Unblock reporter',
                    accessibleLabel: `Unblock ${report.reporterName} (${report.reporterEmail})`,
                  }}
                />
              </div>
            </Card>
          </li>
        )
      })}
    </ol>
  )
}

export function BlockedReporterList({
  reporters,
  returnTo,
}: {
  reporters: readonly { userId: string; name: string; email: string; blockedAt: string }[]
  returnTo: string
}) {
  if (reporters.length === 0) return <p className="text-sm text-ink-muted">Nobody is blocked.</p>
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-surface">
      {reporters.map((reporter) => (
        <li key={reporter.userId} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
          <span className="min-w-0 break-words">
            <span className="font-semibold">{reporter.name}</span> ({reporter.email}), blocked on{' '}
            {formatTimestampDay(reporter.blockedAt)}
          </span>
          <ActionForm
            intent="unblock-reporter"
            fields={{ userId: reporter.userId }}
            returnTo={returnTo}
            label="Unblock"
            accessibleLabel={`Unblock ${reporter.name} (${reporter.email})`}
          />
        </li>
      ))}
    </ul>
  )
}

export interface AdminHiddenList {
  id: string
  name: string
  ownerName: string
  ownerEmail: string
  hiddenAt: string
  hiddenBy: string | null
}

export function HiddenListList({ lists, returnTo }: { lists: readonly AdminHiddenList[]; returnTo: string }) {
  if (lists.length === 0) return <p className="text-sm text-ink-muted">No list is hidden.</p>
  return (
    <ul className="divide-y divide-line rounded-card border border-line bg-surface">
      {lists.map((list) => (
        <li key={list.id} className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm">
          <span className="min-w-0 break-words">
            <span className="font-semibold">{list.name}</span> by {list.ownerName} ({list.ownerEmail}), hidden
            on {formatTimestampDay(list.hiddenAt)}
            {list.hiddenBy ? ` by ${list.hiddenBy}` : ''}
          </span>
          <ActionForm
            intent="show-list"
            fields={{ listId: list.id }}
            returnTo={returnTo}
            label="Show again"
            accessibleLabel={`Show the list ${list.name} again`}
          />
        </li>
      ))}
    </ul>
  )
}

export function FeatureRequestModerationList({
  requests,
  returnTo,
}: {
  requests: readonly AdminFeatureRequest[]
  returnTo: string
}) {
  if (requests.length === 0) return <p className="text-sm text-ink-muted">No feature requests yet.</p>
  return (
    <ol className="space-y-3">
      {requests.map((request) => {
        const name = `request #${request.id}${request.title ? `, ${request.title}` : ''}`
        return (
          <li key={request.id}>
            <Card className="space-y-3 p-4">
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-words">
                  #{request.id} {request.title || 'Untitled request'}
                </p>
                <p className="mt-1 line-clamp-3 whitespace-pre-line break-words text-ink-muted">
                  {request.description}
                </p>
                <p className="mt-1 flex flex-wrap items-center gap-1.5 text-ink-muted">
                  <span>
                    {request.votes} vote{request.votes === 1 ? '' : 's'} of its own ·{' '}
                    {formatTimestampDay(request.createdAt)}
                  </span>
                  {request.hidden ? <Badge tone="neutral">Hidden</Badge> : null}
                  {request.mergedIntoId !== null ? (
                    <Badge tone="neutral">Merged into #{request.mergedIntoId}</Badge>
                  ) : null}
                </p>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                <SwitchForm
                  on={request.hidden}
                  fields={{ requestId: request.id }}
                  returnTo={returnTo}
                  turnOn={{ intent: 'hide-request', label: 'Hide', accessibleLabel: `Hide ${name}` }}
                  turnOff={{
                    intent: 'show-request',
                    label: 'Show again',
                    accessibleLabel: `Show ${name} again`,
                  }}
                />
                {request.mergedIntoId !== null ? (
                  <ActionForm
                    intent="unmerge-request"
                    fields={{ requestId: request.id }}
                    returnTo={returnTo}
                    label="Unmerge"
                    accessibleLabel={`Unmerge ${name}`}
                  />
                ) : (
                  <MergeForm requestId={request.id} name={name} returnTo={returnTo} />
                )}
              </div>
            </Card>
          </li>
        )
      })}
    </ol>
  )
}

function MergeForm({ requestId, name, returnTo }: { requestId: number; name: string; returnTo: string }) {
  const inputId = `merge-${requestId}`
  return (
    <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={'merge-request' satisfies AdminIntent} />
      <input type="hidden" name="redirectTo" value={returnTo} />
      <input type="hidden" name="requestId" value={requestId} />
      <span>
        <label htmlFor={inputId} className="mb-1 block text-xs font-semibold text-ink-muted">
          Merge into request #
        </label>
        <input
          id={inputId}
          name="targetId"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          required
          autoComplete="off"
          className={`${inputClasses} w-28 py-1.5`}
        />
      </span>
      <Button type="submit" size="sm" variant="secondary" aria-label={`Merge ${name}`}>
        Merge
      </Button>
    </Form>
  )
}
