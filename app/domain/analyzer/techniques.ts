import type { ProgramAnalysis } from './complexity'
import type { LoopRecord } from './eval/outcome'
import {
  calleeName,
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
  type ProgramIR,
  type Stmt,
} from './ir'
import { classifyCall } from './library'
import { conjuncts, definitions, emptinessTarget, updatesIn } from './loops'
import { selfCalls, type SelfCall } from './recursion'
import { dsOfType } from './shapes'
import type { Confidence, Language, LineRange, TechniqueFinding, TechniqueId } from './types'

/**
 * Recognises the techniques a solution uses, from the shape of its code (what it allocates, how its loops
 * move, what its recursion does) rather than from names or comments.
 */

const NAMES: Record<TechniqueId, string> = {
  'hash-map': 'Hash map / set',
  'two-pointers': 'Two pointers',
  'sliding-window': 'Sliding window',
  'binary-search': 'Binary search',
  bfs: 'Breadth-first search',
  dfs: 'Depth-first search',
  backtracking: 'Backtracking',
  'dynamic-programming': 'Dynamic programming',
  'greedy-sort': 'Greedy after sorting',
  heap: 'Heap / priority queue',
  'monotonic-stack': 'Monotonic stack',
  'prefix-sum': 'Prefix sums',
  'union-find': 'Union-find',
  trie: 'Trie',
  'bit-manipulation': 'Bit manipulation',
  recursion: 'Recursion',
  sorting: 'Sorting',
}

interface Found {
  confidence: Confidence
  lines: LineRange[]
  explanation: string
}

class Findings {
  private readonly found = new Map<TechniqueId, Found>()

  add(id: TechniqueId, lines: LineRange[], explanation: string, confidence: Confidence = 'high'): void {
    const prev = this.found.get(id)
    if (prev) {
      for (const l of lines) if (!prev.lines.some((p) => p[0] === l[0] && p[1] === l[1])) prev.lines.push(l)
      return
    }
    this.found.set(id, { confidence, lines: [...lines], explanation })
  }

  has(id: TechniqueId): boolean {
    return this.found.has(id)
  }

  delete(id: TechniqueId): void {
    this.found.delete(id)
  }

  list(): TechniqueFinding[] {
    return [...this.found.entries()].map(([id, f]) => ({
      id,
      name: NAMES[id],
      confidence: f.confidence,
      lines: f.lines.sort((a, b) => a[0] - b[0]).slice(0, 6),
      explanation: f.explanation,
    }))
  }
}

function range(s: { line: number; endLine: number }): LineRange {
  return [s.line, s.endLine]
}

const exprsCache = new WeakMap<Stmt[], { e: Expr; s: Stmt; loops: readonly Loop[] }[]>()

/** Every expression of a body (for-loop headers included), listed once per body: several passes read it. */
function exprsOf(body: Stmt[], visit: (e: Expr, s: Stmt, loops: readonly Loop[]) => void): void {
  let list = exprsCache.get(body)
  if (!list) {
    const out: { e: Expr; s: Stmt; loops: readonly Loop[] }[] = []
    listExprs(body, [], out)
    exprsCache.set(body, out)
    list = out
  }
  for (const x of list) visit(x.e, x.s, x.loops)
}

/**
 * The walk of `walkStmts` with each statement's expressions, a for-loop's initialisers listed with its
 * header as well; statements at one depth of loops share one array of them.
 */
function listExprs(
  body: Stmt[],
  loops: readonly Loop[],
  out: { e: Expr; s: Stmt; loops: readonly Loop[] }[],
) {
  const add = (root: Expr, s: Stmt) => walkExpr(root, (e) => out.push({ e, s, loops }))
  for (const s of body) {
    for (const root of stmtExprs(s)) add(root, s)
    switch (s.kind) {
      case 'loop':
        if (s.loop.style === 'for') {
          for (const i of s.loop.init) for (const root of stmtExprs(i)) add(root, i)
          listExprs(s.loop.init, loops, out)
        }
        listExprs(s.loop.body, [...loops, s.loop], out)
        break
      case 'if':
        listExprs(s.then, loops, out)
        listExprs(s.otherwise, loops, out)
        break
      case 'block':
        listExprs(s.body, loops, out)
        break
      default:
        break
    }
  }
}

