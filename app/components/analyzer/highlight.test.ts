import { describe, expect, it } from 'vitest'
import { highlightLines } from './highlight'

const text = (lines: ReturnType<typeof highlightLines>) =>
  lines.map((line) => line.map((p) => p.text).join(''))

describe('highlightLines', () => {
  it('gives one entry per line of the code, blank and final lines included', () => {
    const code = 'def f(x):\n\n    return x  # done\n'
    const lines = highlightLines(code, 'python')
    expect(text(lines)).toEqual(['def f(x):', '', '    return x  # done', ''])
    expect(lines[0]?.[0]).toEqual({ text: 'def', types: ['keyword'] })
    expect(lines[2]?.at(-1)).toEqual({ text: '# done', types: ['comment'] })
  })

  it('splits a token that spans lines and keeps its type on each line', () => {
    const lines = highlightLines('int a; /* one\ntwo */ int b;', 'cpp')
    expect(text(lines)).toEqual(['int a; /* one', 'two */ int b;'])
    expect(lines[0]?.at(-1)).toEqual({ text: '/* one', types: ['comment'] })
    expect(lines[1]?.[0]).toEqual({ text: 'two */', types: ['comment'] })
  })

  it('highlights every supported language', () => {
    const samples = {
      python: 'return 1',
      java: 'return 1;',
      cpp: 'return 1;',
      javascript: 'return 1;',
      typescript: 'return 1;',
      go: 'return 1',
    } as const
    for (const [language, code] of Object.entries(samples)) {
      const [line] = highlightLines(code, language as keyof typeof samples)
      expect(line?.[0], language).toEqual({ text: 'return', types: ['keyword'] })
    }
  })

  it('keeps nested token types, such as a string inside a template', () => {
    const [line] = highlightLines('const s = `a${b}`', 'javascript')
    expect(line?.some((piece) => piece.types.includes('template-string'))).toBe(true)
    expect(text([line ?? []])).toEqual(['const s = `a${b}`'])
  })
})
