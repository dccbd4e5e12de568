import sanitizeHtml, { type IOptions, type Transformer } from 'sanitize-html'

const ALIGNMENTS = /^(left|right|center)$/

/** Markdown tables say how a column is aligned with the obsolete `align` attribute; keep it as a style. */
const alignToStyle: Transformer = (tagName, attribs) => {
  const { align, ...rest } = attribs
  const alignment = align?.trim().toLowerCase()
  return {
    tagName,
    attribs: alignment && ALIGNMENTS.test(alignment) ? { ...rest, style: `text-align:${alignment}` } : rest,
  }
}

/**
 * Links to other sites open in a new tab without a handle on this page; whatever target or rel the
 * author wrote is replaced, so a note cannot ask for `rel="opener"`.
 */
const safeLink: Transformer = (tagName, attribs) => {
  const { target: _target, rel: _rel, ...rest } = attribs
  const external = /^https?:\/\//i.test(rest.href?.trim() ?? '')
  return { tagName, attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest }
}

// The page gives the chapter its h1 and each section its h2, so headings inside a section start at h3.
const demoteHeading: Transformer = (_tagName, attribs) => ({ tagName: 'h3', attribs })

const OPTIONS: IOptions = {
  allowedTags: [
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'pre',
    'code',
    'kbd',
    'samp',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'em',
    'strong',
    'b',
    'i',
    'u',
    'del',
    's',
    'ins',
    'mark',
    'sub',
    'sup',
    'small',
    'abbr',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    abbr: ['title'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope', 'style'],
    td: ['colspan', 'rowspan', 'style'],
    // Only the language marker that fenced code blocks carry (see allowedClasses).
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedStyles: {
    th: { 'text-align': [ALIGNMENTS] },
    td: { 'text-align': [ALIGNMENTS] },
  },
  // No javascript:, data: or vbscript: URLs anywhere; relative links (#section, /path) stay.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    h1: demoteHeading,
    h2: demoteHeading,
    a: safeLink,
    th: alignToStyle,
    td: alignToStyle,
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // Dropped together with their content, not just unwrapped: their text is code or markup, not prose.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'head',
  ],
  disallowedTagsMode: 'discard',
}

/**
 * Cleans note HTML before it is stored: the reader renders stored section HTML as it is, so this is the
 * one place that keeps scripts, event handlers, styles, frames, forms and dangerous URLs out of the page.
 */
export function sanitizeNotesHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim()
}
