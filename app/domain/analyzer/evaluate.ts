import { add, expSym, format, isConstant, logOf, mul, ONE, sqrtOf, sym, symbols, type BigO } from './bigo'
import {
  calleeName,
  nameOf,
  namesIn,
  pathOf,
  receiverOf,
  walkExpr,
  walkStmts,
  type ClassIR,
  type Expr,
  type FunctionIR,
  type Loop,
  type ProgramIR,
  type Stmt,
} from './ir'
import { classifyCall, CONSTANT_CALLS, type CallOp } from './library'
import { conjuncts, definitions, planLoop, type LoopKind, type LoopOracle, type LoopPlan } from './loops'
import { isSelfCall, planRecursion, selfCalls, type RecursionKind, type RecursionPlan } from './recursion'
import { Scope } from './scope'
import {
  classifyType,
  collShape,
  CONSTANT_INT,
  dsOfType,
  intShape,
  SCALAR,
  UNKNOWN,
  type Allocation,
  type DsKind,
  type Shape,
} from './shapes'
import type { Confidence, Language } from './types'

/**
 * Abstract interpretation of a function for cost: walks statements once, multiplying loop bodies by their
 * iteration counts, charging library calls their known costs and following calls into the file's own
 * functions. Along the way it sizes every collection the code builds, for the space analysis.
 */

export type Cost = BigO | null

export interface Note {
  line: number
  endLine: number
  /** Total contribution to the function's cost. */
  cost: BigO
  text: string
  kind: 'loop' | 'call' | 'recursion' | 'hidden'
}

export interface RecursionRecord {
  fn: FunctionIR
  kind: RecursionKind
  depth: BigO | null
  /** Space each active call holds besides its frame (slices passed down, per-call tables). */
  frame: BigO
  line: number
  explanation: string
  /** Total work of the whole recursion, when bounded. */
  total: BigO | null
  /** Recursive calls one invocation makes along one path. */
  sites: number
}

export interface HiddenCost {
  line: number
  message: string
  cost: BigO
}

export interface LoopRecord {
  loop: Loop
  fn: FunctionIR | null
  kind: LoopKind
  /** The inner loop's work is shared with its enclosing loop (monotonic stack, sliding window). */
  amortised: boolean
  /** Amortised because its pointer only moves forward across the enclosing loop (a window's edge). */
  sharedPointer: boolean
  /** Path of the collection a drain loop empties. */
  drained: string | null
  /** Elements are pushed into the drained collection inside the loop (a traversal's worklist). */
  traversal: boolean
}

export interface EvalOutcome {
  loops: LoopRecord[]
  time: Cost
  allocations: Allocation[]
  notes: Note[]
  recursions: RecursionRecord[]
  hidden: HiddenCost[]
  confidence: Confidence
  undetermined: { line: number; reason: string }[]
  unboundedLoops: { line: number; endLine: number }[]
}

function addC(...xs: Cost[]): Cost {
  if (xs.some((x) => x === null)) return null
  return xs.length === 0 ? ONE : add(...(xs as BigO[]))
}

function mulC(...xs: Cost[]): Cost {
  if (xs.some((x) => x === null)) return null
  return mul(...(xs as BigO[]))
}

interface Frame {
  kind: 'loop' | 'recursion'
  count: BigO
  loop: Loop | null
  fnId: number
  progress: Set<string>
  drained: string | null
  /** Recursion frames: depth and the collections pushed and popped around the recursive calls. */
  depth: BigO | null
  balanced: Set<Allocation>
}

interface FnCtx {
  fn: FunctionIR | null
  scope: Scope
  recursion: { fn: FunctionIR; plan: RecursionPlan } | null
  /** Conditions of the `if`s around the current statement (a pop guarded by `len(heap) > k`). */
  conds: Expr[]
  /** Frame count when the function was entered: frames above it belong to this call. */
  base: number
  selfNames: Set<string>
}

/** Languages whose `s += t` copies s: every string type except C++'s std::string is immutable. */
const IMMUTABLE_STRINGS: Record<Language, boolean> = {
  python: true,
  java: true,
  go: true,
  cpp: false,
  javascript: true,
  typescript: true,
}

const MAX_CALL_DEPTH = 10
const MAX_EVALUATIONS = 4000

export class Evaluator {
  private frames: Frame[] = []
  private readonly notes: Note[] = []
  private readonly allocs = new Map<Expr, Allocation>()
  private readonly recursions: RecursionRecord[] = []
  private readonly hidden: HiddenCost[] = []
  private readonly undetermined: { line: number; reason: string }[] = []
  private readonly unbounded: { line: number; endLine: number }[] = []
  private readonly classScopes = new Map<string, Scope>()
  private readonly callStack: FunctionIR[] = []
  private readonly amortisedDone = new Set<string>()
  private amortisedTotal: BigO = ONE
  private confidence: Confidence = 'high'
  private evaluations = 0
  readonly globalScope: Scope

  constructor(
    private readonly program: ProgramIR,
    private readonly language: Language,
    /** Final sizes from a first pass, so that operations early in the code see the full collection. */
    private readonly hints: Map<Expr, SizeHint> | null,
  ) {
    this.globalScope = new Scope(null, null)
    for (const fn of program.functions) {
      if (fn.parentId === null && fn.className === null && !fn.isLambda) {
        this.globalScope.define(fn.name, { shape: { kind: 'func', fn, scope: this.globalScope }, depth: 0 })
      }
    }
  }

  // -------------------------------------------------------------------------------------------------
  // Entry points

  /** Evaluates an entry function with its parameters bound to the given shapes. */
  evaluateEntry(fn: FunctionIR, bindings: Map<string, Shape>): EvalOutcome {
    const top = this.topLevelScope()
    const scope = new Scope(fn.className ? this.classScope(fn.className) : top, fn.className)
    for (const p of fn.params)
      scope.define(p.name, { shape: bindings.get(p.name) ?? this.paramFallback(p.name, p.type), depth: 0 })
    const ctx = this.newCtx(fn, scope)
    for (const p of fn.params) {
      if (p.defaultValue && !bindings.has(p.name))
        scope.define(p.name, { shape: this.shapeOf(p.defaultValue, ctx), depth: 0 })
    }
    let time: Cost
    if (selfCalls(fn).length > 0) {
      time = this.callRecursive(
        fn,
        fn.params.map((p) => ({ line: fn.line, endLine: fn.line, kind: 'name', name: p.name }) as Expr),
        ctx,
        scope,
        true,
      )
    } else {
      time = this.evalBlock(fn.body, ctx)
    }
    time = addC(time, this.amortisedTotal)
    return {
      loops: this.loopRecords,
      time,
      allocations: [...new Set(this.allocs.values())],
      notes: this.notes,
      recursions: this.recursions,
      hidden: this.hidden,
      confidence: this.confidence,
      undetermined: this.undetermined,
      unboundedLoops: this.unbounded,
    }
  }

  private topLevelScope(): Scope {
    const scope = new Scope(this.globalScope, null)
    const ctx = this.newCtx(null, scope)
    for (const s of this.program.topLevel) {
      if (s.kind === 'assign') this.evalStmt(s, ctx)
    }
    return scope
  }

  private paramFallback(name: string, type: string | null): Shape {
    const t = classifyType(type)
    if (t.kind === 'int') return CONSTANT_INT
    if (/^(self|this)$/.test(name)) return UNKNOWN
    return UNKNOWN
  }

  private newCtx(fn: FunctionIR | null, scope: Scope): FnCtx {
    const selfNames = new Set(['self', 'this'])
    for (const p of fn?.params ?? []) if ((p.type ?? '').startsWith('receiver:')) selfNames.add(p.name)
    return { fn, scope, recursion: null, conds: [], base: this.frames.length, selfNames }
  }

  private lower(to: Confidence): void {
    const order: Confidence[] = ['high', 'medium', 'low']
    if (order.indexOf(to) > order.indexOf(this.confidence)) this.confidence = to
  }

  private multiplier(fromDepth = 0): BigO {
    let m: BigO = ONE
    for (let i = fromDepth; i < this.frames.length; i++) m = mul(m, (this.frames[i] as Frame).count)
    return m
  }

  // -------------------------------------------------------------------------------------------------
  // Classes and objects

  private classByName(name: string): ClassIR | undefined {
    return this.program.classes.find((c) => c.name === name)
  }

  private classScope(name: string): Scope {
    let scope = this.classScopes.get(name)
    if (scope) return scope
    scope = new Scope(this.globalScope, name)
    this.classScopes.set(name, scope)
    const cls = this.classByName(name)
    if (cls) {
      const ctx = this.newCtx(null, scope)
      for (const f of cls.fields) {
        if (f.kind !== 'assign') continue
        for (const [i, t] of f.targets.entries()) {
          const fieldName = t.kind === 'member' ? t.property : nameOf(t)
          if (!fieldName) continue
          const value = f.values[i] ?? f.values[0]
          const shape = value ? this.shapeOf(value, ctx) : this.declaredShape(f.declType)
          scope.define(fieldName, { shape, depth: 0 })
        }
      }
    }
    return scope
  }

  private declaredShape(type: string | null): Shape {
    const t = classifyType(type)
    if (t.kind === 'int') return CONSTANT_INT
    if (t.kind === 'seq' || t.kind === 'string' || t.kind === 'map' || t.kind === 'set') {
      return collShape(t.kind === 'string' ? 'string' : t.kind === 'seq' ? 'array' : t.kind, ONE)
    }
    if (type && this.classByName(type.replace(/[*&\s]|^(const|unique_ptr<|shared_ptr<)|>$/g, ''))) {
      return { kind: 'obj', cls: type.replace(/[*&\s]|^(const|unique_ptr<|shared_ptr<)|>$/g, '') }
    }
    return UNKNOWN
  }

  private methodOf(cls: string, name: string, arity: number): FunctionIR | null {
    const c = this.classByName(cls)
    if (!c) return null
    const matches = c.methods.filter((m) => m.name === name)
    return (
      matches.find(
        (m) =>
          m.params.filter((p) => !/^(self|this|cls)$/.test(p.name) && !(p.type ?? '').startsWith('receiver:'))
            .length === arity,
      ) ??
      matches[0] ??
      null
    )
  }

  private constructorOf(cls: ClassIR): FunctionIR | null {
    return (
      cls.methods.find((m) => m.name === '__init__' || m.name === cls.name || m.name === 'constructor') ??
      null
    )
  }

  // -------------------------------------------------------------------------------------------------
  // Statements

  private budget(): boolean {
    this.evaluations++
    return this.evaluations <= MAX_EVALUATIONS
  }

  evalBlock(stmts: Stmt[], ctx: FnCtx): Cost {
    let total: Cost = ONE
    for (const s of stmts) total = addC(total, this.evalStmt(s, ctx))
    return total
  }

  /**
   * Shapes and magnitudes of the expressions of the statement being evaluated. Nested operators ask for
   * their operands' shapes again and again; within one statement the answers do not change.
   */
  private shapeMemo = new Map<Expr, Shape>()
  private magMemo = new Map<Expr, BigO | null>()

  private evalStmt(s: Stmt, ctx: FnCtx): Cost {
    this.shapeMemo = new Map()
    this.magMemo = new Map()
    if (!this.budget()) {
      this.lower('low')
      return ONE
    }
    switch (s.kind) {
      case 'expr':
        return this.evalExpr(s.expr, ctx)
      case 'assign':
        return this.evalAssign(s, ctx)
      case 'if': {
        const cond = this.evalExpr(s.cond, ctx)
        ctx.conds.push(s.cond)
        const then = this.evalBlock(s.then, ctx)
        ctx.conds.pop()
        const otherwise = this.evalBlock(s.otherwise, ctx)
        return addC(cond, then, otherwise)
      }
      case 'loop':
        return this.evalLoop(s.loop, ctx)
      case 'return':
      case 'throw': {
        if (!s.value) return ONE
        const cost = this.evalExpr(s.value, ctx)
        if (s.kind === 'return') this.markReturned(s.value, ctx)
        return cost
      }
      case 'function':
        ctx.scope.define(s.fn.name, {
          shape: { kind: 'func', fn: s.fn, scope: ctx.scope },
          depth: this.frames.length,
        })
        return ONE
      case 'block':
        return this.evalBlock(s.body, ctx)
      default:
        return ONE
    }
  }

  private markReturned(value: Expr, ctx: FnCtx): void {
    const shape = this.shapeOf(value, ctx)
    if (shape.kind === 'coll' && shape.alloc) shape.alloc.returned = true
  }

