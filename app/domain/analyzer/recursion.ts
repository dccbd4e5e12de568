import { add, expSym, factSym, isConstant, logOf, mul, ONE, sym, symbols, type BigO } from './bigo'
import {
  calleeName,
  eachElement,
  nameOf,
  namesIn,
  pathOf,
  receiverOf,
  rootPath,
  stmtExprs,
  walkBodyExprs,
  walkExpr,
  walkStmts,
  type Expr,
  type FunctionIR,
  type Loop,
  type Stmt,
  argumentParams,
  declaredNames,
  literalValue,
} from './ir'
import { beforeDefault, definitions, exprKey, sizedCollection, unpacked, unwrap, updatesIn } from './loops'
import { filteredPartition } from './partitions'
import type { Shape, SizeOracle } from './shapes'

/**
 * Reads the shape of a recursive function: how many calls it makes in total (memoised states, nodes of a
 * tree, the branching of a backtracking search), how deep it goes, and which loops are its branching.
 */

export interface RecursionOracle extends SizeOracle {
  /** Shape of a parameter as bound by the first (outside) call. */
  paramShape(name: string): Shape
  /** The code's functions, to see how a table the recursion walks was filled. */
  functions?: readonly FunctionIR[]
}

export type RecursionKind =
  | 'find'
  | 'memo'
  | 'visit-once'
  | 'structural'
  | 'linear'
  | 'divide'
  | 'exponential'
  | 'subsets'
  | 'permutations'
  | 'partition'

export interface SelfCall {
  call: Expr & { kind: 'call' }
  loops: Loop[]
}

export interface RecursionPlan {
  kind: RecursionKind
  /** Total invocations over the whole recursion; null when not determined. */
  calls: BigO | null
  depth: BigO | null
  /** Loops whose iterations are already counted as branches of the recursion tree. */
  branchLoops: Set<Loop>
  /** The memo table or visited set, when calls are limited by one. */
  store: string | null
  /** Number of recursive calls one invocation makes (not counting loops). */
  sites: number
  /** Magnitude each varying parameter ranges over. */
  ranges: Map<string, BigO>
  explanation: string
  confidence: 'high' | 'medium' | 'low'
  /**
   * A nested list or object the calls descend into, one element each: what one call does along its own
   * level (`Object.keys(obj)`) adds up to the whole structure over all the calls.
   */
  nestedParams?: string[]
  /**
   * The most one call can hand back: a parser reading on from a shared position returns what it read,
   * never more than the input.
   */
  resultBound?: BigO
}

type ArgKind = 'same' | 'step' | 'halve' | 'structural' | 'loopvar' | 'free' | 'const'

export function isSelfCall(e: Expr, fn: FunctionIR): e is Expr & { kind: 'call' } {
  if (e.kind !== 'call') return false
  const c = e.callee
  // Every expression of a body is asked this: the receiver is looked for only on a call of the name.
  // In Python and JavaScript a method's bare `f()` is a free function of that name, not the method.
  let matches = c.kind === 'name' && c.name === fn.name && !fn.callsMethodsThroughReceiver
  if (c.kind === 'member' && c.property === fn.name) {
    // A Go method calls itself through its receiver: `s.ways(n - 1)` inside `func (s *solver) ways`.
    const receiver = fn.params.find((p) => (p.type ?? '').startsWith('receiver:'))?.name
    const self = pathOf(c.object) ?? ''
    matches = /^(self|this)$/.test(self) || self === receiver
  }
  if (!matches) return false
  // Overloads (Java's fib(n) and fib(n, memo)) differ in arity.
  const required = argumentParams(fn).length
  return e.args.length === required || fn.params.some((p) => p.type?.endsWith('...'))
}

const selfCallCache = new WeakMap<FunctionIR, SelfCall[]>()

/** Recursive calls with the loops (inside the function) around each. */
export function selfCalls(fn: FunctionIR): SelfCall[] {
  const cached = selfCallCache.get(fn)
  if (cached) return cached
  const out: SelfCall[] = []
  selfCallCache.set(fn, out)
  // A comprehension's element is also walked as part of the expression holding it: counted once, inside.
  const placed = new Set<Expr>()
  walkBodyExprs(fn.body, (e, _s, loops) => {
    if (isSelfCall(e, fn) && !placed.has(e)) out.push({ call: e, loops: [...loops] })
    const each = callbackLoop(e) ?? comprehensionLoop(e)
    if (each)
      walkBodyExprs(each.body, (x, _t, inner) => {
        if (!isSelfCall(x, fn) || placed.has(x)) return
        placed.add(x)
        out.push({ call: x, loops: [...loops, each, ...inner] })
      })
  })
  return out
}

const comprehensionLoops = new WeakMap<Expr, Loop & { style: 'each' }>()

/**
 * `sum(walk(x, d + 1) for x in items)`: a one-clause comprehension is a loop over its clause, with the
 * element as its body. The same loop object for the same comprehension, for the evaluator.
 */
export function comprehensionLoop(e: Expr): (Loop & { style: 'each' }) | null {
  if (e.kind !== 'comprehension' || e.clauses.length !== 1) return null
  const cached = comprehensionLoops.get(e)
  if (cached) return cached
  const clause = e.clauses[0] as { target: Expr; iter: Expr }
  const at = { line: e.line, endLine: e.endLine }
  const body: Stmt[] = [...e.conds, ...e.element].map((x) => ({ ...at, kind: 'expr', expr: x }))
  const loop: Loop & { style: 'each' } = {
    ...at,
    style: 'each',
    target: clause.target,
    iter: clause.iter,
    body,
  }
  comprehensionLoops.set(e, loop)
  return loop
}

/** Array methods that call their callback once per element. */
const ITERATING = /^(map|forEach|reduce|flatMap|filter|some|every|find|findIndex)$/

const callbackLoops = new WeakMap<Expr, Loop>()

/**
 * `list.reduce((sum, item) => sum + walk(item), 0)`, `node.children.map((c) => depth(c))`: the callback
 * is the body of a loop over the list, its element parameter the loop's variable. The same loop object
 * for the same call, so the evaluator can tell the library call it stands for.
 */
export function callbackLoop(e: Expr): (Loop & { style: 'each' }) | null {
  if (e.kind !== 'call' || e.callee.kind !== 'member' || !ITERATING.test(e.callee.property)) return null
  const cb = e.args[0]
  if (cb?.kind !== 'lambda') return null
  const cached = callbackLoops.get(e)
  if (cached) return cached as Loop & { style: 'each' }
  const param = cb.fn.params[/^reduce/.test(e.callee.property) ? 1 : 0]
  if (!param) return null
  const at = { line: e.line, endLine: e.endLine }
  const loop: Loop & { style: 'each' } = {
    ...at,
    style: 'each',
    target: { ...at, kind: 'name', name: param.name },
    iter: e.callee.object,
    body: cb.fn.body,
    callback: true,
  }
  callbackLoops.set(e, loop)
  return loop
}

function literal(e: Expr): boolean {
  return e.kind === 'literal' || (e.kind === 'unary' && e.operand.kind === 'literal')
}

function isHalving(e: Expr, defs: Map<string, Expr>, depth = 0): boolean {
  if (depth > 3) return false
  if (e.kind === 'binary' && /^(\/|\/\/|>>|>>>)$/.test(e.op)) return true
  if (e.kind === 'binary' && (e.op === '+' || e.op === '-'))
    return isHalving(e.left, defs, depth + 1) || isHalving(e.right, defs, depth + 1)
  if (e.kind === 'name') {
    const def = defs.get(e.name)
    return def ? isHalving(def, defs, depth + 1) : /^mid/i.test(e.name)
  }
  if (e.kind === 'slice') return e.parts.some((p) => isHalving(p, defs, depth + 1))
  if (e.kind === 'call') return e.args.some((a) => isHalving(a, defs, depth + 1))
  return false
}

/**
 * `while fast and fast.next: slow = slow.next; fast = fast.next.next` then `prev.next = None`: the
 * function finds the middle of a list and cuts the list there. Returns the names that end on the middle,
 * or null when the function does not split its list this way.
 */
function listMiddles(fn: FunctionIR): Set<string> | null {
  const isNext = (e: Expr | undefined, v: string, twice: boolean): boolean => {
    if (!e || e.kind !== 'member' || !/^(next|Next)$/.test(e.property)) return false
    return twice ? isNext(e.object, v, false) : nameOf(e.object) === v
  }
  const slow = new Set<string>()
  let fast = false
  let cut = false
  walkStmts(fn.body, (st) => {
    if (st.kind === 'loop')
      walkStmts(st.loop.body, (b) => {
        if (b.kind !== 'assign') return
        b.targets.forEach((t, i) => {
          const v = nameOf(t)
          const value = b.values.length === b.targets.length ? b.values[i] : undefined
          if (!v || !value) return
          if (isNext(value, v, true)) fast = true
          else if (isNext(value, v, false)) slow.add(v)
        })
      })
    if (st.kind === 'assign' && st.targets.length === 1 && st.values.length === 1) {
      const t = st.targets[0]
      const value = st.values[0]
      if (t?.kind === 'member' && /^(next|Next)$/.test(t.property) && value?.kind === 'literal') cut = true
    }
  })
  return fast && cut && slow.size > 0 ? slow : null
}

/** Whether a block gives a name a new value (`node = next`). */
function assignsName(body: Stmt[], name: string): boolean {
  let found = false
  walkStmts(body, (s) => {
    if (s.kind === 'assign' && s.targets.some((t) => nameOf(t) === name)) found = true
  })
  return found
}

function classifyArg(arg: Expr, param: string, loopVars: Set<string>, defs: Map<string, Expr>): ArgKind {
  if (literal(arg)) return 'const'
  if (arg.kind === 'name' && arg.name === param) return 'same'
  // `l, r = root.left, root.right; go(l)` and `const { left, right } = root; go(left)`: a part of the
  // parameter under a name of its own.
  if (arg.kind === 'name') {
    const d = defs.get(arg.name)
    if (d && d.kind === 'member' && (rootPath(d) === param || pathOf(d.object) === param)) return 'structural'
    if (d && d.kind === 'name' && d.name === param && unpacked.has(d)) return 'structural'
  }
  if (isHalving(arg, defs)) return 'halve'
  // `f(n ^ (1 << k))`, `f(n & (n - 1))`: a bit of the parameter cleared per call, so no more calls than
  // it has bits.
  if (clearsABit(unwrap(arg), param)) return 'halve'
  // `gcd(b, a % b)`: Euclid's step passes a remainder by the parameter's own value, which halves the pair
  // at least every two calls.
  const a = unwrap(arg)
  if (a.kind === 'binary' && a.op === '%' && nameOf(unwrap(a.right)) === param && !literal(a.left))
    return 'halve'
  if (
    arg.kind === 'member' &&
    rootPath(arg) !== null &&
    (rootPath(arg) === param || pathOf(arg.object) === param)
  )
    return 'structural'
  // `node.children[i]`, or Java's `node.children.get(i)`: an element of the node's list of children.
  if (childAt(arg, param)) return 'structural'
  const names = namesIn(arg)
  if (names.has(param)) return 'step'
  if ([...names].some((n) => loopVars.has(n))) return 'loopvar'
  return 'free'
}

/**
 * `for c := root.Left; c != nil; c = c.Right { decode(c) }`: the call's argument walks the parameter's
 * children through their sibling links (first child, next sibling), so each call is on a child, as
 * `for child in node.children` is.
 */
function walksSiblingsOf(loops: Loop[], arg: Expr | undefined, param: string): boolean {
  const v = arg ? nameOf(arg) : null
  if (!v) return false
  return loops.some((l) => {
    if (l.style !== 'for') return false
    const starts = l.init.some(
      (st) =>
        st.kind === 'assign' &&
        st.targets.length === 1 &&
        nameOf(st.targets[0]) === v &&
        st.values[0]?.kind === 'member' &&
        pathOf(st.values[0].object) === param,
    )
    const steps = l.update.some(
      (u) =>
        u.kind === 'assign' &&
        nameOf(u.target) === v &&
        u.value.kind === 'member' &&
        pathOf(u.value.object) === v,
    )
    return starts && steps
  })
}

