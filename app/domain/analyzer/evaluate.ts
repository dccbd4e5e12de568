import { add, type BigO, isConstant, logOf, mul, ONE, sym, timesShortest, within } from './bigo'
import {
  calleeName,
  type Expr,
  type FunctionIR,
  type Loop,
  nameOf,
  namesIn,
  pathOf,
  type ProgramIR,
  receiverOf,
  isGenerator,
  type Stmt,
  literalValue,
  stmtExprs,
  walkBodyExprs,
  walkExpr,
  walkStmts,
} from './ir'
import { entryFunctions } from './entry-points'
import { classifyCall, CONSTANT_CALLS } from './library'
import {
  everyPassUpdates,
  exprKey,
  type LoopPlan,
  planLoop,
  unpackedInto,
  unwrap,
  updatesIn,
  yieldsEndlessly,
} from './loops'
import { comprehensionLoop, isSelfCall, selfCalls } from './recursion'
import { Scope, type VarInfo } from './scope'
import { bindParameters } from './params'
import {
  type Allocation,
  classifyType,
  collShape,
  CONSTANT_INT,
  intShape,
  SCALAR,
  type Shape,
  UNKNOWN,
} from './shapes'
import type { Confidence, Language } from './types'
import {
  addC,
  clauseLoop,
  type Cost,
  type EvalOutcome,
  type FnCtx,
  formatCount,
  frameProduct,
  type Frame,
  type HiddenCost,
  lineText,
  type LoopRecord,
  mulC,
  type Note,
  type RecursionRecord,
  type SizeHint,
} from './eval/outcome'
import { CallResolution } from './eval/calls'
import { type GroupWalk, LibraryCosts } from './eval/library-costs'
import { LoopAmortisation, reassignedWithin } from './eval/loop-amortisation'
import { RecursionCosts } from './eval/recursion-costs'
import { ShapeInference } from './eval/shape-inference'
import { SizeInference } from './eval/size-inference'

/**
 * Abstract interpretation of a function for cost: walks statements once, multiplying loop bodies by their
 * iteration counts, charging library calls their known costs and following calls into the file's own
 * functions. Along the way it sizes every collection the code builds, for the space analysis.
 *
 * This is the cost walk; each concern it consults lives in a part of its own under eval/: calls into the
 * file's functions and classes, shape inference, size inference, loop amortisation, library costs and
 * recursion. The parts share the walk's state (frames, notes, allocations) through the evaluator.
 */

const MAX_EVALUATIONS = 4000
const COMPARISON = /^(==|===|!=|!==|<|<=|>|>=)$/
/** Library methods that hand back a copy of part of their receiver. */
const PART_COPY = /^(slice|substring|substr|subList)$/

export class Evaluator {
  readonly calls = new CallResolution(this)
  readonly shapes = new ShapeInference(this)
  readonly sizes = new SizeInference(this)
  readonly loops = new LoopAmortisation(this)
  readonly library = new LibraryCosts(this)
  readonly recursion = new RecursionCosts(this)

  /** The loops and recursions around the statement being evaluated, outermost first. */
  frames: Frame[] = []
  /**
   * Inside a branch that ends by leaving its call: the frames of that call's own loops, [from, to), which
   * the branch runs under at most once.
   */
  leavingSpans: [number, number][] = []
  readonly notes: Note[] = []
  readonly allocs = new Map<Expr, Allocation>()
  readonly recursions: RecursionRecord[] = []
  readonly hidden: HiddenCost[] = []
  readonly undetermined: { line: number; reason: string }[] = []
  readonly unbounded: { line: number; endLine: number }[] = []
  /** The file's own functions being evaluated, innermost last: a call back into one of them is recursion. */
  readonly callStack: FunctionIR[] = []
  /** Recursions and loops whose whole work was charged once, for every call site that shares it. */
  readonly amortisedDone = new Set<string>()

  /** A helper's parameter handed the group a walk over a map of lists takes (`fn.id:param`). */
  readonly groupParams = new Map<string, GroupWalk>()
  amortisedTotal: BigO = ONE
  /** What each of the file's functions returned when the walk went through it: a built table, a copy. */
  readonly returned = new Map<FunctionIR, Shape>()
  /**
   * `int d = length(head)`: the count a helper's loop stepped up and returned, in the caller's sizes, by
   * call site (the call is costed before its value is bound).
   */
  readonly countedReturns = new WeakMap<Expr, BigO>()
  confidence: Confidence = 'high'
  evaluations = 0
  readonly globalScope: Scope

  constructor(
    readonly program: ProgramIR,
    readonly language: Language,
    /** Final sizes from a first pass, so that operations early in the code see the full collection. */
    readonly hints: Map<Expr, SizeHint> | null,
    /** The symbol for the sum of the input's values (`sum(nums)` sizing a subset-sum table). */
    readonly sumSymbol = 'S',
  ) {
    this.globalScope = new Scope(null, null)
    for (const fn of program.functions) {
      if (fn.parentId === null && fn.className === null && !fn.isLambda) {
        this.globalScope.define(fn.name, { shape: { kind: 'func', fn, scope: this.globalScope }, depth: 0 })
      }
    }
  }

