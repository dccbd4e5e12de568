import { calleeName, pathOf, receiverOf, type Expr } from './ir'
import type { Language } from './types'

/**
 * What a call to a standard-library function or method does to a collection and what it costs, per
 * language. The evaluator turns these operations into sizes (pushes grow a collection) and costs.
 */

export type Op =
  /** adds one element (append, push, add, offer, put, heappush) */
  | 'add'
  /** adds every element of an argument (extend, addAll) */
  | 'add-all'
  /** removes from the end (pop(), pop_back, removeLast) — O(1) */
  | 'remove-end'
  /** removes from the front of a deque/queue — O(1) */
  | 'remove-front'
  /** removes from or inserts at the front of an array-backed list — O(len) */
  | 'shift'
  /** heap push/pop — O(log len) */
  | 'heap-add'
  | 'heap-remove'
  /** membership / search / count in a sequence — O(len) for lists and strings, O(1) for hashed ones */
  | 'search'
  /** removes a value found by search (list.remove(x)) */
  | 'remove-value'
  /** sorts in place or into a copy — O(len log len) */
  | 'sort'
  | 'sorted-copy'
  /** binary search — O(log len) */
  | 'bsearch'
  /** copies or scans the whole collection — O(len) */
  | 'copy'
  | 'scan'
  /** builds a heap in place — O(len) */
  | 'heapify'
  /** O(log len) for ordered (tree) containers */
  | 'tree-op'
  /** the k largest or smallest through a heap of size k — O(len log k) */
  | 'select'
  /** callbacks over every element: forEach/map/filter/reduce/some/every/find — O(len · callback) */
  | 'iterate'
  /** resizes or fills to a given size: assign(n, v), resize(n) — O(size) */
  | 'resize'
  | 'const'

export interface CallOp {
  op: Op
  /** The collection the operation reads or changes. */
  target: Expr | null
  /** The element added, when there is one (to size nested collections). */
  element: Expr | null
  /** Argument whose magnitude gives the size for 'resize'. */
  sizeArg?: Expr | null
}

const ADD = new Set([
  'append',
  'push',
  'push_back',
  'emplace_back',
  'emplace',
  'add',
  'addLast',
  'addFirst',
  'offer',
  'offerLast',
  'offerFirst',
  'appendleft',
  'push_front',
  'emplace_front',
  'put',
  'putIfAbsent',
  'merge',
  'compute',
  'computeIfPresent',
  'insert',
  'setdefault',
  'set',
  'append_str',
  'WriteString',
  'WriteByte',
  'WriteRune',
])
const REMOVE_END = new Set(['pop', 'pop_back', 'removeLast', 'pollLast', 'popitem'])
const REMOVE_FRONT = new Set([
  'popleft',
  'pop_front',
  'poll',
  'pollFirst',
  'removeFirst',
  'remove',
  'dequeue',
])
const SEARCH_SEQ = new Set([
  'includes',
  'indexOf',
  'lastIndexOf',
  'index',
  'count',
  'contains',
  'find',
  'rfind',
])
const COPY = new Set([
  'copy',
  'flat',
  'slice',
  'substring',
  'substr',
  'subList',
  'toCharArray',
  'split',
  'join',
  'toString',
  'toLowerCase',
  'toUpperCase',
  'lower',
  'upper',
  'strip',
  'trim',
  'trimEnd',
  'trimStart',
  'trimLeft',
  'trimRight',
  'replace',
  'replaceAll',
  'replaceFirst',
  'reverse',
  'reversed',
  'concat',
  'toArray',
  'clone',
  'values',
  'keys',
  'items',
  'entrySet',
  'keySet',
  'chars',
  'repeat',
  'equals',
  'startswith',
  'endswith',
  'startsWith',
  'endsWith',
  'fill',
  'clear',
])
const ITERATE = new Set([
  'forEach',
  'map',
  'mapToObj',
  'mapToInt',
  'mapToLong',
  'mapToDouble',
  'anyMatch',
  'allMatch',
  'noneMatch',
  'filter',
  'reduce',
  'some',
  'every',
  'findIndex',
  'flatMap',
  'reduceRight',
])

function first(args: Expr[]): Expr | null {
  return args[0] ?? null
}

