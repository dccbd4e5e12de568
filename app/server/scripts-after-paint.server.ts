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
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/

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

/** The document with its module preloads and module script loaded after the first paint. */
export function loadScriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>')
  const script = MODULE_SCRIPT.exec(html)
  if (headEnd === -1 || !script || script.index < headEnd) return html
  const head = html.slice(0, headEnd)
  const hrefs = Array.from(head.matchAll(MODULE_PRELOAD), (match) => match[1]!)
  const [element, nonce, source] = script
  const loader = `<script nonce="${nonce}">${LOADER}(${scriptLiteral(hrefs)},${scriptLiteral(source)})</script>`
  return (
    head.replace(MODULE_PRELOAD, '') +
    html.slice(headEnd, script.index) +
    loader +
    html.slice(script.index + element.length)
  )
}
