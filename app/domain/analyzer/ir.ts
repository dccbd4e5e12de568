/**
 * The language-neutral model every adapter builds from its syntax tree and every analysis pass reads.
 * It keeps only what matters for cost: control flow, calls, allocations, names and line numbers.
 */

export interface Span {
  line: number
  endLine: number
}

export type LiteralType = 'number' | 'string' | 'bool' | 'null' | 'other'
export type CollectionType = 'list' | 'set' | 'map' | 'tuple'

export type Expr =
  | (Span & { kind: 'name'; name: string })
  | (Span & { kind: 'literal'; type: LiteralType; value?: number; text?: string })
  | (Span & { kind: 'member'; object: Expr; property: string })
  | (Span & { kind: 'index'; object: Expr; index: Expr })
  | (Span & { kind: 'slice'; object: Expr; parts: Expr[] })
  | (Span & { kind: 'call'; callee: Expr; args: Expr[] })
  /** Allocation through a constructor or array creation: `new int[n][m]`, `vector<int> v(n)`, `make([]int, n)`. */
  | (Span & { kind: 'new'; type: string; args: Expr[]; dims: Expr[]; elements: Expr[] })
  | (Span & { kind: 'binary'; op: string; left: Expr; right: Expr })
  | (Span & { kind: 'unary'; op: string; operand: Expr })
  | (Span & { kind: 'update'; op: '++' | '--'; target: Expr })
  | (Span & { kind: 'assign'; op: string; target: Expr; value: Expr })
  | (Span & { kind: 'collection'; type: CollectionType; elements: Expr[] })
  | (Span & {
      kind: 'comprehension'
      type: 'list' | 'set' | 'map' | 'generator'
      element: Expr[]
      clauses: { target: Expr; iter: Expr }[]
      conds: Expr[]
    })
  | (Span & { kind: 'lambda'; fn: FunctionIR })
  | (Span & { kind: 'ternary'; cond: Expr; then: Expr; otherwise: Expr })
  | (Span & { kind: 'other'; children: Expr[] })

export type Loop =
  | (Span & { style: 'for'; init: Stmt[]; cond: Expr | null; update: Expr[]; body: Stmt[] })
  /**
   * `callback`: a `forEach` callback read as a loop, where `return` only ends the iteration. `indexed`:
   * Go's `for i, v := range xs`, whose two targets are the index (or key) and the element.
   */
  | (Span & { style: 'each'; target: Expr; iter: Expr; body: Stmt[]; callback?: boolean; indexed?: boolean })
  /** `cond` null means an unconditional loop (`while True`, `for {}`, `for (;;)`). */
  | (Span & { style: 'while'; cond: Expr | null; doWhile: boolean; body: Stmt[] })

export type Stmt =
  | (Span & { kind: 'expr'; expr: Expr })
  /** Assignment or declaration; `a, b = b, a + b` keeps targets and values pairwise. */
  | (Span & { kind: 'assign'; targets: Expr[]; op: string; values: Expr[]; declType: string | null })
  | (Span & { kind: 'if'; cond: Expr; then: Stmt[]; otherwise: Stmt[] })
  | (Span & { kind: 'loop'; loop: Loop })
  | (Span & { kind: 'return'; value: Expr | null })
  | (Span & { kind: 'break' })
  | (Span & { kind: 'continue' })
  | (Span & { kind: 'throw'; value: Expr | null })
  | (Span & { kind: 'function'; fn: FunctionIR })
  | (Span & { kind: 'class'; cls: ClassIR })
  | (Span & { kind: 'block'; body: Stmt[] })

export interface Param {
  name: string
  type: string | null
  line: number
  /** `hi = len(nums) - 1`: what the parameter holds when the caller leaves it out. */
  defaultValue?: Expr
}

export interface FunctionIR extends Span {
  id: number
  name: string
  params: Param[]
  body: Stmt[]
  decorators: string[]
  className: string | null
  /** Id of the function this one is written inside (closures, lambdas), or null. */
  parentId: number | null
  isLambda: boolean
  /** Set for C++/Java-style declarations of the return type; used to tell constructors from methods. */
  returnType: string | null
  /**
   * A method of a language whose methods reach each other only through the receiver (Python's `self.f()`,
   * JavaScript's `this.f()`): a bare `f()` inside it names a free function, never the method.
   */
  callsMethodsThroughReceiver?: boolean
}

export interface ClassIR extends Span {
  name: string
  fields: Stmt[]
  methods: FunctionIR[]
  bases: string[]
}

export interface Comment {
  text: string
  line: number
  endLine: number
}

export interface ProgramIR {
  functions: FunctionIR[]
  classes: ClassIR[]
  topLevel: Stmt[]
  comments: Comment[]
}

export function span(line: number, endLine = line): Span {
  return { line, endLine }
}

