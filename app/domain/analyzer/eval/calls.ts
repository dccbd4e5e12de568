import { add, type BigO, isConstant, mul, ONE, sharePerItem, sym } from '../bigo'
import {
  type ClassIR,
  type Expr,
  type FunctionIR,
  calleeName,
  nameOf,
  namesIn,
  type Param,
  pathOf,
  receiverOf,
  walkStmts,
  argumentParams,
  literalValue,
} from '../ir'
import { conjuncts, pastABound, type UpdateKind, updatesIn } from '../loops'
import { bindParameters, type ParamBinding } from '../params'
import { selfCalls } from '../recursion'
import { Scope } from '../scope'
import { type Allocation, classifyType, collShape, CONSTANT_INT, SCALAR, type Shape, UNKNOWN } from '../shapes'
import type { Evaluator } from '../evaluate'
import { constructorFields, fieldsHoldingLists, operationGrownFields } from './operation-fields'
import { type Cost, type FnCtx, MAX_CALL_DEPTH } from './outcome'

/** Calls into the file's own functions and classes: resolving the callee, binding its parameters, objects. */
export class CallResolution {
  constructor(private readonly ev: Evaluator) {}

  readonly classScopes = new Map<string, Scope>()

  classByName(name: string): ClassIR | undefined {
    return this.ev.program.classes.find((c) => c.name === name)
  }

  classScope(name: string): Scope {
    let scope = this.classScopes.get(name)
    if (scope) return scope
    scope = new Scope(this.ev.globalScope, name)
    this.classScopes.set(name, scope)
    const cls = this.classByName(name)
    if (cls) {
      const ctx = this.ev.newCtx(null, scope)
      // `private final PriorityQueue<Integer> heap;` made empty in the constructor: an empty heap, not
      // a value of unknown type. Only an empty container: other values depend on the constructor's
      // arguments, bound when it runs.
      const madeEmpty = new Map(
        [...constructorFields(cls)].filter(
          ([, v]) =>
            v.kind === 'new' && v.args.length === 0 && v.dims.length === 0 && v.elements.length === 0,
        ),
      )
      for (const f of cls.fields) {
        if (f.kind !== 'assign') continue
        for (const [i, t] of f.targets.entries()) {
          const fieldName = t.kind === 'member' ? t.property : nameOf(t)
          if (!fieldName) continue
          const value = f.values[i] ?? f.values[0] ?? madeEmpty.get(fieldName)
          const shape = value
            ? this.ev.shapes.declared(this.ev.shapes.shapeOf(value, ctx), f.declType)
            : this.declaredShape(f.declType)
          scope.define(fieldName, { shape, depth: 0 })
        }
      }
    }
    return scope
  }

