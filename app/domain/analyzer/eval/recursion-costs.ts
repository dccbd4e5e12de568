import { add, isConstant, mul, ONE, within } from '../bigo'
import {
  calleeName,
  type Expr,
  type FunctionIR,
  nameOf,
  pathOf,
  receiverOf,
  walkExpr,
  walkStmts,
} from '../ir'
import { growingParams, planRecursion, type RecursionPlan, selfCalls } from '../recursion'
import { type Scope } from '../scope'
import { type Allocation, collShape, intShape, UNKNOWN } from '../shapes'
import type { Evaluator } from '../evaluate'
import { type Cost, type FnCtx, formatCount, type Frame, lineText, mulC } from './outcome'

/** Recursive functions: total calls from the shape of the recursion, times the work of one call. */
export class RecursionCosts {
  constructor(private readonly ev: Evaluator) {}

  /** Recursive functions: total calls from the recursion's shape, times the work of one call. */
  callRecursive(fn: FunctionIR, args: Expr[], ctx: FnCtx, scope: Scope, isEntry: boolean): Cost {
    if (this.ev.callStack.includes(fn)) return ONE
    const calls = selfCalls(fn)
    const plan = planRecursion(fn, calls, {
      mag: (e) => this.ev.sizes.mag(e, this.ev.newCtx(fn, scope)),
      lenOf: (e) => this.ev.sizes.lenOf(e, this.ev.newCtx(fn, scope)),
      shapeOf: (e) => this.ev.shapes.shapeOf(e, this.ev.newCtx(fn, scope)),
      paramShape: (name) => scope.lookup(name)?.shape ?? UNKNOWN,
      functions: this.ev.program.functions,
    })
    // A memo table or visited set that outlives the call is shared by every call made from here:
    // charge the whole recursion once, not once per call site iteration.
    const storePath = plan.store && plan.store !== '@cache' ? plan.store : null
    // A visited grid handed down as an argument (`dfs(r, c, seen)`) lives where the caller made it.
    const storeParam = storePath
      ? fn.params.filter((p) => !/^(self|this|cls)$/.test(p.name)).findIndex((p) => p.name === storePath)
      : -1
    const storeArg = storeParam >= 0 ? args[storeParam] : undefined
    const storeVar =
      storeArg && storeArg.kind === 'name'
        ? ctx.scope.lookup(storeArg.name)
        : storePath
          ? scope.lookup(storePath.replace(ownFieldPrefix(fn), ''))
          : null
    const storeOutlives =
      plan.store === '@cache' ||
      (storeVar !== null &&
        storeVar.depth <= ctx.base + Math.max(0, this.ev.frames.length - ctx.base - 1) &&
        this.ev.frames.length > ctx.base)
    const amortKey = `${fn.id}`
    const amortise = !isEntry && (plan.kind === 'memo' || plan.kind === 'visit-once') && storeOutlives
    if (amortise && this.ev.amortisedDone.has(amortKey)) return ONE
    // Shared by every call from the loops around: what the recursion builds is built once, not once per
    // iteration of those loops, so it runs as if from where its table was made.
    const callerFrames = this.ev.frames
    if (amortise) {
      const keep = storeVar?.depth ?? ctx.scope.lookup(fn.name)?.depth ?? ctx.base
      this.ev.frames = callerFrames.slice(0, Math.min(keep, callerFrames.length))
    }
    try {
      return this.evaluateRecursion(fn, plan, ctx, scope, amortise ? amortKey : null)
    } finally {
      this.ev.frames = callerFrames
    }
  }