/** Lines of `a[i] = f(a[j], ...)`: a table entry computed from other entries of the same table. */
function tableRecurrences(fn: FunctionIR): { dp: LineRange[]; prefix: LineRange[] } {
  const dp: LineRange[] = []
  const prefix: LineRange[] = []
  walkStmts(fn.body, (s, loops) => {
    if (loops.length === 0) return
    // Recurrences are indexed by the loop's own position (dp[i], dp[i][j], fewest[total]); the loops'
    // counters are gathered only for a statement that writes into a subscript.
    let counters: Set<string> | null = null
    const countersOf = (): Set<string> => {
      if (counters) return counters
      counters = new Set<string>()
      for (const l of loops) {
        if (l.style === 'each') for (const n of namesIn(l.target)) counters.add(n)
        if (l.style === 'for')
          for (const i of l.init)
            if (i.kind === 'assign') for (const t of i.targets) for (const n of namesIn(t)) counters.add(n)
        if (l.style === 'for') for (const u of l.update) for (const n of namesIn(u)) counters.add(n)
      }
      return counters
    }
    const writes: { target: Expr; value: Expr; op: string }[] = []
    if (s.kind === 'assign')
      s.targets.forEach((t, i) =>
        writes.push({ target: t, value: s.values[i] ?? s.values[0] ?? t, op: s.op }),
      )
    for (const root of stmtExprs(s)) {
      walkExpr(root, (e) => {
        if (e.kind === 'assign' && e.op !== 'kw') writes.push({ target: e.target, value: e.value, op: e.op })
      })
    }
    for (const w of writes) {
      if (w.target.kind !== 'index') continue
      const table = rootPath(w.target)
      if (!table) continue
      const around = countersOf()
      if (![...namesIn(w.target)].some((n) => around.has(n))) continue
      // Moving an entry (a swap) computes nothing; copying a neighbouring entry (dp[i-1][j-1]) does.
      if (
        w.op === '=' &&
        w.value.kind === 'index' &&
        ((s.kind === 'assign' && s.targets.length > 1) || !isOffset(w.value, w.target))
      )
        continue
      const reads: Expr[] = []
      const inner = new Set<Expr>()
      const innermost = loops[loops.length - 1] as Loop
      const defs = definitions(innermost.body)
      const collect = (value: Expr, depth: number) =>
        walkExpr(value, (x) => {
          if (x.kind === 'index' && rootPath(x) === table) {
            reads.push(x)
            if (x.object.kind === 'index') inner.add(x.object)
          }
          // `int replace = dist[i - 1][j - 1]; dist[i][j] = 1 + min(replace, ...)`
          if (x.kind === 'name' && depth > 0) {
            const d = defs.get(x.name)
            if (d) collect(d, depth - 1)
          }
        })
      collect(w.value, 2)
      // grid[i][j] also walks grid[i]: keep the whole subscript only.
      const whole = reads.filter((r) => !inner.has(r))
      reads.length = 0
      reads.push(...whole)
      const writesAt = indexKey(w.target)
      // parent[x] = parent[parent[x]] jumps pointers; it is not a recurrence over positions.
      const pointerJump = reads.some((r) => {
        let nested = false
        walkExpr(r.kind === 'index' ? r.index : r, (x) => {
          if (x.kind === 'index' && rootPath(x) === table) nested = true
        })
        return nested
      })
      if (pointerJump) continue
      const others = reads.filter((r) => indexKey(r) !== writesAt)
      const compound = w.op !== '=' ? 1 : 0
      if (others.length === 0) continue
      const selfReads = others.length + compound
      const combinesByMinMax = (() => {
        let found = false
        walkExpr(w.value, (x) => {
          if (x.kind === 'call' && /^(max|min|Max|Min)$/.test(calleeName(x) ?? '')) found = true
        })
        return found
      })()
      const previousOnly = others.every((r) => isPrevious(r, w.target))
      if (selfReads === 1 && previousOnly && !combinesByMinMax && /^(=|\+=|\*=)$/.test(w.op))
        prefix.push(range(s))
      else dp.push(range(s))
    }
  })
  return { dp, prefix }
}

/** Every subscript of `read` equals or is a constant offset of the same subscript of `write`. */
function isOffset(read: Expr, write: Expr): boolean {
  const subs = (e: Expr) => {
    const out: Expr[] = []
    let cur = e
    while (cur.kind === 'index') {
      out.unshift(cur.index)
      cur = cur.object
    }
    return out
  }
  const r = subs(read)
  const w = subs(write)
  if (r.length !== w.length) return false
  return r.every((x, i) => {
    const y = w[i] as Expr
    if (exprKey(x) === exprKey(y)) return true
    return (
      x.kind === 'binary' &&
      (x.op === '-' || x.op === '+') &&
      x.right.kind === 'literal' &&
      exprKey(x.left) === exprKey(y)
    )
  })
}

function indexKey(e: Expr): string {
  const parts: string[] = []
  let cur: Expr = e
  while (cur.kind === 'index') {
    parts.unshift(exprKey(cur.index))
    cur = cur.object
  }
  return parts.join('][')
}

function exprKey(e: Expr): string {
  switch (e.kind) {
    case 'name':
      return e.name
    case 'literal':
      return String(e.value ?? e.text)
    case 'binary':
      return `(${exprKey(e.left)}${e.op}${exprKey(e.right)})`
    case 'member':
      return `${exprKey(e.object)}.${e.property}`
    case 'unary':
      return `${e.op}${exprKey(e.operand)}`
    case 'call':
      return `${exprKey(e.callee)}(${e.args.map(exprKey).join(',')})`
    default:
      return e.kind
  }
}

/** `a[i - 1]` next to a write of `a[i]` (or `a[i]` next to `a[i + 1]`): the entry just before. */
function isPrevious(read: Expr, write: Expr): boolean {
  if (read.kind !== 'index' || write.kind !== 'index') return false
  if (indexKey(read.object) !== indexKey(write.object)) return false
  return oneApart(read.index, '-', write.index) || oneApart(write.index, '+', read.index)
}

