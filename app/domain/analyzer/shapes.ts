import { ONE, type BigO } from './bigo'
import type { Expr, FunctionIR } from './ir'
import type { Scope } from './scope'

/**
 * What the analysis knows about a value: an integer of some magnitude, a collection of some length (and
 * what its elements look like), a linked structure of some size, or nothing useful.
 */

export type DsKind =
  'array' | 'list' | 'string' | 'set' | 'map' | 'heap' | 'deque' | 'stack' | 'sorted' | 'unknown'

export interface Allocation {
  /** The expression that allocates: the same object in every pass over the same program. */
  site: Expr
  name: string
  line: number
  ds: DsKind
  /** Size at creation (`[0] * n` → n). */
  base: BigO
  /** Elements added afterwards, summed over every loop and call around the additions. */
  growth: BigO
  /** Upper bound enforced by the code itself (a heap popped whenever it exceeds k). */
  cap: BigO | null
  /** Size of each element when elements are themselves collections (rows of a table, copied paths). */
  elem: BigO
  /** Elements added into the element collections (adjacency lists filled from an edge list). */
  innerGrowth: BigO
  /** True when elements are only added and removed in pairs around recursive calls (a backtracking path). */
  balanced: boolean
  fnId: number
  /** Loop/call nesting at creation: additions inside deeper loops multiply the growth. */
  depth: number
  returned: boolean
  /** How many instances exist at once: objects created in a loop and kept (trie nodes of a word). */
  copies: BigO
  /**
   * A set only ever given counters as keys (`rows.add(i)` for i below m) holds at most as many keys as
   * those counters take values; null once a key of no known range is added.
   */
  keyBound?: BigO | null
  /** Fixed-size tables (`new int[128]`, `[None] * 26`) are constant space whatever they hold. */
  constantSize: boolean
  /** Filled with one level of a traversal: all the levels together hold the traversal's items once. */
  perLevel?: boolean
  /**
   * Filled from an adjacency list walked per edge (`for v in adj[u]: gains.append(...)`): each pass holds
   * one node's edges, and all the passes together the traversal's edges, this many.
   */
  edgeFilled?: BigO
  /**
   * Increments by one made to its cells (`count[c]++` over the input), summed over the loops around
   * them: the total of a table of counters, so no cell holds more.
   */
  tally?: BigO
  /**
   * Entries a design class's field holds before the operation being measured starts: what the other
   * operations added (n). Counted in its length, not in the operation's own space.
   */
  prior?: BigO
}

export type Shape =
  /** `totals`: it holds an input value or a sum of them (`hi += w`), as large as M, the values' size. */
  /** `least`: it is the smaller of these sizes (`min(m, n)`), which a product with either can use. */
  | { kind: 'int'; mag: BigO; value?: number; totals?: true; least?: readonly BigO[] }
  /** `edges`: an adjacency list given as input, whose lists hold that many entries in all. */
  /** `entry`: one entry of a map (C++'s `m.find(k)`), whose `second` is the value `elem` describes. */
  | { kind: 'coll'; ds: DsKind; len: BigO; elem: Shape; alloc: Allocation | null; edges?: BigO; entry?: true }
  /** `pooled`: one of several lists whose sizes add up to `size` (the heads of merge k sorted lists). */
  /** `edges`: a graph reached through its nodes' neighbour lists (clone graph) has V nodes and E edges. */
  | {
      kind: 'node'
      struct: 'list' | 'tree' | 'graph' | 'unknown'
      size: BigO
      pooled?: boolean
      edges?: BigO
    }
  | { kind: 'func'; fn: FunctionIR; scope: Scope }
  /** An instance of a class written in the same file (a trie node, a hand-written heap). */
  | { kind: 'obj'; cls: string }
  | { kind: 'scalar' }
  | { kind: 'unknown' }

/** What the evaluator can tell about an expression where it stands: its magnitude, length and shape. */
export interface SizeOracle {
  mag(e: Expr): BigO | null
  lenOf(e: Expr): BigO | null
  shapeOf(e: Expr): Shape
}

export const SCALAR: Shape = { kind: 'scalar' }
export const UNKNOWN: Shape = { kind: 'unknown' }

