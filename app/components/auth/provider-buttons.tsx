import { Form } from 'react-router'
import type { ProviderAvailability } from '~/domain/oauth'
import { Button } from '../ui/button'

const PROVIDERS = [
  { id: 'google', label: 'Continue with Google' },
  { id: 'github', label: 'Continue with GitHub' },
] as const

/**
 * The two sign-in providers (docs/product.md#login-and-registration). Each starts its flow with a POST (never
 * a GET); a provider the server has no credentials for is shown disabled, with the reason.
 */
export function ProviderButtons({
  available,
  redirectTo,
  disabled,
}: {
  available: ProviderAvailability
  redirectTo: string
  disabled?: boolean
}) {
  return (
    <div className="space-y-2.5">
      {PROVIDERS.map((provider) => {
        const configured = available[provider.id]
        const reasonId = `${provider.id}-unavailable`
        return (
          <Form key={provider.id} method="post" action={`/auth/${provider.id}`}>
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <Button
              type="submit"
              variant="secondary"
              className="w-full"
              disabled={disabled || !configured}
              aria-describedby={configured ? undefined : reasonId}
            >
              <ProviderIcon provider={provider.id} />
              {provider.label}
            </Button>
            {configured ? null : (
              <p id={reasonId} className="mt-1 text-center text-xs text-ink-subtle">
                {provider.id === 'google' ? 'Google' : 'GitHub'} sign-in is not set up on this server yet.
              </p>
            )}
          </Form>
        )
      })}
    </div>
  )
}

function ProviderIcon({ provider }: { provider: 'google' | 'github' }) {
  if (provider === 'github') {
    return (
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 .5a11.5 11.5 0 0 0-3.64 22.41c.58.1.79-.25.79-.56v-2c-3.2.7-3.88-1.37-3.88-1.37-.53-1.33-1.28-1.69-1.28-1.69-1.05-.71.08-.7.08-.7 1.16.08 1.77 1.19 1.77 1.19 1.03 1.76 2.7 1.25 3.36.96.1-.75.4-1.25.73-1.54-2.55-.29-5.24-1.28-5.24-5.68 0-1.26.45-2.28 1.19-3.09-.12-.29-.52-1.46.11-3.05 0 0 .97-.31 3.17 1.18a11 11 0 0 1 5.77 0c2.2-1.49 3.17-1.18 3.17-1.18.63 1.59.23 2.76.11 3.05.74.81 1.19 1.83 1.19 3.09 0 4.41-2.69 5.38-5.26 5.67.41.36.78 1.06.78 2.14v3.17c0 .31.21.67.8.56A11.5 11.5 0 0 0 12 .5z"
        />
      </svg>
    )
  }
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.8 3.6-4.9 6.7-4.9z"
      />
    </svg>
  )
}

export function OrDivider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-ink-subtle uppercase">
      <span className="h-px flex-1 bg-line" />
      or
      <span className="h-px flex-1 bg-line" />
    </div>
  )
}