/** `i - 1` (op `-`) or `i + 1` (op `+`) where `i` is `base`. */
function oneApart(e: Expr, op: '-' | '+', base: Expr): boolean {
  return (
    e.kind === 'binary' &&
    e.op === op &&
    e.right.kind === 'literal' &&
    e.right.value === 1 &&
    exprKey(e.left) === exprKey(base)
  )
}

/** Variables carried across iterations that feed each other (`a, b = b, a + b`; take/skip in house robber). */
const sizes = new WeakMap<Loop, number>()

/**
 * Loops with hundreds of statements (generated or minified code) are not where interview techniques
 * hide; the per-loop heuristics skip them so that pathological input stays fast.
 */
function tooLarge(loop: Loop): boolean {
  let size = sizes.get(loop)
  if (size === undefined) {
    let count = 0
    walkStmts(loop.body, () => {
      count++
    })
    size = count
    sizes.set(loop, size)
  }
  return size > 400
}

/** Statements of a body and of its branches, without descending into nested loops. */
function walkOwn(body: Stmt[], visit: (s: Stmt) => void): void {
  for (const s of body) {
    visit(s)
    if (s.kind === 'if') {
      walkOwn(s.then, visit)
      walkOwn(s.otherwise, visit)
    } else if (s.kind === 'block') walkOwn(s.body, visit)
  }
}

function rollingVariables(loop: Loop, declaredOutside: (name: string) => boolean): boolean {
  const deps = new Map<string, Set<string>>()
  // Variables the loop condition tests (lo, hi, n) drive the loop; they are not carried states.
  const driving = new Set<string>(loop.style === 'while' && loop.cond ? namesIn(loop.cond) : [])
  const defs = definitions(loop.body)
  const expand = (e: Expr, depth: number): Set<string> => {
    const out = new Set<string>()
    for (const n of namesIn(e)) {
      out.add(n)
      const d = defs.get(n)
      if (d && depth > 0) for (const m of expand(d, depth - 1)) out.add(m)
    }
    return out
  }
  // States are carried by the loop's own statements, not by loops nested in it.
  walkOwn(loop.body, (s) => {
    if (s.kind !== 'assign') return
    s.targets.forEach((t, i) => {
      const n = nameOf(t)
      const v = s.values.length === s.targets.length ? s.values[i] : s.values[0]
      if (!n || !v || driving.has(n) || !declaredOutside(n)) return
      const set = deps.get(n) ?? new Set<string>()
      for (const m of expand(v, 2)) if (m !== n) set.add(m)
      deps.set(n, set)
    })
  })
  // Indices (lo, hi, left, right) are positions, not states.
  const indices = new Set<string>()
  walkBodyExprs(loop.body, (x) => {
    if (x.kind === 'index') for (const n of namesIn(x.index)) indices.add(n)
  })
  for (const [a, da] of deps) {
    if (indices.has(a)) continue
    for (const b of da) {
      if (b === a || indices.has(b) || !deps.get(b)?.has(a)) continue
      const feeding = new Set([a, b, ...da, ...(deps.get(b) ?? [])])
      let combines = false
      walkStmts(loop.body, (s) => {
        if (s.kind === 'assign' && s.targets.some((t) => feeding.has(nameOf(t) ?? ''))) {
          for (const v of s.values)
            walkExpr(v, (x) => {
              if (
                (x.kind === 'call' && /^(max|min|Max|Min)$/.test(calleeName(x) ?? '')) ||
                (x.kind === 'binary' && x.op === '+')
              )
                combines = true
            })
        }
      })
      if (combines) return true
    }
  }
  return false
}

const BIT_OPS = /^(\^|&|\||<<|>>|>>>|\^=|&=|\|=|<<=|>>=|&\^)$/

function bitOperations(fn: FunctionIR): LineRange[] {
  const out: LineRange[] = []
  exprsOf(fn.body, (e) => {
    if (e.kind === 'binary' && BIT_OPS.test(e.op)) {
      // (lo + hi) >> 1 and (i - 1) >> 1 halve an index; they are arithmetic, not bit tricks.
      if (
        (e.op === '>>' || e.op === '>>>') &&
        (e.left.kind === 'binary' || (e.left.kind === 'other' && e.left.children[0]?.kind === 'binary'))
      )
        return
      out.push([e.line, e.endLine])
    }
    if (e.kind === 'assign' && BIT_OPS.test(e.op)) out.push([e.line, e.endLine])
    if (e.kind === 'unary' && e.op === '~') out.push([e.line, e.endLine])
  })
  walkStmts(fn.body, (s) => {
    if (s.kind === 'assign' && BIT_OPS.test(s.op)) out.push(range(s))
  })
  return out
}

function topComparison(cond: Expr | null, drained: string): boolean {
  let found = false
  for (const c of conjuncts(cond)) {
    if (c.kind !== 'binary' || !/^(<|<=|>|>=)$/.test(c.op)) continue
    walkExpr(c, (x) => {
      if (x.kind === 'index' && pathOf(x.object) === drained) found = true
      if (
        x.kind === 'call' &&
        /^(top|peek|back|peekLast|peekFirst|front|last|getLast)$/.test(calleeName(x) ?? '') &&
        pathOf(receiverOf(x)) === drained
      )
        found = true
    })
  }
  return found
}

