import {
  add,
  factSym,
  isConstant,
  logOf,
  mul,
  ONE,
  sqrtOf,
  substitute,
  sym,
  symbols,
  within,
  type BigO,
} from './bigo'
import {
  calleeName,
  nameOf,
  namesIn,
  pathOf,
  receiverOf,
  stmtExprs,
  walkBodyExprs,
  walkExpr,
  walkStmts,
  type Expr,
  type FunctionIR,
  type Loop,
  type Stmt,
  literalValue,
} from './ir'
import { containerOfIterator, streamedCollection } from './library'
import type { SizeOracle } from './shapes'

/**
 * How many times a loop runs, read from its header and from how its body moves the variables its
 * condition tests: counted ranges, halving and doubling, binary search, two pointers that meet,
 * pointer chases along linked structures, and loops that drain a collection.
 */

export interface LoopOracle extends SizeOracle {
  /** The magnitude a variable holds when the loop starts. */
  varMag(name: string): BigO | null
  /** True when the variable holds a total of input values (`hi += w`): a value as large as M. */
  totalsValues?(name: string): boolean
  /** The symbol of the sum of the input's values (`sum(nums)`), which a search over values counts as M. */
  sumSymbol?: string
  /** The sizes an expression is the smallest of (`(min(m, n) + 1) / 2`), or null. */
  leastOf?(e: Expr): readonly BigO[] | null
  /** The file's own function a call reaches, when there is one. */
  fileFunction?(call: Expr): FunctionIR | null
  /** The length of the linked list the function is given, when a parameter is one. */
  listLength?(): BigO | null
  /** How much a table's counters add up to, when they were only ever counted up one at a time. */
  tallyOf?(table: Expr): BigO | null
}

export type LoopKind =
  | 'counted'
  | 'each'
  | 'halving'
  | 'doubling'
  | 'sqrt'
  | 'binary-search'
  | 'two-pointers'
  | 'pointer'
  | 'linked'
  | 'parent-chase'
  /** A loop not understood, counted as one pass over the size its condition tests. */
  | 'estimated'
  | 'drain'
  /** Steps through consecutive keys while they are present in a set or map: `while y + 1 in seen`. */
  | 'key-walk'
  /** Replaces a number by a function of its digits (happy number, add digits): a few passes. */
  | 'reduction'
  | 'constant'
  | 'unknown'

export interface LoopPlan {
  count: BigO | null
  kind: LoopKind
  /** Variables the loop advances: its counter, pointers, the variable bound by `for x in`. */
  progress: string[]
  /** Magnitude of the counter's values (`for i in range(n)`: n), for loops nested inside. */
  varMag: BigO | null
  /** The collection a drain loop (`while queue:`) consumes. */
  drained: Expr | null
  /** The set or map a key walk tests its keys against. */
  keys?: Expr
  /** The loop stops when the first of these ranges runs out: it runs min(...) times, at most `count`. */
  shortest?: BigO[]
  /** Its count is a window after where the variable starts (`j <= i + w` from `j = i + 1`): w. */
  window?: boolean
  /** True when the loop has no condition and ends by break/return. */
  unbounded: boolean
  /** Passes that fill collections, when more than the count the body is charged (a reduction). */
  passes?: BigO
  /**
   * A list walked a group at a time: only loops nested in this one move the tested pointer along, so the
   * walks inside continue where the last pass stopped and cover the list once in all.
   */
  groupWalk?: boolean
  /**
   * Counts a cell of a table of counters down to zero (`while count[c] > 0: count[c] -= 1`): over every
   * run, no more passes than the counters' total.
   */
  tallied?: boolean
  /**
   * Extends a match length kept in one cell (`while (i + z[i] < n && ...) z[i]++`): the Z-function's and
   * Manacher's inner loop, amortised when the enclosing loop seeds that cell from its mirror.
   */
  extendedCell?: Expr & { kind: 'index' }
  explanation: string
}

export type UpdateKind = 'inc' | 'dec' | 'mul' | 'div' | 'mid' | 'next' | 'child' | 'parent' | 'other'

const RANGE_ITERATORS =
  /^(enumerate|reversed|sorted|list|set|tuple|iter|zip|frozenset|deque|pairwise|groupby)$/
const VIEW_METHODS =
  /^(items|keys|values|entrySet|keySet|toCharArray|chars|split|entries|getValue|elements|codePoints|bytes|runes|splitlines|strip|lower|upper)$/

export function conjuncts(e: Expr | null): Expr[] {
  if (!e) return []
  if (e.kind === 'binary' && (e.op === '&&' || e.op === 'and'))
    return [...conjuncts(e.left), ...conjuncts(e.right)]
  return [e]
}

export function disjuncts(e: Expr): Expr[] {
  const x = unwrap(e)
  if (x.kind === 'binary' && (x.op === '||' || x.op === 'or'))
    return [...disjuncts(x.left), ...disjuncts(x.right)]
  return [e]
}

/** Strips casts and parentheses the adapters keep as `other` with a single child. */
/**
 * The read a default stands behind: `memo[k] ?? -1`, `counts.get(c) || 0`, `d.get(k) or 0`. With
 * `literalOnly`, only when the default is a literal (a fallback value, not another computation).
 */
export function beforeDefault(e: Expr, literalOnly = false): Expr {
  if (e.kind === 'binary' && /^(\?\?|\|\||or)$/.test(e.op) && (!literalOnly || e.right.kind === 'literal'))
    return e.left
  if (e.kind === 'other' && e.children.length === 1) return beforeDefault(e.children[0] as Expr, literalOnly)
  return e
}

export function unwrap(e: Expr): Expr {
  let cur = e
  while (cur.kind === 'other' && cur.children.length === 1) cur = cur.children[0] as Expr
  return cur
}

/** The collection whose size an expression reads: `len(s)`, `s.size()`, `s.length()`, `h.Len()`, `s.length`. */
export function sizedCollection(e: Expr): Expr | null {
  const x = unwrap(e)
  if (x.kind === 'call') {
    const n = calleeName(x)
    if (n === 'len' && !receiverOf(x)) return x.args[0] ?? null
    if (n && /^(size|length|Len)$/.test(n)) return receiverOf(x)
  }
  if (x.kind === 'member' && /^(length|size)$/.test(x.property)) return x.object
  return null
}

function isMidExpression(e: Expr, defs: Map<string, Expr>, depth = 0): boolean {
  const x = unwrap(e)
  if (depth > 3) return false
  if (x.kind === 'name') {
    const def = defs.get(x.name)
    return def ? isMidExpression(def, defs, depth + 1) : /^mid|^m$|^middle|^pivot|^guess/i.test(x.name)
  }
  if (x.kind === 'binary') {
    // (lo + hi) / 2, lo + (hi - lo) / 2, (lo + hi) >> 1, (lo + hi) >>> 1, lo + (hi - lo + 1) // 2
    if (/^(\/|\/\/|>>|>>>)$/.test(x.op)) return true
    if (x.op === '+' || x.op === '-')
      return isMidExpression(x.left, defs, depth + 1) || isMidExpression(x.right, defs, depth + 1)
  }
  if (x.kind === 'call') {
    const name = calleeName(x)
    if (name && /^(floor|ceil|trunc|int|Floor|Ceil)$/.test(name) && x.args[0])
      return isMidExpression(x.args[0], defs, depth + 1)
  }
  return false
}

/** Replaces local names by their definitions (`left` → `2 * i + 1`) to see how a value derives from `self`. */
function expandNames(e: Expr, defs: Map<string, Expr>, self: string, depth: number): Expr {
  if (depth <= 0) return e
  if (e.kind === 'name' && e.name !== self) {
    const def = defs.get(e.name)
    return def && !namesIn(def).has(e.name) ? expandNames(unwrap(def), defs, self, depth - 1) : e
  }
  if (e.kind === 'binary') {
    return {
      ...e,
      left: expandNames(e.left, defs, self, depth),
      right: expandNames(e.right, defs, self, depth),
    }
  }
  return e
}

const definitionCache = new WeakMap<Stmt[], Map<string, Expr>>()
const updateCache = new WeakMap<object, Map<string, UpdateKind[]>>()

/** Last value assigned to each name in a loop body (for `mid = (lo + hi) // 2` and `nxt = cur.next`). */
/**
 * The values a plain `=` gives `name` in a body, in order: its top level only, or its nested statements
 * too. Parallel targets (`lo, hi = i + 1, j - 1`) pair with their own values.
 */
export function valuesGiven(body: Stmt[], name: string, { nested }: { nested: boolean }): Expr[] {
  const found: Expr[] = []
  const visit = (st: Stmt) => {
    if (st.kind !== 'assign' || st.op !== '=') return
    st.targets.forEach((t, i) => {
      const value = st.values.length === st.targets.length ? st.values[i] : undefined
      if (nameOf(t) === name && value) found.push(value)
    })
  }
  if (nested) walkStmts(body, visit)
  else body.forEach(visit)
  return found
}

/** The values a definition unpacks into several names: `root` in `const { left, right } = root`. */
export const unpacked = new WeakSet<Expr>()

export function definitions(body: Stmt[]): Map<string, Expr> {
  const cached = definitionCache.get(body)
  if (cached) return cached
  const defs = new Map<string, Expr>()
  definitionCache.set(body, defs)
  walkStmts(body, (s) => {
    if (s.kind === 'assign' && s.op === '=') {
      // Go's `v, ok := memo[k]`: both read the table.
      const commaOk = s.targets.length === 2 && s.values.length === 1 && s.values[0]?.kind === 'index'
      s.targets.forEach((t, i) => {
        const n = nameOf(t)
        const v = s.values.length === s.targets.length ? s.values[i] : commaOk ? s.values[0] : undefined
        if (n && v) defs.set(n, v)
        // `const { val, left, right } = root`, `const { left, right } = queue[head++]`: each name is a
        // part of the one value unpacked (an index read of two names is marked too, as Go's comma-ok).
        const whole = s.values.length === 1 && s.targets.length > 1 ? s.values[0] : undefined
        if (n && whole?.kind === 'index') {
          unpacked.add(whole)
          if (!v) defs.set(n, whole)
        }
        // `const { left, right } = queue.shift()`: the parts of an entry taken off a worklist.
        const taken =
          whole?.kind === 'call' &&
          /^(pop|shift|poll|popleft|pollFirst|pollLast|removeFirst)$/.test(calleeName(whole) ?? '')
        if (n && !v && taken) {
          defs.set(n, whole)
          unpacked.add(whole)
        }
        // `q, r = divmod(n, 2)`: the quotient and the remainder.
        if (
          n &&
          whole?.kind === 'call' &&
          calleeName(whole) === 'divmod' &&
          whole.args.length === 2 &&
          i < 2
        ) {
          const [left, right] = whole.args as [Expr, Expr]
          defs.set(n, { ...whole, kind: 'binary', op: i === 0 ? '//' : '%', left, right })
        }
        if (n && !v && whole?.kind === 'name') {
          defs.set(n, whole)
          unpacked.add(whole)
        }
      })
    }
  })
  return defs
}

/** `nums[left]`, `a[i][j]`: a value read from the input, of unknown size. */
function isElementRead(e: Expr): boolean {
  const x = unwrap(e)
  return x.kind === 'index'
}

/** `i & -i`, `i & (-i)`, `-i & i`: the lowest set bit of the variable. */
function isLowestBit(e: Expr, name: string): boolean {
  const v = unwrap(e)
  // Java's `Integer.lowestOneBit(i)`, `Long.lowestOneBit(i)`.
  if (v.kind === 'call' && calleeName(v) === 'lowestOneBit' && v.args.length === 1)
    return nameOf(unwrap(v.args[0] as Expr)) === name
  if (v.kind !== 'binary' || v.op !== '&') return false
  const negated = (x: Expr) => {
    const u = unwrap(x)
    if (u.kind === 'unary' && u.op === '-' && nameOf(unwrap(u.operand)) === name) return true
    // `~i + 1` is `-i` in two's complement.
    if (u.kind !== 'binary' || u.op !== '+' || literalValue(u.right) !== 1) return false
    const flipped = unwrap(u.left)
    return flipped.kind === 'unary' && flipped.op === '~' && nameOf(unwrap(flipped.operand)) === name
  }
  const [l, r] = [unwrap(v.left), unwrap(v.right)]
  return (nameOf(l) === name && negated(r)) || (nameOf(r) === name && negated(l))
}

function classifyUpdate(
  name: string,
  op: string,
  value: Expr | null,
  defs: Map<string, Expr>,
  depth = 0,
): UpdateKind {
  if (op === '+=' || op === '-=') {
    // A Fenwick tree's `i += i & -i` / `i -= i & -i` moves the lowest set bit up or clears it: like
    // doubling or halving, a number of steps logarithmic in the range.
    if (value && isLowestBit(value, name)) return op === '+=' ? 'mul' : 'div'
    const v = literalValue(value)
    if (v !== null && v < 0) return op === '+=' ? 'dec' : 'inc'
    return op === '+=' ? 'inc' : 'dec'
  }
  if (op === '*=' || op === '<<=') return 'mul'
  // Dividing by an element of the input (`product /= nums[left]`) may divide by 1: not a halving.
  if ((op === '/=' || op === '//=') && value && isElementRead(value)) return 'other'
  if (op === '/=' || op === '//=' || op === '>>=' || op === '>>>=') return 'div'
  if (op === '&=' && value && namesIn(value).has(name)) return 'div'
  if (op !== '=' || !value) return 'other'
  const v = expandNames(unwrap(value), defs, name, 4)
  if (v.kind === 'binary') {
    const usesSelf = namesIn(v).has(name)
    if (usesSelf && (v.op === '+' || v.op === '-')) {
      // 2 * i + 1 (a heap's child index) grows geometrically, not by one.
      const scaled = [v.left, v.right].some((x) => {
        const u = unwrap(x)
        return u.kind === 'binary' && (u.op === '*' || u.op === '<<') && namesIn(u).has(name)
      })
      if (scaled) return 'mul'
      const other = nameOf(v.left) === name ? v.right : v.left
      if (isMidExpression(other, defs)) return 'mid'
      return v.op === '+' ? 'inc' : 'dec'
    }
    if (usesSelf && (v.op === '*' || v.op === '<<')) return 'mul'
    if (usesSelf && /^(\/|\/\/)$/.test(v.op) && isElementRead(v.right)) return 'other'
    if (usesSelf && /^(\/|\/\/|>>|>>>|&)$/.test(v.op)) return 'div'
    if (isMidExpression(v, defs)) return 'mid'
  }
  if (v.kind === 'call') {
    const cn = calleeName(v)
    if (cn && /^(floor|trunc|int)$/.test(cn) && v.args[0])
      return classifyUpdate(name, '=', v.args[0], defs, depth + 1)
  }
  if (v.kind === 'member') {
    // `node = node.parent` climbs a tree's parent links as `node.next` walks a list: one node a step.
    if (/^(next|Next|parent|Parent)$/.test(v.property)) return 'next'
    if (/^(left|right|Left|Right)$/.test(v.property)) return 'child'
    if (v.object.kind === 'member' && /^(next|Next)$/.test(v.object.property)) return 'next'
  }
  if (v.kind === 'index') {
    const base = pathOf(v.object)
    if (base && /parent|root|uf|leader|boss/i.test(base) && namesIn(v.index).has(name)) return 'parent'
    if (v.object.kind === 'member' && /children|child|next/.test(v.object.property)) return 'child'
  }
  if (v.kind === 'call' && receiverOf(v)) {
    const cn = calleeName(v)
    if (cn === 'get' && receiverOf(v)?.kind === 'index') return 'child'
    // `q = parent.get(q)`: the map spelling of `parent[q]`.
    const base = pathOf(receiverOf(v))
    if (cn === 'get' && base && /parent/i.test(base) && v.args.some((a) => namesIn(a).has(name)))
      return 'parent'
  }
  if (v.kind === 'name' && depth < 4) {
    const def = defs.get(v.name)
    if (def) {
      const viaDefinition = classifyUpdate(name, '=', def, defs, depth + 1)
      if (viaDefinition !== 'other') return viaDefinition
    }
    if (isMidExpression(v, defs)) return 'mid'
  }
  if (v.kind === 'ternary') {
    const a = classifyUpdate(name, '=', v.then, defs, depth + 1)
    const b = classifyUpdate(name, '=', v.otherwise, defs, depth + 1)
    return a === b ? a : 'other'
  }
  return 'other'
}

/** Every update a loop body (or a for-header) applies to each variable. */
export function updatesIn(stmts: Stmt[], extra: Expr[] = []): Map<string, UpdateKind[]> {
  const cacheKey: object = extra.length > 0 ? extra : stmts
  const cached = stmts.length === 0 || extra.length === 0 ? updateCache.get(cacheKey) : undefined
  if (cached) return cached
  const defs = definitions(stmts)
  const out = new Map<string, UpdateKind[]>()
  if (stmts.length === 0 || extra.length === 0) updateCache.set(cacheKey, out)
  const note = (name: string | null, kind: UpdateKind) => {
    if (!name) return
    const list = out.get(name) ?? []
    list.push(kind)
    out.set(name, list)
  }
  const visitExpr = (root: Expr) =>
    walkExpr(root, (e) => {
      if (e.kind === 'update') note(nameOf(e.target), e.op === '++' ? 'inc' : 'dec')
      else if (e.kind === 'assign' && e.op !== 'kw')
        note(nameOf(e.target), classifyUpdate(nameOf(e.target) ?? '', e.op, e.value, defs))
    })
  walkStmts(stmts, (s) => {
    if (s.kind === 'assign') {
      s.targets.forEach((t, i) => {
        const n = nameOf(t)
        if (!n) return
        const value = s.values.length === s.targets.length ? (s.values[i] ?? null) : null
        // `x, d = divmod(x, 10)`, `col, rem = divmod(col - 1, 26)`: x is set to the quotient.
        const only = s.values.length === 1 ? unwrap(s.values[0] as Expr) : null
        if (i === 0 && !value && only?.kind === 'call' && calleeName(only) === 'divmod') {
          const [left, right] = only.args
          const quotient: Expr | null =
            left && right ? { ...only, kind: 'binary', op: '//', left, right } : null
          note(n, quotient ? classifyUpdate(n, '=', quotient, defs) : 'other')
          return
        }
        note(n, classifyUpdate(n, s.op, value, defs))
      })
      for (const v of s.values) visitExpr(v)
    } else if (s.kind === 'expr') visitExpr(s.expr)
    else if (s.kind === 'if') visitExpr(s.cond)
    else if (s.kind === 'loop' && s.loop.style === 'while' && s.loop.cond) visitExpr(s.loop.cond)
    // `for (; cursor < stop; cursor++)` nested in the loop steps the cursor the loop shares with it.
    else if (s.kind === 'loop' && s.loop.style === 'for' && !s.loop.init.some((st) => st.kind === 'assign'))
      s.loop.update.forEach(visitExpr)
    else if (s.kind === 'return' && s.value) visitExpr(s.value)
  })
  for (const e of extra) visitExpr(e)
  return out
}

