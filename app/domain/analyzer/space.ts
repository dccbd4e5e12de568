import { add, isConstant, mul, ONE, within, type BigO } from './bigo'
import { formatSize, type EvalOutcome } from './eval/outcome'
import type { Allocation } from './shapes'

/**
 * Auxiliary space: every collection the code builds (at its largest), the objects it keeps, and the
 * recursion stack (depth times what each active call holds). The input itself is not counted; the
 * output is, as it is built.
 */

export interface SpacePart {
  line: number
  size: BigO
  text: string
}

export interface SpaceResult {
  bigO: BigO | null
  parts: SpacePart[]
}

export function allocationSize(a: Allocation): BigO {
  if (a.constantSize && isConstant(a.growth)) return ONE
  const grown = add(a.base, a.growth)
  // A set keyed only by counters (or by elements of a given list) holds at most their values beside
  // what it was made with, however often it is added to.
  const keyed = a.keyBound && within(a.keyBound, grown) ? add(a.base, a.keyBound) : grown
  // A design class's field holding what earlier operations added: its cap bounds those entries too,
  // so only what this operation adds counts.
  const count = a.prior ? keyed : (a.cap ?? keyed)
  return add(mul(count, a.elem, a.copies), a.innerGrowth)
}

function describe(a: Allocation, size: BigO): string {
  const what =
    a.ds === 'map'
      ? 'map'
      : a.ds === 'set'
        ? 'set'
        : a.ds === 'heap'
          ? 'heap'
          : a.ds === 'string'
            ? 'string'
            : a.ds === 'deque'
              ? 'queue'
              : a.ds === 'unknown'
                ? 'objects'
                : 'list'
  const name =
    /^(literal|table|array|concat|comprehension|slice|copy|collection|string|join)$/.test(a.name) ||
    a.name === what
      ? ''
      : ` \`${a.name}\``
  return `the ${what}${name} on line ${a.line} holds O(${formatSize(size)}) ${a.ds === 'unknown' ? 'instances' : 'elements'}${a.cap ? ' (it is capped)' : ''}`
}

export function spaceOf(outcome: EvalOutcome): SpaceResult {
  const parts: SpacePart[] = []
  for (const a of outcome.allocations) {
    const size = allocationSize(a)
    if (isConstant(size)) continue
    parts.push({ line: a.line, size, text: describe(a, size) })
  }
  for (const r of outcome.recursions) {
    if (!r.depth) return { bigO: null, parts }
    // Halving recursions hold frames that shrink geometrically: the first one dominates their sum.
    const size = r.kind === 'divide' ? add(r.depth, r.frame) : mul(r.depth, r.frame)
    if (isConstant(size)) continue
    parts.push({
      line: r.line,
      size,
      text: `the recursion in ${r.fn.name} goes O(${formatSize(r.depth)}) calls deep${isConstant(r.frame) ? '' : `, each holding O(${formatSize(r.frame)})`}`,
    })
  }
  const bigO = parts.length > 0 ? add(...parts.map((p) => p.size)) : ONE
  return { bigO, parts }
}