export function intShape(mag: BigO, value?: number): Shape {
  return value === undefined ? { kind: 'int', mag } : { kind: 'int', mag, value }
}

export function collShape(
  ds: DsKind,
  len: BigO,
  elem: Shape = SCALAR,
  alloc: Allocation | null = null,
): Shape {
  return { kind: 'coll', ds, len, elem, alloc }
}

export const CONSTANT_INT: Shape = { kind: 'int', mag: ONE }

// ---------------------------------------------------------------------------------------------------
// Reading declared types

export type TypeClass =
  | { kind: 'int' }
  | { kind: 'scalar' }
  | { kind: 'string' }
  /** `valuesAreCollections`: `Map<Integer, List<Integer>>`, `dict[int, list[int]]`. */
  | { kind: 'map'; valuesAreCollections: boolean }
  | { kind: 'set' }
  /** `leaf: 'list'`: heads of linked lists (`ListNode[] lists`). */
  | { kind: 'seq'; dims: number; leaf: 'int' | 'string' | 'scalar' | 'list' | 'other' }
  | { kind: 'node'; struct: 'list' | 'tree' | 'graph' | 'unknown' }
  | { kind: 'unknown' }

const INT_TYPE =
  /^(int|long|short|longlong|unsignedint|unsigned|unsignedlong|size_t|Integer|Long|number|bigint|uint|uint8|uint16|uint32|uint64|int8|int16|int32|int64|i32|i64|u32|u64)$/
const SCALAR_TYPE =
  /^(bool|boolean|Boolean|double|float|Double|Float|float32|float64|char|Character|rune|byte|void|None|any|object|Object)$/
const STRING_TYPE = /^(str|String|string|std::string|CharSequence|StringBuilder)$/
const SEQ_GENERIC =
  /^(?:typing\.)?(List|list|Sequence|Iterable|Collection|ArrayList|LinkedList|vector|std::vector|Array|ReadonlyArray|Deque|deque|Queue|Stack|Tuple|tuple|array|std::array)[<[](.*)[>\]]$/