/** Whether an expression takes one varying parameter from another (`j - i`, `hi - lo + 1`). */
function betweenParams(e: Expr, varying: readonly string[]): boolean {
  let found = false
  walkExpr(e, (x) => {
    if (x.kind !== 'binary' || x.op !== '-') return
    const left = [...namesIn(x.left)].filter((n) => varying.includes(n))
    const right = [...namesIn(x.right)].filter((n) => varying.includes(n))
    if (left.some((a) => right.some((b) => a !== b))) found = true
  })
  return found
}

/** `n ^ (1 << k)`, `n & (n - 1)`, `n - (1 << k)`: the parameter with one of its bits cleared. */
function clearsABit(a: Expr, param: string): boolean {
  if (a.kind !== 'binary' || nameOf(unwrap(a.left)) !== param) return false
  const r = unwrap(a.right)
  const shifted = r.kind === 'binary' && r.op === '<<' && literal(r.left)
  if ((a.op === '^' || a.op === '-') && shifted) return true
  return (
    a.op === '&' &&
    r.kind === 'binary' &&
    r.op === '-' &&
    nameOf(unwrap(r.left)) === param &&
    literal(r.right)
  )
}

/** Whether every call passes, at `index`, the remainder of another parameter by this one (`gcd(b, a % b)`). */
function euclidStep(calls: SelfCall[], index: number, params: string[]): boolean {
  return calls.every((c) => {
    const arg = c.call.args[index]
    const a = arg ? unwrap(arg) : null
    return (
      !!a &&
      a.kind === 'binary' &&
      a.op === '%' &&
      nameOf(unwrap(a.right)) === params[index] &&
      params.includes(nameOf(unwrap(a.left)) ?? '')
    )
  })
}

/**
 * `best(i + 1, 1 - sign)`, `go(i, turn ^ 1)`, `dfs(i, !holding)`, `f(i, not first)`: an argument that flips
 * a flag between two values. A parameter only ever flipped, kept or set to a constant takes O(1) values.
 */
function flipsFlag(arg: Expr, param: string): boolean {
  const isParam = (x: Expr) => x.kind === 'name' && x.name === param
  if (arg.kind === 'unary') return /^(!|not|-)$/.test(arg.op) && isParam(arg.operand)
  if (arg.kind !== 'binary') return false
  if (arg.op === '-') return literal(arg.left) && isParam(arg.right)
  if (arg.op === '^')
    return (isParam(arg.left) && literal(arg.right)) || (isParam(arg.right) && literal(arg.left))
  return false
}

/**
 * `count(pos + 1, tight and d == limit, changed or d in changes)`: a test or a combination of tests, true or
 * false whatever it reads, so the parameter it is handed takes two values (a digit DP's flags).
 */
function truthValue(arg: Expr): boolean {
  if (arg.kind === 'unary') return /^(!|not)$/.test(arg.op)
  return (
    arg.kind === 'binary' && /^(and|or|&&|\|\||==|!=|===|!==|<|>|<=|>=|in|not in|is|is not)$/.test(arg.op)
  )
}

function isMemoDecorator(d: string): boolean {
  return /(^|\.)(cache|lru_cache|memoize|memo|cached)\b/.test(d)
}

/** Adds to `into` the collections an expression looks a key up in: `memo[k]`, `memo.get(k)`, `k in seen`. */
function collectLookups(e: Expr, into: Set<string>): void {
  walkExpr(e, (x) => {
    if (x.kind === 'index') {
      const r = rootPath(x)
      if (r) into.add(r)
    } else if (x.kind === 'call') {
      const n = calleeName(x)
      const recv = receiverOf(x)
      if (recv && n && /^(get|has|containsKey|count|find|contains)$/.test(n)) {
        const r = pathOf(recv)
        if (r) into.add(r)
      }
    } else if (x.kind === 'binary' && (x.op === 'in' || x.op === 'not in')) {
      const r = pathOf(x.right)
      if (r) into.add(r)
    }
  })
}

/** A collection read in an `if` condition and written with a value inside the function: a memo table. */
function memoStore(fn: FunctionIR, calls: SelfCall[]): string | null {
  const reads = new Set<string>()
  const writes = new Set<string>()
  const selfCallSet = new Set(calls.map((c) => c.call))
  const containsSelfCall = (e: Expr) => {
    let found = false
    walkExpr(e, (x) => {
      if (selfCallSet.has(x as Expr & { kind: 'call' })) found = true
    })
    return found
  }
  // `known = memo.get(i); if (known !== undefined) return known` reads the memo through a variable.
  const defs = definitions(fn.body)
  // Every value a name is given: Go's `w, ok := memo[n]` reads the table even when `w` is reused later.
  const readsTable = new Set<string>()
  walkStmts(fn.body, (s) => {
    if (s.kind !== 'assign') return
    const single = s.values.length === 1 ? s.values[0] : undefined
    s.targets.forEach((t, i) => {
      const v = s.values.length === s.targets.length ? s.values[i] : single
      const n = nameOf(t)
      // `const cached = memo[slot] ?? -1` reads the table as well.
      const read = v && beforeDefault(v)
      if (n && read && (read.kind === 'index' || read.kind === 'call')) readsTable.add(n)
    })
  })
  const aliases = new Map<string, Expr>()
  walkStmts(fn.body, (s) => {
    const value = s.kind === 'assign' && s.values.length === 1 ? s.values[0] : undefined
    const name = s.kind === 'assign' && s.targets.length === 1 ? nameOf(s.targets[0]) : null
    if (s.kind === 'assign' && s.declType?.endsWith('&') && name && value?.kind === 'index')
      aliases.set(name, value)
  })
  // Go's `ok` is reused (`v, ok := memo[k]` then `next, ok := index[x]`): the value a name had where an
  // `if` reads it is the last one given to it on a line before that `if`, not the last in the function.
  const given = new Map<string, { line: number; value: Expr }[]>()
  walkStmts(fn.body, (s) => {
    if (s.kind !== 'assign' || s.op !== '=') return
    const commaOk = s.targets.length === 2 && s.values.length === 1 && s.values[0]?.kind === 'index'
    s.targets.forEach((t, i) => {
      const n = nameOf(t)
      const v = s.values.length === s.targets.length ? s.values[i] : commaOk ? s.values[0] : undefined
      if (!n || !v) return
      const list = given.get(n) ?? []
      list.push({ line: s.line, value: v })
      given.set(n, list)
    })
  })
  const valueAt = (name: string, line: number): Expr | undefined => {
    let best: { line: number; value: Expr } | undefined
    for (const g of given.get(name) ?? []) if (g.line <= line && (!best || g.line >= best.line)) best = g
    return best?.value
  }
  const lookedUp = (e: Expr | null): boolean => {
    if (!e) return false
    if (e.kind === 'index' || e.kind === 'call') return true
    return e.kind === 'name' && readsTable.has(e.name)
  }
  walkStmts(fn.body, (s) => {
    if (s.kind === 'if') {
      const returnsStored = s.then.some((t) => t.kind === 'return' && lookedUp(t.value))
      const storesResult = s.then.some(
        (t) =>
          t.kind === 'assign' && t.targets.some((x) => x.kind === 'index') && t.values.some(containsSelfCall),
      )
      if (returnsStored || storesResult) {
        collectLookups(s.cond, reads)
        for (const n of namesIn(s.cond)) {
          // A C++ reference to the cell (`int& cached = memo[lo][hi]`) reads the table even when it is
          // assigned the result later.
          const d = aliases.get(n) ?? valueAt(n, s.line) ?? defs.get(n)
          if (d) collectLookups(d, reads)
        }
      }
    }
    const noteWrite = (target: Expr) => {
      // `int& cached = memo[l][r]; ... return cached = best;` writes the cell through a C++ reference.
      const cell = target.kind === 'name' ? aliases.get(target.name) : target
      const r = cell ? rootPath(cell) : null
      if (r) writes.add(r)
    }
    if (s.kind === 'assign' && (s.declType === null || !s.declType.endsWith('&')))
      for (const t of s.targets) if (t.kind === 'index' || t.kind === 'name') noteWrite(t)
    for (const root of stmtExprs(s)) {
      walkExpr(root, (x) => {
        if (x.kind === 'assign' && (x.target.kind === 'index' || x.target.kind === 'name'))
          noteWrite(x.target)
        if (x.kind === 'call') {
          const n = calleeName(x)
          const recv = receiverOf(x)
          if (recv && n && /^(put|set|insert|emplace)$/.test(n)) {
            const r = pathOf(recv)
            if (r) writes.add(r)
          }
        }
      })
    }
  })
  for (const r of reads) if (writes.has(r)) return r
  return null
}

/**
 * `memo = new Int32Array(n * 27 * 27)` read at `memo[(i * 27 + left) * 27 + right]`: when no comparison
 * bounds the parameters a key is made of, an array memo holds no more states than it has cells.
 */
function tableCells(store: string | null, fn: FunctionIR, o: RecursionOracle): BigO | null {
  if (!store || store === '@cache' || store.includes('.')) return null
  const table: Expr = { kind: 'name', name: store, line: fn.line, endLine: fn.line }
  const shape = o.shapeOf(table)
  // A table the code allocated for the purpose: a grid it was given (a board it fills by backtracking)
  // is no memo of states, whatever the recursion reads from it.
  if (shape.kind !== 'coll' || shape.ds === 'map' || shape.ds === 'set' || !shape.alloc) return null
  const rows = o.lenOf(table)
  if (!rows || isConstant(rows)) return null
  // A table of rows (`[[-1] * m for _ in range(n)]`) has the cells of all its rows.
  let cells = rows
  for (let row = shape.elem; row.kind === 'coll'; row = row.elem) cells = mul(cells, row.len)
  return cells
}

/** The parameters in the keys a function marks its visited store with: r and c of `seen[r][c] = true`. */
function storeKeyParams(fn: FunctionIR, store: string, params: string[]): string[] {
  return storeKeyNames(fn, store).filter((n) => params.includes(n))
}

/**
 * `memo[mask]` in `solve(mask, filled)`: a memo keyed by some of the varying parameters alone holds one
 * entry per value of those, which the others then follow. Only when every name in its keys is a
 * parameter: a key built in a local (`key = (i, rest)`) may stand for anything.
 */
function memoKeyParams(fn: FunctionIR, memo: string | null, varying: string[]): string[] {
  if (!memo || memo === '@cache') return []
  const names = storeKeyNames(fn, memo)
  const params = new Set(fn.params.map((p) => p.name))
  if (names.length === 0 || !names.every((n) => params.has(n))) return []
  return varying.filter((p) => names.includes(p))
}

/** Every name the keys of a store are made of: `memo[(i, j)]` → i, j. */
function storeKeyNames(fn: FunctionIR, store: string): string[] {
  const keys = new Set<string>()
  const note = (e: Expr) => {
    for (const n of namesIn(e)) keys.add(n)
  }
  walkStmts(fn.body, (s) => {
    for (const root of stmtExprs(s)) {
      walkExpr(root, (x) => {
        if (x.kind === 'index' && rootPath(x) === store) {
          let cur: Expr = x
          while (cur.kind === 'index') {
            note(cur.index)
            cur = cur.object
          }
        }
        if (x.kind === 'call' && pathOf(receiverOf(x)) === store) x.args.forEach(note)
      })
    }
  })
  return [...keys]
}

/**
 * A structure the function marks for its own arguments (visited.add(node), grid[r][c] = '0') and checks
 * before going on: every state is entered at most once.
 */