/** Variables a loop body changes on every pass: updated outside any branch or inner loop. */
export function everyPassUpdates(body: Stmt[]): Set<string> {
  const out = new Set<string>()
  const stepped = (root: Expr) =>
    walkExpr(root, (e) => {
      if (e.kind === 'update' || e.kind === 'assign') for (const n of namesIn(e.target)) out.add(n)
    })
  for (const s of body) {
    if (s.kind === 'assign') for (const t of s.targets) for (const n of namesIn(t)) out.add(n)
    // `const u = queue[head++]` steps head on every pass too.
    if (s.kind === 'assign') s.values.forEach(stepped)
    if (s.kind === 'expr') stepped(s.expr)
  }
  return out
}

/**
 * A variable every pass of `body` steps by one in the same direction (at its top level, not under a
 * condition) and that indexes a collection of non-constant length in the body (`s[i]`, `s[i] - 'a'`,
 * `s.charAt(i)`): the loop cannot pass more elements than that collection has.
 */
function steppedIndexBound(
  body: Stmt[],
  updates: Map<string, UpdateKind[]>,
  o: LoopOracle,
  cond: Expr | null = null,
): { v: string; len: BigO } | null {
  const everyPass = everyPassUpdates(body)
  const candidates = [...everyPass].filter((v) => {
    const kinds = updates.get(v) ?? []
    return kinds.length === 1 && (kinds[0] === 'inc' || kinds[0] === 'dec') && steppedByOne(body, v)
  })
  // `if r < home { r++ } else { r-- }`: a step of one towards a target, whichever way it lies.
  for (const s of body)
    if (s.kind === 'if' && s.otherwise.length > 0)
      for (const v of everyPassUpdates(s.then))
        if (
          !everyPass.has(v) &&
          steppedByOne(unblocked(s.then), v) &&
          steppedByOne(unblocked(s.otherwise), v) &&
          (updates.get(v) ?? []).every((k) => k === 'inc' || k === 'dec') &&
          !stepsElsewhere(body, s, v)
        )
          candidates.push(v)
  for (const v of candidates) {
    let len: BigO | null = null
    // `while (inorder[cut] != root) cut++`: the read may be in the condition itself.
    const roots: Expr[] = cond ? [cond] : []
    walkStmts(body, (s) => {
      roots.push(...stmtExprs(s))
    })
    for (const root of roots)
      walkExpr(root, (x) => {
        if (len) return
        const at = atIndex(x)
        if (!at || !indexesAt(at.index, v)) return
        // A list read by position (`list.get(i)`); a map's `get` reads a key, which need not be there.
        const read = o.shapeOf(at.object)
        if (read.kind !== 'coll' || read.ds === 'map' || read.ds === 'sorted' || read.ds === 'set') return
        const l = o.lenOf(at.object)
        if (l && !isConstant(l)) len = l
      })
    // `left++; if (maxQ[0] < left) maxQ.shift()`: compared with the positions a queue of indices holds,
    // the index moves among them, no further than the queue has been filled.
    if (!len)
      for (const root of roots)
        walkExpr(root, (x) => {
          if (len || x.kind !== 'binary' || !/^(<|<=|>|>=)$/.test(x.op)) return
          const other = nameOf(unwrap(x.left)) === v ? x.right : nameOf(unwrap(x.right)) === v ? x.left : null
          const stored = other ? atIndex(unwrap(other)) : null
          const queue = stored ? o.shapeOf(stored.object) : null
          if (queue?.kind !== 'coll' || /^(map|sorted|set|string)$/.test(queue.ds)) return
          const l = o.lenOf((stored as { object: Expr }).object)
          if (l && !isConstant(l)) len = l
        })
    if (len) return { v, len }
  }
  return null
}

/**
 * `while not seen[x]: seen[x] = True; x = nxt[x]`: the cell the condition finds unmarked, when every pass
 * marks that cell (outside any nested loop). Each pass uses up one cell, so the cells bound the passes.
 */
export function markedWhileUnmarked(loop: Loop): (Expr & { kind: 'index' }) | null {
  if (loop.style === 'each' || !loop.cond) return null
  const c = loop.cond
  const tested =
    c.kind === 'unary' && /^(!|not)$/.test(c.op) && c.operand.kind === 'index'
      ? c.operand
      : c.kind === 'binary' &&
          /^(==|===)$/.test(c.op) &&
          c.left.kind === 'index' &&
          c.right.kind === 'literal'
        ? c.left
        : null
  const table = tested ? pathOf(tested.object) : null
  const at = tested ? nameOf(tested.index) : null
  if (!tested || !table || !at) return null
  let marked = false
  walkStmts(loop.body, (st, loops) => {
    if (loops.length > 0 || st.kind !== 'assign' || st.op !== '=') return
    st.targets.forEach((t, i) => {
      const value = st.values[i]
      if (
        t.kind === 'index' &&
        pathOf(t.object) === table &&
        nameOf(t.index) === at &&
        value?.kind === 'literal'
      )
        marked = true
    })
  })
  return marked ? tested : null
}

/** The length of a list the body reads at `v` (`tree[v]`, `tree[v++]`, `tree[--v]`), if any. */
function tableIndexedBy(body: Stmt[], v: string, o: LoopOracle): BigO | null {
  let len: BigO | null = null
  walkStmts(body, (s) => {
    for (const root of stmtExprs(s))
      walkExpr(root, (x) => {
        if (len || x.kind !== 'index' || !indexesAt(x.index, v)) return
        const held = o.shapeOf(x.object)
        if (held.kind !== 'coll' || /^(map|set|sorted)$/.test(held.ds)) return
        const l = o.lenOf(x.object)
        if (l && !isConstant(l)) len = l
      })
  })
  return len
}

/** `while True: yield ...`: a generator's loop that never ends by itself and yields every pass. */
export function endlessYield(loop: Loop): boolean {
  if (loop.style === 'each') return false
  const endless =
    loop.cond === null || (loop.cond.kind === 'literal' && /^(true|True|1)$/.test(loop.cond.text ?? ''))
  if (!endless || !yieldsEveryPass(loop.body)) return false
  let leaves = false
  walkStmts(loop.body, (s, loops) => {
    if (s.kind === 'return' || s.kind === 'throw' || (s.kind === 'break' && loops.length === 0)) leaves = true
  })
  return !leaves
}

/** A generator with such a loop: it makes as many values as its consumer takes. */
export function yieldsEndlessly(fn: FunctionIR): boolean {
  let found = false
  walkStmts(fn.body, (s) => {
    if (s.kind === 'loop' && endlessYield(s.loop)) found = true
  })
  return found
}

/** Whether a statement of `body` itself (not one under a branch or a nested loop) yields. */
function yieldsEveryPass(body: Stmt[]): boolean {
  return body.some((s) => {
    const e = s.kind === 'expr' ? s.expr : s.kind === 'assign' && s.values.length === 1 ? s.values[0] : null
    return e?.kind === 'call' && e.callee.kind === 'name' && e.callee.name === 'yield'
  })
}

/** A branch given as one braced block (C++'s `else { --pos; }`) read as its statements. */
function unblocked(body: Stmt[]): Stmt[] {
  return body.length === 1 && body[0]!.kind === 'block' ? body[0]!.body : body
}

/** Whether a statement of `body` other than `branch` changes `v`. */
function stepsElsewhere(body: Stmt[], branch: Stmt, v: string): boolean {
  return body.some((s) => s !== branch && updatesIn([s]).has(v))
}

/** `i`, `i - 1`, `i + 1`: an index at the variable or a fixed step from it (a deque's back at `tail - 1`). */
function indexesAt(index: Expr, v: string): boolean {
  const e = unwrap(index)
  if (nameOf(e) === v) return true
  // `queue[head++]`: read at the index, then stepped.
  if (e.kind === 'update' && nameOf(unwrap(e.target)) === v) return true
  return (
    e.kind === 'binary' &&
    (e.op === '-' || e.op === '+') &&
    nameOf(unwrap(e.left)) === v &&
    literalValue(e.right) !== null
  )
}

/** `++z[i]`, `p[i]++`, `z[i] += 1`: the one cell a body of a single statement steps up by one, or null. */
function steppedCell(body: Stmt[]): (Expr & { kind: 'index' }) | null {
  if (body.length !== 1) return null
  const s = body[0]!
  const e = s.kind === 'expr' ? unwrap(s.expr) : null
  const target =
    e?.kind === 'update' && e.op === '++'
      ? e.target
      : e?.kind === 'assign' && e.op === '+=' && literalValue(e.value) === 1
        ? e.target
        : s.kind === 'assign' && s.targets.length === 1 && s.op === '+=' && literalValue(s.values[0]) === 1
          ? s.targets[0]!
          : null
  return target?.kind === 'index' ? target : null
}

/**
 * `while (i + z[i] < n && s[z[i]] == s[i + z[i]]) ++z[i]`: a loop growing one cell while a bound on an
 * expression of that cell holds runs at most as many passes as the bound.
 */
function cellExtension(
  body: Stmt[],
  conds: Expr[],
  o: LoopOracle,
): { cell: Expr & { kind: 'index' }; limit: BigO } | null {
  const cell = steppedCell(body)
  if (!cell) return null
  const key = exprKey(cell)
  const reads = (e: Expr) => {
    let found = false
    walkExpr(e, (x) => {
      if (!found && x.kind === 'index' && exprKey(x) === key) found = true
    })
    return found
  }
  for (const c of conds) {
    const cc = unwrap(c)
    if (cc.kind !== 'binary' || !/^(<|<=|>|>=)$/.test(cc.op)) continue
    const fixed = reads(cc.left) ? cc.right : reads(cc.right) ? cc.left : null
    const limit = fixed ? o.mag(fixed) : null
    if (limit && !isConstant(limit)) return { cell, limit }
  }
  return null
}

/** `xs[i]`, `s.charAt(i)`, `s.at(i)`: the collection and the index read. */
function atIndex(x: Expr): { object: Expr; index: Expr } | null {
  if (x.kind === 'index') return { object: x.object, index: x.index }
  if (
    x.kind === 'call' &&
    x.args.length === 1 &&
    /^(charAt|at|charCodeAt|codePointAt|get)$/.test(calleeName(x) ?? '')
  ) {
    const recv = receiverOf(x)
    return recv ? { object: recv, index: x.args[0]! } : null
  }
  return null
}

/** Whether the top-level statements of `body` change `v` only by `v++`, `v--`, `v += 1` or `v -= 1`. */
function steppedByOne(body: Stmt[], v: string): boolean {
  let ok = true
  let seen = false
  for (const s of body) {
    if (s.kind === 'assign' && s.targets.some((t) => nameOf(t) === v)) {
      seen = true
      if (!(s.targets.length === 1 && /^[-+]=$/.test(s.op) && literalValue(s.values[0]) === 1)) ok = false
    }
    const roots = s.kind === 'expr' ? [s.expr] : s.kind === 'assign' ? s.values : []
    for (const root of roots)
      walkExpr(root, (e) => {
        if (e.kind === 'update' && nameOf(e.target) === v) seen = true
        if (e.kind === 'assign' && nameOf(e.target) === v) {
          seen = true
          if (!(/^[-+]=$/.test(e.op) && literalValue(e.value) === 1)) ok = false
        }
      })
  }
  return ok && seen
}

/**
 * The container a for-loop walks with an iterator: `it != m.end()` (or `rend`, `cend`) tested, the
 * iterator stepped in the header (`++it`, `it++`, `it = next(it)`).
 */
function iteratorWalk(loop: { cond: Expr | null }, progress: ReadonlySet<string>): Expr | null {
  const c = loop.cond ? unwrap(loop.cond) : null
  if (!c || c.kind !== 'binary' || (c.op !== '!=' && c.op !== '!==')) return null
  const [it, end] = nameOf(unwrap(c.left))
    ? [unwrap(c.left), unwrap(c.right)]
    : [unwrap(c.right), unwrap(c.left)]
  const name = nameOf(it)
  if (!name || !progress.has(name) || end.kind !== 'call') return null
  if (!/^(end|rend|cend|crend)$/.test(calleeName(end) ?? '')) return null
  return receiverOf(end) ?? end.args[0] ?? null
}

/**
 * `a[v] != v` (or `v != a[v]`): the variable and the table of links it is tested against. Beside another
 * test (`parent[x] != x && linkedAt[x] < limit`), which can only stop the walk sooner.
 */
function rootTest(cond: Expr): { v: string; table: string } | null {
  for (const c of conjuncts(cond)) {
    const found = rootTestAlone(c)
    if (found) return found
  }
  return null
}

function rootTestAlone(cond: Expr): { v: string; table: string } | null {
  const c = unwrap(cond)
  // Java's `!parent.get(x).equals(x)` on a map of boxed or string keys.
  const sides: [Expr, Expr] | null =
    c.kind === 'binary' && /^!==?$/.test(c.op)
      ? [unwrap(c.left), unwrap(c.right)]
      : c.kind === 'unary' && c.op === '!' && c.operand.kind === 'call' && calleeName(c.operand) === 'equals'
        ? [receiverOf(c.operand) ?? c.operand, c.operand.args[0] ?? c.operand]
        : null
  if (!sides) return null
  for (const [link, self] of [sides, [sides[1], sides[0]]] as const) {
    const v = nameOf(self)
    const read = linkRead(link)
    if (v && read && nameOf(unwrap(read.key)) === v) return { v, table: read.table }
  }
  return null
}

/** `up[v]`, or a map's `up.get(v)`: a link read from a table, with the table's path and the key. */
function linkRead(e: Expr): { table: string; object: Expr; key: Expr } | null {
  const x = unwrap(e)
  const [object, key] =
    x.kind === 'index'
      ? [x.object, x.index]
      : x.kind === 'call' && /^(get|getOrDefault)$/.test(calleeName(x) ?? '') && x.args[0]
        ? [receiverOf(x), x.args[0]]
        : [null, null]
  const table = object ? pathOf(object) : null
  return table && object && key ? { table, object, key } : null
}

/** `up[v]`: a link read from `table`. */
function readsLink(value: Expr | undefined, table: string): boolean {
  return value !== undefined && linkRead(value)?.table === table
}

/**
 * Whether a body, or a for-loop's header updates, set `v` to a link read from `table` (`v = up[v]`, or
 * through a halving step).
 */
function assignsFrom(body: Stmt[], v: string, table: string, header: Expr[] = []): boolean {
  let found = header.some((u) => u.kind === 'assign' && nameOf(u.target) === v && readsLink(u.value, table))
  walkStmts(body, (s) => {
    if (s.kind !== 'assign' || s.op !== '=') return
    s.targets.forEach((t, i) => {
      const value = s.values[i] ?? (s.values.length === 1 ? s.values[0] : undefined)
      if (nameOf(t) === v && readsLink(value, table)) found = true
    })
  })
  return found
}

/**
 * A tested variable only ever set to an entry of one array read at the variable itself (`k = nums[k]`,
 * `fast = nums[nums[fast]]`), and that array's length.
 */
function indexChase(body: Stmt[], vars: Iterable<string>, o: LoopOracle): { v: string; len: BigO } | null {
  const readAt = (e: Expr | undefined, v: string, table: string | null): string | null => {
    const read = e ? linkRead(e) : null
    if (!read || (table !== null && read.table !== table)) return null
    const inner = unwrap(read.key)
    return nameOf(inner) === v || readAt(inner, v, read.table) === read.table ? read.table : null
  }
  for (const v of vars) {
    let table: string | null | undefined
    let array: Expr | null = null
    walkStmts(body, (s) => {
      if (s.kind !== 'assign') return
      s.targets.forEach((t, i) => {
        if (nameOf(t) !== v || table === null) return
        const value = s.values.length === s.targets.length ? s.values[i] : undefined
        const path = s.op === '=' ? readAt(value, v, table ?? null) : null
        table = path
        if (path && value) array = linkRead(value)?.object ?? null
      })
    })
    const len = table && array ? o.lenOf(array) : null
    if (len && !isConstant(len)) return { v, len }
  }
  return null
}

/** A loop that runs a known number of passes: a constant one when the count is. */
function passesCounted(
  count: BigO,
  progress: string[],
  unbounded: boolean,
  varMag: BigO | null,
  explanation: string,
): LoopPlan {
  const kind = isConstant(count) ? 'constant' : 'counted'
  return { count, kind, progress, varMag, drained: null, unbounded, explanation }
}

