import { add, type BigO, expSym, identical, isConstant, logOf, mul, ONE, sqrtOf, sym, symbols } from '../bigo'
import {
  calleeName,
  type Expr,
  type Loop,
  literalValue,
  nameOf,
  namesIn,
  pathOf,
  receiverOf,
  type Stmt,
  walkBodyExprs,
  walkStmts,
} from '../ir'
import { containerOfIterator } from '../library'
import { exprKey, sliceLength, spanBetween } from '../loops'
import { type Allocation, collShape, type DsKind, SCALAR, type Shape } from '../shapes'
import type { Evaluator } from '../evaluate'
import { type FnCtx, type Frame, frameProduct, type SizeHint } from './outcome'

/** Magnitudes of numbers, lengths of collections, and the allocations that grow as the code runs. */
export class SizeInference {
  constructor(private readonly ev: Evaluator) {}

  readonly magMemo = new Map<Expr, BigO | null>()

  /**
   * First pass only: every size of a growing collection the walk read before knowing the final sizes, as
   * it read it. When the final sizes would not change one of them, a second pass would repeat this one.
   */
  readonly sizeReads: SizeRead[] = []

  /**
   * An allocation stored into a longer-lived structure: every pass of the loops it is made in keeps one
   * more. Loops entered after it was made store the same object again (`cur.left = node; break` in a
   * descent), which keeps no more of them.
   */
  retain(shape: Shape, ctx: FnCtx, from: number = ctx.base): void {
    const alloc =
      shape.kind === 'coll' ? shape.alloc : shape.kind === 'obj' ? this.objectAlloc.get(shape) : null
    if (!alloc || alloc.constantSize) return
    const made = Math.max(from, Math.min(alloc.depth, this.ev.frames.length))
    alloc.copies = add(alloc.copies, frameProduct(this.ev.frames.slice(from, made)))
  }

  readonly objectAlloc = new WeakMap<Shape, Allocation>()

  readonly namedAllocs = new WeakSet<Allocation>()

  /** Allocations take the name of the first variable or field they are stored in. */
  nameAllocation(shape: Shape, name: string): void {
    if (shape.kind !== 'coll' || !shape.alloc || this.namedAllocs.has(shape.alloc)) return
    shape.alloc.name = name
    this.namedAllocs.add(shape.alloc)
  }

  growthMultiplier(alloc: Allocation): BigO {
    const spans = this.ev.leavingSpans
    let frames =
      spans.length === 0
        ? this.ev.frames.slice(alloc.depth)
        : this.ev.frames.filter((_, i) => i >= alloc.depth && !spans.some(([a, b]) => i >= a && i < b))
    // Inside a traversal shared by the loops around it, its count already covers every start.
    const shared = frames.findLastIndex((f) => f.shared)
    if (shared > 0) frames = frames.slice(shared)
    for (const f of frames) {
      // Pushed before and popped after each recursive call: as deep as the recursion, no more.
      if (f.kind === 'recursion' && f.balanced.has(alloc) && f.depth) return f.depth
    }
    // A level's passes stand for the traversal's items only where the traversal itself is not counted.
    const byLevel = !frames.some((f) => f.drained !== null) && frames.some((f) => f.passes)
    if (byLevel) alloc.perLevel = true
    const edgeWalk = frames.find((f) => f.edgeWalk)?.edgeWalk
    if (edgeWalk) alloc.edgeFilled = edgeWalk
    // What is added on every pass of a pointer shared across the loop around it is added as often as the
    // pointer moves, once over its range for each run of that loop, not once per pass of the loop.
    const walk = frames.findIndex((f) => f.crossing)
    const crossing = frames[walk]?.crossing
    if (crossing && walk > 0)
      return mul(
        frameProduct(frames.slice(0, walk - 1), byLevel),
        crossing,
        frameProduct(frames.slice(walk + 1), byLevel),
      )
    return frameProduct(frames, byLevel)
  }

  /** Collections whose additions are replacements for the moment (a heap that pops one per push). */
  readonly frozen = new Set<Allocation>()

  /** Collections emptied in a loop's body (`sb.Reset()`, `cur.clear()`), with that loop's frame. */
  readonly emptied = new Map<Allocation, { frame: Frame; conds: readonly Expr[] }>()