  private evalAssign(s: Stmt & { kind: 'assign' }, ctx: FnCtx): Cost {
    let cost: Cost = ONE
    for (const v of s.values) cost = addC(cost, this.evalExpr(v, ctx))
    for (const t of s.targets)
      if (t.kind !== 'name') cost = addC(cost, this.evalExpr(t.kind === 'index' ? t.index : t, ctx))
    if (s.op === '=') {
      if (s.values.length === 0) {
        // Declaration without a value: `int[] dp;`, `var area func(...)`.
        for (const t of s.targets) {
          const n = nameOf(t)
          if (n) this.bind(t, this.declaredShape(s.declType), ctx, true)
        }
        return cost
      }
      if (s.targets.length === 1 && s.declType?.endsWith('&') && s.targets[0]?.kind === 'name') {
        const value = s.values[0] as Expr
        ctx.scope.define(s.targets[0].name, {
          shape: this.shapeOf(value, ctx),
          depth: this.frames.length,
          reference: true,
        })
        return cost
      }
      if (s.targets.length === s.values.length) {
        const shapes = s.values.map((v) => this.shapeOf(v, ctx))
        s.targets.forEach((t, i) =>
          this.assignTo(t, s.values[i] as Expr, shapes[i] as Shape, ctx, s.declType !== null),
        )
      } else if (s.values.length === 1) {
        const value = s.values[0] as Expr
        const shape = this.shapeOf(value, ctx)
        if (s.targets.length === 1)
          this.assignTo(s.targets[0] as Expr, value, shape, ctx, s.declType !== null)
        else {
          const elem = this.elementShape(shape)
          for (const t of s.targets) this.bind(t, elem, ctx, false)
        }
      }
      return cost
    }
    // Compound assignment: string building, counters in maps, k %= n.
    for (const t of s.targets) cost = addC(cost, this.compoundAssign(t, s.op, s.values[0] ?? null, ctx))
    return cost
  }

  private compoundAssign(target: Expr, op: string, value: Expr | null, ctx: FnCtx): Cost {
    const shape = this.shapeOf(target, ctx)
    if (op === '+=' && shape.kind === 'coll' && shape.ds === 'string') {
      return this.concatenate(target, shape, value, ctx, true)
    }
    if (op === '+=' && shape.kind === 'coll' && value) {
      // list += [x] / list += other: extends the list.
      const added = this.lenOf(value, ctx) ?? ONE
      this.grow(shape, added, ctx)
      return added
    }
    if (target.kind === 'index') this.indexWrite(target, value, ctx)
    return ONE
  }

  /** s += t on strings: a copy of s in languages whose strings are immutable. */
  private concatenate(
    target: Expr,
    shape: Shape & { kind: 'coll' },
    value: Expr | null,
    ctx: FnCtx,
    inPlace: boolean,
  ): Cost {
    const added = value ? (this.lenOf(value, ctx) ?? ONE) : ONE
    const before = this.lenOf(target, ctx) ?? ONE
    this.grow(shape, added, ctx)
    if (inPlace && !IMMUTABLE_STRINGS[this.language]) return added
    const cost = add(before, added)
    if (!isConstant(before) && this.frames.length > ctx.base) {
      this.hidden.push({
        line: target.line,
        message: `Building a string with += copies it every time: O(${formatSize(before)}) per step${this.language === 'java' ? '; use a StringBuilder' : this.language === 'python' ? "; collect parts in a list and ''.join them" : this.language === 'go' ? '; use a strings.Builder' : ''}.`,
        cost: mul(this.multiplier(ctx.base), cost),
      })
    }
    return cost
  }

  private assignTo(target: Expr, value: Expr, shape: Shape, ctx: FnCtx, declaring: boolean): void {
    if (target.kind === 'name' && !declaring && ctx.scope.lookup(target.name)?.reference) {
      this.retain(shape, ctx)
      return
    }
    if (target.kind === 'index') {
      this.indexWrite(target, value, ctx)
      return
    }
    if (target.kind === 'member' && !ctx.selfNames.has(pathOf(target.object) ?? '')) {
      // obj.field = allocation: the allocation is kept alive by the structure (trie nodes, list nodes).
      this.retain(shape, ctx)
      this.bindMember(target, shape, ctx)
      return
    }
    // Go: `s = s[:len(s)-1]` and `s = s[1:]` shrink, `s = append(s, x)` was charged in evalExpr.
    if (target.kind === 'name' && value.kind === 'slice' && this.language === 'go') {
      const current = ctx.scope.lookup(target.name)
      if (current && current.shape.kind === 'coll') return
    }
    // `s = s + x` keeps building the same string or list: it grows by what is added.
    if (
      target.kind === 'name' &&
      value.kind === 'binary' &&
      value.op === '+' &&
      leftmost(value)?.kind === 'name' &&
      nameOf(leftmost(value)) === target.name
    ) {
      const current = ctx.scope.lookup(target.name)
      if (current && current.shape.kind === 'coll') {
        let added: BigO = ONE
        for (let part: Expr = value; part.kind === 'binary'; part = part.left)
          added = add(added, this.lenOf(part.right, ctx) ?? ONE)
        this.grow(current.shape, added, ctx)
        return
      }
    }
    this.bind(target, shape, ctx, declaring)
  }

  private bindMember(target: Expr & { kind: 'member' }, shape: Shape, ctx: FnCtx): void {
    const objShape = this.shapeOf(target.object, ctx)
    if (objShape.kind === 'obj') this.classScope(objShape.cls).assign(target.property, { shape, depth: 0 })
  }

  /** Writing `a[k] = v`: adds a key to maps, keeps allocations stored in tables. */
  private indexWrite(target: Expr & { kind: 'index' }, value: Expr | null, ctx: FnCtx): void {
    const container = this.shapeOf(target.object, ctx)
    const valueShape = value ? this.shapeOf(value, ctx) : UNKNOWN
    if (container.kind === 'coll' && (container.ds === 'map' || container.ds === 'sorted')) {
      this.grow(container, ONE, ctx, valueShape)
    } else if (
      container.kind === 'coll' &&
      valueShape.kind === 'coll' &&
      valueShape.alloc &&
      container.alloc
    ) {
      container.alloc.elem = add(container.alloc.elem, this.sizeOfShape(valueShape))
    } else {
      this.retain(valueShape, ctx)
    }
  }

  /** An allocation stored into a longer-lived structure: every loop iteration keeps one more. */
  private retain(shape: Shape, ctx: FnCtx): void {
    const alloc =
      shape.kind === 'coll' ? shape.alloc : shape.kind === 'obj' ? this.objectAlloc.get(shape) : null
    if (!alloc || alloc.constantSize) return
    alloc.copies = add(alloc.copies, this.multiplier(ctx.base))
  }

  private readonly objectAlloc = new WeakMap<Shape, Allocation>()

  private readonly namedAllocs = new WeakSet<Allocation>()

  /** Allocations take the name of the first variable or field they are stored in. */
  private nameAllocation(shape: Shape, name: string): void {
    if (shape.kind !== 'coll' || !shape.alloc || this.namedAllocs.has(shape.alloc)) return
    shape.alloc.name = name
    this.namedAllocs.add(shape.alloc)
  }

  private bind(target: Expr, shape: Shape, ctx: FnCtx, declaring: boolean): void {
    if (target.kind === 'name') this.nameAllocation(shape, target.name)
    if (target.kind === 'member') this.nameAllocation(shape, target.property)
    if (target.kind === 'name') {
      const info = { shape, depth: this.frames.length }
      if (declaring) ctx.scope.define(target.name, info)
      else ctx.scope.assign(target.name, info)
      return
    }
    if (target.kind === 'member' && ctx.selfNames.has(pathOf(target.object) ?? '') && ctx.scope.className) {
      this.classScope(ctx.scope.className).assign(target.property, { shape, depth: 0 })
      return
    }
    if (target.kind === 'collection') {
      const elem = shape.kind === 'coll' ? shape.elem : UNKNOWN
      for (const t of target.elements) this.bind(t, elem, ctx, declaring)
    }
  }

  // -------------------------------------------------------------------------------------------------
  // Loops

  private oracle(ctx: FnCtx): LoopOracle {
    return {
      mag: (e) => this.mag(e, ctx),
      lenOf: (e) => this.lenOf(e, ctx),
      shapeOf: (e) => this.shapeOf(e, ctx),
      varMag: (name) => {
        const v = ctx.scope.lookup(name)
        if (!v) return null
        if (v.shape.kind === 'int') return v.shape.mag
        if (v.shape.kind === 'node') return v.shape.size
        return null
      },
    }
  }

  private evalLoop(loop: Loop, ctx: FnCtx): Cost {
    let cost: Cost = ONE
    if (loop.style === 'for') cost = addC(cost, this.evalBlock(loop.init, ctx))
    if (loop.style === 'each') cost = addC(cost, this.evalExpr(loop.iter, ctx))
    const plan = planLoop(loop, this.oracle(ctx))
    let count = plan.count
    let explanation = plan.explanation
    let amortised = false
    let sharedPointer = false
    let global = false

    if (plan.unbounded) this.unbounded.push({ line: loop.line, endLine: loop.endLine })
    const branch = ctx.recursion?.plan.branchLoops.has(loop) ?? false
    if (branch) {
      count = ONE
      explanation = 'its iterations are the branches of the recursion'
    } else if (plan.kind === 'drain' && plan.drained) {
      const drained = this.drainCount(loop, plan, ctx)
      count = drained.count
      explanation = drained.explanation
      amortised = drained.amortised
      global = drained.global === true
    } else if (this.sharesAmortisedWork(loop, plan, ctx)) {
      amortised = true
      sharedPointer = true
      count = ONE
      explanation = `${plan.explanation}; its pointer never moves back, so across the enclosing loop it runs O(${count ? 'total' : '?'}) steps in total`
    } else if ((plan.kind === 'each' || plan.kind === 'counted') && this.iteratesDrained(loop, ctx)) {
      amortised = true
      count = ONE
      explanation = 'walks the current level of a traversal: each item is handled once over all levels'
    } else if (plan.kind === 'each' && loop.style === 'each' && this.isAdjacency(loop.iter, ctx)) {
      const edges = this.adjacencyTotal(loop.iter, ctx)
      if (edges && this.insideOnceTraversal(ctx)) {
        amortised = true
        explanation = 'walks one adjacency list; over the whole traversal every edge is walked once'
        this.pendingEdges.push(edges)
        count = ONE
      }
    }
    if (plan.kind === 'parent-chase') {
      this.lower('medium')
      explanation = 'follows parent links; with path compression this is effectively O(1) amortised'
    }
    if (count === null) {
      this.undetermined.push({
        line: loop.line,
        reason: `The loop on line ${loop.line} ${plan.explanation}.`,
      })
      this.lower('low')
    } else if (
      plan.kind === 'pointer' ||
      plan.kind === 'two-pointers' ||
      plan.kind === 'drain' ||
      amortised
    ) {
      this.lower('medium')
    }

    const frame: Frame = {
      kind: 'loop',
      count: count ?? ONE,
      loop,
      fnId: ctx.fn?.id ?? -1,
      progress: new Set(plan.progress),
      drained: plan.drained ? pathOf(plan.drained) : null,
      depth: null,
      balanced: new Set(),
    }
    if (!this.loopRecords.some((r) => r.loop === loop)) {
      this.loopRecords.push({
        loop,
        fn: ctx.fn,
        kind: plan.kind,
        amortised,
        sharedPointer,
        drained: frame.drained,
        traversal:
          plan.drained !== null &&
          (this.pushedWithin(loop.body, frame.drained) || reassignedWithin(loop.body, frame.drained)),
      })
    }
    this.bindLoopVariables(loop, plan, ctx)
    const edgesBefore = this.pendingEdges.length
    this.frames.push(frame)
    let body: Cost
    try {
      body = this.evalBlock(loop.body, ctx)
      if (loop.style === 'while' && loop.cond) body = addC(body, this.evalExpr(loop.cond, ctx))
      if (loop.style === 'for') {
        if (loop.cond) body = addC(body, this.evalExpr(loop.cond, ctx))
        for (const u of loop.update) body = addC(body, this.evalExpr(u, ctx))
      }
    } finally {
      this.frames.pop()
    }
    let total = mulC(count, body)
    // Adjacency lists walked inside this loop: their bodies run once per edge over the whole loop.
    const edgeWork = this.pendingEdges.splice(edgesBefore)
    if (edgeWork.length > 0 && total) total = add(total, ...edgeWork)
    if (global) {
      if (this.amortisedLoops.has(loop)) return cost
      this.amortisedLoops.add(loop)
      if (total) {
        this.amortisedTotal = add(this.amortisedTotal, total)
        this.notes.push({
          line: loop.line,
          endLine: loop.endLine,
          cost: total,
          text: `the loop on ${lineText(loop.line, loop.endLine)} ${explanation}, over all the times it starts (${formatCount(count ?? ONE)} iterations in total)`,
          kind: 'loop',
        })
      }
      return total ? cost : null
    }
    if (total && count && !isConstant(count)) {
      this.notes.push({
        line: loop.line,
        endLine: loop.endLine,
        cost: mul(this.multiplier(ctx.base), total),
        text: `the loop on ${lineText(loop.line, loop.endLine)} ${explanation} (${formatCount(count)} iterations)`,
        kind: 'loop',
      })
    }
    return addC(cost, total)
  }