/** `for h1, h2, m1, m2 in ...`: how many names a loop unpacks each item into, 0 for a single name. */
export function unpackedInto(target: Expr): number {
  const t = unwrap(target)
  return t.kind === 'collection' ? t.elements.length : 0
}

/** A loop on `v` that stops within a fixed number of passes, whatever the input. */
function fewSteps(v: string, unbounded: boolean, explanation: string): LoopPlan {
  return { count: ONE, kind: 'constant', progress: [v], varMag: ONE, drained: null, unbounded, explanation }
}

/** A walk up parent links to a root: effectively O(1) with path compression. */
function parentChase(v: string, unbounded: boolean): LoopPlan {
  return {
    count: ONE,
    kind: 'parent-chase',
    progress: [v],
    varMag: null,
    drained: null,
    unbounded,
    explanation: 'follows parent links',
  }
}

/** The iterator an `it != c.end()` condition tests. */
function iteratorIn(cond: Expr): string | null {
  const c = unwrap(cond)
  if (c.kind !== 'binary') return null
  return nameOf(unwrap(c.left)) ?? nameOf(unwrap(c.right))
}

/** Conditions of `if (...) break` / `if (...) return` directly in a body: how an unconditional loop ends. */
/**
 * Whether `name` is set back to a number on every pass of the loop whose body this is and counted up in a
 * loop nested there that moves along `.next` links: it counts the nodes that nested walk takes.
 */
function countsNestedWalk(body: Stmt[], name: string): boolean {
  const reset = body.some(
    (s) =>
      s.kind === 'assign' &&
      s.targets.length === 1 &&
      nameOf(s.targets[0]) === name &&
      s.values[0]?.kind === 'literal',
  )
  if (!reset) return false
  let counted = false
  walkStmts(body, (s) => {
    if (s.kind !== 'loop') return
    const updates = updatesIn(s.loop.body)
    const walks = [...updates.values()].some((kinds) => kinds.includes('next'))
    if (walks && (updates.get(name) ?? []).includes('inc')) counted = true
  })
  return counted
}

/**
 * `kth = kthFrom(groupPrev, k)` at the top level of `body`: `name` is set from a call to a function of the
 * file whose loop follows `.next` links, handed a pointer the loop itself moves on.
 */
function walkedAheadByHelper(
  body: Stmt[],
  name: string,
  updates: Map<string, UpdateKind[]>,
  o: LoopOracle,
): boolean {
  for (const s of body) {
    if (s.kind !== 'assign' || s.targets.length !== 1 || nameOf(s.targets[0]) !== name) continue
    const call = s.values[0]
    if (!call || call.kind !== 'call') continue
    const moved = call.args.some((a) => {
      const n = nameOf(a)
      return n !== null && n !== name && updates.has(n)
    })
    const fn = moved ? (o.fileFunction?.(call) ?? null) : null
    if (!fn) continue
    let walks = false
    walkStmts(fn.body, (x) => {
      if (x.kind === 'loop' && [...updatesIn(x.loop.body).values()].some((k) => k.includes('next')))
        walks = true
    })
    if (walks) return true
  }
  return false
}

/** Whether a loop nested in `body` moves `name` along `.next` links. */
function advancedInNestedLoop(body: Stmt[], name: string): boolean {
  let found = false
  walkStmts(body, (s) => {
    if (s.kind === 'loop' && (updatesIn(s.loop.body).get(name) ?? []).includes('next')) found = true
  })
  return found
}

function exitConditions(body: Stmt[]): Expr[] {
  const out: Expr[] = []
  for (const s of body) {
    if (s.kind === 'if') {
      const exits = s.then.some((t) => t.kind === 'break' || t.kind === 'return')
      if (exits) out.push(s.cond)
    }
  }
  return out
}

/**
 * `heap.size > k`, `len(h) >= cap`: a test that something has grown past a bound. `heap.size > 0` only
 * asks whether it is empty, and bounds nothing.
 */
export function pastABound(x: Expr): boolean {
  if (x.kind !== 'binary' || !/^(>|>=)$/.test(x.op)) return false
  const bound = x.right.kind === 'literal' ? x.right.value : undefined
  return !((x.op === '>' && bound === 0) || (x.op === '>=' && bound === 1))
}

/** `stack`, `len(q) > 0`, `!q.isEmpty()`, `q.length`, `!st.empty()`, `q.size() != 0`: the tested collection. */
export function emptinessTarget(c: Expr): Expr | null {
  const e = unwrap(c)
  if (e.kind === 'name' || e.kind === 'member')
    return e.kind === 'member' && /^(length|size)$/.test(e.property) ? e.object : e
  if (e.kind === 'unary' && (e.op === '!' || e.op === 'not')) {
    const inner = unwrap(e.operand)
    if (inner.kind === 'call') {
      const n = calleeName(inner)
      if (n && /^(isEmpty|empty|IsEmpty)$/.test(n)) return receiverOf(inner)
    }
    return null
  }
  if (e.kind === 'call') {
    const n = calleeName(e)
    if (n && /^(size|length|Len|len)$/.test(n)) return receiverOf(e) ?? e.args[0] ?? null
    return null
  }
  if (e.kind === 'binary' && /^(>|!=|!==|>=)$/.test(e.op)) {
    const zero = literalValue(e.right)
    if (zero === 0 || (zero === 1 && e.op === '>=')) return sizeOf(e.left)
  }
  return null
}

/** A condition that reads a size or emptiness (`q.size() > 0`, `!q.isEmpty()`, `q.length`), not a bare value. */
function asksSize(c: Expr): boolean {
  const e = unwrap(c)
  const inner = e.kind === 'unary' ? unwrap(e.operand) : e.kind === 'binary' ? unwrap(e.left) : e
  if (inner.kind === 'member') return /^(length|size|count)$/.test(inner.property)
  return inner.kind === 'call' && /^(size|length|isEmpty|empty|count|len|Len)$/.test(calleeName(inner) ?? '')
}

/**
 * The collection a membership test reads: `c in seen`, `seen.count(c)`, `seen.has(c)`, `seen.contains(c)`,
 * `seen.find(c) != seen.end()`.
 */
function membershipTarget(e: Expr): Expr | null {
  const x =
    e.kind === 'binary' && /^(>|!=|!==)$/.test(e.op) && literalValue(e.right) === 0 ? unwrap(e.left) : e
  if (x.kind === 'binary' && x.op === 'in') return x.right
  if (x.kind === 'binary' && x.op === '!=') {
    const [found, end] = [unwrap(x.left), unwrap(x.right)]
    if (
      found.kind === 'call' &&
      calleeName(found) === 'find' &&
      end.kind === 'call' &&
      calleeName(end) === 'end' &&
      pathOf(receiverOf(found)) !== null &&
      pathOf(receiverOf(found)) === pathOf(receiverOf(end))
    )
      return receiverOf(found)
  }
  if (x.kind === 'call') {
    const n = calleeName(x)
    if (n && /^(count|has|contains|containsKey|includes)$/.test(n)) return receiverOf(x)
  }
  return null
}

/** Whether an expression tests a collection for a key (`x in seen`, `x not in seen`, `seen.has(x)`...). */
export function testsMembership(e: Expr): boolean {
  return membershipTarget(e) !== null || (e.kind === 'binary' && e.op === 'not in')
}

export interface KeyTest {
  /** The set or map tested. */
  target: Expr
  /** The key looked up in it. */
  key: Expr
}

/** `_, ok = present[k]` (Go's comma-ok): `ok` stands for a presence test of k. */
export function presenceDefinitions(body: Stmt[]): Map<string, Expr> {
  const out = new Map<string, Expr>()
  walkStmts(body, (s) => {
    if (s.kind !== 'assign' || s.targets.length !== 2 || s.values.length !== 1) return
    const value = s.values[0] as Expr
    const ok = nameOf(s.targets[1])
    if (ok && value.kind === 'index') out.set(ok, value)
  })
  return out
}

/** `y + 1 in seen`, `seen.contains(k)`, `seen.count(k)`, `seen.find(k) != seen.end()`, Go's `present[k]`. */
export function presentKey(e: Expr, o: SizeOracle, defs: Map<string, Expr>, depth = 0): KeyTest | null {
  const x = unwrap(e)
  if (x.kind === 'name' && depth < 2) {
    const def = defs.get(x.name)
    return def ? presentKey(def, o, defs, depth + 1) : null
  }
  if (x.kind === 'binary' && x.op === 'in') return { target: x.right, key: x.left }
  if (x.kind === 'binary' && /^(!=|!==)$/.test(x.op) && x.left.kind === 'call') {
    const r = receiverOf(x.left)
    if (r && x.left.args[0] && /^(find)$/.test(calleeName(x.left) ?? ''))
      return { target: r, key: x.left.args[0] }
  }
  if (x.kind === 'binary' && /^(>|!=|!==)$/.test(x.op) && literalValue(x.right) === 0)
    return presentKey(x.left, o, defs, depth)
  if (x.kind === 'call') {
    const r = receiverOf(x)
    if (r && x.args[0] && /^(count|has|contains|containsKey)$/.test(calleeName(x) ?? ''))
      return { target: r, key: x.args[0] }
  }
  if (x.kind === 'index') {
    const shape = o.shapeOf(x.object)
    if (shape.kind === 'coll' && (shape.ds === 'map' || shape.ds === 'set'))
      return { target: x.object, key: x.index }
  }
  return null
}

/** The negation of a presence test: `k not in seen`, `!seen.has(k)`, `seen.count(k) == 0`, `!ok`. */
export function absentKey(e: Expr, o: SizeOracle, defs: Map<string, Expr>): KeyTest | null {
  const x = unwrap(e)
  if (x.kind === 'binary' && x.op === 'not in') return { target: x.right, key: x.left }
  if (x.kind === 'unary' && (x.op === '!' || x.op === 'not')) return presentKey(x.operand, o, defs)
  if (x.kind === 'binary' && /^(==|===)$/.test(x.op)) {
    if (literalValue(x.right) === 0) return presentKey(x.left, o, defs)
    if (x.left.kind === 'call' && calleeName(x.left) === 'find') {
      const r = receiverOf(x.left)
      if (r && x.left.args[0]) return { target: r, key: x.left.args[0] }
    }
  }
  return null
}

/** `len(out) < total`, `out.size() < k`: the collection whose size a condition bounds from above. */
export function cappedCollection(c: Expr): string | null {
  const x = unwrap(c)
  if (x.kind !== 'binary') return null
  if (/^(<|<=|!=)$/.test(x.op)) return pathOf(sizeOf(x.left))
  if (/^(>|>=)$/.test(x.op)) return pathOf(sizeOf(x.right))
  return null
}

function sizeOf(e: Expr): Expr | null {
  const x = unwrap(e)
  if (x.kind === 'call' && calleeName(x) === 'count') return receiverOf(x)
  return sizedCollection(x)
}

/** True when the body removes elements from the collection (pop, poll, shift, re-slice). */
/**
 * The stack a countdown condition walks from the top: `top >= 0` (or `top > -1`, `top > 0`) where the body
 * counts `top` down and pops `stack` at its own level, and the loop reads `stack[top]`.
 */
function topIndexStack(
  loop: Loop & { style: 'while' },
  cond: Expr,
  updates: ReadonlyMap<string, UpdateKind[]>,
): Expr | null {
  const body = loop.body
  if (cond.kind !== 'binary' || !/^(>=|>)$/.test(cond.op)) return null
  const top = nameOf(unwrap(cond.left))
  const floor = literalValue(cond.right)
  const steps = top ? (updates.get(top) ?? []) : []
  if (!top || floor === null || floor > 0 || steps.length === 0 || !steps.every((k) => k === 'dec'))
    return null
  let stack: Expr | null = null
  const reads = (e: Expr) =>
    walkExpr(e, (x) => {
      if (x.kind === 'index' && nameOf(unwrap(x.index)) === top) stack ??= x.object
      const at = x.kind === 'call' && calleeName(x) === 'get' && x.args.length === 1 ? x.args[0] : undefined
      if (x.kind === 'call' && at && nameOf(unwrap(at)) === top) stack ??= receiverOf(x)
    })
  if (loop.cond) reads(loop.cond)
  walkStmts(body, (s) => stmtExprs(s).forEach(reads))
  const found = stack as Expr | null
  const pops = (s: Stmt) => (s.kind === 'expr' || s.kind === 'assign') && bodyRemovesFrom([s], found as Expr)
  return found && body.some(pops) ? found : null
}

function bodyRemovesFrom(body: Stmt[], target: Expr): boolean {
  const path = pathOf(target)
  return path !== null && bodyRemovesAt(body, path)
}

/** Whether a body takes entries out of the collection at `path` (`q.poll()`, `heappop(q)`, `q = q[1:]`). */
export function bodyRemovesAt(body: Stmt[], path: string): boolean {
  let found = false
  const check = (e: Expr) =>
    walkExpr(e, (x) => {
      if (x.kind === 'call') {
        const n = calleeName(x)
        const r = receiverOf(x)
        if (
          n &&
          /^(pop|popleft|poll|pollFirst|pollLast|pop_front|pop_back|shift|removeFirst|removeLast|remove|Remove|dequeue|popitem|heappop|Pop|erase|clear|delete|deleteCharAt|discard|del)$/.test(
            n,
          )
        ) {
          if ((r && pathOf(r) === path) || (x.args[0] && pathOf(x.args[0]) === path)) found = true
        }
      }
    })
  walkStmts(body, (s) => {
    if (s.kind === 'assign') {
      s.targets.forEach((t, i) => {
        const v = s.values[i]
        if (pathOf(t) === path && v && v.kind === 'slice') found = true
        // `rest = rest.replace("()", "")`: a piece of the text replaced by nothing.
        if (pathOf(t) === path && v && removesPiece(v, path)) found = true
      })
      s.values.forEach(check)
    } else if (s.kind === 'expr') check(s.expr)
    else if (s.kind === 'return' && s.value) check(s.value)
    else if (s.kind === 'if') check(s.cond)
  })
  return found
}

/** `s.replace("()", "")`, `s.replaceAll("ab", "")`: the text at `path` with a piece of it taken out. */
function removesPiece(v: Expr, path: string): boolean {
  if (v.kind !== 'call' || !/^(replace|replaceFirst|replaceAll)$/.test(calleeName(v) ?? '')) return false
  const by = v.args[1]
  return (
    pathOf(receiverOf(v)) === path &&
    by?.kind === 'literal' &&
    by.type === 'string' &&
    /^(""|'')$/.test(by.text ?? '')
  )
}

/** A node's list of the nodes it links to in a graph: `node.neighbors`, Go's exported `Neighbors`. */
export const NEIGHBOUR_LIST = /^(neighbors|Neighbors|neighbours)$/

const ADDS =
  /^(append|add|push|push_back|emplace_back|offer|offerLast|addLast|appendleft|unshift|WriteByte|WriteString|WriteRune|Write|insert)$/

/** Whether a statement adds to the collection at `path`: `out.append(x)`, Go's `out = append(out, x)`. */
function addsTo(s: Stmt, path: string): boolean {
  const e =
    s.kind === 'expr' ? s.expr : s.kind === 'assign' && s.values.length === 1 ? (s.values[0] as Expr) : null
  if (!e || e.kind !== 'call') return false
  const name = calleeName(e) ?? ''
  if (pathOf(receiverOf(e)) === path) return ADDS.test(name)
  return (
    name === 'append' &&
    !receiverOf(e) &&
    pathOf(e.args[0]) === path &&
    s.kind === 'assign' &&
    pathOf(s.targets[0]) === path
  )
}

/**
 * The values a loop's key can take when every pass adds that key to a set which lacked it: the loop's
 * test is `!seen.has(x)` / `x not in seen` with `seen.add(x)` among the body's own statements, or Java's
 * `seen.add(x)` itself. Only a key every assignment keeps below a size (`x = (10 * x + 1) % k`) has a
 * known range; null otherwise.
 */
function freshKeyRange(loop: Loop & { style: 'while' }, conds: Expr[], o: LoopOracle): BigO | null {
  for (const c of conds) {
    const cc = unwrap(c)
    const added =
      cc.kind === 'call' && calleeName(cc) === 'add' && cc.args.length === 1 && receiverOf(cc)
        ? { target: receiverOf(cc) as Expr, key: cc.args[0] as Expr }
        : null
    const test = added ?? absentKey(cc, o, new Map())
    const key = test ? nameOf(unwrap(test.key)) : null
    const path = test ? pathOf(test.target) : null
    if (!test || !key || !path || o.shapeOf(test.target).kind !== 'coll') continue
    const putsKey = (st: Stmt) =>
      addsTo(st, path) &&
      st.kind === 'expr' &&
      st.expr.kind === 'call' &&
      nameOf(unwrap(st.expr.args[0] as Expr)) === key
    if (!added && !loop.body.some(putsKey)) continue
    const belows: BigO[] = []
    let ranged = true
    walkStmts(loop.body, (st) => {
      if (st.kind !== 'assign') return
      st.targets.forEach((t, i) => {
        if (nameOf(t) !== key) return
        const v = st.values[i] ? unwrap(st.values[i] as Expr) : null
        const below = v?.kind === 'binary' && v.op === '%' ? o.mag(v.right) : null
        if (below) belows.push(below)
        else ranged = false
      })
    })
    // The key's first value is one more; the assignments give every later one.
    if (ranged && belows.length > 0) return add(...belows)
  }
  return null
}

/**
 * The collection a loop's body takes one entry out of on every pass (a removal by key or the first or
 * last entry, as a statement of the body itself) and never adds to, or null.
 */
