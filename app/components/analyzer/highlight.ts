import Prism from 'prismjs'
// Grammars register themselves on the Prism global; C++ builds on C, which builds on the C-like base.
import 'prismjs/components/prism-clike'
import 'prismjs/components/prism-c'
import 'prismjs/components/prism-cpp'
import 'prismjs/components/prism-java'
import 'prismjs/components/prism-python'
import 'prismjs/components/prism-go'
import 'prismjs/components/prism-javascript'
import 'prismjs/components/prism-typescript'
import type { Language } from '~/domain/analyzer/types'

/** A run of text and the token types it is inside ('keyword', 'string', …); empty for plain text. */
export interface Piece {
  text: string
  types: string[]
}

const GRAMMAR: Record<Language, string> = {
  python: 'python',
  java: 'java',
  cpp: 'cpp',
  javascript: 'javascript',
  typescript: 'typescript',
  go: 'go',
}

/**
 * The code cut into lines of highlighted pieces, one entry per line of the code (a final newline gives a
 * final empty line, as in the textarea). Tokens that span lines, such as block comments, are split at the
 * line ends and keep their type on each side, so every line can be its own element.
 */
export function highlightLines(code: string, language: Language): Piece[][] {
  const grammar = Prism.languages[GRAMMAR[language]]
  const stream = grammar ? Prism.tokenize(code, grammar) : [code]
  const lines: Piece[][] = [[]]
  const push = (text: string, types: string[]) => {
    const parts = text.split('\n')
    parts.forEach((part, index) => {
      if (index > 0) lines.push([])
      if (part) (lines[lines.length - 1] as Piece[]).push({ text: part, types })
    })
  }
  const walk = (tokens: Array<string | Prism.Token>, types: string[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        push(token, types)
        continue
      }
      const alias = token.alias === undefined ? [] : Array.isArray(token.alias) ? token.alias : [token.alias]
      const inner = [...types, token.type, ...alias]
      const content = token.content
      if (typeof content === 'string') push(content, inner)
      else walk(Array.isArray(content) ? content : [content], inner)
    }
  }
  walk(stream, [])
  return lines
}