  /**
   * A design class measured per operation: a field the other operations fill (an LRU's map, a stream's
   * heap) holds n entries when this one runs, though it starts empty.
   */
  prepareOperationFields(
    className: string,
    operations: ReadonlySet<FunctionIR>,
    seen: Set<string> = new Set(),
    /** An object the measured class holds in a field (a queue under a stack), not the class itself. */
    isHeld = false,
  ): void {
    const cls = this.classByName(className)
    if (!cls || seen.has(className)) return
    seen.add(className)
    const scope = this.classScope(className)
    const ctx = this.ev.newCtx(null, scope)
    // An object the class keeps in a field (a stack built on a queue class) lives across the operations
    // too: whatever its own methods add stays in it. Python and JavaScript make theirs in the constructor.
    for (const [fieldName, value] of constructorFields(cls)) {
      if (scope.lookup(fieldName)) continue
      const made = value.kind === 'call' || value.kind === 'new' ? this.ev.shapes.shapeOf(value, ctx) : null
      // Only an object with operations of its own (a log, a queue), not a node linked into a structure.
      const heldCls = made?.kind === 'obj' ? this.classByName(made.cls) : undefined
      const operates = heldCls?.methods.some((m) => m !== this.constructorOf(heldCls)) ?? false
      if (made && operates) scope.define(fieldName, { shape: made, depth: 0 })
    }
    // A field the constructor keeps its input in (`self.nums = nums`, `this.nums = nums`): the input
    // itself, as long as it was given, whichever operation then reads it.
    const ctor = isHeld ? undefined : this.constructorOf(cls)
    if (ctor) {
      const ctorParams = new Set(ctor.params.map((p) => p.name))
      let bound: Map<string, ParamBinding> | null = null
      for (const [fieldName, made] of constructorFields(cls)) {
        // `self.original = nums[:]`, `list(nums)`, `nums.clone()`, `[...nums]`: a copy of the input.
        const value = copiedInput(made, ctorParams) ?? made
        if (value.kind !== 'name' || !ctorParams.has(value.name)) continue
        if (!unsizedField(scope.lookup(fieldName)?.shape)) continue
        bound ??= bindParameters(ctor, this.ev.program)
        // n long, as a field other operations fill: the operation's own arguments take the other letters.
        const given = bound.get(value.name)?.shape
        if (given?.kind === 'coll' && !isConstant(given.len))
          scope.define(fieldName, { shape: collShape(given.ds, sym('n'), given.elem), depth: 0 })
        // `self.head = head`: the list or tree handed to the constructor, walked by the operations.
        if (given?.kind === 'node' && !isConstant(given.size))
          scope.define(fieldName, { shape: { ...given, size: sym('n') }, depth: 0 })
      }
    }
    // A collection the constructor builds from its input (children lists filled from a parent array, a
    // prefix-sum list): as large as the constructor made it.
    const builder = isHeld ? undefined : (ctor ?? this.freeConstructorOf(cls))
    if (builder)
      for (const [fieldName, shape] of this.ev.constructedFields(cls.name, builder)) {
        if (shape.kind === 'int') {
          // `self.n = len(characters)`, `self.mask = (1 << self.n) - 1`: a number as large as made.
          const current = scope.lookup(fieldName)?.shape
          if (
            !current ||
            current.kind === 'unknown' ||
            current.kind === 'scalar' ||
            (current.kind === 'int' && isConstant(current.mag))
          )
            scope.define(fieldName, { shape, depth: 0 })
          continue
        }
        if (shape.kind !== 'coll' || isConstant(shape.len)) continue
        // Made empty (`adj = new ArrayList<>()`) and filled by the constructor itself, not by the operations.
        const current = scope.lookup(fieldName)?.shape
        const madeEmpty = current?.kind === 'coll' && current.alloc !== null && isConstant(current.len)
        if (madeEmpty || unsizedField(current)) scope.define(fieldName, { shape, depth: 0 })
      }
    for (const { shape } of scope.locals()) {
      const held = shape.kind === 'obj' ? this.classByName(shape.cls) : undefined
      if (held) this.prepareOperationFields(held.name, new Set(held.methods), seen, true)
    }
    const holdsLists = fieldsHoldingLists(cls)
    for (const [fieldName, { start, byKey }] of operationGrownFields(cls, operations)) {
      if (!scope.lookup(fieldName) && start)
        scope.define(fieldName, { shape: this.ev.shapes.shapeOf(start, ctx), depth: 0 })
      let shape = scope.lookup(fieldName)?.shape
      // `self.log = ""` that the operations lengthen: the literal is where the string starts, not its size.
      if (shape?.kind === 'coll' && shape.ds === 'string' && shape.alloc?.constantSize)
        shape = collShape('string', ONE)
      if (shape?.kind !== 'coll' || shape.alloc?.constantSize) continue
      // Writing `parent[x] = y` into a list fills no new slot; only a map gains keys that way.
      if (byKey && shape.ds !== 'map' && shape.ds !== 'sorted') continue
      // A map whose values the methods take out and add to (`list = this.store.get(key); list.push(x)`)
      // holds lists, though nothing declares them.
      if (
        (shape.ds === 'map' || shape.ds === 'sorted') &&
        shape.elem.kind !== 'coll' &&
        holdsLists.has(fieldName)
      )
        shape = { ...shape, elem: collShape('array', ONE) }
      // The lists or maps it holds (a time-based store's versions per key) were filled the same way.
      if (shape.elem.kind === 'coll' && !shape.elem.alloc && isConstant(shape.elem.len))
        shape = { ...shape, elem: { ...shape.elem, len: sym('n') } }
      // A field only declared (Go's `hits []int` in the struct) gets an allocation at its declaration,
      // so that what earlier operations put in it is told apart from what this one adds, as for others.
      const site = shape.alloc || isHeld ? null : fieldDeclaration(cls, fieldName)
      if (site && isConstant(shape.len))
        shape = { ...shape, alloc: this.ev.sizes.allocate(site, fieldName, shape.ds, ONE, ctx) }
      if (shape.alloc) shape.alloc.prior = sym('n')
      else if (isConstant(shape.len)) shape = { ...shape, len: sym('n') }
      scope.define(fieldName, { shape, depth: 0 })
    }
  }