function removedEachPass(body: Stmt[], o: LoopOracle): Expr | null {
  for (const s of body) {
    // `blocks.remove(s)`, or `it = blocks.erase(it)` and `cur = nxt.pop(cur)` keeping what it gives back.
    const call =
      s.kind === 'expr' ? s.expr : s.kind === 'assign' && s.values.length === 1 ? s.values[0] : null
    if (call?.kind !== 'call') continue
    const target = receiverOf(call)
    const path = target ? pathOf(target) : null
    if (
      !target ||
      !path ||
      !/^(remove|erase|delete|pop|poll|pollFirst|pollLast|popitem|discard)$/.test(calleeName(call) ?? '')
    )
      continue
    if (o.shapeOf(target).kind !== 'coll') continue
    let refilled = false
    walkStmts(body, (t) => {
      if (addsTo(t, path)) refilled = true
      for (const e of stmtExprs(t))
        walkExpr(e, (x) => {
          if (
            x.kind === 'call' &&
            pathOf(receiverOf(x)) === path &&
            /^(put|set|insert|add|push|offer|emplace)$/.test(calleeName(x) ?? '')
          )
            refilled = true
        })
    })
    if (!refilled) return target
  }
  return null
}

/**
 * `while len(out) < len(s): out.append(...)`, `for sb.Len() < n { ...; sb.WriteByte(c) }`: a condition
 * that keeps a collection below a bound, and a body that adds to it on every pass (a statement of the body
 * itself, not of a branch or an inner loop): the bound is the number of passes.
 */
function fillCount(loop: Loop & { style: 'while' }, conds: Expr[], o: LoopOracle): BigO | null {
  if (!loop.cond) return null
  for (const c of conds) {
    const x = unwrap(c)
    if (x.kind !== 'binary') continue
    const below = /^(<|<=)$/.test(x.op) ? [x.left, x.right] : /^(>|>=)$/.test(x.op) ? [x.right, x.left] : null
    if (!below) continue
    const grown = sizeOf(below[0] as Expr)
    const path = grown ? pathOf(grown) : null
    if (!grown || !path) continue
    // Adding a key already in a set or map leaves it as it was.
    const shape = o.shapeOf(grown)
    if (shape.kind !== 'coll' || shape.ds === 'set' || shape.ds === 'map') continue
    if (!loop.body.some((s) => addsTo(s, path))) continue
    const bound = o.mag(below[1] as Expr)
    if (bound) return bound
  }
  return null
}

/** `v`, `v != 0`, `v > 0`: a test that the variable is not yet zero. */
function isZeroTest(c: Expr, v: string): boolean {
  const x = unwrap(c)
  if (x.kind === 'name') return x.name === v
  return (
    x.kind === 'binary' &&
    /^(!=|!==|>)$/.test(x.op) &&
    literalValue(x.right) === 0 &&
    nameOf(unwrap(x.left)) === v
  )
}

/** The cell a condition waits to see at zero: `count[c] > 0`, `count[c] != 0`, `count[c]`, `count[c]-- > 0`. */
function testedCell(c: Expr): { cell: Expr & { kind: 'index' }; decremented: boolean } | null {
  let x = unwrap(c)
  if (x.kind === 'binary') {
    const zero = literalValue(x.right)
    if ((/^(>|!=|!==)$/.test(x.op) && zero === 0) || (x.op === '>=' && zero === 1)) x = unwrap(x.left)
    else if (x.op === '<' && literalValue(x.left) === 0) x = unwrap(x.right)
    else return null
  }
  let decremented = false
  if (x.kind === 'update' && x.op === '--') {
    decremented = true
    x = unwrap(x.target)
  }
  return x.kind === 'index' ? { cell: x, decremented } : null
}

/** `count[c]--`, `--count[c]`, `count[c] -= 1` as a statement of its own. */
function decrementsCell(s: Stmt, key: string): boolean {
  if (s.kind === 'assign')
    return (
      s.op === '-=' &&
      s.targets.length === 1 &&
      literalValue(s.values[0]) === 1 &&
      exprKey(s.targets[0] as Expr) === key
    )
  if (s.kind !== 'expr') return false
  const e = s.expr
  if (e.kind === 'update') return e.op === '--' && exprKey(e.target) === key
  return e.kind === 'assign' && e.op === '-=' && literalValue(e.value) === 1 && exprKey(e.target) === key
}

/**
 * `while count[c] > 0: ...; count[c] -= 1` with c fixed in the body: a counter of a table that was only
 * ever counted up one at a time (`count[ch]++` over the input) holds no more than the table's total,
 * which is then the number of passes.
 */
function cellCountdown(
  loop: Loop & { style: 'while' },
  conds: Expr[],
  updates: Map<string, UpdateKind[]>,
  o: LoopOracle,
): BigO | null {
  for (const c of conds) {
    const tested = testedCell(c)
    if (!tested) continue
    const { cell } = tested
    if ([...namesIn(cell.index)].some((n) => updates.has(n))) continue
    const key = exprKey(cell)
    if (!tested.decremented && !loop.body.some((s) => decrementsCell(s, key))) continue
    const tally = o.tallyOf?.(cell.object)
    if (tally) return tally
  }
  return null
}

/** The size a loop body compares against (`left < items.length`), for sift-down style loops. */
function sizeComparedIn(body: Stmt[], o: LoopOracle): BigO | null {
  let found: BigO | null = null
  const visit = (root: Expr) =>
    walkExpr(root, (e) => {
      if (found || e.kind !== 'binary' || !/^(<|<=|>|>=)$/.test(e.op)) return
      const sized = sizeOf(e.left) ?? sizeOf(e.right)
      const m = sized ? o.lenOf(sized) : null
      if (m && !isConstant(m)) found = m
    })
  walkStmts(body, (s) => {
    if (s.kind === 'if') visit(s.cond)
  })
  return found
}

// ---------------------------------------------------------------------------------------------------
// Spans: how many values lie between a start and a stop

/** `a + b - c` as signed terms: [+a, +b, -c]. */
function signedTerms(e: Expr, sign = 1, out: { sign: number; e: Expr }[] = []): { sign: number; e: Expr }[] {
  const x = unwrap(e)
  if (x.kind === 'binary' && (x.op === '+' || x.op === '-')) {
    signedTerms(x.left, sign, out)
    signedTerms(x.right, x.op === '+' ? sign : -sign, out)
  } else out.push({ sign, e: x })
  return out
}

const exprKeys = new WeakMap<Expr, string>()

/**
 * A structural key of an expression, positions left out: `i + k` in two places reads the same. Kept per
 * expression (the model does not change once built): spans compare every term with every other.
 */
export function exprKey(e: Expr): string {
  let key = exprKeys.get(e)
  if (key === undefined) {
    key = JSON.stringify(e, (k, v: unknown) =>
      k === 'line' || k === 'endLine' || k === 'fn' ? undefined : v,
    )
    exprKeys.set(e, key)
  }
  return key
}

/**
 * How many values lie between `start` and `stop` (exclusive or not, the same in Big-O): `i .. i + k` is k,
 * `i + 1 .. min(i + k + 1, n)` is k, `lo .. hi` is what hi can be. Terms the two share cancel; what is
 * left of `stop` is the span. Null when that is not a known size.
 */
export function spanBetween(start: Expr | null, stop: Expr, o: SizeOracle): BigO | null {
  const x = unwrap(stop)
  // `range(cur + 1, min(cur + 6, target) + 1)`: a constant past the smaller bound changes no span.
  if (x.kind === 'binary' && /^[-+]$/.test(x.op) && literalValue(x.right) !== null) {
    const inner = unwrap(x.left)
    if (inner.kind === 'call' && /^(min|Min)$/.test(calleeName(inner) ?? ''))
      return spanBetween(start, inner, o)
  }
  if (x.kind === 'call' && /^(min|Min)$/.test(calleeName(x) ?? '') && x.args.length >= 2) {
    const spans = x.args.map((a) => spanBetween(start, a, o))
    const windows = x.args.map((a) => (start ? windowAfter(start, a) : false))
    return spans.every((s): s is BigO => s !== null) ? smallest(spans, windows) : o.mag(stop)
  }
  if (!start) return o.mag(stop)
  // `range(max(0, i - k), i)`: from the later of two starts, so no more than from either.
  const s = unwrap(start)
  if (s.kind === 'call' && /^(max|Max)$/.test(calleeName(s) ?? '') && s.args.length >= 2) {
    const spans = s.args.map((a) => spanBetween(a, stop, o))
    return spans.every((x): x is BigO => x !== null) ? smallest(spans) : o.mag(stop)
  }
  // `r * n .. (r + 1) * n`: one row of n, a factor the two ends share times the span of the others.
  if (x.kind === 'binary' && x.op === '*' && s.kind === 'binary' && s.op === '*') {
    const pairs: [Expr, Expr, Expr, Expr][] = [
      [x.left, x.right, s.left, s.right],
      [x.right, x.left, s.right, s.left],
      [x.left, x.right, s.right, s.left],
      [x.right, x.left, s.left, s.right],
    ]
    for (const [stopShared, stopRest, startShared, startRest] of pairs) {
      if (exprKey(unwrap(stopShared)) !== exprKey(unwrap(startShared))) continue
      const rest = spanBetween(startRest, stopRest, o)
      const factor = o.mag(stopShared)
      if (rest && factor) return mul(rest, factor)
    }
  }
  const left = signedTerms(stop)
  for (const t of signedTerms(start)) {
    const key = exprKey(t.e)
    const i = left.findIndex((u) => u.sign === t.sign && exprKey(u.e) === key)
    if (i >= 0) left.splice(i, 1)
    else left.push({ sign: -t.sign, e: t.e })
  }
  const grows = left.filter((t) => t.sign > 0 && literalValue(t.e) === null)
  if (grows.length === 0) return ONE
  const mags = grows.map((t) => o.mag(t.e))
  return mags.every((m): m is BigO => m !== null) ? add(...mags) : o.mag(stop)
}

/** The smallest of several spans where they compare; a window k against the input n is k (k ≤ n). */
function smallest(spans: BigO[], windows: readonly boolean[] = []): BigO {
  if (spans.some(isConstant)) return ONE
  const least = spans.find((a) => spans.every((b) => within(a, b)))
  if (least) return least
  // `min(i + jump, n - 1)` from `i + 1`: a window of `jump` after i, which the end of the input only
  // cuts short; the window is the count, as such problems state it (O(n * jump)).
  const relative = spans.filter((_, i) => windows[i])
  if (relative.length > 0 && relative.length < spans.length) return add(...relative)
  const windowed = spans.find((s) => [...symbols(s)].every((x) => x === 'k'))
  return windowed ?? add(...spans)
}

/**
 * Whether `stop` is a distance past `start`: every variable term of the start is in the stop with its
 * sign (`i + 1` .. `i + k`), so the span does not depend on where the start is.
 */
function windowAfter(start: Expr, stop: Expr): boolean {
  const variable = signedTerms(start).filter((t) => literalValue(t.e) === null)
  if (variable.length === 0) return false
  const ends = signedTerms(stop)
  return variable.every((t) => ends.some((u) => u.sign === t.sign && exprKey(u.e) === exprKey(t.e)))
}

/**
 * Elements a slice copies: `s[i:i + 3]` three, `s[:k]` k, `s[k:]` and `s[:-1]` the whole length. `parts`
 * are [start, stop, step] with absent parts empty.
 */
export function sliceLength(whole: BigO | null, parts: Expr[], o: SizeOracle): BigO | null {
  const absent = (e: Expr | undefined) => !e || (e.kind === 'other' && e.children.length === 0)
  const [start, stop, step] = parts
  const negative = (e: Expr | undefined) => {
    const v = e ? literalValue(e) : null
    return v !== null && v < 0
  }
  // `xs[-3:]`, `nums.slice(-3)`: the last few elements, as many as the literal says.
  if (absent(step) && absent(stop) && negative(start)) return ONE
  if (!absent(step) || absent(stop) || negative(stop) || negative(start)) return whole
  const span = spanBetween(absent(start) ? null : (start as Expr), stop as Expr, o)
  return span ?? whole
}

/** `v = v[:-1]`, `v = v.substring(0, v.length() - 1)`, `v = v.slice(1)` directly in the loop's body. */
function shortenedEveryPass(v: string, body: Stmt[]): boolean {
  return body.some((s) => {
    if (s.kind !== 'assign' || s.op !== '=' || s.targets.length !== 1 || nameOf(s.targets[0]) !== v)
      return false
    const value = s.values[0] ? unwrap(s.values[0]) : null
    if (!value) return false
    if (value.kind === 'slice') return nameOf(value.object) === v
    return (
      value.kind === 'call' &&
      /^(substring|substr|slice|dropLast)$/.test(calleeName(value) ?? '') &&
      nameOf(receiverOf(value)) === v
    )
  })
}

/**
 * `n = squareSum(n)` or `fast = squareSum(squareSum(fast))` with a helper that takes its argument apart
 * digit by digit, or `n = total` after an inner loop that divides n and adds into total: the new value
 * is about as large as n has digits (log n). After one pass the number is small, so the loop's cost is
 * its first pass; the values it meets are as many as log n, the usual statement of its space.
 */
function reducedToDigits(v: string, body: Stmt[], o: LoopOracle): boolean {
  const values: Expr[] = []
  for (const s of body) {
    if (s.kind !== 'assign' || s.op !== '=') continue
    s.targets.forEach((t, i) => {
      if (nameOf(t) === v && s.values.length === s.targets.length) values.push(s.values[i] as Expr)
    })
  }
  if (values.length === 0) return false
  return values.every((value) => {
    const x = unwrap(value)
    if (x.kind === 'call') return digitFunction(x, v, o, 0)
    if (x.kind !== 'name') return false
    // The total of an inner loop that takes v apart: `while n > 0: next += d * d; n //= 10`.
    return body.some(
      (s) =>
        s.kind === 'loop' &&
        s.loop.style === 'while' &&
        (updatesIn(s.loop.body).get(v) ?? []).includes('div') &&
        (updatesIn(s.loop.body).get(x.name) ?? []).includes('inc'),
    )
  })
}

/** A call of the file's own function on v (or on such a call) that divides its argument in a loop. */
function digitFunction(call: Expr & { kind: 'call' }, v: string, o: LoopOracle, depth: number): boolean {
  if (depth > 2) return false
  const fn = o.fileFunction?.(call)
  const arg = call.args.length === 1 ? unwrap(call.args[0] as Expr) : null
  if (!fn || !arg || fn.params.length < 1) return false
  const argOk = arg.kind === 'call' ? digitFunction(arg, v, o, depth + 1) : namesIn(arg).has(v)
  if (!argOk) return false
  const param = fn.params[fn.params.length - 1]?.name ?? ''
  // What it hands back is a total built from the pieces (`return total`), not what is left of the
  // argument (`return x` after dividing out the twos is as large as x).
  let divides = false
  let returnsTotal = false
  // `String(n).split('').map(Number).reduce(...)`, `sum(int(d) ** 2 for d in str(n))`: the digits read
  // off the number's decimal text instead of by division; what it returns is built from them.
  const spelt = spellsOut(fn, param)
  walkStmts(fn.body, (s) => {
    if (s.kind === 'return' && s.value) {
      const r = unwrap(s.value)
      if (r.kind === 'name' && r.name !== param) returnsTotal = true
      if (spelt && r.kind === 'call') returnsTotal = true
    }
    if (
      s.kind === 'loop' &&
      s.loop.style === 'while' &&
      (updatesIn(s.loop.body).get(param) ?? []).includes('div')
    )
      divides = true
  })
  return (divides || spelt) && returnsTotal
}

/** Whether a function turns its parameter into its decimal text: `str(x)`, `String(x)`, `x.toString()`. */
function spellsOut(fn: FunctionIR, param: string): boolean {
  let found = false
  // The body's expressions come with their subexpressions: no walk below each is needed.
  walkBodyExprs(fn.body, (e) => {
    if (found || e.kind !== 'call') return
    const name = calleeName(e) ?? ''
    const recv = receiverOf(e)
    const onParam = (x: Expr | null | undefined) => x?.kind === 'name' && x.name === param
    if (/^(str|String|to_string|Itoa|FormatInt|valueOf|toString)$/.test(name) && onParam(e.args[0]))
      found = true
    else if (name === 'toString' && onParam(recv)) found = true
  })
  return found
}

/**
 * `if (a >= b) a %= b; else b %= a;`: two of the loop's tested values, each only ever replaced by its
 * remainder by the other. The two names, or null.
 */
function remaindersInTurn(condVars: ReadonlySet<string>, body: Stmt[]): string[] | null {
  if (condVars.size !== 2) return null
  const [a, b] = [...condVars] as [string, string]
  const other = (v: string) => (v === a ? b : a)
  const stepped = new Set<string>()
  let only = true
  walkStmts(body, (s) => {
    if (s.kind !== 'assign') return
    s.targets.forEach((t, i) => {
      const v = nameOf(t)
      if (v !== a && v !== b) return
      const value = s.values[i] ? unwrap(s.values[i] as Expr) : null
      const byOther =
        (s.op === '%=' && value !== null && nameOf(value) === other(v)) ||
        (s.op === '=' &&
          value?.kind === 'binary' &&
          value.op === '%' &&
          nameOf(unwrap(value.left)) === v &&
          nameOf(unwrap(value.right)) === other(v))
      if (byOther) stepped.add(v)
      else only = false
    })
  })
  return only && stepped.size === 2 ? [a, b] : null
}

/**
 * The other operand of `x % v` when the body sets v to a remainder by its own value (`b = a % b`,
 * `a, b = b, a % b`, or `b = t` after `t = a % b`): Euclid's step. Null when it does not.
 */
