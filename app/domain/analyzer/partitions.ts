import { calleeName, nameOf, namesIn, pathOf, receiverOf, type Expr, type FunctionIR, type Stmt } from './ir'
import { definitions, exprKey, unwrap } from './loops'

/**
 * Quicksort written on lists: `quick([x for x in rest if x < pivot])` and `quick([x for x in rest if x >= pivot])`,
 * or `smaller` and `larger` filled in the two branches of one `if` in a loop over the list. Each call is
 * handed its own part of the parameter, the parts are disjoint, and the pivot is in none of them, so the
 * calls take one element each over the whole recursion, however unevenly the list splits. Returns the
 * index of the parameter so split, or null.
 */
export function filteredPartition(
  fn: FunctionIR,
  params: string[],
  calls: readonly { call: Expr }[],
): number | null {
  if (calls.length < 2) return null
  const defs = definitions(fn.body)
  for (const [i, p] of params.entries()) {
    const sources = partsSources(fn, p)
    const parts: Part[] = []
    for (const { call } of calls) {
      if (call.kind !== 'call') break
      const arg = call.args[i]
      const part = arg ? partOf(arg, sources, defs, fn.body) : null
      if (!part) break
      parts.push(part)
    }
    if (parts.length !== calls.length) continue
    if (parts.every((a, x) => parts.every((b, y) => x === y || disjoint(a, b)))) return i
  }
  return null
}

type Part =
  { kind: 'filter'; element: string; cond: Expr } | { kind: 'branch'; list: string; path: readonly Branch[] }

interface Branch {
  at: Stmt
  side: 'then' | 'otherwise'
}

/** The parameter and the names that stand for it without its first element: `rest` of `[pivot, ...rest] = nums`. */
function partsSources(fn: FunctionIR, p: string): Set<string> {
  const sources = new Set([p])
  for (const st of fn.body) {
    if (st.kind !== 'assign' || st.values.length !== 1) continue
    const whole = st.values[0] as Expr
    if (!sources.has(sourceOf(whole) ?? '')) continue
    // `rest = nums[1:]`, or the last target of a destructuring `[pivot, ...rest] = nums`.
    const last = st.targets[st.targets.length - 1]
    const name = last ? nameOf(unwrap(last)) : null
    if (name && (st.targets.length > 1 || whole.kind === 'slice' || whole.kind === 'call')) sources.add(name)
  }
  return sources
}

/** The list an expression walks or slices: `nums`, `nums[1:]`, `nums.slice(1)`, `seq[1:]`. */
function sourceOf(e: Expr): string | null {
  const x = unwrap(e)
  if (x.kind === 'name') return x.name
  if (x.kind === 'slice') return pathOf(x.object)
  if (x.kind === 'call' && /^(slice|subList)$/.test(calleeName(x) ?? '')) return pathOf(receiverOf(x))
  return null
}

function partOf(arg: Expr, sources: Set<string>, defs: Map<string, Expr>, body: Stmt[]): Part | null {
  const name = nameOf(arg)
  const value = name ? (defs.get(name) ?? arg) : arg
  const clause = value.kind === 'comprehension' && value.clauses.length === 1 ? value.clauses[0] : undefined
  if (clause && value.kind === 'comprehension' && value.conds.length === 1) {
    const element = nameOf(clause.target)
    const src = sourceOf(clause.iter)
    if (element && src && sources.has(src)) return { kind: 'filter', element, cond: value.conds[0] as Expr }
  }
  // `rest.filter((x) => x < pivot)`.
  if (
    value.kind === 'call' &&
    calleeName(value) === 'filter' &&
    sources.has(sourceOf(receiverOf(value) ?? value) ?? '')
  ) {
    const cb = value.args[0]
    const element = cb?.kind === 'lambda' ? cb.fn.params[0]?.name : undefined
    const only = cb?.kind === 'lambda' && cb.fn.body.length === 1 ? cb.fn.body[0] : undefined
    const cond = only?.kind === 'return' ? only.value : only?.kind === 'expr' ? only.expr : null
    if (element && cond) return { kind: 'filter', element, cond }
  }
  if (!name) return null
  const path = branchFilling(body, name, sources)
  return path && path.length > 0 ? { kind: 'branch', list: name, path } : null
}

