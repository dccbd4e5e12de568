import { add, type BigO, expSym, isConstant, logOf, mul, ONE, symbols, within } from '../bigo'
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
  stmtExprs,
  walkBodyExprs,
  walkExpr,
  walkStmts,
  argumentParams,
  declaredNames,
  literalValue,
} from '../ir'
import { classifyCall } from '../library'
import { rewritesReadCount } from './library-costs'
import {
  absentKey,
  beforeDefault,
  bodyRemovesAt,
  cappedCollection,
  conjuncts,
  definitions,
  exprKey,
  markedWhileUnmarked,
  NEIGHBOUR_LIST,
  presenceDefinitions,
  presentKey,
  type KeyTest,
  sizedCollection,
  testsMembership,
  unpacked,
  unwrap,
  updatesIn,
  valuesGiven,
  type LoopOracle,
  type LoopPlan,
} from '../loops'
import { referenceCursors, returnedInLoops, selfCalls } from '../recursion'
import { collShape, intShape, SCALAR, type Shape } from '../shapes'
import type { Evaluator } from '../evaluate'
import type { Language } from '../types'
import { type FnCtx, formatCount, frameProduct } from './outcome'
import { checkedUpperBounds } from './value-states'

/** A value read from the input: as large as the values go (M), which time does not count as a size. */
const INPUT_VALUE: Shape = { kind: 'int', mag: ONE, totals: true }

/** Loops whose work is shared across an enclosing loop or a whole traversal, and the variables loops bind. */
export class LoopAmortisation {
  /** Loops that walk a list a group at a time (see LoopPlan.groupWalk). */
  private readonly groupWalks = new WeakSet<Loop>()

  /** Loops over a search state's choices, whose passes push the states a search then pops (searchStates). */
  private readonly choiceLoops = new WeakSet<Loop>()

  constructor(private readonly ev: Evaluator) {}

  oracle(ctx: FnCtx): LoopOracle {
    return {
      mag: (e) => this.ev.sizes.mag(e, ctx),
      lenOf: (e) => this.ev.sizes.lenOf(e, ctx),
      shapeOf: (e) => this.ev.shapes.shapeOf(e, ctx),
      varMag: (name) => {
        const v = ctx.scope.lookup(name)
        if (!v) return null
        if (v.shape.kind === 'int') return v.shape.mag
        if (v.shape.kind === 'node') return v.shape.size
        return null
      },
      leastOf: (e) => {
        const shape = this.ev.shapes.shapeOf(e, ctx)
        return shape.kind === 'int' && shape.least ? shape.least : null
      },
      fileFunction: (call) => {
        const name = call.kind === 'call' ? calleeName(call) : null
        return name ? (this.ev.program.functions.find((f) => f.name === name) ?? null) : null
      },
      totalsValues: (name) => {
        const v = ctx.scope.lookup(name)
        return v?.shape.kind === 'int' && v.shape.totals === true
      },
      sumSymbol: this.ev.sumSymbol,
      tallyOf: (table) => {
        const shape = this.ev.shapes.shapeOf(table, ctx)
        return shape.kind === 'coll' ? (shape.alloc?.tally ?? null) : null
      },
      listLength: () => {
        for (const p of ctx.fn?.params ?? []) {
          const shape = ctx.scope.lookup(p.name)?.shape
          if (shape?.kind === 'node' && shape.struct === 'list') return shape.size
        }
        return null
      },
    }
  }

