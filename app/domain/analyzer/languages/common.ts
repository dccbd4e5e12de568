import type { Node as TreeSitterNode } from 'web-tree-sitter'
import type { ClassIR, Comment, Expr, FunctionIR, Param, ProgramIR, Span, Stmt } from '../ir'

/**
 * A plain-JavaScript copy of a syntax tree. Reading tree-sitter's nodes crosses into WebAssembly on every
 * property; the adapters read each node many times, so the tree is copied once with a cursor and the
 * adapters work on the copy.
 */
export class SyntaxNode {
  /** Leaves share one empty array; nodes with children get their own. */
  children: SyntaxNode[] = NO_CHILDREN
  fields: (string | null)[] = NO_FIELDS
  private named: SyntaxNode[] | null = null

  constructor(
    readonly type: string,
    readonly isNamed: boolean,
    readonly startIndex: number,
    readonly endIndex: number,
    readonly startRow: number,
    readonly endRow: number,
    readonly parent: SyntaxNode | null,
    private readonly source: string,
  ) {}

  get text(): string {
    return this.source.slice(this.startIndex, this.endIndex)
  }

  get startPosition(): { row: number } {
    return { row: this.startRow }
  }

  get endPosition(): { row: number } {
    return { row: this.endRow }
  }

  get isError(): boolean {
    return this.type === 'ERROR'
  }

  get namedChildren(): SyntaxNode[] {
    this.named ??= this.children.filter((c) => c.isNamed)
    return this.named
  }

  get childCount(): number {
    return this.children.length
  }

  addChild(child: SyntaxNode, field: string | null): void {
    if (this.children === NO_CHILDREN) {
      this.children = []
      this.fields = []
    }
    this.children.push(child)
    this.fields.push(field)
  }

  childForFieldName(name: string): SyntaxNode | null {
    const i = this.fields.indexOf(name)
    return i >= 0 ? (this.children[i] ?? null) : null
  }

  childrenForFieldName(name: string): SyntaxNode[] {
    const out: SyntaxNode[] = []
    this.fields.forEach((f, i) => {
      if (f === name) out.push(this.children[i] as SyntaxNode)
    })
    return out
  }

  fieldNameForChild(index: number): string | null {
    return this.fields[index] ?? null
  }

  equals(other: SyntaxNode): boolean {
    return this === other
  }

  descendantsOfType(type: string): SyntaxNode[] {
    const out: SyntaxNode[] = []
    const stack: SyntaxNode[] = [...this.children].reverse()
    while (stack.length > 0) {
      const n = stack.pop() as SyntaxNode
      if (n.type === type) out.push(n)
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i] as SyntaxNode)
    }
    return out
  }
}

const NO_CHILDREN: SyntaxNode[] = []
const NO_FIELDS: (string | null)[] = []

type Node = SyntaxNode

/** Copies a tree-sitter tree into plain objects with one cursor walk (no recursion: trees can be deep). */
export function mirrorTree(root: TreeSitterNode, source: string): SyntaxNode {
  const lineStarts = [0]
  for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) lineStarts.push(i + 1)
  const rowOf = (index: number): number => {
    let lo = 0
    let hi = lineStarts.length - 1
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1
      if ((lineStarts[mid] as number) <= index) lo = mid
      else hi = mid - 1
    }
    return lo
  }
  const cursor = root.walk()
  // Every cursor property is a call into WebAssembly: read ids and resolve names and kinds from tables.
  const language = root.tree.language
  const named = new Map<number, boolean>()
  const isNamed = (typeId: number): boolean => {
    let value = named.get(typeId)
    if (value === undefined) {
      value = language.nodeTypeIsNamed(typeId)
      named.set(typeId, value)
    }
    return value
  }
  const make = (parent: SyntaxNode | null): SyntaxNode => {
    const typeId = cursor.nodeTypeId
    const start = cursor.startIndex
    const end = cursor.endIndex
    const type = language.types[typeId] || 'ERROR'
    return new SyntaxNode(
      type,
      type === 'ERROR' || isNamed(typeId),
      start,
      end,
      rowOf(start),
      rowOf(Math.max(start, end - 1)),
      parent,
      source,
    )
  }
  const attach = (parent: SyntaxNode): SyntaxNode => {
    const node = make(parent)
    const fieldId = cursor.currentFieldId
    parent.addChild(node, fieldId > 0 ? (language.fields[fieldId] ?? null) : null)
    return node
  }
  const top = make(null)
  let node = top
  try {
    for (;;) {
      if (cursor.gotoFirstChild()) {
        node = attach(node)
        continue
      }
      for (;;) {
        if (cursor.gotoNextSibling()) {
          node = attach(node.parent as SyntaxNode)
          break
        }
        if (!cursor.gotoParent() || !node.parent) return top
        node = node.parent
      }
    }
  } finally {
    cursor.delete()
  }
}