  private readonly pendingEdges: BigO[] = []
  private readonly amortisedLoops = new Set<Loop>()
  private readonly loopRecords: LoopRecord[] = []

  private bindLoopVariables(loop: Loop, plan: LoopPlan, ctx: FnCtx): void {
    const counter = intShape(plan.varMag ?? ONE)
    if (loop.style === 'for') {
      for (const s of loop.init) {
        if (s.kind !== 'assign') continue
        for (const t of s.targets) {
          const n = nameOf(t)
          if (!n) continue
          const current = ctx.scope.lookup(n)
          if (plan.progress.includes(n) || !current || current.shape.kind === 'int') {
            ctx.scope.define(n, {
              shape:
                current && current.shape.kind === 'int' && !plan.progress.includes(n)
                  ? current.shape
                  : counter,
              depth: this.frames.length,
            })
          }
        }
      }
      return
    }
    if (loop.style !== 'each') return
    let iter = loop.iter
    let indexFirst = false
    let zipped = false
    while (
      iter.kind === 'call' &&
      iter.callee.kind === 'name' &&
      /^(enumerate|reversed|sorted|list|iter|zip)$/.test(iter.callee.name) &&
      iter.args[0]
    ) {
      if (iter.callee.name === 'enumerate') indexFirst = true
      if (iter.callee.name === 'zip') zipped = true
      iter = iter.args[0]
    }
    const isRange = iter.kind === 'call' && iter.callee.kind === 'name' && iter.callee.name === 'range'
    let elem: Shape
    if (isRange) elem = counter
    else {
      const source = this.shapeOf(iter, ctx)
      if (source.kind === 'int') elem = counter
      else if (iter.kind === 'call' && /^(items|entrySet|entries)$/.test(calleeName(iter) ?? ''))
        elem = collShape('array', ONE, SCALAR)
      else elem = this.elementShape(source)
    }
    const target = loop.target
    if (this.language === 'go' && target.kind === 'collection' && target.elements.length === 2) {
      // for i, x := range xs: index then element.
      const [i, x] = target.elements
      if (i) this.bind(i, counter, ctx, true)
      if (x) this.bind(x, elem, ctx, true)
      return
    }
    if (indexFirst && target.kind === 'collection' && target.elements.length === 2) {
      const [i, x] = target.elements
      if (i) this.bind(i, counter, ctx, true)
      if (x) this.bind(x, elem, ctx, true)
      return
    }
    if (zipped && target.kind === 'collection') {
      for (const t of target.elements) this.bind(t, SCALAR, ctx, true)
      return
    }
    if (target.kind === 'collection') {
      const inner = elem.kind === 'coll' ? elem.elem : SCALAR
      for (const t of target.elements) this.bind(t, inner, ctx, true)
      return
    }
    if (this.language === 'go' && target.kind === 'name') {
      // `for i := range xs` binds the index.
      this.bind(target, counter, ctx, true)
      return
    }
    this.bind(target, elem, ctx, true)
  }

  /**
   * A loop that drains a collection (BFS queue, monotonic stack, heap) runs once per element that ever
   * enters it. Nested in another loop that pushes at most once per iteration, it is amortised.
   */
  private drainCount(
    loop: Loop,
    plan: LoopPlan,
    ctx: FnCtx,
  ): { count: BigO | null; explanation: string; amortised: boolean; global?: boolean } {
    const drained = plan.drained as Expr
    const path = pathOf(drained)
    const shape = this.shapeOf(drained, ctx)
    const alloc = shape.kind === 'coll' ? shape.alloc : null
    const inner = this.frames.slice(ctx.base).filter((f) => f.kind === 'loop')
    if (
      inner.length > 0 &&
      alloc &&
      alloc.depth <= ctx.base + inner.length - 1 &&
      !this.pushedWithin(loop.body, path)
    ) {
      return {
        count: ONE,
        explanation: 'pops what the enclosing loop pushed: every element is pushed and popped at most once',
        amortised: true,
      }
    }
    const items = this.traversalItems(loop, drained, ctx)
    if (items) {
      // Traversals started from inside a loop (one BFS per unvisited cell) share their visited marks:
      // together they visit each item once.
      const outermost = this.frames.slice(ctx.base).findIndex((f) => f.kind === 'loop')
      const shared =
        outermost >= 0 &&
        items.marks.some((m) => {
          const v = ctx.scope.lookup(m.replace(/^(self|this)\./, ''))
          return v !== null && v.depth <= ctx.base + outermost
        })
      return { count: items.count, explanation: items.explanation, amortised: false, global: shared }
    }
    const len = this.lenOf(drained, ctx)
    if (len)
      return { count: len, explanation: 'takes every element out of the collection once', amortised: false }
    return { count: null, explanation: 'drains a collection of unknown size', amortised: false }
  }

  private pushedWithin(body: Stmt[], path: string | null): boolean {
    if (!path) return false
    let found = false
    walkStmts(body, (s) => {
      const check = (e: Expr) =>
        walkExpr(e, (x) => {
          if (x.kind === 'call') {
            const op = classifyCall(x, this.language)
            if (
              op &&
              (op.op === 'add' || op.op === 'heap-add' || op.op === 'add-all') &&
              op.target &&
              pathOf(op.target) === path
            )
              found = true
          }
        })
      if (s.kind === 'expr') check(s.expr)
      if (s.kind === 'assign') s.values.forEach(check)
    })
    return found
  }

  /** How many items a traversal's worklist ever holds: grid cells, graph nodes or edges, tree nodes. */
  private traversalItems(
    loop: Loop,
    drained: Expr,
    ctx: FnCtx,
  ): { count: BigO; explanation: string; marks: string[] } | null {
    const path = pathOf(drained)
    const pushes: Expr[] = []
    const marks: string[] = []
    let guarded = false
    let neighbourLoop: Loop | null = null
    walkStmts(loop.body, (s, loops) => {
      if (s.kind === 'assign') {
        for (const t of s.targets) if (t.kind === 'index') marks.push(rootOf(t))
      }
      if (
        s.kind === 'expr' &&
        s.expr.kind === 'call' &&
        /^(add|insert|emplace)$/.test(calleeName(s.expr) ?? '')
      ) {
        const r = receiverOf(s.expr)
        if (r && pathOf(r)) marks.push(pathOf(r) as string)
      }
      const inspect = (e: Expr) =>
        walkExpr(e, (x) => {
          if (x.kind !== 'call') return
          const op = classifyCall(x, this.language)
          if (op && (op.op === 'add' || op.op === 'heap-add') && op.target && pathOf(op.target) === path) {
            if (op.element) pushes.push(op.element)
            const inner = loops.filter((l) => l !== loop)
            const last = inner[inner.length - 1]
            if (last) neighbourLoop = last
          }
        })
      if (s.kind === 'expr') inspect(s.expr)
      if (s.kind === 'assign') {
        s.values.forEach(inspect)
        if (this.language === 'go') {
          s.values.forEach((v) => {
            if (v.kind === 'call' && nameOf(v.callee) === 'append' && pathOf(v.args[0]) === path && v.args[1])
              pushes.push(v.args[1])
          })
        }
      }
      if (s.kind === 'if') guarded = true
    })
    // Level-by-level traversals swap in a fresh list: `queue = next`.
    if (pushes.length === 0) {
      walkStmts(loop.body, (s) => {
        if (s.kind === 'assign' && s.targets.some((t) => pathOf(t) === path)) {
          const src = s.values[0]
          const srcPath = src ? pathOf(src) : null
          if (srcPath) {
            walkStmts(loop.body, (s2, loops) => {
              const inspect = (e: Expr) =>
                walkExpr(e, (x) => {
                  if (x.kind !== 'call') return
                  const op = classifyCall(x, this.language)
                  if (op && op.op === 'add' && op.target && pathOf(op.target) === srcPath && op.element) {
                    pushes.push(op.element)
                    const last = loops[loops.length - 1]
                    if (last && last !== loop) neighbourLoop = last
                  }
                })
              if (s2.kind === 'expr') inspect(s2.expr)
            })
          }
        }
      })
    }
    if (pushes.length === 0) return null
    const grid = this.gridInScope(ctx)
    const first = pushes[0] as Expr
    const isCell = (e: Expr) =>
      (e.kind === 'collection' && e.elements.length >= 2) ||
      (e.kind === 'new' && e.elements.length >= 2) ||
      (e.kind === 'call' && /^(make_pair|pair|tuple)$/.test(calleeName(e) ?? ''))
    if (grid && pushes.some(isCell)) {
      return { count: grid, explanation: 'visits each grid cell at most once', marks }
    }
    if (first.kind === 'member' && /^(left|right|Left|Right|next|Next)$/.test(first.property)) {
      const root = this.anyNodeSize(ctx)
      return root ? { count: root, explanation: 'visits each node of the tree once', marks: [] } : null
    }
    const nl = neighbourLoop as Loop | null
    if (nl && nl.style === 'each' && this.isAdjacency(nl.iter, ctx)) {
      const nodes = this.graphNodes(nl.iter, ctx)
      const edges = this.adjacencyTotal(nl.iter, ctx)
      if (guarded && nodes) return { count: nodes, explanation: 'visits each node at most once', marks }
      if (edges) return { count: edges, explanation: 'pushes once per edge relaxation', marks: [] }
    }
    return null
  }

  private gridInScope(ctx: FnCtx): BigO | null {
    return ctx.scope.findVisible(({ shape }) =>
      shape.kind === 'coll' &&
      shape.elem.kind === 'coll' &&
      shape.elem.ds !== 'string' &&
      !isConstant(shape.len) &&
      !isConstant(shape.elem.len)
        ? mul(shape.len, shape.elem.len)
        : null,
    )
  }

  private anyNodeSize(ctx: FnCtx): BigO | null {
    return ctx.scope.findVisible(({ shape }) => (shape.kind === 'node' ? shape.size : null))
  }

  private isAdjacency(iter: Expr, ctx: FnCtx): boolean {
    let base: Expr | null = null
    if (iter.kind === 'index') base = iter.object
    else if (iter.kind === 'call' && /^(get|getOrDefault)$/.test(calleeName(iter) ?? ''))
      base = receiverOf(iter)
    else if (iter.kind === 'member' && /^(neighbors|children|adj)$/.test(iter.property))
      return this.shapeOf(iter.object, ctx).kind !== 'coll'
    if (!base) return false
    const shape = this.shapeOf(base, ctx)
    return shape.kind === 'coll' && shape.elem.kind === 'coll' && (shape.alloc !== null || shape.ds === 'map')
  }

  private adjacencyTotal(iter: Expr, ctx: FnCtx): BigO | null {
    const base = iter.kind === 'index' ? iter.object : receiverOf(iter as Expr & { kind: 'call' })
    if (!base) return null
    const shape = this.shapeOf(base, ctx)
    if (shape.kind !== 'coll') return null
    const inner = shape.alloc ? this.hintedInner(shape.alloc) : null
    if (inner && !isConstant(inner)) return inner
    return mul(shape.len, shape.elem.kind === 'coll' ? shape.elem.len : ONE)
  }

  private graphNodes(iter: Expr, ctx: FnCtx): BigO | null {
    const v = ctx.scope.lookup('__V__')
    if (v && v.shape.kind === 'int') return v.shape.mag
    const base = iter.kind === 'index' ? iter.object : iter.kind === 'call' ? receiverOf(iter) : null
    return base ? this.lenOf(base, ctx) : null
  }

  private insideOnceTraversal(ctx: FnCtx): boolean {
    const rec = ctx.recursion?.plan.kind
    if (rec === 'memo' || rec === 'visit-once') return true
    return this.frames.slice(ctx.base).some((f) => f.drained !== null)
  }