  /**
   * `sb.Reset(); sb.WriteString(cur)`, `row.clear()` then refilled: what the loop adds after emptying the
   * collection replaces what it held, so the passes of that loop do not pile up in it.
   */
  noteEmptied(e: Expr & { kind: 'call' }, ctx: FnCtx): void {
    const recv = receiverOf(e)
    if (!recv || e.args.length > 0 || !/^(clear|Reset)$/.test(calleeName(e) ?? '')) return
    this.noteEmptiedCollection(recv, ctx)
  }

  /** Go's `path = path[:0]`: the slice keeps its array and starts again from nothing. */
  noteCutToNothing(target: Expr, value: Expr, ctx: FnCtx): void {
    if (value.kind !== 'slice' || nameOf(target) === null || nameOf(value.object) !== nameOf(target)) return
    const [start, end] = value.parts
    const empty = (x: Expr | undefined) =>
      !x || (x.kind === 'other' && x.children.length === 0) || (x.kind === 'literal' && x.value === 0)
    if (value.parts.length === 2 && empty(start) && end?.kind === 'literal' && end.value === 0)
      this.noteEmptiedCollection(target, ctx)
  }

  private noteEmptiedCollection(recv: Expr, ctx: FnCtx): void {
    const shape = this.ev.shapes.shapeOf(recv, ctx)
    const top = this.ev.frames[this.ev.frames.length - 1]
    if (
      shape.kind === 'coll' &&
      shape.alloc &&
      top?.kind === 'loop' &&
      shape.alloc.depth < this.ev.frames.length
    )
      this.emptied.set(shape.alloc, { frame: top, conds: [...ctx.conds] })
  }

  /**
   * The position of the loop whose pass emptied the collection when an addition runs after that, in
   * the same branch (or one inside it), or -1.
   */
  private refilledIn(alloc: Allocation, ctx: FnCtx): number {
    const mark = this.emptied.get(alloc)
    const at = mark ? this.ev.frames.indexOf(mark.frame) : -1
    if (!mark || at < alloc.depth) return -1
    return ctx.conds.length >= mark.conds.length && mark.conds.every((c, i) => ctx.conds[i] === c) ? at : -1
  }

  grow(shape: Shape, amount: BigO, ctx: FnCtx, element: Shape = SCALAR): void {
    if (shape.kind !== 'coll' || !shape.alloc) return
    const alloc = shape.alloc
    if (this.frozen.has(alloc)) return
    const refilled = this.refilledIn(alloc, ctx)
    if (refilled >= 0) {
      const frames = this.ev.frames
      const runs = mul(
        frameProduct(frames.slice(alloc.depth, refilled)),
        frameProduct(frames.slice(refilled + 1)),
      )
      alloc.growth = add(alloc.growth, mul(runs, amount))
    } else alloc.growth = add(alloc.growth, mul(this.growthMultiplier(alloc), amount))
    // `levels.append(level)`: the levels together hold each item once, which the count of `levels`
    // (one per item at most) already covers.
    if (element.kind === 'coll' && !element.alloc?.perLevel)
      alloc.elem = add(alloc.elem, this.sizeOfShape(element))
  }

