import { add, type BigO, isConstant, logOf, mul, ONE, sym, within } from '../bigo'
import {
  calleeName,
  type Expr,
  type FunctionIR,
  type Loop,
  nameOf,
  namesIn,
  pathOf,
  receiverOf,
  type Stmt,
  walkBodyExprs,
  walkExpr,
  walkStmts,
} from '../ir'
import { type CallOp, classifyCall, streamedCollection } from '../library'
import { conjuncts, definitions, exprKey, pastABound, sizedCollection, topsRead } from '../loops'
import { Scope } from '../scope'
import { type Allocation, collShape, type DsKind, SCALAR, type Shape, UNKNOWN } from '../shapes'
import type { Language } from '../types'
import type { Evaluator } from '../evaluate'
import { addC, type Cost, type FnCtx, formatCount, formatSize, mulC, repetition } from './outcome'

/** Languages whose `s += t` copies s: every string type except C++'s std::string is immutable. */
const IMMUTABLE_STRINGS: Record<Language, boolean> = {
  python: true,
  java: true,
  go: true,
  cpp: false,
  javascript: true,
  typescript: true,
}

/** A walk over the groups of a map of lists: what they hold together, its loop, the loops around it. */
export interface GroupWalk {
  items: BigO
  loop: Loop
  around: BigO[]
}

/** What standard-library calls and operators on collections cost, and the hidden costs they carry in loops. */
export class LibraryCosts {
  constructor(private readonly ev: Evaluator) {}

  /** s += t on strings: a copy of s in languages whose strings are immutable. */
  concatenate(
    target: Expr,
    shape: Shape & { kind: 'coll' },
    value: Expr | null,
    ctx: FnCtx,
    inPlace: boolean,
  ): Cost {
    const added = value ? (this.ev.sizes.lenOf(value, ctx) ?? ONE) : ONE
    const before = this.ev.sizes.lenOf(target, ctx) ?? ONE
    this.ev.sizes.grow(shape, added, ctx)
    if (inPlace && !IMMUTABLE_STRINGS[this.ev.language]) return added
    const cost = add(before, added)
    if (!isConstant(before) && this.ev.frames.length > ctx.base) {
      this.ev.hidden.push({
        line: target.line,
        message: `Building a string with += copies it every time: O(${formatSize(before)}) per step${this.ev.language === 'java' ? '; use a StringBuilder' : this.ev.language === 'python' ? "; collect parts in a list and ''.join them" : this.ev.language === 'go' ? '; use a strings.Builder' : ''}.`,
        cost: mul(this.ev.multiplier(ctx.base), cost),
      })
    }
    return cost
  }