function visitedStore(fn: FunctionIR, params: string[], calls: SelfCall[]): string | null {
  const marks = new Map<string, number>()
  const checks = new Set<string>()
  // `if (!visited[next]) { visited[next] = true; dfs(src, next) }`: the child marked before the call is
  // the state the call gets, so a name handed to a call in place of its parameter marks a state as the
  // parameter does.
  const handed = calls.flatMap((c) =>
    c.call.args.flatMap((a, i) => {
      const name = nameOf(a)
      return name && name !== params[i] ? [name] : []
    }),
  )
  const states = new Set([...params, ...handed])
  const usesParam = (e: Expr) => [...namesIn(e)].some((n) => states.has(n))
  /** The subscripts of `a[i][j]`: i and j, not a. */
  const indexUsesParam = (e: Expr): boolean => {
    let cur: Expr = e
    while (cur.kind === 'index') {
      if (usesParam(cur.index)) return true
      cur = cur.object
    }
    return false
  }
  const mark = (r: string | null) => {
    if (r) marks.set(r, (marks.get(r) ?? 0) + 1)
  }
  const unmarked = new Set<string>()
  // A second write that sets a mark back (`used[i] = false`, `board[r][c] = saved`) undoes the visit:
  // backtracking. A single write is the mark whatever its value (`grid[r][c] = 0` sinks an island).
  const undoes = (value: Expr | undefined) =>
    !value ||
    // A saved value restored; a named constant (`FINISHED`) is a mark like a literal.
    (value.kind === 'name' && !/^[A-Z][A-Z0-9_]*$/.test(value.name)) ||
    value.kind === 'index' ||
    (value.kind === 'literal' &&
      (value.type === 'null' || value.text === 'false' || value.text === 'False' || value.value === 0))
  const written = new Map<string, boolean[]>()
  walkStmts(fn.body, (s) => {
    // `cover[node] += delta` adds to a cell: a count kept per state, not a mark that it was visited.
    if (s.kind === 'assign' && s.op === '=') {
      s.targets.forEach((t, i) => {
        const r = t.kind === 'index' && indexUsesParam(t) ? rootPath(t) : null
        if (!r) return
        mark(r)
        const value = s.values[i] ?? s.values[0]
        // `chars[i] = chars[i].swapcase()` changes the slot from what it holds: done twice, it is undone.
        const fromItself = value !== undefined && readsSlot(value, t)
        written.set(r, [...(written.get(r) ?? []), undoes(value) || fromItself])
      })
    }
    for (const root of stmtExprs(s)) {
      walkExpr(root, (x) => {
        if (x.kind === 'call') {
          const n = calleeName(x)
          const recv = receiverOf(x)
          if (recv && n && /^(add|insert|push|append|emplace|set|put)$/.test(n) && x.args.some(usesParam))
            mark(pathOf(recv))
          if (recv && n && /^(remove|discard|delete|erase|pop)$/.test(n)) {
            const r = pathOf(recv)
            if (r) unmarked.add(r)
          }
        }
        if (x.kind === 'assign' && x.target.kind === 'index' && indexUsesParam(x.target))
          mark(rootPath(x.target))
        // `any(dfs(v) for v in graph[u] if v not in seen)`, `v not in seen and dfs(v)`: a check written in
        // a comprehension's filter or before a short-circuit guards the call as an `if` does.
        if (x.kind === 'comprehension') for (const c of x.conds) collectLookups(c, checks)
        if (x.kind === 'binary' && /^(and|&&)$/.test(x.op)) collectLookups(x.left, checks)
        // `adj[u].some((v) => !seen.has(v) && dfs(v))`: the same inside a callback.
        if (x.kind === 'lambda')
          walkStmts(x.fn.body, (t) => {
            if (t.kind === 'if') collectLookups(t.cond, checks)
            for (const r of stmtExprs(t))
              walkExpr(r, (y) => {
                if (y.kind === 'binary' && /^(and|&&)$/.test(y.op)) collectLookups(y.left, checks)
              })
          })
      })
    }
    if (s.kind === 'if' || (s.kind === 'loop' && s.loop.style === 'while')) {
      const cond = s.kind === 'if' ? s.cond : s.loop.style === 'while' ? s.loop.cond : null
      if (cond) collectLookups(cond, checks)
    }
  })
  // Marks undone after the recursive calls (used[i] = false, board[r][c] = saved, visited.remove) belong
  // to backtracking: states are revisited along other paths.
  for (const [r, writes] of written) if (writes.length >= 2 && writes.some((u) => u)) unmarked.add(r)
  for (const m of marks.keys()) if (checks.has(m) && !unmarked.has(m)) return m
  return null
}

/**
 * `query(node, lo, hi, l, r)` with `if (r < lo || hi < l) return 0` and `if (l <= lo && hi <= r) return
 * tree[node]`: a recursion on halves of [lo, hi] that passes a query range on unchanged and stops both
 * where its range misses the query and where the query covers it. Two such early exits, each comparing a
 * halved bound with a query bound, are what keep a segment-tree query to O(log n) nodes.
 */
function rangeQuery(
  fn: FunctionIR,
  params: string[],
  kinds: Map<string, ArgKind[]>,
  varying: string[],
): boolean {
  const fixed = new Set(params.filter((p) => (kinds.get(p) ?? []).every((k) => k === 'same')))
  const moving = new Set(varying)
  if (fixed.size === 0 || moving.size === 0) return false
  const mixed = stoppingConditions(fn).filter((c) =>
    comparisons(c).some((cmp) => {
      const l = [...namesIn(cmp.left)]
      const r = [...namesIn(cmp.right)]
      return (
        (l.some((n) => moving.has(n)) && r.some((n) => fixed.has(n))) ||
        (l.some((n) => fixed.has(n)) && r.some((n) => moving.has(n)))
      )
    }),
  )
  return mixed.length >= 2
}

/**
 * `solve(used | (1 << i))` inside `for i in range(n)`: a bitmask of which of n items are taken, which
 * takes up to 2^n values. Every call that changes the parameter must set a bit chosen by a loop.
 */
function maskRange(
  p: string,
  at: number,
  calls: SelfCall[],
  defs: Map<string, Expr>,
  o: RecursionOracle,
): { values: BigO; bits: BigO } | null {
  let bits: string | null = null
  for (const c of calls) {
    const arg = c.call.args[at]
    if (!arg || nameOf(arg) === p) continue
    if (arg.kind !== 'binary' || (arg.op !== '|' && arg.op !== '+' && arg.op !== '^')) return null
    const other = nameOf(arg.left) === p ? arg.right : nameOf(arg.right) === p ? arg.left : null
    const shift = other ? (other.kind === 'name' ? (defs.get(other.name) ?? other) : other) : null
    if (!shift || shift.kind !== 'binary' || shift.op !== '<<' || literalValue(shift.left) !== 1) return null
    const loop = c.loops[c.loops.length - 1]
    const limit = loop ? loopLimit(loop, o) : null
    const names = limit ? [...symbols(limit)] : []
    if (!limit || names.length !== 1 || !namesIn(shift.right).size) return null
    bits = names[0]!
  }
  return bits ? { values: expSym(bits), bits: sym(bits) } : null
}

/** How far a loop's counter goes: `range(1, n + 1)` → n, `i < nums.length` → n, `for x in xs` → len(xs). */
function loopLimit(loop: Loop, o: RecursionOracle): BigO | null {
  if (loop.style === 'each') {
    const iter = loop.iter
    if (iter.kind === 'call' && calleeName(iter) === 'range') {
      const last = iter.args[iter.args.length > 1 ? 1 : 0]
      return last ? o.mag(last) : null
    }
    return o.lenOf(iter)
  }
  if (loop.style === 'for' && loop.cond) {
    const c = loop.cond
    if (c.kind === 'binary' && (c.op === '<' || c.op === '<=')) return o.mag(c.right)
  }
  return null
}

/** Conditions that end the recursion early: `if (i == len(s)) return ...`. */
function baseConditions(fn: FunctionIR): Expr[] {
  const out: Expr[] = []
  walkStmts(fn.body, (s) => {
    if (s.kind === 'if' && s.then.some((t) => t.kind === 'return' || t.kind === 'throw')) out.push(s.cond)
  })
  return out
}

/**
 * The base conditions, and the tests whose branch does its work without recursing while the other branch
 * recurses (`if (l <= lo && hi <= r) cover[node] += d; else { update(left); update(right) }`): either
 * way the recursion stops where the test holds.
 */
function stoppingConditions(fn: FunctionIR): Expr[] {
  const recurses = (body: Stmt[]) => {
    let found = false
    walkStmts(body, (t) => {
      for (const e of stmtExprs(t))
        walkExpr(e, (x) => {
          if (x.kind === 'call' && calleeName(x) === fn.name) found = true
        })
    })
    return found
  }
  const out = baseConditions(fn)
  walkStmts(fn.body, (s) => {
    if (s.kind === 'if' && s.otherwise.length > 0 && !recurses(s.then) && recurses(s.otherwise))
      out.push(s.cond)
  })
  return out
}

function comparisons(e: Expr): (Expr & { kind: 'binary' })[] {
  const out: (Expr & { kind: 'binary' })[] = []
  walkExpr(e, (x) => {
    if (x.kind === 'binary' && /^(<|<=|>|>=|==|===|!=|!==)$/.test(x.op)) out.push(x)
  })
  return out
}

/**
 * Parameters every recursive call passes on with one more element (`[...prefix, x]`, `path + [x]`,
 * `prefix.concat(x)`): a list as long as the recursion is deep.
 */
export function growingParams(fn: FunctionIR, calls: SelfCall[]): Set<string> {
  const params = argumentParams(fn).map((p) => p.name)
  const defs = definitions(fn.body)
  const buildsOn = (a: Expr | undefined, p: string, seen = 0): boolean => {
    if (!a) return false
    // `cur = path ? path + "->" + node.val : String(node.val); go(node.left, cur)`.
    if (a.kind === 'name' && a.name !== p && seen < 2) return buildsOn(defs.get(a.name), p, seen + 1)
    if (a.kind === 'ternary') return buildsOn(a.then, p, seen) || buildsOn(a.otherwise, p, seen)
    if (a.kind === 'collection')
      return a.elements.some((el) => el.kind === 'unary' && el.op === '...' && nameOf(el.operand) === p)
    if (a.kind === 'binary' && a.op === '+') return nameOf(a.left) === p || buildsOn(a.left, p)
    if (a.kind === 'call' && calleeName(a) === 'concat') return nameOf(receiverOf(a)) === p
    return false
  }
  return new Set(params.filter((p, i) => calls.length > 0 && calls.every((c) => buildsOn(c.call.args[i], p))))
}

/**
 * C++ parameters taken by reference (`int& pos`) that every recursive call hands on as they are: one
 * position shared by all the calls, as a field or a closure's variable would be, not each call's own.
 */
export function referenceCursors(fn: FunctionIR, calls: SelfCall[] = selfCalls(fn)): Set<string> {
  const own = argumentParams(fn)
  return new Set(
    own
      .filter(
        (p, i) =>
          /^(int|long|long long|size_t|unsigned|unsigned int)\s*&$/.test(p.type ?? '') &&
          calls.length > 0 &&
          calls.every((c) => nameOf(c.call.args[i]) === p.name),
      )
      .map((p) => p.name),
  )
}