  /**
   * An object the code makes itself (`heap = MinHeap()`, `new Heap()`) starts empty: what its operations
   * add is counted where they run, not as entries held before them as for a design class measured per
   * operation.
   */
  freshInstance(name: string): void {
    for (const { shape } of this.classScope(name).locals())
      if (shape.kind === 'coll' && shape.alloc) shape.alloc.prior = undefined
  }

  declaredShape(type: string | null): Shape {
    const t = classifyType(type)
    if (t.kind === 'int') return CONSTANT_INT
    if (t.kind === 'seq' || t.kind === 'string' || t.kind === 'map' || t.kind === 'set') {
      const shape = collShape(t.kind === 'string' ? 'string' : t.kind === 'seq' ? 'array' : t.kind, ONE)
      return this.ev.shapes.declared(shape, type)
    }
    const className = type?.replace(/[*&\s]|^(const|unique_ptr<|shared_ptr<)|>$/g, '')
    // Go's `h *maxHeap` where `type maxHeap []entry` has container/heap's methods: a heap of entries.
    if (className && this.ev.language === 'go' && this.ev.shapes.heapTypeNamed(className))
      return collShape('heap', ONE, SCALAR)
    if (className && this.classByName(className)) return { kind: 'obj', cls: className }
    return UNKNOWN
  }

  methodOf(cls: string, name: string, arity: number): FunctionIR | null {
    const c = this.classByName(cls)
    if (!c) return null
    const matches = c.methods.filter((m) => m.name === name)
    return matches.find((m) => argumentParams(m).length === arity) ?? matches[0] ?? null
  }

  /** Go's constructor: a free function that returns the type (`func Constructor(n int) Tree`). */
  freeConstructorOf(cls: ClassIR): FunctionIR | null {
    return (
      this.ev.program.functions.find(
        (f) => f.className === null && !f.isLambda && f.returnType?.replace(/^\*/, '') === cls.name,
      ) ?? null
    )
  }

  constructorOf(cls: ClassIR): FunctionIR | null {
    return (
      cls.methods.find((m) => m.name === '__init__' || m.name === cls.name || m.name === 'constructor') ??
      null
    )
  }

  resolveCall(
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
      if (className && !ctx.fn?.callsMethodsThroughReceiver) {
        const m = this.methodOf(className, c.name, arity)
        if (m) return { kind: 'fn', fn: m, scope: this.classScope(className), receiver: null }
      }
      const cls = this.classByName(c.name)
      if (cls) return { kind: 'ctor', cls }
      const top = this.ev.program.functions.find(
        (f) => f.name === c.name && f.parentId === null && !f.isLambda && f.params.length === arity,
      )
      if (top)
        return {
          kind: 'fn',
          fn: top,
          scope: top.className ? this.classScope(top.className) : this.ev.globalScope,
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
      const objShape = this.ev.shapes.shapeOf(c.object, ctx)
      if (objShape.kind === 'obj') {
        const m = this.methodOf(objShape.cls, c.property, arity)
        if (m) return { kind: 'fn', fn: m, scope: this.classScope(objShape.cls), receiver: objShape }
      }
      // A closure handed back in an object literal runs in the scope of the call that made it.
      const part = this.ev.fieldsOfShape.get(objShape)?.get(c.property)
      if (part?.kind === 'func') return { kind: 'fn', fn: part.fn, scope: part.scope, receiver: null }
    }
    return null
  }

