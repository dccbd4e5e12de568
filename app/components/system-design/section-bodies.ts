import { useState } from 'react'
import { useMarkupOnly } from '~/components/markup-only'
import type { ReaderSection, SectionBody } from './types'

/** Where the chapter loader leaves a document's section bodies for the server render (markup-only.tsx). */
export const SECTION_BODIES_KEY = 'system-design/section-bodies'

/** Section bodies by section slug. */
export type SectionBodies = Record<string, SectionBody>

/** The markup NoteSection draws a body into: what the browser reads back when it hydrates the page. */
export const SECTION_CONTENT_CLASS = 'prose-notes'
export const ASK_AI_CLASS = 'ask-ai'

/** A body as the server drew it into this page, or null when the page does not hold it. */
function bodyInPage(sectionSlug: string): SectionBody | null {
  if (typeof document === 'undefined') return null
  const section = document.querySelector(`section[aria-labelledby="${CSS.escape(sectionSlug)}"]`)
  const content = section?.querySelector(`:scope > .${SECTION_CONTENT_CLASS}`)
  const askAiUrl = section?.querySelector(`:scope > div > a.${ASK_AI_CLASS}`)?.getAttribute('href')
  return content && askAiUrl ? { content: content.innerHTML, askAiUrl } : null
}

/**
 * A section's body: from the loader data when it has it (a client navigation), else from the server
 * render's markup-only values (the server), else from the page the browser is hydrating, which is the
 * same markup; read once, then kept, since React never redraws it.
 */
export function useSectionBody(chapterSlug: string, section: ReaderSection): SectionBody {
  const fromServer = useMarkupOnly<SectionBodies>(SECTION_BODIES_KEY)?.[section.slug]
  const [fromPage] = useState(() =>
    section.content === undefined && !fromServer ? { chapterSlug, body: bodyInPage(section.slug) } : null,
  )
  if (section.content !== undefined && section.askAiUrl !== undefined) {
    return { content: section.content, askAiUrl: section.askAiUrl }
  }
  if (fromServer) return fromServer
  if (fromPage?.chapterSlug === chapterSlug && fromPage.body) return fromPage.body
  return { content: '', askAiUrl: '' }
}