function remainderStep(v: string, body: Stmt[]): Expr | null {
  const remainderBy = (e: Expr | undefined): Expr | null => {
    const x = e ? unwrap(e) : null
    return x?.kind === 'binary' && x.op === '%' && nameOf(unwrap(x.right)) === v ? x.left : null
  }
  const temps = new Map<string, Expr>()
  for (const s of body) {
    if (s.kind !== 'assign' || s.op !== '=' || s.targets.length !== s.values.length) continue
    for (let i = 0; i < s.targets.length; i++) {
      const t = nameOf(s.targets[i] as Expr)
      const value = s.values[i] as Expr
      if (!t) continue
      const direct = remainderBy(value)
      if (t === v) {
        const via = nameOf(unwrap(value))
        const found = direct ?? (via ? (temps.get(via) ?? null) : null)
        if (found) return found
      } else if (direct) temps.set(t, direct)
    }
  }
  return null
}

/**
 * `while (length >= k) { ...; length -= k; }`: a variable that only counts down runs from where it
 * starts, whatever the bound below it; stepping by a size (k) it takes n / k passes.
 */
/**
 * `while 0 <= r < 8 and 0 <= c < 8: r += dr; c += dc`: a walk in a fixed direction (a step no pass
 * changes) while the position stays within bounds on both sides leaves them within as many steps as the
 * range is wide. The narrowest range of the walked positions, or null.
 */
function directionWalk(body: Stmt[], conds: Expr[], steppers: string[], o: LoopOracle): BigO | null {
  if (steppers.length === 0) return null
  const assigned = new Set<string>()
  const steps = new Map<string, boolean>()
  walkStmts(body, (s) => {
    if (s.kind !== 'assign') return
    for (const [i, t] of s.targets.entries()) {
      const n = nameOf(t)
      if (!n) continue
      assigned.add(n)
      const by = s.values[i] ?? s.values[0]
      const direction = (s.op === '+=' || s.op === '-=') && by ? nameOf(by) : null
      steps.set(n, (steps.get(n) ?? true) && direction !== null && direction !== n)
    }
  })
  const spans: BigO[] = []
  for (const v of steppers) {
    if (!steps.get(v)) return null
    const below = conds.some((c) => {
      const b = boundOf(c, new Set([v]))
      return b !== null && b.direction === 'down' && literalValue(b.limit) !== null
    })
    const above = conds.map((c) => boundOf(c, new Set([v]))).find((b) => b?.direction === 'up')
    const span = above && below ? o.mag(above.limit) : null
    if (!span) return null
    spans.push(span)
  }
  // The step must be a direction, fixed while the loop runs.
  for (const s of body)
    walkStmts([s], (x) => {
      if (x.kind === 'assign' && (x.op === '+=' || x.op === '-='))
        for (const v of x.values) if (assigned.has(nameOf(v) ?? '')) spans.length = 0
    })
  return spans.length > 0 ? smallest(spans) : null
}

function countdown(
  names: string[],
  updates: Map<string, UpdateKind[]>,
  body: Stmt[],
  o: LoopOracle,
): BigO | null {
  const movers = names.filter((n) => updates.has(n))
  if (movers.length !== 1) return null
  const v = movers[0] as string
  const kinds = updates.get(v) ?? []
  if (kinds.length === 0 || !kinds.every((k) => k === 'dec')) return null
  const start = o.varMag(v)
  if (!start || isConstant(start)) return null
  let count = start
  walkStmts(body, (s) => {
    if (s.kind !== 'assign' || s.op !== '-=' || nameOf(s.targets[0]) !== v || !s.values[0]) return
    count = perStep(start, o.mag(s.values[0]))
  })
  return count
}

/**
 * `while i + k <= len(nums): ...; i += k`: one index, moved only by one step of a size of its own, takes
 * the range that many at a time.
 */
function strideUp(
  names: string[],
  updates: Map<string, UpdateKind[]>,
  body: Stmt[],
  limit: BigO,
  o: LoopOracle,
): BigO | null {
  const movers = names.filter((n) => updates.has(n))
  if (movers.length !== 1) return null
  const v = movers[0] as string
  const kinds = updates.get(v) ?? []
  if (kinds.length !== 1 || kinds[0] !== 'inc') return null
  let by: BigO | null = null
  walkStmts(body, (s) => {
    if (s.kind === 'assign' && s.op === '+=' && nameOf(s.targets[0]) === v && s.values[0])
      by = o.mag(s.values[0])
  })
  const count = by ? perStep(limit, by) : limit
  return count === limit ? null : count
}

/**
 * Passes over a span taken `by` at a time (`range(0, n, k)`, `i += k`): n / k when the step is a size
 * of its own (a plain symbol the span does not mention), else the span.
 */
function perStep(span: BigO, by: BigO | null): BigO {
  const term = by?.length === 1 ? by[0] : undefined
  const poly = term ? Object.entries(term.poly) : []
  const plain =
    term !== undefined &&
    poly.length === 1 &&
    (poly[0]?.[1] ?? 0) > 0 &&
    [term.log, term.exp, term.fact, term.loglog].every((r) => Object.keys(r).length === 0)
  const [name, power] = plain ? (poly[0] as [string, number]) : ['', 0]
  return plain && !symbols(span).has(name) ? mul(span, sym(name, -power)) : span
}

export function planLoop(loop: Loop, o: LoopOracle): LoopPlan {
  const fields = steppedFields(loop)
  if (fields.size === 0) return planPlainLoop(loop, o)
  // `while self.i < len(s): self.i += 1`, `this.pos++`: a field the loop steps is planned as a variable
  // of its own, named by its path; the oracle is asked about the field itself.
  let renamed = fieldLoops.get(loop)
  if (!renamed) {
    renamed = withFieldsAsNames(loop, fields)
    fieldLoops.set(loop, renamed)
  }
  const back = <T>(x: T): T => withNamesAsFields(x, fields)
  const oracle: LoopOracle = {
    ...o,
    mag: (e) => o.mag(back(e)),
    lenOf: (e) => o.lenOf(back(e)),
    shapeOf: (e) => o.shapeOf(back(e)),
    varMag: (name) => (fields.has(name) ? o.mag(back(fieldName(name))) : o.varMag(name)),
    ...(o.leastOf ? { leastOf: (e: Expr) => o.leastOf!(back(e)) } : {}),
    ...(o.fileFunction ? { fileFunction: (e: Expr) => o.fileFunction!(back(e)) } : {}),
    ...(o.tallyOf ? { tallyOf: (e: Expr) => o.tallyOf!(back(e)) } : {}),
  }
  const plan = planPlainLoop(renamed, oracle)
  return {
    ...plan,
    drained: plan.drained ? back(plan.drained) : null,
    ...(plan.keys ? { keys: back(plan.keys) } : {}),
    ...(plan.extendedCell ? { extendedCell: back(plan.extendedCell) } : {}),
  }
}

const fieldLoops = new WeakMap<Loop, Loop>()

/** The paths of the fields (`self.i`, `this.pos`) a loop assigns or steps, in its header or body. */
function steppedFields(loop: Loop): Set<string> {
  const out = new Set<string>()
  // Stepped: `self.i += 1`, `this.pos++`, `self.i = self.i + 2`; not a link written (`cur.left = node`,
  // `runner.next = runner.next.next`).
  const note = (t: Expr, op: string, value: Expr | null) => {
    const path = t.kind === 'member' ? pathOf(t) : null
    if (!path) return
    const v = value ? unwrap(value) : null
    const arithmetic = v?.kind === 'binary' && /^([-+*/%]|\/\/|<<|>>)$/.test(v.op)
    const steps = op !== '=' || (arithmetic && namesInPaths(v).has(path))
    if (steps) out.add(path)
  }
  const visit = (root: Expr) =>
    walkExpr(root, (e) => {
      if (e.kind === 'update') note(e.target, e.op, null)
      else if (e.kind === 'assign' && e.op !== 'kw') note(e.target, e.op, e.value)
    })
  const stmts = [...loop.body, ...(loop.style === 'for' ? loop.init : [])]
  walkStmts(stmts, (st) => {
    if (st.kind === 'assign')
      st.targets.forEach((t, i) =>
        note(t, st.op, st.values.length === st.targets.length ? (st.values[i] ?? null) : null),
      )
    for (const e of stmtExprs(st)) visit(e)
  })
  if (loop.style === 'for') loop.update.forEach(visit)
  if (loop.style !== 'each' && loop.cond) visit(loop.cond)
  return out
}

/** The dotted paths an expression reads (`self.i` in `self.i + 1`). */
function namesInPaths(e: Expr): Set<string> {
  const out = new Set<string>()
  walkExpr(e, (x) => {
    const path = x.kind === 'member' ? pathOf(x) : null
    if (path) out.add(path)
  })
  return out
}

function fieldName(path: string): Expr {
  return { kind: 'name', name: path, line: 0, endLine: 0 } as Expr
}

/** A copy of `node` with every member at one of `paths` made a name of that path. Functions are kept. */
function withFieldsAsNames<T>(node: T, paths: ReadonlySet<string>): T {
  if (Array.isArray(node)) return node.map((x: unknown) => withFieldsAsNames(x, paths)) as T
  if (!node || typeof node !== 'object') return node
  const rec = node as Record<string, unknown>
  if (rec.kind === 'member' && paths.has(pathOf(node as unknown as Expr) ?? '')) {
    const m = node as unknown as Expr
    return { ...m, kind: 'name', name: pathOf(m) } as unknown as T
  }
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(rec)) out[k] = k === 'fn' ? v : withFieldsAsNames(v, paths)
  return out as T
}

/** The reverse of `withFieldsAsNames`: names of field paths made members again. */
function withNamesAsFields<T>(node: T, paths: ReadonlySet<string>): T {
  if (Array.isArray(node)) return node.map((x: unknown) => withNamesAsFields(x, paths)) as T
  if (!node || typeof node !== 'object') return node
  const rec = node as Record<string, unknown>
  if (rec.kind === 'name' && typeof rec.name === 'string' && paths.has(rec.name)) {
    const [base, ...props] = rec.name.split('.')
    const at = node as unknown as Expr
    let e: Expr = { ...at, kind: 'name', name: base ?? '' } as Expr
    for (const property of props) e = { ...at, kind: 'member', object: e, property } as Expr
    return e as unknown as T
  }
  let changed = false
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(rec)) {
    out[k] = k === 'fn' ? v : withNamesAsFields(v, paths)
    if (out[k] !== v) changed = true
  }
  return (changed ? out : node) as T
}

function planPlainLoop(loop: Loop, o: LoopOracle): LoopPlan {
  if (loop.style === 'each') return planEach(loop, o)
  const queue = headIndexQueue(loop, o)
  if (queue) return queue
  const descent = heapDescent(loop.body, o)
  if (descent) return { ...descent, unbounded: loop.cond === null }
  if (loop.style === 'for') return planFor(loop, o)
  return planWhile(loop, o)
}

/**
 * A sift-down in a heap kept in an array: `l = 2 * i + 1`, `r = l + 1`, `smallest` chosen among i, l and
 * r, then `i = smallest` until it stays put. The index moves to a child every step, so it doubles: at most
 * log n steps for the n slots the children are compared against. Null when the body is not one.
 */
function heapDescent(body: Stmt[], o: LoopOracle): LoopPlan | null {
  const defs = new Map<string, Expr[]>()
  walkStmts(body, (s) => {
    if (s.kind !== 'assign' || s.op !== '=' || s.values.length !== s.targets.length) return
    s.targets.forEach((t, i) => {
      const n = t.kind === 'name' ? t.name : null
      const v = s.values[i]
      if (n && v) defs.set(n, [...(defs.get(n) ?? []), v])
    })
  })
  const doubled = (e: Expr, v: string): boolean => {
    const x = unwrap(e)
    if (x.kind !== 'binary') return false
    if (x.op === '*')
      return nameOf(x.left) === v
        ? literalValue(x.right) === 2
        : nameOf(x.right) === v && literalValue(x.left) === 2
    return x.op === '<<' && nameOf(x.left) === v && literalValue(x.right) === 1
  }
  const childOf = (e: Expr, v: string, depth = 0): boolean => {
    const x = unwrap(e)
    if (doubled(x, v)) return true
    if (x.kind !== 'binary' || x.op !== '+' || literalValue(x.right) === null) return false
    if (doubled(x.left, v)) return true
    // `r = l + 1` beside `l = 2 * i + 1`
    const left = nameOf(x.left)
    const leftDefs = left ? defs.get(left) : undefined
    return depth === 0 && !!leftDefs && leftDefs.every((d) => childOf(d, v, 1))
  }
  for (const [v, values] of defs) {
    const children = [...defs].filter(([c, ds]) => c !== v && ds.every((d) => childOf(d, v))).map(([c]) => c)
    if (children.length === 0) continue
    const moves = values.some((x) => {
      const n = nameOf(x)
      if (!n) return false
      if (children.includes(n)) return true
      const picks = defs.get(n)
      return (
        !!picks &&
        picks.some((d) => children.includes(nameOf(d) ?? '')) &&
        picks.every((d) => nameOf(d) === v || children.includes(nameOf(d) ?? ''))
      )
    })
    if (!moves) continue
    let span: BigO | null = null
    walkStmts(body, (s) => {
      for (const root of stmtExprs(s))
        walkExpr(root, (e) => {
          if (span || e.kind !== 'binary' || !/^(<|<=|>|>=)$/.test(e.op)) return
          const [c, bound] = /^(<|<=)$/.test(e.op) ? [e.left, e.right] : [e.right, e.left]
          if (!children.includes(nameOf(c) ?? '')) return
          const sized = sizeOf(bound)
          const m = sized ? o.lenOf(sized) : o.mag(bound)
          // A heap still empty where this runs (its pushes counted elsewhere) gives a constant.
          if (m) span = m
        })
    })
    if (!span) continue
    return {
      count: isConstant(span) ? ONE : logOf(span),
      kind: 'doubling',
      progress: [v],
      varMag: span,
      drained: null,
      unbounded: false,
      explanation: 'moves its index down to a child every step, as the sift-down of a heap does',
    }
  }
  return null
}

/**
 * `for (let head = 0; head < queue.length; head++)`, `while head < len(queue): ... head += 1`: a queue
 * read through an index that only moves forward while the body appends to it (a BFS without shifting).
 * Like a drained queue, it runs once per item that ever enters it.
 */
function headIndexQueue(loop: Loop & { style: 'for' | 'while' }, o: LoopOracle): LoopPlan | null {
  for (const c of conjuncts(loop.cond)) {
    const x = unwrap(c)
    if (x.kind !== 'binary') continue
    const [head, bound] = x.op === '<' ? [x.left, x.right] : x.op === '>' ? [x.right, x.left] : [null, null]
    const i = head ? nameOf(unwrap(head)) : null
    const steps = loop.style === 'for' ? updatesIn(loop.body, loop.update) : updatesIn(loop.body)
    const onlyUp = (name: string) => {
      const kinds = steps.get(name) ?? []
      return kinds.length > 0 && kinds.every((k) => k === 'inc')
    }
    // `while (head < tail) { u = queue[head++]; ...; queue[tail++] = v }`: a queue in a fixed array, its
    // end kept in a counter of its own.
    const tail = bound ? nameOf(unwrap(bound)) : null
    const queue =
      (bound ? sizeOf(bound) : null) ?? (tail ? arrayWrittenAt(loop.body, tail, onlyUp(tail)) : null)
    const path = queue ? pathOf(queue) : null
    if (!i || !queue || !path || o.shapeOf(queue).kind !== 'coll') continue
    if (!onlyUp(i)) continue
    let reads = false
    let adds = queue !== sizeOf(bound as Expr)
    walkStmts(loop.body, (s) => {
      if (addsTo(s, path)) adds = true
      for (const root of stmtExprs(s))
        walkExpr(root, (e) => {
          // `queue[head]`, or `queue[head++]` taking the next entry and moving on in one step
          if (e.kind === 'index' && pathOf(e.object) === path && nameOf(steppedOperand(e.index)) === i)
            reads = true
          // `order.get(head)`, `queue.at(head)`
          if (
            e.kind === 'call' &&
            /^(get|at)$/.test(calleeName(e) ?? '') &&
            pathOf(receiverOf(e)) === path &&
            e.args.length === 1 &&
            nameOf(steppedOperand(e.args[0] as Expr)) === i
          )
            reads = true
        })
    })
    if (!reads || !adds) continue
    return {
      count: null,
      kind: 'drain',
      progress: [i],
      varMag: null,
      drained: queue,
      unbounded: false,
      explanation: 'reads the queue through an index that only moves forward while the body appends to it',
    }
  }
  return null
}

/**
 * What a loop over a stream or an object's entries walks: Java's `IntStream.range(a, b)` is `range(a, b)`,
 * `Arrays.stream(xs)` and `xs.stream()` walk xs, JavaScript's `Object.entries(o)` (keys, values) walks o.
 */
function loopSource(iter: Expr): Expr {
  if (iter.kind !== 'call') return iter
  const name = calleeName(iter)
  const recv = pathOf(receiverOf(iter))
  if (recv === 'IntStream' && (name === 'range' || name === 'rangeClosed') && iter.args.length === 2)
    return { ...iter, callee: { ...iter.callee, kind: 'name', name: 'range' } }
  if (recv === 'Object' && /^(entries|keys|values)$/.test(name ?? '') && iter.args.length === 1)
    return unwrap(iter.args[0] as Expr)
  const streamed = streamedCollection(iter)
  return streamed ? unwrap(streamed) : iter
}

/**
 * Python's `combinations(xs, 2)`, `permutations(xs, 3)`, `product(a, b)`, `product(xs, repeat=2)`: as many
 * tuples as the product of the lengths (r of them for a literal r), which is what a loop over them runs.
 */