  /** Follows a call into one of the file's own functions, binding its parameters to the arguments. */
  callFunction(
    fn: FunctionIR,
    args: Expr[],
    ctx: FnCtx,
    defScope: Scope,
    receiver: Shape | null,
    site: Expr | null = null,
  ): Cost {
    if (this.ev.callStack.includes(fn)) {
      this.ev.lower('medium')
      return ONE
    }
    if (this.ev.callStack.length >= MAX_CALL_DEPTH) {
      this.ev.lower('low')
      return ONE
    }
    const scope = new Scope(defScope, fn.className ?? defScope.className)
    const params = argumentParams(fn)
    const receiverParam = fn.params.find((p) => (p.type ?? '').startsWith('receiver:'))
    if (receiverParam)
      scope.define(receiverParam.name, {
        shape: receiver ?? { kind: 'obj', cls: fn.className ?? '' },
        depth: this.ev.frames.length,
      })
    params.forEach((p, i) => {
      const arg = args[i]
      scope.define(p.name, {
        shape: arg ? this.ev.shapes.shapeOf(arg, ctx) : this.declaredShape(p.type),
        depth: arg ? this.aliasDepth(arg, ctx) : this.ev.frames.length,
      })
    })
    if (this.isCapped(receiver, ctx, fn)) this.capObject(receiver as Shape & { kind: 'obj' }, ctx)
    if (selfCalls(fn).length > 0) return this.ev.recursion.callRecursive(fn, args, ctx, scope, false)
    const handedBack = site ? this.handsBackPointer(fn, params, args, site, ctx) : null
    if (handedBack) return this.callScanner(fn, scope, handedBack)
    const inner = this.ev.newCtx(fn, scope)
    const partition = ctx.recursion?.plan.kind === 'partition' ? ctx.recursion : ctx.cursorRecursion
    if (partition) inner.cursorRecursion = partition
    const steady = this.steadyStorage(fn, receiver, site, ctx)
    for (const a of steady) this.ev.sizes.frozen.add(a)
    // A group of a map of lists handed to a helper (`arrange(group)` in a walk over the groups).
    const grouped: string[] = []
    params.forEach((p, i) => {
      const arg = args[i]
      const walk = arg && arg.kind === 'name' ? this.ev.library.groupsWalked(arg, ctx) : null
      if (!walk) return
      const key = `${fn.id}:${p.name}`
      this.ev.groupParams.set(key, walk)
      grouped.push(key)
    })
    // `minSwaps(vals)` on the values of a tree level built this pass, in a walk counted once per node:
    // each node's share of the helper's work on its level.
    const level = args
      .map((a) => this.ev.shapes.shapeOf(a, ctx))
      .find((sh) => sh.kind === 'coll' && sh.alloc?.perLevel && sh.alloc.depth === this.ev.frames.length)
    this.ev.callStack.push(fn)
    try {
      const cost = this.ev.evalBlock(fn.body, inner)
      const count = site ? countReturned(fn, scope) : null
      if (site && count) this.ev.countedReturns.set(site, count)
      const width = level?.kind === 'coll' ? this.ev.sizes.sizeOfShape(level) : null
      return cost && width ? (sharePerItem(cost, width) ?? cost) : cost
    } finally {
      this.ev.callStack.pop()
      for (const a of steady) this.ev.sizes.frozen.delete(a)
      for (const key of grouped) this.ev.groupParams.delete(key)
    }
  }

  /**
   * `heap.push(x)` on a hand-written heap in a loop that drains it and pops one entry every pass: like a
   * library heap there (`replacesPopped`), it never holds more than when the loop began, so what the
   * method adds to the object's own collections does not grow them.
   */
  private steadyStorage(fn: FunctionIR, receiver: Shape | null, site: Expr | null, ctx: FnCtx): Allocation[] {
    if (!receiver || receiver.kind !== 'obj' || !site || site.kind !== 'call') return []
    if (!/^(push|add|offer|insert|enqueue|heappush)$/i.test(fn.name)) return []
    if (!this.ev.library.replacesPopped(receiverOf(site), ctx)) return []
    const out: Allocation[] = []
    for (const { shape } of this.classScope(receiver.cls).locals())
      if (shape.kind === 'coll' && shape.alloc) out.push(shape.alloc)
    return out
  }

  /**
   * A scanner's steps over every call: `end = scanNumber(s, i); ...; i = end` moves the loop's pointer to
   * where the helper stopped, so all the helper's steps together cover the range once. Charged once,
   * outside the loop that calls it, once for each pointer it moves (`i = skip(s, i)` beside `j = skip(t, j)`).
   */
  private callScanner(fn: FunctionIR, scope: Scope, { loopFrame, pointer }: HandedBack): Cost {
    const key = `scan:${fn.id}:${pointer}`
    if (this.ev.amortisedDone.has(key)) return ONE
    const callerFrames = this.ev.frames
    this.ev.frames = callerFrames.slice(0, loopFrame)
    this.ev.callStack.push(fn)
    let total: Cost
    let around: BigO
    try {
      total = this.ev.evalBlock(fn.body, this.ev.newCtx(fn, scope))
      around = this.ev.multiplier(0)
    } finally {
      this.ev.callStack.pop()
      this.ev.frames = callerFrames
    }
    this.ev.amortisedDone.add(key)
    if (total === null) return null
    this.ev.amortisedTotal = add(this.ev.amortisedTotal, mul(around, total))
    return ONE
  }