const MAP_GENERIC =
  /^(?:typing\.)?(Dict|dict|Map|HashMap|TreeMap|Record|unordered_map|map|std::map|std::unordered_map|DefaultDict|Counter)[<[]/
const SET_GENERIC = /^(?:typing\.)?(Set|set|HashSet|TreeSet|unordered_set|std::set|frozenset)[<[]/

/** First top-level argument of a generic's argument list: "List<Integer>,int" → "List<Integer>". */
function firstArg(args: string): string {
  let depth = 0
  for (let i = 0; i < args.length; i++) {
    const c = args[i]
    if (c === '<' || c === '[' || c === '(') depth++
    else if (c === '>' || c === ']' || c === ')') depth--
    else if (c === ',' && depth === 0) return args.slice(0, i)
  }
  return args
}

export function classifyType(raw: string | null): TypeClass {
  if (!raw) return { kind: 'unknown' }
  let t = raw.replace(/\s+/g, '').replace(/^const(?=[A-Za-z])|&|^\*|\*$|^readonly/g, '')
  t = t.replace(/^(Optional|typing\.Optional)\[(.*)\]$/, '$2').replace(/\|None$|\|null$|\|undefined$/, '')
  if (t.startsWith('receiver:')) return { kind: 'unknown' }
  if (INT_TYPE.test(t)) return { kind: 'int' }
  if (SCALAR_TYPE.test(t)) return { kind: 'scalar' }
  if (STRING_TYPE.test(t)) return { kind: 'string' }
  // A collection of nodes (`ListNode[] lists`, `[]*ListNode`, `vector<ListNode*>`) is not a node.
  if (!/\[\]$|^\[\]/.test(t) && !SEQ_GENERIC.test(t) && !MAP_GENERIC.test(t) && !SET_GENERIC.test(t)) {
    if (/TreeNode|^Tree$/.test(t)) return { kind: 'node', struct: 'tree' }
    if (/ListNode/.test(t)) return { kind: 'node', struct: 'list' }
    if (/^(Node|'Node'|"Node")$/.test(t)) return { kind: 'node', struct: 'unknown' }
  }
  if (MAP_GENERIC.test(t) || /^map\[/.test(t))
    return { kind: 'map', valuesAreCollections: mapValueIsCollection(t) }
  if (SET_GENERIC.test(t)) return { kind: 'set' }
  const generic = SEQ_GENERIC.exec(t)
  if (generic) return deeper(classifyType(firstArg(generic[2] ?? '')))
  if (t.endsWith('[]')) return deeper(classifyType(t.slice(0, -2)))
  if (t.startsWith('[]')) return deeper(classifyType(t.slice(2)))
  if (/^\[\d+\]/.test(t)) return deeper(classifyType(t.replace(/^\[\d+\]/, '')))
  if (t.endsWith('...')) return deeper(classifyType(t.slice(0, -3)))
  return { kind: 'unknown' }
}

/** The value type of `Map<K, V>`, `dict[K, V]`, Go's `map[K]V`: whether it is itself a collection. */
function mapValueIsCollection(t: string): boolean {
  const v = classifyType(mapValueType(t))
  return v.kind === 'seq' || v.kind === 'set' || v.kind === 'map'
}

function mapValueType(t: string): string {
  const go = /^map\[[^\]]*\](.*)$/.exec(t)
  const generic = /^[^<[]+[<[](.*)[>\]]$/.exec(t)
  const args = go ? null : generic ? (generic[1] ?? '') : ''
  return go ? (go[1] ?? '') : args ? args.slice(firstArg(args).length + 1) : ''
}

/** The kind of container a declared map holds as values (`Map<String, TreeMap<...>>`: sorted maps). */
export function mapValueDs(raw: string): DsKind {
  const t = raw.replace(/\s+/g, '').replace(/^const|&/g, '')
  return MAP_GENERIC.test(t) || /^map\[/.test(t) ? dsOfType(mapValueType(t)) : 'unknown'
}

function deeper(inner: TypeClass): TypeClass {
  if (inner.kind === 'seq') return { kind: 'seq', dims: inner.dims + 1, leaf: inner.leaf }
  if (inner.kind === 'string') return { kind: 'seq', dims: 1, leaf: 'string' }
  if (inner.kind === 'int') return { kind: 'seq', dims: 1, leaf: 'int' }
  if (inner.kind === 'scalar') return { kind: 'seq', dims: 1, leaf: 'scalar' }
  if (inner.kind === 'node' && inner.struct === 'list') return { kind: 'seq', dims: 1, leaf: 'list' }
  return { kind: 'seq', dims: 1, leaf: 'other' }
}

/** The kind of container a constructor or declared type creates. */
export function dsOfType(raw: string): DsKind {
  const t = raw.replace(/\s+/g, '')
  if (/^(std::)?(priority_queue)|PriorityQueue|Heap|heap/.test(t)) return 'heap'
  if (/^map\[/.test(t)) return 'map'
  // Balanced-tree containers: C++ set/map, Java TreeSet/TreeMap, SortedList.
  if (
    /^(std::)?(set|multiset|map|multimap)</.test(t) ||
    /^(TreeSet|TreeMap|SortedList|SortedDict|SortedSet)\b/.test(t)
  )
    return 'sorted'
  if (/^(std::)?(unordered_set|unordered_multiset)\b|^(HashSet|LinkedHashSet|Set)\b|^set$|frozenset/.test(t))
    return 'set'
  if (
    /^(std::)?(unordered_map|unordered_multimap)\b|^(HashMap|LinkedHashMap|Map|Hashtable|WeakMap)\b|^map\[|^dict$|defaultdict|Counter|OrderedDict/.test(
      t,
    )
  ) {
    return 'map'
  }
  if (/^(std::)?(deque|queue|list)\b|^(ArrayDeque|Deque|Queue|LinkedList)\b|^deque$/.test(t)) return 'deque'
  if (/^(std::)?stack\b|^Stack\b/.test(t)) return 'stack'
  if (/^(std::)?string\b|^String(Builder|Buffer)?\b|^str$|^strings\.Builder$|^bytes\.Buffer$/.test(t))
    return 'string'
  if (/^(std::)?(vector|array)\b|\[\]$|^\[\]|^\[\d+\]|^(ArrayList|List|Array|list)\b/.test(t)) return 'array'
  return 'unknown'
}
