/** The words every 'Ask AI' question starts with (docs/product.md#system-design-notes). */
export const ASK_AI_PROMPT = 'Explain the system design concept in brief'
const CHAT_URL = 'https://chatgpt.com/'
/**
 * The section text sent along is cut to this many characters: enough for the chat to know the concept,
 * short enough that the link stays well inside the URL lengths browsers and servers accept.
 */
export const ASK_AI_MAX_TEXT = 1500

function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}

/** A link that opens an external chat asking about one section: the prompt, the heading, then its text. */
export function askAiUrl(heading: string, plainText: string): string {
  const text = truncate(plainText.replace(/\s+/g, ' ').trim(), ASK_AI_MAX_TEXT)
  const question = [`${ASK_AI_PROMPT}: ${heading.trim()}`, text].filter(Boolean).join('\n\n')
  return `${CHAT_URL}?q=${encodeURIComponent(question)}`
}
