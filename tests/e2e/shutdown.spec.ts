import http from 'node:http'
import { startBuiltServer } from '../setup/built-server'
import { E2E_PORT, expect, test } from './support'

// The production server stopping with SIGTERM while clients are still talking to it. Needs no browser.

/** GET over one kept-alive connection; resolves with the status, or the error that ended the request. */
function get(agent: http.Agent, port: number, pathname: string) {
  return new Promise<number | Error>((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
      response.on('error', resolve)
    })
    request.on('error', resolve)
  })
}

test.describe('stopping the server', { tag: '@http' }, () => {
  for (const workers of ['1', '2']) {
    test(`with ${workers} worker(s), a busy keep-alive client does not keep it up`, async () => {
      const port = E2E_PORT + 60 + Number(workers)
      const server = startBuiltServer(E2E_PORT, port, {
        WEB_CONCURRENCY: workers,
        SHUTDOWN_TIMEOUT_MS: '10000',
      })
      const agent = new http.Agent({ keepAlive: true, maxSockets: 2 })
      try {
        await expect.poll(() => get(agent, port, '/hacks'), { timeout: 30_000 }).toBe(200)
        // Two connections that are never idle: each sends its next request as soon as an answer arrives.
        let sending = true
        const statuses: Array<number | Error> = []
        const client = async () => {
          while (sending) statuses.push(await get(agent, port, '/hacks'))
        }
        const clients = [client(), client()]
        await expect.poll(() => statuses.length).toBeGreaterThan(4)
        const signalledAt = Date.now()
        server.child.kill('SIGTERM')
        const { code, at } = await server.exited
        sending = false
        await Promise.all(clients)
        expect(code, server.output()).toBe(0)
        // Well inside the 10 s timeout: it did not have to cut anything.
        expect(at - signalledAt).toBeLessThan(5_000)
        // Every request the server took was answered in full; later ones found the port closed.
        const answered = statuses.filter((status) => typeof status === 'number')
        expect(answered.every((status) => status === 200)).toBe(true)
      } finally {
        agent.destroy()
        server.cleanUp()
      }
    })
  }

  test('a request that never finishes is cut at the timeout', async () => {
    const port = E2E_PORT + 65
    const server = startBuiltServer(E2E_PORT, port, { WEB_CONCURRENCY: '1', SHUTDOWN_TIMEOUT_MS: '1500' })
    const agent = new http.Agent({ keepAlive: true })
    try {
      await expect.poll(() => get(agent, port, '/hacks'), { timeout: 30_000 }).toBe(200)
      // A body announced at 100 bytes and never sent: the request stays in flight.
      const stalled = http.request({
        host: '127.0.0.1',
        port,
        path: '/newsletter',
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': '100' },
      })
      stalled.on('error', () => {})
      stalled.write('email=')
      await new Promise((resolve) => setTimeout(resolve, 300))
      const signalledAt = Date.now()
      server.child.kill('SIGTERM')
      const { at } = await server.exited
      expect(at - signalledAt).toBeGreaterThanOrEqual(1_400)
      expect(at - signalledAt).toBeLessThan(4_000)
      expect(server.output()).toContain('Requests still open after 1500 ms')
    } finally {
      agent.destroy()
      server.cleanUp()
    }
  })
})
