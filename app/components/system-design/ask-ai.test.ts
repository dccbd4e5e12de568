import { describe, expect, it } from 'vitest'
import { ASK_AI_MAX_TEXT, ASK_AI_PROMPT, askAiUrl } from './ask-ai'

function question(url: string): string {
  const parsed = new URL(url)
  expect(parsed.origin + parsed.pathname).toBe('https://chatgpt.com/')
  return parsed.searchParams.get('q') ?? ''
}

describe('askAiUrl', () => {
  it('asks the Ask AI prompt about the section, followed by its text', () => {
    expect(question(askAiUrl('Load balancer', 'Spreads  traffic\nacross servers.'))).toBe(
      `${ASK_AI_PROMPT}: Load balancer\n\nSpreads traffic across servers.`,
    )
    expect(ASK_AI_PROMPT).toBe('Explain the system design concept in brief')
  })

  it('encodes characters that would break the URL', () => {
    const url = askAiUrl('A & B', 'x=1#frag ?y 100% “quoted”')
    // Only the characters encodeURIComponent leaves alone, so nothing ends the query early.
    expect(url.slice(url.indexOf('?q=') + 3)).toMatch(/^[A-Za-z0-9\-_.!~*'()%]+$/)
    expect(question(url)).toBe(`${ASK_AI_PROMPT}: A & B\n\nx=1#frag ?y 100% “quoted”`)
  })

  it('cuts long text at a word, so the link stays a sane length', () => {
    const text = 'word '.repeat(2000)
    const asked = question(askAiUrl('Long', text))
    const body = asked.split('\n\n')[1] ?? ''
    expect(body.length).toBeLessThanOrEqual(ASK_AI_MAX_TEXT + 1)
    expect(body.endsWith('word…')).toBe(true)
    expect(askAiUrl('Long', text).length).toBeLessThan(3000)
  })

  it('sends just the prompt and heading for a section without text', () => {
    expect(question(askAiUrl('Empty', '  '))).toBe(`${ASK_AI_PROMPT}: Empty`)
  })
})