export function detectTechniques(
  program: ProgramIR,
  analysis: ProgramAnalysis,
  language: Language,
): TechniqueFinding[] {
  const f = new Findings()
  const loops: LoopRecord[] = analysis.entries.flatMap((e) => e.outcome.loops)
  const recursions = analysis.entries.flatMap((e) => e.outcome.recursions)
  const allocations = analysis.entries.flatMap((e) => e.outcome.allocations)

  // Hash maps and sets.
  for (const a of allocations) {
    if (a.ds === 'map' || a.ds === 'set')
      f.add('hash-map', [[a.line, a.line]], `a hashed ${a.ds === 'set' ? 'set' : 'map'} gives O(1) lookups`)
  }
  for (const fn of program.functions) {
    walkStmts(fn.body, (s) => {
      if (
        s.kind === 'assign' &&
        s.declType &&
        /^(map\[|(std::)?unordered_|HashMap|HashSet|Map<|Set<|Dict|dict|set\[)/.test(s.declType)
      ) {
        if (dsOfType(s.declType) === 'map' || dsOfType(s.declType) === 'set')
          f.add('hash-map', [range(s)], 'a hashed map or set gives O(1) lookups')
      }
    })
  }

  // Heaps.
  for (const fn of program.functions) {
    exprsOf(fn.body, (e) => {
      if (e.kind === 'call') {
        const op = classifyCall(e, language)
        if (
          op &&
          (op.op === 'heap-add' || op.op === 'heap-remove' || op.op === 'heapify' || op.op === 'select')
        )
          f.add(
            'heap',
            [[e.line, e.endLine]],
            'a heap keeps the smallest (or largest) element on top in O(log n) per operation',
          )
      }
      if (e.kind === 'new' && dsOfType(e.type) === 'heap')
        f.add('heap', [[e.line, e.endLine]], 'a priority queue orders its elements by priority')
    })
  }
  for (const a of allocations)
    if (a.ds === 'heap') f.add('heap', [[a.line, a.line]], 'a priority queue orders its elements by priority')
  for (const cls of program.classes) {
    if (
      /heap|priority/i.test(cls.name) &&
      cls.methods.some((m) => /^(push|pop|offer|poll|insert|add)$/i.test(m.name))
    ) {
      f.add('heap', [range(cls)], 'a hand-written binary heap sifts elements up and down in O(log n)')
    }
  }

  // Sorting and the greedy sweep that may follow.
  for (const fn of program.functions) {
    const sorted = new Map<string, number>()
    exprsOf(fn.body, (e) => {
      if (e.kind !== 'call') return
      const op = classifyCall(e, language)
      if (op && (op.op === 'sort' || op.op === 'sorted-copy')) {
        f.add('sorting', [[e.line, e.endLine]], 'sorts the input first')
        const p = op.target ? pathOf(op.target) : null
        if (p) sorted.set(p, e.line)
      }
    })
    if (sorted.size === 0) continue
    walkStmts(fn.body, (s) => {
      if (s.kind !== 'loop' || s.loop.style !== 'each') return
      let iter = s.loop.iter
      if (iter.kind === 'call' && calleeName(iter) === 'sorted' && iter.args[0]) iter = iter.args[0]
      const p = pathOf(iter)
      if (!p || !sorted.has(p)) return
      const l = s.loop
      const pointerLoop = loops.some(
        (r) =>
          (r.kind === 'two-pointers' || r.kind === 'binary-search') &&
          r.loop.line >= l.line &&
          r.loop.endLine <= l.endLine,
      )
      if (pointerLoop) return
      // A greedy sweep compares each element with the answer built so far (the last merged interval).
      let greedy = false
      walkStmts(l.body, (inner) => {
        if (inner.kind !== 'if') return
        for (const c of conjuncts(inner.cond)) {
          if (c.kind === 'binary' && /^(<|<=|>|>=)$/.test(c.op)) {
            walkExpr(c, (x) => {
              const r =
                x.kind === 'index'
                  ? rootPath(x)
                  : x.kind === 'call' && /^(back|get|last|peekLast|getLast)$/.test(calleeName(x) ?? '')
                    ? pathOf(receiverOf(x))
                    : x.kind === 'name'
                      ? x.name
                      : null
              if (r && r !== p && !namesIn(l.target).has(r) && updatedIn(l.body, r)) greedy = true
            })
          }
        }
      })
      if (greedy)
        f.add(
          'greedy-sort',
          [range(l)],
          'after sorting, one sweep decides greedily against the answer built so far',
        )
    })
  }

  // Loops: binary search, two pointers, monotonic stacks, BFS, union-find, tries.
  for (const r of loops) {
    const l = r.loop
    if (r.kind === 'binary-search')
      f.add('binary-search', [range(l)], 'halves the search range at every step')
    if (r.kind === 'two-pointers') f.add('two-pointers', [range(l)], 'two indices walk towards each other')
    if (r.kind === 'parent-chase')
      f.add('union-find', [range(l)], 'follows parent links to a set representative (union-find)')
    if (r.kind === 'drain' && r.drained) {
      if (r.amortised && l.style === 'while' && topComparison(l.cond, r.drained)) {
        f.add(
          'monotonic-stack',
          [range(l)],
          'pops every element smaller (or larger) than the new one, keeping the stack monotonic',
        )
      } else if (r.traversal && !heapOps(l, r.drained, language) && isQueueDrain(l, r.drained, language)) {
        f.add('bfs', [range(l)], 'explores level by level from a queue')
      } else if (r.traversal && isStackDrain(l, r.drained)) {
        f.add('dfs', [range(l)], 'explores depth-first with an explicit stack')
      }
    }
    if (r.kind === 'pointer' && l.style === 'while') {
      const conds = conjuncts(l.cond)
      const movers = new Set([...updatesIn(l.body).keys()])
      const bounded = conds.filter((c) => [...namesIn(c)].some((n) => movers.has(n)))
      if (bounded.length >= 2) f.add('two-pointers', [range(l)], 'two indices advance through two sequences')
    }
    if (l.style !== 'each') {
      const ups = updatesIn(l.body)
      if ([...ups.values()].some((k) => k.includes('child'))) {
        const childWalk = hasChildrenWalk(l.body)
        if (childWalk) f.add('trie', [range(l)], 'walks down a trie one character per level')
      }
      if ([...ups.values()].some((k) => k.includes('next')) && fastSlow(l.body))
        f.add('two-pointers', [range(l)], 'a slow and a fast pointer move through the list')
    }
    if (l.style === 'each' && hasChildrenWalk(l.body))
      f.add('trie', [range(l)], 'walks down a trie one character per level')
  }

  // Sliding windows: an inner pointer that only moves forward, or a window of fixed size k.
  for (const fn of program.functions) {
    walkStmts(fn.body, (s, enclosing) => {
      if (s.kind !== 'loop') return
      const l = s.loop
      const rec = loops.find((r) => r.loop === l)
      const outer = enclosing[enclosing.length - 1]
      if (rec && rec.sharedPointer && outer && outer.style !== 'while') {
        f.add(
          'sliding-window',
          [range(outer)],
          'the window’s left edge only moves forward, so both edges cross the input once',
        )
        f.delete('two-pointers')
      }
      if ((l.style === 'each' || l.style === 'for') && !tooLarge(l)) {
        // The window's right edge is an index: a counter, a range, or enumerate's index — not an element.
        const counter =
          l.style === 'each'
            ? indexVariables(l, language)
            : l.init.flatMap((i) => (i.kind === 'assign' ? i.targets.flatMap((t) => [...namesIn(t)]) : []))
        if (counter.length === 0) return
        if (windowEdge(l, counter, fn))
          f.add('sliding-window', [range(l)], 'keeps a window between a left edge and the loop index')
      }
    })
  }

  // Tables and rolling values: dynamic programming; running sums: prefix sums.
  const maps = new Set(allocations.filter((a) => a.ds === 'map' || a.ds === 'set').map((a) => a.name))
  for (const fn of program.functions) {
    const { dp, prefix } = tableRecurrences(fn)
    if (dp.length > 0)
      f.add('dynamic-programming', dp, 'fills a table where each entry is built from earlier entries')
    if (prefix.length > 0)
      f.add('prefix-sum', prefix, 'each entry adds the next input value to the one before it')
    const declaredOutside = (loop: Loop) => {
      const declaredInside = new Set<string>()
      walkOwn(loop.body, (s) => {
        if (s.kind === 'assign' && s.declType !== null)
          for (const t of s.targets) for (const n of namesIn(t)) declaredInside.add(n)
      })
      return (name: string) => !declaredInside.has(name) && assignedBefore(fn, loop, name)
    }
    walkStmts(fn.body, (s) => {
      if (s.kind === 'loop' && tooLarge(s.loop)) return
      if (s.kind === 'loop' && rollingVariables(s.loop, declaredOutside(s.loop))) {
        f.add(
          'dynamic-programming',
          [range(s.loop)],
          'carries the last states forward in a few variables (rolling DP)',
        )
      }
      if (s.kind === 'loop' && runningSum(s.loop, fn, maps))
        f.add('prefix-sum', [range(s.loop)], 'a running sum answers range questions in O(1)')
    })
    exprsOf(fn.body, (e, _s, loopsAround) => {
      if (e.kind !== 'call' || loopsAround.length === 0) return
      const op = classifyCall(e, language)
      if (!op || !op.target) return
      if (op.op === 'bsearch') {
        f.add(
          'binary-search',
          [[e.line, e.endLine]],
          'a library binary search finds the position in O(log n)',
        )
        // Searching a table the loop itself maintains (the tails of increasing subsequences) is DP.
        const p = pathOf(op.target)
        const loop = loopsAround[loopsAround.length - 1] as Loop
        if (p && updatedIn(loop.body, p))
          f.add(
            'dynamic-programming',
            [range(loop)],
            'keeps the best tail for each length and updates it by binary search',
          )
      }
    })
  }

  // Recursion and what it does.
  for (const r of recursions) {
    const lines: LineRange[] = [[r.fn.line, r.fn.endLine]]
    f.add('recursion', lines, `${r.fn.name} calls itself`)
    if (r.kind === 'memo') f.add('dynamic-programming', lines, 'memoised recursion computes each state once')
    if (r.kind === 'find') f.add('union-find', lines, 'finds set representatives with path compression')
    if (r.kind === 'subsets' || r.kind === 'permutations')
      f.add('backtracking', lines, 'builds candidates step by step and undoes each choice after exploring it')
    if (r.kind === 'exponential' && undoesChoices(r.fn))
      f.add('backtracking', lines, 'marks a choice, explores, then undoes it')
    if (r.kind === 'visit-once' || (r.kind === 'memo' && exploresNeighbours(r.fn)))
      f.add('dfs', lines, 'explores each neighbour depth-first, once per state')
    if (r.kind === 'structural' && r.sites >= 2) f.add('dfs', lines, 'visits the tree depth-first')
    if (r.kind === 'exponential' && undoesChoices(r.fn) && exploresNeighbours(r.fn))
      f.add('dfs', lines, 'explores neighbours depth-first')
    if (r.kind === 'divide' && r.sites === 1)
      f.add('binary-search', lines, 'recurses into one half of the range')
  }
  for (const fn of program.functions) {
    if (compressesPaths(fn))
      f.add('union-find', [[fn.line, fn.endLine]], 'finds set representatives with path compression')
  }

  // Bit manipulation.
  const bits = program.functions.flatMap(bitOperations)
  if (bits.length > 0)
    f.add(
      'bit-manipulation',
      bits,
      'works on the binary representation with bitwise operators',
      bits.length >= 2 ? 'high' : 'medium',
    )

  return f.list()
}

/** `parent[x] = find(parent[x])`: a recursive find that compresses the path it walks. */
function compressesPaths(fn: FunctionIR): boolean {
  const calls = new Set<Expr>(selfCalls(fn).map((c) => c.call))
  if (calls.size === 0) return false
  let found = false
  walkBodyExprs(fn.body, (x) => {
    if (
      x.kind === 'call' &&
      calls.has(x) &&
      x.args.some(
        (a) => a.kind === 'index' && namesIn(a.index).has(fn.params[fn.params.length - 1]?.name ?? ''),
      )
    )
      found = true
  })
  return found
}

function updatedIn(body: Stmt[], path: string): boolean {
  let found = false
  walkStmts(body, (s) => {
    if (s.kind === 'assign' && s.targets.some((t) => pathOf(t) === path || rootPath(t) === path)) found = true
    for (const root of stmtExprs(s)) {
      walkExpr(root, (x) => {
        if (
          x.kind === 'call' &&
          pathOf(receiverOf(x)) === path &&
          /^(append|push|push_back|add|insert|pop|set|put)$/.test(calleeName(x) ?? '')
        )
          found = true
        if (x.kind === 'assign' && (pathOf(x.target) === path || rootPath(x.target) === path)) found = true
      })
    }
  })
  if (!found) {
    // Writes through an iterator obtained from the container (`*it = x`).
    walkStmts(body, (s) => {
      if (s.kind === 'assign' && s.targets.some((t) => t.kind === 'unary' && t.op === '*')) found = true
    })
  }
  return found
}

const firstAssignments = new WeakMap<FunctionIR, Map<string, number>>()

/** Whether `name` is assigned somewhere in `fn` before `loop` starts (a variable the loop carries). */
function indexVariables(l: Loop & { style: 'each' }, language: Language): string[] {
  const it = l.iter
  // Go's `for i, x := range xs` and `for i := range xs` bind the index first.
  if (language === 'go') {
    const first = l.target.kind === 'collection' ? l.target.elements[0] : l.target
    return first ? [...namesIn(first)] : []
  }
  if (it.kind === 'call' && it.callee.kind === 'name' && it.callee.name === 'range')
    return [...namesIn(l.target)]
  if (
    it.kind === 'call' &&
    it.callee.kind === 'name' &&
    it.callee.name === 'enumerate' &&
    l.target.kind === 'collection'
  ) {
    const first = l.target.elements[0]
    return first ? [...namesIn(first)] : []
  }
  return []
}

function assignedBefore(fn: FunctionIR, loop: Loop, name: string): boolean {
  let index = firstAssignments.get(fn)
  if (!index) {
    const built = new Map<string, number>()
    walkStmts(fn.body, (s) => {
      if (s.kind !== 'assign') return
      for (const t of s.targets)
        for (const n of namesIn(t)) built.set(n, Math.min(built.get(n) ?? Infinity, s.line))
    })
    for (const p of fn.params) built.set(p.name, fn.line)
    firstAssignments.set(fn, built)
    index = built
  }
  const first = index.get(name)
  return first !== undefined && first < loop.line
}

/** Heap pushes or pops on the drained collection: a priority-ordered search (Dijkstra), not BFS. */
function heapOps(loop: Loop, drained: string, language: Language): boolean {
  let found = false
  walkBodyExprs(loop.body, (x) => {
    if (x.kind !== 'call') return
    const op = classifyCall(x, language)
    if (op && (op.op === 'heap-add' || op.op === 'heap-remove') && op.target && pathOf(op.target) === drained)
      found = true
    if (/^(poll|offer|add)$/.test(calleeName(x) ?? '') && /heap|pq|priority/i.test(drained)) found = true
  })
  if (loop.style === 'while' && loop.cond) {
    walkExpr(loop.cond, (x) => {
      if (x.kind === 'call') {
        const op = classifyCall(x, language)
        if (op && op.op === 'heap-remove' && op.target && pathOf(op.target) === drained) found = true
      }
    })
  }
  return found
}

function isQueueDrain(loop: Loop, drained: string, language: Language): boolean {
  let fifo = false
  let lifo = false
  walkStmts(loop.body, (s) => {
    for (const root of stmtExprs(s)) {
      walkExpr(root, (x) => {
        if (x.kind !== 'call') return
        const name = calleeName(x) ?? ''
        if (pathOf(receiverOf(x)) !== drained) return
        if (/^(popleft|poll|pollFirst|pop_front|shift|removeFirst|remove|front|dequeue)$/.test(name))
          fifo = true
        if (name === 'pop' && language === 'python' && x.args[0]?.kind === 'literal' && x.args[0].value === 0)
          fifo = true
        if (name === 'pop' && language === 'cpp') fifo = true
        if (/^(pop|pop_back|removeLast|pollLast)$/.test(name) && !(language === 'cpp' && name === 'pop'))
          lifo = true
      })
    }
    // Go `q = q[1:]`, level swaps `queue = next`.
    if (s.kind === 'assign' && s.targets.some((t) => pathOf(t) === drained)) {
      const v = s.values[0]
      if (
        v &&
        v.kind === 'slice' &&
        v.parts.length > 0 &&
        v.parts[0]?.kind === 'literal' &&
        v.parts[0].value === 1
      )
        fifo = true
      if (v && v.kind === 'name') fifo = true
    }
  })
  if (language === 'cpp' && fifo && lifo) return false
  if (!fifo && !lifo && loop.style === 'while') {
    // for (const cell of queue) level loops with a swap.
    return true
  }
  return fifo && !lifo ? true : fifo
}

function isStackDrain(loop: Loop, drained: string): boolean {
  let lifo = false
  walkBodyExprs(loop.body, (x) => {
    if (
      x.kind === 'call' &&
      pathOf(receiverOf(x)) === drained &&
      /^(pop|pop_back|removeLast|pollLast)$/.test(calleeName(x) ?? '')
    )
      lifo = true
  })
  return (
    lifo &&
    emptinessTarget(
      loop.style === 'while' && loop.cond
        ? loop.cond
        : { kind: 'literal', type: 'bool', line: 0, endLine: 0 },
    ) !== null
  )
}

function hasChildrenWalk(body: Stmt[]): boolean {
  let found = false
  walkStmts(body, (s) => {
    if (s.kind !== 'assign') return
    s.targets.forEach((t, i) => {
      const v = s.values[i] ?? s.values[0]
      const n = nameOf(t)
      if (!n || !v) return
      walkExpr(v, (x) => {
        if (
          x.kind === 'member' &&
          /^(children|child|next|links|kids|nodes)$/.test(x.property) &&
          pathOf(x.object) === n
        )
          found = true
        if (x.kind === 'call' && /^(get)$/.test(calleeName(x) ?? '') && receiverOf(x)?.kind === 'member') {
          const r = receiverOf(x) as Expr & { kind: 'member' }
          if (/^(children|child|links)$/.test(r.property) && pathOf(r.object) === n) found = true
        }
      })
    })
  })
  return found
}

function fastSlow(body: Stmt[]): boolean {
  let twice = false
  walkStmts(body, (s) => {
    if (s.kind !== 'assign') return
    for (const v of s.values) {
      if (
        v.kind === 'member' &&
        /^(next|Next)$/.test(v.property) &&
        v.object.kind === 'member' &&
        /^(next|Next)$/.test(v.object.property)
      )
        twice = true
    }
  })
  return twice
}

/** `right - left + 1`, `i - k`, `nums[i - k]` with `left` advanced inside the loop or k the window. */
function windowEdge(loop: Loop, counter: string[], fn: FunctionIR): boolean {
  const params = new Set(fn.params.map((p) => p.name))
  const ups = updatesIn(loop.body)
  let found = false
  walkBodyExprs(loop.body, (x) => {
    if (found || x.kind !== 'binary' || x.op !== '-') return
    const left = nameOf(x.left)
    const right = nameOf(x.right)
    if (!left || !right || !counter.includes(left)) return
    // i - left with left moved forward inside the loop, or i - k with k the window size.
    if ((ups.get(right) ?? []).length > 0 && !counter.includes(right) && assignedBefore(fn, loop, right))
      found = true
    if (right === 'k' && params.has('k')) found = true
  })
  return found
}

/** `running += x` kept across iterations and looked up in a map, or balanced against a total. */
function runningSum(loop: Loop, fn: FunctionIR, maps: Set<string>): boolean {
  const ups = updatesIn(loop.body)
  const accumulators = [...ups.entries()]
    .filter(
      ([n, kinds]) =>
        kinds.every((k) => k === 'inc' || k === 'dec') &&
        assignedBefore(fn, loop, n) &&
        !isLoopCounter(loop, n),
    )
    .map(([n]) => n)
  if (accumulators.length === 0) return false
  const isAcc = (e: Expr) => accumulators.some((a) => namesIn(e).has(a))
  // Accumulators that add input values (`sum += nums[i]`), not a step of one.
  const summed = accumulators.filter((a) => {
    let byValue = false
    walkStmts(loop.body, (s) => {
      if (
        s.kind === 'assign' &&
        (s.op === '+=' || s.op === '-=') &&
        s.targets.some((t) => nameOf(t) === a) &&
        s.values[0] &&
        s.values[0].kind !== 'literal'
      )
        byValue = true
    })
    return byValue
  })
  let used = false
  walkStmts(loop.body, (s) => {
    for (const root of stmtExprs(s)) {
      walkExpr(root, (x) => {
        // prefix_counts[running - k], firstIndex[running]
        if (x.kind === 'index' && isAcc(x.index) && maps.has(rootPath(x) ?? '')) used = true
        if (
          x.kind === 'call' &&
          /^(get|getOrDefault|has|containsKey|count|find)$/.test(calleeName(x) ?? '') &&
          x.args.some(isAcc)
        )
          used = true
        // leftSum == total - leftSum - nums[i]: a sum of input values balanced against the total.
        if (
          x.kind === 'binary' &&
          /^(==|===)$/.test(x.op) &&
          summed.some((a) => nameOf(x.left) === a && namesIn(x.right).has(a))
        )
          used = true
      })
    }
  })
  return used
}

function isLoopCounter(loop: Loop, name: string): boolean {
  return loop.style === 'for' && loop.update.some((u) => namesIn(u).has(name))
}

function undoesChoices(fn: FunctionIR): boolean {
  const calls = new Set(selfCalls(fn).map((c) => c.call as Expr))
  let undone = false
  const visit = (body: Stmt[]) => {
    const marks = new Map<string, number>()
    body.forEach((s, i) => {
      if (s.kind === 'assign')
        for (const t of s.targets) {
          const r = t.kind === 'index' ? rootPath(t) : null
          if (r) {
            if (marks.has(r) && containsCallBetween(body, marks.get(r) as number, i, calls)) undone = true
            marks.set(r, i)
          }
        }
      if (s.kind === 'expr' && s.expr.kind === 'call') {
        const n = calleeName(s.expr) ?? ''
        const r = pathOf(receiverOf(s.expr))
        if (r && /^(append|push|add|push_back|pop|remove|pop_back|removeLast|discard)$/.test(n)) {
          if (marks.has(r) && containsCallBetween(body, marks.get(r) as number, i, calls)) undone = true
          marks.set(r, i)
        }
      }
      if (s.kind === 'loop') visit(s.loop.body)
      if (s.kind === 'if') {
        visit(s.then)
        visit(s.otherwise)
      }
    })
  }
  visit(fn.body)
  return undone
}

function containsCallBetween(body: Stmt[], from: number, to: number, calls: Set<Expr>): boolean {
  for (let i = from; i <= to; i++) {
    const s = body[i]
    if (!s) continue
    let found = false
    walkStmts([s], (x) => {
      for (const root of stmtExprs(x))
        walkExpr(root, (e) => {
          if (calls.has(e)) found = true
        })
    })
    if (found) return true
  }
  return false
}

/** Recursive calls on neighbouring cells or adjacent nodes: r ± 1, nr/nc from a direction table, graph[u]. */
function exploresNeighbours(fn: FunctionIR): boolean {
  const calls = selfCalls(fn)
  const neighbourLoop = (l: Loop) => {
    if (l.style === 'each') {
      const it = l.iter
      if (it.kind === 'collection') return true
      if (it.kind === 'index' || (it.kind === 'call' && /^(get|getOrDefault)$/.test(calleeName(it) ?? '')))
        return true
      if (it.kind === 'member' && /^(neighbors|children|adj)$/.test(it.property)) return true
      if (it.kind === 'name' && /dir|neighbo|adj|moves|delta/i.test(it.name)) return true
      return false
    }
    // for (int d = 0; d < 4; d++) over direction tables.
    return (
      l.style === 'for' &&
      l.cond?.kind === 'binary' &&
      l.cond.right.kind === 'literal' &&
      (l.cond.right.value ?? 0) <= 8
    )
  }
  // The neighbour the loop yields is what the recursion moves to: dfs(nei), dfs(r + dr, c + dc).
  const movesToLoopItem = (c: SelfCall) =>
    c.loops.some((l) => {
      if (!neighbourLoop(l)) return false
      const vars = new Set<string>(
        l.style === 'each'
          ? namesIn(l.target)
          : l.style === 'for'
            ? l.init.flatMap((i) => (i.kind === 'assign' ? i.targets.flatMap((t) => [...namesIn(t)]) : []))
            : [],
      )
      const defs = definitions(l.body)
      return c.call.args.some((a) =>
        [...namesIn(a)].some((n) => vars.has(n) || [...namesIn(defs.get(n) ?? a)].some((m) => vars.has(m))),
      )
    })
  if (calls.some(movesToLoopItem)) return true
  // Stepping to neighbouring cells moves both ways (r + 1 and r - 1); a DP over (i + 1, j + 1) does not.
  const moves = calls.flatMap((c) =>
    c.call.args.filter(
      (a) => a.kind === 'binary' && (a.op === '+' || a.op === '-') && a.right.kind === 'literal',
    ),
  )
  const ops = new Set(moves.map((a) => (a.kind === 'binary' ? a.op : '')))
  return calls.length >= 3 && ops.has('+') && ops.has('-')
}
