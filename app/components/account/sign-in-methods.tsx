import { Badge } from '../ui/badge'

export interface SignInMethodsView {
  password: boolean
  connections: { provider: 'google' | 'github'; email: string | null; connectedAt: string }[]
}

const PROVIDER_LABELS = { google: 'Google', github: 'GitHub' } as const

function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** How this account can sign in: its password, and the Google or GitHub accounts linked to it. */
export function SignInMethods({
  methods,
  accountEmail,
}: {
  methods: SignInMethodsView
  accountEmail: string
}) {
  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {methods.password ? (
        <li className="flex items-center justify-between gap-3 px-4 py-3">
          <span className="font-medium">Email and password</span>
          <Badge tone="easy">Active</Badge>
        </li>
      ) : null}
      {methods.connections.map((connection) => (
        <li
          key={connection.provider}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3"
        >
          <span>
            <span className="font-medium">{PROVIDER_LABELS[connection.provider]}</span>
            {/* The linked account's address only when it differs from the one this account uses. */}
            {connection.email && connection.email.toLowerCase() !== accountEmail.toLowerCase() ? (
              <span className="text-ink-muted"> · {connection.email}</span>
            ) : null}
          </span>
          <span className="text-xs text-ink-subtle">Connected {formatDay(connection.connectedAt)}</span>
        </li>
      ))}
      {!methods.password && methods.connections.length === 0 ? (
        <li className="px-4 py-3 text-ink-muted">No sign-in method yet: set a password below.</li>
      ) : null}
    </ul>
  )
}