export function planRecursion(fn: FunctionIR, calls: SelfCall[], o: RecursionOracle): RecursionPlan {
  const params = argumentParams(fn).map((p) => p.name)
  const defs = definitions(fn.body)
  const kinds = new Map<string, ArgKind[]>()
  const argNames = new Map<string, Set<string>>()
  const middles = listMiddles(fn)
  for (const c of calls) {
    const loopVars = new Set<string>()
    for (const l of c.loops) {
      if (l.style === 'each') for (const n of namesIn(l.target)) loopVars.add(n)
      if (l.style === 'for')
        for (const s of l.init)
          if (s.kind === 'assign') for (const t of s.targets) for (const n of namesIn(t)) loopVars.add(n)
      // `while (idx < nums.length) { extend(idx + 1); idx++ }`: the counter the while loop steps.
      if (l.style === 'while' && l.cond)
        for (const [n, ks] of updatesIn(l.body))
          if (ks.includes('inc') && namesIn(l.cond).has(n)) loopVars.add(n)
    }
    params.forEach((p, i) => {
      const arg = c.call.args[i]
      if (!arg) return
      const list = kinds.get(p) ?? []
      const kind = walksSiblingsOf(c.loops, arg, p) ? 'structural' : classifyArg(arg, p, loopVars, defs)
      // Both halves of a list cut at its middle: the front (`head`) and what follows the middle.
      const half = middles !== null && (kind === 'same' || middles.has(rootPath(arg) ?? ''))
      list.push(half ? 'halve' : kind)
      kinds.set(p, list)
      const names = argNames.get(p) ?? new Set<string>()
      for (const n of namesIn(arg)) names.add(n)
      argNames.set(p, names)
    })
  }
  const varying = params.filter((p) => (kinds.get(p) ?? []).some((k) => k !== 'same' && k !== 'const'))
  const flags = new Set(
    varying.filter((p) =>
      calls.every((c) => {
        const arg = c.call.args[params.indexOf(p)]
        return (
          !arg ||
          literal(arg) ||
          (arg.kind === 'name' && arg.name === p) ||
          flipsFlag(arg, p) ||
          truthValue(arg)
        )
      }),
    ),
  )

  // The range of each varying parameter: from comparisons that bound it (base cases, bounds checks on
  // the arguments), else from its starting value, else from the collection it indexes.
  const conds = [...baseConditions(fn)]
  walkStmts(fn.body, (s) => {
    if (s.kind === 'if') conds.push(s.cond)
  })
  const ranges = new Map<string, BigO>()
  const maskDepths = new Map<string, BigO>()
  for (const p of varying) {
    const related = new Set([p, ...(argNames.get(p) ?? [])])
    if (flags.has(p)) {
      ranges.set(p, ONE)
      continue
    }
    const start = o.paramShape(p)
    // A list passed down in parts ranges over its own length, whatever its elements are compared with.
    let range: BigO | null = start.kind === 'coll' && !isConstant(start.len) ? start.len : null
    for (const c of range ? [] : conds) {
      for (const cmp of comparisons(c)) {
        const leftHas = [...namesIn(cmp.left)].some((n) => related.has(n))
        const rightHas = [...namesIn(cmp.right)].some((n) => related.has(n))
        if (leftHas === rightHas) continue
        // `j - i + 1 < k`: the length of the interval between two parameters, not how far either goes.
        if (betweenParams(leftHas ? cmp.left : cmp.right, varying)) continue
        const m = o.mag(leftHas ? cmp.right : cmp.left)
        if (m && !isConstant(m)) range = range ?? m
      }
    }
    if (!range) {
      if (start.kind === 'int' && !isConstant(start.mag)) range = start.mag
      else if (start.kind === 'node') range = start.size
    }
    // `power(fact[n], MOD - 2)`: a fixed number halved on every call takes a fixed number of calls.
    if (
      !range &&
      start.kind === 'int' &&
      isConstant(start.mag) &&
      (kinds.get(p) ?? []).every((k) => k === 'halve')
    ) {
      ranges.set(p, ONE)
      continue
    }
    // `memo[i][stage]` with `memo := make([][4]int, n)`: a parameter that indexes the fixed-width rows of a
    // table takes no more values than a row has cells, whatever comparisons leave it open.
    let fixedTable = false
    if (!range) {
      walkBodyExprs(fn.body, (x) => {
        if (!range && x.kind === 'index' && nameOf(x.index) === p) {
          const len = o.lenOf(x.object)
          if (len && !isConstant(len)) range = len
          else if (len && x.object.kind === 'index') fixedTable = true
        }
      })
    }
    const mask = range ? null : maskRange(p, params.indexOf(p), calls, defs, o)
    if (mask) {
      range = mask.values
      // A call sets one more bit: the calls in progress are at most as many as the bits.
      maskDepths.set(p, mask.bits)
    }
    if (range) ranges.set(p, range)
    else if (fixedTable || fromFixedChoices(fn, calls, params.indexOf(p), o)) ranges.set(p, ONE)
  }

  const allKinds = [...kinds.values()].flat()
  // `for (...) if (matches) return 2 + solve(l + len, r - len)`: the loop stops at the call it returns,
  // so it makes one call per invocation, not one per pass.
  const returned = returnedInLoops(fn)
  const inLoop = calls.filter((c) => c.loops.length > 0 && !returned.has(c.call))
  const sites = maxSitesOnAPath(fn.body, new Set(calls.map((c) => c.call)))
  const product = (ps: string[]): BigO | null => {
    const rs = ps.map((p) => ranges.get(p))
    if (rs.some((r) => !r)) return null
    return rs.length > 0 ? mul(...(rs as BigO[])) : ONE
  }
  if (isFind(fn, params, calls)) {
    return {
      kind: 'find',
      calls: ONE,
      depth: ONE,
      branchLoops: new Set(),
      store: null,
      sites,
      ranges,
      explanation:
        'follows parent links to the set representative; with path compression this is effectively O(1) amortised',
      confidence: 'medium',
    }
  }
  const memoTable = fn.decorators.some(isMemoDecorator) ? '@cache' : memoStore(fn, calls)
  const visited = memoTable ? null : visitedStore(fn, params, calls)
  if (memoTable || visited) {
    // Visited states are the keys marked in the store (`seen[r][c]`): a value passed along beside them
    // (the previous height) does not multiply them.
    const keyed = visited ? storeKeyParams(fn, visited, varying) : memoKeyParams(fn, memoTable, varying)
    // `f(n // 2)`, `f((n + 1) // 2)`, `f((n - 1) // 2)`: every call halves the one value, so the values
    // met lie within a step of n / 2^d at depth d: a few per level, O(log n) in all.
    const only = varying.length === 1 ? varying[0] : undefined
    const halving =
      only !== undefined &&
      (kinds.get(only) ?? []).length > 0 &&
      (kinds.get(only) ?? []).every((k) => k === 'halve')
    const range = only ? ranges.get(only) : undefined
    // Halved and thirded (`go(x // 2)`, `go(x // 3)`): the values n / (2^a 3^b), log² n of them.
    const perLevel = halving && range && divisorsUsed(calls) > 1 ? logOf(range) : ONE
    const states =
      (halving && range ? mul(logOf(range), perLevel) : product(keyed.length > 0 ? keyed : varying)) ??
      tableCells(memoTable ?? visited, fn, o)
    const deepest =
      states && maskDepths.size > 0
        ? mul(...varying.map((p) => maskDepths.get(p) ?? ranges.get(p) ?? ONE))
        : states
    return {
      kind: memoTable ? 'memo' : 'visit-once',
      calls: states,
      depth: deepest,
      branchLoops: new Set(),
      store: memoTable ?? visited,
      sites,
      ranges,
      explanation: memoTable
        ? halving && range
          ? 'memoised, and every call halves its argument: a few values per level, each computed once'
          : `memoised: each of the ${varying.length > 1 ? 'argument combinations' : 'argument values'} is computed once`
        : 'each state is visited at most once',
      confidence: states ? 'high' : 'low',
    }
  }

  if (allKinds.includes('halve')) {
    // The halved argument measures the depth; another that only changes (`base * base`) does not.
    const halved = varying.filter((p) => (kinds.get(p) ?? []).includes('halve'))
    const span =
      [...halved, ...varying].map((p) => ranges.get(p)).find((r): r is BigO => !!r) ?? firstSize(o, params)
    // `gcd(num, den)` on values the code computed, not sizes it was given: Euclid's steps on machine
    // integers are bounded by their width, as a loop halving such a value is.
    if (!span && halved.length > 0 && halved.every((p) => euclidStep(calls, params.indexOf(p), params)))
      return {
        kind: 'divide',
        calls: ONE,
        depth: ONE,
        branchLoops: new Set(),
        store: null,
        sites,
        ranges,
        explanation: "takes Euclid's remainder steps on fixed-width integers: a bounded number of calls",
        confidence: 'high',
      }
    // A segment tree's range query or range assignment visits two partly covered nodes per level.
    if (sites >= 2 && span && rangeQuery(fn, params, kinds, varying))
      return {
        kind: 'divide',
        calls: logOf(span),
        depth: logOf(span),
        branchLoops: new Set(),
        store: null,
        sites,
        ranges,
        explanation:
          'answers a range query on halves of a range: a node outside the query or inside it stops at once, so at most two nodes per level go further',
        confidence: 'high',
      }
    // Four calls on halves of a side (a quadtree's quadrants) make side² calls, as 2^k calls on each
    // halving make side^k: a calls on half the range, a^(log₂ side) = side^(log₂ a).
    const perSide = sites >= 4 && Number.isInteger(Math.log2(sites)) ? Math.log2(sites) : 1
    return {
      kind: 'divide',
      calls: span ? (sites >= 2 ? mul(...Array<BigO>(perSide).fill(span)) : logOf(span)) : null,
      depth: span ? logOf(span) : null,
      branchLoops: new Set(),
      store: null,
      sites,
      ranges,
      explanation:
        perSide > 1
          ? `splits each side in halves and recurses on all ${sites} parts`
          : sites >= 2
            ? 'splits the input in halves and recurses on both'
            : 'recurses on half of the input',
      confidence: span ? 'high' : 'low',
    }
  }

  if (allKinds.includes('structural') && inLoop.length === 0) {
    const p = params.find((x) => (kinds.get(x) ?? []).includes('structural'))
    const start = p ? o.paramShape(p) : null
    // `find(node.children[word[i] - 'a'], word, i + 1)`: one path down a trie, one node per letter of
    // the word, as deep as the index it steps through, whatever the size of the whole structure.
    const stepped =
      sites === 1 && !(start?.kind === 'node' && start.struct === 'tree')
        ? params
            .filter((x) => (kinds.get(x) ?? []).every((k) => k === 'step'))
            .map((x) => ranges.get(x))
            .find((r): r is BigO => !!r && !isConstant(r))
        : undefined
    const size = stepped ?? (start && start.kind === 'node' ? start.size : p ? (ranges.get(p) ?? null) : null)
    return {
      kind: 'structural',
      calls: size,
      depth: size,
      branchLoops: new Set(),
      store: null,
      sites,
      ranges,
      explanation: stepped
        ? 'goes one node down per step of its index: one path, as long as what the index runs through'
        : sites >= 2
          ? 'visits each node of the tree once'
          : 'walks the list one node per call',
      confidence: size ? 'high' : 'low',
    }
  }

  // A walk along a list that recurses into a link of the node it is at (`flatten(node.child)` while
  // `node` moves on along `next`, a multilevel list): every node is reached once, by the walk or a call.
  const linked = params.find((x) => {
    const ks = kinds.get(x) ?? []
    return ks.length > 0 && ks.every((k) => k === 'structural')
  })
  const siblingWalk =
    linked !== undefined &&
    inLoop.length > 0 &&
    inLoop.every((c) => walksSiblingsOf(c.loops, c.call.args[params.indexOf(linked)], linked))
  if (
    linked &&
    inLoop.length > 0 &&
    varying.every((x) => x === linked) &&
    (siblingWalk || inLoop.every((c) => c.loops.some((l) => assignsName(l.body, linked))))
  ) {
    const start = o.paramShape(linked)
    const size = start && start.kind === 'node' ? start.size : (ranges.get(linked) ?? null)
    return {
      kind: 'structural',
      calls: size,
      depth: size,
      // The walk's steps over all the calls are the nodes too: one per call, as for a branch loop.
      branchLoops: new Set(inLoop.flatMap((c) => c.loops.slice(-1))),
      store: null,
      sites,
      ranges,
      explanation: siblingWalk
        ? "walks a node's children through their sibling links and recurses into each: each node is visited once"
        : 'walks the list and recurses into the links of its nodes: each node is visited once',
      confidence: size ? 'high' : 'low',
    }
  }

  const walked = calls.length > 0 ? nestedElementWalk(fn, params, calls, o) : null
  if (walked) {
    return {
      kind: 'structural',
      calls: walked.calls,
      depth: walked.depth,
      ...(walked.nested ? { nestedParams: walked.nested } : {}),
      branchLoops: new Set(calls.flatMap((c) => c.loops.slice(-1))),
      store: null,
      sites,
      ranges,
      explanation:
        'recurses into what it holds (a nested list, the children of a node): each is visited once',
      confidence: 'medium',
    }
  }

  const monotonic = varying.filter((p) => {
    const i = params.indexOf(p)
    const directions = new Set(calls.map((c) => stepDirection(c.call.args[i], p)))
    return directions.size === 1 && !directions.has(null)
  })
  const depth = recursionDepth(fn, varying, ranges, conds, o, monotonic)
  // A parser that calls itself inside its reading loop (`while self.i < len(s): ... num = parse()`):
  // every call reads on from one position shared by all of them, so together they read the input once.
  const loop = inLoop.length > 0 ? innermostCommonLoop(inLoop) : null
  const handedBack = loop ? positionHandedBack(loop, params, inLoop) : null
  const byReference = referenceCursors(fn, calls)
  const ownParams = params.filter((p) => !byReference.has(p))
  const cursor = !loop
    ? null
    : handedBack
      ? (ranges.get(handedBack) ?? null)
      : readsOn(loop, fn, ownParams) || stepsSharedCursorFirst(fn, ownParams, calls)
        ? consumedInput(
            fn,
            ownParams,
            varying.filter((p) => !byReference.has(p)),
            o,
          )
        : null
  if (loop && cursor) {
    return {
      kind: 'partition',
      calls: cursor,
      depth: cursor,
      branchLoops: new Set([loop]),
      store: null,
      sites,
      ranges,
      resultBound: cursor,
      explanation:
        'every call reads on from a position shared by all the calls: together they read the input once',
      confidence: 'medium',
    }
  }
  const forest =
    inLoop.length === calls.length
      ? (forestWalk(fn, params, inLoop, o) ?? treeFromEdges(fn, params, inLoop, o))
      : null
  if (forest) {
    return {
      kind: 'visit-once',
      calls: forest,
      depth: forest,
      branchLoops: new Set(),
      store: null,
      sites,
      ranges,
      explanation:
        'walks down lists filled from a parent array: every index sits in one list, so each is visited once',
      confidence: 'medium',
    }
  }
  if (inLoop.length > 0) {
    const loop = innermostCommonLoop(inLoop)
    const branchLoops = new Set(loop ? [loop] : [])
    const loopBranch = loop ? loopBranching(loop, o, definitions(fn.body)) : null
    // `for (d = from; d <= 9; d++) pick(d + 1)`: increasing picks from a fixed set of values make a
    // fixed number of subsets, whatever the depth.
    const increasingPicks = inLoop.some((c) =>
      c.call.args.some((a, i) => {
        const p = params[i]
        return (
          p !== undefined && (kinds.get(p) ?? []).includes('loopvar') && loopStartsAtParam(loop, params, fn)
        )
      }),
    )
    if (loopBranch && isConstant(loopBranch.count) && increasingPicks)
      return {
        kind: 'subsets',
        calls: ONE,
        depth: ONE,
        branchLoops,
        store: null,
        sites,
        ranges,
        explanation: 'picks increasing values from a fixed set: a fixed number of subsets',
        confidence: 'medium',
      }
    // `visit(prefix * 10 + d)` while `child <= n`: every call gets a number of its own, no larger than n.
    const numbers = loopBranch && isConstant(loopBranch.count) ? numberTree(fn, params, inLoop, o) : null
    if (numbers)
      return {
        kind: 'visit-once',
        calls: numbers,
        depth: logOf(numbers),
        branchLoops,
        store: null,
        sites,
        ranges,
        explanation: 'builds a number digit by digit, each call a different number no larger than its bound',
        confidence: 'medium',
      }
    if (loopBranch && isConstant(loopBranch.count)) {
      const base = loopBranch.literalCount ?? 4
      const exponent = depth ? [...symbols(depth)][0] : undefined
      return {
        kind: 'exponential',
        calls: exponent ? expSym(exponent, base) : null,
        depth,
        branchLoops,
        store: null,
        sites,
        ranges,
        explanation: `branches up to ${base} ways at each of ${depth ? 'its' : 'an unknown number of'} levels`,
        confidence: exponent ? 'medium' : 'low',
      }
    }
    // Recursing on the loop's own position (`bt(i + 1)` from `for i in range(start, n)`) enumerates subsets;
    // recursing one level deeper over all positions (with a used-flag) enumerates permutations.
    const subsetStyle = inLoop.some((c) =>
      c.call.args.some((a, i) => {
        const p = params[i]
        return (
          p !== undefined && (kinds.get(p) ?? []).includes('loopvar') && loopStartsAtParam(loop, params, fn)
        )
      }),
    )
    const n = depth ?? loopBranch?.count ?? null
    const sym = n ? [...symbols(n)][0] : undefined
    if (subsetStyle) {
      return {
        kind: 'subsets',
        calls: sym ? expSym(sym) : null,
        depth: n,
        branchLoops,
        store: null,
        sites,
        ranges,
        explanation: 'each element is either taken or skipped: one call per subset',
        confidence: sym ? 'high' : 'low',
      }
    }
    return {
      kind: 'permutations',
      calls: sym ? factSym(sym) : null,
      depth: n,
      branchLoops,
      store: null,
      sites,
      ranges,
      explanation: 'tries every remaining choice at every level: one call per arrangement',
      confidence: sym ? 'medium' : 'low',
    }
  }

  if (sites >= 2 && inLoop.length === 0) {
    const cut = partitionedRange(params, calls, kinds, ranges, o) ?? slicedPartition(fn, params, calls, o)
    const filtered = cut ? null : filteredLength(fn, params, calls, o)
    const split = cut ?? filtered
    const consumed = split ? null : consumedInput(fn, params, varying, o)
    const size = split ?? consumed
    if (size) {
      return {
        kind: 'partition',
        calls: size,
        depth: size,
        branchLoops: new Set(),
        store: null,
        sites,
        ranges,
        explanation: filtered
          ? 'hands each call its own part of the list, without the element it keeps: one call per element'
          : split
            ? 'splits its range at a point and recurses on the two sides: one call per element'
            : 'every call takes the next item of a shared input: one call per item',
        confidence: 'high',
      }
    }
  }

  if (sites >= 2) {
    const exponent = depth ? [...symbols(depth)][0] : undefined
    return {
      kind: 'exponential',
      calls: exponent ? expSym(exponent, sites) : null,
      depth,
      branchLoops: new Set(),
      store: null,
      sites,
      ranges,
      explanation: `makes ${sites} recursive calls per call without memoisation`,
      confidence: exponent ? 'high' : 'low',
    }
  }
  return {
    kind: 'linear',
    calls: depth,
    depth,
    branchLoops: new Set(),
    store: null,
    sites,
    ranges,
    explanation: 'recurses one step at a time',
    confidence: depth ? 'high' : 'low',
  }
}