  private iteratesDrained(loop: Loop, ctx: FnCtx): boolean {
    const enclosing = this.frames.slice(ctx.base).filter((f) => f.drained)
    if (enclosing.length === 0) return false
    if (loop.style === 'for') {
      // for (int size = q.size(); size > 0; size--) and `n = q.size(); for (i = 0; i < n; i++)`.
      const drainedPaths = new Set(enclosing.map((f) => f.drained))
      const outerBody = enclosing[enclosing.length - 1]?.loop?.body ?? []
      const defs = definitions(outerBody)
      const sizeOfDrained = (e: Expr, depth = 0): boolean => {
        let found = false
        walkExpr(e, (x) => {
          if (found) return
          if (x.kind === 'call' && /^(size|length|len|Len)$/.test(calleeName(x) ?? '')) {
            const target = receiverOf(x) ?? x.args[0] ?? null
            if (target && drainedPaths.has(pathOf(target))) found = true
          }
          if (x.kind === 'member' && /^(length|size)$/.test(x.property) && drainedPaths.has(pathOf(x.object)))
            found = true
          if (x.kind === 'name' && depth < 2) {
            const d = defs.get(x.name)
            if (d && sizeOfDrained(d, depth + 1)) found = true
          }
        })
        return found
      }
      const initValues = loop.init.flatMap((s) => (s.kind === 'assign' ? s.values : []))
      return initValues.some((v) => sizeOfDrained(v)) || (loop.cond !== null && sizeOfDrained(loop.cond))
    }
    if (loop.style !== 'each') return false
    let iter = loop.iter
    if (
      iter.kind === 'call' &&
      iter.callee.kind === 'name' &&
      iter.callee.name === 'range' &&
      iter.args.length === 1
    ) {
      const arg = iter.args[0] as Expr
      const sized =
        arg.kind === 'call' ? (arg.args[0] ?? receiverOf(arg)) : arg.kind === 'member' ? arg.object : null
      if (sized) iter = sized
    }
    const p = pathOf(iter)
    return p !== null && enclosing.some((f) => f.drained === p)
  }

  /**
   * An inner loop whose pointer was declared outside the enclosing loop and only ever moves forward there
   * (a sliding window's left edge) does O(total) work across the whole enclosing loop, not per iteration.
   */
  private sharesAmortisedWork(loop: Loop, plan: LoopPlan, ctx: FnCtx): boolean {
    if (loop.style !== 'while' && loop.style !== 'for') return false
    if (
      plan.kind !== 'pointer' &&
      plan.kind !== 'two-pointers' &&
      plan.kind !== 'counted' &&
      plan.kind !== 'linked'
    )
      return false
    const enclosing = this.frames.slice(ctx.base).filter((f) => f.kind === 'loop')
    const outer = enclosing[enclosing.length - 1]
    if (!outer || !outer.loop) return false
    const pointers = plan.progress
    if (pointers.length === 0) return false
    // The outer loop is driven by the same pointer: both walk one shared range.
    const outerIndex = this.frames.indexOf(outer)
    const declaredOutside = (p: string) => {
      const v = ctx.scope.lookup(p)
      return v !== null && v.depth <= outerIndex
    }
    if (pointers.some((p) => outer.progress.has(p) && declaredOutside(p))) return true
    if (loop.style === 'for' && loop.init.length > 0) return false
    for (const p of pointers) {
      const v = ctx.scope.lookup(p)
      if (!v || v.depth >= this.frames.length) return false
      if (this.resetInside(outer.loop, loop, p)) return false
    }
    return true
  }

  /** Whether `name` is set back (not just advanced) inside `outer` outside of `inner`. */
  private resetInside(outer: Loop, inner: Loop, name: string): boolean {
    let reset = false
    const visit = (body: Stmt[]) => {
      for (const s of body) {
        if (s.kind === 'loop' && s.loop === inner) continue
        if (s.kind === 'assign' && s.op === '=' && s.targets.some((t) => nameOf(t) === name)) {
          const value = s.values[0]
          const advances = value && namesIn(value).has(name)
          const fromMap =
            value && (value.kind === 'index' || value.kind === 'call' || value.kind === 'binary')
          if (!advances && !fromMap) reset = true
          if (value && value.kind === 'literal') reset = true
        }
        if (s.kind === 'if') {
          visit(s.then)
          visit(s.otherwise)
        } else if (s.kind === 'block') visit(s.body)
        else if (s.kind === 'loop' && s.loop !== inner) visit(s.loop.body)
      }
    }
    visit(outer.body)
    if (outer.style === 'for') visit(outer.init.filter(() => false))
    return reset
  }

  // -------------------------------------------------------------------------------------------------
  // Expressions

  evalExpr(e: Expr, ctx: FnCtx): Cost {
    switch (e.kind) {
      case 'name':
      case 'literal':
      case 'lambda':
        return ONE
      case 'member':
        return this.evalExpr(e.object, ctx)
      case 'index':
        return addC(this.evalExpr(e.object, ctx), this.evalExpr(e.index, ctx))
      case 'slice': {
        let cost = addC(this.evalExpr(e.object, ctx), ...e.parts.map((p) => this.evalExpr(p, ctx)))
        if (this.language !== 'go') {
          const len = this.lenOf(e.object, ctx) ?? ONE
          cost = addC(cost, len)
          this.hiddenIfLooped(e.line, len, ctx, 'Slicing copies the sliced part')
        }
        return cost
      }
      case 'call':
        return this.evalCall(e, ctx)
      case 'new':
        return this.evalNew(e, ctx)
      case 'binary':
        return this.evalBinary(e, ctx)
      case 'unary':
        if (e.op === '...') return addC(this.evalExpr(e.operand, ctx), this.lenOf(e.operand, ctx) ?? ONE)
        return this.evalExpr(e.operand, ctx)
      case 'update':
        // counts[x]++ adds a key to a map.
        if (e.target.kind === 'index') this.indexWrite(e.target, null, ctx)
        return this.evalExpr(e.target, ctx)
      case 'assign': {
        if (e.op === 'kw') return this.evalExpr(e.value, ctx)
        const cost = addC(
          this.evalExpr(e.value, ctx),
          e.target.kind === 'index' ? this.evalExpr(e.target.index, ctx) : ONE,
        )
        if (e.op === '=') this.assignTo(e.target, e.value, this.shapeOf(e.value, ctx), ctx, false)
        else return addC(cost, this.compoundAssign(e.target, e.op, e.value, ctx))
        return cost
      }
      case 'collection': {
        let cost: Cost = ONE
        for (const el of e.elements) cost = addC(cost, this.evalExpr(el, ctx))
        return cost
      }
      case 'comprehension':
        return this.evalComprehension(e, ctx)
      case 'ternary':
        return addC(this.evalExpr(e.cond, ctx), this.evalExpr(e.then, ctx), this.evalExpr(e.otherwise, ctx))
      case 'other': {
        let cost: Cost = ONE
        for (const c of e.children) cost = addC(cost, this.evalExpr(c, ctx))
        return cost
      }
    }
  }

  private evalBinary(e: Expr & { kind: 'binary' }, ctx: FnCtx): Cost {
    let cost = addC(this.evalExpr(e.left, ctx), this.evalExpr(e.right, ctx))
    if (e.op === 'in' || e.op === 'not in') {
      const container = this.shapeOf(e.right, ctx)
      if (container.kind === 'coll' && isSequence(container.ds)) {
        const len = this.lenOf(e.right, ctx) ?? ONE
        cost = addC(cost, len)
        this.hiddenIfLooped(
          e.line,
          len,
          ctx,
          `\`in\` on a ${container.ds === 'string' ? 'string' : 'list'} scans it element by element`,
        )
      }
      return cost
    }
    // [0] * n, "ab" * n build a collection of that size.
    const repeated = repetition(e)
    if (repeated) return addC(cost, this.mag(repeated.count, ctx) ?? ONE)
    if (e.op === '+') {
      const l = this.shapeOf(e.left, ctx)
      const r = this.shapeOf(e.right, ctx)
      if (
        (l.kind === 'coll' && (l.ds === 'string' || l.ds === 'array')) ||
        (r.kind === 'coll' && r.ds === 'array')
      ) {
        // s + t builds a new string (or list) in every language: a copy of both.
        const total = this.concatLength(e, ctx)
        if (l.kind === 'coll' && l.ds === 'string')
          this.hiddenIfLooped(e.line, total, ctx, 'String concatenation copies both strings')
        return addC(cost, total)
      }
    }
    return cost
  }

  private hiddenIfLooped(line: number, cost: BigO, ctx: FnCtx, message: string): void {
    if (isConstant(cost) || this.frames.length <= ctx.base) return
    const loops = this.frames.slice(ctx.base).filter((f) => f.kind === 'loop' && !isConstant(f.count))
    if (loops.length === 0) return
    this.hidden.push({
      line,
      message: `${message}: O(${formatSize(cost)}) on every pass of the enclosing loop.`,
      cost: mul(this.multiplier(ctx.base), cost),
    })
  }

  private evalComprehension(e: Expr & { kind: 'comprehension' }, ctx: FnCtx): Cost {
    let cost: Cost = ONE
    let pushed = 0
    for (const clause of e.clauses) {
      const loop = clauseLoop(e, clause)
      cost = addC(cost, this.evalExpr(clause.iter, ctx))
      const plan = planLoop(loop, this.oracle(ctx))
      if (!plan.count) {
        this.undetermined.push({
          line: e.line,
          reason: `The comprehension on line ${e.line} ${plan.explanation}.`,
        })
        this.lower('low')
      }
      this.bindLoopVariables(loop, plan, ctx)
      this.frames.push({
        kind: 'loop',
        count: plan.count ?? ONE,
        loop,
        fnId: ctx.fn?.id ?? -1,
        progress: new Set(plan.progress),
        drained: null,
        depth: null,
        balanced: new Set(),
      })
      pushed++
      if (plan.count === null) cost = null
    }
    let inner: Cost = ONE
    for (const c of e.conds) inner = addC(inner, this.evalExpr(c, ctx))
    for (const el of e.element) inner = addC(inner, this.evalExpr(el, ctx))
    const m = this.multiplier(this.frames.length - pushed)
    this.frames.splice(this.frames.length - pushed, pushed)
    return addC(cost, mulC(m, inner))
  }

  private evalNew(e: Expr & { kind: 'new' }, ctx: FnCtx): Cost {
    let cost: Cost = ONE
    for (const a of [...e.args, ...e.dims, ...e.elements]) cost = addC(cost, this.evalExpr(a, ctx))
    const typeName = e.type.replace(/<.*$/, '').replace(/[*&]/g, '')
    const cls = this.classByName(typeName)
    if (cls && e.dims.length === 0) {
      const ctor = this.constructorOf(cls)
      if (ctor) cost = addC(cost, this.callFunction(ctor, e.args, ctx, this.classScope(cls.name), null))
      return cost
    }
    // Creating a collection costs its initial size (filled or copied), not what it grows to later.
    const shape = this.shapeOf(e, ctx)
    if (shape.kind === 'coll' && shape.alloc) cost = addC(cost, mul(shape.alloc.base, shape.alloc.elem))
    return cost
  }

  // -------------------------------------------------------------------------------------------------
  // Calls

  private evalCall(e: Expr & { kind: 'call' }, ctx: FnCtx): Cost {
    let cost: Cost = ONE
    for (const a of e.args) cost = addC(cost, this.evalExpr(a, ctx))
    const recv = receiverOf(e)
    if (recv) cost = addC(cost, this.evalExpr(recv, ctx))

    if (ctx.recursion && isSelfCall(e, ctx.recursion.fn)) return cost

    const target = this.resolveCall(e, ctx)
    if (target) {
      if (target.kind === 'ctor') {
        const ctor = this.constructorOf(target.cls)
        return addC(
          cost,
          ctor ? this.callFunction(ctor, e.args, ctx, this.classScope(target.cls.name), null) : ONE,
        )
      }
      return addC(cost, this.callFunction(target.fn, e.args, ctx, target.scope, target.receiver))
    }

    const op = classifyCall(e, this.language)
    if (op) return addC(cost, this.applyOp(e, op, ctx))
    const name = calleeName(e)
    if (
      name &&
      (CONSTANT_CALLS.has(name) ||
        /^(Math|math|Character|Integer|Long|String|Double|strconv|fmt|console|System|Number|Object|std|unicode)$/.test(
          pathOf(recv) ?? '',
        ))
    ) {
      return cost
    }
    if (recv) {
      const rs = this.shapeOf(recv, ctx)
      if (rs.kind === 'coll' || rs.kind === 'scalar' || rs.kind === 'int') return cost
    }
    return cost
  }

