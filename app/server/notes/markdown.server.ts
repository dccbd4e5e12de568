import { Marked, type Token, type Tokens } from 'marked'
import { htmlToPlainText } from './plain-text.server'
import { sanitizeNotesHtml } from './sanitize.server'
import { createSlugger } from './slug.server'

export interface NoteSection {
  slug: string
  /** Plain text: the reader shows it as text, never as HTML. */
  heading: string
  /** Sanitised HTML, safe to store and render as it is. */
  html: string
}

export interface NoteChapter {
  title: string
  sections: NoteSection[]
}

/** The heading given to the text that comes before a file's first section heading. */
export const INTRODUCTION_HEADING = 'Introduction'

// Ids the page around the notes already uses; a section called "Main" must not take over the skip link.
const RESERVED_IDS = ['main', 'feature-request-widget']

const markdown = new Marked({ gfm: true, async: false })

function headingText(token: Tokens.Heading): string {
  return htmlToPlainText(markdown.parseInline(token.text, { async: false }))
}

function isBlank(tokens: readonly Token[]): boolean {
  return tokens.every((token) => token.type === 'space')
}

/**
 * Turns one chapter's Markdown into its title and sections. The first `# ` heading is the title (the
 * file name gives it when there is none); every other `# ` or `## ` heading starts a section, and deeper
 * headings stay inside their section. Text before the first section heading becomes an
 * "Introduction" section. Every section's HTML is sanitised here, so nothing unsafe reaches the database.
 */
export function markdownToChapter(source: string, fallbackTitle: string): NoteChapter {
  const tokens = markdown.lexer(source)
  const titleIndex = tokens.findIndex((token) => token.type === 'heading' && token.depth === 1)
  const titleToken = titleIndex >= 0 ? (tokens[titleIndex] as Tokens.Heading) : null
  const title = (titleToken && headingText(titleToken)) || fallbackTitle

  const groups: { heading: string; tokens: Token[] }[] = [{ heading: INTRODUCTION_HEADING, tokens: [] }]
  tokens.forEach((token, index) => {
    if (index === titleIndex) return
    if (token.type === 'heading' && token.depth <= 2) {
      groups.push({ heading: headingText(token as Tokens.Heading), tokens: [] })
    } else {
      groups.at(-1)?.tokens.push(token)
    }
  })

  const nextSlug = createSlugger('section', RESERVED_IDS)
  const sections: NoteSection[] = []
  groups.forEach((group, index) => {
    // A heading with nothing under it still names a part of the chapter; an empty introduction does not.
    if (index === 0 && isBlank(group.tokens)) return
    const heading = group.heading || `Section ${sections.length + 1}`
    sections.push({
      slug: nextSlug(heading),
      heading,
      html: sanitizeNotesHtml(markdown.parser(group.tokens, { async: false })),
    })
  })
  return { title, sections }
}
