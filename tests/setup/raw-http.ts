import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Express } from 'express'

export interface RawAnswer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

export interface RawServer {
  /** host:port, the Host header a browser would send. */
  host: string
  /** `sendRaw` to this server. */
  send(method: string, target: string, options?: RawOptions): Promise<RawAnswer>
  close(): Promise<void>
}

export type RawOptions = { headers?: Record<string, string>; body?: string | Buffer }

/**
 * Sends the request exactly as given, as a hostile client can: any method (fetch() refuses TRACE), any
 * request target, any Host (an empty one included), any Origin; no cookie jar, no redirects followed.
 */
export function sendRaw(
  origin: string,
  method: string,
  target: string,
  { headers = {}, body }: RawOptions = {},
): Promise<RawAnswer> {
  const { hostname, port, host } = new URL(origin)
  return new Promise((resolve, reject) => {
    const length = body === undefined ? {} : { 'Content-Length': String(Buffer.byteLength(body)) }
    const request = http.request(
      {
        host: hostname,
        port,
        method,
        path: target,
        // Node would put its own Host in place of an empty one.
        setHost: false,
        headers: { Host: host, ...length, ...headers },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: text }),
        )
      },
    )
    request.on('error', reject)
    request.end(body)
  })
}

/** Serves an Express app on a free loopback port for the unit tests of the HTTP layer. */
export async function listen(app: Express): Promise<RawServer> {
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  return {
    host: new URL(origin).host,
    send: (method, target, options) => sendRaw(origin, method, target, options),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
