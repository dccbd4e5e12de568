import type { Expr, ProgramIR, Span, Stmt } from '../ir'
import {
  field,
  flatten,
  IrBuilder,
  literal,
  missing,
  nameExpr,
  namedKids,
  numberLiteral,
  opaque,
  operatorOf,
  spanOf,
  stringLiteral,
  type SyntaxNode as Node,
} from './common'

/**
 * The walk every adapter shares: statements and expressions are converted by the rules a language's
 * grammar table names for their node types, and what no table names by the language's own conversions.
 * The walk is depth-guarded here, once, so that no adapter can overflow the stack on pathological input.
 */

/** What converting one statement gives: nothing, one statement, or several spliced in its place. */
export type Converted = Stmt | Stmt[] | null

/** A conversion shared between languages; a grammar table names the node types it applies to. */
export type StmtRule = (w: Walker, node: Node, s: Span) => Converted
export type ExprRule = (w: Walker, node: Node, s: Span) => Expr

/** How one language's syntax tree spells the constructs the shared rules convert. */
export interface GrammarSpec {
  /** The node type of a statement block (`{ ... }`, an indented suite). */
  block: string
  /** A bare list of statements that blocks and case arms hold (Go): its statements are spliced in place. */
  statementList?: string
  /** The text of a loop condition that is always true: such a loop ends only by `break` or `return`. */
  alwaysTrue: RegExp
  /** Node types of a plain `left op= right` assignment, which as a statement becomes an assignment. */
  assignments?: readonly string[]
  /** Node types that read as a plain name. */
  names: readonly string[]
  numbers: readonly string[]
  /** String-like literals: strings, regexes. */
  strings: readonly string[]
  /** Character literals (`'a'` in C++, Java and Go): numbers, so that `'0' + d` is arithmetic. */
  chars?: readonly string[]
  nulls: readonly string[]
  statements?: Readonly<Record<string, StmtRule>>
  expressions?: Readonly<Record<string, ExprRule>>
}

export interface Grammar {
  readonly block: string
  readonly statementList: string | null
  readonly alwaysTrue: RegExp
  readonly assignments: ReadonlySet<string>
  readonly statements: ReadonlyMap<string, StmtRule>
  readonly expressions: ReadonlyMap<string, ExprRule>
}

/** A language's own conversions; `undefined` means the node type is not one of them. */
export interface OwnRules {
  stmt(node: Node, s: Span): Converted | undefined
  expr(node: Node, s: Span): Expr | undefined
}

const blockStmt: StmtRule = (w, node, s) => ({ ...s, kind: 'block', body: w.body(node) })
const breakStmt: StmtRule = (_w, _node, s) => ({ ...s, kind: 'break' })
const continueStmt: StmtRule = (_w, _node, s) => ({ ...s, kind: 'continue' })
/** What parsed inside an error is still analysed. */
const errorStmt: StmtRule = (w, node) => w.stmts(node)

const name: ExprRule = (_w, node) => nameExpr(node)
const number: ExprRule = (_w, node) => numberLiteral(node)
/** Parts of a string literal that are expressions: `${r},${c}` and f"{r},{c}" read r and c. */
const INTERPOLATIONS = new Set(['template_substitution', 'interpolation'])

/** A string literal; one with interpolations reads as the literal joined with each interpolated value. */
const string: ExprRule = (w, node) => {
  const literal = stringLiteral(node)
  const parts = namedKids(node).filter((k) => INTERPOLATIONS.has(k.type))
  let out = literal
  for (const part of parts) {
    const value = namedKids(part)[0]
    if (value) out = { ...literal, kind: 'binary', op: '+', left: out, right: w.expr(value) }
  }
  return out
}
const char: ExprRule = (_w, node, s) => ({
  ...s,
  kind: 'literal',
  type: 'number',
  value: node.text.replace(/^'\\?|'$/g, '').codePointAt(0) ?? 0,
  text: node.text,
})
const bool: ExprRule = (_w, node) => literal(node, 'bool')
const nil: ExprRule = (_w, node) => literal(node, 'null')

/**
 * Compiles a language's tables into lookup maps. Every grammar here spells blocks, `break`, `continue`,
 * errors and the boolean literals `true` and `false` the same way, so those rules are added for all.
 */