  private resolveCall(
    e: Expr & { kind: 'call' },
    ctx: FnCtx,
  ):
    | { kind: 'fn'; fn: FunctionIR; scope: Scope; receiver: Shape | null }
    | { kind: 'ctor'; cls: ClassIR }
    | null {
    const c = e.callee
    const arity = e.args.length
    if (c.kind === 'name') {
      const v = ctx.scope.lookup(c.name)
      if (v && v.shape.kind === 'func')
        return { kind: 'fn', fn: v.shape.fn, scope: v.shape.scope, receiver: null }
      const className = ctx.scope.className
      if (className) {
        const m = this.methodOf(className, c.name, arity)
        if (m) return { kind: 'fn', fn: m, scope: this.classScope(className), receiver: null }
      }
      const cls = this.classByName(c.name)
      if (cls) return { kind: 'ctor', cls }
      const top = this.program.functions.find(
        (f) => f.name === c.name && f.parentId === null && !f.isLambda && f.params.length === arity,
      )
      if (top)
        return {
          kind: 'fn',
          fn: top,
          scope: top.className ? this.classScope(top.className) : this.globalScope,
          receiver: null,
        }
      return null
    }
    if (c.kind === 'member') {
      const objPath = pathOf(c.object)
      if (objPath && ctx.selfNames.has(objPath) && ctx.scope.className) {
        const m = this.methodOf(ctx.scope.className, c.property, arity)
        if (m) return { kind: 'fn', fn: m, scope: this.classScope(ctx.scope.className), receiver: null }
      }
      const objShape = this.shapeOf(c.object, ctx)
      if (objShape.kind === 'obj') {
        const m = this.methodOf(objShape.cls, c.property, arity)
        if (m) return { kind: 'fn', fn: m, scope: this.classScope(objShape.cls), receiver: objShape }
      }
    }
    return null
  }

  /** Follows a call into one of the file's own functions, binding its parameters to the arguments. */
  private callFunction(
    fn: FunctionIR,
    args: Expr[],
    ctx: FnCtx,
    defScope: Scope,
    receiver: Shape | null,
  ): Cost {
    if (this.callStack.includes(fn)) {
      this.lower('medium')
      return ONE
    }
    if (this.callStack.length >= MAX_CALL_DEPTH) {
      this.lower('low')
      return ONE
    }
    const scope = new Scope(defScope, fn.className ?? defScope.className)
    const params = fn.params.filter(
      (p) => !/^(self|this|cls)$/.test(p.name) && !(p.type ?? '').startsWith('receiver:'),
    )
    const receiverParam = fn.params.find((p) => (p.type ?? '').startsWith('receiver:'))
    if (receiverParam)
      scope.define(receiverParam.name, {
        shape: receiver ?? { kind: 'obj', cls: fn.className ?? '' },
        depth: this.frames.length,
      })
    params.forEach((p, i) => {
      const arg = args[i]
      scope.define(p.name, {
        shape: arg ? this.shapeOf(arg, ctx) : this.declaredShape(p.type),
        depth: this.frames.length,
      })
    })
    if (this.isCapped(receiver, ctx, fn)) this.capObject(receiver as Shape & { kind: 'obj' }, ctx)
    if (selfCalls(fn).length > 0) return this.callRecursive(fn, args, ctx, scope, false)
    const inner = this.newCtx(fn, scope)
    this.callStack.push(fn)
    try {
      return this.evalBlock(fn.body, inner)
    } finally {
      this.callStack.pop()
    }
  }

  /** A hand-written heap popped whenever it grows past k: cap its storage at k. */
  private isCapped(receiver: Shape | null, ctx: FnCtx, fn: FunctionIR): boolean {
    if (!receiver || receiver.kind !== 'obj') return false
    if (
      !/^(pop|poll|remove|popleft|extract|removeMin|removeMax|extractMin|extractMax|dequeue)$/i.test(fn.name)
    )
      return false
    return ctx.conds.some((c) => conjuncts(c).some((x) => x.kind === 'binary' && /^(>|>=)$/.test(x.op)))
  }

  private capObject(obj: Shape & { kind: 'obj' }, ctx: FnCtx): void {
    for (const c of ctx.conds) {
      for (const x of conjuncts(c)) {
        if (x.kind !== 'binary' || !/^(>|>=)$/.test(x.op)) continue
        const limit = this.mag(x.right, ctx)
        if (!limit) continue
        for (const { shape } of this.classScope(obj.cls).locals()) {
          if (shape.kind === 'coll' && shape.alloc) shape.alloc.cap = limit
        }
      }
    }
  }

