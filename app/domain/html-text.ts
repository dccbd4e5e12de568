/*
 * Text written into HTML by hand, where a page's server render writes markup itself rather than through
 * React (docs/decisions/0036): escaped exactly as React escapes text and attribute values, so that the
 * markup is the same as React's and hydrates as its own.
 */

const ESCAPED: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
}

/** Text or an attribute value escaped as React escapes them. */
export function escapeHtml(text: string | number): string {
  const value = String(text)
  return /["&'<>]/.test(value) ? value.replace(/["&'<>]/g, (c) => ESCAPED[c]!) : value
}