/**
 * `sum(count(n - 1, nxt) for nxt in FOLLOWS[last])`, `for (const d of DIRS) go(r, c, d)`: every recursive
 * call passes, in this position, an element of a collection of fixed size (a table of letters, four
 * directions). The parameter takes a constant number of values, whatever the input.
 */
function fromFixedChoices(fn: FunctionIR, calls: SelfCall[], at: number, o: RecursionOracle): boolean {
  if (at < 0 || calls.length === 0) return false
  const sources = new Map<string, Expr[]>()
  const note = (target: Expr, iter: Expr) => {
    const n = nameOf(target)
    if (n) sources.set(n, [...(sources.get(n) ?? []), iter])
  }
  walkStmts(fn.body, (s) => {
    if (s.kind === 'loop' && s.loop.style === 'each') note(s.loop.target, s.loop.iter)
  })
  walkBodyExprs(fn.body, (e) => {
    if (e.kind === 'comprehension') for (const c of e.clauses) note(c.target, c.iter)
  })
  return calls.every((c) => {
    const arg = c.call.args[at]
    const from = arg ? sources.get(nameOf(arg) ?? '') : undefined
    return (
      !!from &&
      from.every((iter) => {
        // Only a collection known to be that small: an adjacency list of unknown length is not.
        const fixed = (x: Expr) => {
          const shape = o.shapeOf(x)
          const literal = shape.kind === 'coll' && shape.alloc?.site.kind === 'collection'
          return (
            shape.kind === 'coll' && (shape.alloc?.constantSize === true || literal) && isConstant(shape.len)
          )
        }
        // `FOLLOWS[last]`: an entry of a fixed table written out in the code.
        return fixed(iter) || (iter.kind === 'index' && fixed(iter.object))
      })
    )
  })
}

/**
 * `for item in items: if isinstance(item, list): total += walk(item, depth + 1)`: every recursive call
 * takes an element of the list it was given, from a loop over that list (or over the children of the node
 * it was given: an n-ary tree). The list
 * is a nested one, a tree of lists, and each element at any depth is met once: as many calls as the
 * input holds elements in all. Returns that size, or null.
 */
function nestedElementWalk(
  fn: FunctionIR,
  params: string[],
  calls: SelfCall[],
  o: RecursionOracle,
): { calls: BigO; depth: BigO; nested?: string[] } | null {
  let list: string | null = null
  let viaChildren = false
  for (const c of calls) {
    const loop = c.loops[c.loops.length - 1]
    // `for (int i = 0; i < count; i++) write(node.children.get(i))`: a child read by its position.
    const byPosition = params.findIndex((p, k) => childAt(c.call.args[k], p))
    if (loop && byPosition >= 0) {
      const from = params[byPosition] as string
      if ((list !== null && list !== from) || (list !== null && !viaChildren)) return null
      list = from
      viaChildren = true
      continue
    }
    if (loop?.style !== 'each') return null
    // `for (const key of Object.keys(obj)) walk(obj[key])`, `for k, v in d.items(): walk(v)`: the values
    // of an object, reached through its keys or its entries.
    const entry = valueOfEntry(loop, c.call.args, params, definitions(fn.body))
    if (entry) {
      if ((list !== null && list !== entry) || (list !== null && viaChildren)) return null
      list = entry
      continue
    }
    // Go's `for _, child := range node.Children` binds the element second.
    const target = loop.target.kind === 'collection' ? loop.target.elements[1] : loop.target
    const element = target ? nameOf(target) : null
    // The list itself, or the children of a node (`for child in node.children: depth(child)`, or its
    // links written out: `for (const child of [node.left, node.right])`).
    const links = linksWrittenOut(loop.iter)
    const children = links !== null || (loop.iter.kind === 'member' && loop.iter.object.kind === 'name')
    const i = params.indexOf(
      links ?? nameOf(children ? (loop.iter as Expr & { kind: 'member' }).object : loop.iter) ?? '',
    )
    // The element itself, or the list inside it (`ni.getList()` on Java's NestedInteger).
    const arg = c.call.args[i]
    const inner = arg?.kind === 'call' && arg.args.length === 0 ? receiverOf(arg) : arg
    if (element === null || i < 0 || !inner || nameOf(inner) !== element) return null
    const from = params[i] as string
    if ((list !== null && list !== from) || (list !== null && viaChildren !== children)) return null
    list = from
    viaChildren = children
  }
  if (!list) return null
  if (viaChildren) {
    const start = o.paramShape(list)
    if (start.kind !== 'node' || isConstant(start.size)) return null
    // A graph's neighbour lists: one call along every edge (most return at once), V + E in all, on paths
    // of at most V nodes.
    return { calls: start.edges ? add(start.size, start.edges) : start.size, depth: start.size }
  }
  const len = o.lenOf({ kind: 'name', name: list, line: fn.line, endLine: fn.line })
  // `deepEqual(o1[k], o2[k])`: another structure descended beside it, at the same keys.
  const beside = params.filter(
    (p) =>
      p !== list &&
      calls.every((c) => {
        const a = c.call.args[params.indexOf(p)]
        return a?.kind === 'index' && nameOf(a.object) === p
      }),
  )
  return len && !isConstant(len) ? { calls: len, depth: len, nested: [list, ...beside] } : null
}

/**
 * The parameter whose values a call in this loop recurses into, reached through the object's keys
 * (`Object.keys(obj)`, `obj.keys()`, `for key in obj`, with `obj[key]` handed on), its values
 * (`Object.values(obj)`) or its entries (`Object.entries(obj)`, `d.items()`, with the value handed on).
 */