/** `std::sort(v.begin(), v.end())` names the container through its iterators. */
export function containerOfIterator(e: Expr | null | undefined): Expr | null {
  if (!e) return null
  if (e.kind === 'call') {
    const name = calleeName(e)
    const recv = receiverOf(e)
    if (recv && name && /^(begin|end|rbegin|rend|cbegin|cend)$/.test(name)) return recv
    if (e.callee.kind === 'name' && /^(begin|end)$/.test(e.callee.name)) return e.args[0] ?? null
  }
  if (e.kind === 'binary' && (e.op === '+' || e.op === '-')) return containerOfIterator(e.left)
  return null
}

/** `Object.keys`, `values`, `entries`: the calls that list every entry of an object. */
export const OBJECT_WALKS = /^(keys|values|entries|getOwnPropertyNames)$/

export function classifyCall(call: Expr & { kind: 'call' }, language: Language): CallOp | null {
  const name = calleeName(call)
  if (!name) return null
  const recv = receiverOf(call)
  const args = call.args
  const recvName = recv && recv.kind === 'name' ? recv.name : null

  // Module-level functions written as calls on a module: heapq.heappush, bisect.bisect_left, Arrays.sort ...
  if (
    recvName === 'heapq' ||
    (!recv && /^heap(push|pop|pushpop|replace|ify)$/.test(name)) ||
    (recvName === 'heap' && language === 'go')
  ) {
    if (/^(heappush|Push)$/.test(name))
      return { op: 'heap-add', target: first(args), element: args[1] ?? null }
    if (/^(heappop|Pop|heapreplace|heappushpop|Remove|Fix)$/.test(name))
      return { op: 'heap-remove', target: first(args), element: null }
    if (/^(heapify|Init)$/.test(name)) return { op: 'heapify', target: first(args), element: null }
    if (/^(nlargest|nsmallest)$/.test(name))
      return { op: 'select', target: args[1] ?? null, element: null, sizeArg: args[0] ?? null }
  }
  if (recvName === 'bisect' || (!recv && /^bisect(_left|_right)?$|^insort/.test(name))) {
    if (/^insort/.test(name)) return { op: 'shift', target: first(args), element: args[1] ?? null }
    return { op: 'bsearch', target: first(args), element: null }
  }
  if (/^(lower_bound|upper_bound|binary_search|equal_range)$/.test(name)) {
    // `s.lower_bound(x)` on a set or map searches its tree; `lower_bound(v.begin(), v.end(), x)` the range.
    return { op: 'bsearch', target: recv ?? containerOfIterator(args[0]), element: null }
  }
  if ((recvName === 'Arrays' || recvName === 'Collections') && /^binarySearch$/.test(name)) {
    return { op: 'bsearch', target: first(args), element: null }
  }
  if (recvName === 'sort' && language === 'go') {
    if (/^Search/.test(name)) return { op: 'bsearch', target: first(args), element: null }
    return { op: 'sort', target: first(args), element: null }
  }
  if (recvName === 'slices' && language === 'go') {
    if (/^Sort/.test(name)) return { op: 'sort', target: first(args), element: null }
    if (/^(BinarySearch)/.test(name)) return { op: 'bsearch', target: first(args), element: null }
    if (/^(Contains|Index)$/.test(name)) return { op: 'search', target: first(args), element: null }
    if (/^(Reverse|Clone|Max|Min|Equal)$/.test(name))
      return { op: 'scan', target: first(args), element: null }
    if (/^Insert$/.test(name)) return { op: 'shift', target: first(args), element: null }
  }
  // `Object.keys(obj)`, `Object.entries(counts)`: an array of every entry of the object.
  if (
    recvName === 'Object' &&
    (language === 'javascript' || language === 'typescript') &&
    OBJECT_WALKS.test(name)
  )
    return { op: 'copy', target: first(args), element: null }
  if (recvName === 'strings' && language === 'go') {
    // `strings.HasPrefix(s, p)`, `strings.TrimPrefix(s, p)`: compared along the prefix only, and Go's
    // trimmed string shares the bytes of s.
    if (/^(HasPrefix|HasSuffix|TrimPrefix|TrimSuffix)$/.test(name) && args[1])
      return { op: 'search', target: args[1], element: null }
    if (
      /^(Count|Contains|Index|LastIndex|ContainsRune|IndexByte|HasPrefix|HasSuffix|EqualFold)$/.test(name)
    ) {
      return { op: 'search', target: first(args), element: null }
    }
    return { op: 'copy', target: first(args), element: null }
  }
  if (recvName === 'Arrays' || recvName === 'Collections') {
    // `Arrays.asList(u, v)`: a list of the values given, as many as the arguments.
    if (name === 'asList' && args.length !== 1) return null
    if (name === 'sort') return { op: 'sort', target: first(args), element: null }
    if (/^(fill|copyOf|copyOfRange|asList|toString|stream|reverse|max|min|frequency|equals)$/.test(name)) {
      return { op: 'scan', target: first(args), element: null }
    }
  }
  if (!recv && language === 'cpp') {
    // `all_of(rows.begin(), rows.end(), [](const auto& row) { ... })`: the lambda runs once per element.
    if (
      /^(any_of|all_of|none_of|find_if|count_if|for_each)$/.test(name) &&
      args.some((a) => a.kind === 'lambda')
    )
      return { op: 'iterate', target: containerOfIterator(args[0]), element: null }
    if (/^(sort|stable_sort)$/.test(name))
      return { op: 'sort', target: containerOfIterator(args[0]), element: null }
    if (
      /^(count|find|find_if|count_if|accumulate|reverse|next_permutation|prev_permutation|max_element|min_element|iota|fill|any_of|all_of|none_of|unique|remove|equal|copy)$/.test(
        name,
      )
    ) {
      const target = containerOfIterator(args[0])
      return { op: /^(count|find|find_if|count_if)$/.test(name) ? 'search' : 'scan', target, element: null }
    }
    if (/^(make_heap)$/.test(name))
      return { op: 'heapify', target: containerOfIterator(args[0]), element: null }
    if (/^(push_heap)$/.test(name))
      return { op: 'heap-add', target: containerOfIterator(args[0]), element: null }
    if (/^(pop_heap)$/.test(name))
      return { op: 'heap-remove', target: containerOfIterator(args[0]), element: null }
  }
  // `reduce(xor, nums, 0)`, `functools.reduce(lambda a, b: a * b, nums)`: the function runs once per element.
  if (language === 'python' && name === 'reduce' && (!recv || recvName === 'functools') && args.length >= 2)
    return { op: 'iterate', target: args[1] ?? null, element: null }
  // `collections.Counter(s)`, `collections.deque(xs)`: the module's names, called through the module.
  if (language === 'python' && (!recv || (recvName === 'collections' && /^(Counter|deque)$/.test(name)))) {
    // `del slots[0]` shifts the list after the slot; `del slots[-1]` drops the last; `del counts[k]`
    // unlinks a key (the shift's cost is nothing for a dict or a set).
    if (name === 'del' && args[0]) {
      const at = args[1]
      const last =
        at?.kind === 'unary' && at.op === '-' && at.operand.kind === 'literal' && at.operand.value === 1
      return { op: last ? 'remove-end' : 'shift', target: args[0], element: null }
    }
    if (name === 'sorted') return { op: 'sorted-copy', target: first(args), element: null }
    // `SortedList(nums)`: each item goes into the balanced structure, log n apiece.
    if (/^Sorted(List|Set|Dict)$/.test(name) && args[0] && args[0].kind !== 'lambda')
      return { op: 'sorted-copy', target: args[0], element: null }
    // `map(to_mask, words)`: the function runs once per element of the iterable.
    if ((name === 'map' || name === 'filter') && args.length === 2)
      return { op: 'iterate', target: args[1] ?? null, element: null }
    if (
      /^(sum|max|min|any|all|list|set|tuple|frozenset|Counter|reversed|enumerate|zip|dict|str|len|deque|sorted|accumulate)$/.test(
        name,
      )
    ) {
      // Only whole-collection reads cost O(len); max(a, b) of scalars is O(1). `max(words, key=score)`
      // is the first kind: a keyword argument is not a second value.
      const positional = args.filter((a) => !(a.kind === 'assign' && a.op === 'kw'))
      if (positional.length === 1 && !/^(len|reversed|enumerate|zip)$/.test(name))
        return { op: 'scan', target: first(args), element: null }
      return { op: 'const', target: null, element: null }
    }
  }
  if (!recv && language === 'go' && name === 'append') {
    // `xs = append(xs[:i], xs[i+1:]...)` removes the element at i in place, moving those after it down.
    const removed = goDeletion(args)
    if (removed) return { op: 'shift', target: removed, element: null }
    const rest = args.slice(1)
    const spread = rest.find((a) => a.kind === 'unary' && a.op === '...')
    if (spread && spread.kind === 'unary')
      return { op: 'add-all', target: first(args), element: spread.operand }
    return { op: 'add', target: first(args), element: rest[0] ?? null }
  }
  if (!recv && language === 'go' && name === 'delete')
    return { op: 'remove-value', target: first(args), element: null }
  if (!recv && language === 'go' && name === 'copy') return { op: 'scan', target: first(args), element: null }
  // Array.from({ length: n }, fn) builds and fills n elements: one pass over what it makes.
  if (recvName === 'Array' && name === 'from' && args.length === 2)
    return { op: 'iterate', target: call, element: null }
  // Array.from(path) copies what it is given; Array.from({ length: n }) makes n empty slots.
  if (recvName === 'Array' && name === 'from' && args.length === 1)
    return args[0]?.kind === 'collection'
      ? { op: 'iterate', target: call, element: null }
      : { op: 'copy', target: first(args), element: null }
  if (!recv) return null

  // Methods on a receiver.
  if (name === 'sort') return { op: 'sort', target: recv, element: null }
  // A Java stream's `.sorted()` and JavaScript's `toSorted()` sort a copy of what they are given.
  if ((name === 'sorted' && language === 'java') || name === 'toSorted')
    return { op: 'sorted-copy', target: recv, element: null }
  // Counter.most_common(k) keeps a heap of k (heapq.nlargest); with no k it sorts every count.
  if (name === 'most_common' && language === 'python')
    return args[0]
      ? { op: 'select', target: recv, element: null, sizeArg: args[0] }
      : { op: 'sorted-copy', target: recv, element: null }
  // `stack.push(...chunk)` adds every element of chunk.
  const spread = args.length === 1 && args[0]?.kind === 'unary' && args[0].op === '...' ? args[0] : null
  if (name === 'push' && spread?.kind === 'unary')
    return { op: 'add-all', target: recv, element: spread.operand }
  if (ADD.has(name)) {
    const element =
      name === 'insert' && language !== 'python' && language !== 'cpp'
        ? (args[0] ?? null)
        : (args[args.length - 1] ?? null)
    if (name === 'insert') {
      // list.insert(0, x), vec.insert(vec.begin(), x) shift every element.
      const at = args[0]
      if (
        language === 'python' ||
        (language === 'cpp' && containerOfIterator(at) !== null) ||
        // StringBuilder.insert(0, s) shifts every character already there.
        (language === 'java' && at?.kind === 'literal' && at.value === 0)
      ) {
        return { op: 'shift', target: recv, element: args[1] ?? null }
      }
    }
    if (name === 'set' && language !== 'javascript' && language !== 'typescript')
      return { op: 'const', target: null, element: null }
    if (rewritesExistingKey(recv, name, args)) return { op: 'const', target: null, element: null }
    // list.add(0, x), list.add(i, x) on an ArrayList shift every element from that index on.
    if (name === 'add' && language === 'java' && args.length === 2 && !appendsAtEnd(args[0], recv))
      return { op: 'shift', target: recv, element: args[1] ?? null }
    return { op: 'add', target: recv, element }
  }
  if (name === 'unshift' || name === 'shift') return { op: 'shift', target: recv, element: args[0] ?? null }
  // `arr.splice(i, 1)`, `arr.splice(i + 1, 0, x)`: removing or inserting inside an array moves every
  // element after that point.
  if (name === 'splice' && (language === 'javascript' || language === 'typescript') && args.length > 0)
    return { op: 'shift', target: recv, element: args.length > 2 ? (args[2] ?? null) : null }
  if (name === 'extend' || name === 'addAll' || name === 'update' || name === 'putAll') {
    return { op: 'add-all', target: recv, element: args[0] ?? null }
  }
  if (name === 'pop' && language === 'python' && args.length > 0) {
    const idx = args[0]
    if (idx && idx.kind === 'literal' && idx.value === 0) return { op: 'shift', target: recv, element: null }
    if (idx && !(idx.kind === 'unary' && idx.op === '-'))
      return { op: 'remove-value', target: recv, element: null }
  }
  if (REMOVE_END.has(name)) return { op: 'remove-end', target: recv, element: null }
  if (name === 'remove' && language === 'python') return { op: 'remove-value', target: recv, element: null }
  if (name === 'remove' && language === 'java' && args.length > 0) {
    const idx = args[0]
    if (idx && idx.kind === 'literal' && idx.value === 0) return { op: 'shift', target: recv, element: null }
    // list.remove(list.size() - 1) drops the last element.
    if (
      idx &&
      idx.kind === 'binary' &&
      idx.op === '-' &&
      idx.left.kind === 'call' &&
      calleeName(idx.left) === 'size'
    ) {
      return { op: 'remove-end', target: recv, element: null }
    }
    return { op: 'remove-value', target: recv, element: null }
  }
  if (name === 'erase' && language === 'cpp') {
    const at = args[0]
    if (at && containerOfIterator(at)) return { op: 'shift', target: recv, element: null }
    return { op: 'remove-value', target: recv, element: null }
  }
  if (REMOVE_FRONT.has(name)) return { op: 'remove-front', target: recv, element: null }
  // `sb.deleteCharAt(i)` shifts the characters after i down by one.
  if (name === 'deleteCharAt' && language === 'java') return { op: 'shift', target: recv, element: null }
  if (name === 'discard' || name === 'delete' || name === 'erase')
    return { op: 'remove-value', target: recv, element: null }
  if (name === 'add' || name === 'offer') return { op: 'add', target: recv, element: args[0] ?? null }
  if (SEARCH_SEQ.has(name)) return { op: 'search', target: recv, element: args[0] ?? null }
  if (
    name === 'has' ||
    name === 'containsKey' ||
    name === 'containsValue' ||
    name === 'get' ||
    name === 'getOrDefault'
  ) {
    return { op: name === 'containsValue' ? 'search' : 'const', target: recv, element: null }
  }
  if (ITERATE.has(name)) return { op: 'iterate', target: recv, element: null }
  if (name === 'assign' || name === 'resize' || name === 'reserve') {
    return { op: 'resize', target: recv, element: args[1] ?? null, sizeArg: args[0] ?? null }
  }
  // `s.startswith(p)`, `s.endsWith(p)`: compared along the prefix only.
  if (/^(startswith|endswith|startsWith|endsWith)$/.test(name) && args[0] && args[0].kind !== 'collection')
    return { op: 'search', target: args[0], element: null }
  // Python's `s.lower()` copies the string; Java's `treeSet.lower(x)` finds the next smaller key.
  if (COPY.has(name) && !(name === 'lower' && args.length === 1)) {
    if (name === 'join' && language === 'python')
      return { op: 'copy', target: args[0] ?? null, element: null }
    return { op: 'copy', target: recv, element: null }
  }
  if (
    /^(floorKey|ceilingKey|lowerKey|higherKey|floorEntry|ceilingEntry|lowerEntry|higherEntry|firstEntry|lastEntry|floor|ceiling|lower|higher|firstKey|lastKey|pollFirstEntry|pollLastEntry|headMap|tailMap)$/.test(
      name,
    )
  ) {
    return { op: 'tree-op', target: recv, element: null }
  }
  return null
}

