import { renderToString } from 'react-dom/server'
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router'
import { MarkupOnlyProvider } from '~/components/markup-only'
import { NonceProvider } from '~/components/nonce'
import { documentBytes, documentResponse } from '~/server/document-bytes.server'
import { loadScriptsAfterPaint } from '~/server/scripts-after-paint.server'
import { cspNonceContext, markupOnlyContext } from '~/server/load-context.server'
import { withRenderManifest } from '~/server/render-manifest.server'

export const streamTimeout = 5_000

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>

/**
 * Reads the page's serialized loader data to its end and hands it to <ServerRouter> already settled.
 * <ServerRouter> otherwise suspends on each chunk of that stream, which only a streaming renderer can
 * wait for. No route defers data, so the stream is complete as soon as it starts; settling it first
 * lets the page render in one synchronous pass, several times cheaper than a streaming render.
 */
export async function settleLoaderDataStream(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream
  if (!stream) return
  const reader = stream.getReader()
  const decoder = new TextDecoder()
  const streamCache: StreamCache = {}
  for (let identifier = 0; ; identifier++) {
    const { done, value } = await reader.read()
    const result = { done, value: decoder.decode(value, { stream: !done }) }
    streamCache[identifier] = Object.assign(Promise.resolve(), { result })
    if (done) break
  }
  reader.releaseLock()
  context.renderMeta = Object.assign(context.renderMeta ?? {}, { streamCache })
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  // The nonce was made by the HTTP layer, which also sent it in the Content-Security-Policy header.
  const nonce = loadContext.get(cspNonceContext)
  await settleLoaderDataStream(routerContext)
  const html = renderToString(
    <NonceProvider value={nonce}>
      <MarkupOnlyProvider value={loadContext.get(markupOnlyContext)}>
        <ServerRouter context={withRenderManifest(routerContext)} url={request.url} nonce={nonce} />
      </MarkupOnlyProvider>
    </NonceProvider>,
  )
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  // Bytes, not a string: a Response checks a string body character by character for lone surrogates,
  // which cost a tenth of the sheet page's server time; Buffer encodes natively and replaces them.
  const body = documentBytes(['<!DOCTYPE html>', ...loadScriptsAfterPaint(html)])
  return documentResponse(body, { headers: responseHeaders, status: responseStatusCode })
}