  /**
   * The loop frame whose pointer the call hands back (`i = skip(s, i)`, or `end = skip(s, i)` then
   * `i = end`), when the function only moves a pointer that starts at its argument one way and returns
   * it, and the loop never moves that pointer back; null otherwise.
   */
  private handsBackPointer(
    fn: FunctionIR,
    params: Param[],
    args: Expr[],
    site: Expr,
    ctx: FnCtx,
  ): HandedBack | null {
    let at = -1
    for (let i = this.ev.frames.length - 1; i >= ctx.base; i--) {
      if (this.ev.frames[i]?.kind === 'loop') {
        at = i
        break
      }
    }
    const loop = at >= 0 ? this.ev.frames[at]?.loop : null
    if (!loop || loop.style === 'each') return null
    const moved = updatesIn(loop.body, loop.style === 'for' ? loop.update : [])
    // An endless loop (`while (true)`) leaves by a return or a break: its pointers are what it moves.
    const pointers = new Set(loop.cond ? [...namesIn(loop.cond)].filter((n) => moved.has(n)) : moved.keys())
    // The helper returns one variable that starts at a parameter given the pointer and only moves one
    // way: on its own, or at one place of the tuple it returns (`return int(s[i:j]), j`).
    const returned = new Set<string>()
    const places = new Set<number>()
    let others = false
    walkStmts(fn.body, (st) => {
      if (st.kind !== 'return') return
      const v = st.value
      if (v?.kind === 'collection' && v.type === 'tuple') {
        const named = v.elements.map((el) => nameOf(el))
        const k = named.findIndex((n) => n !== null && (updatesIn(fn.body).get(n) ?? []).some(isStep))
        if (k < 0) others = true
        else {
          places.add(k)
          returned.add(named[k] as string)
        }
        return
      }
      const r = nameOf(v)
      if (r) {
        returned.add(r)
        places.add(-1)
      } else others = true
    })
    if (others || returned.size !== 1 || places.size !== 1) return null
    const r = [...returned][0] as string
    const place = [...places][0] as number
    // Where the result goes (`i = skip(s, i)`, `v, i = read(s, i)`, or a for-loop's own update), and the
    // names that then take it.
    let target: string | null = null
    const plain: { target: string; value: string }[] = []
    const receive = (targets: Expr[], values: Expr[]) => {
      if (place >= 0 && values.length === 1 && values[0] === site) {
        target = nameOf(targets[place] ?? site)
        return
      }
      targets.forEach((t, i) => {
        const v = values[i]
        const name = nameOf(t)
        if (!name || !v) return
        if (v === site && place < 0) target = name
        else if (v.kind === 'name') plain.push({ target: name, value: v.name })
      })
    }
    walkStmts(loop.body, (st) => {
      if (st.kind === 'assign' && st.op === '=') receive(st.targets, st.values)
    })
    if (loop.style === 'for')
      for (const u of loop.update) if (u.kind === 'assign' && u.op === '=') receive([u.target], [u.value])
    if (!target) return null
    const t: string = target
    const q = pointers.has(t) ? t : plain.find((a) => a.value === t && pointers.has(a.target))?.target
    if (!q) return null
    const kinds = updatesIn(fn.body).get(r) ?? []
    const starts = (p: string) => {
      const i = params.findIndex((x) => x.name === p)
      const arg = i >= 0 ? args[i] : undefined
      return arg !== undefined && namesIn(arg).has(q)
    }
    const initial = fn.body.find(
      (st) => st.kind === 'assign' && st.targets.length === 1 && nameOf(st.targets[0]) === r,
    )
    const from =
      initial && initial.kind === 'assign' && initial.values.length === 1 ? nameOf(initial.values[0]) : r
    if (!from || !starts(from)) return null
    // Its first assignment (`j = start`) sets it; every other change must step it the same way, and the
    // loop must not step the pointer back the other way.
    const steps = initial ? kinds.slice(1) : kinds
    const way = steps[0]
    if (!way || !isStep(way) || !steps.every((k) => k === way)) return null
    const back = way === 'inc' ? 'dec' : 'inc'
    return (moved.get(q) ?? []).includes(back) ? null : { loopFrame: at, pointer: q }
  }

  /**
   * A parameter that receives a variable (`sink(grid, r, c)`) is that variable under another name: it
   * has lived as long, which decides whether a visited mark through it is shared by every call.
   */
  aliasDepth(arg: Expr, ctx: FnCtx): number {
    const root = arg.kind === 'name' ? arg.name : arg.kind === 'member' ? rootName(arg) : null
    const v = root ? ctx.scope.lookup(root) : null
    return v && (v.shape.kind === 'coll' || v.shape.kind === 'obj') ? v.depth : this.ev.frames.length
  }