/** Calls that are O(1) whatever their arguments: arithmetic helpers, conversions, accessors. */
export const CONSTANT_CALLS = new Set([
  'len',
  'abs',
  'ord',
  'chr',
  'int',
  'float',
  'bool',
  'round',
  'pow',
  'divmod',
  'isinstance',
  'hash',
  'id',
  'print',
  'range',
  'enumerate',
  'zip',
  'iter',
  'next',
  'max',
  'min',
  'size',
  'length',
  'empty',
  'isEmpty',
  'top',
  'front',
  'back',
  'peek',
  'peekFirst',
  'peekLast',
  'getFirst',
  'getLast',
  'first',
  'last',
  'charAt',
  'charCodeAt',
  'codePointAt',
  'at',
  'get',
  'has',
  'containsKey',
  'getOrDefault',
  'isdigit',
  'isalpha',
  'isalnum',
  'isupper',
  'islower',
  'isspace',
  'isLetterOrDigit',
  'isLetter',
  'isDigit',
  'isUpperCase',
  'isLowerCase',
  'isalnum',
  'isAlphanumeric',
  'toLowerCase',
  'toUpperCase',
  'floor',
  'ceil',
  'sqrt',
  'log',
  'log2',
  'exp',
  'hypot',
  'compare',
  'compareTo',
  'hashCode',
  'intValue',
  'valueOf',
  'parseInt',
  'parseFloat',
  'Number',
  'String',
  'Boolean',
  'Math',
  'bitCount',
  'bit_count',
  'Len',
  'Less',
  'Swap',
  'make_pair',
  'swap',
  'tie',
  'get',
  'second',
  'count',
  'merge',
  'Itoa',
  'Atoi',
  'isNaN',
  'isFinite',
  'test',
  'sign',
  'trunc',
  'gcd',
  'lcm',
  'max_element',
])