export function tupleCount(iter: Expr, o: LoopOracle, unpackedInto = 0): BigO | null {
  if (iter.kind !== 'call') return null
  const name = calleeName(iter)
  const recv = receiverOf(iter)
  if (!name || !/^(combinations|combinations_with_replacement|permutations|product)$/.test(name)) return null
  if (recv && pathOf(recv) !== 'itertools') return null
  const positional = iter.args.filter((a) => !(a.kind === 'assign' && a.op === 'kw'))
  const keyword = (k: string) =>
    iter.args.find((a) => a.kind === 'assign' && a.op === 'kw' && nameOf(a.target) === k)
  const lengths = (xs: Expr[]) => xs.map((x) => o.lenOf(x))
  if (name === 'product') {
    const repeat = keyword('repeat')
    const times = repeat?.kind === 'assign' ? literalValue(repeat.value) : 1
    const lens = lengths(positional)
    if (times === null || times < 1 || times > 4 || lens.some((l) => !l)) return null
    return mul(...Array.from({ length: times }, () => mul(...(lens as BigO[]))))
  }
  const [source, r] = positional
  const len = source ? o.lenOf(source) : null
  // `permutations(arr)`: every arrangement of the whole of it, |arr|! of them; unpacked into four names
  // (`for h1, h2, m1, m2 in permutations(arr)`), arr has four elements, 24 arrangements.
  if (name === 'permutations' && !r) return unpackedInto > 0 ? ONE : len ? permutationCount(len) : null
  const size = r ? literalValue(r) : null
  if (!len || size === null || size < 1 || size > 4) return null
  return mul(...Array.from({ length: size }, () => len))
}

/** `i`, or the `i` of `i++` / `++i`: the index an expression reads. */
/**
 * The array written at a counter that only moves up, `queue[tail++] = v`, or `queue[tail] = v` when the
 * body steps it up elsewhere (`stepped`).
 */
function arrayWrittenAt(body: Stmt[], counter: string, stepped: boolean): Expr | null {
  let found: Expr | null = null
  walkStmts(body, (s) => {
    if (s.kind !== 'assign') return
    for (const t of s.targets) {
      if (t.kind !== 'index' || !pathOf(t.object) || nameOf(steppedOperand(t.index)) !== counter) continue
      const at = unwrap(t.index)
      if (stepped || (at.kind === 'update' && at.op === '++')) found = t.object
    }
  })
  return found
}

function steppedOperand(e: Expr): Expr {
  const x = unwrap(e)
  return x.kind === 'update' ? unwrap(x.target) : x
}

function unknown(progress: string[], explanation: string, unbounded = false): LoopPlan {
  return { count: null, kind: 'unknown', progress, varMag: null, drained: null, unbounded, explanation }
}

function targetNames(e: Expr): string[] {
  return [...namesIn(e)]
}

function planEach(loop: Loop & { style: 'each' }, o: LoopOracle): LoopPlan {
  const progress = targetNames(loop.target)
  const tuples = tupleCount(unwrap(loop.iter), o, unpackedInto(loop.target))
  if (tuples) return passesCounted(tuples, progress, false, tuples, 'visits every tuple of the input')
  let iter = loopSource(unwrap(loop.iter))
  // enumerate(x), sorted(x), reversed(x) ... walk x.
  while (
    iter.kind === 'call' &&
    iter.callee.kind === 'name' &&
    RANGE_ITERATORS.test(iter.callee.name) &&
    iter.args[0]
  ) {
    iter = unwrap(iter.args[0])
  }
  // `IntStream.range(0, n).forEach(...)` reads as a walk of enumerate(IntStream.range(0, n)).
  iter = loopSource(iter)
  if (iter.kind === 'call' && iter.callee.kind === 'name' && iter.callee.name === 'range') {
    const args = iter.args.filter((a) => !(a.kind === 'assign' && a.op === 'kw'))
    const [a, b, c] = args
    const step = literalValue(c)
    let count: BigO | null
    if (args.length === 1) count = o.mag(a as Expr)
    else {
      const start = o.mag(a as Expr)
      const stop = o.mag(b as Expr)
      if (step !== null && step < 0) count = start && !isConstant(start) ? start : stop
      else count = spanBetween(a as Expr, b as Expr, o) ?? (stop && !isConstant(stop) ? stop : start)
    }
    if (!count) return unknown(progress, 'the range bound is not a known size')
    const span = count
    if (c && step === null) count = perStep(count, o.mag(c))
    const least = args.length === 1 && a ? o.leastOf?.(a) : null
    return {
      count,
      kind: isConstant(count) ? 'constant' : 'counted',
      ...(least && least.length >= 2 ? { shortest: [...least] } : {}),
      progress,
      varMag: span,
      drained: null,
      unbounded: false,
      explanation: 'counts through a range',
    }
  }
  if (iter.kind === 'collection' || (iter.kind === 'literal' && iter.type === 'string')) {
    return {
      count: ONE,
      kind: 'constant',
      progress,
      varMag: ONE,
      drained: null,
      unbounded: false,
      explanation: 'walks a fixed list',
    }
  }
  let source: Expr = iter
  if (iter.kind === 'call') {
    const name = calleeName(iter)
    const recv = receiverOf(iter)
    if (recv && name && VIEW_METHODS.test(name)) source = recv
    else if (!recv && name && /^(keys|values|entries)$/.test(name) && iter.args[0]) source = iter.args[0]
    else if (recv && recv.kind === 'name' && /^(Object|Array)$/.test(recv.name) && iter.args[0])
      source = iter.args[0]
  }
  const shape = o.shapeOf(source)
  if (shape.kind === 'int') {
    // Go's `for i := range n` counts to n.
    return {
      count: shape.mag,
      kind: isConstant(shape.mag) ? 'constant' : 'counted',
      progress,
      varMag: shape.mag,
      drained: null,
      unbounded: false,
      explanation: 'counts to a number',
    }
  }
  const len = o.lenOf(source)
  if (!len) return unknown(progress, 'iterates over something of unknown size')
  return {
    count: len,
    kind: isConstant(len) ? 'constant' : 'each',
    progress,
    varMag: len,
    drained: null,
    unbounded: false,
    explanation: 'visits every element',
  }
}

interface Bound {
  variable: string
  direction: 'up' | 'down'
  limit: Expr
  squared: boolean
  /** The variable is an exponent (`1 << i <= n`, `2 ** i < n`): the bound is reached in log steps. */
  exponent?: boolean
}

/** Reads `i < n`, `n > i`, `i >= 0`, `i * i <= n`, a bare `k` into a bound on a progress variable. */
function boundOf(cond: Expr, progress: Set<string>): Bound | null {
  const c = unwrap(cond)
  // `while k:` / `while (k)` on a counter: runs until it reaches zero.
  if (c.kind === 'name' && progress.has(c.name))
    return {
      variable: c.name,
      direction: 'down',
      limit: { ...c, kind: 'literal', type: 'number', value: 0 },
      squared: false,
    }
  if (c.kind !== 'binary' || !/^(<|<=|>|>=|!=|!==)$/.test(c.op)) return null
  const leftVar = progressVar(c.left, progress)
  const rightVar = progressVar(c.right, progress)
  // `n > i` reads as `i < n`: the variable's side decides which comparison counts upwards.
  // `l + len - 1 < r - len + 1`: the variable on both sides, growing on the left and taken away on the
  // right, meets the other side's bound sooner: counted against it.
  const both =
    leftVar && rightVar && leftVar.name === rightVar.name && takesAway(c.right, leftVar.name)
      ? { v: leftVar, limit: c.right, up: '<' }
      : null
  const side =
    leftVar && !rightVar
      ? { v: leftVar, limit: c.right, up: '<' }
      : rightVar && !leftVar
        ? { v: rightVar, limit: c.left, up: '>' }
        : both
  if (!side) return null
  return {
    variable: side.v.name,
    direction: c.op.startsWith(side.up) || c.op.startsWith('!') ? 'up' : 'down',
    limit: side.limit,
    squared: side.v.squared,
    ...(side.v.exponent ? { exponent: true } : {}),
  }
}

/** `n > length * count`: the side a product with `v` among its factors is compared against. */
function productBound(c: Expr, v: string): Expr | null {
  const x = unwrap(c)
  if (x.kind !== 'binary' || !/^(<|<=|>|>=)$/.test(x.op)) return null
  const hasFactor = (e: Expr): boolean => {
    const f = unwrap(e)
    if (nameOf(f) === v) return true
    return f.kind === 'binary' && f.op === '*' && (hasFactor(f.left) || hasFactor(f.right))
  }
  if (hasFactor(x.right) && !namesIn(x.left).has(v)) return x.left
  if (hasFactor(x.left) && !namesIn(x.right).has(v)) return x.right
  return null
}

/** Whether `e` subtracts `name` (`r - len + 1`, `hi - k`). */
function takesAway(e: Expr, name: string): boolean {
  let found = false
  walkExpr(e, (x) => {
    if (x.kind === 'binary' && x.op === '-' && namesIn(x.right).has(name)) found = true
  })
  return found
}

function progressVar(
  e: Expr,
  progress: Set<string>,
): { name: string; squared: boolean; exponent?: boolean } | null {
  const x = unwrap(e)
  if (x.kind === 'name' && progress.has(x.name)) return { name: x.name, squared: false }
  // `1 << i`, `2 ** i`, `Math.pow(2, i)`: a power of a fixed base.
  const [base, power] =
    x.kind === 'binary' && (x.op === '<<' || x.op === '**')
      ? [x.left, x.right]
      : x.kind === 'call' && /^(pow|Pow)$/.test(calleeName(x) ?? '') && x.args.length === 2
        ? [x.args[0] as Expr, x.args[1] as Expr]
        : [null, null]
  const exponent = power ? nameOf(unwrap(power)) : null
  if (base && literalValue(base) !== null && exponent && progress.has(exponent))
    return { name: exponent, squared: false, exponent: true }
  if (
    x.kind === 'binary' &&
    x.op === '*' &&
    nameOf(x.left) &&
    nameOf(x.left) === nameOf(x.right) &&
    progress.has(nameOf(x.left) as string)
  ) {
    return { name: nameOf(x.left) as string, squared: true }
  }
  // `(r + 1) * (r + 1) <= x`: the square of the variable shifted by a constant.
  if (x.kind === 'binary' && x.op === '*' && exprKey(x.left) === exprKey(x.right)) {
    const shifted = unwrap(x.left)
    const inner =
      shifted.kind === 'binary' && /^[-+]$/.test(shifted.op) && literalValue(shifted.right) !== null
        ? progressVar(shifted.left, progress)
        : null
    if (inner && !inner.squared && !inner.exponent) return { name: inner.name, squared: true }
  }
  if (x.kind === 'binary' && (x.op === '+' || x.op === '-')) {
    const inner = progressVar(x.left, progress)
    if (inner && literalValue(x.right) !== null) return inner
    // `l + len - 1 < ...`, `lo + k <= hi`: the variable beside a start that does not move with it.
    const fixed = (e: Expr) => ![...namesIn(e)].some((n) => progress.has(n))
    if (inner && !inner.squared && fixed(x.right)) return inner
    if (x.op === '+' && fixed(x.left)) {
      const right = progressVar(x.right, progress)
      if (right && !right.squared) return right
    }
  }
  // `p * 2 <= n`, `p << 1 <= n`: a fixed multiple of the variable reaches the bound a step earlier.
  if (x.kind === 'binary' && (x.op === '*' || x.op === '<<')) {
    const [v, c] = literalValue(x.right) !== null ? [x.left, x.right] : [x.right, x.left]
    const inner = literalValue(c) !== null && x.op !== '<<' ? progressVar(v, progress) : null
    if (inner && !inner.squared) return inner
    if (x.op === '<<' && literalValue(x.right) !== null) {
      const shifted = progressVar(x.left, progress)
      if (shifted && !shifted.squared) return shifted
    }
  }
  return null
}

/** The value a for-loop's header gives its variable: `i` in `for (j = i; ...)`. */
function initialValue(loop: Loop & { style: 'for' }, variable: string): Expr | null {
  for (const s of loop.init) {
    if (s.kind !== 'assign') continue
    const i = s.targets.findIndex((t) => nameOf(t) === variable)
    const v = i >= 0 ? (s.values.length === s.targets.length ? s.values[i] : undefined) : undefined
    if (v) return v
  }
  return null
}

function planFor(loop: Loop & { style: 'for' }, o: LoopOracle): LoopPlan {
  const headerUpdates = updatesIn([], loop.update)
  const initNames = new Set<string>()
  for (const s of loop.init)
    if (s.kind === 'assign') for (const t of s.targets) for (const n of namesIn(t)) initNames.add(n)
  const progress = new Set<string>([...headerUpdates.keys()])
  if (progress.size === 0) for (const n of initNames) progress.add(n)
  if (!loop.cond) {
    const asWhile = planWhile(
      { ...loop, style: 'while', cond: null, doWhile: false, body: [...loop.body] },
      o,
      headerUpdates,
    )
    return asWhile
  }
  // `for (; up[v] != v; v = up[v])`: a union-find's root test, with the step in the header.
  const chased = rootTest(loop.cond)
  if (chased && assignsFrom([], chased.v, chased.table, loop.update)) return parentChase(chased.v, false)
  const bounded = (c: Expr): LoopPlan | null => {
    const found = boundOf(c, progress)
    if (!found) return null
    const kinds = headerUpdates.get(found.variable) ?? []
    // `for (; e != 0; e >>= 1)`, `for (i = n; i != 0; i--)`: a test for inequality counts the way the
    // header moves the variable.
    const inequality = unwrap(c).kind === 'binary' && /^!=/.test((unwrap(c) as Expr & { kind: 'binary' }).op)
    const bound =
      inequality && (kinds.includes('div') || kinds.includes('dec'))
        ? { ...found, direction: 'down' as const }
        : found
    const multiplicative = kinds.includes('mul') || kinds.includes('div')
    const startMag = o.varMag(bound.variable)
    const limitMag = o.mag(bound.limit)
    let count: BigO | null
    let kind: LoopKind
    let window = false
    if (bound.squared) {
      count = limitMag ? sqrtOf(limitMag) : null
      kind = 'sqrt'
    } else if (bound.exponent && bound.direction === 'up') {
      count = limitMag ? logOf(limitMag) : null
      kind = 'doubling'
    } else if (multiplicative) {
      // An index halved through a table (`tree[lo++]` in a segment tree's query) starts inside the table
      // however its start was found: as many steps as the table's length has bits.
      const span =
        (bound.direction === 'up' ? limitMag : startMag) ?? tableIndexedBy(loop.body, bound.variable, o)
      count = span ? logOf(span) : null
      kind = bound.direction === 'up' ? 'doubling' : 'halving'
    } else {
      // `for (j = i; j < i + k; j++)` covers k values, not i + k.
      const from = initialValue(loop, bound.variable)
      const span =
        bound.direction === 'up'
          ? ((from ? spanBetween(from, bound.limit, o) : null) ?? limitMag)
          : startMag && !isConstant(startMag)
            ? startMag
            : // `for (d = 9; d > cur; d--)`: down from a fixed start, no more steps than the start allows.
              ((from ? spanBetween(bound.limit, from, o) : null) ?? limitMag)
      // `i += k` (or `len -= k` counting down) takes the range k at a time.
      const stride = loop.update.find(
        (u) =>
          u.kind === 'assign' &&
          u.op === (bound.direction === 'up' ? '+=' : '-=') &&
          nameOf(u.target) === bound.variable,
      )
      count = span && stride?.kind === 'assign' ? perStep(span, o.mag(stride.value)) : span
      kind = 'counted'
      const limit = unwrap(bound.limit)
      const ends =
        limit.kind === 'call' && /^(min|Min)$/.test(calleeName(limit) ?? '') ? limit.args : [bound.limit]
      window = bound.direction === 'up' && from !== null && ends.some((end) => windowAfter(from, end))
    }
    if (!count) return null
    if (isConstant(count)) kind = 'constant'
    // `for layer < (min(m, n) + 1) / 2`: as many passes as the smaller side, which a product can use.
    // A window cut short at the end of the input is the window, not the smaller of two ranges.
    const least = kind === 'counted' && bound.direction === 'up' && !window ? o.leastOf?.(bound.limit) : null
    return {
      count,
      kind,
      ...(least && least.length >= 2 ? { shortest: [...least] } : {}),
      ...(window ? { window } : {}),
      progress: [...progress],
      varMag: bound.squared ? limitMag : bound.direction === 'up' ? limitMag : startMag,
      drained: null,
      unbounded: false,
      explanation:
        kind === 'halving' || kind === 'doubling'
          ? `its counter ${kind === 'halving' ? 'halves' : 'doubles'} each step`
          : kind === 'sqrt'
            ? 'runs while i·i stays within the bound'
            : 'counts through a range',
    }
  }
  const plans = conjuncts(loop.cond)
    .map(bounded)
    .filter((p): p is LoopPlan => p !== null)
  const [first] = plans
  if (first) {
    // `for i := 0; i < steps && node != nil; i++ { node = node.Next }`: a count of steps along a list
    // stops at its end too. A position given apart from the list (`left`, `right`) lies within it.
    const walkedList = first.kind === 'counted' ? listWalkBound(loop, o) : null
    if (walkedList && first.count) {
      const count = smallest([first.count, walkedList])
      const near = within(first.count, walkedList) || symbols(count).has('k') ? count : walkedList
      return { ...first, count: near }
    }
    // `j < n && j <= i + k`: the loop stops at the nearer bound.
    const counted = plans.filter((p) => p.kind === 'counted' || p.kind === 'constant')
    if (counted.length < 2 || !counted.includes(first)) return first
    const count = smallest(
      counted.map((p) => p.count as BigO),
      counted.map((p) => p.window === true),
    )
    return { ...first, count, kind: isConstant(count) ? 'constant' : 'counted' }
  }
  // `for (auto it = m.begin(); it != m.end(); ++it)`: an iterator walking a container visits every element.
  const walked = iteratorWalk(loop, progress)
  const len = walked ? o.lenOf(walked) : null
  if (len) {
    return {
      count: len,
      kind: isConstant(len) ? 'constant' : 'each',
      progress: [...progress],
      varMag: len,
      drained: null,
      unbounded: false,
      explanation: 'visits every element through an iterator',
    }
  }
  // `for back := dq.Back(); back != nil && ...; back = dq.Back() { dq.Remove(back) }`: the header takes the
  // end of a collection again after every removal, so the loop drains it.
  const peeked = peekedCollection(loop)
  if (peeked && o.shapeOf(peeked).kind === 'coll')
    return {
      count: null,
      kind: 'drain',
      progress: [...progress],
      varMag: null,
      drained: peeked,
      unbounded: false,
      explanation: 'takes the end of the collection again after every removal',
    }
  // A for-loop whose condition is not about its own counter behaves like a while loop.
  return planWhile({ ...loop, style: 'while', cond: loop.cond, doWhile: false }, o, headerUpdates)
}