  /** Recursive functions: total calls from the recursion's shape, times the work of one call. */
  private callRecursive(fn: FunctionIR, args: Expr[], ctx: FnCtx, scope: Scope, isEntry: boolean): Cost {
    if (this.callStack.includes(fn)) return ONE
    const calls = selfCalls(fn)
    const plan = planRecursion(fn, calls, {
      mag: (e) => this.mag(e, this.newCtx(fn, scope)),
      lenOf: (e) => this.lenOf(e, this.newCtx(fn, scope)),
      shapeOf: (e) => this.shapeOf(e, this.newCtx(fn, scope)),
      paramShape: (name) => scope.lookup(name)?.shape ?? UNKNOWN,
    })
    // A memo table or visited set that outlives the call is shared by every call made from here:
    // charge the whole recursion once, not once per call site iteration.
    const storePath = plan.store && plan.store !== '@cache' ? plan.store : null
    const storeVar = storePath ? scope.lookup(storePath.replace(/^(self|this)\./, '')) : null
    const storeOutlives =
      plan.store === '@cache' ||
      (storeVar !== null &&
        storeVar.depth <= ctx.base + Math.max(0, this.frames.length - ctx.base - 1) &&
        this.frames.length > ctx.base)
    const amortKey = `${fn.id}`
    const amortise = !isEntry && (plan.kind === 'memo' || plan.kind === 'visit-once') && storeOutlives
    if (amortise && this.amortisedDone.has(amortKey)) return ONE

    for (const [p, range] of plan.ranges) {
      const current = scope.lookup(p)
      if (
        !current ||
        current.shape.kind === 'int' ||
        current.shape.kind === 'unknown' ||
        current.shape.kind === 'scalar'
      ) {
        scope.define(p, { shape: intShape(range), depth: this.frames.length })
      }
    }
    const inner = this.newCtx(fn, scope)
    inner.recursion = { fn, plan }
    const balanced = new Set<Allocation>()
    for (const path of balancedCollections(fn)) {
      const v =
        inner.scope.lookup(path) ??
        (inner.scope.className ? this.classScope(inner.scope.className).lookup(path) : null)
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
      this.undetermined.push({
        line: fn.line,
        reason: `The recursion in ${fn.name} (line ${fn.line}) does not follow a recognisable pattern.`,
      })
      this.lower('low')
    } else if (plan.confidence !== 'high') this.lower(plan.confidence)
    const allocsBefore = new Set(this.allocs.values())
    this.callStack.push(fn)
    this.frames.push(frame)
    const edgesBefore = this.pendingEdges.length
    let perCall: Cost
    try {
      perCall = this.evalBlock(fn.body, inner)
    } finally {
      this.frames.pop()
      this.callStack.pop()
    }
    const edgeWork = this.pendingEdges.splice(edgesBefore)
    let total: Cost
    if (plan.kind === 'divide') {
      total = divideAndConquer(plan, perCall)
    } else {
      total = mulC(plan.calls, perCall)
    }
    if (total && edgeWork.length > 0) total = add(total, ...edgeWork)
    const frameAllocs = [...new Set(this.allocs.values())].filter(
      (a) => !allocsBefore.has(a) && a.fnId === fn.id && !a.returned,
    )
    const frameSize =
      frameAllocs.length > 0
        ? add(...frameAllocs.filter((a) => !a.constantSize).map((a) => add(a.base, a.growth)), ONE)
        : ONE
    this.recursions.push({
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
      this.notes.push({
        line: fn.line,
        endLine: fn.endLine,
        cost: mul(this.multiplier(ctx.base), total),
        text: `${fn.name} (${lineText(fn.line, fn.endLine)}) is recursive: ${plan.explanation}${plan.calls && !isConstant(plan.calls) ? ` — ${formatCount(plan.calls)} calls` : ''}`,
        kind: 'recursion',
      })
    }
    if (amortise) {
      this.amortisedDone.add(amortKey)
      if (total) this.amortisedTotal = add(this.amortisedTotal, total)
      else return null
      return ONE
    }
    return total
  }

  private applyOp(e: Expr & { kind: 'call' }, op: CallOp, ctx: FnCtx): Cost {
    const target = op.target
    const shape = target ? this.shapeOf(target, ctx) : UNKNOWN
    const len = target ? (this.lenOf(target, ctx) ?? ONE) : ONE
    const name = calleeName(e) ?? 'call'
    switch (op.op) {
      case 'add': {
        if (shape.kind === 'coll' && shape.ds === 'heap') {
          this.grow(shape, ONE, ctx, op.element ? this.shapeOf(op.element, ctx) : SCALAR)
          return logOf(len)
        }
        if (target && target.kind === 'index') {
          // graph[u].append(v): fills the inner lists of a table.
          const outer = this.shapeOf(target.object, ctx)
          if (outer.kind === 'coll' && outer.alloc) {
            const element = op.element ? this.shapeOf(op.element, ctx) : SCALAR
            const size = element.kind === 'coll' ? this.sizeOfShape(element) : ONE
            outer.alloc.innerGrowth = add(
              outer.alloc.innerGrowth,
              mul(this.growthMultiplier(outer.alloc), size),
            )
            if (outer.ds === 'map')
              outer.alloc.growth = add(outer.alloc.growth, this.growthMultiplier(outer.alloc))
            return ONE
          }
        }
        if (
          target &&
          target.kind === 'call' &&
          /^(computeIfAbsent|setdefault|get|getOrDefault)$/.test(calleeName(target) ?? '')
        ) {
          const outerExpr = receiverOf(target)
          const outer = outerExpr ? this.shapeOf(outerExpr, ctx) : UNKNOWN
          if (outer.kind === 'coll' && outer.alloc) {
            outer.alloc.innerGrowth = add(outer.alloc.innerGrowth, this.growthMultiplier(outer.alloc))
            outer.alloc.growth = add(outer.alloc.growth, this.growthMultiplier(outer.alloc))
          }
          return ONE
        }
        // A string builder grows by the length of what is appended.
        const amount =
          shape.kind === 'coll' && shape.ds === 'string' && op.element
            ? (this.lenOf(op.element, ctx) ?? ONE)
            : ONE
        this.grow(
          shape,
          amount,
          ctx,
          op.element && !(shape.kind === 'coll' && shape.ds === 'string')
            ? this.shapeOf(op.element, ctx)
            : SCALAR,
        )
        if (shape.kind === 'coll' && shape.ds === 'sorted') return logOf(len)
        if (this.language === 'go' && nameOf(e.callee) === 'append' && op.element)
          this.retain(this.shapeOf(op.element, ctx), ctx)
        return ONE
      }
      case 'add-all': {
        const added = op.element ? (this.lenOf(op.element, ctx) ?? ONE) : ONE
        this.grow(shape, added, ctx)
        return added
      }
      case 'heap-add':
        this.grow(shape, ONE, ctx, op.element ? this.shapeOf(op.element, ctx) : SCALAR)
        return logOf(len)
      case 'heap-remove':
        this.capIfGuarded(shape, target, ctx)
        return logOf(len)
      case 'remove-end':
      case 'remove-front':
        if (shape.kind === 'coll' && shape.ds === 'heap') {
          this.capIfGuarded(shape, target, ctx)
          return logOf(len)
        }
        if (op.op === 'remove-front' && shape.kind === 'coll' && shape.ds === 'array' && name === 'remove') {
          this.hiddenIfLooped(
            e.line,
            len,
            ctx,
            'Removing from the front of an array list shifts every element',
          )
          return len
        }
        if (shape.kind === 'coll' && shape.ds === 'sorted') return logOf(len)
        return ONE
      case 'shift':
        this.hiddenIfLooped(
          e.line,
          len,
          ctx,
          `${name}${name === 'pop' ? '(0)' : ''} on an array shifts every element`,
        )
        if (op.element) this.grow(shape, ONE, ctx)
        return len
      case 'search': {
        if (shape.kind === 'coll' && !isSequence(shape.ds)) return shape.ds === 'sorted' ? logOf(len) : ONE
        if (shape.kind !== 'coll') return ONE
        this.hiddenIfLooped(
          e.line,
          len,
          ctx,
          `${name}() scans the ${shape.ds === 'string' ? 'string' : 'list'}`,
        )
        return len
      }
      case 'remove-value':
        if (shape.kind === 'coll' && !isSequence(shape.ds)) return shape.ds === 'sorted' ? logOf(len) : ONE
        this.hiddenIfLooped(e.line, len, ctx, `${name}() searches and shifts the list`)
        return len
      case 'sort':
      case 'sorted-copy': {
        const cost = isConstant(len) ? ONE : mul(len, logOf(len))
        if (!isConstant(len)) {
          this.notes.push({
            line: e.line,
            endLine: e.endLine,
            cost: mul(this.multiplier(ctx.base), cost),
            text: `sorting on line ${e.line} costs ${formatCount(cost)}`,
            kind: 'call',
          })
        }
        for (const a of e.args) if (a.kind === 'lambda') this.evalCallback(a, len, ctx)
        return cost
      }
      case 'bsearch':
        return logOf(len)
      case 'select': {
        const k = op.sizeArg ? (this.mag(op.sizeArg, ctx) ?? len) : len
        const cost = mul(len, logOf(k))
        this.noteCall(
          e,
          cost,
          `${name} on line ${e.line} keeps a heap of ${formatSize(k)} over ${formatSize(len)} elements: ${formatCount(cost)}`,
          ctx,
        )
        return cost
      }
      case 'tree-op':
        return logOf(len)
      case 'heapify':
      case 'copy':
      case 'scan':
        if (op.op === 'copy' && name === 'values' && shape.kind === 'coll' && shape.ds === 'map') return ONE
        // Copies inside a loop are easy to miss; a sum or max over the input is what the loop is for.
        if (target && op.op === 'copy')
          this.hiddenIfLooped(
            e.line,
            len,
            ctx,
            `${name}() copies the whole ${shape.kind === 'coll' && shape.ds === 'string' ? 'string' : 'collection'}`,
          )
        this.noteCall(e, len, `${name}() on line ${e.line} walks ${formatSize(len)} elements`, ctx)
        return len
      case 'iterate': {
        const callback = e.args.find((a) => a.kind === 'lambda')
        const per = callback ? this.evalCallback(callback as Expr & { kind: 'lambda' }, len, ctx) : ONE
        return mulC(len, per)
      }
      case 'resize': {
        const size = op.sizeArg ? (this.mag(op.sizeArg, ctx) ?? ONE) : ONE
        const elemShape = op.element ? this.shapeOf(op.element, ctx) : SCALAR
        const elemSize = elemShape.kind === 'coll' ? this.sizeOfShape(elemShape) : ONE
        if (shape.kind === 'coll' && shape.alloc) {
          shape.alloc.base = add(shape.alloc.base, size)
          shape.alloc.elem = add(shape.alloc.elem, elemSize)
          shape.alloc.constantSize = false
        }
        if (target && shape.kind === 'coll' && !shape.alloc) {
          const alloc = this.allocate(
            e,
            target.kind === 'member' ? target.property : (pathOf(target) ?? 'table'),
            'array',
            size,
            ctx,
            elemSize,
          )
          const newShape = collShape('array', size, elemShape, alloc)
          if (target.kind === 'name')
            ctx.scope.assign(target.name, { shape: newShape, depth: this.frames.length })
          else if (ctx.scope.className)
            this.classScope(ctx.scope.className).assign(
              target.kind === 'member' ? target.property : (nameOf(target) ?? ''),
              { shape: newShape, depth: 0 },
            )
        }
        return mul(size, elemSize)
      }
      case 'const':
        return ONE
    }
  }

  /** A library call whose own cost is not constant, for the explanation. */
  private noteCall(e: Expr, cost: BigO, text: string, ctx: FnCtx): void {
    if (isConstant(cost)) return
    this.notes.push({
      line: e.line,
      endLine: e.endLine,
      cost: mul(this.multiplier(ctx.base), cost),
      text,
      kind: 'call',
    })
  }

  private evalCallback(cb: Expr & { kind: 'lambda' }, count: BigO, ctx: FnCtx): Cost {
    const scope = new Scope(ctx.scope)
    for (const p of cb.fn.params) scope.define(p.name, { shape: SCALAR, depth: this.frames.length })
    const inner: FnCtx = { ...ctx, scope, conds: [] }
    this.frames.push({
      kind: 'loop',
      count,
      loop: null,
      fnId: ctx.fn?.id ?? -1,
      progress: new Set(),
      drained: null,
      depth: null,
      balanced: new Set(),
    })
    try {
      return this.evalBlock(cb.fn.body, inner)
    } finally {
      this.frames.pop()
    }
  }

  /** `if len(heap) > k: heappop(heap)` keeps the heap at k elements. */
  private capIfGuarded(shape: Shape, target: Expr | null, ctx: FnCtx): void {
    if (shape.kind !== 'coll' || !shape.alloc || !target) return
    const path = pathOf(target)
    for (const c of ctx.conds) {
      for (const x of conjuncts(c)) {
        if (x.kind !== 'binary' || !/^(>|>=|==|===)$/.test(x.op)) continue
        const sized = sizeTarget(x.left)
        if (sized && pathOf(sized) === path) {
          const limit = this.mag(x.right, ctx)
          if (limit) shape.alloc.cap = limit
        }
      }
    }
  }

  // -------------------------------------------------------------------------------------------------
  // Sizes

  private growthMultiplier(alloc: Allocation): BigO {
    let m: BigO = ONE
    for (let i = alloc.depth; i < this.frames.length; i++) {
      const f = this.frames[i] as Frame
      if (f.kind === 'recursion') {
        if (f.balanced.has(alloc) && f.depth) {
          // Pushed before and popped after each recursive call: as deep as the recursion, no more.
          return f.depth
        }
      }
      m = mul(m, f.count)
    }
    return m
  }

  private grow(shape: Shape, amount: BigO, ctx: FnCtx, element: Shape = SCALAR): void {
    if (shape.kind !== 'coll' || !shape.alloc) return
    const alloc = shape.alloc
    alloc.growth = add(alloc.growth, mul(this.growthMultiplier(alloc), amount))
    if (element.kind === 'coll') alloc.elem = add(alloc.elem, this.sizeOfShape(element))
  }

  private allocate(
    at: Expr,
    name: string,
    ds: DsKind,
    base: BigO,
    ctx: FnCtx,
    elem: BigO = ONE,
    constantSize = false,
  ): Allocation {
    const existing = this.allocs.get(at)
    if (existing) return existing
    const alloc: Allocation = {
      site: at,
      name,
      line: at.line,
      ds,
      base,
      growth: ONE,
      cap: null,
      elem,
      innerGrowth: ONE,
      balanced: false,
      fnId: ctx.fn?.id ?? -1,
      depth: this.frames.length,
      returned: false,
      constantSize,
      copies: ONE,
    }
    this.allocs.set(at, alloc)
    return alloc
  }

  private hinted(alloc: Allocation): BigO {
    const hint = this.hints?.get(alloc.site)
    const cap = alloc.cap ?? hint?.cap
    if (cap) return cap
    const own = add(alloc.base, alloc.growth)
    return hint ? add(hint.size, own) : own
  }

  private hintedInner(alloc: Allocation): BigO | null {
    const hint = this.hints?.get(alloc.site)?.inner
    const own = alloc.innerGrowth
    return hint ? add(hint, own) : isConstant(own) ? null : own
  }

  private sizeOfShape(shape: Shape): BigO {
    if (shape.kind !== 'coll') return ONE
    const len = shape.alloc ? this.hinted(shape.alloc) : shape.len
    const elem = shape.elem.kind === 'coll' ? this.sizeOfShape(shape.elem) : ONE
    return mul(len, elem)
  }

  elementShape(shape: Shape): Shape {
    if (shape.kind === 'coll') return shape.elem
    if (shape.kind === 'int') return intShape(shape.mag)
    return UNKNOWN
  }

  lenOf(e: Expr, ctx: FnCtx): BigO | null {
    const shape = this.shapeOf(e, ctx)
    if (shape.kind === 'coll') return shape.alloc ? this.hinted(shape.alloc) : shape.len
    if (shape.kind === 'node') return shape.size
    if (shape.kind === 'int') return shape.mag
    if (shape.kind === 'scalar') return ONE
    if (shape.kind === 'obj') {
      for (const v of this.classScope(shape.cls).locals()) {
        if (v.shape.kind === 'coll' && v.shape.alloc) return this.hinted(v.shape.alloc)
      }
    }
    return null
  }

  /** The magnitude of a number-valued expression: `len(nums) - 1` → n, `n * m` → m·n, `1 << n` → 2^n. */
  mag(e: Expr, ctx: FnCtx): BigO | null {
    if (e.kind === 'name' || e.kind === 'literal') return this.computeMag(e, ctx)
    const memo = this.magMemo.get(e)
    if (memo !== undefined) return memo
    const value = this.computeMag(e, ctx)
    this.magMemo.set(e, value)
    return value
  }

  private computeMag(e: Expr, ctx: FnCtx): BigO | null {
    switch (e.kind) {
      case 'literal':
        return e.type === 'number' || e.type === 'bool' || e.type === 'string' ? ONE : null
      case 'name': {
        if (/^(Infinity|INT_MAX|INT_MIN|MaxInt|MaxInt32|MaxInt64|MinInt)$/.test(e.name)) return null
        const v = ctx.scope.lookup(e.name)
        if (!v) return ctx.fn?.className ? this.fieldMag(e.name, ctx) : null
        if (v.shape.kind === 'int') return v.shape.mag
        if (v.shape.kind === 'scalar') return ONE
        return null
      }
      case 'member': {
        if (/^(length|size)$/.test(e.property)) return this.lenOf(e.object, ctx)
        if (/^(MAX_VALUE|MIN_VALUE|MaxInt|MaxInt32|MaxInt64|inf)$/.test(e.property)) return null
        const shape = this.shapeOf(e, ctx)
        if (shape.kind === 'int') return shape.mag
        if (shape.kind === 'scalar') return ONE
        return null
      }
      case 'index': {
        const shape = this.shapeOf(e, ctx)
        if (shape.kind === 'int') return shape.mag
        return null
      }
      case 'call': {
        const name = calleeName(e)
        const recv = receiverOf(e)
        if (!name) return null
        if (name === 'len' && e.args[0]) return this.lenOf(e.args[0], ctx)
        if (/^(size|length|Len|count|len)$/.test(name) && recv) return this.lenOf(recv, ctx)
        if (/^(max|min|abs|int|floor|ceil|round|Number|parseInt|trunc|Abs)$/.test(name)) {
          const mags = e.args.map((a) => this.mag(a, ctx))
          // max(piles): a value, not a size — its own symbol M (binary search over answers is O(log M)).
          if (e.args.length === 1 && e.args[0] && this.shapeOf(e.args[0], ctx).kind === 'coll')
            return /^max$/.test(name) ? sym('M') : null
          if (mags.some((m) => m === null)) return null
          return mags.length > 0 ? add(...(mags as BigO[])) : ONE
        }
        if (/^(sqrt|isqrt|Sqrt)$/.test(name) && e.args[0]) {
          const m = this.mag(e.args[0], ctx)
          return m ? sqrtOf(m) : null
        }
        if (/^(pow|Pow)$/.test(name) && e.args.length === 2) {
          const base = e.args[0]
          const exp = this.mag(e.args[1] as Expr, ctx)
          if (base && base.kind === 'literal' && exp && !isConstant(exp)) {
            const s = [...symbols(exp)][0]
            return s ? expSym(s, base.value ?? 2) : null
          }
        }
        if (/^(ord|charCodeAt|hash|abs|int)$/.test(name)) return ONE
        return null
      }
      case 'binary': {
        const l = this.mag(e.left, ctx)
        const r = this.mag(e.right, ctx)
        switch (e.op) {
          case '+':
          case '|':
          case '^':
            return l && r ? add(l, r) : null
          case '-':
            if (l && !isConstant(l)) return l
            return l && r ? add(l, r) : null
          case '*':
            return l && r ? mul(l, r) : null
          case '/':
          case '//':
          case '>>':
          case '>>>':
          case '%':
          case '&':
            return l
          case '<<': {
            const left = e.left
            if (left.kind === 'literal' && r && !isConstant(r)) {
              const s = [...symbols(r)][0]
              return s ? expSym(s) : null
            }
            return l
          }
          case '**': {
            if (e.left.kind === 'literal' && r && !isConstant(r)) {
              const s = [...symbols(r)][0]
              return s ? expSym(s, e.left.value ?? 2) : null
            }
            const power = e.right.kind === 'literal' ? (e.right.value ?? 1) : 1
            return l ? mul(...Array.from({ length: Math.max(1, power) }, () => l)) : null
          }
          default:
            return ONE
        }
      }
      case 'unary':
        return e.op === '-' || e.op === '+' || e.op === '~' ? this.mag(e.operand, ctx) : ONE
      case 'ternary': {
        const a = this.mag(e.then, ctx)
        const b = this.mag(e.otherwise, ctx)
        return a && b ? add(a, b) : (a ?? b)
      }
      case 'other':
        return e.children.length === 1 ? this.mag(e.children[0] as Expr, ctx) : null
      case 'assign':
        return this.mag(e.value, ctx)
      default:
        return null
    }
  }

  private fieldMag(name: string, ctx: FnCtx): BigO | null {
    const cls = ctx.scope.className
    if (!cls) return null
    const v = this.classScope(cls).lookup(name)
    return v && v.shape.kind === 'int' ? v.shape.mag : null
  }

  /** What an expression's value looks like; allocation expressions create (or find) their allocation. */
  shapeOf(e: Expr, ctx: FnCtx): Shape {
    if (e.kind === 'name') return this.computeShape(e, ctx)
    const memo = this.shapeMemo.get(e)
    if (memo) return memo
    const shape = this.computeShape(e, ctx)
    this.shapeMemo.set(e, shape)
    return shape
  }

  private computeShape(e: Expr, ctx: FnCtx): Shape {
    switch (e.kind) {
      case 'literal':
        if (e.type === 'number') return intShape(ONE, e.value)
        // A string literal may become a string the code builds up (`result = ""; result += c`).
        if (e.type === 'string')
          return collShape('string', ONE, SCALAR, this.allocate(e, 'string', 'string', ONE, ctx, ONE, true))
        return SCALAR
      case 'name': {
        const v = ctx.scope.lookup(e.name)
        if (v) return v.shape
        if (ctx.scope.className) {
          const f = this.classScope(ctx.scope.className).lookup(e.name)
          if (f) return f.shape
        }
        return UNKNOWN
      }
      case 'member': {
        const objPath = pathOf(e.object)
        if (objPath && ctx.selfNames.has(objPath) && ctx.scope.className) {
          return this.classScope(ctx.scope.className).lookup(e.property)?.shape ?? UNKNOWN
        }
        const obj = this.shapeOf(e.object, ctx)
        if (/^(length|size)$/.test(e.property)) {
          const len = this.lenOf(e.object, ctx)
          return len ? intShape(len) : UNKNOWN
        }
        if (obj.kind === 'obj') return this.classScope(obj.cls).lookup(e.property)?.shape ?? UNKNOWN
        if (obj.kind === 'node') {
          if (/^(next|Next|left|right|Left|Right)$/.test(e.property)) return obj
          if (/^(val|Val|value|key)$/.test(e.property)) return SCALAR
          if (/^(neighbors|children)$/.test(e.property)) return collShape('array', ONE, obj)
        }
        if (obj.kind === 'coll' && /^(first|second)$/.test(e.property)) return SCALAR
        return UNKNOWN
      }
      case 'index': {
        const obj = this.shapeOf(e.object, ctx)
        if (obj.kind === 'coll') return obj.elem
        return UNKNOWN
      }
      case 'slice': {
        const obj = this.shapeOf(e.object, ctx)
        if (obj.kind !== 'coll') return UNKNOWN
        if (this.language === 'go') return obj
        const len = this.lenOf(e.object, ctx) ?? ONE
        return collShape(
          obj.ds,
          len,
          obj.elem,
          this.allocate(e, 'slice', obj.ds, len, ctx, this.sizeOfElem(obj)),
        )
      }
      case 'collection': {
        if (e.type === 'tuple' && e.elements.length > 0) {
          return collShape('array', ONE, this.shapeOf(e.elements[0] as Expr, ctx))
        }
        let spread: BigO = ONE
        for (const el of e.elements)
          if (el.kind === 'unary' && el.op === '...') spread = add(spread, this.lenOf(el.operand, ctx) ?? ONE)
        const ds: DsKind = e.type === 'map' ? 'map' : e.type === 'set' ? 'set' : 'array'
        const elem =
          e.elements[0] && e.type !== 'map' && !(e.elements[0].kind === 'unary' && e.elements[0].op === '...')
            ? this.shapeOf(e.elements[0], ctx)
            : SCALAR
        return collShape(
          ds,
          spread,
          elem,
          this.allocate(e, 'literal', ds, spread, ctx, elem.kind === 'coll' ? this.sizeOfShape(elem) : ONE),
        )
      }
      case 'comprehension': {
        let count: BigO = ONE
        const pushed: number[] = []
        for (const clause of e.clauses) {
          const loop = clauseLoop(e, clause)
          const plan = planLoop(loop, this.oracle(ctx))
          this.bindLoopVariables(loop, plan, ctx)
          count = mul(count, plan.count ?? ONE)
          pushed.push(1)
        }
        const elem = e.element[e.type === 'map' ? 1 : 0]
        const elemShape = elem ? this.shapeOf(elem, ctx) : SCALAR
        const ds: DsKind = e.type === 'map' ? 'map' : e.type === 'set' ? 'set' : 'array'
        if (e.type === 'generator') return collShape('array', count, elemShape)
        return collShape(
          ds,
          count,
          elemShape,
          this.allocate(
            e,
            'comprehension',
            ds,
            count,
            ctx,
            elemShape.kind === 'coll' ? this.sizeOfShape(elemShape) : ONE,
          ),
        )
      }
      case 'binary':
        return this.binaryShape(e, ctx)
      case 'new':
        return this.newShape(e, ctx)
      case 'call':
        return this.callShape(e, ctx)
      case 'ternary': {
        const a = this.shapeOf(e.then, ctx)
        return a.kind !== 'unknown' && !(a.kind === 'scalar') ? a : this.shapeOf(e.otherwise, ctx)
      }
      case 'assign':
        return this.shapeOf(e.value, ctx)
      case 'unary':
        if (e.op === '*' || e.op === '&' || e.op === '...') return this.shapeOf(e.operand, ctx)
        if (e.op === '-' || e.op === '+') return this.shapeOf(e.operand, ctx)
        return SCALAR
      case 'lambda':
        return { kind: 'func', fn: e.fn, scope: ctx.scope }
      case 'other':
        return e.children.length === 1 ? this.shapeOf(e.children[0] as Expr, ctx) : UNKNOWN
      default:
        return UNKNOWN
    }
  }

  /** `a + b` on strings or lists: the result holds both. */
  private concatLength(e: Expr & { kind: 'binary' }, ctx: FnCtx): BigO {
    return add(this.lenOf(e.left, ctx) ?? ONE, this.lenOf(e.right, ctx) ?? ONE)
  }

  private sizeOfElem(shape: Shape & { kind: 'coll' }): BigO {
    return shape.elem.kind === 'coll' ? this.sizeOfShape(shape.elem) : ONE
  }

  private binaryShape(e: Expr & { kind: 'binary' }, ctx: FnCtx): Shape {
    const repeated = repetition(e)
    if (repeated) {
      const { list, count } = repeated
      const n = this.mag(count, ctx) ?? ONE
      const inner =
        list.kind === 'collection' && list.elements[0] ? this.shapeOf(list.elements[0], ctx) : SCALAR
      const ds: DsKind = list.kind === 'literal' ? 'string' : 'array'
      const fixed = list.kind === 'collection' && isConstant(n)
      return collShape(
        ds,
        n,
        inner,
        this.allocate(e, 'table', ds, n, ctx, inner.kind === 'coll' ? this.sizeOfShape(inner) : ONE, fixed),
      )
    }
    if (e.op === '+') {
      const l = this.shapeOf(e.left, ctx)
      const r = this.shapeOf(e.right, ctx)
      if (l.kind === 'coll' || r.kind === 'coll') {
        const ds = l.kind === 'coll' ? l.ds : r.kind === 'coll' ? r.ds : 'array'
        const len = this.concatLength(e, ctx)
        return collShape(
          ds,
          len,
          l.kind === 'coll' ? l.elem : SCALAR,
          this.allocate(e, 'concat', ds, len, ctx),
        )
      }
    }
    const m = this.mag(e, ctx)
    if (/^(<|<=|>|>=|==|!=|===|!==|and|or|&&|\|\||in|not in|instanceof|is|is not)$/.test(e.op)) return SCALAR
    return m ? intShape(m) : SCALAR
  }

  private newShape(e: Expr & { kind: 'new' }, ctx: FnCtx): Shape {
    const rawType = e.type.replace(/\s+/g, '')
    const typeName = rawType.replace(/<.*$/, '').replace(/[*&]/g, '')
    const cls = this.classByName(typeName)
    if (cls && e.dims.length === 0) {
      if (cls.fields.length === 0 && cls.methods.some((m) => /^(Len|Push|Pop)$/.test(m.name))) {
        // A named slice type used as a heap (Go's container/heap).
        return collShape('heap', ONE, SCALAR, this.allocate(e, typeName, 'heap', ONE, ctx))
      }
      const shape: Shape = { kind: 'obj', cls: cls.name }
      const alloc = this.allocate(e, typeName, 'unknown', ONE, ctx)
      this.objectAlloc.set(shape, alloc)
      return shape
    }
    const ds = dsOfType(rawType)
    if (e.dims.length > 0) {
      const dims = e.dims.map((d) => this.mag(d, ctx) ?? ONE)
      const first = dims[0] as BigO
      const rest = dims.slice(1)
      const inner =
        rest.length > 0
          ? collShape(
              'array',
              rest[0] as BigO,
              rest.length > 1 ? collShape('array', rest[1] as BigO) : SCALAR,
            )
          : SCALAR
      const elemSize = rest.length > 0 ? mul(...rest) : ONE
      const fixed = dims.every(isConstant)
      return collShape(
        ds === 'unknown' ? 'array' : ds,
        first,
        inner,
        this.allocate(e, 'array', ds === 'unknown' ? 'array' : ds, first, ctx, elemSize, fixed),
      )
    }
    if (e.elements.length > 0 && e.args.length === 0) {
      const elem = this.shapeOf(e.elements[0] as Expr, ctx)
      const n = ONE
      return collShape(
        ds === 'unknown' ? 'array' : ds,
        n,
        elem,
        this.allocate(
          e,
          'literal',
          ds === 'unknown' ? 'array' : ds,
          n,
          ctx,
          elem.kind === 'coll' ? this.sizeOfShape(elem) : ONE,
          true,
        ),
      )
    }
    // Constructor arguments: a size (`vector<int>(n, 0)`, `new Array(n)`), a source to copy
    // (`new ArrayList<>(list)`, `new Set(nums)`), or a comparator.
    const [a0, a1] = e.args
    let len: BigO = ONE
    let elem: Shape = SCALAR
    let fixed = false
    if (a0) {
      const s0 = this.shapeOf(a0, ctx)
      if (s0.kind === 'coll' && ds !== 'heap') {
        len = this.lenOf(a0, ctx) ?? ONE
        elem = s0.elem
      } else if (s0.kind === 'int' || (a0.kind === 'literal' && a0.type === 'number')) {
        const m = this.mag(a0, ctx) ?? ONE
        const isCapacity =
          /^(ArrayList|HashMap|HashSet|ArrayDeque|PriorityQueue|StringBuilder|LinkedHashMap)/.test(typeName)
        if (!isCapacity) {
          len = m
          fixed = isConstant(m)
        }
        if (a1) {
          const s1 = this.shapeOf(a1, ctx)
          if (s1.kind === 'coll') elem = s1
        }
      }
    }
    const kind: DsKind = ds === 'unknown' ? (/^(Array|vector)$/.test(typeName) ? 'array' : 'unknown') : ds
    return collShape(
      kind === 'unknown' ? 'array' : kind,
      len,
      elem,
      this.allocate(
        e,
        typeName || 'collection',
        kind === 'unknown' ? 'array' : kind,
        len,
        ctx,
        elem.kind === 'coll' ? this.sizeOfShape(elem) : ONE,
        fixed,
      ),
    )
  }

  private callShape(e: Expr & { kind: 'call' }, ctx: FnCtx): Shape {
    const name = calleeName(e)
    const recv = receiverOf(e)
    const [a0, a1] = e.args
    if (!name) return UNKNOWN
    if (!recv) {
      switch (name) {
        case 'list':
        case 'sorted':
        case 'tuple':
        case 'reversed':
        case 'deque':
        case 'set':
        case 'frozenset':
        case 'Counter':
        case 'dict':
        case 'defaultdict':
        case 'OrderedDict':
        case 'bytearray': {
          const ds: DsKind = /^(set|frozenset)$/.test(name)
            ? 'set'
            : /^(Counter|dict|defaultdict|OrderedDict)$/.test(name)
              ? 'map'
              : name === 'deque'
                ? 'deque'
                : 'array'
          const src =
            a0 &&
            !(a0.kind === 'name' && /^(list|int|set|str|dict|lambda)$/.test(a0.name)) &&
            a0.kind !== 'lambda'
              ? a0
              : null
          const srcShape = src ? this.shapeOf(src, ctx) : null
          const len = src ? (srcShape?.kind === 'int' ? srcShape.mag : (this.lenOf(src, ctx) ?? ONE)) : ONE
          const elem =
            ds === 'map' && name === 'defaultdict' && a0 && a0.kind === 'name' && /^(list|set)$/.test(a0.name)
              ? collShape(a0.name === 'set' ? 'set' : 'array', ONE)
              : srcShape?.kind === 'coll'
                ? srcShape.elem
                : SCALAR
          return collShape(ds, len, elem, this.allocate(e, name, ds, len, ctx))
        }
        case 'range': {
          const m = this.mag((e.args.length === 1 ? a0 : a1) as Expr, ctx) ?? ONE
          return collShape('array', m, intShape(m))
        }
        case 'str':
        case 'bin':
        case 'String':
          return collShape('string', a0 ? (this.lenOf(a0, ctx) ?? ONE) : ONE)
        case 'len':
          return a0 ? intShape(this.lenOf(a0, ctx) ?? ONE) : CONSTANT_INT
        case 'enumerate':
        case 'zip':
        case 'iter':
          return a0 ? this.shapeOf(a0, ctx) : UNKNOWN
        case 'append': {
          if (this.language === 'go' && a0) {
            const base = this.shapeOf(a0, ctx)
            if (base.kind === 'coll' && base.alloc) return base
            const elem = a1 ? this.shapeOf(a1, ctx) : SCALAR
            const copied = a0.kind === 'literal' || a0.kind === 'other' || base.kind !== 'coll'
            if (copied && a1) {
              const len = this.lenOf(a1, ctx) ?? ONE
              const s1 = this.shapeOf(a1, ctx)
              return collShape(
                'array',
                len,
                s1.kind === 'coll' ? s1.elem : elem,
                this.allocate(e, 'copy', 'array', len, ctx),
              )
            }
            return collShape('array', ONE, elem, this.allocate(e, 'slice', 'array', ONE, ctx))
          }
          break
        }
        default:
          break
      }
      const cls = this.classByName(name)
      if (cls) {
        const shape: Shape = { kind: 'obj', cls: cls.name }
        this.objectAlloc.set(shape, this.allocate(e, name, 'unknown', ONE, ctx))
        return shape
      }
      const fn = this.resolveCall(e, ctx)
      if (fn && fn.kind === 'fn') return this.returnShape(fn.fn, e, ctx)
      if (
        /^(max|min|abs|sum|ord|int|round|floor|ceil|pow|sqrt|gcd|bisect_left|bisect_right|bisect|heappop)$/.test(
          name,
        )
      ) {
        const m = this.mag(e, ctx)
        return m ? intShape(m) : SCALAR
      }
      return UNKNOWN
    }
    // Methods
    const recvShape = this.shapeOf(recv, ctx)
    const recvPath = pathOf(recv)
    if (recvPath === 'Array' && name === 'from' && a0) {
      const len =
        this.mag(a0, ctx) ??
        (a0.kind === 'collection' && a0.type === 'map' ? this.lengthField(a0, ctx) : this.lenOf(a0, ctx)) ??
        ONE
      let elem: Shape = SCALAR
      if (a1 && a1.kind === 'lambda') {
        const ret = a1.fn.body.find((s) => s.kind === 'return')
        if (ret && ret.kind === 'return' && ret.value) elem = this.shapeOf(ret.value, ctx)
      }
      return collShape(
        'array',
        len,
        elem,
        this.allocate(e, 'array', 'array', len, ctx, elem.kind === 'coll' ? this.sizeOfShape(elem) : ONE),
      )
    }
    if ((recvPath === 'Arrays' && name === 'copyOf') || (recvPath === 'Arrays' && name === 'asList')) {
      const len = a0 ? (this.lenOf(a0, ctx) ?? ONE) : ONE
      return collShape('array', len, SCALAR, this.allocate(e, 'copy', 'array', len, ctx))
    }
    if (recvPath === 'Object' && /^(keys|values|entries)$/.test(name) && a0) {
      const len = this.lenOf(a0, ctx) ?? ONE
      return collShape('array', len, SCALAR, this.allocate(e, name, 'array', len, ctx))
    }
    if (recvShape.kind === 'obj') {
      const m = this.methodOf(recvShape.cls, name, e.args.length)
      if (m) return this.returnShape(m, e, ctx)
      return UNKNOWN
    }
    if (recvShape.kind === 'coll') {
      if (/^(fill|sort|reverse|concat)$/.test(name)) return recvShape
      if (
        /^(slice|copy|clone|substring|substr|subList|split|toCharArray|chars|map|filter|keys|values|items|entrySet|keySet|toArray|join|toString|lower|upper|strip|trim|toLowerCase|toUpperCase|replace|repeat|splitlines)$/.test(
          name,
        )
      ) {
        if (/^(keys|values|items|entrySet|keySet)$/.test(name) && recvShape.ds === 'map')
          return collShape('array', this.lenOf(recv, ctx) ?? ONE, SCALAR)
        const len = this.lenOf(recv, ctx) ?? ONE
        const ds: DsKind =
          /^(join|toString|substring|substr|lower|upper|strip|trim|toLowerCase|toUpperCase|replace|repeat)$/.test(
            name,
          )
            ? 'string'
            : recvShape.ds === 'string' && /^(slice)$/.test(name)
              ? 'string'
              : 'array'
        if (name === 'join' && this.language === 'python') {
          const srcLen = a0 ? (this.lenOf(a0, ctx) ?? ONE) : ONE
          return collShape('string', srcLen, SCALAR, this.allocate(e, 'join', 'string', srcLen, ctx))
        }
        return collShape(
          ds,
          len,
          ds === 'string' ? SCALAR : recvShape.elem,
          this.allocate(e, name, ds, len, ctx, ds === 'string' ? ONE : this.sizeOfElem(recvShape)),
        )
      }
      if (
        /^(get|getOrDefault|pop|popleft|poll|pollFirst|pollLast|peek|peekFirst|peekLast|top|front|back|remove|removeFirst|removeLast|first|last|at|charAt|getFirst|getLast|shift|setdefault|computeIfAbsent)$/.test(
          name,
        )
      ) {
        return recvShape.elem
      }
      if (/^(size|length|count|index|indexOf|find)$/.test(name)) return intShape(this.lenOf(recv, ctx) ?? ONE)
    }
    if (/^(length|size|count)$/.test(name)) {
      const len = this.lenOf(recv, ctx)
      return len ? intShape(len) : SCALAR
    }
    if (/^(toString|substring|toLowerCase|toUpperCase|trim|join|repeat)$/.test(name)) {
      return collShape('string', this.lenOf(recv, ctx) ?? ONE)
    }
    if (
      /^(charAt|charCodeAt|codePointAt|equals|compareTo|isEmpty|empty|contains|containsKey|has|includes|startsWith|endsWith|test)$/.test(
        name,
      )
    ) {
      return SCALAR
    }
    if (recvPath === 'heapq' && /^(heappop|heapreplace|heappushpop)$/.test(name) && a0) {
      const heap = this.shapeOf(a0, ctx)
      return heap.kind === 'coll' ? heap.elem : UNKNOWN
    }
    if (recvPath === 'heapq' && /^(nlargest|nsmallest)$/.test(name) && a0) {
      const k = this.mag(a0, ctx) ?? ONE
      return collShape('array', k, SCALAR, this.allocate(e, name, 'array', k, ctx))
    }
    return UNKNOWN
  }

  private lengthField(obj: Expr & { kind: 'collection' }, ctx: FnCtx): BigO | null {
    for (let i = 0; i + 1 < obj.elements.length; i += 2) {
      const k = obj.elements[i]
      if (k && k.kind === 'name' && k.name === 'length') return this.mag(obj.elements[i + 1] as Expr, ctx)
    }
    return null
  }

  /** The shape a user function returns, read from its return statements without charging their cost. */
  private returnShape(fn: FunctionIR, call: Expr & { kind: 'call' }, ctx: FnCtx): Shape {
    const returned: Expr[] = []
    walkStmts(fn.body, (s) => {
      if (s.kind === 'return' && s.value) returned.push(s.value)
    })
    // A function that may return one of its parameters (`if len(nums) <= 1: return nums`) returns
    // something of that parameter's shape.
    const params = fn.params.filter(
      (p) => !/^(self|this|cls)$/.test(p.name) && !(p.type ?? '').startsWith('receiver:'),
    )
    for (const r of returned) {
      const i = r.kind === 'name' ? params.findIndex((p) => p.name === r.name) : -1
      const arg = i >= 0 ? call.args[i] : undefined
      if (arg) {
        const shape = this.shapeOf(arg, ctx)
        if (shape.kind === 'coll') return shape
      }
    }
    if (this.callStack.includes(fn) || this.callStack.length >= MAX_CALL_DEPTH) return UNKNOWN
    const value = returned[returned.length - 1]
    if (!value) return UNKNOWN
    const scope = new Scope(ctx.scope, fn.className ?? ctx.scope.className)
    params.forEach((p, i) => {
      const arg = call.args[i]
      scope.define(p.name, { shape: arg ? this.shapeOf(arg, ctx) : UNKNOWN, depth: this.frames.length })
    })
    if (value.kind === 'name') {
      const t = classifyType(fn.returnType)
      if (t.kind === 'int') return CONSTANT_INT
      if (t.kind === 'node') return { kind: 'node', struct: t.struct, size: this.anyNodeSize(ctx) ?? ONE }
    }
    const inner = this.newCtx(fn, scope)
    const shape =
      value.kind === 'name' || value.kind === 'member' || value.kind === 'index'
        ? this.shapeOf(value, inner)
        : UNKNOWN
    return shape
  }
}

/** `queue = next` inside the loop: a level-by-level traversal swapping in the next frontier. */
function reassignedWithin(body: Stmt[], path: string | null): boolean {
  let found = false
  walkStmts(body, (s) => {
    if (s.kind === 'assign' && s.op === '=' && s.targets.some((t) => pathOf(t) === path)) found = true
  })
  return found
}

/** The first operand of a chain of binary operators: `s` in `s + c + c`. */
function leftmost(e: Expr): Expr | null {
  let cur = e
  while (cur.kind === 'binary') cur = cur.left
  return cur
}

function rootOf(e: Expr): string {
  let cur = e
  while (cur.kind === 'index') cur = cur.object
  return pathOf(cur) ?? ''
}

/** A comprehension's `for` clause is a loop over its iterable, planned like any other. */
function clauseLoop(e: Expr & { kind: 'comprehension' }, clause: { target: Expr; iter: Expr }): Loop {
  return {
    line: e.line,
    endLine: e.endLine,
    style: 'each',
    target: clause.target,
    iter: clause.iter,
    body: [],
  }
}

/** `[0] * n`, `"ab" * n`: the literal that is repeated and the count; null when `*` multiplies numbers. */
function repetition(e: Expr & { kind: 'binary' }): { list: Expr; count: Expr } | null {
  if (e.op !== '*') return null
  if (e.left.kind === 'collection' || (e.left.kind === 'literal' && e.left.type === 'string'))
    return { list: e.left, count: e.right }
  if (e.right.kind === 'collection') return { list: e.right, count: e.left }
  return null
}

function isSequence(ds: DsKind): boolean {
  return (
    ds === 'array' || ds === 'list' || ds === 'string' || ds === 'deque' || ds === 'stack' || ds === 'unknown'
  )
}

function sizeTarget(e: Expr): Expr | null {
  if (e.kind === 'call') {
    const n = calleeName(e)
    if (n === 'len' && e.args[0]) return e.args[0]
    if (n && /^(size|length|Len)$/.test(n)) return receiverOf(e)
  }
  if (e.kind === 'member' && /^(length|size)$/.test(e.property)) return e.object
  if (e.kind === 'other' && e.children.length === 1) return sizeTarget(e.children[0] as Expr)
  return null
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
        if (/^(pop|pop_back|removeLast|pollLast|remove|discard|delete|erase)$/.test(n)) popped.add(p)
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

export interface SizeHint {
  size: BigO
  inner: BigO | null
  cap: BigO | null
}

/** What a first pass learnt about each allocation, for the second pass to use from the start. */
export function sizeHints(allocations: Allocation[]): Map<Expr, SizeHint> {
  const hints = new Map<Expr, SizeHint>()
  for (const a of allocations) {
    hints.set(a.site, {
      size: add(a.base, a.growth),
      inner: isConstant(a.innerGrowth) ? null : a.innerGrowth,
      cap: a.cap,
    })
  }
  return hints
}

/** A cost without its "O( )": "n log n". */
export function formatSize(b: BigO): string {
  return format(b).slice(2, -1)
}

function formatCount(b: BigO): string {
  return formatSize(b)
}

function lineText(line: number, endLine: number): string {
  return line === endLine ? `line ${line}` : `lines ${line}–${endLine}`
}
