import { isRouteErrorResponse, useRouteError } from 'react-router'
import type { LoginGateData } from '~/server/session.server'
import type { ReturnPathStyle } from '~/domain/login-gate'
import { ErrorScreen, NotFoundHelp } from './error-screen'
import { LoginGate } from './login-gate'

function gateReturnPath(error: unknown): ReturnPathStyle | null {
  if (!isRouteErrorResponse(error) || error.status !== 401) return null
  const gate = (error.data as Partial<LoginGateData> | null)?.loginGate
  return gate?.returnPath === 'raw' || gate?.returnPath === 'encoded' ? gate.returnPath : null
}

/** The error boundary every layout shares: the login gate for 401s, a designed page for the rest. */
export function RouteErrorContent() {
  const error = useRouteError()
  const returnPath = gateReturnPath(error)
  if (returnPath) return <LoginGate returnPath={returnPath} />
  if (isRouteErrorResponse(error) && error.status === 404) {
    const message = typeof error.data === 'string' && error.data ? error.data : 'No route matches URL'
    return (
      <ErrorScreen status={404} title="Page not found" message={message}>
        <NotFoundHelp />
      </ErrorScreen>
    )
  }
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText
    return <ErrorScreen status={error.status} title={error.statusText || 'Error'} message={message} />
  }
  if (import.meta.env.DEV) console.error(error)
  return (
    <ErrorScreen
      status={500}
      title="Unexpected Application Error!"
      message="Something went wrong on our side. Please try again in a moment."
    />
  )
}
