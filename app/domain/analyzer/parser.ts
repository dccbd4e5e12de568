import { createRequire } from 'node:module'
import { Language as Grammar, Parser, type Node, type Tree } from 'web-tree-sitter'
import type { Language } from './types'

/**
 * Tree-sitter runs as WebAssembly; the runtime and each grammar are loaded once per process and cached.
 * The files are found through the package names, so this works from source (tsx, vitest) and from the
 * server bundle alike, wherever the bundle lives.
 */
const require = createRequire(import.meta.url)

const GRAMMAR_FILE: Record<Language, string> = {
  python: 'python',
  java: 'java',
  cpp: 'cpp',
  javascript: 'javascript',
  typescript: 'typescript',
  go: 'go',
}

let runtime: Promise<void> | null = null
const grammars = new Map<Language, Promise<Parser>>()

function initRuntime(): Promise<void> {
  runtime ??= Parser.init({
    locateFile: () => require.resolve('web-tree-sitter/web-tree-sitter.wasm'),
  }).catch((error: unknown) => {
    runtime = null
    throw error
  })
  return runtime
}

async function createParser(language: Language): Promise<Parser> {
  await initRuntime()
  const file = require.resolve(`@vscode/tree-sitter-wasm/wasm/tree-sitter-${GRAMMAR_FILE[language]}.wasm`)
  const grammar = await Grammar.load(file)
  const parser = new Parser()
  parser.setLanguage(grammar)
  return parser
}

export function parserFor(language: Language): Promise<Parser> {
  let parser = grammars.get(language)
  if (!parser) {
    parser = createParser(language).catch((error: unknown) => {
      grammars.delete(language)
      throw error
    })
    grammars.set(language, parser)
  }
  return parser
}

export interface SyntaxProblem {
  line: number
  message: string
}

/** Node types that are whole constructs: inside an error they parsed fine, so the error lies after them. */
const COMPLETE =
  /(_definition|_statement|_declaration|_specifier|^comment|^line_comment|^block_comment|^block|^decorated_definition)$/

/** The first (in source order) error or missing node, or null when the code parsed cleanly. */
export function firstSyntaxError(tree: Tree): SyntaxProblem | null {
  const root = tree.rootNode
  if (!root.hasError) return null
  let node: Node = root
  // Descend along the first child that is or holds a problem, as deep as the problem goes.
  for (;;) {
    let next: Node | null = null
    for (const child of node.children) {
      if (child && (child.isError || child.isMissing || child.hasError)) {
        next = child
        break
      }
    }
    if (!next) break
    if (next.isMissing) return problemAt(next)
    const nestedProblem = next.children.some((c) => c !== null && (c.isError || c.isMissing || c.hasError))
    if (next.isError && !nestedProblem) {
      // Constructs that parsed completely inside the error come before the offending token.
      const offending = next.children.find((c) => c !== null && !COMPLETE.test(c.type)) ?? next
      return problemAt(offending, next)
    }
    node = next
  }
  return problemAt(node)
}

function problemAt(node: Node, errorNode: Node = node): SyntaxProblem {
  const line = node.startPosition.row + 1
  if (node.isMissing)
    return { line, message: `Syntax error on line ${line}: missing ${JSON.stringify(node.type)}.` }
  if (errorNode.isError || node.isError)
    return { line, message: `Syntax error on line ${line}: unexpected ${describeToken(node)}.` }
  return { line, message: `Syntax error on line ${line}.` }
}

function describeToken(node: Node): string {
  const text = node.text.trim().split('\n')[0] ?? ''
  if (text === '') return 'end of input'
  return JSON.stringify(text.length > 30 ? `${text.slice(0, 30)}…` : text)
}

export async function parse(language: Language, code: string): Promise<Tree> {
  const parser = await parserFor(language)
  const tree = parser.parse(code)
  if (!tree) throw new Error(`The ${language} parser returned no tree.`)
  return tree
}
