import sanitizeHtml from 'sanitize-html'

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity
  })
}

// Closing one of these ends a run of words, so "<li>a</li><li>b</li>" reads "a b", not "ab".
const BLOCK_END = /<\/(p|li|dt|dd|h[1-6]|td|th|tr|pre|blockquote|figcaption|caption)>|<br\s*\/?>/gi

/** The readable text of an HTML fragment, on one line: tags dropped, entities decoded, spaces collapsed. */
export function htmlToPlainText(html: string): string {
  const text = sanitizeHtml(html.replace(BLOCK_END, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'template', 'svg', 'math'],
  })
  return decodeEntities(text).replace(/\s+/g, ' ').trim()
}