/**
 * Calls `visit` on an expression and every expression inside it (pre-order), lambdas' bodies excluded.
 * Recursive: the adapters cap the depth of the model, so the stack cannot overflow.
 */
export function walkExpr(e: Expr, visit: (e: Expr) => void): void {
  visit(e)
  switch (e.kind) {
    case 'member':
      walkExpr(e.object, visit)
      break
    case 'index':
      walkExpr(e.object, visit)
      walkExpr(e.index, visit)
      break
    case 'slice':
      walkExpr(e.object, visit)
      for (const p of e.parts) walkExpr(p, visit)
      break
    case 'call':
      walkExpr(e.callee, visit)
      for (const a of e.args) walkExpr(a, visit)
      break
    case 'new':
      for (const a of e.args) walkExpr(a, visit)
      for (const d of e.dims) walkExpr(d, visit)
      for (const el of e.elements) walkExpr(el, visit)
      break
    case 'binary':
      walkExpr(e.left, visit)
      walkExpr(e.right, visit)
      break
    case 'unary':
      walkExpr(e.operand, visit)
      break
    case 'update':
      walkExpr(e.target, visit)
      break
    case 'assign':
      walkExpr(e.target, visit)
      walkExpr(e.value, visit)
      break
    case 'collection':
      for (const el of e.elements) walkExpr(el, visit)
      break
    case 'comprehension':
      for (const el of e.element) walkExpr(el, visit)
      for (const c of e.clauses) {
        walkExpr(c.target, visit)
        walkExpr(c.iter, visit)
      }
      for (const c of e.conds) walkExpr(c, visit)
      break
    case 'ternary':
      walkExpr(e.cond, visit)
      walkExpr(e.then, visit)
      walkExpr(e.otherwise, visit)
      break
    case 'other':
      for (const c of e.children) walkExpr(c, visit)
      break
    default:
      break
  }
}

/** The expressions a statement holds directly (not those of nested statements). */
export function stmtExprs(s: Stmt): Expr[] {
  switch (s.kind) {
    case 'expr':
      return [s.expr]
    case 'assign':
      return [...s.targets, ...s.values]
    case 'if':
      return [s.cond]
    case 'return':
    case 'throw':
      return s.value ? [s.value] : []
    case 'loop': {
      const l = s.loop
      if (l.style === 'for') return [...(l.cond ? [l.cond] : []), ...l.update]
      if (l.style === 'each') return [l.target, l.iter]
      return l.cond ? [l.cond] : []
    }
    default:
      return []
  }
}

/** Statements nested directly inside a statement (loop bodies, branches, blocks, for-init). */
export function childStmts(s: Stmt): Stmt[] {
  switch (s.kind) {
    case 'if':
      return [...s.then, ...s.otherwise]
    case 'loop':
      return s.loop.style === 'for' ? [...s.loop.init, ...s.loop.body] : s.loop.body
    case 'block':
      return s.body
    default:
      return []
  }
}

/** The names a body declares (`int j = 0`, `let idx = from`, Go's `var out []byte`): its own locals. */
export function declaredNames(body: Stmt[]): Set<string> {
  const out = new Set<string>()
  walkStmts(body, (s) => {
    if (s.kind === 'assign' && s.declType !== null)
      for (const t of s.targets) for (const n of namesIn(t)) out.add(n)
  })
  return out
}

/** The parameters a call passes arguments to: not `self`, `this`, `cls` or a Go method's receiver. */
export function argumentParams(fn: FunctionIR): Param[] {
  return fn.params.filter((p) => !/^(self|this|cls)$/.test(p.name) && !(p.type ?? '').startsWith('receiver:'))
}

/**
 * Visits every statement of a body depth-first, nested function and class bodies excluded, with the loops
 * that enclose it (outermost first). The loops array is reused between calls: copy it to keep it.
 */
export function walkStmts(
  body: Stmt[],
  visit: (s: Stmt, loops: readonly Loop[]) => void,
  loops: Loop[] = [],
): void {
  for (const s of body) {
    visit(s, loops)
    switch (s.kind) {
      case 'loop':
        if (s.loop.style === 'for') walkStmts(s.loop.init, visit, loops)
        loops.push(s.loop)
        walkStmts(s.loop.body, visit, loops)
        loops.pop()
        break
      case 'if':
        walkStmts(s.then, visit, loops)
        walkStmts(s.otherwise, visit, loops)
        break
      case 'block':
        walkStmts(s.body, visit, loops)
        break
      default:
        break
    }
  }
}

/** Every expression in a body (nested functions excluded), with the loops around it. */
export function walkBodyExprs(
  body: Stmt[],
  visit: (e: Expr, stmt: Stmt, loops: readonly Loop[]) => void,
): void {
  for (const x of bodyExprs(body)) visit(x.e, x.stmt, x.loops)
}