  allocate(
    at: Expr,
    name: string,
    ds: DsKind,
    base: BigO,
    ctx: FnCtx,
    elem: BigO = ONE,
    constantSize = false,
  ): Allocation {
    const existing = this.ev.allocs.get(at)
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
      depth: this.ev.frames.length,
      returned: false,
      constantSize,
      copies: ONE,
    }
    this.ev.allocs.set(at, alloc)
    return alloc
  }

  hinted(alloc: Allocation): BigO {
    const hint = this.ev.hints?.get(alloc.site)
    const cap = alloc.cap ?? hint?.cap
    if (cap) return cap
    const own = add(alloc.base, alloc.growth)
    if (!this.ev.hints) this.sizeReads.push({ site: alloc.site, own, inner: false })
    const size = hint ? add(hint.size, own) : own
    return alloc.prior ? add(alloc.prior, size) : size
  }

  hintedInner(alloc: Allocation): BigO | null {
    const hint = this.ev.hints?.get(alloc.site)?.inner
    const own = alloc.innerGrowth
    if (!this.ev.hints) this.sizeReads.push({ site: alloc.site, own, inner: true })
    return hint ? add(hint, own) : isConstant(own) ? null : own
  }

  /** A collection's shape at its final size, without the allocation that sized it. */
  detached(shape: Shape): Shape {
    if (shape.kind !== 'coll') return shape
    const len = shape.alloc ? this.hinted(shape.alloc) : shape.len
    const added = shape.alloc ? this.hintedInner(shape.alloc) : null
    const edges = shape.edges ?? added ?? undefined
    let elem = this.detached(shape.elem)
    // Entries added into its entries (`adj.get(u).add(v)`, `where[w].append(i)`) make them lists, each
    // holding at most all that was added into them.
    if (edges && (elem.kind !== 'coll' || isConstant(elem.len)))
      elem = collShape(
        elem.kind === 'coll' ? elem.ds : 'array',
        edges,
        elem.kind === 'coll' ? elem.elem : SCALAR,
      )
    const out = collShape(shape.ds, len, elem)
    return out.kind === 'coll' && edges ? { ...out, edges } : out
  }

  sizeOfShape(shape: Shape): BigO {
    if (shape.kind !== 'coll') return ONE
    const len = shape.alloc ? this.hinted(shape.alloc) : shape.len
    const elem = shape.elem.kind === 'coll' ? this.sizeOfShape(shape.elem) : ONE
    return mul(len, elem)
  }

  /**
   * Elements a partial copy or scan touches: a slice `s[i:i + 3]`, `s.substring(i, i + 2)`,
   * `s.substr(i, 2)`, `Arrays.copyOfRange(a, i, j)`, `max_element(v.begin() + i, v.begin() + i + k)`.
   * Null when the expression is not one of these.
   */
  partLength(e: Expr, ctx: FnCtx): BigO | null {
    const oracle = this.ev.loops.oracle(ctx)
    if (e.kind === 'slice') {
      const [from, to] = e.parts
      if (from && to && this.pieceSinceMark(e, ctx)) return ONE
      return sliceLength(this.lenOf(e.object, ctx), e.parts, oracle)
    }
    if (e.kind !== 'call') return null
    const name = calleeName(e) ?? ''
    const recv = receiverOf(e)
    const [a0, a1, a2] = e.args
    if (
      recv &&
      /^(substring|slice)$/.test(name) &&
      a0 &&
      a1 &&
      (this.pieceSinceMark(e, ctx) || this.skippedByThePointer(e, ctx))
    )
      return ONE
    if (recv && pathOf(recv) === 'Arrays' && name === 'copyOfRange' && a0 && a1 && a2)
      return spanBetween(a1, a2, oracle) ?? this.lenOf(a0, ctx)
    if (recv && /^(substring|slice|subList|subSequence|substr)$/.test(name)) {
      const whole = this.lenOf(recv, ctx)
      // `nums.slice(-3)`: the last few elements, as many as the literal says.
      if (name === 'slice' && a0?.kind === 'unary' && a0.op === '-' && a0.operand.kind === 'literal' && !a1)
        return ONE
      if (!a0 || !a1) return whole
      const negative = [a0, a1].some((a) => a.kind === 'unary' && a.op === '-')
      if (negative) return whole
      // substr takes a length, the others an end.
      const span = name === 'substr' ? this.mag(a1, ctx) : spanBetween(a0, a1, oracle)
      return span ?? whole
    }
    // Python's `text.find(";", start, start + 7)` searches only between the two positions it is given.
    if (
      recv &&
      this.ev.language === 'python' &&
      /^(find|rfind|index|rindex|count|startswith|endswith)$/.test(name) &&
      a1 &&
      a2
    ) {
      const span = spanBetween(a1, a2, oracle)
      return span ?? this.lenOf(recv, ctx)
    }
    // Algorithms over an iterator range walk the part between the two iterators.
    return !recv && a0 && a1 ? this.iteratorRange(a0, a1, ctx) : null
  }

  /**
   * `end = code.indexOf('>', i + 1)` or `name = code.slice(i + 1, end)`, then `i = end + 1`: a search or
   * copy from the loop's pointer to a position the pointer then jumps past covers what the pointer skips,
   * so over the whole loop they cover the input once: one step per pass, amortised.
   */
  skippedByThePointer(e: Expr & { kind: 'call' }, ctx: FnCtx): boolean {
    const frame = this.ev.frames.slice(ctx.base).findLast((f) => f.kind === 'loop' && f.loop !== null)
    const loop = frame?.loop
    if (!frame || !loop) return false
    const name = calleeName(e) ?? ''
    const search = /^(indexOf|find|index)$/.test(name)
    const copy = /^(slice|substring)$/.test(name)
    if (!search && !copy) return false
    const from = search ? e.args[1] : e.args[0]
    const pointer = from ? [...namesIn(from)].find((n) => frame.progress.has(n)) : undefined
    if (!pointer) return false
    let reached: string | null = copy ? nameOf(e.args[1]) : null
    if (search)
      walkStmts(loop.body, (st) => {
        if (st.kind === 'assign' && st.values.length === 1 && st.values[0] === e)
          reached = nameOf(st.targets[0])
      })
    if (!reached) return false
    const at = reached
    let jumps = false
    walkStmts(loop.body, (st) => {
      if (st.kind !== 'assign' || st.op !== '=' || st.targets.length !== 1) return
      if (nameOf(st.targets[0]) !== pointer || !st.values[0]) return
      const v = st.values[0]
      const base = v.kind === 'binary' && v.op === '+' && literalValue(v.right) !== null ? v.left : v
      if (nameOf(base) === at) jumps = true
    })
    return jumps
  }

  /**
   * `words.append(s[start:i]); start = i + 1`: a piece from a mark up to the loop's index, with the mark
   * moved past it once it is cut. The pieces never overlap, so together they are as long as the input:
   * one element each, amortised over the loop. Also `s[start:]` after such a loop: what is left over.
   */
  pieceSinceMark(piece: Expr, ctx: FnCtx): boolean {
    const cut = pieceCut(piece)
    const mark = cut?.from ? nameOf(cut.from) : null
    if (!cut || !mark) return false
    const frame = this.ev.frames.findLast((f) => f.kind === 'loop' && f.loop && f.fnId === (ctx.fn?.id ?? -1))
    if (!cut.to) {
      // The rest after the loop that cut the pieces.
      if (frame || !ctx.fn) return false
      let cuts = false
      walkStmts(ctx.fn.body, (st) => {
        if (st.kind === 'loop' && cutsAtMark(st.loop, mark, null)) cuts = true
      })
      return cuts
    }
    return frame?.loop ? cutsAtMark(frame.loop, mark, { piece, to: cut.to, progress: frame.progress }) : false
  }

  /**
   * The elements between two iterators of one container: `v.begin(), v.end()` all of them,
   * `v.begin(), v.begin() + k` k of them. Null when they are not iterators of the same container.
   */
  iteratorRange(a0: Expr, a1: Expr, ctx: FnCtx): BigO | null {
    const from = containerOfIterator(a0)
    const to = containerOfIterator(a1)
    if (!from || !to || pathOf(from) !== pathOf(to)) return null
    const whole = this.lenOf(from, ctx)
    const offsetOf = (it: Expr) => (it.kind === 'binary' && it.op === '+' ? it.right : null)
    const end = (it: Expr) => it.kind === 'call' && /^(end|rend|cend)$/.test(calleeName(it) ?? '')
    if (end(a1)) return whole
    const stop = offsetOf(a1)
    return stop ? (spanBetween(offsetOf(a0), stop, this.ev.loops.oracle(ctx)) ?? whole) : whole
  }

  lenOf(e: Expr, ctx: FnCtx): BigO | null {
    const shape = this.ev.shapes.shapeOf(e, ctx)
    if (shape.kind === 'coll') return shape.alloc ? this.hinted(shape.alloc) : shape.len
    if (shape.kind === 'node') return shape.size
    if (shape.kind === 'int') return shape.mag
    if (shape.kind === 'scalar') return ONE
    if (shape.kind === 'obj') {
      for (const v of this.ev.calls.classScope(shape.cls).locals()) {
        if (v.shape.kind === 'coll' && v.shape.alloc) return this.hinted(v.shape.alloc)
        // A Go struct's slice field, declared without a value, has no allocation of its own.
        if (v.shape.kind === 'coll' && !isConstant(v.shape.len)) return v.shape.len
      }
    }
    return null
  }

  /**
   * `sum(nums)`, `nums.reduce((a, b) => a + b, 0)`, `accumulate(v.begin(), v.end(), 0)`,
   * `Arrays.stream(nums).sum()`: the total of the input's values, S, which sizes a table indexed by sums
   * (subset sum, target sum) the way an amount does in coin change.
   */
  totalsValues(e: Expr & { kind: 'call' }, ctx: FnCtx): boolean {
    const name = calleeName(e)
    const recv = receiverOf(e)
    const [a0, a1] = e.args
    const walked = (x: Expr | null | undefined) => {
      if (!x) return false
      const len = this.lenOf(x, ctx)
      return len !== null && !isConstant(len)
    }
    if (name === 'sum' && !recv && e.args.length === 1 && a0) {
      const elem = this.ev.shapes.shapeOf(a0, ctx)
      return elem.kind === 'coll' && elem.elem.kind !== 'coll' && walked(a0)
    }
    if (name === 'reduce' && recv && a0?.kind === 'lambda' && a1?.kind === 'literal' && a1.value === 0) {
      const body = a0.fn.body
      const only = body.length === 1 ? body[0] : undefined
      const value =
        only?.kind === 'return' || only?.kind === 'expr'
          ? only.kind === 'return'
            ? only.value
            : only.expr
          : null
      return value?.kind === 'binary' && value.op === '+' && walked(recv)
    }
    if (name === 'accumulate' && a0?.kind === 'call' && /^(begin|cbegin)$/.test(calleeName(a0) ?? ''))
      return walked(receiverOf(a0))
    // `Arrays.stream(nums).sum()`, `IntStream.of(nums).sum()`
    if (name === 'sum' && recv?.kind === 'call' && /^(stream|of)$/.test(calleeName(recv) ?? ''))
      return walked(recv.args[0])
    return false
  }

  /**
   * The largest value of a walked collection, however it is asked for: `nums.reduce((m, x) => Math.max(m, x), 0)`,
   * Go's `slices.Max(nums)`, Java's `Arrays.stream(nums).max().getAsInt()` and `Collections.max(list)`. Like
   * Python's `max(piles)` it is a value, its own symbol M (a binary search on the answer up to it is log M).
   */
  largestValue(e: Expr & { kind: 'call' }, ctx: FnCtx): boolean {
    const name = calleeName(e)
    const recv = receiverOf(e)
    const [a0] = e.args
    const walked = (x: Expr | null | undefined) => {
      if (!x) return false
      const len = this.lenOf(x, ctx)
      return len !== null && !isConstant(len)
    }
    if (name === 'reduce' && recv && a0?.kind === 'lambda' && a0.fn.params.length === 2) {
      const only = a0.fn.body.length === 1 ? a0.fn.body[0] : undefined
      const value = only?.kind === 'return' ? only.value : only?.kind === 'expr' ? only.expr : null
      if (value?.kind !== 'call' || calleeName(value) !== 'max' || value.args.length !== 2) return false
      const params = new Set(a0.fn.params.map((p) => p.name))
      const args = value.args.map((a) => (a.kind === 'name' ? a.name : ''))
      return args.every((a) => params.has(a)) && new Set(args).size === 2 && walked(recv)
    }
    if (this.ev.language === 'go' && recv && pathOf(recv) === 'slices' && name === 'Max') return walked(a0)
    if (this.ev.language === 'java') {
      if (recv && pathOf(recv) === 'Collections' && name === 'max' && e.args.length === 1) return walked(a0)
      if (/^(getAsInt|getAsLong|orElse|orElseThrow|get)$/.test(name ?? '') && recv?.kind === 'call') {
        const stream = receiverOf(recv)
        if (calleeName(recv) !== 'max' || recv.args.length > 0 || stream?.kind !== 'call') return false
        if (/^(stream|of)$/.test(calleeName(stream) ?? ''))
          return walked(stream.args[0] ?? receiverOf(stream))
      }
    }
    return false
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

  computeMag(e: Expr, ctx: FnCtx): BigO | null {
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
        // `this.size` on a class with a field of that name is the field, not a collection's size.
        const own = ctx.selfNames.has(pathOf(e.object) ?? '') ? this.ev.shapes.shapeOf(e, ctx) : null
        if (own?.kind === 'int') return own.mag
        if (/^(length|size)$/.test(e.property)) return this.lenOf(e.object, ctx)
        if (/^(MAX_VALUE|MIN_VALUE|MaxInt|MaxInt32|MaxInt64|inf)$/.test(e.property)) return null
        const shape = this.ev.shapes.shapeOf(e, ctx)
        if (shape.kind === 'int') return shape.mag
        if (shape.kind === 'scalar') return ONE
        return null
      }
      case 'index': {
        // `freq[1]` in a table of counters (`freq[x]++` over the input): no more than all the counts,
        // whatever the cells started from.
        const table = this.ev.shapes.shapeOf(e.object, ctx)
        const tally = table.kind === 'coll' ? table.alloc?.tally : undefined
        if (tally && !isConstant(tally)) return tally
        const shape = this.ev.shapes.shapeOf(e, ctx)
        if (shape.kind === 'int') return shape.mag
        return null
      }
      case 'call': {
        const name = calleeName(e)
        const recv = receiverOf(e)
        if (!name) return null
        if (name === 'len' && e.args[0]) return this.lenOf(e.args[0], ctx)
        if (/^(size|length|Len|count|len)$/.test(name) && recv) return this.lenOf(recv, ctx)
        if (this.totalsValues(e, ctx)) return sym(this.ev.sumSymbol)
        if (this.largestValue(e, ctx)) return sym('M')
        if (this.parsesFewDigits(e, ctx)) return ONE
        if (
          (!recv && NUMBER_CONVERSION.test(name)) ||
          /^(max|min|abs|int|floor|ceil|round|Number|parseInt|trunc|Abs)$/.test(name)
        ) {
          const mags = e.args.map((a) => this.mag(a, ctx))
          // max(piles): a value, not a size — its own symbol M (binary search over answers is O(log M)).
          if (e.args.length === 1 && e.args[0] && this.ev.shapes.shapeOf(e.args[0], ctx).kind === 'coll')
            return /^max$/.test(name) ? sym('M') : null
          if (mags.some((m) => m === null)) return null
          return mags.length > 0 ? add(...(mags as BigO[])) : ONE
        }
        // `Math.ceil(Math.log2(n + 1))`: the levels of a binary-lifting table, log n of them.
        if (/^(log2|log|log10|Log2)$/.test(name) && e.args.length === 1 && e.args[0]) {
          const m = this.mag(e.args[0], ctx)
          return m ? (isConstant(m) ? ONE : logOf(m)) : null
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
          // `grid[0]?.length ?? 0`: the value, or a default where it is missing.
          case '??':
            return l && r ? add(l, r) : (l ?? r)
          case '-':
            if (l && !isConstant(l)) return l
            return l && r ? add(l, r) : null
          case '*':
            return l && r ? mul(l, r) : null
          // `(hi - lo) / width` with a width as large as the range (a bucket width of the span over n):
          // a ratio of two comparable values, whose size the magnitudes do not tell.
          case '/':
          case '//':
            return l && r && !isConstant(l) && identical(l, r) ? null : l
          // `col % 26` is below 26 and `(rem * 10 + 1) % k` below k, whatever the left side is.
          case '%':
            return r && isConstant(r) ? ONE : (r ?? l)
          case '>>':
          case '>>>':
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
            // `c ** 0.5`: a square root, as math.sqrt(c) and Math.sqrt(c) are.
            if (power === 0.5 && l) return sqrtOf(l)
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

  /** `Number(date.slice(0, 2))`, `int(s[:2])`, `Integer.parseInt(t.substring(0, 4))`: a number spelled by a fixed count of digits is bounded. */
  parsesFewDigits(e: Expr & { kind: 'call' }, ctx: FnCtx): boolean {
    const name = calleeName(e) ?? ''
    const recv = receiverOf(e)
    const [text] = e.args
    if (!text || !/^(int|Number|parseInt|parseLong|Atoi|ParseInt|stoi|stol|stoll)$/.test(name)) return false
    if (recv && !/^(Integer|Long|Number|strconv|std)$/.test(pathOf(recv) ?? '')) return false
    if (this.ev.shapes.shapeOf(text, ctx).kind !== 'coll') return false
    const digits = this.lenOf(text, ctx)
    return digits !== null && isConstant(digits)
  }

  fieldMag(name: string, ctx: FnCtx): BigO | null {
    const cls = ctx.scope.className
    if (!cls) return null
    const v = this.ev.calls.classScope(cls).lookup(name)
    return v && v.shape.kind === 'int' ? v.shape.mag : null
  }
}

/** Go's `int64(x)`, `float64(x)` and the like: a number converted without changing its size. */
export const NUMBER_CONVERSION = /^(int8|int16|int32|int64|uint|uint8|uint16|uint32|uint64|float32|float64)$/

/** What a first pass learnt about each allocation, for the second pass to use from the start. */
/** A size read by the first pass: of the collection itself, or of each of its elements (`inner`). */
export interface SizeRead {
  site: Expr
  own: BigO
  inner: boolean
}

/**
 * Whether each size the first pass read is what `hinted` and `hintedInner` give with these final sizes,
 * term for term. The hints are the only thing the second pass has that the first had not, so then the
 * second pass would take the same steps and come to the same outcome.
 */
export function readsUnchanged(reads: readonly SizeRead[], hints: ReadonlyMap<Expr, SizeHint>): boolean {
  for (const r of reads) {
    const hint = hints.get(r.site)
    if (r.inner) {
      const inner = hint?.inner
      if (!inner) continue
      if (isConstant(r.own) || !identical(add(inner, r.own), r.own)) return false
    } else if (hint) {
      if (!identical(hint.cap ? hint.cap : add(hint.size, r.own), r.own)) return false
    }
  }
  return true
}

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

/** `s[from:to]`, `s.substring(from, to)`, `s.slice(from, to)`: the bounds of the piece, or null. */
function pieceCut(x: Expr): { from: Expr | undefined; to: Expr | undefined } | null {
  if (x.kind === 'slice') return { from: x.parts[0], to: x.parts[1] }
  if (x.kind === 'call' && /^(substring|slice)$/.test(calleeName(x) ?? ''))
    return { from: x.args[0], to: x.args[1] }
  return null
}

/**
 * Whether a loop cuts pieces at `mark` and moves the mark past each one (`start = i + 1` after
 * `s[start:i]`), and sets it no other way. Given a piece, that piece is one of them: cut up to the
 * loop's index, with the move after the cut in the same list of statements. Without one, any such cut.
 */
function cutsAtMark(
  loop: Loop,
  mark: string,
  given: { piece: Expr; to: Expr; progress: ReadonlySet<string> } | null,
): boolean {
  const index = given ? [...namesIn(given.to)].find((v) => given.progress.has(v) && v !== mark) : null
  if (given && !index) return false
  const end = given ? exprKey(given.to) : null
  const movesMark = (st: Stmt) => {
    if (st.kind !== 'assign' || st.targets.length !== 1 || nameOf(st.targets[0]) !== mark) return false
    const v = st.values[0]
    if (!v) return false
    if (!given) return [...namesIn(v)].some((x) => x !== mark)
    return (
      exprKey(v) === end ||
      (v.kind === 'binary' && v.op === '+' && exprKey(v.left) === end && v.right.kind === 'literal') ||
      namesIn(v).has(index as string)
    )
  }
  const isCut = (x: Expr) => {
    if (given) return x === given.piece
    const from = pieceCut(x)?.from
    return from !== undefined && nameOf(from) === mark
  }
  const holds = (st: Stmt) => {
    let found = false
    walkBodyExprs([st], (x) => {
      if (isCut(x)) found = true
    })
    return found
  }
  // The cut and the move in one list of statements, the move after it: each move follows one cut.
  const cutThenMoved = (body: Stmt[]): boolean => {
    const at = body.findIndex(holds)
    if (at >= 0 && body.slice(at + 1).some(movesMark)) return true
    return body.some(
      (st) =>
        (st.kind === 'if' && (cutThenMoved(st.then) || cutThenMoved(st.otherwise))) ||
        (st.kind === 'block' && cutThenMoved(st.body)),
    )
  }
  let other = false
  walkBodyExprs(loop.body, (_e, st) => {
    if (st.kind === 'assign' && !movesMark(st) && st.targets.some((t) => nameOf(t) === mark)) other = true
  })
  return cutThenMoved(loop.body) && !other
}