/**
 * Deeper syntax than this is kept as an opaque node: it bounds the adapters' recursion so that
 * pathological input (a 50 KB expression on one line, hundreds of nested blocks) cannot overflow the stack.
 */
const MAX_DEPTH = 300

export function spanOf(node: Node): Span {
  return { line: node.startRow + 1, endLine: node.endRow + 1 }
}

export function isComment(node: Node): boolean {
  return node.type === 'comment' || node.type === 'line_comment' || node.type === 'block_comment'
}

/** Named children without comments, in order. */
export function namedKids(node: Node): Node[] {
  const named = node.namedChildren
  if (!named.some(isComment)) return named
  return named.filter((child) => !isComment(child))
}

export function field(node: Node, name: string): Node | null {
  return node.childForFieldName(name)
}

export function fields(node: Node, name: string): Node[] {
  return node.childrenForFieldName(name).filter((n): n is Node => n !== null)
}

/** The operator token of a binary/assignment node: the first anonymous child between the operands. */
export function operatorOf(node: Node): string {
  const op = field(node, 'operator')
  if (op) return op.text
  for (const child of node.children) if (child && !child.isNamed) return child.text
  return ''
}

export function numberValue(text: string): number | undefined {
  const plain = Number(text)
  if (Number.isFinite(plain)) return plain
  const value = Number(text.replace(/_/g, '').replace(/[lLuUfF]+$/, ''))
  return Number.isFinite(value) ? value : undefined
}

/** Collects every comment in the tree, iteratively so that deep trees cannot overflow the stack. */
export function collectComments(root: Node): Comment[] {
  const out: Comment[] = []
  const stack: Node[] = [root]
  while (stack.length > 0) {
    const node = stack.pop() as Node
    if (isComment(node)) {
      out.push({ text: node.text, line: node.startRow + 1, endLine: node.endRow + 1 })
      continue
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i] as Node)
  }
  return out
}

/** State shared by an adapter while it walks one tree: the functions and classes found so far. */
export class IrBuilder {
  readonly functions: FunctionIR[] = []
  readonly classes: ClassIR[] = []
  private nextId = 0
  private readonly owners: number[] = []
  private depth = 0

  /** Goes one level deeper; false when the tree is too deep to follow (the caller keeps an opaque node). */
  enter(): boolean {
    if (this.depth >= MAX_DEPTH) return false
    this.depth++
    return true
  }

  leave(): void {
    this.depth--
  }

  /** Registers a function; its body is converted with the function as the owner of nested ones. */
  defineFunction(
    node: Node,
    info: {
      name: string
      params: Param[]
      decorators?: string[]
      className?: string | null
      isLambda?: boolean
      returnType?: string | null
    },
    body: () => Stmt[],
  ): FunctionIR {
    const fn: FunctionIR = {
      ...spanOf(node),
      id: this.nextId++,
      name: info.name,
      params: info.params,
      body: [],
      decorators: info.decorators ?? [],
      className: info.className ?? null,
      parentId: this.owners.length > 0 ? (this.owners[this.owners.length - 1] ?? null) : null,
      isLambda: info.isLambda ?? false,
      returnType: info.returnType ?? null,
    }
    this.functions.push(fn)
    this.owners.push(fn.id)
    try {
      fn.body = body()
    } finally {
      this.owners.pop()
    }
    return fn
  }

  /** Registers a class once its members are converted (so nested classes come first); its statement. */
  addClass(cls: ClassIR): Stmt {
    this.classes.push(cls)
    return { line: cls.line, endLine: cls.endLine, kind: 'class', cls }
  }

  program(topLevel: Stmt[], root: Node): ProgramIR {
    return { functions: this.functions, classes: this.classes, topLevel, comments: collectComments(root) }
  }
}