  /** A hand-written heap popped whenever it grows past k: cap its storage at k. */
  isCapped(receiver: Shape | null, ctx: FnCtx, fn: FunctionIR): boolean {
    if (!receiver || receiver.kind !== 'obj') return false
    if (
      !/^(pop|poll|remove|popleft|extract|removeMin|removeMax|extractMin|extractMax|dequeue)$/i.test(fn.name)
    )
      return false
    return ctx.conds.some((c) => conjuncts(c).some((x) => pastABound(x)))
  }

  capObject(obj: Shape & { kind: 'obj' }, ctx: FnCtx): void {
    for (const c of ctx.conds) {
      for (const x of conjuncts(c)) {
        if (x.kind !== 'binary' || !pastABound(x)) continue
        const limit = this.ev.sizes.mag(x.right, ctx)
        if (!limit) continue
        for (const { shape } of this.classScope(obj.cls).locals()) {
          if (shape.kind === 'coll' && shape.alloc) shape.alloc.cap = limit
        }
      }
    }
  }
}

/** Where a scanner's steps are charged: the loop whose pointer it hands back, and that pointer. */
type HandedBack = { loopFrame: number; pointer: string }

const isStep = (k: UpdateKind): boolean => k === 'inc' || k === 'dec'

/** `a.b.c` → a. */
function rootName(e: Expr): string | null {
  let cur = e
  while (cur.kind === 'member') cur = cur.object
  return cur.kind === 'name' ? cur.name : null
}

/** The target of a field's declaration in its class body (`hits []int`), or null. */
function fieldDeclaration(cls: ClassIR, name: string): Expr | null {
  for (const f of cls.fields) {
    if (f.kind !== 'assign' || f.values.length > 0) continue
    const t = f.targets.find((x) => (x.kind === 'member' ? x.property : nameOf(x)) === name)
    if (t) return t
  }
  return null
}

/** The constructor's parameter a field's value copies whole (`nums[:]`, `list(nums)`, `nums.clone()`). */
function copiedInput(value: Expr, params: ReadonlySet<string>): Expr | null {
  const given = (e: Expr | undefined): e is Expr & { kind: 'name' } =>
    e?.kind === 'name' && params.has(e.name)
  if (value.kind === 'slice' && given(value.object)) {
    const whole = value.parts.every((p) => p.kind === 'other' && p.children.length === 0)
    return whole ? value.object : null
  }
  if (value.kind === 'collection' && value.elements.length === 1) {
    const only = value.elements[0]
    if (only?.kind === 'unary' && only.op === '...' && given(only.operand)) return only.operand
  }
  if (value.kind === 'call') {
    const name = calleeName(value) ?? ''
    const recv = receiverOf(value)
    if (recv && given(recv) && /^(clone|slice|copy|toList)$/.test(name) && value.args.length === 0)
      return recv
    const first = value.args[0]
    if (given(first) && /^(list|copy|copyOf|from|deepcopy|sorted)$/.test(name)) return first
  }
  if (value.kind === 'new' && value.args.length === 1 && given(value.args[0])) return value.args[0]
  return null
}

/** A field whose size nothing has told yet: unknown, an empty container, a node of unknown size. */
function unsizedField(current: Shape | undefined): boolean {
  return (
    !current ||
    current.kind === 'unknown' ||
    (current.kind === 'coll' && !current.alloc && isConstant(current.len)) ||
    (current.kind === 'node' && isConstant(current.size)) ||
    // A field typed with the file's own node class (`private ListNode head`).
    current.kind === 'obj'
  )
}

/**
 * `int d = 0; while (node != null) { node = node.next; d++; } return d;`: the count the function's loops
 * stepped up by one a pass, as large as the passes they made for this call.
 */
function countReturned(fn: FunctionIR, scope: Scope): BigO | null {
  const returned: Expr[] = []
  walkStmts(fn.body, (s) => {
    if (s.kind === 'return' && s.value) returned.push(s.value)
  })
  const last = returned[returned.length - 1]
  if (!last || last.kind !== 'name' || returned.some((r) => r.kind !== 'name' && literalValue(r) === null))
    return null
  const shape = scope.lookup(last.name)?.shape
  return shape?.kind === 'int' && !isConstant(shape.mag) ? shape.mag : null
}