  bindLoopVariables(loop: Loop, plan: LoopPlan, ctx: FnCtx): void {
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
              depth: this.ev.frames.length,
            })
          }
        }
      }
      return
    }
    if (loop.style !== 'each') return
    this.bindEachTargets(loop, counter, ctx)
    // `for ch, f in freq.items(): while f > 0: f -= 1`: what a walk over a map's entries or values takes
    // out is one of its values, as `f = freq[ch]` would hold (see Evaluator.holdsValue), not a size of its
    // own.
    const iter = loop.iter
    const owner =
      iter.kind === 'call' && /^(items|values|entrySet|entries)$/.test(calleeName(iter) ?? '')
        ? receiverOf(iter)
        : null
    const walked = this.ev.shapes.shapeOf(owner ?? iter, ctx)
    if (walked.kind !== 'coll' || walked.ds !== 'map') return
    for (const name of namesIn(loop.target)) {
      const bound = ctx.scope.lookup(name)
      if (bound?.shape.kind === 'scalar') ctx.scope.assign(name, { ...bound, shape: INPUT_VALUE })
    }
  }

  /**
   * `for g in groups.values()`, Go's `for _, g := range groups`, over a map whose lists were filled from
   * the input: one list may hold everything added into them all. Binds the loop's list to that length and
   * gives it, or null for any other loop. Walks of the lists together cover what was added once, so the
   * loop costs its passes plus its body at that length (see Evaluator.evalLoop), not their product.
   */
  bindPooledGroup(loop: Loop, ctx: FnCtx): BigO | null {
    // Only a body that loops over the list: its other work (a sorted copy kept per list) is counted per
    // pass, as the memory each pass keeps is.
    if (loop.style !== 'each' || !loop.body.some((st) => st.kind === 'loop')) return null
    const iter = loop.iter
    const values = iter.kind === 'call' && calleeName(iter) === 'values' && iter.args.length === 0
    const owner = values ? receiverOf(iter) : this.ev.language === 'go' ? iter : null
    const target =
      values && loop.target.kind === 'name'
        ? loop.target
        : !values && loop.target.kind === 'collection' && loop.target.elements.length === 2
          ? loop.target.elements[1]
          : null
    if (!owner || !target || target.kind !== 'name') return null
    const map = this.ev.shapes.shapeOf(owner, ctx)
    if (map.kind !== 'coll' || map.ds !== 'map' || map.elem.kind !== 'coll' || !map.alloc) return null
    const total = this.ev.sizes.hintedInner(map.alloc)
    if (!total || isConstant(total)) return null
    const bound = ctx.scope.lookup(target.name)
    if (!bound) return null
    ctx.scope.assign(target.name, { ...bound, shape: { ...map.elem, len: total, alloc: null } })
    return total
  }

  private bindEachTargets(loop: Loop & { style: 'each' }, counter: Shape, ctx: FnCtx): void {
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
    // `for (const [r, row] of grid.entries())`: an array's entries are its indices with its elements.
    if (iter.kind === 'call' && calleeName(iter) === 'entries' && iter.args.length === 0) {
      const owner = receiverOf(iter)
      const array = owner ? this.ev.shapes.shapeOf(owner, ctx) : null
      if (owner && array?.kind === 'coll' && array.ds !== 'map' && array.ds !== 'set') {
        iter = owner
        indexFirst = true
      }
    }
    const isRange = iter.kind === 'call' && iter.callee.kind === 'name' && iter.callee.name === 'range'
    let elem: Shape
    if (isRange) elem = counter
    else {
      const source = this.ev.shapes.shapeOf(iter, ctx)
      if (source.kind === 'int') elem = counter
      else if (iter.kind === 'call' && /^(items|entrySet|entries)$/.test(calleeName(iter) ?? ''))
        elem = collShape('array', ONE, SCALAR)
      else elem = this.ev.shapes.elementShape(source)
    }
    const target = loop.target
    if (this.ev.language === 'go' && target.kind === 'collection' && target.elements.length === 2) {
      // for i, x := range xs: index then element.
      const [i, x] = target.elements
      if (i) this.ev.bind(i, counter, ctx, true)
      if (x) this.ev.bind(x, elem, ctx, true)
      return
    }
    if (indexFirst && target.kind === 'collection' && target.elements.length === 2) {
      const [i, x] = target.elements
      if (i) this.ev.bind(i, counter, ctx, true)
      if (x) this.ev.bind(x, elem, ctx, true)
      return
    }
    if (zipped && target.kind === 'collection') {
      for (const t of target.elements) this.ev.bind(t, SCALAR, ctx, true)
      return
    }
    if (target.kind === 'collection') {
      const inner = elem.kind === 'coll' ? elem.elem : SCALAR
      for (const t of target.elements) this.ev.bind(t, inner, ctx, true)
      return
    }
    if (this.ev.language === 'go' && target.kind === 'name') {
      // `for i := range xs` binds the index.
      this.ev.bind(target, counter, ctx, true)
      return
    }
    this.ev.bind(target, elem, ctx, true)
  }

  /**
   * How many times a loop's body runs for each run of the loops around it: the plan's count, or less when
   * the work is shared with an enclosing loop (a window's edge, a pointer the outer loop continues from,
   * runs of consecutive keys) or with a whole traversal (a queue, a level, an adjacency list).
   */
  iterations(loop: Loop, plan: LoopPlan, ctx: FnCtx): LoopCount {
    if (ctx.recursion?.plan.branchLoops.has(loop))
      return counted(ONE, 'its iterations are the branches of the recursion')
    const keys = plan.count === null ? this.stepsThroughKeys(loop, ctx) : null
    if (keys)
      return counted(
        keys,
        'runs while its value is a key of a collection it never adds to, moving the value on each pass: each key once at most',
      )
    if (plan.count !== null && !isConstant(plan.count) && this.stopsOnAFullCount(loop, ctx))
      return counted(
        ONE,
        'adds one to a cell of a fixed-size table on every pass and stops once a cell passes a fixed count: a bounded number of passes',
      )
    const budget = plan.count !== null && !isConstant(plan.count) ? this.stopsPastABudget(loop, ctx) : null
    if (budget?.scaled && !within(plan.count as BigO, logOf(budget.size)))
      return counted(
        logOf(budget.size),
        'multiplies a running value on every pass and stops once it passes its budget: as many passes as the budget has digits',
      )
    if (budget && !budget.scaled && !within(plan.count as BigO, budget.size))
      return counted(
        budget.size,
        'adds at least one to a running total on every pass and stops once the total passes its budget: no more passes than the budget',
      )
    if (ctx.fn && correctsSquareRoot(loop, ctx.fn.body))
      return counted(ONE, 'corrects the rounding of a square root taken just before: a step or two')
    const submasks = this.submaskTotal(loop, ctx)
    if (submasks)
      return {
        count: submasks,
        explanation:
          'walks the submasks of a mask (`sub = (sub - 1) & mask`) for every mask of the loop around it: each of the n items is out, in the mask only, or in the submask too, 3^n steps over all the masks',
        amortised: true,
        sharedPointer: false,
        global: true,
      }
    if (plan.groupWalk) this.groupWalks.add(loop)
    if (this.choiceLoops.has(loop))
      return shared(
        'walks the choices of one state; each pass pushes a state the search pops once, so the passes are counted with the states',
      )
    if (plan.count !== null && this.readsOnSharedCursor(loop, plan, ctx))
      return {
        count: plan.count,
        explanation: `${plan.explanation}; it moves on the position the calls of the recursion share, so all its runs together read the input once`,
        amortised: true,
        sharedPointer: false,
        global: true,
      }
    if (plan.count !== null && this.movesHandedOnBounds(loop, plan, ctx))
      return {
        count: plan.count,
        explanation: `${plan.explanation}; it moves the bounds the recursion is handed on, so over all the calls the bounds cross the input once`,
        amortised: true,
        sharedPointer: false,
        global: true,
      }
    if (this.popsWhatCallsPushed(loop, ctx))
      return shared(
        'pops what the calls of the recursion pushed, one entry each: over the whole recursion every entry is popped at most once',
      )
    if (this.descendsAlongRecursion(loop, plan, ctx))
      return shared(
        `${plan.explanation}; the recursion follows one path down the tree and this walk goes down the same path, so together they walk it a constant number of times`,
      )
    if (plan.count !== null && this.combinesPooledLists(loop, plan, ctx))
      return shared(
        `${plan.explanation}; each pass combines lists taken from the given ones, so a full run handles their nodes once in all`,
      )
    // The nearest loop around, in this function or in the one calling it (a helper looking k nodes ahead).
    const frames = this.ev.frames
    let around: Loop | null = null
    for (let i = frames.length - 1; i >= 0 && !around; i--)
      if (frames[i]!.kind === 'loop') around = frames[i]!.loop ?? null
    if (around && this.groupWalks.has(around) && followsLinks(loop))
      return shared('walks the current group of nodes; the groups together cover the list once')
    // Every pass takes one from the counters' total, whichever loop around it starts the countdown.
    if (plan.tallied && this.enclosingLoop(ctx))
      return {
        count: plan.count,
        explanation: `${plan.explanation}; every pass takes one from the counters' total (${formatCount(plan.count ?? ONE)}), over all the times it starts`,
        amortised: true,
        sharedPointer: false,
        global: true,
      }
    const spent = plan.kind === 'counted' && this.enclosingLoop(ctx) ? this.spendsCounts(loop, ctx) : null
    if (spent)
      return {
        count: spent,
        explanation: `${plan.explanation}; every pass takes from a table of counts that holds ${formatCount(spent)} in all and stops when one runs short`,
        amortised: true,
        sharedPointer: false,
        global: true,
      }
    const homed = this.swapsValuesHome(loop, ctx)
    if (homed)
      return {
        count: homed,
        explanation:
          'swaps the value at the index into the place its value names, where it stays: each value is placed once over the whole run',
        amortised: true,
        sharedPointer: false,
        global: true,
      }
    if (plan.kind === 'drain' && plan.drained) {
      const drained = this.drainCount(loop, plan, ctx)
      return { ...drained, sharedPointer: false, global: drained.global === true }
    }
    const marks = this.marksAsItGoes(loop, ctx)
    if (marks)
      return {
        count: marks,
        explanation:
          'runs while the entry it reaches is unmarked and marks it: each entry is marked once over the whole run',
        amortised: true,
        sharedPointer: false,
        global: true,
      }
    const sieve = this.sieveTotal(loop, plan, ctx)
    if (sieve) return sieve
    const doubling = this.doublingTotal(loop, ctx)
    if (doubling) return doubling
    const marked = around ? startsPastMark(loop, around) : null
    const reach = marked ? this.ev.sizes.mag(marked, ctx) : null
    if (reach && !isConstant(reach))
      return {
        count: reach,
        explanation: `${plan.explanation}; it starts past the furthest index an earlier pass reached and raises that mark to where it stops, so together the passes cover each index once (${formatCount(reach)} in all)`,
        amortised: true,
        sharedPointer: false,
        global: true,
      }
    if (plan.extendedCell && around && seedsFromMirror(around, plan.extendedCell))
      return shared(
        `${plan.explanation}; the enclosing loop starts the cell from its mirror inside the window matched so far, whose right end only moves forward, so all the extensions together take n steps`,
      )
    // Over a whole run of the enclosing loop the pointer crosses its range once: that work is charged
    // to the run (`for c in s: while j < len(t) and t[j] != c: j += 1` is O(m + n)).
    if (this.sharesAmortisedWork(loop, plan, ctx)) {
      const crossed = this.crossedCollection(loop, plan, ctx)
      return {
        ...shared(`${plan.explanation}; its pointer never moves back across the enclosing loop`, true),
        ...(crossed ? { edges: crossed, crosses: true } : {}),
      }
    }
    if (this.handsOffPointer(loop, plan, ctx))
      return shared(`${plan.explanation}; the enclosing loop carries on from where it stopped`)
    if (this.fillsSharedCap(loop, ctx))
      return shared(`${plan.explanation}; every step adds to a collection the enclosing loop caps`)
    if (plan.kind === 'key-walk' && this.startsDisjointRuns(plan, ctx))
      return shared(`${plan.explanation}; it only starts at the first key of a run, so runs never overlap`)
    // A level swapped in by `level = next` may look constant from its first value (`[root]`).
    const levelLike =
      plan.kind === 'each' ||
      plan.kind === 'counted' ||
      plan.kind === 'constant' ||
      (loop.style === 'while' && plan.kind === 'pointer')
    const grown = levelLike ? this.branchingLevel(loop, ctx) : null
    if (grown) return grown
    if (levelLike && this.walksSwappedLevel(loop, ctx)) {
      const outer = this.ev.frames.slice(ctx.base).filter((f) => f.kind === 'loop' && f.loop)
      return {
        ...shared('walks the current level, which the enclosing loop replaces by the next one it builds'),
        passes: outer[outer.length - 1]?.count,
      }
    }
    // `while (read < levelEnd)` with `levelEnd = queue.length`: no rule bounds the read index on its own,
    // but it stops at the size the level had when it started.
    const levelEnd = loop.style !== 'each' && plan.kind === 'unknown' && loop.cond !== null
    if ((levelLike || levelEnd) && this.iteratesDrained(loop, ctx)) {
      const traversal = this.ev.frames.slice(ctx.base).filter((f) => f.drained !== null)
      return {
        ...shared('walks the current level of a traversal: each item is handled once over all levels'),
        // A level holds at most every item of the traversal.
        passes: traversal[traversal.length - 1]?.count,
      }
    }
    // An adjacency list given as input has lists of no known length: `each` or `constant` alike.
    // Go's `range cur.Neighbors` over a node taken from a worklist is of no known kind at all.
    const neighbours =
      plan.kind === 'unknown' && loop.style === 'each' && loop.iter.kind === 'member'
        ? this.neighbourGraph(loop.iter, ctx)
        : null
    if (
      (plan.kind === 'each' || plan.kind === 'constant' || neighbours) &&
      loop.style === 'each' &&
      this.isAdjacency(loop.iter, ctx)
    ) {
      const edges = this.adjacencyTotal(loop.iter, ctx)
      if (edges && this.insideOnceTraversal(ctx)) {
        // A traversal of (node, set of nodes) states walks a node's edges once per set it comes with.
        const traversal = this.ev.frames.slice(ctx.base).findLast((f) => f.drained !== null)
        const nodeSet = traversal?.loop
          ? nodeSetOf(traversal.loop.body, this.graphNodes(loop.iter, ctx))
          : null
        if (nodeSet)
          return {
            ...shared(
              'walks one adjacency list; over the whole traversal every edge is walked once for each set of nodes its start comes with',
            ),
            edges: mul(edges, expSym(nodeSet)),
          }
        return {
          ...shared('walks one adjacency list; over the whole traversal every edge is walked once'),
          edges,
        }
      }
    }
    // `for v in range(n): for u in adj[v]`: outside a traversal, the walk of each node's list in turn
    // covers every edge once per pass of the loop over the nodes.
    const rowOf = loop.style === 'each' ? tableRow(loop.iter) : null
    const row = rowOf ? nameOf(rowOf.index) : null
    const nodeLoop = row ? this.ev.frames.slice(ctx.base).findLast((f) => f.kind === 'loop') : undefined
    const nodes = row && rowOf ? this.ev.sizes.lenOf(rowOf.table, ctx) : null
    if (
      row &&
      nodes &&
      nodeLoop?.progress.has(row) &&
      // A loop through all the nodes: as many passes as the table has rows (its length may count the
      // entries added into the rows as well).
      !isConstant(nodeLoop.count) &&
      within(nodeLoop.count, nodes) &&
      (plan.kind === 'each' || plan.kind === 'constant') &&
      plan.count !== null &&
      isConstant(plan.count) &&
      loop.style === 'each' &&
      this.isAdjacency(loop.iter, ctx)
    ) {
      const edges = this.adjacencyTotal(loop.iter, ctx)
      if (edges && !isConstant(edges))
        return {
          ...shared(
            "walks the adjacency list of the enclosing loop's node; over a pass through the nodes every edge is walked once",
          ),
          edges,
        }
    }
    if (around && (coversSegment(loop, around) || this.coversHandedSegment(loop, ctx)))
      return shared(
        `${plan.explanation}; it covers the stretch between two marks, and the enclosing loop then moves its mark to the stretch's end, so the stretches never overlap`,
      )
    if (around && walksLevelByNext(loop, plan, around))
      return shared(
        `${plan.explanation}; it walks one level of the tree through its next links from the level's first node, and the enclosing loop moves that start down a level, so the walks cover each node once`,
      )
    if (plan.kind === 'linked' && this.walksAside(loop, plan, ctx))
      return shared(
        `${plan.explanation}; it starts beside the enclosing walk and goes another way, so the walks never cover the same links twice`,
      )
    if (plan.kind === 'linked' && this.walksPooledList(plan, ctx))
      return {
        count: plan.count,
        explanation: `${plan.explanation}; the lists hold ${formatCount(plan.count ?? ONE)} nodes in all`,
        amortised: true,
        sharedPointer: false,
        global: true,
      }
    if (plan.kind === 'parent-chase')
      return counted(
        plan.count,
        'follows parent links; with path compression this is effectively O(1) amortised',
      )
    if (plan.passes) return { ...counted(plan.count, plan.explanation), passes: plan.passes }
    return counted(plan.count, plan.explanation)
  }

  /**
   * The length of the collection a shared pointer walks (`t[j]` read in the test of
   * `while j < len(t) and t[j] != c`), when the loop's count covers it, or null: a loop whose test reads
   * no element at the pointer (a window's sum against a target) crosses no collection of its own.
   */
  private crossedCollection(loop: Loop, plan: LoopPlan, ctx: FnCtx): BigO | null {
    const count = plan.count
    if (!count || isConstant(count) || loop.style === 'each' || !loop.cond) return null
    const pointers = new Set(plan.progress)
    let found: BigO | null = null
    walkExpr(loop.cond, (x) => {
      if (found) return
      // `t[j]`, `s.charAt(j)`, `list.get(j)`.
      const read =
        x.kind === 'index'
          ? { of: x.object, at: x.index }
          : x.kind === 'call' && /^(charAt|get|at)$/.test(calleeName(x) ?? '') && x.args.length === 1
            ? { of: receiverOf(x), at: x.args[0] }
            : null
      if (!read?.of || !read.at || !pointers.has(nameOf(read.at) ?? '')) return
      const len = this.ev.sizes.lenOf(read.of, ctx)
      if (len && !isConstant(len) && within(len, count)) found = len
    })
    return found
  }

  /**
   * `seen[k] += 1; if seen[k] > 2: break` on every pass, with `seen` a fixed-size table (`[0] * 26`):
   * each pass adds one to one of a fixed number of cells, and the loop ends once any holds more than a
   * fixed count, so it makes at most cells × count + 1 passes.
   */
  private stopsOnAFullCount(loop: Loop, ctx: FnCtx): boolean {
    const counted = new Set<string>()
    for (const st of loop.body) {
      const e = st.kind === 'expr' ? st.expr : null
      const cell =
        st.kind === 'assign' &&
        st.op === '+=' &&
        st.targets.length === 1 &&
        literalValue(st.values[0] as Expr) === 1
          ? st.targets[0]
          : e?.kind === 'update' && e.op === '++'
            ? e.target
            : null
      if (cell?.kind === 'index') {
        const table = this.ev.shapes.shapeOf(cell.object, ctx)
        if (table.kind === 'coll' && table.alloc?.constantSize) counted.add(exprKey(cell))
        continue
      }
      if (st.kind !== 'if' || !st.then.some((t) => t.kind === 'break' || t.kind === 'return')) continue
      const c = unwrap(st.cond)
      if (
        c.kind === 'binary' &&
        /^(>|>=)$/.test(c.op) &&
        counted.has(exprKey(c.left)) &&
        literalValue(c.right) !== null
      )
        return true
    }
    return false
  }

  /**
   * `length += 1 + len(words[j]); if length > k: break` on every pass: a total that grows by at least one
   * each pass and ends the loop once it passes k allows k passes at most. The budget's size, or null.
   */
  private stopsPastABudget(loop: Loop, ctx: FnCtx): { size: BigO; scaled: boolean } | null {
    const growing = new Map<string, boolean>()
    for (const st of loop.body) {
      const e = st.kind === 'expr' ? st.expr : null
      const total =
        st.kind === 'assign' && st.op === '+=' && st.targets.length === 1 && atLeastOne(st.values[0] as Expr)
          ? st.targets[0]
          : e?.kind === 'update' && e.op === '++'
            ? e.target
            : null
      if (total?.kind === 'name') {
        growing.set(total.name, false)
        continue
      }
      // `value = value * 10 + digit`: the value gains a digit on every pass.
      const scaled = st.kind === 'assign' && st.targets.length === 1 ? scaledEachPass(st) : null
      if (scaled) {
        growing.set(scaled, true)
        continue
      }
      if (st.kind !== 'if' || !st.then.some((t) => t.kind === 'break' || t.kind === 'return')) continue
      const c = unwrap(st.cond)
      if (c.kind !== 'binary' || !/^(>|>=)$/.test(c.op) || !growing.has(nameOf(c.left) ?? '')) continue
      const budget = this.ev.sizes.mag(c.right, ctx)
      if (budget && !isConstant(budget))
        return { size: budget, scaled: growing.get(nameOf(c.left) ?? '') === true }
    }
    return null
  }

  /**
   * `for (sub = mask; sub; sub = (sub - 1) & mask)` inside a loop over all 2^n masks: the submasks of
   * every mask together are 3^n, times whatever loops run around the loop over the masks. Null for any
   * other loop.
   */
  private submaskTotal(loop: Loop, ctx: FnCtx): BigO | null {
    const submaskStep = (target: Expr | undefined, value: Expr | undefined): boolean => {
      const v = target ? nameOf(target) : null
      const x = value ? unwrap(value) : null
      if (!v || x?.kind !== 'binary' || x.op !== '&') return false
      return [x.left, x.right].some((side) => {
        const d = unwrap(side)
        return d.kind === 'binary' && d.op === '-' && nameOf(d.left) === v && literalValue(d.right) === 1
      })
    }
    // In a for-loop's header (`sub = (sub - 1) & mask`) or as a statement of the body.
    const inHeader = (loop.style === 'for' ? loop.update : []).some(
      (u) => u.kind === 'assign' && submaskStep(u.target, u.value),
    )
    const inBody = loop.body.some(
      (st) => st.kind === 'assign' && st.targets.length === 1 && submaskStep(st.targets[0], st.values[0]),
    )
    if (!inHeader && !inBody) return null
    const own = this.ev.frames.slice(ctx.base)
    const at = own.findLastIndex((f) => f.kind === 'loop' && f.count.length === 1 && twoToThe(f.count[0]))
    const masks = at >= 0 ? own[at] : undefined
    const bits = masks ? twoToThe(masks.count[0]) : null
    if (!bits) return null
    return mul(expSym(bits, 3), frameProduct(own.slice(0, at)))
  }

  /**
   * Hand of straights, split into consecutive runs: `for v := start; v < start+k; v++ { if counts[v] <
   * need { return false }; counts[v] -= need }`. Every pass takes at least one from a cell of a table of
   * counts, and the loop leaves when a cell runs short, so all its passes together spend at most the
   * table's total: one per counted element. The total of the table, or null.
   */
  private spendsCounts(loop: Loop, ctx: FnCtx): BigO | null {
    const defs = ctx.fn ? definitions(ctx.fn.body) : new Map<string, Expr>()
    let table: string | null = null
    for (const s of loop.body) {
      const spent = spentCell(s, defs)
      if (spent) table = spent
    }
    if (!table) return null
    const path = table
    // A read of the table, directly or through a local taken from it (`Integer c = count.get(v)`).
    const readsTable = (x: Expr): boolean => {
      if (x.kind === 'index' || x.kind === 'call')
        return pathOf(x.kind === 'index' ? x.object : receiverOf(x)) === path
      const d = x.kind === 'name' ? defs.get(x.name) : undefined
      return d !== undefined && d.kind !== 'name' && readsTable(d)
    }
    const guarded = loop.body.some((s) => {
      if (s.kind !== 'if') return false
      const last = s.then[s.then.length - 1]
      if (!last || !/^(return|throw|break)$/.test(last.kind)) return false
      let reads = false
      walkExpr(s.cond, (x) => {
        if (readsTable(x)) reads = true
      })
      return reads
    })
    if (!guarded) return null
    const shape = this.ev.shapes.shapeOf(
      { kind: 'name', name: path, line: loop.line, endLine: loop.line },
      ctx,
    )
    if (shape.kind !== 'coll' || (shape.ds !== 'map' && shape.ds !== 'sorted')) return null
    const total = this.ev.sizes.lenOf({ kind: 'name', name: path, line: loop.line, endLine: loop.line }, ctx)
    return total && !isConstant(total) ? total : null
  }

  /**
   * A pointer walk nested in another pointer walk, started from the outer pointer's other link
   * (`pre = cur.left` then `pre = pre.right`: Morris traversal, flattening a tree) or along a link the
   * outer walk never follows (`head = leftmost` then `head = head.next` while the outer goes `.left`):
   * the inner walks lie in parts of the structure the outer one leaves, so together they cross each link
   * a constant number of times. Re-walking the outer's own direction (`runner = cur`, `runner.next`) is
   * not this: that is quadratic.
   */
  walksAside(loop: Loop, plan: LoopPlan, ctx: FnCtx): boolean {
    const own = this.enclosingLoop(ctx)
    // `tail = rightmost(cur.left)`: a helper walking from the node the caller's loop hands it.
    const handed = own ? null : this.handedFromCallerLoop(ctx)
    const outer = own ?? handed?.loop ?? null
    if (!outer || outer.style !== 'while' || loop.style !== 'while') return false
    const fieldsWalked = (body: Stmt[], v: string): Set<string> => {
      const out = new Set<string>()
      walkStmts(body, (s) => {
        if (s.kind !== 'assign') return
        s.targets.forEach((t, i) => {
          const value = s.values[i] ?? s.values[0]
          if (nameOf(t) === v && value?.kind === 'member' && nameOf(value.object) === v)
            out.add(value.property)
        })
      })
      return out
    }
    const outerPointers = new Map<string, Set<string>>()
    for (const q of loopPointers(outer)) {
      const fields = new Set<string>()
      walkStmts(outer.body, (s) => {
        if (s.kind !== 'assign') return
        s.targets.forEach((t, i) => {
          const value = s.values[i] ?? s.values[0]
          if (nameOf(t) === q && value?.kind === 'member') fields.add(value.property)
        })
      })
      if (fields.size > 0) outerPointers.set(q, fields)
    }
    if (outerPointers.size === 0) return false
    const linkField = /^(left|right|Left|Right|next|Next|child|Child|prev|Prev)$/
    return plan.progress.some((v) => {
      const walks = fieldsWalked(loop.body, v)
      if (walks.size !== 1) return false
      const f = [...walks][0] as string
      if (!linkField.test(f)) return false
      let starts = 0
      let aside = true
      const start = (value: Expr) => {
        starts++
        const from = value.kind === 'member' ? nameOf(value.object) : nameOf(value)
        const fields = from ? outerPointers.get(from) : undefined
        if (!fields) aside = false
        else if (value.kind === 'member') aside &&= value.property !== f && linkField.test(value.property)
        else aside &&= !fields.has(f)
      }
      const given = handed?.args.get(v)
      if (given) start(given)
      walkStmts(outer.body, (s, loops) => {
        if (s.kind !== 'assign' || loops.includes(loop)) return
        s.targets.forEach((t, i) => {
          if (nameOf(t) !== v) return
          const value = s.values[i] ?? s.values[0]
          if (!value) return
          starts++
          const from = value.kind === 'member' ? nameOf(value.object) : nameOf(value)
          const fields = from ? outerPointers.get(from) : undefined
          if (!fields) aside = false
          else if (value.kind === 'member') aside &&= value.property !== f && linkField.test(value.property)
          else aside &&= !fields.has(f)
        })
      })
      return starts > 0 && aside
    })
  }

  /**
   * The caller's nearest loop when it calls this function from its body, with the argument it passes
   * for each parameter (`rightmost(cur.left)` inside `while cur`), or null.
   */
  private handedFromCallerLoop(ctx: FnCtx): { loop: Loop; args: Map<string, Expr> } | null {
    const fn = ctx.fn
    if (!fn) return null
    const callerLoop = this.ev.frames
      .slice(0, ctx.base)
      .reverse()
      .find((f) => f.kind === 'loop' && f.loop)?.loop
    if (!callerLoop) return null
    const params = argumentParams(fn)
    let args: Map<string, Expr> | null = null
    walkBodyExprs(callerLoop.body, (e) => {
      if (args || e.kind !== 'call' || calleeName(e) !== fn.name || e.args.length !== params.length) return
      args = new Map(params.map((p, i) => [p.name, e.args[i]!]))
    })
    return args ? { loop: callerLoop, args } : null
  }

  /**
   * `fill(d, left, right); left = right` in a loop over `right`: the helper's loop covers the stretch
   * between the marks it is handed, and the caller then moves the left mark to the right one, so the
   * stretches of all the calls never overlap.
   */
  private coversHandedSegment(loop: Loop, ctx: FnCtx): boolean {
    const handed = ctx.fn ? this.handedFromCallerLoop(ctx) : null
    if (!handed || !ctx.fn) return false
    const ends = segmentEnds(loop, ctx.fn.body)
    const from = ends ? nameOf(handed.args.get(ends[0])) : null
    const to = ends ? nameOf(handed.args.get(ends[1])) : null
    if (!from || !to || from === to) return false
    const around = handed.loop
    const advanced =
      (around.style === 'for' && around.update.some((u) => namesIn(u).has(to))) ||
      (around.style === 'each' && namesIn(around.target).has(to))
    return advanced && movesMarkTo(around, from, to)
  }

  /** A walk along one of several lists that share their n nodes, inside a loop over them. */
  walksPooledList(plan: LoopPlan, ctx: FnCtx): boolean {
    if (!this.enclosingLoop(ctx)) return false
    return plan.progress.some((v) => {
      const shape = ctx.scope.lookup(v)?.shape
      return shape?.kind === 'node' && shape.pooled === true
    })
  }

  /**
   * `while (pos < text.length() && isDigit(text.charAt(pos))) pos++` in a recursive parser whose calls
   * read on from one position they share (a field, `self.pos`, a closure's variable): the loop moves
   * that position forward, so its runs over all the calls read each character once.
   */
  readsOnSharedCursor(loop: Loop, plan: LoopPlan, ctx: FnCtx): boolean {
    const rec = ctx.recursion ?? ctx.cursorRecursion
    const fn = ctx.fn
    if (!rec || rec.plan.kind !== 'partition' || !fn || plan.kind !== 'pointer') return false
    if (plan.progress.length === 0) return false
    // A helper of the recursion shares only what neither it nor the recursion declares.
    const own = new Set<string>()
    for (const f of new Set([fn, rec.fn])) {
      const byReference = referenceCursors(f)
      for (const p of f.params) if (!byReference.has(p.name)) own.add(p.name)
      for (const n of declaredNames(f.body)) own.add(n)
    }
    const updates = updatesIn(loop.body)
    // Python declares nothing: only `self.pos` is known not to be the call's own.
    // Go's `i := 0` is not always marked as a declaration: there, only a receiver's field (`p.pos`).
    const shared = (v: string) =>
      this.ev.language === 'python'
        ? /^self\./.test(v)
        : this.ev.language === 'go'
          ? v.includes('.')
          : !own.has(v.replace(/^(self|this)\./, ''))
    return plan.progress.every((v) => shared(v) && (updates.get(v) ?? []).every((k) => k === 'inc'))
  }

  /**
   * Tarjan's `while (true) { w = st.top(); st.pop(); ...; if (w == u) break; }` in a recursion whose every
   * call pushes its own node onto that stack (a field, a closure's list): each entry is popped once over
   * all the calls, so the pops are counted with the pushes.
   */
  popsWhatCallsPushed(loop: Loop, ctx: FnCtx): boolean {
    const rec = ctx.recursion
    const fn = ctx.fn
    if (!rec || !fn || rec.plan.calls === null) return false
    const own = new Set([...fn.params.map((p) => p.name), ...declaredNames(fn.body)])
    const popped = new Set<string>()
    walkBodyExprs(loop.body, (x) => {
      if (x.kind !== 'call') return
      const op = classifyCall(x, this.ev.language)
      const path = op?.target ? pathOf(op.target) : null
      if (path && (op?.op === 'remove-end' || op?.op === 'remove-front')) popped.add(path)
    })
    const shared = [...popped].filter((p) => !own.has(p.replace(/^(self|this)\./, '').split('.')[0] ?? ''))
    if (shared.length === 0) return false
    // One push per call, outside any loop of the function.
    let pushes = 0
    let looped = false
    walkStmts(fn.body, (st, loops) => {
      for (const root of stmtExprs(st))
        walkExpr(root, (x) => {
          if (x.kind !== 'call') return
          const op = classifyCall(x, this.ev.language)
          if (op?.op !== 'add' || !op.target || !shared.includes(pathOf(op.target) ?? '')) return
          pushes++
          if (loops.length > 0) looped = true
        })
    })
    return pushes === 1 && !looped
  }

  /**
   * `for l <= r && s[l] == c { l++ }` then `return trim(s, l, r)`: a recursion that makes one call, on
   * the bounds its loops moved only inward, continues from where the loops stopped; the loops of all the
   * calls together move each bound across the input once.
   */
  movesHandedOnBounds(loop: Loop, plan: LoopPlan, ctx: FnCtx): boolean {
    const rec = ctx.recursion
    const fn = ctx.fn
    if (!rec || rec.plan.sites !== 1 || !fn || plan.progress.length === 0) return false
    const calls = selfCalls(fn)
    const call = calls[0]
    if (calls.length !== 1 || !call) return false
    const params = argumentParams(fn).map((p) => p.name)
    // Only a call the loop returns ends it: one whose result the loop tests may be followed by more.
    if (call.loops.length > 0)
      return returnedInLoops(fn).has(call.call) && continuesFromLoop(loop, call, params)
    if (plan.kind !== 'pointer') return false
    const updates = updatesIn(loop.body)
    return plan.progress.every((v) => {
      const i = params.indexOf(v)
      const steps = updates.get(v) ?? []
      const arg = call.call.args[i]
      // `check(i + 1, j - 1)`: handed on a step further in.
      const handedOn =
        nameOf(arg) === v ||
        (arg?.kind === 'binary' &&
          /^[+-]$/.test(arg.op) &&
          nameOf(arg.left) === v &&
          arg.right.kind === 'literal')
      return (
        i >= 0 &&
        handedOn &&
        steps.length > 0 &&
        (steps.every((k) => k === 'inc') || steps.every((k) => k === 'dec'))
      )
    })
  }

  /**
   * A descent (`while succ.left: succ = succ.left`) in a recursion that makes one call per path down a
   * tree (BST search, insertion, deletion): the recursion walks one path from the root, and the loop walks
   * on down from a node of it, so the whole call costs the height, not the height times itself.
   */
  descendsAlongRecursion(loop: Loop, plan: LoopPlan, ctx: FnCtx): boolean {
    const rec = ctx.recursion
    if (!rec || rec.plan.kind !== 'structural' || rec.plan.sites !== 1 || plan.kind !== 'linked') return false
    if (this.enclosingLoop(ctx) !== null) return false
    const updates = updatesIn(loop.body)
    return plan.progress.length > 0 && plan.progress.every((v) => (updates.get(v) ?? []).includes('child'))
  }

  /**
   * `lists[i] = merge(lists[i], lists[i + interval])`: a pass whose calls take only lists of the pool
   * (k lists holding n nodes in all) at positions of its own counter. The passes work on different lists,
   * so a run of the loop walks the n nodes once, not k times n. Folding into an accumulator carried
   * across passes (`merged = merge(merged, lists[i])`) is not this: the accumulator grows every pass.
   */
  combinesPooledLists(loop: Loop, plan: LoopPlan, ctx: FnCtx): boolean {
    const counters = new Set(plan.progress)
    if (counters.size === 0 || (loop.style !== 'for' && loop.style !== 'each' && loop.style !== 'while'))
      return false
    const pooled = (e: Expr): boolean => {
      const shape = this.ev.shapes.shapeOf(e, ctx)
      return shape.kind === 'coll' && shape.elem.kind === 'node' && shape.elem.pooled === true
    }
    const atCounter = (e: Expr): boolean => {
      const x = beforeDefault(e, true)
      return x.kind === 'index' && [...namesIn(x.index)].some((n) => counters.has(n))
    }
    // Read the syntax first: most loops call nothing on two entries of one collection. The body's
    // expressions are listed with their subexpressions already, so each is looked at once.
    const candidates: (Expr & { kind: 'call' })[] = []
    const indexed: (Expr & { kind: 'index' })[] = []
    walkBodyExprs(loop.body, (e) => {
      if (e.kind === 'index') indexed.push(e)
      if (e.kind === 'call' && e.args.length >= 2 && e.args.every(atCounter)) candidates.push(e)
    })
    const own = candidates.filter((c) => this.ev.program.functions.some((f) => f.name === calleeName(c)))
    const entry = (a: Expr) => beforeDefault(a, true) as Expr & { kind: 'index' }
    if (own.length === 0 || !own.every((c) => c.args.every((a) => pooled(entry(a).object)))) return false
    // Any other read of the pool (`merge(merged, lists[i])`, `lists[0]`) may carry a list across passes.
    const args = new Set(own.flatMap((c) => c.args.map(entry)))
    return indexed.every((e) => args.has(e) || !pooled(e.object) || atCounter(e))
  }

  /**
   * A sieve's inner loop steps by the outer counter (`for j in range(i * i, n, i)`, `j += i`), so it runs
   * n / i times: n log n over all i (a harmonic sum), and n log log n when it only starts from the primes
   * (`if is_prime[i]`, or `if composite[i] continue` before it).
   */
  sieveTotal(loop: Loop, plan: LoopPlan, ctx: FnCtx): LoopCount | null {
    const outer = this.enclosingLoop(ctx)
    if (!outer) return null
    let step: Expr | undefined
    let limit: BigO | null = null
    if (loop.style === 'for') {
      const update = loop.update.length === 1 ? loop.update[0] : undefined
      if (update?.kind === 'assign' && update.op === '+=') step = update.value
      limit = plan.varMag
    } else if (loop.style === 'each' && loop.iter.kind === 'call' && calleeName(loop.iter) === 'range') {
      const [, stop, by] = loop.iter.args
      step = by
      limit = stop ? this.ev.sizes.mag(stop, ctx) : null
    }
    const counter = step?.kind === 'name' ? step.name : null
    if (!counter || !limit || isConstant(limit) || !loopPointers(outer).includes(counter)) return null
    const outerUpdates = updatesIn(outer.body, outer.style === 'for' ? outer.update : [])
    const countsUp = outer.style === 'each' || (outerUpdates.get(counter) ?? []).includes('inc')
    if (!countsUp) return null
    const readsFlag = (c: Expr) => {
      let found = false
      walkExpr(c, (x) => {
        if (x.kind === 'index' && x.index.kind === 'name' && x.index.name === counter) found = true
      })
      return found
    }
    const before = outer.body.slice(
      0,
      Math.max(
        0,
        outer.body.findIndex((st) => containsLoop(st, loop)),
      ),
    )
    const primesOnly =
      ctx.conds.some(readsFlag) ||
      before.some(
        (st) =>
          st.kind === 'if' &&
          st.then.length > 0 &&
          st.then.every((t) => t.kind === 'continue') &&
          readsFlag(st.cond),
      )
    const total = mul(limit, primesOnly ? logLogOf(limit) : logOf(limit))
    return {
      count: total,
      explanation: primesOnly
        ? 'steps by a prime: n / p steps for each prime p, n log log n over the whole sieve'
        : 'steps by the outer counter: n / i steps for each i, n log n over all of them',
      amortised: true,
      sharedPointer: false,
      global: true,
    }
  }

  /**
   * `size = len(res); for i in range(size): res.append(res[i] + [x])` inside a loop over the input: every
   * pass of the enclosing loop adds one entry per entry the list already holds, so it doubles each time
   * and this loop runs 2^n times over the whole enclosing loop (building subsets iteratively).
   */
  doublingTotal(loop: Loop, ctx: FnCtx): LoopCount | null {
    const outer = this.enclosingLoop(ctx)
    if (!outer) return null
    const lengthRead = (e: Expr | undefined) => (e ? pathOf(sizedCollection(e)) : null)
    // What the bound reads, directly or through a variable set from it in the enclosing loop's body.
    const snapshot = (e: Expr | undefined): string | null => {
      const direct = lengthRead(e)
      if (direct || !e || e.kind !== 'name') return direct
      let found: string | null = null
      for (const st of outer.body)
        if (st.kind === 'assign')
          st.targets.forEach((t, i) => {
            if (nameOf(t) === e.name) found = lengthRead(st.values[i] ?? st.values[0])
          })
      return found
    }
    let list: string | null = null
    if (loop.style === 'for' && loop.cond?.kind === 'binary' && /^(<|<=)$/.test(loop.cond.op))
      list = snapshot(loop.cond.right)
    else if (loop.style === 'each' && loop.iter.kind === 'call' && calleeName(loop.iter) === 'range') {
      const [a0, a1] = loop.iter.args
      list = snapshot(loop.iter.args.length === 1 ? a0 : a1)
    }
    if (!list) return null
    // One unconditional append to that very list per iteration.
    const appends = loop.body.filter((st) => {
      const e = st.kind === 'expr' ? st.expr : st.kind === 'assign' ? st.values[0] : undefined
      if (!e || e.kind !== 'call') return false
      const op = classifyCall(e, this.ev.language)
      if (op?.op === 'add' && op.target && pathOf(op.target) === list) return true
      return (
        this.ev.language === 'go' &&
        st.kind === 'assign' &&
        pathOf(st.targets[0] ?? e) === list &&
        nameOf(e.callee) === 'append' &&
        pathOf(e.args[0] ?? e) === list
      )
    })
    if (appends.length !== 1) return null
    // `node := queue[0]; queue = queue[1:]` or `queue.shift()` beside the append: a queue worked through
    // level by level, which takes an entry for each it adds.
    let takes = false
    walkStmts(loop.body, (st) => {
      if (st.kind === 'assign' && st.targets.some((t) => pathOf(t) === list))
        for (const v of st.values) if (v.kind === 'slice' && pathOf(v.object) === list) takes = true
      for (const e of stmtExprs(st))
        walkExpr(e, (x) => {
          if (
            x.kind === 'call' &&
            pathOf(receiverOf(x) ?? x) === list &&
            /^(pop|shift|poll|popleft|pollFirst|removeFirst|pop_front)$/.test(calleeName(x) ?? '')
          )
            takes = true
        })
    })
    if (takes) return null
    const frame = this.ev.frames[this.ev.frames.length - 1]
    const passes = frame?.loop === outer ? frame.count : null
    const symbol = passes && !isConstant(passes) ? [...symbols(passes)][0] : undefined
    if (!symbol || !passes) return null
    // Each new entry is an old one and one more item: by the end an entry holds up to n items.
    const v = ctx.scope.lookup(list)
    if (v && v.shape.kind === 'coll') {
      const sh = v.shape
      const elem =
        sh.elem.kind === 'coll'
          ? { ...sh.elem, len: passes, alloc: null }
          : collShape('array', passes, SCALAR)
      ctx.scope.assign(list, { ...v, shape: { ...sh, elem } })
      if (sh.alloc && !within(passes, sh.alloc.elem)) sh.alloc.elem = add(sh.alloc.elem, passes)
    }
    return {
      count: expSym(symbol),
      explanation:
        'adds one entry per entry the list holds, so the list doubles on every pass of the enclosing loop',
      amortised: true,
      sharedPointer: false,
      global: true,
    }
  }

  /**
   * `j = i; while (j < n && ...) j++; i = j`: the inner pointer starts where the outer one is and the outer
   * one continues from where the inner stopped, so together they cross the range once.
   */
  handsOffPointer(loop: Loop, plan: LoopPlan, ctx: FnCtx): boolean {
    const outer = this.enclosingLoop(ctx)
    const stepped = [...plan.progress, ...linksStepAlongCounter(loop)]
    if (!outer || stepped.length === 0) return false
    const assigned = assignmentsAround(outer, loop)
    const outerPointers = loopPointers(outer)
    const plain = assigned.filter((a) => !a.advances)
    return stepped.some((p) =>
      outerPointers.some(
        (q) =>
          q !== p &&
          // `j = i; while ...: j += 1; i = j`
          ((plain.some((a) => a.target === p && a.reads.has(q)) &&
            plain.some((a) => a.target === q && a.reads.has(p))) ||
            // `count = 1; while ...: count += 1; i += count`: the outer pointer jumps over every step taken.
            (plain.some((a) => a.target === p) &&
              assigned.some((a) => a.advances && a.target === q && a.reads.has(p)))),
      ),
    )
  }

  /**
   * A walk through consecutive keys started only where the previous key is absent (`if x - 1 not in seen`)
   * walks each run of keys once: over the enclosing loop, as many steps as there are keys.
   */
  startsDisjointRuns(plan: LoopPlan, ctx: FnCtx): boolean {
    const keys = plan.keys ? pathOf(plan.keys) : null
    const outer = this.enclosingLoop(ctx)
    if (!keys || !outer) return false
    const oracle = this.oracle(ctx)
    const presence = presenceDefinitions(outer.body)
    const tests = (c: Expr, test: typeof presentKey) =>
      conjuncts(c).some((x) => pathOf(test(x, oracle, presence)?.target) === keys)
    // `if x - 1 not in seen:` around the walk, or `if x - 1 in seen: continue` before it (a bare `return`
    // in a `forEach` callback moves on to the next key the same way).
    if (ctx.conds.some((c) => tests(c, absentKey))) return true
    const skips = (t: Stmt) =>
      t.kind === 'continue' ||
      (outer.style === 'each' && outer.callback === true && t.kind === 'return' && t.value === null)
    return outer.body.some(
      (s) => s.kind === 'if' && s.then.length > 0 && s.then.every(skips) && tests(s.cond, presentKey),
    )
  }

  /**
   * `for len(out) < total { for ...; len(out) < total; ... { out = append(out, x) } }`: every step of the
   * inner loop adds to a collection whose size also bounds the enclosing loop, so all the inner loops'
   * steps together are at most that bound.
   */
  fillsSharedCap(loop: Loop, ctx: FnCtx): boolean {
    const outer = this.enclosingLoop(ctx)
    if (!outer || loop.style === 'each' || !loop.cond || outer.style === 'each' || !outer.cond) return false
    const outerCaps = new Set(conjuncts(outer.cond).map(cappedCollection))
    return conjuncts(loop.cond).some((c) => {
      const capped = cappedCollection(c)
      return capped !== null && outerCaps.has(capped) && this.addsEveryPass(loop.body, capped)
    })
  }

  /** Whether a body adds to the collection at `path` on every pass (outside any branch). */
  private addsEveryPass(body: Stmt[], path: string): boolean {
    return body.some((s) => {
      const exprs = s.kind === 'expr' ? [s.expr] : s.kind === 'assign' ? s.values : []
      return exprs.some((e) => {
        if (e.kind !== 'call') return false
        const op = classifyCall(e, this.ev.language)
        return op !== null && (op.op === 'add' || op.op === 'heap-add') && pathOf(op.target) === path
      })
    })
  }

  /**
   * `for leaf in leaves: ... next_leaves.append(p)` then `leaves = next_leaves`, inside a loop that runs
   * on some other condition (trimming leaves while more than two nodes remain): each pass walks the
   * level the previous one built, and the levels together hold each item once, as a BFS's levels do.
   */
  walksSwappedLevel(loop: Loop, ctx: FnCtx, countedOuter = false): boolean {
    const outer = this.enclosingLoop(ctx)
    if (!outer || loop.style !== 'each' || (outer.style === 'each' && !countedOuter)) return false
    const iter =
      loop.iter.kind === 'call' && calleeName(loop.iter) === 'enumerate' ? loop.iter.args[0] : loop.iter
    const level = iter ? pathOf(iter) : null
    if (!level) return false
    let swapped = false
    for (const st of outer.body) {
      if (st.kind !== 'assign' || st.targets.length !== 1 || pathOf(st.targets[0] as Expr) !== level) continue
      const from = st.values.length === 1 ? pathOf(st.values[0] as Expr) : null
      // The next level: made empty in this pass and filled inside the walk of the current one.
      const made = outer.body.some(
        (d) =>
          d.kind === 'assign' &&
          d.targets.length === 1 &&
          pathOf(d.targets[0] as Expr) === from &&
          d.values.length === 1 &&
          ((d.values[0] as Expr).kind === 'collection' || (d.values[0] as Expr).kind === 'new'),
      )
      if (from && made && this.pushedWithin(loop.body, from)) swapped = true
    }
    return swapped
  }

  /**
   * `for pos in range(1, n): next = []; for num in level: next.append(num * 10 + d1); next.append(...);
   * level = next`: every entry of a level makes two or more entries of the next, and nothing (no tree, no
   * visited set) stops them, so the levels double on every pass of the enclosing loop: 2^n entries in all.
   */
  private branchingLevel(loop: Loop, ctx: FnCtx): LoopCount | null {
    // `for _ in range(n - 1)` around it counts the levels as well as a while loop would.
    if (!this.walksSwappedLevel(loop, ctx, true)) return null
    const frame = this.ev.frames[this.ev.frames.length - 1]
    const passes = frame?.loop && frame.loop === this.enclosingLoop(ctx) ? frame.count : null
    const symbol =
      passes && !isConstant(passes) && symbols(passes).size === 1 ? [...symbols(passes)][0] : null
    if (!symbol) return null
    let sites = 0
    let remembers = false
    let links = false
    walkStmts(loop.body, (st, loops) => {
      for (const e of stmtExprs(st))
        walkExpr(e, (x) => {
          if (testsMembership(x)) remembers = true
          if (x.kind !== 'call') return
          const op = classifyCall(x, this.ev.language)
          if (!op || op.op !== 'add' || !op.element) return
          // `next.push(node.left)`, or a pair that carries the child (`[node.left, 2 * p]`): a tree's
          // levels, which its nodes bound, not entries made out of nothing.
          if (op.element.kind === 'member' || op.element.kind === 'name') links = true
          const parts =
            op.element.kind === 'collection'
              ? op.element.elements
              : op.element.kind === 'new'
                ? [...op.element.args, ...op.element.elements]
                : []
          const child = (p: Expr) =>
            (p.kind === 'member' && /^(left|right|Left|Right|next|Next|children)$/.test(p.property)) ||
            this.ev.shapes.shapeOf(p, ctx).kind === 'node'
          if (parts.some(child)) links = true
          sites += loops.some((l) => l !== loop) ? 2 : 1
        })
    })
    if (remembers || links || sites < 2 || marksWhatItTests(loop.body)) return null
    return {
      count: expSym(symbol),
      explanation:
        'makes two or more entries of the next level from every entry of this one, so the levels double on every pass of the enclosing loop',
      amortised: true,
      sharedPointer: false,
      global: true,
    }
  }

  /**
   * Cyclic sort: `while nums[nums[i] - 1] != nums[i]: swap nums[i] with nums[nums[i] - 1]`. Every swap
   * puts one value at the index it names, and a value at home fails the test and is never moved again,
   * so the swaps of all the passes of the loops around it come to at most one per element. The length.
   */
  swapsValuesHome(loop: Loop, ctx: FnCtx): BigO | null {
    if (loop.style !== 'while' || !loop.cond || !this.enclosingLoop(ctx)) return null
    let array: Expr | null = null
    walkExpr(loop.cond, (x) => {
      if (array || x.kind !== 'index') return
      const path = pathOf(x.object)
      walkExpr(x.index, (y) => {
        if (y.kind === 'index' && path !== null && pathOf(y.object) === path) array = x.object
      })
    })
    const found = array as Expr | null
    const path = found ? pathOf(found) : null
    if (!found || !path) return null
    let writes = 0
    let other = false
    walkStmts(loop.body, (st, loops) => {
      if (loops.length > 0) other = true
      if (st.kind !== 'assign') return
      for (const t of st.targets) if (t.kind === 'index' && pathOf(t.object) === path) writes++
    })
    if (other || writes === 0) return null
    const len = this.ev.sizes.lenOf(found, ctx)
    return len && !isConstant(len) ? len : null
  }

  /**
   * `while (!seen[k]) { seen[k] = true; k = nums[k] }` inside a loop over the starts (array nesting,
   * permutation cycles): a pass runs only on an unmarked entry and marks it, so all the runs together take
   * as many passes as the table has entries.
   */
  marksAsItGoes(loop: Loop, ctx: FnCtx): BigO | null {
    if (!this.enclosingLoop(ctx)) return null
    const tested = markedWhileUnmarked(loop)
    const len = tested ? this.ev.sizes.lenOf(tested.object, ctx) : null
    return len && !isConstant(len) ? len : null
  }

  /**
   * `while stack[-1] != '(': chunk.append(stack.pop())` followed by `stack.extend(chunk)` in the enclosing
   * loop: what the drain takes out goes back in, so an element can be popped once per outer pass.
   */
  private pushesBackTaken(loop: Loop, path: string | null, ctx: FnCtx): boolean {
    const outer = this.enclosingLoop(ctx)
    if (!outer || !path) return false
    let back = false
    walkStmts(outer.body, (s) => {
      for (const root of stmtExprs(s))
        walkExpr(root, (x) => {
          if (x.kind !== 'call') return
          const op = classifyCall(x, this.ev.language)
          if (op?.op !== 'add-all' || !op.target || pathOf(op.target) !== path) return
          const source = op.element ? pathOf(op.element) : null
          if (source && source !== path && this.pushedWithin(loop.body, source)) back = true
        })
    })
    return back
  }

  private enclosingLoop(ctx: FnCtx): Loop | null {
    const loops = this.ev.frames.slice(ctx.base).filter((f) => f.kind === 'loop' && f.loop)
    return loops[loops.length - 1]?.loop ?? null
  }

  /**
   * A loop that drains a collection (BFS queue, monotonic stack, heap) runs once per element that ever
   * enters it. Nested in another loop that pushes at most once per iteration, it is amortised.
   */
  drainCount(
    loop: Loop,
    plan: LoopPlan,
    ctx: FnCtx,
  ): { count: BigO | null; explanation: string; amortised: boolean; global?: boolean } {
    const drained = plan.drained as Expr
    const path = pathOf(drained)
    const shape = this.ev.shapes.shapeOf(drained, ctx)
    // A hand-written heap or queue (`new MinHeap()`) was made where its object was.
    const alloc =
      shape.kind === 'coll'
        ? shape.alloc
        : shape.kind === 'obj'
          ? (this.ev.sizes.objectAlloc.get(shape) ?? null)
          : null
    // A design class's field that its operations push to (a stock spanner's stack, a hit counter's
    // queue): each entry is pushed by one operation and popped by at most one, O(1) amortised apiece.
    if (alloc?.prior)
      return {
        count: ONE,
        explanation:
          'pops what earlier operations pushed: over all the operations every entry is pushed and popped at most once',
        amortised: true,
      }
    const inner = this.ev.frames.slice(ctx.base).filter((f) => f.kind === 'loop')
    if (
      inner.length > 0 &&
      alloc &&
      alloc.depth <= ctx.base + inner.length - 1 &&
      !this.pushedWithin(loop.body, path, ctx.fn) &&
      !this.pushesBackTaken(loop, path, ctx)
    ) {
      return {
        count: ONE,
        explanation: 'pops what the enclosing loop pushed: every element is pushed and popped at most once',
        amortised: true,
      }
    }
    // `chain = pushHull(chain, pts, i)` in a loop of the caller, the helper popping the stack it was
    // handed before pushing one entry: each entry is pushed by one call and popped by at most one.
    // A closure (`def flush(): while pending: out.append(pending.pop())`) pops its enclosing function's
    // stack the same way, and a method the object's own field (`while self.pending: ...`).
    const field = drained.kind === 'member' && ctx.selfNames.has(pathOf(drained.object) ?? '')
    const captured = path !== null && (field || (!ctx.scope.has(path) && ctx.scope.lookup(path) !== null))
    const handed = captured || (path !== null && (ctx.fn?.params ?? []).some((p) => p.name === path))
    // The stack lives across the caller's loop (made before it), not made afresh for each call.
    const callerLoop = this.ev.frames
      .slice(0, ctx.base)
      .map((f) => f.kind)
      .lastIndexOf('loop')
    const lasting = alloc !== null && callerLoop >= 0 && alloc.depth <= callerLoop
    if (handed && lasting && inner.length === 0 && !this.pushedWithin(loop.body, path, ctx.fn))
      return {
        count: ONE,
        explanation: `pops the stack ${field ? 'the object keeps' : captured ? 'of the function around it' : 'it was handed'}, which the calls from the loop around push to once each: every entry is popped at most once`,
        amortised: true,
      }
    const items = this.traversalItems(loop, drained, ctx)
    if (items) {
      // Traversals started from inside a loop (one BFS per unvisited cell, here or in the caller) share
      // their visited marks when those were made before the loop: together they visit each item once.
      const loopDepths = this.ev.frames.flatMap((f, i) => (f.kind === 'loop' ? [i] : []))
      // Marks wiped before each traversal (`fill(dist.begin(), dist.end(), -1)`) are shared by none.
      const wiped = [ctx.fn?.body ?? [], ...this.ev.frames.map((f) => f.loop?.body ?? [])]
      const shared = items.marks.some((m) => {
        const v = ctx.scope.lookup(m.replace(/^(self|this)\./, ''))
        return v !== null && loopDepths.some((i) => v.depth <= i) && !wiped.some((b) => wipesWhole(b, m))
      })
      return { count: items.count, explanation: items.explanation, amortised: false, global: shared }
    }
    const states = this.searchStates(loop, path, ctx)
    if (states) return { ...states, amortised: false }
    const len = this.ev.sizes.lenOf(drained, ctx)
    if (len)
      return { count: len, explanation: 'takes every element out of the collection once', amortised: false }
    return { count: null, explanation: 'drains a collection of unknown size', amortised: false }
  }

  /**
   * A search written with an explicit stack instead of recursion: `stack = [(0, "")]`, then every pop
   * pushes states one step deeper (`(i + 1, built + c)`) until the depth reaches a size (`i == len(s)`).
   * With no visited set, the pops walk the tree of states the recursion would: one per subset when a
   * state has two or more children (two pushes, or a push inside a loop over the choices), or one per
   * level when it has one. The count, or null when the loop is not such a search.
   */
  private searchStates(
    loop: Loop,
    path: string | null,
    ctx: FnCtx,
  ): { count: BigO; explanation: string } | null {
    if (!path) return null
    const sites: { element: Expr; nested: boolean; within: Loop | undefined }[] = []
    let remembers = false
    walkStmts(loop.body, (s, loops) => {
      if (s.kind === 'assign' && s.targets.some((t) => t.kind === 'index')) remembers = true
      for (const e of stmtExprs(s))
        walkExpr(e, (x) => {
          if (testsMembership(x)) remembers = true
          if (x.kind !== 'call') return
          const op = classifyCall(x, this.ev.language)
          if (
            op &&
            (op.op === 'add' || op.op === 'heap-add') &&
            op.target &&
            pathOf(op.target) === path &&
            op.element
          )
            sites.push({
              element: op.element,
              nested: loops.some((l) => l !== loop),
              within: loops[loops.length - 1],
            })
        })
      // Go: `stack = append(stack, state{top.pos + 1, ...})`.
      const appended =
        s.kind === 'assign' && s.targets[0] && pathOf(s.targets[0]) === path ? s.values[0] : undefined
      if (
        appended?.kind === 'call' &&
        nameOf(appended.callee) === 'append' &&
        pathOf(appended.args[0] ?? appended) === path
      )
        for (const element of appended.args.slice(1))
          sites.push({ element, nested: loops.some((l) => l !== loop), within: loops[loops.length - 1] })
    })
    if (sites.length === 0) return null
    if (remembers) return this.indexSearch(loop, sites, ctx)
    // The names a pushed state steps one deeper: `i + 1` in `(i + 1, path)` or `new int[]{j + 1}`.
    const deeper = new Set<string>()
    for (const { element } of sites) {
      const parts =
        element.kind === 'collection'
          ? element.elements
          : element.kind === 'new'
            ? [...element.elements, ...element.args]
            : []
      for (const part of parts) {
        const x =
          part.kind === 'binary' && part.op === '+' && literalValue(part.right) === 1
            ? pathOf(part.left)
            : null
        if (x) deeper.add(x)
      }
      // `const s = stack.pop(); ... stack.push(s + c)`: a state one character longer than the one taken,
      // bounded by a test of its length.
      const text = element.kind === 'binary' && element.op === '+' ? pathOf(element.left) : null
      const taken = text ? definitions(loop.body).get(text) : undefined
      // Go's `s := stack[len(stack)-1]` reads the top before the stack is cut.
      const from = taken?.kind === 'call' ? receiverOf(taken) : taken?.kind === 'index' ? taken.object : null
      if (text && from && pathOf(from) === path) deeper.add(`${text}.length`)
    }
    if (deeper.size === 0) return null
    const depth = this.depthBound(loop, deeper, ctx)
    if (!depth) return null
    const [symbol] = [...symbols(depth)]
    // Taken from the end, the states form a depth-first walk: the stack holds the choices along one
    // path at a time, a few per level. A queue holds a whole level, up to every state.
    const held = ctx.scope.lookup(path)?.shape
    if (held?.kind === 'coll' && held.alloc && popsFromEnd(loop.body, path)) held.alloc.cap = depth
    const branches = sites.length >= 2 || sites.some((s) => s.nested)
    if (!branches)
      return { count: depth, explanation: 'pushes one state a step deeper per pop, down to the size' }
    if (!symbol || symbols(depth).size !== 1) return null
    this.growCarriedText(loop, path, sites, deeper, depth, ctx)
    for (const site of sites) if (site.nested && site.within) this.choiceLoops.add(site.within)
    return {
      count: expSym(symbol),
      explanation:
        'is a search over an explicit stack: every state it pops pushes its choices one step deeper, so it visits one state per subset of the choices',
    }
  }

  /**
   * `if 0 <= j < len(arr) and j not in seen: stack.append(j)`: a search over the indices of an array,
   * with the indices it has seen remembered, pushes each index a bounded number of times.
   */
  private indexSearch(
    loop: Loop,
    sites: readonly { element: Expr }[],
    ctx: FnCtx,
  ): { count: BigO; explanation: string } | null {
    const pushed = new Set(sites.map(({ element }) => nameOf(element)))
    if (pushed.has(null)) return null
    const size = this.depthBound(loop, pushed as Set<string>, ctx)
    return size
      ? {
          count: size,
          explanation: 'visits each index at most once, as the indices it has seen are remembered',
        }
      : null
  }

  /**
   * `(i + 1, built + c)`: a state that carries the text (or list) built so far holds up to `depth` items,
   * and every push copies it. The worklist's entries are read as holding such texts, so the pops bind them.
   */
  private growCarriedText(
    loop: Loop,
    path: string,
    sites: readonly { element: Expr }[],
    deeper: ReadonlySet<string>,
    depth: BigO,
    ctx: FnCtx,
  ): void {
    // `built + c` carries text; `[...picked, x]` a list, both one longer than the state popped, as does
    // `next = cur.second; next.push_back(x)` pushed with the state.
    const extended = new Set<string>()
    walkStmts(loop.body, (st) => {
      for (const e of stmtExprs(st))
        walkExpr(e, (x) => {
          const op = x.kind === 'call' ? classifyCall(x, this.ev.language) : null
          const target = op?.op === 'add' && op.target ? nameOf(op.target) : null
          if (target && target !== path) extended.add(target)
        })
    })
    let carried: 'string' | 'array' | null = null
    let whole = false
    for (const { element } of sites) {
      // `stack.push(s + c)`: the state is the text itself.
      const grown = element.kind === 'binary' && element.op === '+' ? nameOf(element.left) : null
      if (grown !== null && deeper.has(`${grown}.length`)) {
        carried = 'string'
        whole = true
      }
      if (element.kind !== 'collection') continue
      for (const part of element.elements) {
        if (part.kind === 'binary' && part.op === '+') {
          const n = nameOf(part.left)
          if (n !== null && !deeper.has(n) && literalValue(part.right) === null) carried = 'string'
        }
        const [head, ...rest] = part.kind === 'collection' ? part.elements : []
        if (head?.kind === 'unary' && head.op === '...' && rest.length > 0) carried ??= 'array'
        if (part.kind === 'name' && extended.has(part.name)) carried ??= 'array'
      }
    }
    const v = ctx.scope.lookup(path)
    if (!carried || !v || v.shape.kind !== 'coll') return
    const text = collShape(carried, depth, SCALAR)
    if (whole) {
      ctx.scope.assign(path, { ...v, shape: { ...v.shape, elem: text } })
      return
    }
    // A pair whose parts the analysis did not tell apart (C++'s `pair<int, string>`) reads as one.
    const entry =
      v.shape.elem.kind === 'coll' ? { ...v.shape.elem, elem: text } : collShape('array', ONE, text)
    ctx.scope.assign(path, { ...v, shape: { ...v.shape, elem: entry } })
  }

  /** The size a state's depth is compared with in the loop (`i == len(s)`, `j < nums.length`). */
  private depthBound(loop: Loop, deeper: ReadonlySet<string>, ctx: FnCtx): BigO | null {
    let found: BigO | null = null
    const test = (cond: Expr) =>
      walkExpr(cond, (x) => {
        if (found || x.kind !== 'binary' || !/^(==|===|<|<=|>|>=|!=|!==)$/.test(x.op)) return
        for (const [mine, other] of [
          [x.left, x.right],
          [x.right, x.left],
        ] as const) {
          // `len(s)` and `s.size()` read as the path `s.length`, which `s.length` already is.
          const measured = pathOf(sizedCollection(mine))
          const n = pathOf(mine) ?? (measured && `${measured}.length`)
          if (!n || !deeper.has(n)) continue
          const size = this.ev.sizes.mag(other, ctx)
          if (size && !isConstant(size)) found = size
        }
      })
    walkStmts(loop.body, (s) => {
      if (s.kind === 'if') test(s.cond)
      if (s.kind === 'loop' && s.loop.style !== 'each' && s.loop.cond) test(s.loop.cond)
    })
    return found
  }

  /** `fn`, when given: the function the body is in, whose counts read from a map are rewritten in place. */
  pushedWithin(body: Stmt[], path: string | null, fn: FunctionIR | null = null): boolean {
    if (!path) return false
    let found = false
    walkStmts(body, (s) => {
      const check = (e: Expr) =>
        walkExpr(e, (x) => {
          if (x.kind === 'call') {
            const op = classifyCall(x, this.ev.language)
            if (
              op &&
              !(fn && rewritesReadCount(x, fn)) &&
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
  traversalItems(
    loop: Loop,
    drained: Expr,
    ctx: FnCtx,
  ): { count: BigO; explanation: string; marks: string[] } | null {
    const path = pathOf(drained)
    const pushes: Expr[] = []
    const marks: string[] = []
    let guarded = false
    let neighbourLoop: Loop | null = null
    let children = false
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
          const op = classifyCall(x, this.ev.language)
          // `stack.extend(reversed(node.children))`, `q.addAll(node.children)`: every child at once.
          if (op && op.op === 'add-all' && op.target && pathOf(op.target) === path && op.element)
            if (childrenList(op.element)) children = true
          if (op && (op.op === 'add' || op.op === 'heap-add') && op.target && pathOf(op.target) === path) {
            // `work.emplace_back(nr, nc)` builds the pair in place from its arguments.
            const built = /^emplace/.test(calleeName(x) ?? '') && x.args.length >= 2
            if (built) pushes.push({ ...x, kind: 'collection', type: 'tuple', elements: x.args })
            else if (op.element) pushes.push(op.element)
            const inner = loops.filter((l) => l !== loop)
            const last = inner[inner.length - 1]
            if (last) neighbourLoop = last
          }
        })
      if (s.kind === 'expr') inspect(s.expr)
      if (s.kind === 'assign') {
        s.values.forEach(inspect)
        if (this.ev.language === 'go') pushes.push(...goAppended(s, path))
      }
      if (s.kind === 'if') guarded = true
    })
    if (children && pushes.length === 0) {
      const root = this.anyNodeSize(ctx)
      if (root) return { count: root, explanation: 'visits each node of the tree once', marks: [] }
    }
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
                  const op = classifyCall(x, this.ev.language)
                  if (op && op.op === 'add' && op.target && pathOf(op.target) === srcPath && op.element) {
                    pushes.push(op.element)
                    const last = loops[loops.length - 1]
                    if (last && last !== loop) neighbourLoop = last
                  }
                })
              if (s2.kind === 'expr') inspect(s2.expr)
              // Go's `next = append(next, node.Left)`.
              const appended = this.ev.language === 'go' ? goAppended(s2, srcPath) : []
              pushes.push(...appended)
              const last = loops[loops.length - 1]
              if (appended.length > 0 && last && last !== loop) neighbourLoop = last
            })
          }
        }
      })
    }
    if (pushes.length === 0) {
      // `level = level.flatMap((node) => [node.left, node.right]).filter(Boolean)`: the next level is
      // made of the children of this one, in one expression rather than by pushes.
      const helpers = this.ev.program.functions
      const root = childrenLevel(loop.body, path, (name) => helpers.find((f) => f.name === name))
        ? this.anyNodeSize(ctx)
        : null
      // A level a helper builds (`level = nextLevel(level)`) is made where the helper runs, on a level it
      // sees as small: the widest level holds up to every node, here.
      const built = root ? helperLevel(loop.body, path) : null
      if (root && built) this.ev.sizes.allocate(built, path ?? 'level', 'array', root, ctx)
      return root
        ? { count: root, explanation: 'visits each node of the tree once, level by level', marks: [] }
        : null
    }
    const grid = this.gridInScope(ctx)
    const first = pushes[0] as Expr
    const isCell = (e: Expr) =>
      (e.kind === 'collection' && e.elements.length >= 2) ||
      (e.kind === 'new' && e.elements.length >= 2) ||
      (e.kind === 'call' && /^(make_pair|pair|tuple)$/.test(calleeName(e) ?? '')) ||
      flatCell(e)
    if (grid && pushes.some(isCell)) {
      return { count: grid, explanation: 'visits each grid cell at most once', marks }
    }
    // `(node.next.val, i, node.next)`: an entry that carries the next node stands for it.
    // Go's `item{node.Left, v}` and Java's `new Pair<>(node.left, v)` carry it the same way.
    // `const { left, right } = node; stack.push([right, sum])`: a link under a name of its own.
    const defs = definitions(loop.body)
    const asLink = (x: Expr): boolean => {
      if (x.kind === 'member') return isLink(x)
      const d = x.kind === 'name' ? defs.get(x.name) : undefined
      if (d?.kind === 'member') return isLink(d)
      return d !== undefined && unpacked.has(d) && LINK_NAME.test((x as Expr & { kind: 'name' }).name)
    }
    const carried = (e: Expr): Expr => {
      const parts = e.kind === 'collection' ? e.elements : e.kind === 'new' ? [...e.elements, ...e.args] : [e]
      return parts.find(asLink) ?? e
    }
    // A post-order walk pushes the node back with a flag before its children: any push that carries
    // a link stands for the walk.
    const link = pushes.map(carried).find(asLink) ?? carried(first)
    // `for child in node.children: q.append(child)`: an N-ary tree, each node pushed by its one parent.
    const childLoop = neighbourLoop as Loop | null
    // `for (int i = cur.children.size() - 1; i >= 0; i--) stack.push(cur.children.get(i))`.
    const childRead = (p: Expr) =>
      (p.kind === 'index' && childrenList(p.object)) ||
      (p.kind === 'call' && calleeName(p) === 'get' && childrenList(receiverOf(p) ?? p))
    if (
      children ||
      (childLoop &&
        childLoop.style === 'each' &&
        childrenList(childLoop.iter) &&
        pushes.some((p) => {
          const n = nameOf(p)
          return n !== null && namesIn(childLoop.target).has(n)
        })) ||
      (childLoop && childLoop.style !== 'each' && pushes.some(childRead))
    ) {
      const root = this.anyNodeSize(ctx)
      if (root) return { count: root, explanation: 'visits each node of the tree once', marks: [] }
    }
    if (asLink(link)) {
      const root = this.anyNodeSize(ctx)
      return root ? { count: root, explanation: 'visits each node of the tree once', marks: [] } : null
    }
    const nl = neighbourLoop as Loop | null
    if (nl && nl.style === 'each' && this.isAdjacency(nl.iter, ctx)) {
      const nodes = this.graphNodes(nl.iter, ctx)
      const edges = this.adjacencyTotal(nl.iter, ctx)
      // `if (p > best[v]) { best[v] = p; heap.push(...) }`: a relaxation lets a node in again whenever
      // its value improves, so the heap takes one entry per edge, whatever the pops then skip.
      const worklist = this.ev.shapes.shapeOf(drained, ctx)
      const relaxes =
        worklist.kind === 'coll' && worklist.ds === 'heap' && relaxedPush(loop.body, path, this.ev.language)
      // `(nxt, mask | (1 << nxt))`: a state is a node with the set of nodes seen on the way there, so
      // each node comes with each of the 2^V sets.
      const nodeSet = pushes.some((p) => p.kind === 'collection') ? nodeSetOf(loop.body, nodes) : null
      if (guarded && nodes && nodeSet && !relaxes)
        return {
          count: mul(nodes, expSym(nodeSet)),
          explanation: 'visits each node once for each set of nodes it can be reached with',
          marks,
        }
      if (guarded && nodes && !relaxes)
        return { count: nodes, explanation: 'visits each node at most once', marks }
      if (edges) return { count: edges, explanation: 'pushes once per edge relaxation', marks: [] }
    }
    if (guarded && marks.length > 0) {
      const bounds = checkedUpperBounds(loop.body, (s) => this.pushesInto(s, path))
      const counts = bounds?.map((b) => this.ev.sizes.mag(b, ctx))
      if (counts && counts.length > 0 && counts.every((c) => c !== null && !isConstant(c)))
        return {
          count: (counts as BigO[]).reduce((a, b) => add(a, b)),
          explanation: 'visits each value of the range it checks at most once',
          marks,
        }
    }
    return null
  }

  /** The entries one statement (not the statements nested in it) puts on the worklist at `path`. */
  private pushesInto(s: Stmt, path: string | null): Expr[] {
    const out: Expr[] = []
    for (const e of stmtExprs(s))
      walkExpr(e, (x) => {
        if (x.kind !== 'call') return
        const op = classifyCall(x, this.ev.language)
        if (!op || (op.op !== 'add' && op.op !== 'heap-add') || !op.target || pathOf(op.target) !== path)
          return
        if (/^emplace/.test(calleeName(x) ?? '') && x.args.length >= 2)
          out.push({ ...x, kind: 'collection', type: 'tuple', elements: x.args })
        else out.push(op.element ?? x)
      })
    if (this.ev.language === 'go') out.push(...goAppended(s, path))
    return out
  }

  gridInScope(ctx: FnCtx): BigO | null {
    return ctx.scope.findVisible(({ shape }) =>
      shape.kind === 'coll' &&
      shape.elem.kind === 'coll' &&
      shape.elem.ds !== 'string' &&
      !isConstant(shape.len) &&
      !isConstant(shape.elem.len)
        ? // Rows of their own lengths (k sorted arrays) hold their total, not rows times the longest.
          (shape.edges ?? mul(shape.len, shape.elem.len))
        : null,
    )
  }

  anyNodeSize(ctx: FnCtx): BigO | null {
    return ctx.scope.findVisible(({ shape }) => (shape.kind === 'node' ? shape.size : null))
  }

  isAdjacency(iter: Expr, ctx: FnCtx): boolean {
    let base: Expr | null = null
    if (iter.kind === 'index') base = iter.object
    else if (iter.kind === 'call' && /^(get|getOrDefault)$/.test(calleeName(iter) ?? ''))
      base = receiverOf(iter)
    else if (
      iter.kind === 'member' &&
      (NEIGHBOUR_LIST.test(iter.property) || /^(children|Children|adj)$/.test(iter.property))
    )
      return this.ev.shapes.shapeOf(iter.object, ctx).kind !== 'coll'
    if (!base) return false
    const shape = this.ev.shapes.shapeOf(base, ctx)
    return (
      shape.kind === 'coll' &&
      shape.elem.kind === 'coll' &&
      (shape.alloc !== null || shape.ds === 'map' || shape.edges !== undefined)
    )
  }

  adjacencyTotal(iter: Expr, ctx: FnCtx): BigO | null {
    // A member read (`node.neighbors`) is neither an index nor a call: only a node of a graph given by
    // its neighbour lists says how many edges they hold.
    const owner = iter.kind === 'member' ? this.neighbourGraph(iter, ctx) : null
    if (owner?.edges) return owner.edges
    const base = iter.kind === 'index' ? iter.object : iter.kind === 'call' ? receiverOf(iter) : null
    if (!base) return null
    const shape = this.ev.shapes.shapeOf(base, ctx)
    if (shape.kind !== 'coll') return null
    if (shape.edges) return shape.edges
    const inner = shape.alloc ? this.ev.sizes.hintedInner(shape.alloc) : null
    if (inner && !isConstant(inner)) return inner
    return mul(shape.len, shape.elem.kind === 'coll' ? shape.elem.len : ONE)
  }

  /**
   * `while original in present: original *= 2`, Go's `for { if _, ok := present[x]; !ok { return x }; x *= 2 }`:
   * the loop goes on while a value is a key of a set or map, and each pass moves the value up (doubling it,
   * adding a step) to one it never had. The collection is not added to in the loop, so the passes are at
   * most its keys. Returns their number, or null.
   */
  private stepsThroughKeys(loop: Loop, ctx: FnCtx): BigO | null {
    if (loop.style === 'each') return null
    const o = this.oracle(ctx)
    const presence = presenceDefinitions(loop.body)
    let test: KeyTest | null = loop.cond ? presentKey(loop.cond, o, presence) : null
    // An endless loop whose first statement leaves when the key is missing.
    // (Go's `if _, ok := present[x]; !ok` puts the lookup before the test.)
    const first = loop.body.find((st) => st.kind !== 'assign')
    if (
      !test &&
      !loop.cond &&
      first?.kind === 'if' &&
      first.then.some((t) => t.kind === 'return' || t.kind === 'break')
    )
      test = absentKey(first.cond, o, presence)
    const key = test ? nameOf(test.key) : null
    const target = test ? pathOf(test.target) : null
    if (!test || !key || !target) return null
    const kinds = updatesIn(loop.body, loop.style === 'for' ? loop.update : [])
    const moves = kinds.get(key) ?? []
    if (moves.length === 0 || !moves.every((k) => k === 'inc' || k === 'mul')) return null
    if (this.pushedWithin(loop.body, target, ctx.fn)) return null
    const len = this.ev.sizes.lenOf(test.target, ctx)
    return len && !isConstant(len) ? len : null
  }

  /**
   * The graph whose neighbour lists `x.neighbors` reads: x's own shape, or, for a node taken from a
   * worklist whose entries are not tracked (`cur = stack.pop()`), the graph given to the function.
   */
  neighbourGraph(iter: Expr & { kind: 'member' }, ctx: FnCtx): (Shape & { kind: 'node' }) | null {
    const own = this.ev.shapes.shapeOf(iter.object, ctx)
    if (own.kind === 'node') return own.edges ? own : null
    if (!NEIGHBOUR_LIST.test(iter.property)) return null
    return ctx.scope.findVisible(({ shape }) => (shape.kind === 'node' && shape.edges ? shape : null))
  }

  graphNodes(iter: Expr, ctx: FnCtx): BigO | null {
    const v = ctx.scope.lookup('__V__')
    if (v && v.shape.kind === 'int') return v.shape.mag
    const owner = iter.kind === 'member' ? this.neighbourGraph(iter, ctx) : null
    if (owner?.edges) return owner.size
    const base = iter.kind === 'index' ? iter.object : iter.kind === 'call' ? receiverOf(iter) : null
    return base ? this.ev.sizes.lenOf(base, ctx) : null
  }

  /**
   * `for v in adj[u]` outside a traversal, counted by a row of no known length: still one node's edges,
   * which over a walk of the nodes add up to all the edges. Their number, or null for any other loop.
   */
  edgeRow(loop: Loop, count: BigO | null, ctx: FnCtx): BigO | null {
    if (loop.style !== 'each' || !count || !isConstant(count) || !this.isAdjacency(loop.iter, ctx))
      return null
    const edges = this.adjacencyTotal(loop.iter, ctx)
    return edges && !isConstant(edges) ? edges : null
  }

  insideOnceTraversal(ctx: FnCtx): boolean {
    const rec = ctx.recursion?.plan.kind
    if (rec === 'memo' || rec === 'visit-once') return true
    return this.ev.frames.slice(ctx.base).some((f) => f.drained !== null)
  }

  iteratesDrained(loop: Loop, ctx: FnCtx): boolean {
    const enclosing = this.ev.frames.slice(ctx.base).filter((f) => f.drained)
    if (enclosing.length === 0) return false
    if (loop.style === 'for' || loop.style === 'while') {
      // for (int size = q.size(); size > 0; size--), `n = q.size(); for (i = 0; i < n; i++)` and
      // `int sz = q.size(); while (sz--)`.
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
      // `int sz = q.size(); while (sz-- > 0) { q.poll(); ... }` takes the level's items out; a scan that
      // only reads the collection from its end (`while (sb.charAt(j) != c) j--`) walks no level.
      if (loop.style === 'while')
        return (
          loop.cond !== null &&
          sizeOfDrained(loop.cond) &&
          enclosing.some((f) => f.drained !== null && bodyRemovesAt(loop.body, f.drained))
        )
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
      let arg = iter.args[0] as Expr
      // `count = len(q)` taken at the start of the round, then `for _ in range(count)`.
      if (arg.kind === 'name') {
        const outerBody = enclosing[enclosing.length - 1]?.loop?.body ?? []
        const def = definitions(outerBody).get(arg.name)
        if (def && (def.kind === 'call' || def.kind === 'member')) arg = def
      }
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
  sharesAmortisedWork(loop: Loop, plan: LoopPlan, ctx: FnCtx): boolean {
    if (loop.style !== 'while' && loop.style !== 'for') return false
    if (
      plan.kind !== 'pointer' &&
      plan.kind !== 'two-pointers' &&
      plan.kind !== 'counted' &&
      plan.kind !== 'linked'
    )
      return false
    const enclosing = this.ev.frames.slice(ctx.base).filter((f) => f.kind === 'loop')
    const outer = enclosing[enclosing.length - 1]
    if (!outer || !outer.loop) return false
    const pointers = plan.progress
    if (pointers.length === 0) return false
    // The outer loop is driven by the same pointer: both walk one shared range.
    const outerIndex = this.ev.frames.indexOf(outer)
    // A field stepped as a variable (`self.pos`) lives as long as its object, outside every loop.
    const declaredOutside = (p: string) => {
      if (p.includes('.')) return true
      const v = ctx.scope.lookup(p)
      return v !== null && v.depth <= outerIndex
    }
    // `for head in lists: while head: head = head.next`: each pass binds a fresh element, no shared range.
    const outerLoop = outer.loop
    const rebound = (p: string) => outerLoop.style === 'each' && namesIn(outerLoop.target).has(p)
    if (pointers.some(rebound)) return false
    if (
      [...pointers, ...linksStepAlongCounter(loop)].some((p) => outer.progress.has(p) && declaredOutside(p))
    )
      return true
    if (loop.style === 'for' && loop.init.length > 0) return false
    for (const p of pointers) {
      const v = p.includes('.') ? null : ctx.scope.lookup(p)
      // `right = 0` before the loops, then `if right < left: right = left` inside the outer one: assigned
      // in there, but set up before it, so it lives across its passes.
      const setBefore = (): boolean => {
        const body = ctx.fn?.body ?? []
        const at = body.findIndex((st) => st.kind === 'loop' && st.loop === outerLoop)
        return (
          at > 0 &&
          body.slice(0, at).some((st) => st.kind === 'assign' && st.targets.some((t) => pathOf(t) === p))
        )
      }
      if (!p.includes('.') && (!v || v.depth >= this.ev.frames.length) && !(v && setBefore())) return false
      if (this.resetInside(outer.loop, loop, p)) return false
    }
    return true
  }

  /** Whether `name` is set back (not just advanced) inside `outer` outside of `inner`. */
  resetInside(outer: Loop, inner: Loop, name: string): boolean {
    let reset = false
    const visit = (body: Stmt[]) => {
      for (const s of body) {
        if (s.kind === 'loop' && s.loop === inner) continue
        if (s.kind === 'assign' && s.op === '=' && s.targets.some((t) => pathOf(t) === name)) {
          const value = s.values[0]
          const advances = value && readsPath(value, name)
          const fromMap =
            value && (value.kind === 'index' || value.kind === 'call' || value.kind === 'binary')
          // `left = right`, the enclosing loop's own counter, which the inner loop keeps it behind: a jump
          // forward to where the outer loop is.
          const toCounter =
            value?.kind === 'name' &&
            upCounters(outer).has(value.name) &&
            comparesBoth(inner, name, value.name)
          if (!advances && !fromMap && !toCounter) reset = true
          if (value && value.kind === 'literal') reset = true
        }
        // `if (right < left) right = left`: raised to at least where the outer loop is, never moved back.
        if (s.kind === 'if' && s.otherwise.length === 0 && raisesTo(s.cond, s.then, name)) continue
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
}

/** The counters a loop steps up by one: a for-loop's `i++`, Python's `for i in range(...)`. */
function upCounters(loop: Loop): Set<string> {
  const out = new Set<string>()
  if (loop.style === 'for')
    for (const [name, kinds] of updatesIn([], loop.update)) if (kinds.every((k) => k === 'inc')) out.add(name)
  if (
    loop.style === 'each' &&
    loop.iter.kind === 'call' &&
    calleeName(loop.iter) === 'range' &&
    loop.iter.args.length <= 2
  )
    for (const name of namesIn(loop.target)) out.add(name)
  return out
}

/** Whether the loop's condition tests `a` against `b` (`right - left + 1 > k`, `left < right`). */
function comparesBoth(loop: Loop, a: string, b: string): boolean {
  const cond = loop.style === 'while' || loop.style === 'for' ? loop.cond : null
  if (!cond) return false
  const names = namesIn(cond)
  return names.has(a) && names.has(b)
}

/** `if (p < x) p = x` (or `x > p`): the branch only moves `p` up, to the value it was found below. */
function raisesTo(cond: Expr, then: Stmt[], name: string): boolean {
  const only = then.length === 1 && then[0]?.kind === 'block' ? then[0].body : then
  const s = only.length === 1 ? only[0] : undefined
  if (cond.kind !== 'binary' || s?.kind !== 'assign' || s.op !== '=' || s.targets.length !== 1) return false
  if (pathOf(s.targets[0]!) !== name || !s.values[0]) return false
  const value = exprKey(s.values[0])
  const below = /^(<|<=)$/.test(cond.op)
    ? [cond.left, cond.right]
    : /^(>|>=)$/.test(cond.op)
      ? [cond.right, cond.left]
      : null
  return below !== null && pathOf(below[0]!) === name && exprKey(below[1]!) === value
}

/**
 * `z[i] = min(right - i, z[i - left])`, `p[i] = min(r - i, p[mirror])`: the loop around seeds the cell an
 * inner loop extends from another cell of the same table (or a min of bounds), as the Z-function and
 * Manacher's algorithm do. Without the seed each extension could start from zero and rescan.
 */
function seedsFromMirror(around: Loop, cell: Expr & { kind: 'index' }): boolean {
  const key = exprKey(cell)
  const table = exprKey(cell.object)
  let seeded = false
  walkStmts(around.body, (s) => {
    if (seeded || s.kind !== 'assign' || s.targets.length !== 1 || s.op !== '=') return
    if (s.targets[0]!.kind !== 'index' || exprKey(s.targets[0]!) !== key) return
    walkExpr(s.values[0]!, (x) => {
      if (x.kind === 'index' && exprKey(x.object) === table && exprKey(x) !== key) seeded = true
      if (x.kind === 'call' && calleeName(x) === 'min') seeded = true
    })
  })
  return seeded
}

/**
 * `for (j = max(i + lo, reached + 1); j <= to; j++)` followed in the loop around by `reached = max(reached,
 * to)` (or `reached = to`): each pass starts past the high-water mark and moves it to its own end, so the
 * passes never cover an index twice (BFS over jump windows, merging a sweep of ranges).
 */
function startsPastMark(loop: Loop, around: Loop): Expr | null {
  const defs = definitions(around.body)
  const expand = (e: Expr | undefined): Expr | undefined => (e?.kind === 'name' ? (defs.get(e.name) ?? e) : e)
  // Where the loop starts and the last index it reaches: a for-header, or Python's `range(start, stop)`.
  let first: Expr | undefined
  let last: Expr | undefined
  if (loop.style === 'for') {
    const init = loop.init[0]
    first = init?.kind === 'assign' && init.values.length === 1 ? init.values[0] : undefined
    const cond = loop.cond
    if (cond?.kind === 'binary' && /^(<|<=)$/.test(cond.op)) last = cond.right
  } else if (loop.style === 'each' && loop.iter.kind === 'call' && calleeName(loop.iter) === 'range') {
    const [a, b] = loop.iter.args
    first = a
    last = b?.kind === 'binary' && b.op === '+' && literalValue(b.right) === 1 ? b.left : b
  }
  if (!last) return null
  const limit = exprKey(last)
  const limitDef = last.kind === 'name' ? defs.get(last.name) : undefined
  const isLimit = (e: Expr) =>
    exprKey(e) === limit || (limitDef !== undefined && exprKey(e) === exprKey(limitDef))
  // `for j in range(start, i + 1): ...` then `start = i + 1`: a group flushed from where the last one ended.
  const groupStart = first?.kind === 'name' && !loopPointers(around).includes(first.name) ? first.name : null
  if (groupStart) {
    let moves = 0
    let raises = 0
    walkStmts(around.body, (s) => {
      if (s.kind !== 'assign') return
      s.targets.forEach((t, i) => {
        if (nameOf(t) !== groupStart) return
        moves++
        const value = s.values[i]
        const past = value?.kind === 'binary' && value.op === '+' && literalValue(value.right) === 1
        if (
          s.op === '=' &&
          value &&
          (isLimit(value) || (past && isLimit((value as Expr & { kind: 'binary' }).left)))
        )
          raises++
      })
    })
    if (moves > 0 && moves === raises) return last
  }
  const from = expand(first)
  if (!from || from.kind !== 'call' || calleeName(from) !== 'max') return null
  const marks = new Set<string>()
  for (const a of from.args) {
    const u = a.kind === 'binary' && a.op === '+' ? a.left : a
    if (u.kind === 'name') marks.add(u.name)
  }
  let raised = false
  walkStmts(around.body, (s) => {
    if (raised || s.kind !== 'assign' || s.targets.length !== 1 || s.op !== '=') return
    const mark = nameOf(s.targets[0])
    const value = s.values[0]
    if (!mark || !marks.has(mark) || !value) return
    if (isLimit(value)) raised = true
    if (value.kind === 'call' && calleeName(value) === 'max' && value.args.some(isLimit)) raised = true
  })
  if (!raised) return null
  // The marks reach no further than the fixed part of the bound: `n - 1` in `min(i + maxJump, n - 1)`.
  const bound = limitDef ?? last
  if (bound.kind === 'call' && calleeName(bound) === 'min') {
    const moved = new Set<string>(loopPointers(around))
    walkStmts(around.body, (s) => {
      if (s.kind === 'assign') for (const t of s.targets) for (const n of namesIn(t)) moved.add(n)
    })
    return bound.args.find((a) => ![...namesIn(a)].some((n) => moved.has(n))) ?? bound
  }
  return bound
}

/** `stack.pop()`, `pop_back()`, `removeLast()`, or Go's `stack = stack[:len(stack)-1]`. */
function popsFromEnd(body: Stmt[], path: string): boolean {
  let found = false
  walkStmts(body, (s) => {
    for (const e of stmtExprs(s))
      walkExpr(e, (x) => {
        if (x.kind === 'call' && pathOf(receiverOf(x) ?? x) === path && x.args.length === 0)
          if (/^(pop|pop_back|pollLast|removeLast)$/.test(calleeName(x) ?? '')) found = true
      })
    if (s.kind === 'assign' && s.targets[0] && pathOf(s.targets[0]) === path) {
      const v = s.values[0]
      if (v?.kind === 'slice' && pathOf(v.object) === path && v.parts[0]?.kind !== 'literal') found = true
    }
  })
  return found
}

/** `r * cols + c`, `nr * n + nc`: a grid cell pushed as one flattened index. */
function flatCell(e: Expr): boolean {
  if (e.kind !== 'binary' || e.op !== '+') return false
  const scaled = (x: Expr) => x.kind === 'binary' && x.op === '*' && namesIn(x).size >= 2
  return (scaled(e.left) && namesIn(e.right).size > 0) || (scaled(e.right) && namesIn(e.left).size > 0)
}

/** `queue = next` inside the loop: a level-by-level traversal swapping in the next frontier. */
export function reassignedWithin(body: Stmt[], path: string | null): boolean {
  let found = false
  walkStmts(body, (s) => {
    if (s.kind === 'assign' && s.op === '=' && s.targets.some((t) => pathOf(t) === path)) found = true
  })
  return found
}

function rootOf(e: Expr): string {
  let cur = e
  while (cur.kind === 'index') cur = cur.object
  return pathOf(cur) ?? ''
}

/** log log of a size: the sieve's sum of 1 / p over the primes up to n. */
function logLogOf(x: BigO): BigO {
  return logOf(logOf(x))
}

/** Whether a statement is, or holds somewhere inside it, the given loop. */
function containsLoop(st: Stmt, loop: Loop): boolean {
  let found = false
  walkStmts([st], (x) => {
    if (x.kind === 'loop' && x.loop === loop) found = true
  })
  return found
}

/**
 * `for (i = 0; i < k && cur != null; i++) cur = cur.next`: a counted loop that also steps a pointer its
 * condition tests along its links. The counter caps the walk; the pointer says where it went.
 */
function linksStepAlongCounter(loop: Loop): string[] {
  if (loop.style !== 'for' || !loop.cond) return []
  const tested = namesIn(loop.cond)
  return [...updatesIn(loop.body).entries()]
    .filter(([name, kinds]) => kinds.includes('next') && tested.has(name))
    .map(([name]) => name)
}

/** Whether a loop moves some pointer along `.next` links. */
function followsLinks(loop: Loop): boolean {
  return [...updatesIn(loop.body).values()].some((kinds) => kinds.includes('next'))
}

/**
 * The table a statement takes from: `counts[v] -= need`, `cnt[x]--`, `count.put(x, count.get(x) - 1)`,
 * `count.merge(x, -1, Integer::sum)`.
 */
function spentCell(s: Stmt, defs: ReadonlyMap<string, Expr>): string | null {
  // `if (c == 1) count.remove(v); else count.put(v, c - 1);`: both arms take from the same count.
  if (s.kind === 'if' && s.then.length === 1 && s.otherwise.length === 1) {
    const a = spentCell(s.then[0] as Stmt, defs) ?? removedKey(s.then[0] as Stmt)
    const b = spentCell(s.otherwise[0] as Stmt, defs) ?? removedKey(s.otherwise[0] as Stmt)
    return a && a === b ? a : null
  }
  if (s.kind === 'assign' && s.op === '-=' && s.targets.length === 1) {
    const t = s.targets[0]
    return t?.kind === 'index' ? pathOf(t.object) : null
  }
  if (s.kind !== 'expr') return null
  const e = s.expr
  if (e.kind === 'update' && e.op === '--' && e.target.kind === 'index') return pathOf(e.target.object)
  if (e.kind === 'call' && calleeName(e) === 'put' && e.args.length === 2) {
    const table = pathOf(receiverOf(e))
    const value = e.args[1]
    // `count.get(v) - 1`, or `c - 1` with `c` read from the table.
    const left = value?.kind === 'binary' && value.op === '-' ? value.left : null
    const read = left?.kind === 'name' ? defs.get(left.name) : left
    const minusOne =
      read?.kind === 'call' &&
      /^(get|getOrDefault)$/.test(calleeName(read) ?? '') &&
      pathOf(receiverOf(read)) === table
    return minusOne ? table : null
  }
  return null
}

/** `count.remove(v)`, `delete cnt[x]`, `cnt.erase(x)`: a key taken out of a table. */
function removedKey(s: Stmt): string | null {
  if (s.kind !== 'expr' || s.expr.kind !== 'call') return null
  return /^(remove|erase|delete)$/.test(calleeName(s.expr) ?? '') ? pathOf(receiverOf(s.expr)) : null
}

/**
 * `r = (int) Math.sqrt(x); while (r * r > x) r--; while ((r + 1) * (r + 1) <= x) r++;`: a root taken in
 * floating point, nudged by ones until its square brackets the value. Rounding is off by at most one or
 * two, so the loop runs a constant number of times.
 */
function correctsSquareRoot(loop: Loop, body: Stmt[]): boolean {
  if (loop.style === 'each' || !loop.cond) return false
  const c = loop.cond
  if (c.kind !== 'binary' || !/^(<|<=|>|>=)$/.test(c.op)) return false
  // `r * r`, `(r + 1) * (r + 1)`: one expression times itself, over a single variable.
  const squareOf = (e: Expr): string | null => {
    if (e.kind !== 'binary' || e.op !== '*' || exprKey(e.left) !== exprKey(e.right)) return null
    const names = [...namesIn(e.left)]
    return names.length === 1 ? (names[0] as string) : null
  }
  const r = squareOf(c.left) ?? squareOf(c.right)
  if (!r) return false
  const other = squareOf(c.left) ? c.right : c.left
  if (namesIn(other).has(r)) return false
  const updates = updatesIn(loop.body, loop.style === 'for' ? loop.update : [])
  const steps = updates.get(r) ?? []
  if (steps.length === 0 || !steps.every((k) => k === 'inc' || k === 'dec')) return false
  if ([...updates.keys()].some((k) => k !== r)) return false
  const root = definitions(body).get(r)
  let fromRoot = false
  if (root)
    walkExpr(root, (e) => {
      if (e.kind === 'call' && /^(sqrt|isqrt|Sqrt|cbrt)$/.test(calleeName(e) ?? '')) fromRoot = true
      if (e.kind === 'binary' && e.op === '**' && e.right.kind === 'literal' && e.right.value === 0.5)
        fromRoot = true
    })
  return fromRoot
}

function counted(count: BigO | null, explanation: string): LoopCount {
  return { count, explanation, amortised: false, sharedPointer: false, global: false }
}

/** `adj[v]`, `adj.get(v)`: the table and the index of the row read. */
function tableRow(e: Expr): { table: Expr; index: Expr } | null {
  if (e.kind === 'index') return { table: e.object, index: e.index }
  const table = e.kind === 'call' && calleeName(e) === 'get' && e.args.length === 1 ? receiverOf(e) : null
  return table && e.kind === 'call' && e.args[0] ? { table, index: e.args[0] } : null
}

/** A loop whose work belongs to an enclosing loop or a traversal: charged once per pass of that. */
function shared(explanation: string, sharedPointer = false): LoopCount {
  return { count: ONE, explanation, amortised: true, sharedPointer, global: false }
}

export interface LoopCount {
  count: BigO | null
  explanation: string
  /** The body's work is shared with an enclosing loop or a traversal: charged once per outer pass. */
  amortised: boolean
  /** Amortised because its pointer only moves forward across the enclosing loop (a window's edge). */
  sharedPointer: boolean
  /** Its work is the whole traversal's, charged once for every loop that starts it. */
  global: boolean
  /** Passes of one run, when more than the count it is charged (a traversal's level). */
  passes?: BigO
  /**
   * Passes over a whole run of the enclosing loop, charged to that run: an adjacency list walked within
   * a traversal (once per edge of the graph), a pointer that crosses its range once.
   */
  edges?: BigO
  /** The `edges` are a shared pointer's one crossing of a collection, not a graph's edges. */
  crosses?: boolean
}

/** The variables a loop steps: its for-header's updates, or what its condition tests and its body changes. */
function loopPointers(loop: Loop): string[] {
  if (loop.style === 'each') return [...namesIn(loop.target)]
  const tested = new Set<string>(loop.cond ? namesIn(loop.cond) : [])
  const changed = updatesIn(loop.body, loop.style === 'for' ? loop.update : [])
  return [...changed.keys()].filter((n) => tested.has(n) || loop.style === 'for')
}

/**
 * Plain assignments in a loop's body outside one of its inner loops: `j = i`, `i = j + 1`; and advances,
 * `i += count` (`advances` set).
 */
function assignmentsAround(
  outer: Loop,
  inner: Loop,
): { target: string; reads: Set<string>; advances?: boolean }[] {
  const out: { target: string; reads: Set<string>; advances?: boolean }[] = []
  const visit = (body: Stmt[]) => {
    for (const s of body) {
      if (s.kind === 'loop') {
        if (s.loop !== inner && s.loop.style === 'for') visit(s.loop.init)
        continue
      }
      if (s.kind === 'assign' && s.op === '=' && s.targets.length === s.values.length) {
        s.targets.forEach((t, i) => {
          const name = nameOf(t)
          const value = s.values[i]
          if (name && value) out.push({ target: name, reads: namesIn(value) })
        })
      }
      if (s.kind === 'assign' && s.op === '+=' && s.targets.length === 1 && s.values.length === 1) {
        const name = nameOf(s.targets[0]!)
        if (name) out.push({ target: name, reads: namesIn(s.values[0]!), advances: true })
      }
      if (s.kind === 'if') {
        visit(s.then)
        visit(s.otherwise)
      } else if (s.kind === 'block') visit(s.body)
    }
  }
  visit(outer.body)
  return out
}

/**
 * Whether the body replaces the level at `path` with an expression built from links of its items
 * (`node.left`, `node.right`), callbacks and comprehensions included.
 */
function childrenLevel(
  body: Stmt[],
  path: string | null,
  helper: (name: string) => FunctionIR | undefined = () => undefined,
): boolean {
  if (!path) return false
  const links = (root: Expr, depth: number): boolean => {
    let found = false
    walkExpr(root, (x) => {
      if (found) return
      // `[kid for node in level for kid in node.children]`: an N-ary tree's next level.
      if (x.kind === 'member' && (isLink(x) || /^(children|Children)$/.test(x.property))) found = true
      // `level = children(level)`: a helper that gathers the children of the level it is given.
      const called = x.kind === 'call' && depth < 3 ? helper(calleeName(x) ?? '') : undefined
      if (called && x.kind === 'call' && x.args.some((a) => pathOf(a) === path))
        walkBodyExprs(called.body, (inner) => {
          if (!found && inner.kind === 'member' && isLink(inner)) found = true
        })
      if (x.kind === 'lambda' && depth < 3)
        walkBodyExprs(x.fn.body, (inner) => {
          if (!found && inner.kind === 'member' && isLink(inner)) found = true
          if (!found && inner.kind === 'lambda') found = links(inner, depth + 1)
        })
    })
    return found
  }
  return body.some(
    (st) =>
      st.kind === 'assign' &&
      st.targets.length === 1 &&
      st.values.length === 1 &&
      pathOf(st.targets[0] as Expr) === path &&
      links(st.values[0] as Expr, 0),
  )
}

/**
 * What makes the next level from this one: the call in `level = nextLevel(level)`, or the comprehension in
 * `level = [kid for node in level for kid in node.children]`; null otherwise.
 */
function helperLevel(body: Stmt[], path: string | null): Expr | null {
  for (const st of body) {
    const value = st.kind === 'assign' && st.values.length === 1 ? st.values[0] : undefined
    if (st.kind !== 'assign' || pathOf(st.targets[0] as Expr) !== path) continue
    if (value?.kind === 'call' && value.args.some((a) => pathOf(a) === path)) return value
    if (value?.kind === 'comprehension' && value.clauses.some((c) => pathOf(unwrapIter(c.iter)) === path))
      return value
  }
  return null
}

/** `node.children`, `node.Children`, with a default (`node.children or []`) or reversed: a node's children. */
function childrenList(e: Expr): boolean {
  let x = beforeDefault(e, true)
  if (x.kind === 'binary' && /^(\?\?|\|\||or)$/.test(x.op) && x.right.kind === 'collection') x = x.left
  while (x.kind === 'call' && /^(reversed|list|iter)$/.test(calleeName(x) ?? '') && x.args.length === 1)
    x = beforeDefault(x.args[0] as Expr, true)
  if (x.kind === 'binary' && /^(\?\?|\|\||or)$/.test(x.op) && x.right.kind === 'collection') x = x.left
  if (x.kind === 'member' && /^(children|Children)$/.test(x.property)) return true
  // `for kid in (node.left, node.right)`, `for (const child of [last.right, last.left])`,
  // `Arrays.asList(node.left, node.right)`, `[]*TreeNode{node.Left, node.Right}`: one node's links.
  const written =
    x.kind === 'collection' || x.kind === 'new'
      ? x.elements
      : x.kind === 'call' && /^(asList|of)$/.test(calleeName(x) ?? '')
        ? x.args
        : []
  return written.length >= 2 && written.every((el) => el.kind === 'member' && isLink(el))
}

const LINK_NAME = /^(left|right|Left|Right|next|Next)$/

function isLink(e: Expr & { kind: 'member' }): boolean {
  return /^(left|right|Left|Right|next|Next)$/.test(e.property)
}

/**
 * Whether a push onto a heap at `path` sits under a condition that compares values (`if nd < dist[v]`,
 * `if p > best[v]`): an edge relaxation, which may let a node in more than once.
 */
function relaxedPush(body: Stmt[], path: string | null, language: Language): boolean {
  let found = false
  walkStmts(body, (s) => {
    if (found || s.kind !== 'if') return
    let compares = false
    walkExpr(s.cond, (x) => {
      if (x.kind === 'binary' && /^(<|<=|>|>=)$/.test(x.op)) compares = true
    })
    if (!compares) return
    walkStmts(s.then, (t) => {
      for (const root of stmtExprs(t))
        walkExpr(root, (x) => {
          if (x.kind !== 'call') return
          const op = classifyCall(x, language)
          if (op && (op.op === 'add' || op.op === 'heap-add') && op.target && pathOf(op.target) === path)
            found = true
        })
    })
  })
  return found
}

/** `level`, or the `level` of `enumerate(level)`. */
function unwrapIter(e: Expr): Expr {
  return e.kind === 'call' && calleeName(e) === 'enumerate' && e.args[0] ? e.args[0] : e
}

/** What a Go statement `xs = append(xs, a, ...)` appends to the slice at `path`. */
/**
 * Whether the statements reset a whole collection: `fill(d.begin(), d.end(), -1)`, `Arrays.fill(d, -1)`,
 * `memset(d, -1, sizeof d)`, `d.assign(n, -1)`, `d.clear()`.
 */
function wipesWhole(body: Stmt[], path: string): boolean {
  let found = false
  walkStmts(body, (s) => {
    for (const root of stmtExprs(s))
      walkExpr(root, (e) => {
        if (e.kind !== 'call') return
        const name = calleeName(e) ?? ''
        const first = e.args[0]
        const target = /^(assign|clear)$/.test(name)
          ? receiverOf(e)
          : /^(fill|memset)$/.test(name) && first
            ? first.kind === 'call' && calleeName(first) === 'begin'
              ? receiverOf(first)
              : first
            : null
        if (target && pathOf(target) === path) found = true
      })
  })
  return found
}

function goAppended(s: Stmt, path: string | null): Expr[] {
  if (s.kind !== 'assign' || path === null) return []
  return s.values.flatMap((v) =>
    v.kind === 'call' && nameOf(v.callee) === 'append' && pathOf(v.args[0]) === path && v.args[1]
      ? [v.args[1]]
      : [],
  )
}

/**
 * `for (cur = levelStart; cur; cur = cur->next)` inside `while (levelStart) { ...; levelStart = dummy.next }`
 * (or `leftmost = leftmost.left`): a walk along one level's next links, started from a node the enclosing
 * loop moves down to the next level.
 */
function walksLevelByNext(loop: Loop, plan: LoopPlan, around: Loop): boolean {
  const walker = plan.progress[0]
  if (!walker || around.style === 'each' || !around.cond) return false
  // The walker follows next links: in the for header (`cur = cur->next`) or as a while loop's plan.
  const byNext = (e: Expr) =>
    e.kind === 'assign' &&
    nameOf(e.target) === walker &&
    e.value.kind === 'member' &&
    /^(next|Next)$/.test(e.value.property) &&
    nameOf(e.value.object) === walker
  if (loop.style === 'for' ? !loop.update.some(byNext) : plan.kind !== 'linked') return false
  const starts = [
    ...(loop.style === 'for' ? valuesGiven(loop.init, walker, { nested: false }) : []),
    ...valuesGiven(around.body, walker, { nested: false }),
  ]
  const start = starts.length === 1 ? nameOf(starts[0] as Expr) : null
  if (!start || !namesIn(around.cond).has(start)) return false
  // The start moves down a level: along a child's next link, or to its own left or right child.
  return valuesGiven(around.body, start, { nested: false }).some(
    (value) =>
      value.kind === 'member' &&
      ((/^(next|Next)$/.test(value.property) && nameOf(value.object) !== start) ||
        (/^(left|right|Left|Right)$/.test(value.property) && nameOf(value.object) === start)),
  )
}

/** `left + 1`, `right - 1`, `right`: the name a bound is read from, a step either side of it. */
function boundBase(e: Expr | undefined): string | null {
  if (!e) return null
  if (e.kind === 'binary' && /^[-+]$/.test(e.op) && e.right.kind === 'literal') return nameOf(e.left)
  return nameOf(e)
}

/**
 * The names the two ends of a loop's stretch are read from: `for (k = left + 1; k < right; ++k)`,
 * `for k in range(left + 1, right)`, or `lo = left + 1, hi = right - 1; while (lo < hi)` with the ends
 * set in `setup` (the enclosing loop's body, or the function's).
 */
function segmentEnds(loop: Loop, setup: Stmt[]): [string, string] | null {
  const valueIn = (stmts: Stmt[], name: string) => valuesGiven(stmts, name, { nested: true }).at(-1)
  let ends: [string | null, string | null]
  if (loop.style === 'each') {
    const it = loop.iter
    if (it.kind !== 'call' || calleeName(it) !== 'range' || it.args.length < 2) return null
    ends = [boundBase(it.args[0]), boundBase(it.args[1])]
  } else {
    // `while (start < j - 1 && word[start] === '0')`: the range test among the conditions.
    const c = conjuncts(loop.cond).find((x) => x.kind === 'binary' && /^(<|<=)$/.test(x.op))
    if (!c || c.kind !== 'binary') return null
    const [low, high] = [nameOf(c.left), nameOf(c.right)]
    // `for (i = lo + 1, j = hi - 1; i < j; ...)` sets both ends in its header.
    const highInit = loop.style === 'for' && high ? valueIn(loop.init, high) : undefined
    if (loop.style === 'for' && low)
      ends = [boundBase(valueIn(loop.init, low)), boundBase(highInit ?? c.right)]
    else if (loop.style === 'while' && low && high)
      ends = [boundBase(valueIn(setup, low)), boundBase(valueIn(setup, high))]
    // `start < j - 1`: up to a point just before the far end.
    else if (loop.style === 'while' && low) ends = [boundBase(valueIn(setup, low)), boundBase(c.right)]
    else return null
  }
  const [from, to] = ends
  return from && to && from !== to ? [from, to] : null
}

/** Whether a loop's body moves the mark `from` to `to` (`left = right`). */
function movesMarkTo(around: Loop, from: string, to: string): boolean {
  return boundBase(valuesGiven(around.body, from, { nested: true }).at(-1)) === to
}

/**
 * `for (k = left + 1; k < right; ++k)` or `lo = left + 1, hi = right - 1; while (lo < hi)` inside a loop
 * that then sets `left = right` and runs on `left`: each pass covers the stretch from the enclosing loop's
 * mark to a point past it, and the mark then jumps there, so the stretches are disjoint.
 */
function coversSegment(loop: Loop, around: Loop): boolean {
  if (around.style === 'each' || !around.cond) return false
  const ends = segmentEnds(loop, around.body)
  if (!ends || !namesIn(around.cond).has(ends[0])) return false
  return movesMarkTo(around, ends[0], ends[1])
}

/**
 * `if (dist[nr][nc] === -1) { dist[nr][nc] = d + 1; next.push(...) }`: a body that tests a table's cells
 * and writes the ones it tests marks what it has seen, so no cell enters a level twice.
 */
function marksWhatItTests(body: Stmt[]): boolean {
  const tested = new Set<string>()
  const written = new Set<string>()
  walkStmts(body, (st) => {
    if (st.kind === 'if')
      walkExpr(st.cond, (x) => {
        if (x.kind === 'index') tested.add(rootOf(x))
      })
    if (st.kind === 'assign') for (const t of st.targets) if (t.kind === 'index') written.add(rootOf(t))
  })
  return [...tested].some((t) => t !== '' && written.has(t))
}

/**
 * `for j in range(i + 1, n): if ...: return 1 + climb(j)`: the loop starts just past the position it is
 * handed and the one call, made from inside it, hands on where it stopped, so the loops of all the
 * calls walk disjoint stretches.
 */
function continuesFromLoop(
  loop: Loop,
  call: { call: Expr & { kind: 'call' }; loops: Loop[] },
  params: string[],
): boolean {
  if (call.loops[call.loops.length - 1] !== loop) return false
  const counter =
    loop.style === 'for'
      ? loop.init.flatMap((s) => (s.kind === 'assign' ? s.targets.map((t) => nameOf(t)) : []))[0]
      : loop.style === 'each'
        ? nameOf(loop.target)
        : null
  const start =
    loop.style === 'for' && counter
      ? valuesGiven(loop.init, counter, { nested: false })[0]
      : loop.style === 'each' && loop.iter.kind === 'call' && calleeName(loop.iter) === 'range'
        ? loop.iter.args[0]
        : undefined
  if (!counter || !start) return false
  const from = boundBase(start)
  const i = from ? params.indexOf(from) : -1
  return i >= 0 && nameOf(call.call.args[i]) === counter
}

/** Whether an expression reads a variable or a field by its path (`self.pos` in `self.pos + 1`). */
function readsPath(e: Expr, path: string): boolean {
  let found = false
  walkExpr(e, (x) => {
    if (pathOf(x) === path) found = true
  })
  return found
}

/**
 * `mask | (1 << nxt)` in a traversal's body: its states carry a set of the graph's nodes as the bits of
 * a number. The symbol of the node count, or null.
 */
function nodeSetOf(body: Stmt[], nodes: BigO | null): string | null {
  return nodes && carriesNodeSet(body) ? ([...symbols(nodes)][0] ?? null) : null
}

function carriesNodeSet(body: Stmt[]): boolean {
  let found = false
  walkBodyExprs(body, (e) => {
    if (e.kind !== 'binary' || e.op !== '|') return
    const bit = [e.left, e.right].map(unwrap).find((x) => x.kind === 'binary' && x.op === '<<')
    if (bit && bit.kind === 'binary' && bit.left.kind === 'literal' && literalValue(bit.left) === 1)
      found = true
  })
  return found
}

/** `2^n` alone (a loop over every mask of n bits): n. */
function twoToThe(t: BigO[number] | undefined): string | null {
  if (!t) return null
  const exp = Object.entries(t.exp)
  const onlyExp =
    exp.length === 1 &&
    Object.keys(t.poly).length === 0 &&
    Object.keys(t.log).length === 0 &&
    Object.keys(t.fact).length === 0
  return onlyExp && exp[0]?.[1] === 2 ? (exp[0][0] as string) : null
}

/** `1`, `1 + len(word)`, `word.length + 1`: an amount of at least one, whatever else it adds. */
function atLeastOne(e: Expr): boolean {
  const x = unwrap(e)
  const v = literalValue(x)
  if (v !== null) return v >= 1
  if (x.kind !== 'binary' || x.op !== '+') return false
  const sides = [x.left, x.right]
  const lengthOrOne = (side: Expr) => {
    const y = unwrap(side)
    const n = literalValue(y)
    if (n !== null) return n >= 0
    return (
      (y.kind === 'call' && /^(len|size|length)$/.test(calleeName(y) ?? '')) ||
      (y.kind === 'member' && /^(length|size)$/.test(y.property))
    )
  }
  return sides.every(lengthOrOne) && sides.some((side) => (literalValue(unwrap(side)) ?? 0) >= 1)
}

/** `v = v * 10 + d`, `v *= 2`, `v = v << 1 | bit`: the name a statement scales by a constant of 2 or more. */
function scaledEachPass(st: Stmt & { kind: 'assign' }): string | null {
  const target = nameOf(st.targets[0] as Expr)
  const value = st.values[0] ? unwrap(st.values[0]) : null
  if (!target || !value) return null
  if ((st.op === '*=' || st.op === '<<=') && (literalValue(value) ?? 0) >= (st.op === '*=' ? 2 : 1))
    return target
  if (st.op !== '=') return null
  let x = value
  // `v * 10 + d`, `(v << 1) | bit`: what is added after the scaling does not matter.
  while (x.kind === 'binary' && /^(\+|\||or)$/.test(x.op)) x = unwrap(x.left)
  if (x.kind !== 'binary') return null
  const factor = literalValue(x.right)
  const ok = (x.op === '*' && (factor ?? 0) >= 2) || (x.op === '<<' && (factor ?? 0) >= 1)
  return ok && nameOf(x.left) === target ? target : null
}