  evalBinary(e: Expr & { kind: 'binary' }, ctx: FnCtx): Cost {
    let cost = addC(this.ev.evalExpr(e.left, ctx), this.ev.evalExpr(e.right, ctx))
    if (e.op === 'in' || e.op === 'not in') {
      const container = this.ev.shapes.shapeOf(e.right, ctx)
      if (container.kind === 'coll' && isSequence(container.ds)) {
        const len = this.ev.sizes.lenOf(e.right, ctx) ?? ONE
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
    if (repeated) return addC(cost, this.ev.sizes.mag(repeated.count, ctx) ?? ONE)
    if (e.op === '+') {
      const l = this.ev.shapes.shapeOf(e.left, ctx)
      const r = this.ev.shapes.shapeOf(e.right, ctx)
      const joined = (s: Shape) => s.kind === 'coll' && (s.ds === 'string' || s.ds === 'array')
      if (joined(l) || joined(r)) {
        // s + t (and c + s, which puts c in front) builds a new string or list: a copy of both.
        const total = this.ev.shapes.concatLength(e, ctx)
        if ((l.kind === 'coll' && l.ds === 'string') || (r.kind === 'coll' && r.ds === 'string'))
          this.hiddenIfLooped(e.line, total, ctx, 'String concatenation copies both strings')
        return addC(cost, total)
      }
    }
    return cost
  }

  /**
   * `groups[key]` with a key made from a word (`''.join(sorted(w))`): each entry keeps its own copy of a
   * word, so the map holds the words' letters, n·L, not just n entries.
   */
  keySize(map: Shape, key: Expr, ctx: FnCtx): void {
    if (map.kind !== 'coll' || map.ds !== 'map' || !map.alloc) return
    // A key the caller passed in (`store.put(key, ...)` in a time-based store's `set`) is a reference to
    // the caller's string outside C++, not a copy of its letters.
    if (this.ev.language !== 'cpp' && key.kind === 'name' && ctx.fn?.params.some((p) => p.name === key.name))
      return
    const keyShape = this.ev.shapes.shapeOf(key, ctx)
    if (keyShape.kind !== 'coll') return
    const len = this.ev.sizes.lenOf(key, ctx)
    if (!len || isConstant(len)) return
    // A key built here (`row.map(...).join('')`, a subtree's serialisation) is a string of its own in
    // every entry; one taken from the input is shared with it.
    if (!keyShape.alloc) return
    if (!within(len, map.alloc.elem)) map.alloc.elem = add(map.alloc.elem, len)
  }

  /**
   * `m.set(k, m.get(k) - 1)`, `m.put(k, left)` with `left = m.get(k) - 1`: the value written is the key's
   * own count taken down, so the key was there.
   */
  private decrementsKey(e: Expr & { kind: 'call' }, map: Expr, ctx: FnCtx): boolean {
    const [key, value] = e.args
    if (!key || !value || !/^(set|put)$/.test(calleeName(e) ?? '')) return false
    const defs = ctx.fn ? definitions(ctx.fn.body) : new Map<string, Expr>()
    const v = value.kind === 'name' ? (defs.get(value.name) ?? value) : value
    if (v.kind !== 'binary' || v.op !== '-') return false
    let reads = false
    walkExpr(v.left, (x) => {
      if (
        x.kind === 'call' &&
        /^(get|getOrDefault)$/.test(calleeName(x) ?? '') &&
        pathOf(receiverOf(x)) === pathOf(map) &&
        x.args[0] &&
        exprKey(x.args[0]) === exprKey(key)
      )
        reads = true
    })
    return reads
  }

  /** Whether `index` is the last index of this very list (`len(xs) - 1`), or a name set to it. */
  private isLastIndexOf(index: Expr | undefined, list: Expr, ctx: FnCtx): boolean {
    if (!index) return false
    const def = index.kind === 'name' && ctx.fn ? definitions(ctx.fn.body).get(index.name) : index
    if (def?.kind !== 'binary' || def.op !== '-' || def.right.kind !== 'literal' || def.right.value !== 1)
      return false
    const measured =
      def.left.kind === 'call'
        ? /^(size|len|length)$/.test(calleeName(def.left) ?? '')
          ? (receiverOf(def.left) ?? def.left.args[0])
          : undefined
        : def.left.kind === 'member' && def.left.property === 'length'
          ? def.left.object
          : undefined
    return measured !== undefined && pathOf(measured) === pathOf(list)
  }

  hiddenIfLooped(line: number, cost: BigO, ctx: FnCtx, message: string): void {
    if (isConstant(cost) || this.ev.frames.length <= ctx.base) return
    const loops = this.ev.frames.slice(ctx.base).filter((f) => f.kind === 'loop' && !isConstant(f.count))
    if (loops.length === 0) return
    this.ev.hidden.push({
      line,
      message: `${message}: O(${formatSize(cost)}) on every pass of the enclosing loop.`,
      cost: mul(this.ev.multiplier(ctx.base), cost),
    })
  }

  /**
   * A collection made afresh on this pass of the innermost loop (`level = []` inside a BFS round) holds
   * only what this pass put in it, each put already charged: one walk over it (`level.reverse()`) costs no
   * more than those puts, so it adds nothing to the pass.
   */
  private madeThisPass(shape: Shape): boolean {
    const frames = this.ev.frames.length
    return (
      shape.kind === 'coll' &&
      shape.alloc !== null &&
      frames > 0 &&
      shape.alloc.depth === frames &&
      isConstant(shape.alloc.base)
    )
  }

  /**
   * A heap or sorted set kept in a field of a design class (`MedianFinder`'s two heaps) fills up over
   * the calls of its operations, not within one: it holds the n values given so far, and each push or
   * pop costs log n although a single call only adds one.
   */
  private acrossOperations(len: BigO, op: CallOp, target: Expr | null, shape: Shape, ctx: FnCtx): boolean {
    if (!target || !isConstant(len)) return false
    // Python keeps a heap in a plain list that only heapq's functions treat as one, often set up in an
    // __init__ that the operation being measured never sees run.
    const heapOp = op.op === 'heap-add' || op.op === 'heap-remove'
    const className = ctx.scope.className
    const path = pathOf(target)
    if (!className || !path || ctx.fn?.className !== className) return false
    // Go's receiver (`fs.h` in `func (fs *FreqStack) Push`) names the object as `self` and `this` do.
    const [head, ...rest] = path.split('.')
    const field = head && ctx.selfNames.has(head) && rest.length > 0 ? rest.join('.') : path
    if (field.includes('.')) return false
    if (heapOp && shape.kind === 'unknown' && field !== path) return true
    if (shape.kind !== 'coll' || !shape.alloc || shape.alloc.cap) return false
    if (shape.ds !== 'heap' && shape.ds !== 'sorted' && !heapOp) return false
    const own = this.ev.calls.classScope(className).lookup(field)
    return own !== null && (field !== path || ctx.scope.lookup(field) === own)
  }

  /**
   * A part of the input stored as it is (`res = append(res, intervals[i])`, `out.add(newInterval)`) is a
   * reference to memory the caller owns, not a copy; C++ containers are values and copy it.
   */
  /**
   * `for g in groups.values(): g.sort()`, `for (auto& [k, g] : groups) sort(...)`: the collection sorted is
   * the group a walk over a map of lists takes on this pass (or a helper's parameter the walk hands that
   * group to), when its own length is not known. Gives how many items all the groups hold together, the
   * walk's loop, and the loops around the walk.
   */
  groupsWalked(target: Expr, ctx: FnCtx): GroupWalk | null {
    // `groups[key].sort()` in a walk over the keys sorts the group of that key.
    const keyed = target.kind === 'index' ? nameOf(target.index) : null
    const name = keyed ?? nameOf(target)
    if (!name) return null
    for (let at = this.ev.frames.length - 1; at >= ctx.base; at--) {
      const loop = this.ev.frames[at]?.loop
      if (!loop || loop.style !== 'each') continue
      if (!namesIn(loop.target).has(name)) continue
      let source: Expr = loop.iter
      if (
        source.kind === 'call' &&
        /^(values|items|entrySet|entries|keys|keySet)$/.test(calleeName(source) ?? '')
      ) {
        const owner = receiverOf(source) ?? (source.args.length === 1 ? source.args[0] : null)
        if (!owner) return null
        source = owner
      }
      if (keyed && (target.kind !== 'index' || pathOf(target.object) !== pathOf(source))) return null
      if (!keyed && loop.iter.kind === 'call' && /^(keys|keySet)$/.test(calleeName(loop.iter) ?? ''))
        return null
      const map = this.ev.shapes.shapeOf(source, ctx)
      if (map.kind !== 'coll' || map.ds !== 'map') return null
      const inner = map.alloc && !isConstant(map.alloc.innerGrowth) ? map.alloc.innerGrowth : null
      const items = inner ?? this.ev.sizes.lenOf(source, ctx)
      if (!items || isConstant(items)) return null
      return { items, loop, around: this.ev.frames.slice(ctx.base, at).map((f) => f.count) }
    }
    return ctx.fn ? (this.ev.groupParams.get(`${ctx.fn.id}:${name}`) ?? null) : null
  }

  /**
   * The edges a sort inside a walk of the nodes handles over the whole walk, with the counts of the loops
   * around that walk: a list filled from one node's adjacency list this pass, or that adjacency list
   * (`adj[u]`, `graph.get(u)`, or a name given it in the loop). Null for any other sort.
   */
  private sortsOneNodesEdges(shape: Shape, target: Expr, ctx: FnCtx): { edges: BigO; around: BigO[] } | null {
    const frames = this.ev.frames
    if (frames.length <= ctx.base) return null
    if (shape.kind === 'coll' && shape.alloc?.edgeFilled && this.madeThisPass(shape))
      return {
        edges: shape.alloc.edgeFilled,
        around: frames.slice(ctx.base, shape.alloc.depth - 1).map((f) => f.count),
      }
    const loop = frames[frames.length - 1]?.loop
    const row = target.kind === 'name' && loop ? definitions(loop.body).get(target.name) : target
    if (!row || !this.ev.loops.isAdjacency(row, ctx)) return null
    const edges = this.ev.loops.adjacencyTotal(row, ctx)
    if (!edges || isConstant(edges)) return null
    return { edges, around: frames.slice(ctx.base, frames.length - 1).map((f) => f.count) }
  }

  private inputReference(element: Expr, ctx: FnCtx): boolean {
    if (this.ev.language === 'cpp' || ctx.recursion) return false
    const shape = this.ev.shapes.shapeOf(element, ctx)
    if (shape.kind !== 'coll' || shape.alloc !== null) return false
    const fn = ctx.fn
    if (!fn || fn.parentId !== null) return false
    // Go's `s[i:j]` shares the bytes (or elements) of what it cuts: a reference, like `s` itself.
    const root =
      element.kind === 'index' || (element.kind === 'slice' && this.ev.language === 'go')
        ? element.object
        : element
    return root.kind === 'name' && fn.params.some((p) => p.name === root.name)
  }

  /** `graph[u].append(v)`, `heappush(ends[v], x)`: fills the inner lists of a table. */
  private fillsInnerList(target: Expr & { kind: 'index' }, op: CallOp, ctx: FnCtx): boolean {
    const outer = this.ev.shapes.shapeOf(target.object, ctx)
    this.keySize(outer, target.index, ctx)
    if (outer.kind !== 'coll' || !outer.alloc) return false
    const element = op.element ? this.ev.shapes.shapeOf(op.element, ctx) : SCALAR
    const size = element.kind === 'coll' ? this.ev.sizes.sizeOfShape(element) : ONE
    outer.alloc.innerGrowth = add(
      outer.alloc.innerGrowth,
      mul(this.ev.sizes.growthMultiplier(outer.alloc), size),
    )
    if (outer.ds === 'map')
      outer.alloc.growth = add(outer.alloc.growth, this.ev.sizes.growthMultiplier(outer.alloc))
    return true
  }

  /**
   * `byCuisine[c].insert(x)`, `groups.computeIfAbsent(c, ...).add(x)` on a map of ordered sets: one set
   * may come to hold every entry the map's sets hold together, so an insert into it costs their log.
   */
  private insertIntoOneOfMany(inner: Shape, outerExpr: Expr, ctx: FnCtx): Cost {
    if (inner.kind !== 'coll' || inner.ds !== 'sorted') return ONE
    const outer = this.ev.shapes.shapeOf(outerExpr, ctx)
    return outer.kind === 'coll' && outer.alloc ? logOf(outer.alloc.innerGrowth) : ONE
  }

  /**
   * `heappush(ends[v], length)`: one heap of a table of heaps, whose own size no rule follows. Together
   * they hold no more than the table has entries, which bounds each of them.
   */
  private heapOfMany(target: Expr | null, len: BigO, ctx: FnCtx): BigO {
    if (!isConstant(len) || target?.kind !== 'index') return len
    const table = this.ev.shapes.shapeOf(target.object, ctx)
    if (table.kind !== 'coll' || table.ds !== 'map') return len
    return this.ev.sizes.lenOf(target.object, ctx) ?? len
  }

  applyOp(e: Expr & { kind: 'call' }, op: CallOp, ctx: FnCtx): Cost {
    if (op.op === 'add' && ctx.fn && rewritesReadCount(e, ctx.fn)) return ONE
    const target = op.target
    const shape = target ? this.ev.shapes.shapeOf(target, ctx) : UNKNOWN
    // `IntStream.range(0, n).map(...)`, `Arrays.stream(nums).sorted()`: as many elements as the source.
    const streamed = (t: Expr) => (this.ev.language === 'java' ? this.ev.shapes.streamLength(t, ctx) : null)
    // `rows.flat()` copies every row's elements.
    const flattened =
      calleeName(e) === 'flat' && shape.kind === 'coll' ? this.ev.sizes.sizeOfShape(shape) : null
    const whole = target ? (flattened ?? this.ev.sizes.lenOf(target, ctx) ?? streamed(target) ?? ONE) : ONE
    // A copy or scan of part of the collection (`s.substring(i, i + 2)`) costs that part.
    const part =
      op.op === 'copy' || op.op === 'scan' || op.op === 'search' ? this.ev.sizes.partLength(e, ctx) : null
    const len = this.acrossOperations(part ?? whole, op, target, shape, ctx) ? sym('n') : (part ?? whole)
    const name = calleeName(e) ?? 'call'
    if ((op.op === 'copy' || op.op === 'scan') && part === null && this.madeThisPass(shape)) return ONE
    if (op.op === 'search' && this.ev.sizes.skippedByThePointer(e, ctx)) return ONE
    switch (op.op) {
      case 'add': {
        // `seen.set(out, seen.get(out) - 1)`: a count taken down on a key already there adds no key.
        if (shape.kind === 'coll' && shape.ds === 'map' && target && this.decrementsKey(e, target, ctx))
          return ONE
        if (shape.kind === 'coll' && shape.ds === 'heap') {
          this.capIfPushGuarded(shape, target, ctx)
          if (!this.replacesPopped(target, ctx))
            this.ev.sizes.grow(shape, ONE, ctx, op.element ? this.ev.shapes.shapeOf(op.element, ctx) : SCALAR)
          return logOf(len)
        }
        if (target && target.kind === 'index' && this.fillsInnerList(target, op, ctx))
          return this.insertIntoOneOfMany(shape, target.object, ctx)
        if (
          target &&
          target.kind === 'call' &&
          /^(computeIfAbsent|setdefault|get|getOrDefault)$/.test(calleeName(target) ?? '')
        ) {
          const outerExpr = receiverOf(target)
          const outer = outerExpr ? this.ev.shapes.shapeOf(outerExpr, ctx) : UNKNOWN
          if (target.args[0]) this.keySize(outer, target.args[0], ctx)
          if (outer.kind === 'coll' && outer.alloc) {
            outer.alloc.innerGrowth = add(
              outer.alloc.innerGrowth,
              this.ev.sizes.growthMultiplier(outer.alloc),
            )
            outer.alloc.growth = add(outer.alloc.growth, this.ev.sizes.growthMultiplier(outer.alloc))
          }
          return outerExpr ? this.insertIntoOneOfMany(shape, outerExpr, ctx) : ONE
        }
        if (shape.kind === 'coll' && shape.ds === 'set' && shape.alloc)
          this.boundKeys(shape.alloc, op.element, ctx)
        // `groups.set(key, size)`, `seen.put(serial, count)`: the key is held as well as the value.
        if (shape.kind === 'coll' && shape.ds === 'map' && e.args.length >= 2 && e.args[0]) {
          this.keySize(shape, e.args[0], ctx)
          if (shape.alloc) this.boundKeys(shape.alloc, e.args[0], ctx)
        }
        // `window.insert(nums[i]); window.erase(...)` on every pass: a window that keeps its size.
        const window = this.slidesWindow(target, ctx)
        if (window === 'steady') return shape.kind === 'coll' && shape.ds === 'sorted' ? logOf(len) : ONE
        if (window && shape.kind === 'coll' && shape.alloc) shape.alloc.cap = window
        // `if (picked.size() < k) picked.addLast(v)`: never more than k, as a guarded heap push.
        this.capIfPushGuarded(shape, target, ctx)
        // A string builder grows by the length of what is appended; a number (`sb.append(count)`,
        // `(char) ('A' + rem)`) adds its digits or one character, not as many as its value.
        const amount =
          shape.kind === 'coll' &&
          shape.ds === 'string' &&
          op.element &&
          this.ev.shapes.shapeOf(op.element, ctx).kind !== 'int'
            ? (this.ev.sizes.lenOf(op.element, ctx) ?? ONE)
            : ONE
        this.ev.sizes.grow(
          shape,
          amount,
          ctx,
          op.element &&
            !(shape.kind === 'coll' && shape.ds === 'string') &&
            !this.inputReference(op.element, ctx) &&
            !this.ev.sizes.pieceSinceMark(op.element, ctx) &&
            !walksInPlace(op.element)
            ? this.ev.shapes.shapeOf(op.element, ctx)
            : SCALAR,
        )
        // `stack = []; stack.append(root)`: an empty worklist holds what is put in it, so what comes out
        // of it (`cur = stack.pop()`) is a node with its links.
        // Only a push where the list was made, outside any loop or call: the seed of the walk.
        const name = target?.kind === 'name' ? target.name : null
        const v = name ? ctx.scope.lookup(name) : null
        const seeded = v !== null && v.depth === this.ev.frames.length
        if (name && v && seeded && shape.kind === 'coll' && shape.elem.kind === 'scalar' && op.element) {
          const element = this.ev.shapes.shapeOf(op.element, ctx)
          if (element.kind === 'node') ctx.scope.assign(name, { ...v, shape: { ...shape, elem: element } })
        }
        if (shape.kind === 'coll' && shape.ds === 'sorted') return logOf(len)
        // A collection made on the spot and stored (`node.setdefault(ch, {})`): one more per pass. A pair
        // or tuple (`{r, c}`, `(r, c)`) is just the element.
        const el = op.element
        const fresh =
          el !== null &&
          ((el.kind === 'collection' && el.elements.length === 0) ||
            el.kind === 'new' ||
            el.kind === 'comprehension')
        // Go's `cell{nr, nc}` is a value of a struct type, copied into the slice like a tuple.
        const structValue =
          el !== null && el.kind === 'new' && this.ev.language === 'go' && /^[A-Za-z_]\w*$/.test(el.type)
        if (
          ((this.ev.language === 'go' && nameOf(e.callee) === 'append' && op.element) || fresh) &&
          !structValue
        )
          this.ev.sizes.retain(this.ev.shapes.shapeOf(op.element as Expr, ctx), ctx)
        // C++ containers are values: `out.push_back(path)` copies the path.
        if (this.ev.language === 'cpp' && op.element && op.element.kind === 'name') {
          const element = this.ev.shapes.shapeOf(op.element, ctx)
          if (element.kind === 'coll') return this.ev.sizes.sizeOfShape(element)
        }
        return ONE
      }
      case 'add-all': {
        const added = op.element ? (this.ev.sizes.lenOf(op.element, ctx) ?? ONE) : ONE
        if (!this.filledFromPopsOf(op.element, target, ctx)) this.ev.sizes.grow(shape, added, ctx)
        return added
      }
      case 'heap-add':
        this.capIfPushGuarded(shape, target, ctx)
        if (target?.kind === 'index' && this.fillsInnerList(target, op, ctx))
          return logOf(this.heapOfMany(target, len, ctx))
        if (!this.replacesPopped(target, ctx))
          this.ev.sizes.grow(shape, ONE, ctx, op.element ? this.ev.shapes.shapeOf(op.element, ctx) : SCALAR)
        return logOf(this.heapOfMany(target, len, ctx))
      case 'heap-remove':
        this.capIfGuarded(shape, target, ctx)
        return logOf(this.heapOfMany(target, len, ctx))
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
        // `s.erase(s.begin())` on a tree or a hash table unlinks one node: nothing shifts.
        if (shape.kind === 'coll' && (shape.ds === 'sorted' || shape.ds === 'set' || shape.ds === 'map')) {
          this.capIfTrimmed(shape, target, ctx, removedKey(e, target))
          return shape.ds === 'sorted' ? logOf(len) : ONE
        }
        // `const last = stack.length - 1; stack.splice(last, 1)`: nothing after it to shift.
        if (/^(splice|deleteCharAt)$/.test(name) && target && this.isLastIndexOf(e.args[0], target, ctx))
          return ONE
        this.hiddenIfLooped(
          e.line,
          len,
          ctx,
          `${name}${name === 'pop' ? '(0)' : ''} on an array shifts every element`,
        )
        if (op.element && !this.replacesPopped(target, ctx)) this.ev.sizes.grow(shape, ONE, ctx)
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
        if (shape.kind === 'coll' && !isSequence(shape.ds)) {
          this.capIfTrimmed(shape, target, ctx, removedKey(e, target))
          return shape.ds === 'sorted' ? logOf(len) : ONE
        }
        // `int last = levels.size() - 1; levels.remove(last)`, `top = len(stack) - 1; stack.pop(top)`: the
        // last element, through a name.
        if (target && this.isLastIndexOf(e.args[0], target, ctx)) return ONE
        this.hiddenIfLooped(e.line, len, ctx, `${name}() searches and shifts the list`)
        return len
      case 'sort':
      case 'sorted-copy': {
        // `row.sort()` on the values of a tree level built this pass, in a walk counted once per node:
        // each node's share of sorting its level is a logarithm (the levels' w log w sum to n log n).
        if (shape.kind === 'coll' && shape.alloc?.perLevel && this.madeThisPass(shape)) {
          const share = logOf(len)
          this.ev.notes.push({
            line: e.line,
            endLine: e.endLine,
            cost: mul(this.ev.multiplier(ctx.base), share),
            text: `sorting each level on line ${e.line} costs ${formatCount(share)} per node`,
            kind: 'call',
          })
          return share
        }
        // `gains.sort()` on a list filled from one node's adjacency list, or `adj[u].sort()` on the list
        // itself, in a walk of the nodes: each pass sorts one node's edges, and the sorts together cost no
        // more than sorting all E edges once.
        const edgeSort = isConstant(len) && target ? this.sortsOneNodesEdges(shape, target, ctx) : null
        if (edgeSort) {
          const key = `sort-edges:${e.line}`
          if (!this.ev.amortisedDone.has(key)) {
            this.ev.amortisedDone.add(key)
            const all = mul(edgeSort.edges, logOf(edgeSort.edges))
            this.ev.amortisedTotal = add(this.ev.amortisedTotal, mul(ONE, ...edgeSort.around, all))
            this.ev.notes.push({
              line: e.line,
              endLine: e.endLine,
              cost: all,
              text: `sorting one node's edges on line ${e.line} costs ${formatCount(all)} over all the nodes`,
              kind: 'call',
            })
          }
          return ONE
        }
        const sorted = isConstant(len) && target ? (streamed(target) ?? len) : len
        // Sorting each group of a map of lists in turn: the groups together hold the items once, so all
        // the sorts cost no more than sorting every item, charged once, outside the walk over the groups.
        const groups = isConstant(sorted) && target ? this.groupsWalked(target, ctx) : null
        if (groups) {
          const key = `sort-groups:${e.line}:${groups.loop.line}`
          if (!this.ev.amortisedDone.has(key)) {
            this.ev.amortisedDone.add(key)
            const all = mul(groups.items, logOf(groups.items))
            this.ev.amortisedTotal = add(this.ev.amortisedTotal, mul(ONE, ...groups.around, all))
            this.ev.notes.push({
              line: e.line,
              endLine: e.endLine,
              cost: all,
              text: `sorting each group on line ${e.line} costs ${formatCount(all)} over all the groups`,
              kind: 'call',
            })
          }
          return ONE
        }
        const cost = isConstant(sorted) ? ONE : mul(sorted, logOf(sorted))
        if (!isConstant(sorted)) {
          this.ev.notes.push({
            line: e.line,
            endLine: e.endLine,
            cost: mul(this.ev.multiplier(ctx.base), cost),
            text: `sorting on line ${e.line} costs ${formatCount(cost)}`,
            kind: 'call',
          })
        }
        for (const a of e.args) if (a.kind === 'lambda') this.evalCallback(a, sorted, ctx)
        // `zip(heights, sorted(heights))`: the sorted copy is made even when nothing names it.
        this.ev.shapes.shapeOf(e, ctx)
        return cost
      }
      case 'bsearch':
        return logOf(len)
      case 'select': {
        const k = op.sizeArg ? (this.ev.sizes.mag(op.sizeArg, ctx) ?? len) : len
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
      case 'scan': {
        if (op.op === 'copy' && name === 'values' && shape.kind === 'coll' && shape.ds === 'map') return ONE
        // `best.clear(); best.add(i)`: a clear drops what was put in since the last one, each element once,
        // and every put already paid for it: amortised O(1).
        if (name === 'clear') return ONE
        // `w.equals(word1)` compares two strings, as `==` does in the other languages: charged as one step,
        // as `==` is. Two lists or maps compared with `equals` still walk them.
        if (name === 'equals' && shape.kind === 'coll' && shape.ds === 'string') return ONE
        // str(i), String(x), x.toString() of a number: its digits (a few for a loop's counter).
        if (op.op !== 'heapify' && target && shape.kind === 'int')
          return this.ev.shapes.digitsOf(target, ctx) ?? ONE
        // `ch.concat(reversed)` copies what it is given as well as its receiver.
        const copied =
          name === 'concat' && this.ev.language !== 'cpp'
            ? add(len, ...e.args.map((a) => this.ev.sizes.lenOf(a, ctx) ?? ONE))
            : len
        // Copies inside a loop are easy to miss; a sum or max over the input is what the loop is for.
        if (target && op.op === 'copy')
          this.hiddenIfLooped(
            e.line,
            copied,
            ctx,
            `${name}() copies the whole ${shape.kind === 'coll' && shape.ds === 'string' ? 'string' : 'collection'}`,
          )
        this.noteCall(e, copied, `${name}() on line ${e.line} walks ${formatSize(copied)} elements`, ctx)
        return copied
      }
      case 'iterate': {
        const callback = e.args.find((a) => a.kind === 'lambda') ?? this.namedCallback(e, ctx)
        // reduce((acc, x) => ..., []) hands the same collection to every call: what they add to it stays.
        const initial = /^reduce(Right)?$/.test(name) ? e.args[1] : undefined
        const accumulator = initial ? this.ev.shapes.shapeOf(initial, ctx) : null
        // `grid.every((row) => row.every(...))`: the callback's element is one of the collection's; the
        // same for a Java stream of it (`Arrays.stream(grid).allMatch(row -> ...)`).
        const source = shape.kind === 'coll' ? null : streamedCollection(target)
        const of = source ? this.ev.shapes.shapeOf(source, ctx) : shape
        const elem = of.kind === 'coll' && of.ds !== 'map' ? of.elem : SCALAR
        const per = callback
          ? this.evalCallback(
              callback as Expr & { kind: 'lambda' },
              len,
              ctx,
              accumulator?.kind === 'coll' ? accumulator : null,
              { shape: elem, at: /^reduce(Right)?$/.test(name) ? 1 : 0 },
            )
          : ONE
        // The callback holds the recursive call (`children.map((c) => depth(c))`): its runs are the
        // branches of the recursion, counted as its calls.
        const branches = ctx.recursion?.plan.branchLoops
        if (callback && branches && [...branches].some((l) => l.body === callback.fn.body)) return per
        return mulC(len, per)
      }
      case 'resize': {
        const size = op.sizeArg ? (this.ev.sizes.mag(op.sizeArg, ctx) ?? ONE) : ONE
        const elemShape = op.element ? this.ev.shapes.shapeOf(op.element, ctx) : SCALAR
        const elemSize = elemShape.kind === 'coll' ? this.ev.sizes.sizeOfShape(elemShape) : ONE
        if (shape.kind === 'coll' && shape.alloc) {
          shape.alloc.base = add(shape.alloc.base, size)
          shape.alloc.elem = add(shape.alloc.elem, elemSize)
          shape.alloc.constantSize = false
        }
        if (target && shape.kind === 'coll' && !shape.alloc) {
          const alloc = this.ev.sizes.allocate(
            e,
            target.kind === 'member' ? target.property : (pathOf(target) ?? 'table'),
            'array',
            size,
            ctx,
            elemSize,
          )
          const newShape = collShape('array', size, elemShape, alloc)
          if (target.kind === 'name')
            ctx.scope.assign(target.name, { shape: newShape, depth: this.ev.frames.length })
          else if (ctx.scope.className)
            this.ev.calls
              .classScope(ctx.scope.className)
              .assign(target.kind === 'member' ? target.property : (nameOf(target) ?? ''), {
                shape: newShape,
                depth: 0,
              })
        }
        return mul(size, elemSize)
      }
      case 'const':
        return ONE
    }
  }

  private readonly wrappedCallbacks = new WeakMap<Expr, Expr & { kind: 'lambda' }>()

  /**
   * `words.map(toMask)`: a function of the file passed by name runs once per element, as the lambda
   * `(x) => toMask(x)` would. Null when the call passes no such function.
   */
  namedCallback(e: Expr & { kind: 'call' }, ctx: FnCtx): (Expr & { kind: 'lambda' }) | null {
    const named = e.args.find((a) => a.kind === 'name' && ctx.scope.lookup(a.name)?.shape.kind === 'func')
    if (!named || named.kind !== 'name') return null
    const cached = this.wrappedCallbacks.get(named)
    if (cached) return cached
    const at = { line: named.line, endLine: named.endLine }
    const element: Expr = { ...at, kind: 'name', name: '__element' }
    const fn: FunctionIR = {
      ...at,
      id: -1,
      name: '<lambda>',
      params: [{ name: '__element', type: null, line: named.line }],
      body: [{ ...at, kind: 'return', value: { ...at, kind: 'call', callee: named, args: [element] } }],
      decorators: [],
      className: null,
      parentId: null,
      isLambda: true,
      returnType: null,
    }
    const wrapped: Expr & { kind: 'lambda' } = { ...at, kind: 'lambda', fn }
    this.wrappedCallbacks.set(named, wrapped)
    return wrapped
  }

  /** A library call whose own cost is not constant, for the explanation. */
  noteCall(e: Expr, cost: BigO, text: string, ctx: FnCtx): void {
    if (isConstant(cost)) return
    this.ev.notes.push({
      line: e.line,
      endLine: e.endLine,
      cost: mul(this.ev.multiplier(ctx.base), cost),
      text,
      kind: 'call',
    })
  }

  evalCallback(
    cb: Expr & { kind: 'lambda' },
    count: BigO,
    ctx: FnCtx,
    accumulator: Shape | null = null,
    /** The parameter that receives each element (the second for reduce), and what the elements are. */
    element: { shape: Shape; at: number } | null = null,
  ): Cost {
    const scope = new Scope(ctx.scope)
    cb.fn.params.forEach((p, i) =>
      scope.define(p.name, {
        shape:
          i === 0 && accumulator
            ? accumulator
            : element && i === element.at && element.shape.kind === 'coll'
              ? element.shape
              : SCALAR,
        depth: this.ev.frames.length,
      }),
    )
    const inner: FnCtx = { ...ctx, scope, conds: [] }
    this.ev.frames.push({
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
      return this.ev.evalBlock(cb.fn.body, inner)
    } finally {
      this.ev.frames.pop()
    }
  }

  /**
   * A loop draining a heap that pops one entry on every pass and pushes at most one back (the next node
   * of the popped list when merging k lists): the heap never holds more than it started with.
   */
  /**
   * `stack.extend(chunk)` where every `chunk.append(...)` takes `stack.pop()`: what goes back was taken
   * out of the same collection, which ends no larger than it was.
   */
  private filledFromPopsOf(source: Expr | null, target: Expr | null, ctx: FnCtx): boolean {
    const from = source ? pathOf(source) : null
    const to = target ? pathOf(target) : null
    if (!from || !to || from === to || !ctx.fn) return false
    let adds = 0
    let popped = 0
    walkBodyExprs(ctx.fn.body, (x) => {
      if (x.kind !== 'call') return
      const op = classifyCall(x, this.ev.language)
      if (op?.op !== 'add' || !op.target || pathOf(op.target) !== from) return
      adds++
      const element = op.element
      const pop = element?.kind === 'call' ? classifyCall(element, this.ev.language) : null
      const taken = pop && (pop.op === 'remove-end' || pop.op === 'remove-front') && pop.target
      // Go reads the top before re-slicing it off: `chunk = append(chunk, st[len(st)-1])`.
      const top = element !== null && topsRead(element).some((t) => pathOf(t) === to)
      if (top || (taken && pathOf(taken) === to)) popped++
    })
    return adds > 0 && adds === popped
  }

  replacesPopped(target: Expr | null, ctx: FnCtx): boolean {
    const path = target ? pathOf(target) : null
    const frame = this.ev.frames[this.ev.frames.length - 1]
    // A drain of the heap, or any loop (`for _ in range(k)`) that pops it every pass: one push back per
    // pop leaves it the size it was.
    if (!path || this.ev.frames.length <= ctx.base || !frame?.loop) return false
    const loop = frame.loop
    // `window.pop(idx)` (or `window.remove(x)`) then `insort(window, x)`: a removal from the middle and an
    // insertion in order are a pop and a push too.
    const kindOf = (op: CallOp): string =>
      op.op === 'shift' ? (op.element ? 'insert-in-place' : 'remove-in-place') : op.op
    const touches = (e: Expr, ops: readonly string[]) => {
      let found = false
      walkExpr(e, (x) => {
        if (x.kind !== 'call') return
        const op = classifyCall(x, this.ev.language)
        if (op && ops.includes(kindOf(op)) && op.target && pathOf(op.target) === path) found = true
      })
      return found
    }
    const exprsOf = (st: Stmt): Expr[] =>
      st.kind === 'expr' ? [st.expr] : st.kind === 'assign' ? st.values : []
    const PUSH = ['add', 'heap-add', 'insert-in-place']
    const POP = ['heap-remove', 'remove-end', 'remove-front', 'remove-in-place', 'remove-value']
    const popsEachPass = loop.body.some((st) => exprsOf(st).some((e) => touches(e, POP)))
    let pushes = 0
    let nested = false
    walkStmts(loop.body, (st, loops) => {
      for (const e of exprsOf(st))
        if (touches(e, PUSH)) {
          pushes++
          if (loops.some((l) => l !== loop)) nested = true
        }
    })
    return popsEachPass && pushes === 1 && !nested
  }

  /**
   * A loop whose every pass adds one item to a collection and takes one out of it, both unconditionally
   * (`window.insert(nums[i]); window.erase(window.find(nums[i - k]))`, `window.add(x); window.remove(y)`):
   * the collection slides along the input at the size it started with, so the adds do not grow it
   * ('steady'). Taking one out only once the counter has passed k (`if (i >= k) window.remove(...)`)
   * keeps it at k: that bound.
   */
  slidesWindow(target: Expr | null, ctx: FnCtx): 'steady' | BigO | null {
    const path = target ? pathOf(target) : null
    const frame = this.ev.frames[this.ev.frames.length - 1]
    if (!path || this.ev.frames.length <= ctx.base || frame?.kind !== 'loop' || !frame.loop) return null
    const opOf = (st: Stmt) => {
      if (st.kind !== 'expr' || st.expr.kind !== 'call') return null
      const op = classifyCall(st.expr, this.ev.language)
      return op && op.target && pathOf(op.target) === path ? op.op : null
    }
    const REMOVES = ['remove-value', 'remove-front', 'heap-remove']
    let adds = 0
    let removes = 0
    let cap: BigO | null = null
    for (const st of frame.loop.body) {
      const op = opOf(st)
      if (op === 'add') adds++
      if (op && REMOVES.includes(op)) removes++
      // `if (i >= k) window.remove(nums[i - k])`: once the counter has passed k.
      if (st.kind === 'if' && st.otherwise.length === 0 && st.then.length === 1 && st.then[0]) {
        const inner = opOf(st.then[0])
        const c = st.cond
        if (inner && REMOVES.includes(inner) && c.kind === 'binary' && /^(>=|>)$/.test(c.op)) {
          const counter = nameOf(c.left)
          const bound = this.ev.sizes.mag(c.right, ctx)
          if (counter && frame.progress.has(counter) && bound && !isConstant(bound)) {
            removes++
            cap = bound
          }
        }
      }
    }
    if (adds !== 1 || removes !== 1) return null
    return cap ?? 'steady'
  }

  /** Records the range of a key added to a set: a loop counter's values, or no known range. */
  boundKeys(alloc: Allocation, key: Expr | null, ctx: FnCtx): void {
    if (alloc.keyBound === null) return
    const v = key && key.kind === 'name' ? ctx.scope.lookup(key.name) : null
    const counter =
      v?.shape.kind === 'int' && !v.shape.totals && !isConstant(v.shape.mag) ? v.shape.mag : null
    // Keys drawn from the input bound one map made before the loops, not each of many made in them (the
    // nodes of a trie of subarrays).
    const drawn = key && alloc.depth <= ctx.base ? this.elementOfInput(key, ctx) : null
    const range = counter ?? drawn
    alloc.keyBound = range ? add(alloc.keyBound ?? ONE, range) : null
  }

  /**
   * `taken[x] += 1` with `x = nums[i]`: a key that is an element of a given list takes at most as many
   * values as the list has elements. Their number, or null.
   */
  private elementOfInput(key: Expr, ctx: FnCtx): BigO | null {
    const def = key.kind === 'name' && ctx.fn ? definitions(ctx.fn.body).get(key.name) : key
    if (def?.kind !== 'index') return null
    // The input itself, not a list the code builds (whose values may be anything it computes).
    const owner = this.ev.shapes.shapeOf(def.object, ctx)
    if (owner.kind !== 'coll' || owner.alloc !== null || owner.elem.kind === 'coll') return null
    const len = this.ev.sizes.lenOf(def.object, ctx)
    return len && !isConstant(len) ? len : null
  }

  /** `if len(heap) > k: heappop(heap)` keeps the heap at k elements. */
  /** `if len(heap) < k: heappush(heap, x)`: pushed only while smaller than k, it never holds more. */
  capIfPushGuarded(shape: Shape, target: Expr | null, ctx: FnCtx): void {
    if (shape.kind !== 'coll' || !shape.alloc || !target) return
    const path = pathOf(target)
    for (const c of ctx.conds) {
      for (const x of conjuncts(c)) {
        const flags = this.unsetFlagTested(x, ctx)
        if (flags) {
          const limit = this.ev.sizes.lenOf(flags, ctx)
          if (limit && !isConstant(limit)) shape.alloc.cap = limit
          continue
        }
        if (x.kind !== 'binary' || !/^(<|<=)$/.test(x.op)) continue
        const sized = sizedCollection(x.left)
        if (sized && pathOf(sized) === path) {
          const limit = this.ev.sizes.mag(x.right, ctx)
          if (limit && !isConstant(limit)) shape.alloc.cap = limit
        }
      }
    }
  }

  /**
   * `if not taken[i]: taken[i] = True; out.append(i)`: a cell of a table of flags tested unset, where the
   * function sets that cell: each cell lets one add through, so the adds are no more than the cells.
   */
  unsetFlagTested(test: Expr, ctx: FnCtx): Expr | null {
    // `!seen[v]`, `not seen[v]`, `seen[v] == false`, `comp[v] == -1`: the cell still holds its unset mark.
    const mark = (e: Expr): string | null => {
      if (e.kind === 'literal')
        return /^(false|null|nil|None|undefined)$/i.test(e.text ?? '') ? 'unset' : null
      if (e.kind === 'unary' && e.op === '-' && e.operand.kind === 'literal' && e.operand.value === 1)
        return '-1'
      return null
    }
    let cellRead: Expr | null = null
    let unset: string | null = null
    if (test.kind === 'unary' && /^(!|not)$/.test(test.op)) [cellRead, unset] = [test.operand, 'unset']
    else if (test.kind === 'binary' && /^(==|===|is)$/.test(test.op) && mark(test.right))
      [cellRead, unset] = [test.left, mark(test.right)]
    if (cellRead?.kind !== 'index' || !ctx.fn || !unset) return null
    const table = cellRead.object
    const held = this.ev.shapes.shapeOf(table, ctx)
    if (held.kind !== 'coll' || /^(map|set|sorted)$/.test(held.ds)) return null
    // The function sets that cell to something else, and never puts the mark back in it.
    const cell = exprKey(cellRead)
    let set = false
    let cleared = false
    walkStmts(ctx.fn.body, (st) => {
      if (st.kind !== 'assign' || st.op !== '=') return
      st.targets.forEach((t, i) => {
        const v = st.values[i] ?? st.values[st.values.length - 1]
        if (t.kind !== 'index' || exprKey(t) !== cell || !v) return
        const value = mark(v) ?? (v.kind === 'literal' && /^false$/i.test(v.text ?? '') ? 'unset' : null)
        if (value === unset) cleared = true
        else set = true
      })
    })
    return set && !cleared ? table : null
  }

  /**
   * `while len(counts) > 2: ... del counts[out]`, `if (seen.size > k) seen.delete(first)`: a map or set
   * trimmed whenever it outgrows a bound never holds more than one entry over it.
   */
  capIfTrimmed(shape: Shape, target: Expr | null, ctx: FnCtx, removedKey?: Expr): void {
    if (shape.kind !== 'coll' || !shape.alloc || !target) return
    const path = pathOf(target)
    // `out = nums[i - k]; ...; del window[out]`: the key of the element leaving a window of k.
    const window = removedKey ? this.windowLeaving(removedKey, ctx) : null
    if (window) shape.alloc.cap = window
    const loopTests = this.ev.frames
      .slice(ctx.base)
      .flatMap((f) =>
        f.kind === 'loop' && f.loop && f.loop.style !== 'each' && f.loop.cond ? [f.loop.cond] : [],
      )
    for (const c of [...ctx.conds, ...loopTests])
      for (const x of conjuncts(c)) {
        // `if len(seen) > 0`: only not empty, no bound.
        if (x.kind !== 'binary' || !pastABound(x)) continue
        const sized = sizedCollection(x.left)
        if (!sized || pathOf(sized) !== path) continue
        const limit = this.ev.sizes.mag(x.right, ctx)
        if (limit) shape.alloc.cap = limit
      }
  }

  /**
   * The width of the window a key leaves: `nums[i - k]` (or a name given it in the loop), with `i` the
   * loop's counter. A map that drops that key as it goes never holds more keys than the window has
   * elements. Null for any other key.
   */
  private windowLeaving(key: Expr, ctx: FnCtx): BigO | null {
    const frame = this.ev.frames.findLast((f) => f.kind === 'loop' && f.loop !== null)
    if (!frame?.loop) return null
    const defs = definitions(frame.loop.body)
    const read = key.kind === 'name' ? (defs.get(key.name) ?? key) : key
    if (read.kind !== 'index' || read.index.kind !== 'binary' || read.index.op !== '-') return null
    const counter = nameOf(read.index.left)
    if (!counter || !frame.progress.has(counter)) return null
    const width = this.ev.sizes.mag(read.index.right, ctx)
    return width && !isConstant(width) ? width : null
  }

  capIfGuarded(shape: Shape, target: Expr | null, ctx: FnCtx): void {
    if (shape.kind !== 'coll' || !shape.alloc || !target) return
    const path = pathOf(target)
    for (const c of ctx.conds) {
      // `if h.Len() > 0 && h[0] <= start { pop }`: a pop that also waits on something else, or only on the
      // collection not being empty, keeps no bound on its size.
      const parts = conjuncts(c)
      if (parts.length > 1) continue
      for (const x of parts) {
        if (x.kind !== 'binary' || !(/^(==|===)$/.test(x.op) || pastABound(x))) continue
        const sized = sizedCollection(x.left)
        if (sized && pathOf(sized) === path) {
          const limit = this.ev.sizes.mag(x.right, ctx)
          if (limit) shape.alloc.cap = limit
        }
      }
    }
  }
}

/** The key a removal names: `del counts[k]`, `delete(counts, k)`, `counts.remove(k)`. */
function removedKey(e: Expr & { kind: 'call' }, target: Expr | null): Expr | undefined {
  return e.args.find((a) => a !== target)
}

function isSequence(ds: DsKind): boolean {
  return (
    ds === 'array' || ds === 'list' || ds === 'string' || ds === 'deque' || ds === 'stack' || ds === 'unknown'
  )
}

/**
 * `int cnt = window.get(out); ... window.put(out, cnt - 1)`: the count was read from the same key of the
 * same map, so the key is there and the put rewrites it (a sliding window's counts, hand of straights).
 * A default (`getOrDefault(k, 0)`) may stand for a missing key: only a count taken down is a rewrite then.
 */
export function rewritesReadCount(e: Expr & { kind: 'call' }, fn: FunctionIR): boolean {
  if (!/^(put|set)$/.test(calleeName(e) ?? '') || e.args.length !== 2) return false
  const [key, value] = e.args as [Expr, Expr]
  const map = pathOf(receiverOf(e))
  const keyPath = pathOf(key)
  if (!map || !keyPath) return false
  const defs = definitions(fn.body)
  let read = false
  // `int cnt = window.get(d) - 1; window.put(d, cnt)`: the read may sit inside the name's definition.
  const readsKey = (d: Expr, counted: Expr) =>
    walkExpr(d, (c) => {
      if (c.kind !== 'call' || pathOf(receiverOf(c)) !== map || pathOf(c.args[0]) !== keyPath) return
      const how = calleeName(c)
      if (how === 'get' || (how === 'getOrDefault' && counted.kind === 'binary' && counted.op === '-'))
        read = true
    })
  walkExpr(value, (x) => {
    if (x.kind !== 'name') return
    const d = defs.get(x.name)
    if (d?.kind === 'call') readsKey(d, value)
    // Only a count taken down (`seen.get(out) - 1`) says the key is there; `(m.get(k) ?? 0) + 1` may add it.
    else if (d?.kind === 'binary' && d.op === '-' && d.left.kind === 'call') readsKey(d.left, d)
  })
  return read
}

/** `v1.iterator()`, `iter(nums)`: a cursor over a collection, held as a reference, not a copy of it. */
function walksInPlace(e: Expr): boolean {
  if (e.kind !== 'call') return false
  const name = calleeName(e) ?? ''
  return (
    (receiverOf(e) !== null &&
      /^(iterator|listIterator|descendingIterator)$/.test(name) &&
      e.args.length === 0) ||
    (e.callee.kind === 'name' && e.callee.name === 'iter' && e.args.length === 1)
  )
}
