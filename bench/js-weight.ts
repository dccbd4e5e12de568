/**
 * JavaScript weight: for every page of the build, the gzipped bytes of JavaScript its HTML makes the
 * browser load before the page runs (its <link rel="modulepreload"> files and the module script's imports).
 *   npm run build && npm run bench:js-weight [-- datasets]
 *
 * The pages are the routes of the build's React Router manifest that render a page (resource routes and
 * layouts are left out), each opened signed in with an example address. Target: at most 110 KB for a page
 * with no form of its own (no <form> in its <main>; the footer's newsletter form is every page's).
 * Exits 1 when a page misses it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { z } from 'zod'
import {
  builtApp,
  datasetsFolder,
  logIn,
  prepareDatabase,
  runBenchmark,
  scratchFolder,
  startServer,
} from './support'

const TARGET_KB = 110

/** Example values for the routes' parameters; a route whose parameter is missing here is skipped. */
const EXAMPLE_PARAMS: Record<string, string> = {
  companyName: 'google',
  titleSlug: 'two-sum',
  slug: 'scale-from-zero-to-millions-of-users',
  id: '1',
}
/** The catch-all route's example: an address no page has (a splat within a path stays empty). */
const NO_SUCH_PAGE = 'no-such-page'

const ManifestRoute = z.object({
  id: z.string(),
  parentId: z.string().optional(),
  path: z.string().optional(),
  index: z.boolean().optional(),
  hasDefaultExport: z.boolean(),
})
const Manifest = z.object({ routes: z.record(z.string(), ManifestRoute) })
type ManifestRoute = z.infer<typeof ManifestRoute>

/** The build's React Router manifest: every route with its path and whether it renders a page. */
function readManifest(buildDir: string): Record<string, ManifestRoute> {
  const assets = path.join(buildDir, 'client/assets')
  const file = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
  if (!file) throw new Error(`No React Router manifest in ${assets}`)
  const source = fs.readFileSync(path.join(assets, file), 'utf8')
  const json = source.slice(source.indexOf('=') + 1).replace(/;\s*$/, '')
  return Manifest.parse(JSON.parse(json)).routes
}

/** The address of each route that renders a page, its parents' paths joined, parameters filled in. */
function pageAddresses(routes: Record<string, ManifestRoute>): { route: string; url: string }[] {
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined
    const own = route.path ?? ''
    return [parent ? fullPath(parent) : '', own].filter(Boolean).join('/')
  }
  const pages: { route: string; url: string }[] = []
  for (const route of Object.values(routes)) {
    // Layouts have neither a path nor an index; resource routes render nothing.
    if (route.id === 'root' || !route.hasDefaultExport || (route.path === undefined && !route.index)) continue
    let missing = false
    const url = `/${fullPath(route)}`
      .split('/')
      .map((segment) => {
        if (segment === '*') return route.path === '*' ? NO_SUCH_PAGE : ''
        if (!segment.startsWith(':')) return segment
        const name = segment.slice(1).replace(/\?$/, '')
        const value = EXAMPLE_PARAMS[name]
        if (value === undefined && !segment.endsWith('?')) missing = true
        return value ?? ''
      })
      .join('/')
      .replace(/\/+$/, '')
    if (!missing) pages.push({ route: route.id, url: url || '/' })
  }
  return pages.sort((a, b) => a.url.localeCompare(b.url))
}

/** The imports of a module script's source. */
function importsOf(source: string): string[] {
  return Array.from(
    source.matchAll(/(?:from\s*|import\s*\(?\s*)"(\/assets\/[^"]+\.js)"/g),
    (match) => match[1]!,
  )
}

/**
 * The JavaScript files a page's HTML loads up front: modulepreloads and the module script's imports,
 * whether in the document or handed to the script that adds them after the first paint
 * (app/server/scripts-after-paint.server.ts) as its two arguments, the preloads and the module's source.
 */
function scriptsOf(html: string): Set<string> {
  const files = new Set<string>()
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) files.add(match[1]!)
  for (const script of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const file of importsOf(script[1]!)) files.add(file)
  }
  const afterPaint = /\}\)\((\[[^\]]*\]),("(?:[^"\\]|\\.)*")\)<\/script>/.exec(html)
  if (afterPaint) {
    for (const file of z.array(z.string()).parse(JSON.parse(afterPaint[1]!))) files.add(file)
    for (const file of importsOf(z.string().parse(JSON.parse(afterPaint[2]!)))) files.add(file)
  }
  return files
}

function hasOwnForm(html: string): boolean {
  const main = /<main[\s>][\s\S]*?<\/main>/.exec(html)?.[0] ?? ''
  return /<form[\s>]/.test(main)
}

async function main(): Promise<number> {
  const buildDir = builtApp()
  if (!buildDir) return 1
  const routes = readManifest(buildDir)
  const gzipped = new Map<string, number>()
  const gzippedSize = (file: string) => {
    let size = gzipped.get(file)
    if (size === undefined) {
      size = gzipSync(fs.readFileSync(path.join(buildDir, 'client', file))).byteLength
      gzipped.set(file, size)
    }
    return size
  }

  const scratch = scratchFolder('js-weight')
  let stop = () => {}
  try {
    const database = await prepareDatabase(scratch.folder, datasetsFolder(process.argv[2]))
    const server = await startServer(database, buildDir)
    stop = server.stop
    const cookie = await logIn(server.origin)
    console.log(
      `Gzipped JavaScript each page loads up front; target ${TARGET_KB} KB for a page with no form\n`,
    )
    console.log(
      `${'page'.padEnd(48)} ${'status'.padStart(6)} ${'files'.padStart(5)} ${'KB'.padStart(7)}  form`,
    )

    let ok = true
    for (const { route, url } of pageAddresses(routes)) {
      const response = await fetch(server.origin + url, { headers: { Cookie: cookie }, redirect: 'manual' })
      const html = await response.text()
      const name = `${url} (${route.replace(/^routes\//, '')})`.slice(0, 48).padEnd(48)
      if (response.status >= 300 && response.status < 400) {
        console.log(
          `${name} ${String(response.status).padStart(6)}  redirects to ${response.headers.get('location')}`,
        )
        continue
      }
      const files = scriptsOf(html)
      const kb = [...files].reduce((sum, file) => sum + gzippedSize(file), 0) / 1024
      const form = hasOwnForm(html)
      const met = form || kb <= TARGET_KB
      ok &&= met
      console.log(
        `${name} ${String(response.status).padStart(6)} ${String(files.size).padStart(5)} ${kb.toFixed(1).padStart(7)}  ` +
          `${form ? 'yes' : 'no '}${met ? '' : '  OVER TARGET'}`,
      )
    }
    console.log(ok ? '\nEvery page without a form is within target.' : '\nSome pages missed the target.')
    return ok ? 0 : 1
  } finally {
    stop()
    scratch.remove()
  }
}

runBenchmark(main)
