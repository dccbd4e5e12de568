import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { loadScriptsAfterPaint } from './scripts-after-paint.server'

// The markup React Router's <Scripts> renders, as React 19 writes it (preloads hoisted into the head).
const NONCE = 'bm9uY2U='
const MODULE_SOURCE = `;\nimport * as route0 from "/assets/root-A1.js";\n  window.__reactRouterManifest = {"note":"</p>"};\nimport("/assets/entry.client-B2.js");`
const DOCUMENT =
  `<html lang="en"><head><meta charSet="utf-8"/><title>Two Sum</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-B2.js" nonce="${NONCE}"/>` +
  `<link rel="modulepreload" href="/assets/root-A1.js" nonce="${NONCE}"/>` +
  `<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-C3.css"/></head>` +
  `<body><main>Two Sum</main><script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${NONCE}" type="module" async="">${MODULE_SOURCE}</script>` +
  `<script nonce="${NONCE}">window.__reactRouterContext.streamController.close();</script></body></html>`

/** Runs the inline scripts that replaced the module script against a minimal document; what they add. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const added: Record<string, string>[] = []
  const frames: (() => void)[] = []
  const timers: (() => void)[] = []
  const element = () => ({}) as Record<string, string>
  const document = {
    currentScript: { nonce: NONCE },
    visibilityState,
    createElement: element,
    head: { appendChild: (node: Record<string, string>) => added.push({ parent: 'head', ...node }) },
    body: { appendChild: (node: Record<string, string>) => added.push({ parent: 'body', ...node }) },
  }
  const loader = [...html.matchAll(/<script nonce="[^"]*">(\(function[\s\S]*?)<\/script>/g)].map((m) => m[1]!)
  expect(loader).toHaveLength(1)
  runInNewContext(loader[0]!, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  })
  return { added, frames, timers }
}

describe('loadScriptsAfterPaint', () => {
  const html = loadScriptsAfterPaint(DOCUMENT).join('')

  it('takes the module preloads and the module script out of the document, keeping everything else', () => {
    expect(html).not.toContain('<link rel="modulepreload"')
    expect(html).not.toContain(' type="module" async=""')
    expect(html).toContain(`<link nonce="${NONCE}" rel="stylesheet" href="/assets/app-C3.css"/></head>`)
    expect(html).toContain(`<script nonce="${NONCE}">window.__reactRouterContext = {};</script>`)
    expect(html).toMatch(/streamController\.close\(\);<\/script><\/body><\/html>$/)
    // The module's source is carried as a string that cannot close the script element early.
    expect(html.match(/<\/script>/g)).toHaveLength(3)
  })

  it('adds the preloads, then the module script with the nonce, after the next frame', () => {
    const { added, frames, timers } = runLoader(html, 'visible')
    expect(added).toEqual([])
    frames.forEach((frame) => frame())
    expect(added).toEqual([])
    timers.forEach((timer) => timer())
    expect(added).toEqual([
      { parent: 'head', rel: 'modulepreload', href: '/assets/entry.client-B2.js' },
      { parent: 'head', rel: 'modulepreload', href: '/assets/root-A1.js' },
      { parent: 'body', type: 'module', nonce: NONCE, textContent: MODULE_SOURCE },
    ])
  })

  it('adds them at once in a tab that is not shown, where no frame would come', () => {
    const { added, frames } = runLoader(html, 'hidden')
    expect(frames).toEqual([])
    expect(added.map((node) => node.parent)).toEqual(['head', 'head', 'body'])
  })

  it('leaves a document without a module script as it is', () => {
    const plain = '<html><head><title>x</title></head><body><p>x</p></body></html>'
    expect(loadScriptsAfterPaint(plain)).toEqual([plain])
  })
})