  /** Charges one recursion: its body once per call (or per level when it halves), with its frames. */
  private evaluateRecursion(
    fn: FunctionIR,
    plan: RecursionPlan,
    ctx: FnCtx,
    scope: Scope,
    amortKey: string | null,
  ): Cost {
    for (const [p, range] of plan.ranges) {
      const current = scope.lookup(p)
      if (
        !current ||
        current.shape.kind === 'int' ||
        current.shape.kind === 'unknown' ||
        current.shape.kind === 'scalar'
      ) {
        scope.define(p, { shape: intShape(range), depth: this.ev.frames.length })
      }
    }
    // A list passed down one element longer at every level is as long as the recursion is deep.
    for (const p of growingParams(fn, selfCalls(fn))) {
      const current = scope.lookup(p)
      if (current && current.shape.kind === 'coll' && plan.depth && !isConstant(plan.depth)) {
        const { ds, elem } = current.shape
        scope.define(p, { shape: collShape(ds, plan.depth, elem), depth: this.ev.frames.length })
      }
    }
    // One call of a walk into a nested structure handles its own level: its entries, over all the
    // calls, are the structure once, so each call's share is one.
    for (const p of plan.nestedParams ?? []) {
      const nested = scope.lookup(p)?.shape
      const own =
        nested?.kind === 'coll'
          ? collShape(nested.ds, ONE, nested.elem)
          : nested?.kind === 'node'
            ? { ...nested, size: ONE }
            : null
      if (own) scope.define(p, { shape: own, depth: this.ev.frames.length })
    }
    const inner = this.ev.newCtx(fn, scope)
    inner.recursion = { fn, plan }
    const balanced = new Set<Allocation>()
    for (const path of balancedCollections(fn)) {
      const v =
        inner.scope.lookup(path) ??
        (inner.scope.className ? this.ev.calls.classScope(inner.scope.className).lookup(path) : null)
      if (v && v.shape.kind === 'coll' && v.shape.alloc) balanced.add(v.shape.alloc)
    }
    const frame: Frame = {
      kind: 'recursion',
      // Halving recursions do linear work per level, not per call: weigh their bodies by depth.
      count: (plan.kind === 'divide' ? plan.depth : plan.calls) ?? ONE,
      loop: null,
      fnId: fn.id,
      progress: new Set(),
      drained: null,
      depth: plan.depth,
      balanced,
    }
    if (plan.calls === null) {
      this.ev.undetermined.push({
        line: fn.line,
        reason: `The recursion in ${fn.name} (line ${fn.line}) does not follow a recognisable pattern.`,
      })
      this.ev.lower('low')
    } else if (plan.confidence !== 'high') this.ev.lower(plan.confidence)
    // `@lru_cache` keeps one result per state; it only needs a table of its own when the recursion is
    // shallower than its states (a bitmask set one bit per call), else the stack already counts as much.
    const firstCall = selfCalls(fn)[0]?.call
    if (plan.store === '@cache' && plan.calls && plan.depth && firstCall && !within(plan.calls, plan.depth))
      this.ev.sizes.allocate(firstCall, `memo of ${fn.name}`, 'array', plan.calls, ctx)
    const allocsBefore = new Set(this.ev.allocs.values())
    this.ev.callStack.push(fn)
    this.ev.frames.push(frame)
    const edgesBefore = this.ev.pendingEdges.length
    let perCall: Cost
    try {
      perCall = this.ev.evalBlock(fn.body, inner)
    } finally {
      this.ev.frames.pop()
      this.ev.callStack.pop()
    }
    const edgeWork = this.ev.pendingEdges.splice(edgesBefore)
    let total: Cost
    if (plan.kind === 'divide') {
      total = divideAndConquer(plan, perCall)
    } else {
      total = mulC(plan.calls, perCall)
    }
    if (total && edgeWork.length > 0) total = add(total, ...edgeWork)
    const madeHere = [...new Set(this.ev.allocs.values())].filter(
      (a) => !allocsBefore.has(a) && a.fnId === fn.id,
    )
    // `node.left = build(lo, mid - 1)`: every call's node is linked into the structure the recursion
    // builds and hands back, so all of them are alive at the end.
    if (plan.calls && !isConstant(plan.calls) && linksResults(fn))
      for (const a of madeHere)
        if (a.ds === 'unknown' && !within(plan.calls, a.copies)) a.copies = add(a.copies, plan.calls)
    const joins = joinsOnReturn(fn)
    const frameAllocs = madeHere.filter(
      (a) => !a.returned && !joins.has(a.site) && !(a.ds === 'unknown' && !isConstant(a.copies)),
    )
    const frameSize =
      frameAllocs.length > 0
        ? add(...frameAllocs.filter((a) => !a.constantSize).map((a) => add(a.base, a.growth)), ONE)
        : ONE
    this.ev.recursions.push({
      fn,
      kind: plan.kind,
      depth: plan.depth,
      frame: frameSize,
      line: fn.line,
      explanation: plan.explanation,
      total,
      sites: plan.sites,
    })
    if (total) {
      this.ev.notes.push({
        line: fn.line,
        endLine: fn.endLine,
        cost: amortKey ? total : mul(this.ev.multiplier(ctx.base), total),
        text: `${fn.name} (${lineText(fn.line, fn.endLine)}) is recursive: ${plan.explanation}${plan.calls && !isConstant(plan.calls) ? ` — ${formatCount(plan.calls)} calls` : ''}`,
        kind: 'recursion',
      })
    }
    if (amortKey) {
      this.ev.amortisedDone.add(amortKey)
      if (total) this.ev.amortisedTotal = add(this.ev.amortisedTotal, total)
      else return null
      return ONE
    }
    return total
  }
}

