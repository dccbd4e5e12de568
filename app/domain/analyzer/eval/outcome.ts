import { add, type BigO, format, mul, ONE, timesShortest } from '../bigo'
import type { Expr, FunctionIR, Loop } from '../ir'
import type { LoopKind } from '../loops'
import type { RecursionKind, RecursionPlan } from '../recursion'
import { type Scope } from '../scope'
import type { Allocation } from '../shapes'
import type { Confidence } from '../types'

/**
 * What the evaluator records while it walks a function, and the small helpers its parts share.
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

export interface SizeHint {
  size: BigO
  inner: BigO | null
  cap: BigO | null
}

export interface Frame {
  kind: 'loop' | 'recursion'
  count: BigO
  loop: Loop | null
  fnId: number
  progress: Set<string>
  drained: string | null
  /** Recursion frames: depth and the collections pushed and popped around the recursive calls. */
  depth: BigO | null
  balanced: Set<Allocation>
  /** A loop that stops when the first of these ranges runs out: `count` is their sum, min() is tighter. */
  shortest?: readonly BigO[]
  /** A traversal shared by every run of the loops around it: its count covers all of them. */
  shared?: boolean
  /**
   * Passes of one run of this loop when that differs from the time it is charged: a traversal's level,
   * charged once over all levels, still fills a list with as many items as a level can hold.
   */
  passes?: BigO
  /** What the branches that end in `break` out of this loop cost: paid once per run of the loop. */
  breaks?: BigO
  /** An adjacency list walked within a traversal: its passes over all the traversal are these edges. */
  edgeWalk?: BigO
  /** A pointer shared across the loop around it: its passes over one run of that loop. */
  crossing?: BigO
}

/** The product of the frames' counts, each loop that runs min(a, b) times applied as such. */
export function frameProduct(frames: readonly Frame[], passes = false): BigO {
  let m: BigO = ONE
  for (const f of frames) if (!f.shortest) m = mul(m, passes && f.passes ? f.passes : f.count)
  for (const f of frames) if (f.shortest) m = timesShortest(f.shortest, m)
  return m
}

export interface FnCtx {
  fn: FunctionIR | null
  scope: Scope
  recursion: { fn: FunctionIR; plan: RecursionPlan } | null
  /**
   * The parser's recursion a helper was called from (`parseNumber()` inside `parse()`), whose calls read
   * on from one shared position: the helper's loops on that position are shared with them.
   */
  cursorRecursion?: { fn: FunctionIR; plan: RecursionPlan }
  /** Conditions of the `if`s around the current statement (a pop guarded by `len(heap) > k`). */
  conds: Expr[]
  /** Frame count when the function was entered: frames above it belong to this call. */
  base: number
  selfNames: Set<string>
  /**
   * What the `return`s inside this call's loops cost: a return ends the call, so its value is computed
   * once per call, not once per iteration (`return s.substring(0, i)` in a scan).
   */
  exits?: BigO
}

export function addC(...xs: Cost[]): Cost {
  if (xs.some((x) => x === null)) return null
  return xs.length === 0 ? ONE : add(...(xs as BigO[]))
}

export function mulC(...xs: Cost[]): Cost {
  if (xs.some((x) => x === null)) return null
  return mul(...(xs as BigO[]))
}

export const MAX_CALL_DEPTH = 10

/** A comprehension's `for` clause is a loop over its iterable, planned like any other. */
export function clauseLoop(e: Expr & { kind: 'comprehension' }, clause: { target: Expr; iter: Expr }): Loop {
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
export function repetition(e: Expr & { kind: 'binary' }): { list: Expr; count: Expr } | null {
  if (e.op !== '*') return null
  if (e.left.kind === 'collection' || (e.left.kind === 'literal' && e.left.type === 'string'))
    return { list: e.left, count: e.right }
  if (e.right.kind === 'collection') return { list: e.right, count: e.left }
  return null
}

/** A cost without its "O( )": "n log n". */
export function formatSize(b: BigO): string {
  return format(b).slice(2, -1)
}

export function formatCount(b: BigO): string {
  return formatSize(b)
}

export function lineText(line: number, endLine: number): string {
  return line === endLine ? `line ${line}` : `lines ${line}–${endLine}`
}
