/**
 * Moves the page's JavaScript behind its first paint (docs/decisions/0039).
 *
 * React Router's <Scripts> puts one <link rel="modulepreload"> per module in the head (up to 35 on a
 * problem's page) and an inline module script that imports the route modules and starts hydration. The
 * browser fetches all of them at high priority beside the stylesheet, on a phone's handful of
 * connections, and runs them before it first paints: the page, which the server rendered whole, shows
 * only once its scripts have loaded and run. Here the preload links leave the document and the module
 * script becomes a small inline script that adds both back after the first frame, so the first paint
 * waits for the document and the stylesheets alone. Hydration starts a frame later; until then the page
 * works as it does without JavaScript (links and forms are the server's).
 *
 * It works on the rendered document's text: <Scripts> has no option for it, and its markup (attributes
 * in React's order) is pinned by the unit test, which fails if React Router changes it.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g
const SCRIPT_START = '<script nonce="'
const MODULE_ATTRIBUTES = '" type="module" async="">'
const SCRIPT_END = '</script>'

/**
 * Adds the preloads and the module script once the page has painted: after the next animation frame (a
 * frame is rendered right after it), or at once in a tab that is not shown, where no frame comes. The
 * script takes the nonce of the script that adds it, as the Content-Security-Policy asks.
 */
const LOADER = `(function(hrefs,source){var nonce=document.currentScript.nonce;function start(){\
hrefs.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";\
link.href=href;document.head.appendChild(link)});var script=document.createElement("script");\
script.type="module";script.nonce=nonce;script.textContent=source;document.body.appendChild(script)}\
if(document.visibilityState==="hidden")start();else requestAnimationFrame(function(){setTimeout(start)})})`

/** A value as JavaScript source that is safe inside a <script> element (no `</script>`, no `<!--`). */
function scriptLiteral(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * The module script in the body: its place, nonce and source. Found by plain string searches rather than
 * one regular expression over the whole document, which took a few per cent of a long page's server time.
 */
function moduleScript(html: string, from: number) {
  const attributes = html.indexOf(MODULE_ATTRIBUTES, from)
  if (attributes === -1) return null
  const start = html.lastIndexOf(SCRIPT_START, attributes)
  const end = html.indexOf(SCRIPT_END, attributes)
  const nonce = html.slice(start + SCRIPT_START.length, attributes)
  if (start < from || end === -1 || nonce.includes('"')) return null
  return {
    start,
    end: end + SCRIPT_END.length,
    nonce,
    source: html.slice(attributes + MODULE_ATTRIBUTES.length, end),
  }
}

/**
 * The document with its module preloads and module script loaded after the first paint, in pieces to be
 * written one after the other. Joining them would copy the whole page once more: the pieces are slices of
 * the flat rendered text, which can be encoded as they are (documentBytes).
 */
export function loadScriptsAfterPaint(html: string): string[] {
  const headEnd = html.indexOf('</head>')
  if (headEnd === -1) return [html]
  const script = moduleScript(html, headEnd)
  if (!script) return [html]
  const head = html.slice(0, headEnd)
  const hrefs = Array.from(head.matchAll(MODULE_PRELOAD), (match) => match[1]!)
  const loader = `<script nonce="${script.nonce}">${LOADER}(${scriptLiteral(hrefs)},${scriptLiteral(script.source)})</script>`
  return [
    head.replace(MODULE_PRELOAD, ''),
    html.slice(headEnd, script.start),
    loader,
    html.slice(script.end),
  ]
}
