import type { RouterContextProvider } from 'react-router'
import { routeContext } from './route-context'

/** What a route action answered, whether it returned `data()`, a Response, or threw a redirect. */
export interface ActionAnswer {
  status: number
  headers: Headers
  /** The `data()` body, or a JSON Response's body; null for anything else. */
  body: unknown
}

interface ActionArgs {
  request: Request
  params: Record<string, string>
  context: RouterContextProvider
}

/**
 * Posts a form to a route action as a browser without JavaScript would, from the client address given
 * (the request layer puts it in the load context), with the route parameters the router would read from
 * the URL.
 */
export async function postForm(
  action: (args: never) => unknown,
  url: string,
  fields: Record<string, string>,
  {
    cookie,
    clientIp = '192.0.2.1',
    headers,
    params = {},
  }: { cookie?: string; clientIp?: string; headers?: HeadersInit; params?: Record<string, string> } = {},
): Promise<ActionAnswer> {
  const request = new Request(url, {
    method: 'POST',
    headers: { ...(cookie ? { Cookie: cookie } : {}), ...Object.fromEntries(new Headers(headers)) },
    body: new URLSearchParams(fields),
  })
  const args: ActionArgs = { request, params, context: await routeContext(request, { clientIp }) }
  let result: unknown
  try {
    result = await (action as (args: ActionArgs) => unknown)(args)
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown
    result = thrown
  }
  return answerOf(result)
}

async function answerOf(result: unknown): Promise<ActionAnswer> {
  if (result instanceof Response) {
    const json = result.headers.get('Content-Type')?.includes('application/json')
    return { status: result.status, headers: result.headers, body: json ? await result.json() : null }
  }
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const init = (result as { init?: ResponseInit | null }).init
    return {
      status: init?.status ?? 200,
      headers: new Headers(init?.headers),
      body: (result as { data: unknown }).data,
    }
  }
  return { status: 200, headers: new Headers(), body: result }
}