export function defineGrammar(spec: GrammarSpec): Grammar {
  const statements = new Map<string, StmtRule>([
    [spec.block, blockStmt],
    ['break_statement', breakStmt],
    ['continue_statement', continueStmt],
    ['ERROR', errorStmt],
  ])
  const expressions = new Map<string, ExprRule>([
    ['true', bool],
    ['false', bool],
  ])
  const tables: [readonly string[], ExprRule][] = [
    [spec.names, name],
    [spec.numbers, number],
    [spec.strings, string],
    [spec.chars ?? [], char],
    [spec.nulls, nil],
  ]
  for (const [types, rule] of tables) for (const type of types) expressions.set(type, rule)
  for (const [type, rule] of Object.entries(spec.statements ?? {})) statements.set(type, rule)
  for (const [type, rule] of Object.entries(spec.expressions ?? {})) expressions.set(type, rule)
  return {
    block: spec.block,
    statementList: spec.statementList ?? null,
    alwaysTrue: spec.alwaysTrue,
    assignments: new Set(spec.assignments ?? []),
    statements,
    expressions,
  }
}

/**
 * Walks one tree. Its converters are bound functions so that adapters can pass them to `map` and
 * destructure them. A node type is either in the grammar's tables or left to the language's own rules.
 */
export class Walker {
  readonly b = new IrBuilder()

  constructor(
    readonly grammar: Grammar,
    private readonly own: OwnRules,
  ) {}

  /** One statement; null when it carries nothing for cost or the tree is too deep to follow. */
  readonly stmt = (node: Node): Converted => {
    if (!this.b.enter()) return null
    try {
      const s = spanOf(node)
      const rule = this.grammar.statements.get(node.type)
      return rule ? rule(this, node, s) : (this.own.stmt(node, s) ?? null)
    } finally {
      this.b.leave()
    }
  }

  /** One expression; a missing node reads as an empty one, one too deep to follow as an opaque one. */
  readonly expr = (node: Node | null): Expr => {
    if (!node) return missing()
    if (!this.b.enter()) return opaque(node)
    try {
      const s = spanOf(node)
      const rule = this.grammar.expressions.get(node.type)
      const converted = rule ? rule(this, node, s) : this.own.expr(node, s)
      return converted ?? { ...s, kind: 'other', children: namedKids(node).map(this.expr) }
    } finally {
      this.b.leave()
    }
  }

  /** The body of a compound statement: a block's statements, or the one statement that stands for it. */
  readonly body = (node: Node | null): Stmt[] => {
    if (!node) return []
    const list = this.grammar.statementList
    if (node.type === this.grammar.block || node.type === list) {
      if (list === null) return this.stmts(node)
      return flatten(
        namedKids(node).flatMap((k) => (k.type === list ? namedKids(k).map(this.stmt) : [this.stmt(k)])),
      )
    }
    return flatten([this.stmt(node)])
  }

  /** Each named child as a statement, in order. */
  readonly stmts = (node: Node): Stmt[] => flatten(namedKids(node).map(this.stmt))

  /** An expression used as a statement; the grammar's plain assignments become assignment statements. */
  readonly exprStmt = (node: Node): Stmt => {
    const s = spanOf(node)
    if (this.grammar.assignments.has(node.type)) {
      return {
        ...s,
        kind: 'assign',
        targets: [this.expr(field(node, 'left'))],
        op: operatorOf(node),
        values: [this.expr(field(node, 'right'))],
        declType: null,
      }
    }
    return { ...s, kind: 'expr', expr: this.expr(node) }
  }

  /** The expressions of an argument list. */
  readonly args = (node: Node | null): Expr[] => (node ? namedKids(node).map(this.expr) : [])

  /** A lambda's body: a block's statements, or a single expression that is its return value. */
  readonly lambdaBody = (node: Node | null): Stmt[] => {
    if (!node) return []
    if (node.type === this.grammar.block) return this.body(node)
    return [{ ...spanOf(node), kind: 'return', value: this.expr(node) }]
  }

  program(root: Node): ProgramIR {
    return this.b.program(this.stmts(root), root)
  }
}
