import type { Node } from 'web-tree-sitter'
import type { ProgramIR } from '../ir'
import type { Language } from '../types'
import { mirrorTree, type SyntaxNode } from './common'
import { buildCpp } from './cpp'
import { buildGo } from './go'
import { buildJava } from './java'
import { buildJavaScript } from './javascript'
import { buildPython } from './python'

const ADAPTERS: Record<Language, (root: SyntaxNode) => ProgramIR> = {
  python: buildPython,
  java: buildJava,
  cpp: buildCpp,
  javascript: buildJavaScript,
  typescript: buildJavaScript,
  go: buildGo,
}

/** Builds the language-neutral model of a parsed file. */
export function buildProgram(language: Language, root: Node, source: string): ProgramIR {
  const program = ADAPTERS[language](mirrorTree(root, source))
  if (RECEIVER_CALLS.has(language))
    for (const fn of program.functions)
      if (fn.className !== null && fn.parentId === null && !fn.isLambda) fn.callsMethodsThroughReceiver = true
  return program
}

/** Languages where a method calls another method of its class only through `self` or `this`. */
const RECEIVER_CALLS: ReadonlySet<Language> = new Set(['python', 'javascript', 'typescript'])