function sameExpr(a: Expr, b: Expr): boolean {
  const key = (e: Expr) =>
    JSON.stringify(e, (k, v: unknown) => (k === 'line' || k === 'endLine' || k === 'fn' ? undefined : v))
  return key(a) === key(b)
}

/**
 * `m.put(k, m.get(k) - 1)`, `m.set(k, m.get(k) - 1)`: the new value reads the key's old one without a
 * default, so the key is already there and the map keeps its size (a window shrinking its counts).
 */
function rewritesExistingKey(recv: Expr, name: string, args: Expr[]): boolean {
  if (!/^(put|set)$/.test(name) || args.length !== 2) return false
  const [key, value] = args as [Expr, Expr]
  const reads = (e: Expr): boolean => {
    if (e.kind === 'call')
      return (
        calleeName(e) === 'get' &&
        e.args.length === 1 &&
        sameExpr(e.args[0]!, key) &&
        sameExpr(receiverOf(e) ?? e, recv)
      )
    if (e.kind === 'binary') {
      // `(m.get(k) || 0) + 1` supplies a default: the key may be new.
      if (e.op === '||' || e.op === '??') return false
      return reads(e.left) || reads(e.right)
    }
    if (e.kind === 'unary') return reads(e.operand)
    if (e.kind === 'other') return e.children.some(reads)
    return false
  }
  return reads(value)
}

