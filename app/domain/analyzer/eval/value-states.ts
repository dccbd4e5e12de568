import { type Expr, nameOf, type Stmt } from '../ir'
import { conjuncts, disjuncts } from '../loops'

/**
 * A search over numbers rather than cells or nodes: `while q: v = q.popleft(); ...; if 0 <= w <= limit
 * and w not in seen: q.append((w, steps + 1))`. With a visited mark, each value of the checked range
 * enters the worklist at most once, so the range's upper end bounds the pops.
 *
 * `pushesOf` gives the entries one statement (not its nested ones) puts on the worklist. The answer is the
 * upper end each push is checked against, or null when some push has none (or there is no push): an
 * unchecked push may take values without end.
 */
export function checkedUpperBounds(body: Stmt[], pushesOf: (s: Stmt) => Expr[]): Expr[] | null {
  const bounds: Expr[] = []
  let unchecked = false
  const visit = (stmts: Stmt[], known: Map<string, Expr>) => {
    // A guard that leaves early (`if v > limit or v in seen: continue`) checks every statement after it.
    let scope = known
    for (const s of stmts) {
      for (const e of pushesOf(s)) {
        const key = entryKey(e)
        const bound = key ? scope.get(key) : undefined
        if (bound) bounds.push(bound)
        else unchecked = true
      }
      if (s.kind === 'if') {
        visit(s.then, withBounds(scope, conjuncts(s.cond).flatMap(upperBound)))
        visit(s.otherwise, scope)
        const last = s.then[s.then.length - 1]
        if (s.otherwise.length === 0 && last && /^(continue|return|break)$/.test(last.kind))
          scope = withBounds(scope, disjuncts(s.cond).flatMap(exceeds))
      } else if (s.kind === 'loop') visit(s.loop.body, scope)
      else if (s.kind === 'block') visit(s.body, scope)
    }
  }
  visit(body, new Map())
  return unchecked || bounds.length === 0 ? null : bounds
}

function withBounds(known: Map<string, Expr>, found: [string, Expr][]): Map<string, Expr> {
  if (found.length === 0) return known
  const out = new Map(known)
  for (const [k, v] of found) out.set(k, v)
  return out
}

/** `v <= limit`, `v < n`, `limit >= v`: the name kept below a bound, and the bound. */
function upperBound(c: Expr): [string, Expr][] {
  if (c.kind !== 'binary') return []
  const left = nameOf(c.left)
  const right = nameOf(c.right)
  if ((c.op === '<' || c.op === '<=') && left) return [[left, c.right]]
  if ((c.op === '>' || c.op === '>=') && right) return [[right, c.left]]
  return []
}

/** `v > limit`, `v >= n`, `limit < v`: the test that sends a name above its bound away. */
function exceeds(c: Expr): [string, Expr][] {
  if (c.kind !== 'binary') return []
  const left = nameOf(c.left)
  const right = nameOf(c.right)
  if ((c.op === '>' || c.op === '>=') && left) return [[left, c.right]]
  if ((c.op === '<' || c.op === '<=') && right) return [[right, c.left]]
  return []
}

/** The value an entry is keyed by: the entry itself, or the first part of a tuple, pair or record. */
function entryKey(e: Expr): string | null {
  if (e.kind === 'name') return e.name
  if (e.kind === 'collection' && e.elements[0]) return nameOf(e.elements[0])
  if (e.kind === 'new') {
    const first = e.elements[0] ?? e.args[0]
    return first ? nameOf(first) : null
  }
  if (e.kind === 'call' && e.args[0]) return nameOf(e.args[0])
  return null
}