function valueOfEntry(
  loop: Loop & { style: 'each' },
  args: Expr[],
  params: string[],
  defs: Map<string, Expr>,
): string | null {
  const iter = loop.iter.kind === 'name' ? (defs.get(loop.iter.name) ?? loop.iter) : loop.iter
  if (iter.kind !== 'call') return null
  const name = calleeName(iter) ?? ''
  const recv = receiverOf(iter)
  const source = recv && pathOf(recv) === 'Object' ? iter.args[0] : recv
  const object = source ? nameOf(source) : null
  const at = object ? params.indexOf(object) : -1
  if (!object || at < 0 || !/^(keys|values|entries|items)$/.test(name)) return null
  const arg = args[at]
  const target = loop.target
  if (name === 'keys') {
    const key = nameOf(target)
    const read = arg?.kind === 'index' && nameOf(arg.object) === object && nameOf(arg.index) === key
    return key && read ? object : null
  }
  const value = name === 'values' ? target : target.kind === 'collection' ? target.elements[1] : undefined
  return value && arg && nameOf(value) !== null && nameOf(value) === nameOf(arg) ? object : null
}

/** `node.children.get(i)`, `node.children[i]`: an element of a list held by the node `param`. */
function childAt(arg: Expr | undefined, param: string): boolean {
  if (!arg) return false
  const list =
    arg.kind === 'index'
      ? arg.object
      : arg.kind === 'call' && calleeName(arg) === 'get' && arg.args.length === 1
        ? receiverOf(arg)
        : null
  return list?.kind === 'member' && pathOf(list.object) === param
}

/** `[node.left, node.right]`, `(node.left, node.right)`, `Arrays.asList(...)`: the node whose links they are. */
function linksWrittenOut(e: Expr): string | null {
  const items =
    e.kind === 'collection' || e.kind === 'new'
      ? e.elements
      : e.kind === 'call' && /^(asList|of)$/.test(calleeName(e) ?? '')
        ? e.args
        : []
  if (items.length < 2 || !items.every((x) => x.kind === 'member')) return null
  const owners = new Set(items.map((x) => nameOf((x as Expr & { kind: 'member' }).object)))
  const [owner] = owners
  return owners.size === 1 && owner ? owner : null
}

/**
 * `for v in children[u]: dfs(v)` where `children` was filled from a parent array (`children[boss]
 * .append(i)` once for each index i): each index was pushed into one list only, so the lists form a
 * forest and the recursion meets each index once. Returns the number of lists, or null.
 */
function forestWalk(fn: FunctionIR, params: string[], calls: SelfCall[], o: RecursionOracle): BigO | null {
  let size: BigO | null = null
  for (const c of calls) {
    const loop = c.loops[c.loops.length - 1]
    if (!loop || loop.style !== 'each') return null
    const child = nameOf(eachElement(loop))
    const table = listOfParam(loop.iter, params)
    if (!table || !child || !c.call.args.some((a) => nameOf(a) === child)) return null
    const path = pathOf(table)
    if (!path || !o.functions || !filledOncePerIndex(o.functions, fieldName(path, fn))) return null
    const len = o.lenOf(table)
    if (!len || isConstant(len)) return null
    size = len
  }
  return size
}

/**
 * `for v in adj[u]: if v != parent: dfs(v, u)`: a tree given by its edges walked down from a root, each
 * call handing itself on as the parent its neighbour must not go back to. A tree has no other way back,
 * so each node is visited once. Returns the number of lists (nodes), or null.
 */
function treeFromEdges(fn: FunctionIR, params: string[], calls: SelfCall[], o: RecursionOracle): BigO | null {
  let size: BigO | null = null
  for (const c of calls) {
    const loop = c.loops[c.loops.length - 1]
    if (!loop || loop.style !== 'each') return null
    const bound = eachElement(loop)
    const table = listOfParam(loop.iter, params)
    const node = table ? unwrapIndex(loop.iter, params) : null
    if (!table || !node) return null
    const nodeAt = params.indexOf(node)
    // The neighbour: the element itself, a part of it (`e.to`, `nb[0]`), or a name it is unpacked into
    // (`for v, w in adj[u]`).
    const childArg = c.call.args[nodeAt]
    const element = nameOf(bound)
    const childOf =
      childArg &&
      (nameOf(childArg) === element ||
        ((childArg.kind === 'member' || childArg.kind === 'index') &&
          element !== null &&
          nameOf(childArg.object) === element) ||
        (bound?.kind === 'collection' && namesIn(bound).has(nameOf(childArg) ?? '')))
    if (!childArg || !childOf) return null
    const childKey = exprKey(childArg)
    // The parameter the call hands the current node to: the parent.
    const parentAt = c.call.args.findIndex((a, i) => i !== nodeAt && nameOf(a) === node)
    const parent = parentAt >= 0 ? params[parentAt] : undefined
    if (!parent) return null
    let guarded = false
    walkStmts(fn.body, (st) => {
      const cond = st.kind === 'if' ? st.cond : null
      if (!cond) return
      walkExpr(cond, (x) => {
        if (x.kind !== 'binary' || !/^(!=|!==|==|===)$/.test(x.op)) return
        const sides = [exprKey(x.left), exprKey(x.right)]
        if (sides.includes(childKey) && [nameOf(x.left), nameOf(x.right)].includes(parent)) guarded = true
      })
    })
    if (!guarded) return null
    const len = o.lenOf(table)
    if (!len || isConstant(len)) return null
    size = len
  }
  return size
}

/** The parameter a list of a table is read at (`adj[u]`, `graph.get(u)`), or null. */
function unwrapIndex(iter: Expr, params: string[]): string | null {
  let e = iter
  if (e.kind === 'binary' && /^(\?\?|\|\||or)$/.test(e.op)) e = e.left
  const at = e.kind === 'index' ? e.index : e.kind === 'call' ? e.args[0] : null
  const n = nameOf(at ?? null)
  return n && params.includes(n) ? n : null
}

/** `children[u]`, `kids.get(u)`, `graph[u] ?? []` with u a parameter: the table, or null. */
function listOfParam(iter: Expr, params: string[]): Expr | null {
  let e = iter
  if (e.kind === 'binary' && /^(\?\?|\|\||or)$/.test(e.op)) e = e.left
  if (e.kind === 'index' && params.includes(nameOf(e.index) ?? '')) return e.object
  if (
    e.kind === 'call' &&
    /^(get|at|getOrDefault)$/.test(calleeName(e) ?? '') &&
    params.includes(nameOf(e.args[0]) ?? '')
  )
    return receiverOf(e)
  return null
}

/**
 * Whether every addition to the lists of a table (`t[x].append(v)`, `t.get(x).add(v)`, Go's
 * `t[x] = append(t[x], v)`) adds the counter of a loop around it: one list per index at most.
 */
function filledOncePerIndex(functions: readonly FunctionIR[], table: string): boolean {
  const listIn = (e: Expr | null): boolean => {
    if (!e) return false
    const inner =
      e.kind === 'index'
        ? e.object
        : e.kind === 'call' && /^(get|at)$/.test(calleeName(e) ?? '')
          ? receiverOf(e)
          : null
    return inner !== null && (pathOf(inner) ?? '').replace(/^(self|this)\./, '') === table
  }
  let adds = 0
  let once = true
  // A `forEach` callback's body is also the body of the loop it was read as: seen there, with its loop.
  for (const fn of functions.filter((f) => !f.isLambda))
    walkStmts(fn.body, (s, loops) => {
      for (const root of stmtExprs(s))
        walkExpr(root, (e) => {
          if (e.kind !== 'call') return
          const name = calleeName(e) ?? ''
          let value: Expr | undefined
          if (/^(append|push|push_back|emplace_back|add|offer)$/.test(name) && listIn(receiverOf(e)))
            value = e.args[0]
          else if (name === 'append' && !receiverOf(e) && listIn(e.args[0] ?? null)) value = e.args[1]
          else return
          adds++
          // `kids[ppid[i]].push(pid[i])`: the entry at the counter, one of a list of distinct ids.
          const at = value?.kind === 'index' ? value.index : value
          const v = at ? nameOf(at) : null
          if (e.args.length > (receiverOf(e) ? 1 : 2) || !v || !loops.some((l) => countsWith(l, v)))
            once = false
        })
    })
  return adds > 0 && once
}

/** A field read through the object a method runs on (`self.children`, Go's `t.children`) by its own name. */
function fieldName(path: string, fn: FunctionIR): string {
  const dot = path.indexOf('.')
  if (dot < 0) return path
  const root = path.slice(0, dot)
  const receiver = fn.params.find((p) => p.name === root)?.type?.startsWith('receiver:')
  return root === 'self' || root === 'this' || receiver ? path.slice(dot + 1) : path
}

/** Whether a loop's own counter is this name: `for (i = 0; ...; i++)`, `for i in range(n)`, an enumerate index. */
function countsWith(loop: Loop, name: string): boolean {
  if (loop.style === 'for')
    return loop.init.some((s) => s.kind === 'assign' && s.targets.some((t) => nameOf(t) === name))
  if (loop.style !== 'each') return false
  const iter = loop.iter
  const viaName = iter.kind === 'call' ? calleeName(iter) : null
  if (loop.target.kind === 'name') return loop.target.name === name && viaName === 'range'
  const first = loop.target.kind === 'collection' ? loop.target.elements[0] : undefined
  return nameOf(first ?? null) === name && (viaName === 'enumerate' || viaName === 'entries')
}

/**
 * `build(lo, m - 1)` and `build(m + 1, hi)`: each call keeps one end of the range and moves the other to a
 * split point, so the calls cut the range into disjoint parts, one element taken per call, wherever the
 * split falls (a root's place in the inorder list). Returns the length of the range.
 */
function partitionedRange(
  params: string[],
  calls: SelfCall[],
  kinds: Map<string, ArgKind[]>,
  ranges: Map<string, BigO>,
  o: RecursionOracle,
): BigO | null {
  for (const lo of params) {
    for (const hi of params) {
      if (lo === hi) continue
      const loKinds = kinds.get(lo) ?? []
      const hiKinds = kinds.get(hi) ?? []
      if (loKinds.length !== calls.length || hiKinds.length !== calls.length) continue
      const li = params.indexOf(lo)
      const hj = params.indexOf(hi)
      // An end kept where it was, or one step in from it (`build(split + 1, hi - 1)` once the root at hi
      // is taken).
      const kept = (p: string, k: ArgKind | undefined, arg: Expr | undefined) =>
        k === 'same' ||
        (k === 'step' &&
          arg?.kind === 'binary' &&
          /^[-+]$/.test(arg.op) &&
          nameOf(arg.left) === p &&
          literal(arg.right))
      const loKept = calls.map((c, i) => kept(lo, loKinds[i], c.call.args[li]))
      const hiKept = calls.map((c, i) => kept(hi, hiKinds[i], c.call.args[hj]))
      const keepsOne = loKept.every((k, i) => k !== hiKept[i])
      // The moved end goes to the split point, not one step from where it was (`f(i + 1, j)` and
      // `f(i, j - 1)` overlap and branch exponentially).
      const movedToSplit = calls.every(
        (_, i) => (loKept[i] || loKinds[i] === 'free') && (hiKept[i] || hiKinds[i] === 'free'),
      )
      if (!keepsOne || !movedToSplit || !loKept.includes(true) || !hiKept.includes(true)) continue
      const splitNames = calls.map((c, i) => {
        const moved = loKept[i] ? c.call.args[hj] : c.call.args[li]
        return moved ? namesIn(moved) : new Set<string>()
      })
      const common = [...(splitNames[0] ?? [])].filter((n) => splitNames.every((set) => set.has(n)))
      if (common.length === 0) continue
      const sizes = [
        ranges.get(lo),
        ranges.get(hi),
        ...[lo, hi]
          .map((p) => o.paramShape(p))
          .map((sh) => (sh.kind === 'int' ? sh.mag : sh.kind === 'coll' ? sh.len : null)),
      ]
      const size = sizes.find((x): x is BigO => !!x && !isConstant(x))
      if (size) return size
    }
  }
  return null
}