/**
 * The collections whose last or first element a condition reads: `stack[stack.length - 1]`, `st[-1]`,
 * `stack.get(stack.size() - 1)`, `stack.peek()`, `st.top()`, `dq.back()`.
 */
export function topsRead(c: Expr): Expr[] {
  const out: Expr[] = []
  walkExpr(c, (x) => {
    if (x.kind === 'index') {
      const i = unwrap(x.index)
      const last =
        literalValue(i) === -1 ||
        (i.kind === 'binary' &&
          i.op === '-' &&
          literalValue(i.right) === 1 &&
          sameCollection(sizeOf(i.left), x.object))
      if (last) out.push(x.object)
    }
    if (x.kind === 'call') {
      const r = receiverOf(x)
      const n = calleeName(x) ?? ''
      if (
        r &&
        /^(peek|peekLast|peekFirst|top|back|front|getLast|getFirst|Back|Front)$/.test(n) &&
        x.args.length === 0
      )
        out.push(r)
      if (r && n === 'get' && x.args.length === 1) {
        const i = unwrap(x.args[0] as Expr)
        if (
          i.kind === 'binary' &&
          i.op === '-' &&
          literalValue(i.right) === 1 &&
          sameCollection(sizeOf(i.left), r)
        )
          out.push(r)
      }
    }
  })
  return out
}

function sameCollection(a: Expr | null, b: Expr): boolean {
  const pa = a ? pathOf(a) : null
  return pa !== null && pa === pathOf(b)
}

/**
 * `do { ... } while (next_permutation(v.begin(), v.end()))`: one pass per arrangement of v, |v|! of them
 * (six for a fixed three), each step amortised O(1).
 */
function permutationWalk(cond: Expr, o: LoopOracle): BigO | null {
  const c = unwrap(cond)
  if (c.kind !== 'call' || !/^(next|prev)_permutation$/.test(calleeName(c) ?? '')) return null
  const container = containerOfIterator(c.args[0])
  const len = container ? o.lenOf(container) : null
  return len ? permutationCount(len) : null
}

/** How many arrangements a collection of `len` elements has: len!, a constant for a fixed few. */
function permutationCount(len: BigO): BigO | null {
  if (isConstant(len)) return ONE
  const s = [...symbols(len)][0]
  return s ? factSym(s) : null
}

/** The collection a for-loop's header re-reads an end of (`back = dq.Back()`) while its body removes from it. */
function peekedCollection(loop: Loop & { style: 'for' }): Expr | null {
  const tested = loop.cond ? namesIn(loop.cond) : new Set<string>()
  for (const u of loop.update) {
    if (u.kind !== 'assign' || u.value.kind !== 'call') continue
    const v = nameOf(u.target)
    const from = receiverOf(u.value)
    if (!v || !from || !tested.has(v)) continue
    if (
      !/^(Back|Front|back|front|peek|peekLast|peekFirst|top|getLast|getFirst)$/.test(
        calleeName(u.value) ?? '',
      )
    )
      continue
    if (bodyRemovesFrom(loop.body, from)) return from
  }
  return null
}

/** The length of the list a counted loop also walks and stops at the end of (`&& node != nil`), if any. */
function listWalkBound(loop: Loop & { style: 'for' }, o: LoopOracle): BigO | null {
  if (!loop.cond) return null
  const updates = updatesIn(loop.body)
  for (const c of conjuncts(loop.cond)) {
    const cc = unwrap(c)
    const tested =
      cc.kind === 'name'
        ? cc.name
        : cc.kind === 'binary' && /^(!=|!==)$/.test(cc.op) && nullish(cc.right)
          ? nameOf(cc.left)
          : null
    if (!tested || !(updates.get(tested) ?? []).includes('next')) continue
    const shape = o.shapeOf({ kind: 'name', name: tested, line: loop.line, endLine: loop.line })
    const size = shape.kind === 'node' ? shape.size : null
    if (size && !isConstant(size)) return size
  }
  // `for (i = 0; i < index; i++) node = node.next`: a step along the list on every pass cannot be taken
  // more times than the list has nodes, whatever position it was asked for.
  const stepped = everyPassUpdates(loop.body)
  for (const v of stepped) {
    if (!(updates.get(v) ?? []).every((k) => k === 'next')) continue
    const shape = o.shapeOf({ kind: 'name', name: v, line: loop.line, endLine: loop.line })
    const size = shape.kind === 'node' && shape.struct !== 'tree' ? shape.size : null
    if (size && !isConstant(size)) return size
  }
  return null
}

function nullish(e: Expr): boolean {
  return (
    (e.kind === 'name' && /^(nil|null|None|nullptr|undefined|NULL)$/.test(e.name)) ||
    (e.kind === 'literal' && /^(nil|null|None|nullptr|undefined|NULL)$/.test(e.text ?? ''))
  )
}