/** Whether the function stores what its recursive calls return in an object: `node.left = build(...)`. */
function linksResults(fn: FunctionIR): boolean {
  const calls = new Set<Expr>(selfCalls(fn).map((c) => c.call))
  let linked = false
  const isSelf = (e: Expr | undefined) => e !== undefined && calls.has(e)
  walkStmts(fn.body, (s) => {
    if (s.kind === 'assign')
      s.targets.forEach((t, i) => {
        if (t.kind === 'member' && isSelf(s.values[i] ?? s.values[0])) linked = true
      })
    const visit = (e: Expr) =>
      walkExpr(e, (x) => {
        if (x.kind === 'assign' && x.target.kind === 'member' && isSelf(x.value)) linked = true
        // `TreeNode(val, build(lo, m - 1), build(m + 1, hi))`, Go's `&TreeNode{Left: build(lo, m - 1)}`
        if (x.kind === 'new' && [...x.args, ...x.elements].some((a) => isSelf(argumentValue(a))))
          linked = true
        if (x.kind === 'call' && !calls.has(x) && x.args.filter((a) => isSelf(argumentValue(a))).length >= 2)
          linked = true
      })
    if (s.kind === 'expr') visit(s.expr)
    if (s.kind === 'return' && s.value) visit(s.value)
  })
  return linked
}

/** What an argument or a keyed field hands over: `build(...)` in `Left: build(...)` or `left=build(...)`. */
function argumentValue(a: Expr): Expr {
  if (a.kind === 'assign' && a.op === 'kw') return argumentValue(a.value)
  if (a.kind === 'other' && a.children.length === 1) return argumentValue(a.children[0] as Expr)
  return a
}

const balancedCache = new WeakMap<FunctionIR, Set<string>>()

/** Collections pushed before and popped after the recursive calls: a backtracking path. */
function balancedCollections(fn: FunctionIR): Set<string> {
  const cached = balancedCache.get(fn)
  if (cached) return cached
  const result = findBalanced(fn)
  balancedCache.set(fn, result)
  return result
}

function findBalanced(fn: FunctionIR): Set<string> {
  const pushed = new Set<string>()
  const popped = new Set<string>()
  walkStmts(fn.body, (s) => {
    const visit = (e: Expr) =>
      walkExpr(e, (x) => {
        if (x.kind !== 'call') return
        const n = calleeName(x)
        const r = receiverOf(x)
        const p = r ? pathOf(r) : null
        if (!p || !n) return
        if (/^(append|push|add|push_back|emplace_back|addLast|offerLast|insert)$/.test(n)) pushed.add(p)
        if (/^(pop|pop_back|removeLast|pollLast|remove|discard|delete|erase|deleteCharAt|setLength)$/.test(n))
          popped.add(p)
      })
    if (s.kind === 'expr') visit(s.expr)
    if (s.kind === 'assign') {
      s.values.forEach(visit)
      // Go: `path = append(path, x)` ... `path = path[:len(path)-1]`
      s.targets.forEach((t, i) => {
        const v = s.values[i]
        const p = pathOf(t)
        if (!p || !v) return
        if (v.kind === 'call' && nameOf(v.callee) === 'append' && pathOf(v.args[0]) === p) pushed.add(p)
        if (v.kind === 'slice' && pathOf(v.object) === p) popped.add(p)
      })
    }
  })
  return new Set([...pushed].filter((p) => popped.has(p)).map((p) => p.replace(/^(self|this)\./, '')))
}

/** Master theorem for the usual cases: halves with linear or constant work per call. */
function divideAndConquer(plan: RecursionPlan, perCall: Cost): Cost {
  if (!perCall || !plan.depth) return null
  if (plan.sites >= 2) return isConstant(perCall) ? plan.calls : mul(perCall, plan.depth)
  return isConstant(perCall) ? plan.depth : perCall
}

/** `self.`, `this.`, or a Go method's receiver (`w.` in `func (w *walker) walk()`): a field of the object. */
function ownFieldPrefix(fn: FunctionIR): RegExp {
  const receiver = fn.params.find((p) => (p.type ?? '').startsWith('receiver:'))?.name
  return receiver ? new RegExp(`^(self|this|${receiver.replace(/\W/g, '')})\\.`) : /^(self|this)\./
}

/**
 * `return str(v) + "(" + self.walk(node.left) + ")"`: the joins in a return value are made as the calls
 * come back, part of the result the caller then holds, not memory a frame keeps while the calls below run.
 */
function joinsOnReturn(fn: FunctionIR): Set<Expr> {
  const joins = new Set<Expr>()
  walkStmts(fn.body, (s) => {
    if (s.kind !== 'return' || !s.value) return
    walkExpr(s.value, (x) => {
      if (x.kind === 'binary' && x.op === '+') joins.add(x)
    })
  })
  return joins
}