/**
 * `build(inorder[:split], ...)` and `build(inorder[split + 1:], ...)`: every call is handed a slice of the
 * same list cut at one point the call works out (a root's place in the inorder list), so the slices are
 * disjoint pieces of it and the calls take one element each, wherever the cut falls. Returns the list's
 * length. A cut at the middle is a halving, found before this.
 */
function slicedPartition(
  fn: FunctionIR,
  params: string[],
  calls: SelfCall[],
  o: RecursionOracle,
): BigO | null {
  if (calls.length < 2) return null
  const defs = definitions(fn.body)
  const paramNames = new Set(params)
  for (const [i, p] of params.entries()) {
    const shape = o.paramShape(p)
    if (shape.kind !== 'coll' || isConstant(shape.len)) continue
    const cuts: Set<string>[] = []
    for (const c of calls) {
      let arg = c.call.args[i]
      if (arg?.kind === 'name') arg = defs.get(arg.name) ?? arg
      const bounds = arg ? sliceBounds(arg, p) : null
      if (!bounds) break
      cuts.push(bounds)
    }
    if (cuts.length !== calls.length) continue
    const shared = [...(cuts[0] ?? [])].filter((n) => !paramNames.has(n) && cuts.every((b) => b.has(n)))
    if (shared.length > 0) return shape.len
  }
  return null
}

/** The length of the list a recursion hands out in disjoint filtered parts (quicksort on lists). */
function filteredLength(
  fn: FunctionIR,
  params: string[],
  calls: SelfCall[],
  o: RecursionOracle,
): BigO | null {
  const at = filteredPartition(fn, params, calls)
  const shape = at === null ? null : o.paramShape(params[at] as string)
  return shape?.kind === 'coll' && !isConstant(shape.len) ? shape.len : null
}

/** The names in the bounds of a slice of `list` (`list[a:b]`, `list.slice(a, b)`, `copyOfRange(list, a, b)`). */
function sliceBounds(e: Expr, list: string): Set<string> | null {
  const names = (parts: Expr[]) => {
    const out = new Set<string>()
    for (const x of parts) for (const n of namesIn(x)) out.add(n)
    return out
  }
  if (e.kind === 'slice' && pathOf(e.object) === list) return names(e.parts)
  if (e.kind !== 'call') return null
  const name = calleeName(e)
  if (name && /^(slice|subList|substring|subarray)$/.test(name) && pathOf(receiverOf(e)) === list)
    return names(e.args)
  if (name === 'copyOfRange' && e.args[0] && pathOf(e.args[0]) === list) return names(e.args.slice(1))
  return null
}

/**
 * A recursion whose arguments never change but whose calls each take the next item of a shared input
 * (`tokens.poll()`, `next(vals)`, `preorder[self.i]` with `self.i += 1`): rebuilding a tree from its
 * serialised form makes one call per item. Returns the number of items.
 */
function consumedInput(fn: FunctionIR, params: string[], varying: string[], o: RecursionOracle): BigO | null {
  const locals = declaredNames(fn.body)
  const shared = (e: Expr | null): string | null => {
    const path = e ? pathOf(e) : null
    if (!path) return null
    const root = path.replace(/^(self|this)\./, '').split('.')[0] ?? ''
    return locals.has(root) ? null : path
  }
  let size: BigO | null = null
  const counters = new Set<string>()
  walkStmts(fn.body, (s) => {
    if (s.kind === 'assign' && (s.op === '+=' || s.op === '-=')) {
      for (const t of s.targets) {
        const p = shared(t)
        if (p && !params.includes(p)) counters.add(p)
      }
    }
    for (const root of stmtExprs(s)) {
      walkExpr(root, (x) => {
        if (x.kind === 'update') {
          const p = shared(x.target)
          if (p && !params.includes(p)) counters.add(p)
        }
        if (x.kind === 'assign' && (x.op === '+=' || x.op === '-=')) {
          const p = shared(x.target)
          if (p && !params.includes(p)) counters.add(p)
        }
        if (size || x.kind !== 'call') return
        const name = calleeName(x)
        const recv = receiverOf(x)
        const taken =
          recv && name && /^(poll|popleft|shift|pollFirst|removeFirst|next|remove)$/.test(name)
            ? recv
            : !recv && name === 'next' && x.args[0]
              ? x.args[0]
              : null
        if (taken && shared(taken)) {
          const len = o.lenOf(taken)
          if (len && !isConstant(len)) size = len
        }
      })
    }
  })
  // Arguments that change (`build(depth + 1)`) leave the count to the shared position when a base case
  // stops at it: `if (next >= tokens.length || tokens[next].depth !== depth) return null`.
  // Arguments only carried along (`depth + 1` multiplying a value) decide nothing.
  if (varying.some((p) => decides(fn, p))) {
    const tested = new Set<string>()
    for (const c of baseConditions(fn))
      walkExpr(c, (x) => {
        const path = x.kind === 'name' || x.kind === 'member' ? pathOf(x) : null
        if (path) tested.add(path)
      })
    if (![...counters].some((c) => tested.has(c))) return null
  }
  if (size) return size
  if (counters.size === 0) return null
  walkBodyExprs(fn.body, (x) => {
    // `tokens[self.i]`, `s[i++]`, and `s.charAt(pos++)`, `list.get(i)` read the same way.
    const at =
      x.kind === 'index'
        ? { object: x.object, index: x.index }
        : x.kind === 'call' &&
            /^(charAt|codePointAt|get|at)$/.test(calleeName(x) ?? '') &&
            x.args.length === 1
          ? { object: receiverOf(x), index: x.args[0] as Expr }
          : null
    if (size || !at || !at.object) return
    const read = at.index.kind === 'update' ? at.index.target : at.index
    const p = pathOf(read)
    if (p && counters.has(p)) {
      const len = o.lenOf(at.object)
      if (len && !isConstant(len)) size = len
    }
  })
  return size
}

/**
 * `visit(prefix * 10 + d)` from a loop over the digits, stopped by `if (child > n) return`: the calls'
 * numbers are all different (a number's digits name its path) and none exceeds the bound, so there are
 * at most as many calls as the bound is large. The bound's magnitude, or null.
 */
function numberTree(fn: FunctionIR, params: string[], calls: SelfCall[], o: RecursionOracle): BigO | null {
  const call = calls.length === 1 ? calls[0]?.call : undefined
  if (!call) return null
  // One parameter builds the number; the others (`n`, `out`) are handed on as they are.
  const changed = params.filter((q, i) => nameOf(call.args[i]) !== q)
  if (changed.length !== 1) return null
  const p = changed[0] as string
  const defs = definitions(fn.body)
  const arg = call.args[params.indexOf(p)]
  const value = arg?.kind === 'name' ? (defs.get(arg.name) ?? arg) : arg
  const scaled =
    value?.kind === 'binary' &&
    value.op === '+' &&
    value.left.kind === 'binary' &&
    value.left.op === '*' &&
    nameOf(value.left.left) === p &&
    (literalValue(value.left.right) ?? 0) >= 2
  if (!scaled || !arg) return null
  const tested = new Set([p, ...(arg.kind === 'name' ? [arg.name] : [])])
  let bound: BigO | null = null
  const compare = (c: Expr) =>
    walkExpr(c, (x) => {
      if (bound || x.kind !== 'binary' || !/^(<|<=|>|>=)$/.test(x.op)) return
      const [mine, other] = tested.has(nameOf(x.left) ?? '') ? [x.left, x.right] : [x.right, x.left]
      if (!tested.has(nameOf(mine) ?? '')) return
      const m = o.mag(other)
      if (m && !isConstant(m)) bound = m
    })
  walkStmts(fn.body, (s) => {
    if (s.kind === 'if') compare(s.cond)
    if (s.kind === 'loop' && s.loop.style !== 'each' && s.loop.cond) compare(s.loop.cond)
  })
  return bound
}

/** How many different divisors the calls' arguments divide by (`x // 2` and `x // 3`: two). */
function divisorsUsed(calls: SelfCall[]): number {
  const seen = new Set<number>()
  for (const c of calls)
    for (const a of c.call.args)
      walkExpr(a, (x) => {
        if (x.kind !== 'binary' || !/^(\/|\/\/|>>)$/.test(x.op)) return
        const v = literalValue(x.right)
        if (v !== null) seen.add(x.op === '>>' ? 2 ** v : v)
      })
  return seen.size
}

/** Self calls inside the value a loop's body returns: the loop ends with the call. */
export function returnedInLoops(fn: FunctionIR): Set<Expr> {
  const out = new Set<Expr>()
  walkStmts(fn.body, (s, loops) => {
    if (s.kind !== 'return' || !s.value || loops.length === 0) return
    walkExpr(s.value, (x) => {
      if (isSelfCall(x, fn)) out.add(x)
    })
  })
  return out
}

/**
 * Whether a parameter is read by a condition of the function (an `if`, a loop's test, a `? :`), itself
 * or through a local set from it (`let idx = from; while (idx < n)`).
 */
function decides(fn: FunctionIR, p: string): boolean {
  const carriers = new Set([p])
  walkStmts(fn.body, (s) => {
    if (s.kind !== 'assign') return
    if (!s.values.some((v) => [...namesIn(v)].some((n) => carriers.has(n)))) return
    for (const t of s.targets) for (const n of namesIn(t)) carriers.add(n)
  })
  let found = false
  const reads = (e: Expr | null) => {
    if (e && [...namesIn(e)].some((n) => carriers.has(n))) found = true
  }
  walkStmts(fn.body, (s) => {
    if (s.kind === 'if') reads(s.cond)
    if (s.kind === 'loop') reads('cond' in s.loop ? s.loop.cond : null)
  })
  walkBodyExprs(fn.body, (x) => {
    if (x.kind === 'ternary') reads(x.cond)
  })
  return found
}

/**
 * `inner, i = helper(i + 1)` in `while i < len(s)`: the call hands back where it stopped reading, and
 * the loop carries on from there, so the calls read the input once between them. The parameter, or null.
 */
function positionHandedBack(loop: Loop, params: string[], calls: SelfCall[]): string | null {
  if (loop.style !== 'while' || !loop.cond) return null
  const tested = namesIn(loop.cond)
  const sites = new Set<Expr>(calls.map((c) => c.call))
  let found: string | null = null
  let other = false
  walkStmts(loop.body, (s) => {
    if (s.kind !== 'assign' || s.values.length !== 1) return
    const value = s.values[0] as Expr
    if (!sites.has(value)) return
    const targets =
      s.targets.length === 1 && s.targets[0]?.kind === 'collection' ? s.targets[0].elements : s.targets
    const position = targets
      .map((t) => nameOf(t))
      .find((n) => n !== null && params.includes(n) && tested.has(n))
    if (position) found = position
    else other = true
  })
  return other ? null : found
}

/**
 * Whether a loop runs on a position the function shares with its other calls (`self.i`, a closure's
 * `i`, never a local or a parameter) and moves forward itself: the loop condition reads it and the
 * body steps it up.
 */
function readsOn(loop: Loop, fn: FunctionIR, params: string[]): boolean {
  if (loop.style !== 'while' || !loop.cond) return false
  const locals = new Set<string>([...params, ...declaredNames(fn.body)])
  const stepped = new Set<string>()
  walkStmts(loop.body, (s) => {
    const note = (t: Expr) => {
      const p = pathOf(t)
      if (p && !locals.has(p.replace(/^(self|this)\./, '').split('.')[0] ?? '')) stepped.add(p)
    }
    if (s.kind === 'assign' && s.op === '+=') s.targets.forEach(note)
    for (const root of stmtExprs(s))
      walkExpr(root, (x) => {
        if (x.kind === 'update' && x.op === '++') note(x.target)
      })
  })
  let tested = false
  walkExpr(loop.cond, (x) => {
    const p = x.kind === 'name' || x.kind === 'member' ? pathOf(x) : null
    if (p && stepped.has(p)) tested = true
  })
  return tested
}

/**
 * `val = tokens[self.pos]; self.pos += 2` (or `tokens[i++]`) before any call of itself: every call moves
 * a position shared by all the calls on before it makes more, so the calls are no more than the input
 * has entries, whatever loop makes them (`for _ in range(count): children.append(read())`).
 */