/** A class with no members yet, spanning its declaration. */
export function emptyClass(node: Node, name: string, bases: string[] = []): ClassIR {
  return { ...spanOf(node), name, fields: [], methods: [], bases }
}

/** Stands for an expression the syntax leaves out (an absent field). */
export function missing(): Expr {
  return { line: 0, endLine: 0, kind: 'other', children: [] }
}

export function opaque(node: Node): Expr {
  return { ...spanOf(node), kind: 'other', children: [] }
}

export function nameExpr(node: Node, name = node.text): Expr {
  return { line: node.startRow + 1, endLine: node.endRow + 1, kind: 'name', name }
}

export function stringLiteral(node: Node): Expr {
  return { ...spanOf(node), kind: 'literal', type: 'string', text: node.text.slice(0, 200) }
}

export function numberLiteral(node: Node): Expr {
  const text = node.text
  return {
    line: node.startRow + 1,
    endLine: node.endRow + 1,
    kind: 'literal',
    type: 'number',
    value: numberValue(text),
    text,
  }
}

export function literal(node: Node, type: 'bool' | 'null' | 'other'): Expr {
  return { ...spanOf(node), kind: 'literal', type, text: node.text.slice(0, 50) }
}

/** Flattens nested statement lists: blocks that only group statements carry no meaning for cost. */
export function flatten(stmts: (Stmt | Stmt[] | null)[]): Stmt[] {
  const out: Stmt[] = []
  for (const s of stmts) {
    if (!s) continue
    if (Array.isArray(s)) out.push(...s)
    else out.push(s)
  }
  return out
}

/** Compact type text: whitespace removed so that "vector< int >" and "vector<int>" compare equal. */
export function typeText(node: Node | null): string | null {
  if (!node) return null
  return node.text.replace(/\s+/g, '')
}

/** `for (init; cond; update) body`; a null condition never ends the loop. */
export function forLoop(s: Span, init: Stmt[], cond: Expr | null, update: Expr[], body: Stmt[]): Stmt {
  return { ...s, kind: 'loop', loop: { ...s, style: 'for', init, cond, update, body } }
}

/** `for target in iter`, `for (x : xs)`, `for k, v := range m`. */
export function eachLoop(s: Span, target: Expr, iter: Expr, body: Stmt[]): Stmt {
  return { ...s, kind: 'loop', loop: { ...s, style: 'each', target, iter, body } }
}

/** `while (cond)` or `do ... while (cond)`; a null condition never ends the loop. */
export function whileLoop(s: Span, cond: Expr | null, doWhile: boolean, body: Stmt[]): Stmt {
  return { ...s, kind: 'loop', loop: { ...s, style: 'while', cond, doWhile, body } }
}

/**
 * A switch (match, select) runs one of its arms: for cost it is a chain of `if ... else if` on its
 * subject (or on each arm's own condition, for Go's `switch { case x < y: ... }`), so that calls in two
 * arms are never counted as both made. A `break` directly in an arm leaves the switch, not a loop around
 * it: the arm ends there.
 */
/**
 * A switch as an if-chain. `conds` are the arms' own tests (Go's `switch { case x < y: }`); `values` their
 * case labels, each tested as `subject == value` (`case "push":`), so what an arm is chosen by is kept.
 */
export function arms(
  s: Span,
  subject: Expr,
  bodies: Stmt[][],
  conds: (Expr | null)[] = [],
  values: (Expr | null)[] = [],
): Stmt {
  const test = (i: number): Expr => {
    const own = conds[i]
    if (own) return own
    const value = values[i]
    return value ? { ...s, kind: 'binary', op: '==', left: subject, right: value } : subject
  }
  let chain: Stmt[] = []
  for (let i = bodies.length - 1; i >= 0; i--) {
    const body = bodies[i] as Stmt[]
    const cut = body.findIndex((x) => x.kind === 'break')
    const own = cut >= 0 ? body.slice(0, cut) : body
    // An empty arm falls through to the next (C, Java, JavaScript) or does nothing (Go): no branch of its own.
    if (own.length === 0 && i > 0) continue
    chain = [{ ...s, kind: 'if', cond: test(i), then: own, otherwise: chain }]
  }
  return chain[0] ?? { ...s, kind: 'if', cond: subject, then: [], otherwise: [] }
}