export interface PlacedExpr {
  e: Expr
  stmt: Stmt
  /** The loops around the statement, outermost first; shared by the statement's expressions. */
  loops: readonly Loop[]
}

const placedCache = new WeakMap<Stmt[], PlacedExpr[]>()

/**
 * Every expression of a body in walk order, with its statement and loops. The model does not change once
 * built, and many passes read the same bodies, so the list is made once per body.
 */
export function bodyExprs(body: Stmt[]): readonly PlacedExpr[] {
  const cached = placedCache.get(body)
  if (cached) return cached
  const out: PlacedExpr[] = []
  placeStmts(body, NO_LOOPS, out)
  placedCache.set(body, out)
  return out
}

const NO_LOOPS: readonly Loop[] = []

/**
 * `walkStmts` and `walkExpr` in the same order, without a callback per statement: every statement at one
 * depth of loops shares one array of them, made when the walk enters the loop.
 */
function placeStmts(body: Stmt[], loops: readonly Loop[], out: PlacedExpr[]): void {
  for (const s of body) {
    for (const root of stmtExprs(s)) placeExpr(root, s, loops, out)
    switch (s.kind) {
      case 'loop':
        if (s.loop.style === 'for') placeStmts(s.loop.init, loops, out)
        placeStmts(s.loop.body, [...loops, s.loop], out)
        break
      case 'if':
        placeStmts(s.then, loops, out)
        placeStmts(s.otherwise, loops, out)
        break
      case 'block':
        placeStmts(s.body, loops, out)
        break
      default:
        break
    }
  }
}

function placeExpr(root: Expr, stmt: Stmt, loops: readonly Loop[], out: PlacedExpr[]): void {
  walkExpr(root, (e) => {
    out.push({ e, stmt, loops })
  })
}

export function nameOf(e: Expr | null | undefined): string | null {
  return e && e.kind === 'name' ? e.name : null
}

/** `a.b.c` → "a.b.c"; names, members and `this.x` become dotted paths, anything else null. */
export function pathOf(e: Expr | null | undefined): string | null {
  if (!e) return null
  if (e.kind === 'name') return e.name
  if (e.kind === 'member') {
    const base = pathOf(e.object)
    return base === null ? null : `${base}.${e.property}`
  }
  return null
}

/** The root variable an expression reads from: `grid[i][j]` → grid, `self.memo[k]` → self.memo. */
export function rootPath(e: Expr): string | null {
  let cur: Expr = e
  for (;;) {
    if (cur.kind === 'index' || cur.kind === 'slice') cur = cur.object
    else if (cur.kind === 'member' && pathOf(cur) === null) cur = cur.object
    else break
  }
  return pathOf(cur)
}

/** The called method or function name: `a.b.push(x)` → "push", `len(x)` → "len". */
/** What a for-each loop binds each element to: Go's `for _, v := range xs` binds it second, after the index. */
export function eachElement(loop: Loop & { style: 'each' }): Expr | null {
  return loop.indexed && loop.target.kind === 'collection' ? (loop.target.elements[1] ?? null) : loop.target
}

export function calleeName(call: Expr & { kind: 'call' }): string | null {
  const c = call.callee
  if (c.kind === 'name') return c.name
  if (c.kind === 'member') return c.property
  return null
}

/** The receiver of a method call: `q.popleft()` → q; null for plain function calls. */
export function receiverOf(call: Expr & { kind: 'call' }): Expr | null {
  return call.callee.kind === 'member' ? call.callee.object : null
}

/** Every name an expression reads. */
export function namesIn(e: Expr): Set<string> {
  const out = new Set<string>()
  walkExpr(e, (x) => {
    if (x.kind === 'name') out.add(x.name)
    else if (x.kind === 'member') {
      const p = pathOf(x)
      if (p) out.add(p)
    }
  })
  return out
}

const generators = new WeakMap<FunctionIR, boolean>()

/** A function whose body yields (the adapters read `yield` as a call of that name). */
export function isGenerator(fn: FunctionIR): boolean {
  let found = generators.get(fn)
  if (found !== undefined) return found
  found = false
  // The body's expressions come with their subexpressions: no walk below each is needed.
  walkBodyExprs(fn.body, (x) => {
    if (x.kind === 'call' && x.callee.kind === 'name' && x.callee.name === 'yield') found = true
  })
  generators.set(fn, found)
  return found
}

/** The number a literal states, `-1` included; null for anything else. */
export function literalValue(e: Expr | null | undefined): number | null {
  if (!e) return null
  if (e.kind === 'literal' && e.type === 'number' && e.value !== undefined) return e.value
  if (e.kind === 'unary' && e.op === '-') {
    const v = literalValue(e.operand)
    return v === null ? null : -v
  }
  return null
}