function stepsSharedCursorFirst(fn: FunctionIR, params: string[], calls: SelfCall[]): boolean {
  const locals = new Set<string>([...params, ...declaredNames(fn.body)])
  const shared = (t: Expr) => {
    const p = pathOf(t)
    return p !== null && !locals.has(p.replace(/^(self|this)\./, '').split('.')[0] ?? '')
  }
  const own = new Set<Expr>(calls.map((c) => c.call))
  for (const s of fn.body) {
    let recurses = false
    let steps = false
    const exprs = s.kind === 'if' || s.kind === 'loop' ? [] : stmtExprs(s)
    walkStmts([s], (x) => {
      for (const root of stmtExprs(x))
        walkExpr(root, (e) => {
          if (own.has(e as Expr & { kind: 'call' })) recurses = true
        })
    })
    if (recurses) return false
    if (s.kind === 'assign' && (s.op === '+=' || s.op === '-=') && s.targets.some(shared)) steps = true
    for (const root of exprs)
      walkExpr(root, (e) => {
        if (e.kind === 'update' && shared(e.target)) steps = true
      })
    if (steps) return true
  }
  return false
}

/** +1 for `p + c`, -1 for `p - c`, null for anything else. */
function stepDirection(arg: Expr | undefined, p: string): number | null {
  if (!arg || arg.kind !== 'binary' || (arg.op !== '+' && arg.op !== '-')) return null
  if (nameOf(arg.left) !== p || !literal(arg.right)) return null
  return arg.op === '+' ? 1 : -1
}

/** Union-find's `find(x)`: recurses on `parent[x]` until `parent[x] == x`. */
/** The table a parent lookup reads, `parent[x]` or the map spelling `parent.get(x)`, with its key. */
function parentLookup(e: Expr): { table: string; key: Expr } | null {
  if (e.kind === 'index') {
    const table = rootPath(e)
    return table ? { table, key: e.index } : null
  }
  if (e.kind === 'call' && calleeName(e) === 'get' && e.args.length === 1) {
    const table = pathOf(receiverOf(e))
    return table && e.args[0] ? { table, key: e.args[0] } : null
  }
  return null
}

function isFind(fn: FunctionIR, params: string[], calls: SelfCall[]): boolean {
  if (calls.length === 0) return false
  const chased = new Set<string>()
  for (const c of calls) {
    const ok = c.call.args.some((a, i) => {
      const p = params[i]
      const lookup = parentLookup(a)
      if (!p || !lookup || nameOf(lookup.key) !== p) return false
      chased.add(lookup.table)
      return true
    })
    if (!ok) return false
  }
  const chasedLookup = (e: Expr) => {
    const lookup = parentLookup(e)
    return lookup !== null && chased.has(lookup.table)
  }
  let compared = false
  // `return parent[x] == x ? x : parent[x] = find(parent[x])` tests the same in a conditional expression.
  const tests: Expr[] = []
  walkStmts(fn.body, (s) => {
    if (s.kind === 'if') tests.push(s.cond)
    for (const root of stmtExprs(s))
      walkExpr(root, (x) => {
        if (x.kind === 'ternary') tests.push(x.cond)
      })
  })
  for (const cond of tests) {
    walkExpr(cond, (x) => {
      // `parent[x] == x`, or Java's `parent.get(x).equals(x)` on a map of strings.
      const sides =
        x.kind === 'binary' && /^(==|!=|===|!==)$/.test(x.op)
          ? [x.left, x.right]
          : x.kind === 'call' && calleeName(x) === 'equals' && receiverOf(x) && x.args.length === 1
            ? [receiverOf(x) as Expr, x.args[0] as Expr]
            : null
      if (
        sides &&
        sides.some(chasedLookup) &&
        sides.some((side) => side.kind === 'name' && params.includes(side.name))
      )
        compared = true
    })
  }
  return compared
}

function firstSize(o: RecursionOracle, params: string[]): BigO | null {
  for (const p of params) {
    const s = o.paramShape(p)
    // An accumulator handed down from an empty list (`bt(0, [])`) says nothing of the depth.
    if (s.kind === 'coll' && !isConstant(s.len)) return s.len
    if (s.kind === 'int' && !isConstant(s.mag)) return s.mag
  }
  return null
}

function recursionDepth(
  fn: FunctionIR,
  varying: string[],
  ranges: Map<string, BigO>,
  conds: Expr[],
  o: RecursionOracle,
  monotonic: string[],
): BigO | null {
  // A parameter every call moves the same way (i + 1) measures the depth; coordinates that move both
  // ways (r + 1, r - 1) do not.
  for (const p of monotonic) {
    const r = ranges.get(p)
    if (r) return r
  }
  for (const p of varying) {
    const r = ranges.get(p)
    if (r) return r
  }
  // Parameterless backtracking: `if len(path) == len(nums): return` bounds the depth.
  for (const c of conds) {
    for (const cmp of comparisons(c)) {
      for (const side of [cmp.left, cmp.right]) {
        const m = o.mag(side)
        if (m && !isConstant(m)) return m
      }
    }
  }
  return firstSize(
    o,
    fn.params.map((p) => p.name),
  )
}

function innermostCommonLoop(calls: SelfCall[]): Loop | null {
  const first = calls[0]
  if (!first) return null
  return first.loops[first.loops.length - 1] ?? null
}

function loopStartsAtParam(loop: Loop | null, params: string[], fn?: FunctionIR): boolean {
  if (!loop) return false
  if (
    loop.style === 'each' &&
    loop.iter.kind === 'call' &&
    loop.iter.callee.kind === 'name' &&
    loop.iter.callee.name === 'range'
  ) {
    const startArg = loop.iter.args.length >= 2 ? loop.iter.args[0] : null
    return !!startArg && [...namesIn(startArg)].some((n) => params.includes(n))
  }
  if (loop.style === 'for') {
    for (const s of loop.init) {
      if (s.kind === 'assign' && s.values.some((v) => [...namesIn(v)].some((n) => params.includes(n))))
        return true
    }
  }
  // `let idx = from; while (idx < nums.length) { ...; idx++ }`: a counter set from a parameter.
  if (loop.style === 'while' && loop.cond && fn) {
    const defs = definitions(fn.body)
    for (const [v, kinds] of updatesIn(loop.body)) {
      const start = defs.get(v)
      if (
        kinds.includes('inc') &&
        namesIn(loop.cond).has(v) &&
        start &&
        [...namesIn(start)].some((n) => params.includes(n))
      )
        return true
    }
  }
  return false
}

function loopBranching(
  loop: Loop,
  o: RecursionOracle,
  defs: ReadonlyMap<string, Expr>,
): { count: BigO; literalCount: number | null } | null {
  // `letters = KEYS[digit]` then a loop over `letters`: the local is known by what it was given, an
  // entry of a fixed table, while the recursion is planned from its parameters alone.
  const entryOfFixedTable = (name: string | null) => {
    const def = name ? defs.get(name) : undefined
    const given = def && beforeDefault(def)
    const len = given?.kind === 'index' ? o.lenOf(given) : null
    return len !== null && isConstant(len)
  }
  if (loop.style === 'each') {
    const iter = loop.iter
    if (entryOfFixedTable(nameOf(iter))) return { count: ONE, literalCount: null }
    if (iter.kind === 'collection') return { count: ONE, literalCount: iter.elements.length }
    if (iter.kind === 'literal' && iter.type === 'string')
      return { count: ONE, literalCount: Math.max(1, (iter.text ?? '').length - 2) }
    if (iter.kind === 'call' && iter.callee.kind === 'name' && iter.callee.name === 'range') {
      const last = iter.args[iter.args.length === 1 ? 0 : 1]
      if (last && last.kind === 'literal' && last.value !== undefined)
        return { count: ONE, literalCount: last.value }
    }
    // A node's neighbours in an adjacency list (`for next in graph[node]`) with nothing marking nodes
    // visited: the recursion follows every path, and a graph without cycles on V nodes has up to 2^V.
    if (iter.kind === 'index') {
      const graph = o.shapeOf(iter.object)
      if (graph.kind === 'coll' && graph.edges) return { count: ONE, literalCount: 2 }
    }
    const len = o.lenOf(iter)
    return len ? { count: len, literalCount: null } : null
  }
  if ((loop.style === 'for' || loop.style === 'while') && loop.cond && loop.cond.kind === 'binary') {
    const limit = loop.cond.right
    if (limit.kind === 'literal' && limit.value !== undefined)
      return { count: ONE, literalCount: limit.value }
    const measured = sizedCollection(limit)
    if (measured && entryOfFixedTable(nameOf(measured))) return { count: ONE, literalCount: null }
    const m = o.mag(limit)
    return m ? { count: m, literalCount: null } : null
  }
  return null
}

/**
 * The most recursive calls one invocation can make along a single path through its branches. A branch
 * that returns ends its path: `if n < 0: return 1 / power(x, -n)` and the call after it never both run.
 */
function maxSitesOnAPath(body: Stmt[], sites: Set<Expr>): number {
  let along = 0
  let best = 0
  const inExprs = (s: Stmt) => stmtExprs(s).reduce((n, root) => n + sitesInExpr(root, sites), 0)
  for (const s of body) {
    if (s.kind === 'if') {
      let inCond = 0
      walkExpr(s.cond, (x) => {
        if (sites.has(x)) inCond++
      })
      const then = maxSitesOnAPath(s.then, sites)
      const otherwise = maxSitesOnAPath(s.otherwise, sites)
      const thenExits = exits(s.then)
      const otherwiseExits = exits(s.otherwise)
      if (thenExits && otherwiseExits) return Math.max(best, along + inCond + Math.max(then, otherwise))
      if (thenExits) best = Math.max(best, along + inCond + then)
      if (otherwiseExits) best = Math.max(best, along + inCond + otherwise)
      along += inCond + (thenExits ? otherwise : otherwiseExits ? then : Math.max(then, otherwise))
    } else if (s.kind === 'loop') {
      along += maxSitesOnAPath(s.loop.body, sites)
    } else if (s.kind === 'block') {
      along += maxSitesOnAPath(s.body, sites)
    } else {
      along += inExprs(s)
      if (s.kind === 'return' || s.kind === 'throw') return Math.max(best, along)
    }
  }
  return Math.max(best, along)
}

/** Whether an expression reads the very slot it is assigned to (`a[i] = f(a[i])`). */
function readsSlot(value: Expr, slot: Expr): boolean {
  const key = exprKey(slot)
  let found = false
  walkExpr(value, (x) => {
    if (!found && x.kind === slot.kind && exprKey(x) === key) found = true
  })
  return found
}

/** Whether a branch always leaves the function (its last statement returns or throws). */
function exits(body: Stmt[]): boolean {
  const last = body[body.length - 1]
  if (!last) return false
  if (last.kind === 'return' || last.kind === 'throw') return true
  if (last.kind === 'if') return exits(last.then) && exits(last.otherwise)
  if (last.kind === 'block') return exits(last.body)
  return false
}

/** Calls in the two arms of `c ? f(a) : f(b)` never both run. */
function sitesInExpr(e: Expr, sites: Set<Expr>): number {
  if (sites.has(e)) return 1 + (e.kind === 'call' ? e.args.reduce((n, a) => n + sitesInExpr(a, sites), 0) : 0)
  if (e.kind === 'ternary')
    return sitesInExpr(e.cond, sites) + Math.max(sitesInExpr(e.then, sites), sitesInExpr(e.otherwise, sites))
  let total = 0
  const children: Expr[] = []
  switch (e.kind) {
    case 'binary':
      children.push(e.left, e.right)
      break
    case 'unary':
      children.push(e.operand)
      break
    case 'call':
      children.push(e.callee, ...e.args)
      break
    case 'member':
      children.push(e.object)
      break
    case 'index':
      children.push(e.object, e.index)
      break
    case 'assign':
      children.push(e.target, e.value)
      break
    case 'collection':
      children.push(...e.elements)
      break
    case 'new':
      children.push(...e.args, ...e.dims, ...e.elements)
      break
    case 'other':
      children.push(...e.children)
      break
    default:
      break
  }
  for (const c of children) total += sitesInExpr(c, sites)
  return total
}
