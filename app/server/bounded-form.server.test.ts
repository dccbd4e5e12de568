import { describe, expect, it } from 'vitest'
import { readBoundedForm } from './bounded-form.server'

const LIMIT = 1000

function multipart(size: number): FormData {
  const form = new FormData()
  form.append('file', new File(['x'.repeat(size)], 'data.json', { type: 'application/json' }))
  return form
}

/** A body that says how much of it was asked for, to show what was read. */
function watchedBody(chunks: number, chunkSize: number) {
  const watch = { pulls: 0 }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        watch.pulls++
        if (watch.pulls > chunks) controller.close()
        else controller.enqueue(new Uint8Array(chunkSize).fill(120))
      },
    },
    // Nothing is pulled before someone reads.
    { highWaterMark: 0 },
  )
  return { stream, watch }
}

describe('readBoundedForm', () => {
  it('reads a form within the limit', async () => {
    const result = await readBoundedForm(
      new Request('http://localhost/', { method: 'POST', body: multipart(100) }),
      LIMIT,
    )
    expect(result.outcome).toBe('read')
    const file = result.outcome === 'read' ? result.form.get('file') : null
    expect(file).toBeInstanceOf(File)
    expect((file as File).size).toBe(100)
  })

  it('refuses a body whose Content-Length is over the limit without reading any of it', async () => {
    const { stream, watch } = watchedBody(10, 500)
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'Content-Length': String(LIMIT + 1), 'Content-Type': 'multipart/form-data; boundary=b' },
    } as RequestInit)
    expect(await readBoundedForm(request, LIMIT)).toEqual({ outcome: 'too-large' })
    expect(watch.pulls).toBe(0)
  })

  it('stops reading a body without a length once it passes the limit', async () => {
    const { stream, watch } = watchedBody(1000, 300)
    const request = new Request('http://localhost/', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
    } as RequestInit)
    expect(await readBoundedForm(request, LIMIT)).toEqual({ outcome: 'too-large' })
    expect(watch.pulls).toBeLessThanOrEqual(5)
  })

  it('says so when the body is not a form it can read', async () => {
    const broken = new Request('http://localhost/', {
      method: 'POST',
      body: '--b\r\nnot a part',
      headers: { 'Content-Type': 'multipart/form-data; boundary=b' },
    })
    expect(await readBoundedForm(broken, LIMIT)).toEqual({ outcome: 'unreadable' })
    const json = new Request('http://localhost/', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(await readBoundedForm(json, LIMIT)).toEqual({ outcome: 'unreadable' })
  })
})
