import type { EntryContext } from 'react-router'
import { describe, expect, it } from 'vitest'
import { settleLoaderDataStream } from './entry.server'

function streamOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
      controller.close()
    },
  })
}

describe('settleLoaderDataStream', () => {
  it('hands every chunk to <ServerRouter> as already read, the last one marked done', async () => {
    const bytes = new TextEncoder().encode('[{"title":"Café"}]')
    // The "é" is two bytes; the split falls between them, which the decoder must carry over.
    const cut = bytes.indexOf(0xc3) + 1
    const context = {
      serverHandoffStream: streamOf([bytes.slice(0, cut), bytes.slice(cut)]),
      renderMeta: { didRenderScripts: false },
    } as unknown as EntryContext

    await settleLoaderDataStream(context)

    const cache = context.renderMeta!.streamCache!
    expect(Object.keys(cache)).toEqual(['0', '1', '2'])
    expect([cache[0]!.result, cache[1]!.result, cache[2]!.result]).toEqual([
      { done: false, value: '[{"title":"Caf' },
      { done: false, value: 'é"}]' },
      { done: true, value: '' },
    ])
    expect(context.renderMeta!.didRenderScripts).toBe(false)
    // <ServerRouter> takes its own reader next; the stream must not stay locked.
    expect(context.serverHandoffStream!.locked).toBe(false)
  })

  it('leaves a page without loader data alone', async () => {
    const context = {} as EntryContext
    await settleLoaderDataStream(context)
    expect(context.renderMeta).toBeUndefined()
  })
})