const PUSH = /^(append|add|push|push_back|emplace_back|offer|addLast)$/

/**
 * Where a loop over the list fills `list` one element at a time: the branches of the `if`s around its only
 * push. Null when it is pushed to anywhere else, or more than once.
 */
function branchFilling(body: Stmt[], list: string, sources: Set<string>): Branch[] | null {
  let found: Branch[] | null = null
  let pushes = 0
  // `int m = arr.size(); for (int i = 1; i < m; i++)`: a loop bounded by the list's length walks it.
  const measures = new Set(sources)
  for (const st of body)
    if (st.kind === 'assign' && st.values.some((v) => [...namesIn(v)].some((n) => sources.has(n))))
      for (const t of st.targets) {
        const n = nameOf(t)
        if (n) measures.add(n)
      }
  const visit = (stmts: Stmt[], path: Branch[], overSource: boolean) => {
    for (const st of stmts) {
      if (st.kind === 'if') {
        visit(st.then, [...path, { at: st, side: 'then' }], overSource)
        visit(st.otherwise, [...path, { at: st, side: 'otherwise' }], overSource)
        continue
      }
      if (st.kind === 'loop') {
        const l = st.loop
        const header = l.style === 'each' ? [l.iter] : l.style === 'for' ? [l.cond, ...l.init] : [l.cond]
        const reads = header.some((h) => {
          if (!h) return false
          const names = h.kind === 'assign' ? [] : [...namesIn(h as Expr)]
          return names.some((n) => measures.has(n))
        })
        visit(l.body, path, overSource || reads)
        continue
      }
      if (st.kind === 'expr' && isPushTo(st.expr, list)) {
        pushes++
        if (overSource) found = path
        continue
      }
      // Go: `smaller = append(smaller, v)`.
      if (st.kind === 'assign' && st.targets.length === 1 && nameOf(st.targets[0]) === list) {
        const v = st.values[0]
        if (v?.kind === 'call' && calleeName(v) === 'append' && nameOf(v.args[0]) === list) {
          pushes++
          if (overSource) found = path
        }
      }
    }
  }
  visit(body, [], false)
  return pushes === 1 ? found : null
}

function isPushTo(e: Expr, list: string): boolean {
  return e.kind === 'call' && PUSH.test(calleeName(e) ?? '') && pathOf(receiverOf(e)) === list
}

function disjoint(a: Part, b: Part): boolean {
  if (a.kind === 'branch' && b.kind === 'branch')
    return a.list !== b.list && a.path.some((x) => b.path.some((y) => x.at === y.at && x.side !== y.side))
  if (a.kind === 'filter' && b.kind === 'filter') {
    const sa = sideOf(a.cond, a.element)
    const sb = sideOf(b.cond, b.element)
    return !!sa && !!sb && sa.against === sb.against && EXCLUSIVE.has(`${sa.side} ${sb.side}`)
  }
  return false
}

/** How the element stands against what it is compared with: `x < pivot` is `<` (and so is `pivot > x`). */
type Side = '<' | '<=' | '>' | '>=' | '==' | '!='

/** Pairs of sides no element is on at once: `x < p` and `x >= p` split a list, `x <= p` and `x >= p` share p. */
const EXCLUSIVE = new Set(
  ['< >', '< >=', '<= >', '< ==', '> ==', '== !='].flatMap((pair) => [
    pair,
    pair.split(' ').reverse().join(' '),
  ]),
)

function sideOf(cond: Expr, element: string): { side: Side; against: string } | null {
  const c = unwrap(cond)
  if (c.kind !== 'binary') return null
  const op = c.op.replace(/^(==|!=)=$/, '$1')
  if (!/^(<|<=|>|>=|==|!=)$/.test(op)) return null
  const flip: Record<string, Side> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=', '==': '==', '!=': '!=' }
  if (nameOf(c.left) === element && !namesIn(c.right).has(element))
    return { side: op as Side, against: exprKey(c.right) }
  if (nameOf(c.right) === element && !namesIn(c.left).has(element))
    return { side: flip[op] as Side, against: exprKey(c.left) }
  return null
}