/** `list.add(list.size(), x)`: an index at the end of the list, where nothing moves. */
function appendsAtEnd(at: Expr | undefined, recv: Expr): boolean {
  const path = pathOf(recv)
  return at?.kind === 'call' && calleeName(at) === 'size' && path !== null && pathOf(receiverOf(at)) === path
}

/** `xs[:i]` (no start) or `xs[j:]` (no end) of Go: the sliced collection, or null. */
export function goSliceEnd(e: Expr | undefined, end: 'prefix' | 'suffix'): Expr | null {
  if (!e || e.kind !== 'slice') return null
  const absent = (x: Expr | undefined) =>
    !x || (x.kind === 'other' && x.children.length === 0 && x.line === 0)
  if (end === 'prefix')
    return e.parts.length === 2 && absent(e.parts[0]) && !absent(e.parts[1]) ? e.object : null
  return e.parts.length === 1 && !absent(e.parts[0]) ? e.object : null
}

/** `append(xs[:i], xs[j:]...)`: a cut out of one slice, joined back in place. The slice, or null. */
function goDeletion(args: Expr[]): Expr | null {
  const [head, tail] = args
  if (args.length !== 2 || !tail || tail.kind !== 'unary' || tail.op !== '...') return null
  const prefix = goSliceEnd(head, 'prefix')
  const suffix = goSliceEnd(tail.operand, 'suffix')
  const path = prefix ? pathOf(prefix) : null
  return path !== null && suffix && pathOf(suffix) === path ? prefix : null
}

/**
 * The collection a Java stream walks: `Arrays.stream(grid)`, `Stream.of(arr)`, `rows.stream()`, through
 * `filter`, `sorted` and the other steps that keep its elements. Null when it is not such a stream.
 */
export function streamedCollection(e: Expr | null): Expr | null {
  for (let cur = e; cur?.kind === 'call';) {
    const name = calleeName(cur) ?? ''
    const recv = receiverOf(cur)
    if (name === 'stream' && recv && pathOf(recv) === 'Arrays') return cur.args[0] ?? null
    // `Stream.of(arr)` given one array streams its elements.
    if (name === 'of' && recv && pathOf(recv) === 'Stream' && cur.args.length === 1)
      return cur.args[0] ?? null
    if (name === 'stream' && recv && cur.args.length === 0) return recv
    if (
      !recv ||
      !/^(filter|sorted|distinct|peek|parallel|boxed|limit|skip|asLongStream|asDoubleStream)$/.test(name)
    )
      return null
    cur = recv
  }
  return null
}