function planWhile(
  loop: Loop & { style: 'while' },
  o: LoopOracle,
  headerUpdates: Map<string, UpdateKind[]> = new Map(),
): LoopPlan {
  const unbounded = loop.cond === null
  // `while j and s[i] != s[j]` on a number reads as `j > 0`: the counter's own test.
  const asCount = (c: Expr): Expr => {
    const x = unwrap(c)
    if (x.kind !== 'name' || o.shapeOf(x).kind !== 'int') return c
    return {
      ...x,
      kind: 'binary',
      op: '>',
      left: x,
      right: { ...x, kind: 'literal', type: 'number', value: 0 },
    }
  }
  const conds = (
    loop.cond ? conjuncts(loop.cond) : exitConditions(loop.body).flatMap((c) => conjuncts(c))
  ).map(asCount)
  // A copy: updatesIn answers from a cache shared with other passes.
  const updates = new Map(updatesIn(loop.body))
  for (const [k, v] of headerUpdates) updates.set(k, [...(updates.get(k) ?? []), ...v])
  // `while (k--)`, `while (n-- > 0)`: the condition itself counts down.
  if (loop.cond)
    walkExpr(loop.cond, (x) => {
      const n = x.kind === 'update' ? nameOf(x.target) : null
      if (n && x.kind === 'update') updates.set(n, [...(updates.get(n) ?? []), x.op === '++' ? 'inc' : 'dec'])
    })
  const progress = [...updates.keys()]

  // `while (it != nums.end()) { ...; ++it; }`: an iterator only moved forward visits each element once.
  const iterated = iteratorWalk(loop, new Set(progress))
  const iterator = loop.cond && iterated ? iteratorIn(loop.cond) : null
  const forwardOnly = iterator !== null && (updates.get(iterator) ?? []).every((k) => k === 'inc')
  // `while (it.hasNext()) { ... it.next() ... }`: a Java iterator hands out each element once.
  const asked = loop.cond ? unwrap(loop.cond) : null
  const javaIterator = asked?.kind === 'call' && calleeName(asked) === 'hasNext' ? receiverOf(asked) : null
  const walkedLen = iterated && forwardOnly ? o.lenOf(iterated) : javaIterator ? o.lenOf(javaIterator) : null
  if (walkedLen)
    return {
      count: walkedLen,
      kind: isConstant(walkedLen) ? 'constant' : 'pointer',
      progress,
      varMag: walkedLen,
      drained: null,
      unbounded,
      explanation: 'moves an iterator forward through a collection',
    }

  const arrangements = loop.cond ? permutationWalk(loop.cond, o) : null
  if (arrangements)
    return passesCounted(
      arrangements,
      progress,
      unbounded,
      null,
      'steps through every arrangement of a collection',
    )

  // `while (!seen.has(rem)) { seen.add(rem); rem = (rem * 10 + 1) % k }`, Java's `while (seen.add(x))`:
  // every pass puts a key the set lacked into it, so the passes are at most the values the key can take.
  const freshKeys = freshKeyRange(loop, conds, o)
  if (freshKeys)
    return {
      count: freshKeys,
      kind: 'pointer',
      progress,
      varMag: freshKeys,
      drained: null,
      unbounded,
      explanation: 'puts a new key into a set on every pass until a key comes round again',
    }

  // 1. Draining a collection: `while queue:`, `while stack and stack[-1] < x:`.
  const drain = (drained: Expr, explanation: string): LoopPlan => ({
    count: null,
    kind: 'drain',
    progress,
    varMag: null,
    drained,
    unbounded,
    explanation,
  })
  for (const c of conds) {
    const target = emptinessTarget(c)
    if (target && o.shapeOf(target).kind === 'coll')
      return drain(target, 'runs until the collection is empty')
    // `while (heap.size() > 0)`, `while (!pq.isEmpty())` on an object of the file's own class: a
    // hand-written heap or queue asked for its size is drained like the collection it wraps.
    if (target && o.shapeOf(target).kind === 'obj' && asksSize(c))
      return drain(target, 'runs until the collection is empty')
    const cc = unwrap(c)
    if (cc.kind === 'binary' && /^(<|<=|>|>=)$/.test(cc.op)) {
      const sized = sizeOf(cc.left) ?? sizeOf(cc.right)
      if (sized && o.shapeOf(sized).kind === 'coll' && bodyRemovesFrom(loop.body, sized))
        return drain(sized, 'runs until the collection is empty')
    }
    // `while (top >= 0 && prices[stack[top]] >= x) { stack.pop(); top-- }`: the index of the top moves
    // down with every pop, so the loop runs at most as often as the stack has entries.
    const topped = topIndexStack(loop, cc, updates)
    if (topped && o.shapeOf(topped).kind === 'coll')
      return drain(topped, 'pops the collection until it is empty')
    // `while (window.count(c)) window.erase(s[left++])`: every step removes an element of the tested set.
    const tested = membershipTarget(cc)
    if (tested && o.shapeOf(tested).kind === 'coll' && bodyRemovesFrom(loop.body, tested))
      return drain(tested, 'removes an element of the collection every step')
    // `while (stack[stack.length - 1] !== '(') chunk.push(stack.pop())`: the top is tested and popped.
    const peeked = topsRead(cc).find((t) => o.shapeOf(t).kind === 'coll' && bodyRemovesFrom(loop.body, t))
    if (peeked) return drain(peeked, 'pops the collection until its top passes the test')
  }

  // `while (e != null && e.getValue() >= left) { ...; blocks.remove(s); e = blocks.floorEntry(right) }`:
  // whatever the test, every pass takes an entry out of a collection it never adds to.
  const emptied = loop.style === 'while' ? removedEachPass(loop.body, o) : null
  if (emptied) return drain(emptied, 'takes an entry out of the collection on every pass')

  const condVars = new Set<string>()
  for (const c of conds) for (const n of namesIn(c)) if (updates.has(n)) condVars.add(n)

  // `while len(out) < n: out.append(...)`: a collection grown on every pass up to a bound.
  const filled = fillCount(loop, conds, o)
  if (filled) {
    return {
      count: filled,
      kind: isConstant(filled) ? 'constant' : 'pointer',
      progress,
      varMag: filled,
      drained: null,
      unbounded,
      explanation: 'adds to a collection on every pass until it reaches its bound',
    }
  }
  const tally = loop.cond ? cellCountdown(loop, conds, updates, o) : null
  if (tally) {
    return {
      count: tally,
      kind: isConstant(tally) ? 'constant' : 'pointer',
      progress,
      varMag: tally,
      drained: null,
      unbounded,
      tallied: true,
      explanation: 'counts a cell of a table of counters down to zero',
    }
  }

  // 2. Binary search: a bound moves to the midpoint.
  const midVars = [...condVars].filter((v) => (updates.get(v) ?? []).includes('mid'))
  if (midVars.length > 0) {
    // A range of values up to their sum (`hi = sum(weights)`) is searched in log M steps, as up to the largest.
    const asValues = (m: BigO) =>
      o.sumSymbol && symbols(m).has(o.sumSymbol) ? substitute(m, new Map([[o.sumSymbol, sym('M')]])) : m
    const spans = [...condVars]
      .map((v) => o.varMag(v))
      .filter((m): m is BigO => m !== null && !isConstant(m))
      .map(asValues)
    // Bounds that are all fixed numbers (`lo, hi := int64(-1e10), int64(1e10)`) take a fixed number of
    // steps. Any other bounds of no known size are values: between the largest value and the total of the
    // values, or `hi := start[n-1] + d`, searched in log M steps.
    const fixed = [...condVars].every((v) => {
      const m = o.varMag(v)
      return m !== null && isConstant(m)
    })
    const totals = [...condVars].some((v) => o.totalsValues?.(v))
    const span = spans.length > 0 ? add(...spans) : fixed && !totals ? ONE : sym('M')
    // `else hi--` (a rotated array with duplicates): a step that only drops one end can repeat n times.
    const byOne = midVars.some((v) => (updates.get(v) ?? []).some((k) => k === 'inc' || k === 'dec'))
    return {
      count: byOne ? span : logOf(span),
      kind: 'binary-search',
      progress: [...condVars],
      varMag: span,
      drained: null,
      unbounded,
      explanation: byOne
        ? 'halves the search range, but some steps only drop one end of it: n steps in the worst case'
        : 'halves the search range every step',
    }
  }

  // 3. Pointer chases: linked lists, tree descents, union-find parents.
  const shapeOfVar = (v: string) => o.shapeOf({ kind: 'name', name: v, line: loop.line, endLine: loop.line })
  const linked = (v: string, size: BigO, explanation: string): LoopPlan => ({
    count: size,
    kind: 'linked',
    progress: [v],
    varMag: size,
    drained: null,
    unbounded,
    explanation,
  })
  // `while l1 and l2:` merging two lists walks both: m + n steps at most.
  const walked = [...condVars].flatMap((v) => {
    if (!(updates.get(v) ?? []).includes('next')) return []
    const shape = shapeOfVar(v)
    const size = shape.kind === 'node' ? shape.size : o.varMag(v)
    return size && !isConstant(size) ? [{ v, size }] : []
  })
  if (walked.length > 1 && new Set(walked.map((w) => JSON.stringify(w.size))).size > 1) {
    const size = add(...walked.map((w) => w.size))
    return {
      ...linked(walked[0]!.v, size, 'follows two lists one node at a time'),
      progress: walked.map((w) => w.v),
    }
  }
  // `while (up[v] != v) v = up[v]`: the root test of a union-find, whatever its array is called.
  const chased = loop.cond ? rootTest(loop.cond) : null
  // `while (slow != fast) { slow = nums[slow]; fast = nums[nums[fast]] }`: indices followed through an
  // array of indices (find the duplicate, array nesting) repeat within the array's length.
  const chase = chased ? null : indexChase(loop.body, condVars, o)
  if (chase)
    return linked(chase.v, chase.len, 'follows indices through an array, which repeat within its length')
  if (chased && (updates.get(chased.v) ?? []).length > 0 && assignsFrom(loop.body, chased.v, chased.table))
    return parentChase(chased.v, unbounded)
  for (const v of condVars.size > 0 ? condVars : new Set(progress)) {
    const kinds = updates.get(v) ?? []
    if (kinds.includes('next')) {
      const shape = shapeOfVar(v)
      const size = shape.kind === 'node' ? shape.size : o.varMag(v)
      // `for (g = 2; prev.Next != nil; g++) { ...; for i < cnt { prev = prev.Next } }`: the pointer
      // moves on in the walks nested here, each a group of nodes further along.
      if (size && advancedInNestedLoop(loop.body, v))
        return { ...linked(v, size, 'walks the list a group of nodes at a time'), groupWalk: true }
      if (size) return linked(v, size, 'follows the list one node at a time')
      // `prev = dummy; while prev.next and prev.next.val <= node.val: prev = prev.next` from a node the
      // code made (a dummy in front of a list it builds from the given one): no longer than that list.
      const given = shape.kind === 'obj' ? o.listLength?.() : null
      if (given && !isConstant(given)) return linked(v, given, 'follows the list one node at a time')
      // `while True: kth = prev; for _ in range(k): kth = kth.next; if not kth: break`: the tested
      // pointer only moves in the walks nested here, which pick up where the last pass left them.
      const length = o.listLength?.()
      if (length && !isConstant(length) && advancedInNestedLoop(loop.body, v))
        return { ...linked(v, length, 'walks the list a group of nodes at a time'), groupWalk: true }
    }
    if (kinds.includes('parent')) return parentChase(v, unbounded)
    if (kinds.includes('child')) {
      const shape = shapeOfVar(v)
      if (shape.kind === 'node' && shape.size) return linked(v, shape.size, 'descends one level at a time')
    }
  }

  // `for (;;) { count = 0; while (p && count < k) { p = p.next; count++; } if (count < k) break; ... }`:
  // the pass counts the nodes a nested walk takes, and the walks continue along one list.
  const listLength = unbounded ? o.listLength?.() : null
  if (listLength && !isConstant(listLength))
    for (const v of condVars)
      if (countsNestedWalk(loop.body, v))
        return { ...linked(v, listLength, 'walks the list a group of nodes at a time'), groupWalk: true }

  // `while True: kth = get_kth(prev, k); if not kth: break; ...; prev = first`: the tested node is found
  // by a function of the file that follows links on from the loop's own pointer, so the walks it makes
  // pick up where the last pass left off and cover the list once in all.
  if (listLength && !isConstant(listLength))
    for (const v of condVars)
      if (walkedAheadByHelper(loop.body, v, updates, o))
        return { ...linked(v, listLength, 'walks the list a group of nodes at a time'), groupWalk: true }

  // A candidate cut shorter every pass (`prefix = prefix[:-1]`) until the test passes: its length.
  for (const v of condVars) {
    if (!shortenedEveryPass(v, loop.body)) continue
    const len = o.lenOf({ kind: 'name', name: v, line: loop.line, endLine: loop.line })
    if (!len || isConstant(len)) continue
    return {
      count: len,
      kind: 'pointer',
      progress: [v],
      varMag: len,
      drained: null,
      unbounded,
      explanation: 'cuts the candidate shorter on every pass',
    }
  }

  // 4. A number replaced by a function of its digits.
  for (const v of condVars) {
    const mag = o.varMag(v)
    if (!mag || isConstant(mag) || !reducedToDigits(v, loop.body, o)) continue
    return {
      count: ONE,
      kind: 'reduction',
      progress: [v],
      varMag: mag,
      drained: null,
      unbounded,
      passes: logOf(mag),
      explanation:
        'replaces the number by a function of its digits, so after its first pass the number is small',
    }
  }

  // `while (b != 0) { carry = (a & b) << 1; a ^= b; b = carry; }`: a value only ever shifted left (or
  // multiplied) and tested against zero stops when its bits run off the top of a fixed-width integer: at
  // most as many passes as the integer has bits, whatever the inputs.
  for (const v of condVars) {
    const kinds = updates.get(v) ?? []
    if (kinds.length === 0 || !kinds.every((k) => k === 'mul')) continue
    if (!conds.every((c) => !namesIn(c).has(v) || isZeroTest(c, v))) continue
    return fewSteps(v, unbounded, 'shifts its value left until the bits run off a fixed-width integer')
  }

  // 4b. Euclid's algorithm: `a, b = b, a % b`, or `t = a % b; a = b; b = t`, or the larger of the two
  // taken modulo the smaller in turn (`if (a >= b) a %= b; else b %= a;`).
  const turns = remaindersInTurn(condVars, loop.body)
  if (turns) {
    const mag = turns.map((v) => o.varMag(v)).find((m) => m && !isConstant(m))
    if (mag)
      return {
        count: logOf(mag),
        kind: 'halving',
        progress: turns,
        varMag: mag,
        drained: null,
        unbounded,
        explanation:
          'takes the larger value modulo the smaller in turn, which halves it at least every two steps',
      }
  }
  for (const v of condVars) {
    const dividend = remainderStep(v, loop.body)
    if (!dividend) continue
    const mag = [o.varMag(v), o.mag(dividend)].find((m) => m && !isConstant(m))
    // On two values of the input (`gcd(cur.val, after.val)`), bounded as values are: a few steps.
    if (!mag)
      return fewSteps(
        v,
        unbounded,
        'replaces the pair by the divisor and the remainder, on values that are bounded',
      )
    return {
      count: logOf(mag),
      kind: 'halving',
      progress: [v],
      varMag: mag,
      drained: null,
      unbounded,
      explanation:
        'replaces the pair by the divisor and the remainder, which halves at least every two steps',
    }
  }

  // 5. Halving or doubling a tested variable.
  for (const v of condVars) {
    const kinds = updates.get(v) ?? []
    if (kinds.includes('div') || kinds.includes('mul')) {
      let span: BigO | null = o.varMag(v)
      if (kinds.includes('mul') || !span || isConstant(span)) {
        for (const c of conds) {
          const b = boundOf(c, new Set([v]))
          // `while n > length * count: ...; count *= 10`: a factor of the tested product grows geometrically.
          const other = b ? null : kinds.every((k) => k === 'mul') ? productBound(c, v) : null
          const limit = b ? o.mag(b.limit) : other ? o.mag(other) : null
          if (limit && !isConstant(limit)) span = limit
        }
      }
      if (!span || isConstant(span)) span = sizeComparedIn(loop.body, o) ?? span
      if ((!span || isConstant(span)) && kinds.every((k) => k === 'mul'))
        span = lengthReadAt(conds, v, o) ?? span
      if ((!span || isConstant(span)) && kinds.includes('div')) span = tableIndexedBy(loop.body, v, o) ?? span
      // A value read from the input (`x &= x - 1`, `x >>= 1` on an element handed to a helper): a
      // machine word, cleared in at most as many steps as it has bits, like the same loop on a local.
      if (!span && kinds.includes('div') && !kinds.includes('mul')) {
        const held = o.shapeOf({ kind: 'name', name: v, line: loop.line, endLine: loop.line })
        if (held.kind === 'scalar') span = ONE
      }
      // `while i >= 0 or j >= 0 or carry:` with `carry = total // 2`: a small value halved beside
      // pointers that walk the inputs; the pointers decide how long the loop runs.
      const walkers = [...condVars].some(
        (w) => w !== v && (updates.get(w) ?? []).some((k) => k === 'inc' || k === 'dec'),
      )
      if (span && !(isConstant(span) && walkers)) {
        return {
          count: logOf(span),
          kind: kinds.includes('div') ? 'halving' : 'doubling',
          progress: [v],
          varMag: span,
          drained: null,
          unbounded,
          explanation: kinds.includes('div')
            ? 'divides its variable every step'
            : 'multiplies its variable every step',
        }
      }
    }
  }

  // 6. Pointers that step towards a bound or towards each other.
  const steppers = [...condVars].filter((v) =>
    (updates.get(v) ?? []).some((k) => k === 'inc' || k === 'dec' || k === 'other'),
  )
  const walk = directionWalk(loop.body, conds, steppers, o)
  if (walk)
    return {
      count: walk,
      kind: isConstant(walk) ? 'constant' : 'pointer',
      progress: steppers,
      varMag: walk,
      drained: null,
      unbounded,
      explanation: 'walks in one direction until it leaves the range it is kept within',
    }
  for (const c of conds) {
    // `while i * i <= n: i += 1` runs √n times.
    const b = boundOf(c, new Set(steppers))
    // `while (1 << log) <= n: log += 1` runs log n times.
    const reach = b && b.exponent && b.direction === 'up' ? o.mag(b.limit) : null
    if (reach && !isConstant(reach))
      return {
        count: logOf(reach),
        kind: 'doubling',
        progress: steppers,
        varMag: logOf(reach),
        drained: null,
        unbounded,
        explanation: 'raises an exponent until the power passes the bound',
      }
    const limit = b && b.squared ? o.mag(b.limit) : null
    if (limit && !isConstant(limit)) {
      return {
        count: sqrtOf(limit),
        kind: 'sqrt',
        progress: steppers,
        varMag: limit,
        drained: null,
        unbounded,
        explanation: 'runs while i·i stays within the bound',
      }
    }
  }
  // A key that steps by one while the set holds it: at most as many steps as the set has keys.
  const presence = presenceDefinitions(loop.body)
  const tests = loop.cond
    ? conds.map((c) => presentKey(c, o, presence))
    : conds.map((c) => absentKey(c, o, presence))
  for (const test of tests) {
    if (!test) continue
    const stepping = [...namesIn(test.key)].filter((n) =>
      (updates.get(n) ?? []).some((k) => k === 'inc' || k === 'dec'),
    )
    const size = stepping.length > 0 && o.shapeOf(test.target).kind === 'coll' ? o.lenOf(test.target) : null
    if (!size || isConstant(size)) continue
    return {
      count: size,
      kind: 'key-walk',
      progress: stepping,
      varMag: size,
      drained: null,
      keys: test.target,
      unbounded,
      explanation: 'steps through consecutive keys while the collection holds them',
    }
  }
  if (steppers.length > 0) {
    const spans: BigO[] = []
    /** Per condition, the range its pointers cover, and whether every pass moves one of them. */
    const ranges: { span: BigO; everyPass: boolean }[] = []
    const steppedEveryPass = everyPassUpdates(loop.body)
    // `while i < len(a) or j < len(b)` (a merge) runs until both pointers reach their ends: the sum.
    for (const c of conds.flatMap(disjuncts)) {
      const bare = unwrap(c)
      const cc = bare.kind === 'update' ? bare.target : bare
      // `while k:` counting a number down to zero.
      if (cc.kind === 'name' && steppers.includes(cc.name)) {
        const m = o.varMag(cc.name)
        if (m && !isConstant(m)) {
          spans.push(m)
          ranges.push({ span: m, everyPass: steppedEveryPass.has(cc.name) })
        }
        continue
      }
      if (cc.kind !== 'binary') continue
      const l = namesIn(cc.left)
      const r = namesIn(cc.right)
      const leftMoves = [...l].some((n) => steppers.includes(n))
      const rightMoves = [...r].some((n) => steppers.includes(n))
      const own: BigO[] = []
      if (leftMoves && rightMoves) {
        for (const n of [...l, ...r]) {
          const m = steppers.includes(n) ? o.varMag(n) : null
          if (m && !isConstant(m)) own.push(m)
        }
      } else if (leftMoves || rightMoves) {
        const fixed = leftMoves ? cc.right : cc.left
        const limit = o.mag(fixed)
        const movers = [...(leftMoves ? l : r)]
        const down =
          countdown(movers, updates, loop.body, o) ??
          (limit && !isConstant(limit) ? strideUp(movers, updates, loop.body, limit, o) : null)
        if (down) own.push(down)
        else if (limit && !isConstant(limit)) own.push(limit)
        else {
          for (const n of leftMoves ? l : r) {
            const m = o.varMag(n)
            if (m && !isConstant(m)) own.push(m)
          }
        }
      }
      spans.push(...own)
      if (own.length > 0)
        ranges.push({
          span: add(...own),
          everyPass: [...l, ...r].some((n) => steppers.includes(n) && steppedEveryPass.has(n)),
        })
    }
    if (spans.length > 0) {
      const twoPointers = conds.some((c) => {
        const cc = unwrap(c)
        return (
          cc.kind === 'binary' &&
          [...namesIn(cc.left)].some((n) => steppers.includes(n)) &&
          [...namesIn(cc.right)].some((n) => steppers.includes(n))
        )
      })
      // `while top <= bottom and left <= right` narrowing both ranges on every pass ends when the first
      // range closes: it runs min(rows, columns) times.
      // `while i < len(a) or i < len(b)` runs until the longer one ends instead.
      const either = conds.some((c) => disjuncts(c).length > 1)
      const shortest =
        loop.cond && !either && ranges.length >= 2 && ranges.every((x) => x.everyPass)
          ? ranges.map((x) => x.span)
          : undefined
      return {
        count: add(...spans),
        kind: twoPointers ? 'two-pointers' : 'pointer',
        progress: steppers,
        varMag: add(...spans),
        drained: null,
        unbounded,
        explanation: twoPointers
          ? 'moves two pointers towards each other'
          : 'advances a pointer towards its bound',
        ...(shortest ? { shortest } : {}),
      }
    }
    const literalBound = conds.some((c) => {
      const cc = unwrap(c)
      return cc.kind === 'binary' && (literalValue(cc.left) !== null || literalValue(cc.right) !== null)
    })
    if (
      literalBound &&
      steppers.every((v) => {
        const m = o.varMag(v)
        return m !== null && isConstant(m)
      })
    ) {
      return {
        count: ONE,
        kind: 'constant',
        progress: steppers,
        varMag: ONE,
        drained: null,
        unbounded,
        explanation: 'runs a fixed number of times',
      }
    }
  }
  // `while (count[0] > 0 && count[1] > 0) { count[s[left] - 'a']--; left++ }`: the condition tests other
  // state, but every pass steps an index by one and reads a collection at it, which the index cannot pass:
  // at most as many passes as the collection has elements.
  // A pass per cell marked: `for (turn = 1; !received[holder]; turn++) { received[holder] = true; ... }`.
  const unmarked = markedWhileUnmarked(loop)
  const cells = unmarked && o.shapeOf(unmarked.object).kind === 'coll' ? o.lenOf(unmarked.object) : null
  if (cells && !isConstant(cells))
    return {
      count: cells,
      kind: 'pointer',
      progress,
      varMag: cells,
      drained: null,
      unbounded,
      explanation: 'marks the cell it stops at on every pass, so it runs once per cell at most',
    }
  const stepped = steppedIndexBound(loop.body, updates, o, loop.cond)
  if (stepped) {
    return {
      count: stepped.len,
      kind: 'pointer',
      progress: [stepped.v],
      varMag: stepped.len,
      drained: null,
      unbounded,
      explanation: 'steps an index through a collection on every pass',
    }
  }
  // `while (!parent.has(p) || !parent.has(q)) { const node = stack.pop(); ... }`: a pass that always
  // takes an item out of a collection runs at most as often as items are put in, whatever it tests.
  for (const st of loop.body) {
    let e: Expr | null | undefined =
      st.kind === 'expr' ? st.expr : st.kind === 'assign' && st.values.length === 1 ? st.values[0] : null
    // `const a = -heap.pop()`, `heap.pop() as Head`: the value taken out, negated or cast.
    while (e && e.kind === 'unary' && e.op !== '...') e = e.operand
    if (!e || e.kind !== 'call') continue
    // `heapq.heappop(heap)` and Go's `heap.Pop(h)` take their item out of the argument.
    const fromArgument =
      calleeName(e) === 'heappop' || (calleeName(e) === 'Pop' && pathOf(receiverOf(e)) === 'heap')
    const recv = fromArgument && e.args[0] ? e.args[0] : receiverOf(e)
    if (
      !recv ||
      !/^(pop|popleft|poll|pollFirst|pollLast|pop_front|pop_back|shift|removeFirst|removeLast|heappop|Pop)$/.test(
        calleeName(e) ?? '',
      )
    )
      continue
    // A hand-written heap or queue (an object of the file's own class) is drained like the one it wraps.
    const kind = o.shapeOf(recv).kind
    if (kind === 'coll' || kind === 'obj')
      return drain(recv, 'takes an item out of the collection on every pass')
  }
  const extension = loop.cond ? cellExtension(loop.body, conds, o) : null
  if (extension) {
    return {
      count: extension.limit,
      kind: 'pointer',
      progress,
      varMag: extension.limit,
      drained: null,
      unbounded,
      extendedCell: extension.cell,
      explanation: 'extends the match length kept in a cell one step at a time, up to the end of the input',
    }
  }
  // Not understood, but bounded by what it tests: one pass over that size is the estimate, reported as
  // such and of low confidence, rather than no answer at all.
  // `result[k++] = ...` steps k inside the target it writes.
  const moved = new Set(progress)
  walkStmts(loop.body, (st) => {
    if (st.kind === 'assign')
      for (const t of st.targets)
        walkExpr(t, (x) => {
          const n = x.kind === 'update' ? nameOf(x.target) : null
          if (n) moved.add(n)
        })
  })
  const tested = loop.cond ? sizeTestedIn(loop.cond, moved, o) : null
  if (tested)
    return {
      count: tested,
      kind: 'estimated',
      progress,
      varMag: tested,
      drained: null,
      unbounded,
      explanation:
        'has a condition that does not follow a recognisable pattern; estimated as one pass over the size it tests',
    }
  // `while (true) { yield a; [a, b] = [b, a + b] }`: a generator's endless loop runs one pass each time
  // a value is asked for, which is what each call of `next()` costs.
  if (endlessYield(loop))
    return fewSteps(
      progress[0] ?? '',
      false,
      'yields a value on every pass, so each value asked for runs one pass',
    )
  return unknown(
    progress,
    unbounded
      ? 'has no condition and no recognisable exit'
      : 'has a condition that does not follow a recognisable pattern',
    unbounded,
  )
}

/**
 * `while nums[hi] < target: hi *= 2`, `reader.get(hi)`: an index that only grows while the test still
 * reads the collection at it stays within the collection: its length, or null.
 */
function lengthReadAt(conds: Expr[], variable: string, o: LoopOracle): BigO | null {
  let len: BigO | null = null
  for (const c of conds)
    walkExpr(c, (x) => {
      const read = atIndex(x)
      if (!read || nameOf(read.index) !== variable) return
      const size = o.lenOf(read.object)
      if (size && !isConstant(size)) len = size
    })
  return len
}

/**
 * The size a condition compares one of the loop's own variables against (`k < result.size()`,
 * `idx <= n`), if there is one: a length or a size given as input. An opaque test (`while (x.ok())`,
 * `while (cost() > k)`) has none.
 */
function sizeTestedIn(cond: Expr, progress: ReadonlySet<string>, o: LoopOracle): BigO | null {
  const measured = (x: Expr): boolean => {
    const e = unwrap(x)
    if (e.kind === 'name') return o.shapeOf(e).kind === 'int'
    if (e.kind === 'member') return /^(length|size)$/.test(e.property)
    if (e.kind === 'call') return /^(len|size|length|Len)$/.test(calleeName(e) ?? '')
    if (e.kind === 'binary' && /^[-+]$/.test(e.op)) return measured(e.left) && literalValue(e.right) !== null
    return false
  }
  for (const c of conjuncts(cond)) {
    const x = unwrap(c)
    if (x.kind !== 'binary' || !/^(<|<=|>|>=)$/.test(x.op)) continue
    for (const [side, other] of [
      [x.right, x.left],
      [x.left, x.right],
    ] as const) {
      if (![...namesIn(other)].some((n) => progress.has(n))) continue
      const size = measured(side) ? o.mag(side) : null
      if (size && !isConstant(size)) return size
    }
  }
  return null
}
