import { useState, type HTMLAttributes, type ReactNode } from 'react'
import { useMarkupOnly } from './markup-only'

type Tag = 'ol' | 'ul' | 'div' | 'dl' | 'datalist' | 'section'

/** The markup inside the element of this id in the page being hydrated, or null. */
function markupInPage(id: string): string | null {
  if (typeof document === 'undefined') return null
  return document.getElementById(id)?.innerHTML ?? null
}

/**
 * An element whose children a document's server render takes as markup the loader kept (KeptMarkup in
 * app/server/kept-markup.server.tsx, decision 0042) under `markupKey`. In the browser it
 * draws `children()`, which hydrates that markup as its own; or, when the loader data left out what the
 * children are drawn from (`children` null: a document, whose markup has them, decision 0016), it keeps
 * the markup it was sent, read once from the page by `id`, until loader data brings them.
 */
export function KeptMarkup({
  as: Element,
  markupKey,
  id,
  children,
  ...props
}: {
  as: Tag
  markupKey: string
  id: string
  children: (() => ReactNode) | null
} & Omit<HTMLAttributes<HTMLElement>, 'children' | 'id'>) {
  const html = useMarkupOnly<string>(markupKey)
  const [inPage] = useState(() => (html === undefined && children === null ? markupInPage(id) : null))
  const kept = html ?? (children === null ? (inPage ?? '') : undefined)
  return kept === undefined ? (
    <Element id={id} {...props}>
      {children!()}
    </Element>
  ) : (
    <Element id={id} {...props} dangerouslySetInnerHTML={{ __html: kept }} />
  )
}