  /** Evaluates an entry function with its parameters bound to the given shapes. */
  evaluateEntry(fn: FunctionIR, bindings: Map<string, Shape>): EvalOutcome {
    const top = this.topLevelScope()
    // One operation of a design class: the fields the other operations fill hold what they added.
    const constructing = fn.name === fn.className || /^(__init__|constructor)$/.test(fn.name)
    if (fn.className && !constructing)
      this.calls.prepareOperationFields(fn.className, operationsOf(this.program))
    const scope = new Scope(fn.className ? this.calls.classScope(fn.className) : top, fn.className)
    for (const p of fn.params)
      scope.define(p.name, { shape: bindings.get(p.name) ?? this.paramFallback(p.name, p.type), depth: 0 })
    // A method added to the language's arrays: `this` is the array it is called on.
    const self = bindings.get('this')
    if (self) scope.define('this', { shape: self, depth: 0 })
    const ctx = this.newCtx(fn, scope)
    for (const p of fn.params) {
      if (p.defaultValue && !bindings.has(p.name))
        scope.define(p.name, { shape: this.shapes.shapeOf(p.defaultValue, ctx), depth: 0 })
    }
    let time: Cost
    if (selfCalls(fn).length > 0) {
      time = this.recursion.callRecursive(
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

  /**
   * The collections and sized numbers (`self.n = len(chars)`) a class's constructor leaves in its fields,
   * as an evaluation of the constructor with its parameters bound sees them: sized, and no longer tied to
   * that evaluation's allocations.
   */
  constructedFields(className: string, ctor: FunctionIR): [string, Shape][] {
    const scratch = new Evaluator(this.program, this.language, null, this.sumSymbol)
    const bindings = new Map([...bindParameters(ctor, this.program)].map(([name, b]) => [name, b.shape]))
    scratch.evaluateEntry(ctor, bindings)
    const out: [string, Shape][] = []
    for (const [name, { shape }] of scratch.calls.classScope(className).entries())
      if (shape.kind === 'coll') out.push([name, scratch.sizes.detached(shape)])
      else if (shape.kind === 'int' && !isConstant(shape.mag)) out.push([name, shape])
    return out
  }

  /** The module's own variables (`OFFSETS = [(0, 1), ...]`), visible to every top-level function. */
  topLevelScope(): Scope {
    const ctx = this.newCtx(null, this.globalScope)
    for (const s of this.program.topLevel) {
      if (s.kind === 'assign') this.evalStmt(s, ctx)
    }
    return this.globalScope
  }

  paramFallback(name: string, type: string | null): Shape {
    const t = classifyType(type)
    if (t.kind === 'int') return CONSTANT_INT
    if (/^(self|this)$/.test(name)) return UNKNOWN
    return UNKNOWN
  }

  newCtx(fn: FunctionIR | null, scope: Scope): FnCtx {
    const selfNames = new Set(['self', 'this'])
    for (const p of fn?.params ?? []) if ((p.type ?? '').startsWith('receiver:')) selfNames.add(p.name)
    return { fn, scope, recursion: null, conds: [], base: this.frames.length, selfNames }
  }

  lower(to: Confidence): void {
    const order: Confidence[] = ['high', 'medium', 'low']
    if (order.indexOf(to) > order.indexOf(this.confidence)) this.confidence = to
  }

  multiplier(fromDepth = 0): BigO {
    return frameProduct(this.frames.slice(fromDepth))
  }

  budget(): boolean {
    this.evaluations++
    return this.evaluations <= MAX_EVALUATIONS
  }

  evalBlock(stmts: Stmt[], ctx: FnCtx): Cost {
    let total: Cost = ONE
    for (const s of stmts) total = addC(total, this.evalStmt(s, ctx))
    return total
  }

  evalStmt(s: Stmt, ctx: FnCtx): Cost {
    // Shapes and magnitudes hold for one statement: emptied, not replaced, since this runs for every one.
    this.shapes.shapeMemo.clear()
    this.sizes.magMemo.clear()
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
        // What a branch that leaves the call adds to a collection, it adds once per call.
        const last = s.then[s.then.length - 1]
        const leaves = (last?.kind === 'return' || last?.kind === 'throw') && this.insideOwnLoops(ctx)
        if (leaves) this.leavingSpans.push([ctx.base, this.frames.length])
        let thenCost: Cost
        try {
          thenCost = this.evalBlock(s.then, ctx)
        } finally {
          if (leaves) this.leavingSpans.pop()
        }
        const then = this.onceInLoops(s.then, thenCost, ctx)
        ctx.conds.pop()
        const otherwise = this.onceInLoops(s.otherwise, this.evalBlock(s.otherwise, ctx), ctx)
        return addC(cond, then, otherwise)
      }
      case 'loop':
        return this.evalLoop(s.loop, ctx)
      case 'return':
      case 'throw': {
        if (!s.value) return ONE
        const cost = this.evalExpr(s.value, ctx)
        if (s.kind === 'return') this.markReturned(s.value, ctx)
        if (cost && s.kind === 'return' && this.insideOwnLoops(ctx)) {
          ctx.exits = add(ctx.exits ?? ONE, cost)
          return ONE
        }
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

  /**
   * A branch that ends by leaving the call (`return`, `throw`) runs at most once per call, however often
   * the loops around it turn, and one that ends in `break` at most once per run of the loop it leaves:
   * its work (a second walk after the pointers meet) is charged that often, like a return's value.
   */
  onceInLoops(branch: Stmt[], cost: Cost, ctx: FnCtx): Cost {
    const last = branch[branch.length - 1]
    if (!cost || isConstant(cost) || !last || !this.insideOwnLoops(ctx)) return cost
    if (last.kind === 'return' || last.kind === 'throw') {
      ctx.exits = add(ctx.exits ?? ONE, cost)
      return ONE
    }
    const innermost = this.frames[this.frames.length - 1]
    if (last.kind !== 'break' || !innermost) return cost
    innermost.breaks = add(innermost.breaks ?? ONE, cost)
    return ONE
  }

  /**
   * True inside loops of the current call only: not inside a callback (a library's `map`, or a `forEach`
   * read as a loop), where `return` ends one element's turn, nor around a recursive step.
   */
  insideOwnLoops(ctx: FnCtx): boolean {
    const own = this.frames.slice(ctx.base)
    return (
      own.length > 0 &&
      own.every((f) => f.kind === 'loop' && f.loop !== null && !(f.loop.style === 'each' && f.loop.callback))
    )
  }

  markReturned(value: Expr, ctx: FnCtx): void {
    // `bestLen == INT_MAX ? "" : s.substr(bestStart, bestLen)`: either branch may be what is handed back.
    if (value.kind === 'ternary') {
      this.markReturned(value.then, ctx)
      this.markReturned(value.otherwise, ctx)
      return
    }
    if (ctx.fn && value.kind === 'collection' && value.type === 'map' && !this.returnedFields.has(ctx.fn)) {
      // `return { adjacency, indegree }`: what each named part holds, for `const { adjacency } = build()`.
      const fields = new Map<string, Shape>()
      for (const [i, el] of value.elements.entries()) {
        const next = value.elements[i + 1]
        // `{ size: () => memo.size }`: the key names the function written after it.
        if (el.kind === 'name' && next?.kind === 'lambda') fields.set(el.name, this.shapes.shapeOf(next, ctx))
        else if (el.kind === 'name' && !fields.has(el.name)) fields.set(el.name, this.shapes.shapeOf(el, ctx))
      }
      this.returnedFields.set(ctx.fn, fields)
    }
    const shape = this.shapes.shapeOf(value, ctx)
    const fields = ctx.fn ? this.returnedFields.get(ctx.fn) : undefined
    if (fields && value.kind === 'collection') this.fieldsOfShape.set(shape, fields)
    if (shape.kind === 'coll' && shape.alloc) shape.alloc.returned = true
    if (
      ctx.fn &&
      (shape.kind === 'coll' || shape.kind === 'obj') &&
      !this.returned.has(ctx.fn) &&
      this.ownReturn(ctx.fn, value)
    )
      this.returned.set(ctx.fn, shape)
  }

  /** A C++ reference member (`const Grid& grid;`) set in its class's constructor: bound, not copied. */
  private referenceMember(name: string, ctx: FnCtx): boolean {
    if (ctx.scope.lookup(name)?.depth !== undefined && ctx.fn?.params.some((p) => p.name === name))
      return false
    const cls = ctx.fn?.className ? this.calls.classByName(ctx.fn.className) : undefined
    return (
      cls?.fields.some(
        (f) =>
          f.kind === 'assign' &&
          (f.declType ?? '').endsWith('&') &&
          f.targets.some((t) => t.kind === 'name' && t.name === name),
      ) ?? false
    )
  }

  private readonly ownReturns = new WeakMap<FunctionIR, Set<Expr>>()

  /**
   * Whether a returned value is the function's own, not a callback's run in its place (`mapToObj(i ->
   * new Edge(...))` inside `return ...collect(toList())`).
   */
  private ownReturn(fn: FunctionIR, value: Expr): boolean {
    let own = this.ownReturns.get(fn)
    if (!own) {
      const found = new Set<Expr>()
      walkStmts(fn.body, (s) => {
        if (s.kind === 'return' && s.value) found.add(s.value)
      })
      own = found
      this.ownReturns.set(fn, own)
    }
    return own.has(value)
  }

  evalAssign(s: Stmt & { kind: 'assign' }, ctx: FnCtx): Cost {
    let cost: Cost = ONE
    for (const v of s.values) cost = addC(cost, this.evalExpr(v, ctx))
    for (const t of s.targets) {
      // `pts[i:j] = patch` replaces a stretch in place: the elements after it move, nothing is copied.
      if (t.kind === 'slice')
        cost = addC(
          cost,
          ...t.parts.map((p) => this.evalExpr(p, ctx)),
          this.sizes.lenOf(t.object, ctx) ?? ONE,
        )
      else if (t.kind !== 'name') cost = addC(cost, this.evalExpr(t.kind === 'index' ? t.index : t, ctx))
    }
    if (s.op === '=') {
      if (s.values.length === 0) {
        // Declaration without a value: `int[] dp;`, `var area func(...)`.
        for (const t of s.targets) {
          const n = nameOf(t)
          if (n) this.bind(t, this.calls.declaredShape(s.declType), ctx, true)
        }
        return cost
      }
      if (s.targets.length === 1 && s.declType?.endsWith('&') && s.targets[0]?.kind === 'name') {
        const value = s.values[0] as Expr
        ctx.scope.define(s.targets[0].name, {
          shape: this.shapes.shapeOf(value, ctx),
          depth: this.frames.length,
          reference: true,
        })
        return cost
      }
      if (s.targets.length === s.values.length) {
        s.targets.forEach((t, i) => this.sizes.noteCutToNothing(t, s.values[i] as Expr, ctx))
        const shapes = s.values.map((v) => this.shapes.shapeOf(v, ctx))
        s.targets.forEach((t, i) => {
          const value = s.values[i] as Expr
          let shape = shapes[i] as Shape
          // C++ containers are values: `vector<vector<int>> dist = w` (or `dist = w`) copies w.
          if (
            this.language === 'cpp' &&
            shape.kind === 'coll' &&
            isVariable(value) &&
            t.kind === 'name' &&
            !this.referenceMember(t.name, ctx)
          ) {
            shape = this.shapes.copied(value, shape, ctx)
            cost = addC(
              cost,
              shape.kind === 'coll' && shape.alloc ? mul(shape.alloc.base, shape.alloc.elem) : ONE,
            )
          }
          this.assignTo(t, value, this.shapes.declared(shape, s.declType), ctx, s.declType !== null)
          if (t.kind === 'name' && (shape.kind === 'scalar' || keepsExtreme(t.name, value)))
            this.holdsValue(t.name, ctx)
          if (t.kind === 'name') this.spansValues(t.name, value, ctx)
        })
      } else if (s.values.length === 1) {
        const value = s.values[0] as Expr
        const shape = this.shapes.shapeOf(value, ctx)
        if (s.targets.length === 1)
          this.assignTo(s.targets[0] as Expr, value, shape, ctx, s.declType !== null)
        else {
          // `const [lhs, rhs] = equation.split('=')`: a few named parts, each no longer than the whole
          // (a loop over all the parts still takes them as characters, which add up to the whole).
          const parted =
            value.kind === 'call' &&
            /^(split|partition|rsplit|SplitN|Split)$/.test(calleeName(value) ?? '') &&
            shape.kind === 'coll'
          const elem = parted ? collShape('string', shape.len, SCALAR) : this.shapes.elementShape(shape)
          const called = value.kind === 'call' ? this.calls.resolveCall(value, ctx) : null
          const fields = called?.kind === 'fn' ? this.returnedFields.get(called.fn) : undefined
          for (const t of s.targets) {
            const field = t.kind === 'name' ? fields?.get(t.name) : undefined
            // `const [pivot, ...rest] = nums`, `first, *rest = nums`: the rest is the list less a few.
            const rest = t.kind === 'other' && t.children.length === 1 && shape.kind === 'coll' && !parted
            this.bind(
              rest ? (t.children[0] as Expr) : t,
              rest ? shape : (field ?? elem),
              ctx,
              s.declType !== null && field !== undefined,
            )
          }
        }
      }
      return cost
    }
    // Compound assignment: string building, counters in maps, k %= n.
    for (const t of s.targets) cost = addC(cost, this.compoundAssign(t, s.op, s.values[0] ?? null, ctx))
    return cost
  }

  compoundAssign(target: Expr, op: string, value: Expr | null, ctx: FnCtx): Cost {
    const shape = this.shapes.shapeOf(target, ctx)
    if (op === '+=' && shape.kind === 'coll' && shape.ds === 'string') {
      return this.library.concatenate(target, shape, value, ctx, true)
    }
    if (op === '+=' && shape.kind === 'coll' && value) {
      // list += [x] / list += other: extends the list.
      const added = this.sizes.lenOf(value, ctx) ?? ONE
      this.sizes.grow(shape, added, ctx)
      return added
    }
    if (target.kind === 'index') {
      // `counts[v] -= need` takes from a key already counted: it adds none.
      if (op !== '-=') this.indexWrite(target, value, ctx, true)
      if (op === '+=' && value?.kind === 'literal' && value.value === 1) this.tallyCell(target, ctx)
    } else if (op === '+=' && shape.kind === 'int' && target.kind === 'name' && value) {
      const added = this.shapes.shapeOf(value, ctx)
      // `total += x` adds a value of the input (a scalar, or an element a walk took from it).
      if (added.kind === 'scalar' || (added.kind === 'int' && added.totals && isConstant(added.mag)))
        this.holdsValue(target.name, ctx, true)
      else if (value.kind === 'literal' && value.value === 1) this.countsUp(target.name, ctx)
    }
    return ONE
  }

  /**
   * `length++` while walking a list (`for (p = head; p; p = p->next) length++`): the counter, made
   * before the walk, ends as large as the list is long. Only list walks and counted loops: a write
   * pointer bumped in while loops (string compression's digits) keeps the magnitude its own loops give it.
   */
  countsUp(name: string, ctx: FnCtx): void {
    const v = ctx.scope.lookup(name)
    if (!v || v.shape.kind !== 'int' || v.shape.totals) return
    const frames = this.frames.slice(Math.max(v.depth, ctx.base))
    // Read from the for-header (or the while body): both are cached, unlike a body and a header together.
    const walks = (f: Frame) => {
      if (f.kind !== 'loop' || !f.loop) return false
      const steps = f.loop.style === 'for' ? updatesIn([], f.loop.update) : updatesIn(f.loop.body)
      return [...f.progress].some((p) => (steps.get(p) ?? []).includes('next'))
    }
    // `for (int x : nums) if (x > 0) size++`: at most once per pass of counted loops, so a count of
    // what they kept (the length of the deduplicated prefix a binary search then runs over).
    // A write pointer stepped along runs (`t[write++] = t[j++]`) is not such a count: it moves with the
    // text it writes.
    const counted = (f: Frame) => f.kind === 'loop' && !!f.loop && f.loop.style !== 'while'
    if (frames.length === 0 || frames.some((f) => f.progress.has(name))) return
    // Nor is a run's length set back within the loops (`count = 1` when the run ends).
    const restarted = frames.some((f) => f.loop && setsBack(f.loop.body, name))
    if (!frames.every(walks) && !(frames.every(counted) && !writesRuns(ctx.fn, name) && !restarted)) return
    const runs = frameProduct(frames)
    if (isConstant(runs) || within(runs, v.shape.mag)) return
    ctx.scope.assign(name, { ...v, shape: { ...v.shape, mag: add(v.shape.mag, runs) } })
  }

  /**
   * `hi += w`, `if p > hi { hi = p }` in a loop over the input: the variable holds an input value (or a
   * total of them), as large as the values go (M) rather than a count.
   */
  holdsValue(name: string, ctx: FnCtx, sums = false): void {
    const v = ctx.scope.lookup(name)
    if (!v || (v.shape.kind !== 'int' && v.shape.kind !== 'scalar')) return
    if (v.shape.kind === 'int' && v.shape.totals) return
    if (!this.frames.slice(ctx.base).some((f) => f.kind === 'loop' && !isConstant(f.count))) return
    const mag = v.shape.kind === 'int' ? v.shape.mag : ONE
    // `total += x` over the input adds its values up: as large as their sum (S), which a table may be
    // sized by (`dp = [False] * (total // 2 + 1)`) as `sum(nums)` would size it.
    const across = this.frames
      .slice(Math.max(v.depth, ctx.base))
      .some((f) => f.kind === 'loop' && !isConstant(f.count))
    const total = sums && across ? add(mag, sym(this.sumSymbol)) : mag
    ctx.scope.assign(name, { ...v, shape: { kind: 'int', mag: total, totals: true } })
  }

  /**
   * `hi = position[-1] - position[0]`, `hi = nums[n - 1]`, a share of such a span: a bound read off the input's elements is a
   * value, as large as the values go (M), like `max(nums)`; a search between such bounds takes log M steps.
   */
  spansValues(name: string, value: Expr, ctx: FnCtx): void {
    const reads = (e: Expr): boolean =>
      e.kind === 'index'
        ? (() => {
            const owner = this.shapes.shapeOf(e.object, ctx)
            return (
              owner.kind === 'coll' &&
              owner.elem.kind !== 'coll' &&
              owner.ds !== 'map' &&
              owner.ds !== 'string'
            )
          })()
        : e.kind === 'binary' && (e.op === '-' || e.op === '+')
          ? reads(e.left) && (reads(e.right) || e.right.kind === 'literal')
          : // `(position[n - 1] - position[0]) / (m - 1)`: a share of a value is no larger than it.
            e.kind === 'binary' && /^(\/|\/\/|>>)$/.test(e.op)
            ? reads(e.left)
            : e.kind === 'other' && e.children.length === 1
              ? reads(e.children[0] as Expr)
              : false
    const v = ctx.scope.lookup(name)
    if (!v || !reads(value)) return
    if (v.shape.kind === 'scalar' || (v.shape.kind === 'int' && isConstant(v.shape.mag)))
      ctx.scope.assign(name, { ...v, shape: { kind: 'int', mag: ONE, totals: true } })
  }

  assignTo(target: Expr, value: Expr, shape: Shape, ctx: FnCtx, declaring: boolean): void {
    if (target.kind === 'name' && !declaring && ctx.scope.lookup(target.name)?.reference) {
      this.sizes.retain(shape, ctx)
      return
    }
    if (target.kind === 'index') {
      this.indexWrite(target, value, ctx)
      return
    }
    if (target.kind === 'member' && !ctx.selfNames.has(pathOf(target.object) ?? '')) {
      // obj.field = allocation: the allocation is kept alive by the structure (trie nodes, list nodes).
      this.sizes.retain(shape, ctx, this.linkedFrom(target.object, shape, ctx))
      this.bindMember(target, shape, ctx)
      return
    }
    // Go: `s = s[:len(s)-1]` and `s = s[1:]` shrink, `s = append(s, x)` was charged in evalExpr.
    if (target.kind === 'name' && value.kind === 'slice' && this.language === 'go') {
      const current = ctx.scope.lookup(target.name)
      if (current && current.shape.kind === 'coll') return
    }
    // `s = s + x` and `s = c + s` keep building the same string or list: it grows by what is added
    // (`s = c if not s else c + s`, `out = [x, ...out]`, `out = append([]int{x}, out...)` too).
    const alternatives = value.kind === 'ternary' ? [value.then, value.otherwise] : [value]
    const parts =
      target.kind === 'name'
        ? (alternatives
            .map((v) => joinedParts(v, this.language))
            .find((terms) => terms.some((p) => nameOf(p) === target.name)) ?? [])
        : []
    const self = parts.findIndex((p) => nameOf(p) === nameOf(target))
    if (parts.length > 1 && self >= 0) {
      const current = ctx.scope.lookup((target as Expr & { kind: 'name' }).name)
      if (current && current.shape.kind === 'coll') {
        let added: BigO = ONE
        parts.forEach((p, i) => {
          if (i !== self) added = add(added, this.shapes.partLengthOf(p, ctx))
        })
        this.sizes.grow(current.shape, added, ctx)
        // `out = append([]int{x}, out...)`: the new slice replaces `out`, so it is never larger than it.
        const fresh = value.kind === 'call' && this.language === 'go' ? value.args[0] : undefined
        const built = fresh ? this.shapes.shapeOf(fresh, ctx) : null
        if (built?.kind === 'coll' && built.alloc) built.alloc.cap = this.sizes.lenOf(target, ctx)
        return
      }
    }
    this.bind(target, shape, ctx, declaring)
  }

  bindMember(target: Expr & { kind: 'member' }, shape: Shape, ctx: FnCtx): void {
    const objShape = this.shapes.shapeOf(target.object, ctx)
    if (objShape.kind === 'obj')
      this.calls.classScope(objShape.cls).assign(target.property, { shape, depth: 0 })
  }

  /** `count[c]++`: one more to the total the table's cells hold (see Allocation.tally). */
  tallyCell(target: Expr & { kind: 'index' }, ctx: FnCtx): void {
    const table = this.shapes.shapeOf(target.object, ctx)
    if (table.kind !== 'coll' || !table.alloc) return
    const alloc = table.alloc
    alloc.tally = add(alloc.tally ?? ONE, frameProduct(this.frames.slice(alloc.depth)))
  }

  /** Writing `a[k] = v`: adds a key to maps, keeps allocations stored in tables. */
  /** `inPlace`: `t[i]++`, `t[i] += v` read the cell they write, so it is already there. */
  indexWrite(target: Expr & { kind: 'index' }, value: Expr | null, ctx: FnCtx, inPlace = false): void {
    // Go's `groups[k] = append(groups[k], i)`: the append filled the entry's list, and the table with it.
    if (
      this.language === 'go' &&
      value?.kind === 'call' &&
      nameOf(value.callee) === 'append' &&
      value.args[0] &&
      exprKey(value.args[0]) === exprKey(target)
    )
      return
    const container = this.shapes.shapeOf(target.object, ctx)
    const valueShape = value ? this.shapes.shapeOf(value, ctx) : UNKNOWN
    if (!inPlace && this.extendsByIndex(target, container, ctx)) this.sizes.grow(container, ONE, ctx)
    if (container.kind === 'coll' && (container.ds === 'map' || container.ds === 'sorted')) {
      this.sizes.grow(container, ONE, ctx, valueShape)
      this.library.keySize(container, target.index, ctx)
      if (container.alloc) this.library.boundKeys(container.alloc, target.index, ctx)
    } else if (
      container.kind === 'coll' &&
      valueShape.kind === 'coll' &&
      valueShape.alloc &&
      container.alloc
    ) {
      container.alloc.elem = add(container.alloc.elem, this.sizes.sizeOfShape(valueShape))
      // `List<Integer>[] g = new ArrayList[n]; g[i] = new ArrayList<>()`: the rows are the lists made
      // here, so what is later added to `g[u]` grows them (an adjacency list's E edges).
      // (`new ArrayList[n]`, a raw array, says nothing of its rows itself).
      const row = container.elem
      if ((row.kind === 'coll' && !row.alloc) || row.kind === 'scalar' || row.kind === 'unknown')
        container.elem = valueShape
    } else {
      const slotOwner = target.object.kind === 'member' ? target.object.object : null
      this.sizes.retain(valueShape, ctx, slotOwner ? this.linkedFrom(slotOwner, valueShape, ctx) : ctx.base)
    }
  }

  /**
   * Where to count the loops that keep a node from: a node of the file's own class linked into another
   * (`cur.child[bit] = new Node()`, `tail.next = ListNode(x)`) joins a structure reached from outside this
   * call, which keeps one per pass of the callers' loops too (a trie filled by a helper called for every
   * number). Inside a recursion, whose frames count its calls, only this call's loops count.
   */
  linkedFrom(owner: Expr, value: Shape, ctx: FnCtx): number {
    if (value.kind !== 'obj' || this.shapes.shapeOf(owner, ctx).kind !== 'obj') return ctx.base
    const outer = this.frames.slice(0, ctx.base)
    return outer.some((f) => f.kind !== 'loop') ? ctx.base : 0
  }

  /**
   * `const dp = []` then `dp[i] = dp[i - 1] + dp[i - 2]` in a loop: a JavaScript array written past its
   * end grows to take the index, so an array made empty and only ever filled by index grows one element
   * per write. An array also filled by push keeps its size on a write (a swap, an update in place), and so
   * does a cell updated in place (`counts[slot]++`, `sums[i] += x` read the cell first: it exists).
   */
  extendsByIndex(target: Expr & { kind: 'index' }, container: Shape, ctx: FnCtx): boolean {
    if (this.language !== 'javascript' && this.language !== 'typescript') return false
    if (container.kind !== 'coll' || !container.alloc || container.alloc.constantSize) return false
    // `picked[0] = hi - 1`: a fixed slot, written however often, holds one value.
    if (target.index.kind === 'literal') return false
    const alloc = container.alloc
    if ((container.ds !== 'array' && container.ds !== 'list') || !isConstant(alloc.base)) return false
    // Made in this very function: a field (a heap's storage) is pushed to by other methods.
    if (alloc.site.kind !== 'collection' || alloc.fnId !== ctx.fn?.id || this.frames.length <= alloc.depth)
      return false
    const path = pathOf(target.object)
    return path !== null && ctx.fn !== null && !this.loops.pushedWithin(ctx.fn.body, path)
  }

  bind(target: Expr, shape: Shape, ctx: FnCtx, declaring: boolean): void {
    if (target.kind === 'name') this.sizes.nameAllocation(shape, target.name)
    if (target.kind === 'member') this.sizes.nameAllocation(shape, target.property)
    if (target.kind === 'name') {
      const info = { shape, depth: this.frames.length }
      if (declaring) ctx.scope.define(target.name, info)
      else ctx.scope.assign(target.name, info)
      return
    }
    if (target.kind === 'member' && ctx.selfNames.has(pathOf(target.object) ?? '') && ctx.scope.className) {
      this.calls.classScope(ctx.scope.className).assign(target.property, { shape, depth: 0 })
      return
    }
    if (target.kind === 'collection') {
      const elem = shape.kind === 'coll' ? shape.elem : UNKNOWN
      for (const t of target.elements) this.bind(t, elem, ctx, declaring)
    }
  }

  evalLoop(loop: Loop, ctx: FnCtx): Cost {
    let cost: Cost = ONE
    if (loop.style === 'for') cost = addC(cost, this.evalBlock(loop.init, ctx))
    if (loop.style === 'each') {
      const unpacked = unpackedInto(loop.target)
      if (unpacked > 0) this.shapes.unpackedItems.set(unwrap(loop.iter), unpacked)
      cost = addC(cost, this.evalExpr(loop.iter, ctx))
    }
    const plan = planLoop(loop, this.loops.oracle(ctx))
    if (plan.unbounded) this.unbounded.push({ line: loop.line, endLine: loop.endLine })
    const { count, explanation, amortised, sharedPointer, global, passes, edges, crosses } =
      this.loops.iterations(loop, plan, ctx)
    if (plan.kind === 'parent-chase') this.lower('medium')
    if (plan.kind === 'estimated') this.lower('low')
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
      ...(plan.shortest && count === plan.count ? { shortest: plan.shortest } : {}),
      ...(passes ? { passes } : {}),
      ...(global ? { shared: true } : {}),
      ...(crosses && edges ? { crossing: edges } : edgeWalkOf(edges ?? this.loops.edgeRow(loop, count, ctx))),
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
          (this.loops.pushedWithin(loop.body, frame.drained) || reassignedWithin(loop.body, frame.drained)),
      })
    }
    this.loops.bindLoopVariables(loop, plan, ctx)
    const pooled = this.loops.bindPooledGroup(loop, ctx)
    const counters = this.whileCounters(loop, plan, ctx)
    const edgesBefore = this.pendingEdges.length
    this.frames.push(frame)
    // `for x in nums: lo, hi = 0, size; ...; if lo == size: size += 1`: a count the body steps up is read
    // by the passes after the one that stepped it, so from the body's start it holds what the loop counts.
    for (const name of steppedUpByOne(loop.body)) this.countsUp(name, ctx)
    let body: Cost
    try {
      // `for c in ...: if not fits(c): continue; <fill the rest>; return`: past its last `continue`, a
      // body that ends in `return` runs to the end at most once per call.
      const stretch = finalStretch(loop.body)
      body = this.evalBlock(loop.body.slice(0, stretch), ctx)
      if (stretch < loop.body.length) {
        const tail = loop.body.slice(stretch)
        body = addC(body, this.onceInLoops(tail, this.evalBlock(tail, ctx), ctx))
      }
      if (loop.style === 'while' && loop.cond) body = addC(body, this.evalExpr(loop.cond, ctx))
      if (loop.style === 'for') {
        if (loop.cond) body = addC(body, this.evalExpr(loop.cond, ctx))
        for (const u of loop.update) body = addC(body, this.evalExpr(u, ctx))
      }
    } finally {
      this.frames.pop()
      for (const [name, info] of counters) ctx.scope.assign(name, info)
    }
    let total = frame.shortest && body ? timesShortest(frame.shortest, body) : mulC(count, body)
    // Work on each of the pooled lists, at least as large as the list, adds up to that work on one list
    // holding them all: the passes themselves, and the body once at that size.
    if (pooled && body && count && within(pooled, body)) total = addC(count, body)
    if (frame.breaks) total = addC(total, frame.breaks)
    // The outermost loop of the call pays for the returns inside it once.
    if (this.frames.length === ctx.base && ctx.exits) {
      total = addC(total, ctx.exits)
      ctx.exits = undefined
    }
    // Adjacency lists walked inside this loop: their bodies run once per edge over the whole loop. A walk
    // of one level inside the traversal (`for u of level` with `level = next`) leaves them to the traversal.
    const absorbs = frame.drained !== null || !this.frames.slice(ctx.base).some((f) => f.drained !== null)
    const edgeWork = absorbs ? this.pendingEdges.splice(edgesBefore) : []
    if (edgeWork.length > 0 && total) total = add(total, ...edgeWork)
    // Charged to the traversal around it: once per edge (with what each step costs), not per pass.
    if (edges && total) {
      this.pendingEdges.push(mul(edges, total))
      total = ONE
    }
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

  /** What running each generator call costs (`for x in inorder(root)`), read as the values it yields. */
  readonly generated = new Map<Expr, BigO>()

  readonly pendingEdges: BigO[] = []

  /** The named parts of an object literal a function returned (`return { adjacency, indegree }`). */
  readonly returnedFields = new Map<FunctionIR, Map<string, Shape>>()

  /** The same parts, found from the object itself: `makeSolver(nums).diff(0, n - 1)` calls the closure. */
  readonly fieldsOfShape = new WeakMap<Shape, Map<string, Shape>>()

  readonly amortisedLoops = new Set<Loop>()

  readonly loopRecords: LoopRecord[] = []

  evalExpr(e: Expr, ctx: FnCtx): Cost {
    switch (e.kind) {
      case 'name':
      case 'literal':
      case 'lambda':
        return ONE
      case 'member':
        return this.evalExpr(e.object, ctx)
      case 'index': {
        const cost = addC(this.evalExpr(e.object, ctx), this.evalExpr(e.index, ctx))
        // `freq[x]` on a std::map (a balanced tree) finds its key in log n steps.
        const tree = this.shapes.shapeOf(e.object, ctx)
        if (tree.kind === 'coll' && tree.ds === 'sorted')
          return addC(cost, logOf(this.sizes.lenOf(e.object, ctx) ?? ONE))
        // Go's `words[s[j:i]]`: the slice shares s's bytes, but the map hashes every one of them.
        if (this.language === 'go' && e.index.kind === 'slice') {
          const map = this.shapes.shapeOf(e.object, ctx)
          if (map.kind === 'coll' && (map.ds === 'map' || map.ds === 'set'))
            return addC(cost, this.sizes.partLength(e.index, ctx) ?? ONE)
        }
        return cost
      }
      case 'slice': {
        let cost = addC(this.evalExpr(e.object, ctx), ...e.parts.map((p) => this.evalExpr(p, ctx)))
        if (this.language !== 'go') {
          const len = this.sizes.partLength(e, ctx) ?? ONE
          cost = addC(cost, len)
          this.library.hiddenIfLooped(e.line, len, ctx, 'Slicing copies the sliced part')
          // A copy compared or passed on without a name (`if s[i:i + w] == t`) is memory all the same. It
          // is gone before the statement ends, so a recursion's frames do not hold it while deeper calls run.
          if (!ctx.recursion) this.shapes.shapeOf(e, ctx)
        }
        return cost
      }
      case 'call':
        return this.evalCall(e, ctx)
      case 'new':
        return this.evalNew(e, ctx)
      case 'binary':
        // `s.slice(i, i + w) === t`, `s.substr(i, w) == t`: the part compared is a copy, held while it is.
        if (!ctx.recursion && COMPARISON.test(e.op))
          for (const side of [e.left, e.right])
            if (side.kind === 'call' && PART_COPY.test(calleeName(side) ?? '')) this.shapes.shapeOf(side, ctx)
        return this.library.evalBinary(e, ctx)
      case 'unary':
        if (e.op === '...')
          return addC(this.evalExpr(e.operand, ctx), this.sizes.lenOf(e.operand, ctx) ?? ONE)
        return this.evalExpr(e.operand, ctx)
      case 'update':
        // counts[x]++ adds a key to a map.
        if (e.target.kind === 'index') {
          // `count[c]--` counts down a key already there: it adds none.
          if (e.op === '++') this.indexWrite(e.target, null, ctx, true)
          if (e.op === '++') this.tallyCell(e.target, ctx)
        } else if (e.op === '++' && e.target.kind === 'name') this.countsUp(e.target.name, ctx)
        return this.evalExpr(e.target, ctx)
      case 'assign': {
        if (e.op === 'kw') return this.evalExpr(e.value, ctx)
        const cost = addC(
          this.evalExpr(e.value, ctx),
          e.target.kind === 'index' ? this.evalExpr(e.target.index, ctx) : ONE,
        )
        if (e.op === '=') this.assignTo(e.target, e.value, this.shapes.shapeOf(e.value, ctx), ctx, false)
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

  /**
   * `let r = 1; while (r <= rowIndex) { ...; r++ }`: inside the loop, a counter it steps up to its bound
   * by one holds values up to that bound, as a for-loop's counter does (an inner `let j = r` counts from
   * there). Returns what the counters held before, to put back once the body is evaluated: after the
   * loop, a run's pointer is what its own uses make of it.
   */
  private whileCounters(loop: Loop, plan: LoopPlan, ctx: FnCtx): [string, VarInfo][] {
    if (loop.style !== 'while' || !loop.cond || !plan.varMag || isConstant(plan.varMag)) return []
    const saved: [string, VarInfo][] = []
    const updates = updatesIn(loop.body)
    // Stepped by the body itself, not by a loop inside it (a run's inner walk moves a shared pointer).
    const stepped = everyPassUpdates(loop.body)
    for (const name of plan.progress) {
      const current = ctx.scope.lookup(name)
      const kinds = updates.get(name) ?? []
      if (!current || current.shape.kind !== 'int' || !isConstant(current.shape.mag)) continue
      if (kinds.length !== 1 || kinds[0] !== 'inc' || !stepped.has(name) || !namesIn(loop.cond).has(name))
        continue
      // An exponent raised until its power passes the bound (`while (1 << log) <= n`) is left at log n,
      // which later loops count to.
      if (plan.kind !== 'doubling') saved.push([name, current])
      ctx.scope.assign(name, { ...current, shape: intShape(plan.varMag) })
    }
    return saved
  }

  evalComprehension(e: Expr & { kind: 'comprehension' }, ctx: FnCtx): Cost {
    let cost: Cost = ONE
    let pushed = 0
    // `sum(walk(x) for x in items)` inside walk: its runs are the branches of the recursion.
    const branch = comprehensionLoop(e)
    const branches = branch !== null && (ctx.recursion?.plan.branchLoops.has(branch) ?? false)
    for (const clause of e.clauses) {
      const loop = clauseLoop(e, clause)
      cost = addC(cost, this.evalExpr(clause.iter, ctx))
      const planned = planLoop(loop, this.loops.oracle(ctx))
      const plan = branches ? { ...planned, count: ONE } : planned
      if (!plan.count) {
        this.undetermined.push({
          line: e.line,
          reason: `The comprehension on line ${e.line} ${plan.explanation}.`,
        })
        this.lower('low')
      }
      this.loops.bindLoopVariables(loop, plan, ctx)
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

  evalNew(e: Expr & { kind: 'new' }, ctx: FnCtx): Cost {
    let cost: Cost = ONE
    for (const a of [...e.args, ...e.dims, ...e.elements]) cost = addC(cost, this.evalExpr(a, ctx))
    const typeName = e.type.replace(/<.*$/, '').replace(/[*&]/g, '')
    const cls = this.calls.classByName(typeName)
    if (cls && e.dims.length === 0) {
      // Field initialisers (`items: T[] = []`) run where the object is made, not where a method first
      // reads them: a collection they make lives as long as the object.
      this.calls.freshInstance(cls.name)
      const ctor = this.calls.constructorOf(cls)
      if (ctor)
        cost = addC(cost, this.calls.callFunction(ctor, e.args, ctx, this.calls.classScope(cls.name), null))
      return cost
    }
    // Creating a collection costs its initial size (filled or copied), not what it grows to later.
    const shape = this.shapes.shapeOf(e, ctx)
    if (shape.kind === 'coll' && shape.alloc) {
      const base = shape.alloc.base
      cost = addC(cost, mul(base, shape.alloc.elem))
      // `new TreeSet<>(nums)`, `set<int> s(v.begin(), v.end())`: each item copied in goes into a balanced
      // tree, log n apiece.
      if (shape.ds === 'sorted' && e.args.length > 0 && !isConstant(base))
        cost = addC(cost, mul(base, logOf(base)))
    }
    return cost
  }

  evalCall(e: Expr & { kind: 'call' }, ctx: FnCtx): Cost {
    let cost: Cost = ONE
    for (const a of e.args) cost = addC(cost, this.evalExpr(a, ctx))
    const recv = receiverOf(e)
    if (recv) cost = addC(cost, this.evalExpr(lazyIterator(e, recv, this.language) ?? recv, ctx))

    if (ctx.recursion && isSelfCall(e, ctx.recursion.fn)) {
      // A copy passed down (`f(nums[1:])`) lives in the callee's frame while deeper calls run.
      for (const a of e.args)
        if (a.kind === 'slice' || a.kind === 'call' || a.kind === 'new') this.shapes.shapeOf(a, ctx)
      return cost
    }

    const target = this.calls.resolveCall(e, ctx)
    if (target) {
      if (target.kind === 'ctor') {
        this.calls.freshInstance(target.cls.name)
        const ctor = this.calls.constructorOf(target.cls)
        return addC(
          cost,
          ctor
            ? this.calls.callFunction(ctor, e.args, ctx, this.calls.classScope(target.cls.name), null)
            : ONE,
        )
      }
      const called = this.calls.callFunction(target.fn, e.args, ctx, target.scope, target.receiver, e)
      // A generator yields at most one value per step it takes: its run bounds what it produces.
      // One that yields endlessly (`while True: yield i`) produces as many as its consumer takes: unknown here.
      if (called && isGenerator(target.fn) && !yieldsEndlessly(target.fn)) this.generated.set(e, called)
      return addC(cost, called)
    }

    this.sizes.noteEmptied(e, ctx)
    const op = classifyCall(e, this.language)
    if (op) return addC(cost, this.library.applyOp(e, op, ctx))
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
      const rs = this.shapes.shapeOf(recv, ctx)
      if (rs.kind === 'coll' || rs.kind === 'scalar' || rs.kind === 'int') return cost
    }
    return cost
  }
}

/**
 * `map.keys().next()`: a JavaScript iterator hands over one entry at a time, so taking the first costs
 * nothing like copying the keys. Gives the map, whose reading is all that is charged.
 */
function lazyIterator(call: Expr & { kind: 'call' }, recv: Expr, language: Language): Expr | null {
  if (language !== 'javascript' && language !== 'typescript') return null
  if (calleeName(call) !== 'next' || recv.kind !== 'call') return null
  if (!/^(keys|values|entries)$/.test(calleeName(recv) ?? '')) return null
  return receiverOf(recv)
}

const operations = new WeakMap<ProgramIR, ReadonlySet<FunctionIR>>()

/** The functions a user calls: the file's entry points, computed once per program. */
function operationsOf(program: ProgramIR): ReadonlySet<FunctionIR> {
  let found = operations.get(program)
  if (!found) {
    found = new Set(entryFunctions(program))
    operations.set(program, found)
  }
  return found
}

/** `hi = max(hi, q)`, `best = Math.min(best, x)`: the variable keeps the largest (smallest) value seen. */
function keepsExtreme(name: string, value: Expr): boolean {
  return (
    value.kind === 'call' &&
    /^(max|min)$/.test(calleeName(value) ?? '') &&
    value.args.length === 2 &&
    value.args.some((a) => a.kind === 'name' && a.name === name)
  )
}

/** A variable, a field or an element: what C++ copies when a container is initialised from it. */
function isVariable(e: Expr): boolean {
  return e.kind === 'name' || e.kind === 'member' || e.kind === 'index'
}

/** The operands of a chain of `+`: `c + s + d` → [c, s, d]. */
function sumTerms(e: Expr): Expr[] {
  if (e.kind !== 'binary' || e.op !== '+') return [e]
  return [...sumTerms(e.left), ...sumTerms(e.right)]
}

/**
 * What a new string or list is joined from: the operands of `+`, the items and spread collections of
 * `[x, ...out]`, and the arguments of a Go `append` onto something other than the appended-to slice itself.
 */
function joinedParts(e: Expr, language: string): Expr[] {
  if (e.kind === 'collection' && e.elements.some((el) => el.kind === 'unary' && el.op === '...'))
    return e.elements.map((el) => (el.kind === 'unary' && el.op === '...' ? el.operand : el))
  if (language === 'go' && e.kind === 'call' && e.callee.kind === 'name' && e.callee.name === 'append') {
    const [first, ...rest] = e.args
    // The literal's own items: what the append adds to it is the rest.
    if (first && (first.kind === 'collection' || first.kind === 'new'))
      return [...first.elements, ...rest.map((a) => (a.kind === 'unary' && a.op === '...' ? a.operand : a))]
  }
  // `s = s.concat(t)`, `out = out.concat([x])`: a new string or list of the receiver and the arguments.
  if (language !== 'cpp' && e.kind === 'call' && calleeName(e) === 'concat') {
    const recv = receiverOf(e)
    if (recv) return [recv, ...e.args]
  }
  return sumTerms(e)
}

/**
 * Whether a name is a write pointer that runs along the text it copies: it indexes a write and is stepped
 * inside a while loop (`while (j < n && t[j] != ' ') t[write++] = t[j++]`). Stepped only once per pass
 * of counted loops (`days[len++] = days[i]`), it counts what they kept.
 */
function writesRuns(fn: FunctionIR | null, name: string): boolean {
  let indexes = false
  let inRun = false
  if (fn)
    walkBodyExprs(fn.body, (x, _s, loops) => {
      if (x.kind === 'index' && namesIn(x.index).has(name)) indexes = true
      if (x.kind === 'update' && nameOf(x.target) === name && loops.some((l) => l.style === 'while'))
        inRun = true
    })
  // Python's `write += 1`.
  if (fn && indexes && !inRun)
    walkStmts(fn.body, (st, loops) => {
      if (st.kind === 'assign' && st.op === '+=' && st.targets.some((t) => nameOf(t) === name))
        if (loops.some((l) => l.style === 'while')) inRun = true
    })
  return indexes && inRun
}

/** Whether a body sets a name back to a constant (`count = 1`). */
function setsBack(body: Stmt[], name: string): boolean {
  let found = false
  walkStmts(body, (st) => {
    if (st.kind !== 'assign' || st.op !== '=') return
    st.targets.forEach((t, i) => {
      if (nameOf(t) === name && st.values[i]?.kind === 'literal') found = true
    })
  })
  return found
}

/**
 * Where the stretch of a loop body starts that leaves the call once reached: the body ends in `return` or
 * `throw`, and no statement from there on can go round again (a `continue` or `break` of this loop). The
 * body's length when it has none.
 */
function finalStretch(body: Stmt[]): number {
  const last = body[body.length - 1]
  if (!last || (last.kind !== 'return' && last.kind !== 'throw')) return body.length
  let start = 0
  body.forEach((s, i) => {
    if (goesRoundAgain(s)) start = i + 1
  })
  return start
}

/** A `continue` or `break` of the loop a statement is in, outside any loop nested in it. */
function goesRoundAgain(s: Stmt): boolean {
  if (s.kind === 'continue' || s.kind === 'break') return true
  if (s.kind === 'if') return s.then.some(goesRoundAgain) || s.otherwise.some(goesRoundAgain)
  if (s.kind === 'block') return s.body.some(goesRoundAgain)
  return false
}

/** The frame field of a loop that walks one node's adjacency list: the edges its passes add up to. */
function edgeWalkOf(edges: BigO | null | undefined): { edgeWalk?: BigO } {
  return edges ? { edgeWalk: edges } : {}
}

/** Names the body steps up by one: `size++`, `++size`, `size += 1`. */
function steppedUpByOne(body: Stmt[]): Set<string> {
  const out = new Set<string>()
  walkStmts(body, (st) => {
    if (
      st.kind === 'assign' &&
      st.op === '+=' &&
      st.targets.length === 1 &&
      literalValue(st.values[0]) === 1
    ) {
      const n = nameOf(st.targets[0] as Expr)
      if (n) out.add(n)
    }
    for (const e of stmtExprs(st))
      walkExpr(e, (x) => {
        if (x.kind === 'update' && x.op === '++' && x.target.kind === 'name') out.add(x.target.name)
      })
  })
  return out
}
