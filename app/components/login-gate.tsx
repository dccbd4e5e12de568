import { useLocation } from 'react-router'
import { loginGateHref, type ReturnPathStyle } from '~/domain/login-gate'
import { ButtonLink } from './ui/button'
import { Card } from './ui/card'

/** What a visitor sees on a page that needs an account (docs/product.md#login-gate). */
export function LoginGate({ returnPath }: { returnPath: ReturnPathStyle }) {
  const location = useLocation()
  return (
    <section className="mx-auto max-w-lg px-4 py-20">
      <title>Login to continue | PrepSharp</title>
      <Card className="flex flex-col items-center p-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
          <svg viewBox="0 0 24 24" className="size-7" aria-hidden="true">
            <rect
              x="5"
              y="11"
              width="14"
              height="10"
              rx="2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </span>
        <h1 className="mt-5 text-2xl font-bold">Login to continue</h1>
        <p className="mt-2 text-ink-muted">
          Sign in to use this page. It is free, and your progress is kept for you.
        </p>
        <ButtonLink
          to={loginGateHref(returnPath, location.pathname + location.search)}
          className="mt-6 min-w-32"
        >
          Login
        </ButtonLink>
      </Card>
    </section>
  )
}
