import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { ObjectMemo } from '~/domain/object-memo'

/**
 * A part of a page drawn by React once per value it is drawn from, and kept as markup beside that value
 * (a DataCache entry, a cached list), so a document's render writes the text instead of drawing the
 * same elements again on every view (docs/decisions/0042-kept-markup.md).
 *
 * The part is rendered with `renderToString`, React's own markup for the document render, so the browser
 * hydrates it with the same components (`KeptMarkup` in app/components/kept-markup.tsx). It must not use
 * `useId` or a context (the router's included): it is drawn outside the page. Loaders hand the text to
 * the server render alone (markupOnlyContext), only for a document request.
 */
export class KeptMarkup<K extends object, A = undefined> {
  private readonly drawn = new ObjectMemo<K, string, A>()

  /** The markup of `draw()` for `value` and `variant` (the week shown, a mode), drawn the first time. */
  get(value: K, variant: A, draw: () => ReactNode): string {
    return this.drawn.get(value, variant, () => renderToString(draw()))
  }
}
