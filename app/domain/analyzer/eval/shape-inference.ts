import { add, type BigO, isConstant, logOf, mul, ONE, sym } from '../bigo'
import {
  calleeName,
  type Expr,
  type FunctionIR,
  isGenerator,
  namesIn,
  nameOf,
  pathOf,
  receiverOf,
  walkExpr,
  walkStmts,
  argumentParams,
  literalValue,
} from '../ir'
import { containerOfIterator, goSliceEnd } from '../library'
import { definitions, planLoop, tupleCount } from '../loops'
import { comprehensionLoop, isSelfCall } from '../recursion'
import { jsDocTypes } from '../params'
import { Scope } from '../scope'
import {
  classifyType,
  collShape,
  CONSTANT_INT,
  type DsKind,
  dsOfType,
  intShape,
  mapValueDs,
  SCALAR,
  type Shape,
  UNKNOWN,
} from '../shapes'
import type { Evaluator } from '../evaluate'
import { clauseLoop, type FnCtx, MAX_CALL_DEPTH, repetition } from './outcome'
import { NUMBER_CONVERSION } from './size-inference'

/**
 * `names.map((_, i) => i)`, `idx.map((i) => names[i])`, `xs.map((x) => x * 2)`: a callback that hands back
 * a number, a parameter or an element it reads, never a collection it builds: each entry is one value
 * (a reference to a string or row outside C++), not a copy of the element it came from.
 */
function mapsToValues(cb: Expr | undefined): boolean {
  const value = callbackValue(cb)
  return value !== null && (/^(name|index|member|literal|binary|unary)$/.test(value.kind) || madeSmall(value))
}

/** What a one-line callback returns (`(row) => Math.min(...row)`), or null. */
function callbackValue(cb: Expr | undefined): Expr | null {
  if (cb?.kind !== 'lambda') return null
  const only = cb.fn.body.length === 1 ? cb.fn.body[0] : undefined
  return (only?.kind === 'return' ? only.value : only?.kind === 'expr' ? only.expr : null) ?? null
}

/**
 * A value of fixed size made from an element: a number a reducer gives (`Math.min(...row)`, `sum(row)`)
 * or a pair of plain values (`[name, i]`), holding references rather than copies.
 */
function madeSmall(value: Expr): boolean {
  // `row.reduce((acc, v) => acc + v, 0)`: folded from a number, a number.
  if (value.kind === 'call' && calleeName(value) === 'reduce' && value.args[1]?.kind === 'literal')
    return value.args[1].type === 'number'
  if (value.kind === 'call')
    return /^(Math\.(min|max|abs|floor|ceil|round|sign)|min|max|sum|len|Number|parseInt|parseFloat|int|float|abs)$/.test(
      pathOf(value.callee) ?? '',
    )
  return (
    value.kind === 'collection' &&
    value.type !== 'map' &&
    value.elements.length <= 4 &&
    value.elements.every(
      (el) =>
        /^(name|index|member|literal|binary|unary)$/.test(el.kind) &&
        !(el.kind === 'unary' && el.op === '...'),
    )
  )
}

/** Node classes a judge supplies without showing them: building one allocates an object. */
const NODE_CLASS = /^(ListNode|TreeNode|Node|DListNode|DoublyListNode|TrieNode)$/

/** `defaultdict(list)`, `defaultdict(SortedList)`: what each missing key starts as. */
const DEFAULT_VALUE_KINDS = new Map<string, DsKind>([
  ['list', 'array'],
  ['set', 'set'],
  ['SortedList', 'sorted'],
  ['SortedSet', 'sorted'],
])

/** What each expression's value looks like: a number of some magnitude, a collection, a node, an object. */
export class ShapeInference {
  constructor(private readonly ev: Evaluator) {}

  /**
   * Shapes and magnitudes of the expressions of the statement being evaluated. Nested operators ask for
   * their operands' shapes again and again; within one statement the answers do not change.
   */
  readonly shapeMemo = new Map<Expr, Shape>()

  /**
   * Loop iterables whose items the loop unpacks into names (`for h1, h2, m1, m2 in permutations(arr)`),
   * with how many: an item unpacked into k names has k elements.
   */
  readonly unpackedItems = new Map<Expr, number>()

  elementShape(shape: Shape): Shape {
    if (shape.kind === 'coll') return shape.elem
    if (shape.kind === 'int') return intShape(shape.mag)
    return UNKNOWN
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

  computeShape(e: Expr, ctx: FnCtx): Shape {
    switch (e.kind) {
      case 'literal':
        if (e.type === 'number') return intShape(ONE, e.value)
        // A string literal may become a string the code builds up (`result = ""; result += c`).
        if (e.type === 'string')
          return collShape(
            'string',
            ONE,
            SCALAR,
            this.ev.sizes.allocate(e, 'string', 'string', ONE, ctx, ONE, true),
          )
        return SCALAR
      case 'name': {
        const v = ctx.scope.lookup(e.name)
        if (v) return v.shape
        if (ctx.scope.className) {
          const f = this.ev.calls.classScope(ctx.scope.className).lookup(e.name)
          if (f) return f.shape
        }
        return UNKNOWN
      }
      case 'member': {
        const objPath = pathOf(e.object)
        if (objPath && ctx.selfNames.has(objPath) && ctx.scope.className) {
          return this.ev.calls.classScope(ctx.scope.className).lookup(e.property)?.shape ?? UNKNOWN
        }
        const obj = this.shapeOf(e.object, ctx)
        if (/^(length|size)$/.test(e.property)) {
          const len = this.ev.sizes.lenOf(e.object, ctx)
          return len ? intShape(len) : UNKNOWN
        }
        if (obj.kind === 'obj') return this.ev.calls.classScope(obj.cls).lookup(e.property)?.shape ?? UNKNOWN
        // `kept.items`, `pq.IntSlice`: the slice a Go heap struct keeps its entries in.
        if (obj.kind === 'coll' && obj.ds === 'heap' && this.ev.language === 'go') return obj
        if (obj.kind === 'node') {
          if (/^(next|Next|left|right|Left|Right|parent|Parent)$/.test(e.property)) return obj
          if (/^(val|Val|value|key)$/.test(e.property)) return SCALAR
          if (/^(neighbors|children|Children)$/.test(e.property)) return collShape('array', ONE, obj)
        }
        // `const built = build(nums); built.heap`: a part of an object literal a function handed back.
        const part = this.ev.fieldsOfShape.get(obj)?.get(e.property)
        if (part) return part
        if (obj.kind === 'coll' && obj.entry && e.property === 'second') return obj.elem
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
        if (this.ev.language === 'go') return obj
        const len = this.ev.sizes.partLength(e, ctx) ?? ONE
        // A shallow copy: `strs[1:]` copies n references, not the words they point to.
        return collShape(obj.ds, len, obj.elem, this.ev.sizes.allocate(e, 'slice', obj.ds, len, ctx))
      }
      case 'collection': {
        if (e.type === 'tuple' && e.elements.length > 0) {
          return collShape('array', ONE, this.shapeOf(e.elements[0] as Expr, ctx))
        }
        let spread: BigO = ONE
        for (const el of e.elements)
          if (el.kind === 'unary' && el.op === '...')
            spread = add(spread, this.ev.sizes.lenOf(el.operand, ctx) ?? ONE)
        const ds: DsKind = e.type === 'map' ? 'map' : e.type === 'set' ? 'set' : 'array'
        const elem =
          e.elements[0] && e.type !== 'map' && !(e.elements[0].kind === 'unary' && e.elements[0].op === '...')
            ? this.shapeOf(e.elements[0], ctx)
            : SCALAR
        return collShape(
          ds,
          spread,
          elem,
          this.ev.sizes.allocate(
            e,
            'literal',
            ds,
            spread,
            ctx,
            // `[homepage]`, `[start]`: a name put in a list is a reference to a value already held, not a copy
            // (C++ copies it).
            elem.kind === 'coll' && !(e.elements[0]?.kind === 'name' && this.ev.language !== 'cpp')
              ? this.ev.sizes.sizeOfShape(elem)
              : ONE,
          ),
        )
      }
      case 'comprehension': {
        let count: BigO = ONE
        const pushed: number[] = []
        const branch = comprehensionLoop(e)
        const branches = branch !== null && (ctx.recursion?.plan.branchLoops.has(branch) ?? false)
        for (const clause of e.clauses) {
          const loop = clauseLoop(e, clause)
          const plan = planLoop(loop, this.ev.loops.oracle(ctx))
          this.ev.loops.bindLoopVariables(loop, plan, ctx)
          // One value per branch of the recursion the comprehension makes (`sum(walk(x) for x in xs)`).
          count = branches ? ONE : mul(count, plan.count ?? ONE)
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
          this.ev.sizes.allocate(
            e,
            'comprehension',
            ds,
            count,
            ctx,
            // `[names[i] for i in order]`: an element read is a reference to it, not a copy (C++ aside).
            elemShape.kind === 'coll' && !(elem?.kind === 'index' && this.ev.language !== 'cpp')
              ? this.ev.sizes.sizeOfShape(elemShape)
              : ONE,
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
        // `grid.empty() ? 0 : grid[0].size()`: a number as large as either branch can make it.
        if (a.kind === 'int' && isConstant(a.mag)) {
          const b = this.shapeOf(e.otherwise, ctx)
          if (b.kind === 'int' && !isConstant(b.mag)) return b
        }
        return a.kind !== 'unknown' && !(a.kind === 'scalar') ? a : this.shapeOf(e.otherwise, ctx)
      }
      case 'assign':
        return this.shapeOf(e.value, ctx)
      case 'unary':
        // `*max_element(a.begin(), a.end())`: an input value, as large as the values go (M).
        if (
          e.op === '*' &&
          e.operand.kind === 'call' &&
          /^(max_element|min_element)$/.test(calleeName(e.operand) ?? '')
        )
          return { kind: 'int', mag: ONE, totals: true }
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
  concatLength(e: Expr & { kind: 'binary' }, ctx: FnCtx): BigO {
    return add(this.partLengthOf(e.left, ctx), this.partLengthOf(e.right, ctx))
  }

  /**
   * A collection declared with element collections (`List<List<Integer>> g = new ArrayList<>()`,
   * `Map<Integer, List<Integer>>`) holds collections even before anything is added: an adjacency list.
   */
  declared(shape: Shape, declType: string | null): Shape {
    if (shape.kind !== 'coll' || shape.elem.kind === 'coll' || !declType) return shape
    const t = classifyType(declType)
    const nested = (t.kind === 'seq' && t.dims >= 2) || (t.kind === 'map' && t.valuesAreCollections)
    // `Map<String, TreeMap<Integer, String>>` holds sorted maps: their operations cost log n.
    const inner = t.kind === 'map' ? mapValueDs(declType) : 'unknown'
    return nested ? { ...shape, elem: collShape(inner === 'unknown' ? 'array' : inner, ONE) } : shape
  }

  /** A C++ container initialised or assigned from another: a copy of it, element by element. */
  copied(e: Expr, shape: Shape & { kind: 'coll' }, ctx: FnCtx): Shape {
    const len = this.ev.sizes.lenOf(e, ctx) ?? ONE
    const alloc = this.ev.sizes.allocate(e, 'copy', shape.ds, len, ctx, this.sizeOfElem(shape))
    return collShape(shape.ds, len, shape.elem, alloc)
  }

  /**
   * `str(n)`, `to_string(n)`, `strconv.Itoa(n)`: a new string of the number's digits, which is memory the
   * code holds when the number is an input (next permutation of its digits); a few digits take O(1).
   */
  decimalText(e: Expr, arg: Expr, ctx: FnCtx): Shape {
    const digits = this.digitsOf(arg, ctx)
    if (!digits) return collShape('string', this.partLengthOf(arg, ctx))
    if (isConstant(digits)) return collShape('string', digits)
    return collShape('string', digits, SCALAR, this.ev.sizes.allocate(e, 'digits', 'string', digits, ctx))
  }

  /**
   * The decimal text of an integer (`str(n)`, `String(n)`, `n.toString()`): as many digits as log of the
   * value when the number is one the code was given or reduces (happy number, palindrome number); a few
   * when it counts the passes of a loop of this call (`str(i)` for each i below n), as labels state it.
   * Null when the argument is not an integer.
   */
  digitsOf(arg: Expr, ctx: FnCtx): BigO | null {
    // `str(n + 1)`: a number moved by a constant has as many digits as the number.
    if (arg.kind === 'binary' && /^[-+]$/.test(arg.op) && literalValue(arg.right) !== null)
      return this.digitsOf(arg.left, ctx)
    const shape = this.shapeOf(arg, ctx)
    if (shape.kind !== 'int') return null
    if (isConstant(shape.mag) || shape.totals) return ONE
    // A bitmask over n items (`bin(mask)` up to 2^n) has n digits, whatever counts it.
    const digits = logOf(shape.mag)
    if (digits.some((t) => Object.keys(t.poly).length > 0)) return digits
    if (arg.kind !== 'name') return ONE
    const counter = this.ev.frames
      .slice(ctx.base)
      .some(
        (f) =>
          f.loop !== null &&
          (f.progress.has(arg.name) || (f.loop.style === 'each' && nameOf(f.loop.target) === arg.name)),
      )
    return counter ? ONE : digits
  }

  /**
   * `words.filter(...)`, `rows.slice(1)`, `list.subList(i, j)`: a new list of the same elements, which
   * outside C++ (where a vector of strings copies them) are references to the strings or rows it holds.
   */
  sharesElements(method: string): boolean {
    return this.ev.language !== 'cpp' && /^(filter|slice|subList|toArray)$/.test(method)
  }

  /** What a callback that takes no element returns (`() => new Array(n).fill(0)`): a fresh row. */
  callbackRow(cb: Expr | undefined, ctx: FnCtx): Shape | null {
    if (cb?.kind !== 'lambda') return null
    const body = cb.fn.body
    const last = body[body.length - 1]
    let value =
      last?.kind === 'return' ? last.value : last?.kind === 'expr' && body.length === 1 ? last.expr : null
    // `(pile, lo) => { const row = new Array(n).fill(0); row[lo] = pile; return row }`: the row it made.
    if (value?.kind === 'name' && body.length > 1) value = definitions(body).get(value.name) ?? null
    if (!value) return null
    // A value made from the element (`(row) => row.slice()`) is sized from the element, not here.
    const params = new Set(cb.fn.params.map((p) => p.name))
    if ([...namesIn(value)].some((n) => params.has(n))) return null
    return this.shapeOf(value, ctx)
  }

  /** A number or a character joined to a string adds a few characters, whatever its value. */
  partLengthOf(e: Expr, ctx: FnCtx): BigO {
    return this.shapeOf(e, ctx).kind === 'coll' ? (this.ev.sizes.lenOf(e, ctx) ?? ONE) : ONE
  }

  sizeOfElem(shape: Shape & { kind: 'coll' }): BigO {
    return shape.elem.kind === 'coll' ? this.ev.sizes.sizeOfShape(shape.elem) : ONE
  }

  binaryShape(e: Expr & { kind: 'binary' }, ctx: FnCtx): Shape {
    const repeated = repetition(e)
    if (repeated) {
      const { list, count } = repeated
      const n = this.ev.sizes.mag(count, ctx) ?? ONE
      const inner =
        list.kind === 'collection' && list.elements[0] ? this.shapeOf(list.elements[0], ctx) : SCALAR
      const ds: DsKind = list.kind === 'literal' ? 'string' : 'array'
      const fixed = list.kind === 'collection' && isConstant(n)
      return collShape(
        ds,
        n,
        inner,
        this.ev.sizes.allocate(
          e,
          'table',
          ds,
          n,
          ctx,
          inner.kind === 'coll' ? this.ev.sizes.sizeOfShape(inner) : ONE,
          fixed,
        ),
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
          this.ev.sizes.allocate(e, 'concat', ds, len, ctx),
        )
      }
    }
    // Python's set algebra (`set(a) & set(b)`, `seen - banned`): a new set as large as its operands.
    if (this.ev.language === 'python' && /^(&|\||-|\^)$/.test(e.op)) {
      const l = this.shapeOf(e.left, ctx)
      const r = this.shapeOf(e.right, ctx)
      if ((l.kind === 'coll' && l.ds === 'set') || (r.kind === 'coll' && r.ds === 'set')) {
        const len = e.op === '&' || e.op === '-' ? this.partLengthOf(e.left, ctx) : this.concatLength(e, ctx)
        return collShape('set', len, SCALAR, this.ev.sizes.allocate(e, 'set', 'set', len, ctx))
      }
    }
    // `lists[i] ?? null`, `head || null`, `groups.get(k) ?? []`: the value, or a default where it is missing.
    const defaulted =
      e.op === '??' ||
      ((e.op === '||' || e.op === 'or') &&
        (e.right.kind === 'literal' ? e.right.type === 'null' : e.right.kind === 'collection'))
    if (defaulted) {
      const l = this.shapeOf(e.left, ctx)
      if (l.kind === 'coll' || l.kind === 'node' || l.kind === 'obj') return l
      // `grid[0]?.length ?? 0`: the number, however small its default.
      if (e.op === '??' && l.kind === 'int' && !isConstant(l.mag)) return l
      if (e.op === '??') return this.shapeOf(e.right, ctx)
    }
    const m = this.ev.sizes.mag(e, ctx)
    if (/^(<|<=|>|>=|==|!=|===|!==|and|or|&&|\|\||in|not in|instanceof|is|is not)$/.test(e.op)) return SCALAR
    // `(min(m, n) + 1) / 2` is still about the smaller side.
    if (m && /^(\+|-|\/|\/\/|>>)$/.test(e.op)) {
      const l = this.shapeOf(e.left, ctx)
      const r = this.ev.sizes.mag(e.right, ctx)
      if (l.kind === 'int' && l.least && r && isConstant(r)) return { kind: 'int', mag: m, least: l.least }
    }
    return m ? intShape(m) : SCALAR
  }

  /**
   * A Go type with container/heap's methods: a named slice (`type IntHeap []int`), or a struct that keeps
   * its slice in a field or embeds one (`struct{ items []candidate }`, `struct{ sort.IntSlice }`) and has
   * the Push and Pop that heap.Push and heap.Pop call.
   */
  heapTypeNamed(typeName: string): boolean {
    const cls = this.ev.calls.classByName(typeName)
    if (!cls) return false
    if (cls.fields.length === 0) return cls.methods.some((m) => /^(Len|Push|Pop)$/.test(m.name))
    return (
      this.ev.language === 'go' &&
      cls.methods.some((m) => m.name === 'Push') &&
      cls.methods.some((m) => m.name === 'Pop')
    )
  }

  newShape(e: Expr & { kind: 'new' }, ctx: FnCtx): Shape {
    const rawType = e.type.replace(/\s+/g, '')
    const typeName = rawType.replace(/<.*$/, '').replace(/[*&]/g, '')
    const cls = this.ev.calls.classByName(typeName)
    const heapType = this.heapTypeNamed(typeName)
    // A dummy in front of a list (`new ListNode(0, head)`, Go's `&ListNode{Next: head}`) reaches the
    // whole list: as many nodes as head, plus itself.
    const nodeType = classifyType(typeName)
    if (nodeType.kind === 'node' && nodeType.struct === 'list') {
      const parts = [
        ...e.args,
        ...e.elements.map((el) => (el.kind === 'assign' && el.op === 'kw' ? el.value : el)),
      ]
      for (const part of parts) {
        const linked = part.kind === 'literal' ? null : this.shapeOf(part, ctx)
        if (linked?.kind === 'node' && linked.struct === 'list' && !isConstant(linked.size)) return linked
      }
    }
    // `bitset<32>(value)`: as many bits as its type says, whatever number it is made from.
    if (/^(std::)?bitset$/.test(typeName))
      return collShape(
        'array',
        ONE,
        SCALAR,
        this.ev.sizes.allocate(e, typeName, 'array', ONE, ctx, ONE, true),
      )
    // `make(IntHeap, len(nums))`, filled by `copy` before `heap.Init`: a heap of that many values.
    if (heapType && e.dims.length === 1 && e.dims[0]) {
      const len = this.ev.sizes.mag(e.dims[0], ctx) ?? ONE
      return collShape('heap', len, SCALAR, this.ev.sizes.allocate(e, typeName, 'heap', len, ctx))
    }
    if (cls && e.dims.length === 0) {
      if (heapType) {
        // A named slice type used as a heap (Go's container/heap), empty or made from the slice it is given
        // (`&minHeap{append([]int(nil), nums...)}`, `&kept{items: make([]item, 0, k)}`).
        const given = e.elements.map((el) => (el.kind === 'assign' && el.op === 'kw' ? el.value : el))
        const lens = given.map((g) =>
          this.shapeOf(g, ctx).kind === 'coll' ? this.ev.sizes.lenOf(g, ctx) : null,
        )
        const len = lens.find((l): l is BigO => l !== null && l !== undefined) ?? ONE
        return collShape('heap', len, SCALAR, this.ev.sizes.allocate(e, typeName, 'heap', len, ctx))
      }
      const shape: Shape = { kind: 'obj', cls: cls.name }
      const alloc = this.ev.sizes.allocate(e, typeName, 'unknown', ONE, ctx)
      this.ev.sizes.objectAlloc.set(shape, alloc)
      // Fields set in the literal (`&solver{memo: map[int]int{}}`) hold what they are given.
      for (const el of e.elements) {
        const field = el.kind === 'assign' && el.op === 'kw' ? nameOf(el.target) : null
        if (!field || el.kind !== 'assign') continue
        const value = this.shapeOf(el.value, ctx)
        this.ev.sizes.nameAllocation(value, field)
        this.ev.calls.classScope(cls.name).assign(field, { shape: value, depth: 0 })
      }
      return shape
    }
    // `new ListNode(x)` with the node class left to the judge (or a constructor function): one object.
    if (!cls && NODE_CLASS.test(typeName) && e.dims.length === 0) return this.nodeObject(e, typeName, ctx)
    const ds = dsOfType(rawType)
    if (e.dims.length > 0) {
      const dims = e.dims.map((d) => this.ev.sizes.mag(d, ctx) ?? ONE)
      const first = dims[0] as BigO
      const rest = dims.slice(1)
      // `make([][]int, n)`, `new int[n][]`: rows with no size yet, filled later (adjacency lists).
      const levels = rawType.match(/\[\]/g)?.length ?? 0
      const rows = levels > dims.length || /^\[\]map\[/.test(rawType)
      const inner =
        rest.length > 0
          ? collShape(
              'array',
              rest[0] as BigO,
              rest.length > 1 ? collShape('array', rest[1] as BigO) : SCALAR,
            )
          : rows
            ? collShape(/^\[\]map\[/.test(rawType) ? 'map' : 'array', ONE)
            : SCALAR
      const elemSize = rest.length > 0 ? mul(...rest) : ONE
      const fixed = dims.every(isConstant)
      return collShape(
        ds === 'unknown' ? 'array' : ds,
        first,
        inner,
        this.ev.sizes.allocate(e, 'array', ds === 'unknown' ? 'array' : ds, first, ctx, elemSize, fixed),
      )
    }
    if (e.elements.length > 0 && e.args.length === 0) {
      const elem = this.shapeOf(e.elements[0] as Expr, ctx)
      const n = ONE
      return collShape(
        ds === 'unknown' ? 'array' : ds,
        n,
        elem,
        this.ev.sizes.allocate(
          e,
          'literal',
          ds === 'unknown' ? 'array' : ds,
          n,
          ctx,
          elem.kind === 'coll' && !(e.elements[0]?.kind === 'name' && this.ev.language !== 'cpp')
            ? this.ev.sizes.sizeOfShape(elem)
            : ONE,
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
    // `unordered_set<int> seen(v.begin(), v.end())` copies the container the iterators walk.
    const source = a0 ? (containerOfIterator(a0) ?? a0) : null
    if (a0 && source !== a0) {
      // `multiset<int> window(nums.begin(), nums.begin() + k)` copies only the k elements in the range.
      len =
        (a1 ? this.ev.sizes.iteratorRange(a0, a1, ctx) : null) ??
        this.ev.sizes.lenOf(source as Expr, ctx) ??
        ONE
      // `vector<vector<int>> copy(grid.begin(), grid.end())` copies the rows as well.
      const from = this.shapeOf(source as Expr, ctx)
      if (from.kind === 'coll' && from.elem.kind === 'coll' && ds !== 'heap') elem = from.elem
    } else if (a0) {
      const s0 = this.shapeOf(a0, ctx)
      if (s0.kind === 'coll' && ds !== 'heap') {
        len = this.ev.sizes.lenOf(a0, ctx) ?? ONE
        elem = s0.elem
      } else if (s0.kind === 'int' || (a0.kind === 'literal' && a0.type === 'number')) {
        const m = this.ev.sizes.mag(a0, ctx) ?? ONE
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
    // Go's `map[int][][2]int{}`, `map[string]map[int]bool{}`: a map whose values are slices or maps,
    // each filled later (`out[u] = append(out[u], v)`).
    const goValues =
      this.ev.language === 'go' && e.args.length === 0 ? /^map\[[^\]]*\](\[\]|map\[)/.exec(rawType) : null
    if (goValues && elem.kind !== 'coll') elem = collShape(goValues[1] === '[]' ? 'array' : 'map', ONE)
    const kind: DsKind = ds === 'unknown' ? (/^(Array|vector)$/.test(typeName) ? 'array' : 'unknown') : ds
    return collShape(
      kind === 'unknown' ? 'array' : kind,
      len,
      elem,
      this.ev.sizes.allocate(
        e,
        typeName || 'collection',
        kind === 'unknown' ? 'array' : kind,
        len,
        ctx,
        elem.kind === 'coll' ? this.ev.sizes.sizeOfShape(elem) : ONE,
        fixed,
      ),
    )
  }

  callShape(e: Expr & { kind: 'call' }, ctx: FnCtx): Shape {
    const name = calleeName(e)
    const recv = receiverOf(e)
    const [a0, a1] = e.args
    if (!name) return UNKNOWN
    if (this.ev.sizes.parsesFewDigits(e, ctx)) return CONSTANT_INT
    if (this.ev.sizes.totalsValues(e, ctx)) return intShape(sym(this.ev.sumSymbol))
    if (this.ev.sizes.largestValue(e, ctx)) return intShape(sym('M'))
    // Go's `h := IntHeap(nums)` converts the slice in place into the heap type: the same elements, no copy.
    if (!recv && a0 && e.args.length === 1 && this.ev.language === 'go' && this.heapTypeNamed(name)) {
      const source = this.shapeOf(a0, ctx)
      if (source.kind === 'coll') return { ...source, ds: 'heap' }
    }
    // C++'s `std::move(text)` hands the value over as it is: the same string, not a copy.
    if (this.ev.language === 'cpp' && /^(move|forward)$/.test(name) && a0 && e.args.length === 1)
      return this.shapeOf(a0, ctx)
    // Go's container/list: `list.New()` is a doubly linked list used as a deque.
    if (this.ev.language === 'go' && name === 'New' && recv && pathOf(recv) === 'list' && e.args.length === 0)
      return collShape('deque', ONE, SCALAR)
    // `collections.deque()`, `collections.Counter(s)`: the same as the names imported from the module.
    const pythonModule = this.ev.language === 'python' && recv !== null && pathOf(recv) === 'collections'
    if (!recv || pythonModule) {
      switch (name) {
        case 'list':
        case 'sorted':
        case 'tuple':
        case 'deque':
        case 'set':
        case 'frozenset':
        case 'Counter':
        case 'dict':
        case 'defaultdict':
        case 'OrderedDict':
        case 'SortedDict':
        case 'SortedList':
        case 'SortedSet':
        case 'accumulate':
        case 'bytearray': {
          // C++'s std::accumulate folds to one value; Python's itertools.accumulate yields a running list.
          if (name === 'accumulate' && this.ev.language !== 'python') break
          // sortedcontainers keep their keys in a balanced structure: log n per operation.
          const ds: DsKind = /^Sorted(Dict|List|Set)$/.test(name)
            ? 'sorted'
            : /^(set|frozenset)$/.test(name)
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
          const len = src
            ? srcShape?.kind === 'int'
              ? srcShape.mag
              : (this.ev.sizes.lenOf(src, ctx) ?? ONE)
            : ONE
          const startsAs =
            ds === 'map' && name === 'defaultdict' && a0?.kind === 'name'
              ? DEFAULT_VALUE_KINDS.get(a0.name)
              : undefined
          const elem = startsAs
            ? collShape(startsAs, ONE)
            : srcShape?.kind === 'coll'
              ? srcShape.elem
              : SCALAR
          return collShape(ds, len, elem, this.ev.sizes.allocate(e, name, ds, len, ctx))
        }
        case 'range': {
          const m = this.ev.sizes.mag((e.args.length === 1 ? a0 : a1) as Expr, ctx) ?? ONE
          return collShape('array', m, intShape(m))
        }
        case 'map':
        case 'filter': {
          // Python's `map(to_mask, words)`: a lazy pass over the iterable, one value per element.
          if (this.ev.language !== 'python' || !a1) break
          const source = this.shapeOf(a1, ctx)
          const elem = name === 'filter' && source.kind === 'coll' ? source.elem : SCALAR
          return collShape('array', this.ev.sizes.lenOf(a1, ctx) ?? ONE, elem)
        }
        case 'str':
        case 'bin':
        case 'String':
        case 'string':
        case 'to_string':
          // str(42) has a few digits; str(chars) as many characters as the list.
          return a0 ? this.decimalText(e, a0, ctx) : collShape('string', ONE)
        case 'len':
          return a0 ? intShape(this.ev.sizes.lenOf(a0, ctx) ?? ONE) : CONSTANT_INT
        case 'enumerate':
        case 'zip':
        case 'iter':
        case 'reversed':
        case 'pairwise':
          // `reversed(xs)` walks xs backwards without copying it.
          // itertools.pairwise(xs): each neighbouring pair of xs, one fewer than its items.
          return a0 ? this.shapeOf(a0, ctx) : UNKNOWN
        case 'groupby': {
          // itertools.groupby(xs): up to one (key, run) pair per item, and the runs cut xs into pieces
          // that never overlap, so walking every run walks xs once: each run counts as one item apiece.
          if (this.ev.language !== 'python' || !a0) break
          const source = this.shapeOf(a0, ctx)
          const item = source.kind === 'coll' ? source.elem : SCALAR
          const run = collShape('array', ONE, item)
          return collShape('array', this.ev.sizes.lenOf(a0, ctx) ?? ONE, collShape('array', ONE, run))
        }
        case 'append': {
          if (this.ev.language === 'go' && a0) {
            const base = this.shapeOf(a0, ctx)
            if (base.kind === 'coll' && base.alloc) return base
            // `q.items = append(q.items, x)` on a field declared without a value: the same slice, grown.
            const field = a0.kind === 'member' && ctx.selfNames.has(pathOf(a0.object) ?? '')
            if (base.kind === 'coll' && field) return base
            if (base.kind === 'coll' && a0.kind === 'name' && ctx.fn && cutForFilter(a0.name, ctx.fn))
              return base
            const elem = a1 ? this.shapeOf(a1, ctx) : SCALAR
            const copied = a0.kind === 'literal' || a0.kind === 'other' || base.kind !== 'coll'
            if (copied && a1) {
              const len = this.ev.sizes.lenOf(a1, ctx) ?? ONE
              const s1 = this.shapeOf(a1, ctx)
              return collShape(
                'array',
                len,
                s1.kind === 'coll' ? s1.elem : elem,
                this.ev.sizes.allocate(e, 'copy', 'array', len, ctx),
              )
            }
            return collShape('array', ONE, elem, this.ev.sizes.allocate(e, 'slice', 'array', ONE, ctx))
          }
          break
        }
        default:
          break
      }
      const cls = this.ev.calls.classByName(name)
      if (!cls && NODE_CLASS.test(name) && !this.ev.calls.resolveCall(e, ctx))
        return this.nodeObject(e, name, ctx)
      if (cls) {
        const shape: Shape = { kind: 'obj', cls: cls.name }
        this.ev.sizes.objectAlloc.set(shape, this.ev.sizes.allocate(e, name, 'unknown', ONE, ctx))
        return shape
      }
      const fn = this.ev.calls.resolveCall(e, ctx)
      if (fn && fn.kind === 'fn') return this.returnShape(fn.fn, e, ctx)
      const tuples = this.itertoolsTuples(e, name, ctx)
      if (tuples) return tuples
      if (
        /^(max|min|abs|sum|ord|int|round|floor|ceil|pow|sqrt|gcd|bisect_left|bisect_right|bisect|heappop)$/.test(
          name,
        ) ||
        (!recv && NUMBER_CONVERSION.test(name))
      ) {
        const m = this.ev.sizes.mag(e, ctx)
        return m ? this.smallerOf(e, m, ctx) : SCALAR
      }
      return UNKNOWN
    }
    // Methods
    const recvShape = this.shapeOf(recv, ctx)
    const recvPath = pathOf(recv)
    // Go's `slices.Clone(nums)`, `maps.Clone(m)`: a copy of the whole collection.
    if (this.ev.language === 'go' && /^(slices|maps)$/.test(recvPath ?? '') && name === 'Clone' && a0) {
      const src = this.shapeOf(a0, ctx)
      if (src.kind === 'coll') return this.copied(a0, src, ctx)
    }
    // counter.most_common(k): k pairs, or one per key.
    if (this.ev.language === 'python' && name === 'most_common' && recvShape.kind === 'coll') {
      const len = (a0 ? this.ev.sizes.mag(a0, ctx) : null) ?? this.ev.sizes.lenOf(recv, ctx) ?? ONE
      return collShape('array', len, SCALAR, this.ev.sizes.allocate(e, name, 'array', len, ctx))
    }
    // A Java stream collected into a list, set, map or array: as many elements as its source has.
    if (this.ev.language === 'java' && /^(collect|toList|toArray)$/.test(name)) {
      const len = this.streamLength(recv, ctx)
      if (len) {
        const how = a0 && a0.kind === 'call' ? (calleeName(a0) ?? '') : ''
        const ds: DsKind = /^to(Unmodifiable)?Set$/.test(how)
          ? 'set'
          : /^(to(Unmodifiable)?Map|groupingBy|partitioningBy|counting)$/.test(how)
            ? 'map'
            : 'array'
        // `.mapToObj(c -> IntStream.range(0, rows).map(...).toArray())`: each element is a row it builds.
        const row = ds === 'array' ? this.streamedRow(recv, ctx) : null
        if (row)
          return collShape(
            ds,
            len,
            row,
            this.ev.sizes.allocate(e, name, ds, len, ctx, this.ev.sizes.sizeOfShape(row)),
          )
        return collShape(ds, len, SCALAR, this.ev.sizes.allocate(e, name, ds, len, ctx))
      }
    }
    // Math.max(a, b) is as large as its arguments, like max(a, b).
    if (
      /^(Math|math)$/.test(recvPath ?? '') &&
      /^(max|min|abs|floor|ceil|round|trunc|sqrt|pow)$/.test(name)
    ) {
      const m = this.ev.sizes.mag(e, ctx)
      return m ? this.smallerOf(e, m, ctx) : SCALAR
    }
    if (recvPath === 'Array' && name === 'from' && a0) {
      const len =
        this.ev.sizes.mag(a0, ctx) ??
        (a0.kind === 'collection' && a0.type === 'map'
          ? this.lengthField(a0, ctx)
          : this.ev.sizes.lenOf(a0, ctx)) ??
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
        this.ev.sizes.allocate(
          e,
          'array',
          'array',
          len,
          ctx,
          elem.kind === 'coll' ? this.ev.sizes.sizeOfShape(elem) : ONE,
        ),
      )
    }
    if (recvPath === 'Arrays' && name === 'asList' && e.args.length !== 1) {
      const inner = a0 ? this.shapeOf(a0, ctx) : SCALAR
      return collShape('array', ONE, inner, this.ev.sizes.allocate(e, 'list', 'array', ONE, ctx, ONE, true))
    }
    if (recvPath === 'Arrays' && /^(copyOf|copyOfRange|asList)$/.test(name)) {
      const len = this.ev.sizes.partLength(e, ctx) ?? (a0 ? (this.ev.sizes.lenOf(a0, ctx) ?? ONE) : ONE)
      return collShape('array', len, SCALAR, this.ev.sizes.allocate(e, 'copy', 'array', len, ctx))
    }
    if (recvPath === 'itertools') {
      const tuples = this.itertoolsTuples(e, name, ctx)
      if (tuples) return tuples
    }
    // Go's strings package: `strings.Fields(s)` is a slice of words, `strings.Join(words, " ")` a string.
    if (recvPath === 'strings' && a0) {
      const len = this.ev.sizes.lenOf(a0, ctx) ?? ONE
      if (/^(Fields|Split|SplitN|SplitAfter|FieldsFunc)$/.test(name))
        return collShape(
          'array',
          len,
          collShape('string', ONE),
          this.ev.sizes.allocate(e, name, 'array', len, ctx),
        )
      if (
        /^(Join|ToLower|ToUpper|TrimSpace|Trim|TrimLeft|TrimRight|Replace|ReplaceAll|Title|Map)$/.test(name)
      )
        return collShape('string', len, SCALAR, this.ev.sizes.allocate(e, name, 'string', len, ctx))
    }
    // The digits of a number: `strconv.Itoa(n)`, `String.valueOf(count)`, `Integer.toString(x)`.
    if (
      a0 &&
      ((recvPath === 'strconv' && /^(Itoa|FormatInt)$/.test(name)) ||
        (/^(String|Integer|Long)$/.test(recvPath ?? '') && /^(valueOf|toString)$/.test(name)))
    ) {
      const arg = this.shapeOf(a0, ctx)
      if (arg.kind !== 'coll') return this.decimalText(e, a0, ctx)
    }
    // `copy.deepcopy(board)`: a new collection as large as the whole of its argument, rows included.
    if (recvPath === 'copy' && /^(deepcopy|copy)$/.test(name) && a0) {
      const src = this.shapeOf(a0, ctx)
      if (src.kind === 'coll') return this.copied(a0, src, ctx)
    }
    if (recvPath === 'Object' && /^(keys|values|entries)$/.test(name) && a0) {
      const len = this.ev.sizes.lenOf(a0, ctx) ?? ONE
      return collShape('array', len, SCALAR, this.ev.sizes.allocate(e, name, 'array', len, ctx))
    }
    if (recvShape.kind === 'obj') {
      const m = this.ev.calls.methodOf(recvShape.cls, name, e.args.length)
      if (m) return this.returnShape(m, e, ctx)
      return UNKNOWN
    }
    // `self.divide(lists, lo, mid)`: a method of the class the code runs in.
    if (recvPath && ctx.selfNames.has(recvPath)) {
      const own = this.ev.calls.resolveCall(e, ctx)
      if (own && own.kind === 'fn') return this.returnShape(own.fn, e, ctx)
    }
    if (recvShape.kind === 'coll') {
      // `words.reduce((m, w) => m.set(w, ...), new Map())`: the collection every call was handed and filled.
      if (/^reduce(Right)?$/.test(name) && e.args[1]) {
        const accumulator = this.shapeOf(e.args[1], ctx)
        if (accumulator.kind === 'coll') return accumulator
      }
      // `schedule.flat()`: one array of every row's elements.
      if (name === 'flat' && e.args.length === 0 && /^(javascript|typescript)$/.test(this.ev.language)) {
        const len = this.ev.sizes.sizeOfShape(recvShape)
        const elem = recvShape.elem.kind === 'coll' ? recvShape.elem.elem : SCALAR
        return collShape('array', len, elem, this.ev.sizes.allocate(e, name, 'array', len, ctx))
      }
      // `Iterator<Integer> it = nums.iterator()`: it walks nums, as long as nums is.
      if (/^(fill|sort|reverse|concat|iterator|listIterator|descendingIterator)$/.test(name)) return recvShape
      if (
        /^(slice|copy|clone|substring|substr|subList|split|toCharArray|chars|map|filter|keys|values|items|entries|entrySet|keySet|toArray|join|toString|String|lower|upper|strip|trim|trimEnd|trimStart|toLowerCase|toUpperCase|replace|repeat|splitlines|toSorted|toReversed)$/.test(
          name,
        )
      ) {
        if (/^(keys|values|items|entries|entrySet|keySet)$/.test(name) && recvShape.ds === 'map')
          return collShape('array', this.ev.sizes.lenOf(recv, ctx) ?? ONE, SCALAR)
        const len = this.ev.sizes.partLength(e, ctx) ?? this.ev.sizes.lenOf(recv, ctx) ?? ONE
        const ds: DsKind =
          /^(join|toString|String|substring|substr|lower|upper|strip|trim|trimEnd|trimStart|toLowerCase|toUpperCase|replace|repeat)$/.test(
            name,
          )
            ? 'string'
            : recvShape.ds === 'string' && /^(slice)$/.test(name)
              ? 'string'
              : 'array'
        if (name === 'join' && this.ev.language === 'python') {
          const srcLen = a0 ? (this.ev.sizes.lenOf(a0, ctx) ?? ONE) : ONE
          return collShape('string', srcLen, SCALAR, this.ev.sizes.allocate(e, 'join', 'string', srcLen, ctx))
        }
        // `Array(m).fill(0).map(() => Array(n).fill(0))`: rows made by the callback, one per element.
        const made = name === 'map' ? this.callbackRow(a0, ctx) : null
        if (made && made.kind === 'coll' && made.alloc)
          return collShape(
            'array',
            len,
            made,
            this.ev.sizes.allocate(e, name, 'array', len, ctx, this.ev.sizes.sizeOfShape(made)),
          )
        const mapped = name === 'map' ? callbackValue(a0) : null
        const small =
          (mapped !== null && madeSmall(mapped)) || (name === 'map' && this.namesNumberFunction(a0, ctx))
        return collShape(
          ds,
          len,
          ds === 'string' || small ? SCALAR : recvShape.elem,
          this.ev.sizes.allocate(
            e,
            name,
            ds,
            len,
            ctx,
            ds === 'string' || this.sharesElements(name) || (name === 'map' && mapsToValues(a0)) || small
              ? ONE
              : this.sizeOfElem(recvShape),
          ),
        )
      }
      if (
        /^(get|getOrDefault|pop|popleft|poll|pollFirst|pollLast|peek|peekFirst|peekLast|top|front|back|remove|removeFirst|removeLast|first|last|at|charAt|getFirst|getLast|shift|setdefault|computeIfAbsent)$/.test(
          name,
        )
      ) {
        return recvShape.elem
      }
      // C++'s `auto it = m.find(key)` points at one entry of the map: `it->second` is its value.
      if (
        name === 'find' &&
        this.ev.language === 'cpp' &&
        (recvShape.ds === 'map' || recvShape.ds === 'sorted')
      )
        return { kind: 'coll', ds: 'array', len: ONE, elem: recvShape.elem, alloc: null, entry: true }
      if (/^(size|length|count|index|indexOf|find)$/.test(name))
        return intShape(this.ev.sizes.lenOf(recv, ctx) ?? ONE)
    }
    if (/^(length|size|count)$/.test(name)) {
      const len = this.ev.sizes.lenOf(recv, ctx)
      return len ? intShape(len) : SCALAR
    }
    if (/^(toString|substring|toLowerCase|toUpperCase|trim|trimEnd|trimStart|join|repeat)$/.test(name)) {
      const digits = name === 'toString' && recv ? this.digitsOf(recv, ctx) : null
      return collShape('string', digits ?? this.ev.sizes.lenOf(recv, ctx) ?? ONE)
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
      const k = this.ev.sizes.mag(a0, ctx) ?? ONE
      return collShape('array', k, SCALAR, this.ev.sizes.allocate(e, name, 'array', k, ctx))
    }
    return UNKNOWN
  }

  /** `min(m, n)` keeps both sizes as the ones it is the smaller of; other calls are just their magnitude. */
  smallerOf(e: Expr & { kind: 'call' }, m: BigO, ctx: FnCtx): Shape {
    if (!/^(min|Min)$/.test(calleeName(e) ?? '') || e.args.length < 2) return intShape(m)
    const sizes = e.args.map((a) => this.ev.sizes.mag(a, ctx))
    if (sizes.some((x) => !x || isConstant(x))) return intShape(m)
    return { kind: 'int', mag: m, least: sizes as BigO[] }
  }

  /** `Arrays.stream(a).boxed().filter(...)`, `list.stream()`, `IntStream.range(0, n)`: the source's length. */
  streamLength(e: Expr, ctx: FnCtx): BigO | null {
    let cur = e
    while (cur.kind === 'call') {
      const name = calleeName(cur) ?? ''
      const recv = receiverOf(cur)
      const path = recv ? pathOf(recv) : null
      if (path === 'Arrays' && name === 'stream' && cur.args[0]) return this.ev.sizes.lenOf(cur.args[0], ctx)
      if (path === 'Stream' && name === 'of' && cur.args.length === 1 && cur.args[0])
        return this.ev.sizes.lenOf(cur.args[0], ctx)
      if (/^(Int|Long)Stream$/.test(path ?? '') && /^range(Closed)?$/.test(name) && cur.args[1])
        return this.ev.sizes.mag(cur.args[1], ctx)
      if (!recv) return null
      if (name === 'stream' || name === 'chars') return this.ev.sizes.lenOf(recv, ctx)
      if (
        !/^(boxed|map|mapToObj|mapToInt|mapToLong|mapToDouble|asLongStream|asDoubleStream|filter|sorted|distinct|peek|parallel)$/.test(
          name,
        )
      )
        return null
      cur = recv
    }
    return null
  }

  /** `for p in permutations(nums)`: tuples of r of the elements, or of all of them, as many as there are. */
  private itertoolsTuples(e: Expr & { kind: 'call' }, name: string, ctx: FnCtx): Shape | null {
    const a0 = e.args[0]
    if (this.ev.language !== 'python' || !a0) return null
    if (!/^(permutations|combinations|combinations_with_replacement)$/.test(name)) return null
    const source = this.shapeOf(a0, ctx)
    const r = e.args[1]
    const unpacked = this.unpackedItems.get(e) ?? 0
    const width =
      unpacked > 0 ? ONE : r ? (this.ev.sizes.mag(r, ctx) ?? ONE) : (this.ev.sizes.lenOf(a0, ctx) ?? ONE)
    const count = tupleCount(e, this.ev.loops.oracle(ctx), unpacked) ?? ONE
    // Made lazily, one tuple at a time: the tuple in hand is what is held.
    const tuple = collShape(
      'array',
      width,
      source.kind === 'coll' ? source.elem : SCALAR,
      this.ev.sizes.allocate(e, name, 'array', width, ctx),
    )
    return collShape('array', count, tuple)
  }

  /** A collection the lambda of a stream's `mapToObj`/`map` step builds for each element, if any. */
  private streamedRow(e: Expr, ctx: FnCtx): Shape | null {
    for (let cur = e; cur.kind === 'call';) {
      const recv = receiverOf(cur)
      if (!recv) return null
      if (/^(mapToObj|map)$/.test(calleeName(cur) ?? '')) {
        const value = callbackValue(cur.args[0])
        const shape = value && value.kind === 'call' ? this.shapeOf(value, ctx) : null
        if (shape?.kind === 'coll' && shape.alloc) return shape
      }
      cur = recv
    }
    return null
  }

  /** One node of a class the file uses but does not define (`ListNode(digit)` on LeetCode). */
  nodeObject(e: Expr, name: string, ctx: FnCtx): Shape {
    const shape: Shape = { kind: 'obj', cls: name }
    this.ev.sizes.objectAlloc.set(shape, this.ev.sizes.allocate(e, name, 'unknown', ONE, ctx))
    return shape
  }

  lengthField(obj: Expr & { kind: 'collection' }, ctx: FnCtx): BigO | null {
    for (let i = 0; i + 1 < obj.elements.length; i += 2) {
      const k = obj.elements[i]
      if (k && k.kind === 'name' && k.name === 'length')
        return this.ev.sizes.mag(obj.elements[i + 1] as Expr, ctx)
    }
    return null
  }

  /** `words.map(toMask)`: a function of the file, passed by name, declared to return a number. */
  namesNumberFunction(cb: Expr | undefined, ctx: FnCtx): boolean {
    if (cb?.kind !== 'name') return false
    const v = ctx.scope.lookup(cb.name)
    const fn =
      v?.shape.kind === 'func'
        ? v.shape.fn
        : this.ev.program.functions.find((f) => f.name === cb.name && f.parentId === null)
    const declared = fn
      ? (fn.returnType ?? jsDocTypes(fn, this.ev.program.comments).get('@return') ?? null)
      : null
    const t = classifyType(declared)
    return t.kind === 'int' || t.kind === 'scalar'
  }

  /**
   * What a recursive call returns, seen from inside the recursion: a serialisation of the subtree it is
   * handed (a string as long as the subtree has nodes) when the function returns the string it builds
   * from its own calls' results; unknown otherwise.
   */
  private serialisation(call: Expr & { kind: 'call' }, ctx: FnCtx): Shape {
    const arg = call.args.find((a) => this.shapeOf(a, ctx).kind === 'node')
    const node = arg ? this.shapeOf(arg, ctx) : null
    return node?.kind === 'node' && !isConstant(node.size) ? collShape('string', node.size, SCALAR) : UNKNOWN
  }

  /** The shape a user function returns, read from its return statements without charging their cost. */
  returnShape(fn: FunctionIR, call: Expr & { kind: 'call' }, ctx: FnCtx): Shape {
    if (isGenerator(fn)) {
      // What a generator produces, as many values as the steps of its run (known once it was run).
      const steps = this.ev.generated.get(call)
      return steps ? collShape('unknown', steps, SCALAR) : UNKNOWN
    }
    const returned: Expr[] = []
    walkStmts(fn.body, (s) => {
      if (s.kind === 'return' && s.value) returned.push(s.value)
    })
    if (this.ev.callStack.includes(fn) && buildsFromOwnResults(fn, returned)) {
      return this.serialisation(call, ctx)
    }
    // `inner = parse()` inside a parser that reads on from a shared position: what the inner call read,
    // no more than the input, in the collection kind the function returns.
    const bound = ctx.recursion?.fn === fn ? ctx.recursion.plan.resultBound : undefined
    if (bound) {
      const own = returned.map((r) => (r.kind === 'name' ? ctx.scope.lookup(r.name)?.shape : undefined))
      const coll = own.find((x) => x?.kind === 'coll')
      if (coll?.kind === 'coll') return collShape(coll.ds, bound, coll.elem)
    }
    // Ahead of the shape its return left: that allocation holds the one element a single call appends.
    const threaded = threadedAccumulator(fn, returned)
    if (threaded !== null) {
      const walked = call.args.map((a) => this.shapeOf(a, ctx)).find((x) => x.kind === 'node')
      if (walked?.kind === 'node' && !isConstant(walked.size)) return collShape('array', walked.size, SCALAR)
    }
    const built = this.ev.returned.get(fn)
    if (built) return built
    // A function that may return one of its parameters (`if len(nums) <= 1: return nums`) returns
    // something of that parameter's shape.
    const params = argumentParams(fn)
    for (const r of returned) {
      const i = r.kind === 'name' ? params.findIndex((p) => p.name === r.name) : -1
      const arg = i >= 0 ? call.args[i] : undefined
      if (arg) {
        const shape = this.shapeOf(arg, ctx)
        if (shape.kind === 'coll') return shape
      }
    }
    // `if lo == hi: return lists[lo]`: a function that may hand back one of k lists holding n nodes in
    // all returns a list of those nodes, whatever it merges them into on the way back.
    for (const r of returned) {
      if (r.kind !== 'index') continue
      const i = r.object.kind === 'name' ? params.findIndex((p) => p.name === nameOf(r.object)) : -1
      const arg = i >= 0 ? call.args[i] : i === -1 && r.object.kind === 'name' ? r.object : undefined
      const shape = arg ? this.shapeOf(arg, ctx) : UNKNOWN
      if (shape.kind === 'coll' && shape.elem.kind === 'node' && shape.elem.pooled) return shape.elem
    }
    if (this.ev.callStack.includes(fn) || this.ev.callStack.length >= MAX_CALL_DEPTH) return UNKNOWN
    const value = returned[returned.length - 1]
    if (!value) return UNKNOWN
    const scope = new Scope(ctx.scope, fn.className ?? ctx.scope.className)
    params.forEach((p, i) => {
      const arg = call.args[i]
      scope.define(p.name, { shape: arg ? this.shapeOf(arg, ctx) : UNKNOWN, depth: this.ev.frames.length })
    })
    if (value.kind === 'name') {
      const t = classifyType(fn.returnType)
      if (t.kind === 'int' || startsAsNumber(fn, value.name)) {
        const counted = this.ev.countedReturns.get(call)
        return counted ? intShape(counted) : CONSTANT_INT
      }
      if (t.kind === 'node')
        return { kind: 'node', struct: t.struct, size: this.ev.loops.anyNodeSize(ctx) ?? ONE }
    }
    const inner = this.ev.newCtx(fn, scope)
    // `return Arrays.stream(rows).map(...).collect(toList())`: as many elements as the stream's source.
    // Its memory is the callee's, charged where the callee runs; the caller only learns its length.
    const recv = value.kind === 'call' ? receiverOf(value) : null
    if (
      value.kind === 'call' &&
      recv &&
      this.ev.language === 'java' &&
      /^(collect|toList|toArray)$/.test(calleeName(value) ?? '')
    ) {
      const len = this.streamLength(recv, inner)
      if (len) return collShape('array', len, SCALAR)
    }
    const shape =
      value.kind === 'name' || value.kind === 'member' || value.kind === 'index' || isArithmetic(value)
        ? this.shapeOf(value, inner)
        : UNKNOWN
    return shape
  }
}

/**
 * `return str(node.val) + "," + serial(node.left) + "," + serial(node.right)` (or a name set to it): a
 * recursion that returns the string it builds from what its calls on the children return. A string
 * literal in the sum, or a string returned at the base case, tells it from `good + count(node.left)`.
 */
function buildsFromOwnResults(fn: FunctionIR, returned: Expr[]): boolean {
  const defs = definitions(fn.body)
  const isString = (x: Expr) => x.kind === 'literal' && x.type === 'string'
  const stringBase = returned.some(isString)
  return returned.some((r) => {
    const value = r.kind === 'name' ? (defs.get(r.name) ?? r) : r
    if (value.kind !== 'binary' || value.op !== '+') return false
    let own = false
    let text = stringBase
    walkExpr(value, (x) => {
      if (isSelfCall(x, fn)) own = true
      if (isString(x)) text = true
    })
    return own && text
  })
}

/**
 * `func inorder(root *TreeNode, out []int) []int { ...; out = inorder(root.Left, out); out = append(out,
 * root.Val); return inorder(root.Right, out) }`: a walk that threads one list through its calls, appending
 * to it, and returns it. The index of that parameter, or null.
 */
function threadedAccumulator(fn: FunctionIR, returned: Expr[]): number | null {
  const params = argumentParams(fn)
  for (let i = 0; i < params.length; i++) {
    const name = params[i]!.name
    const isAcc = (e: Expr | undefined) => e?.kind === 'name' && e.name === name
    const passedOn = returned.every((r) => isAcc(r) || (isSelfCall(r, fn) && isAcc(r.args[i])))
    if (!passedOn || !returned.some(isAcc)) continue
    let appends = false
    walkStmts(fn.body, (s) => {
      if (s.kind !== 'assign' || s.targets.length !== 1 || !isAcc(s.targets[0])) return
      const v = s.values[0]
      if (v?.kind === 'call' && calleeName(v) === 'append' && isAcc(v.args[0])) appends = true
    })
    if (appends) return i
  }
  return null
}

/**
 * `kept := nums[:0]` (or `nums[:1]`), then `kept = append(kept, x)`: Go's in-place filter appends into the
 * array it was cut from, so it stays within that array's length and takes no memory of its own.
 */
function cutForFilter(name: string, fn: FunctionIR): boolean {
  let cut = false
  walkStmts(fn.body, (st) => {
    if (cut || st.kind !== 'assign' || st.targets.length !== 1 || nameOf(st.targets[0]) !== name) return
    const v = st.values[0]
    const end = v?.kind === 'slice' && goSliceEnd(v, 'prefix')?.kind === 'name' ? v.parts[1] : undefined
    if (end?.kind === 'literal' && (end.value === 0 || end.value === 1)) cut = true
  })
  return cut
}

/** `let sum = 0` in an untyped function: the name it returns holds a number. */
function startsAsNumber(fn: FunctionIR, name: string): boolean {
  return fn.body.some(
    (s) =>
      s.kind === 'assign' &&
      s.op === '=' &&
      s.targets.length === 1 &&
      nameOf(s.targets[0]) === name &&
      s.values[0]?.kind === 'literal' &&
      s.values[0].type === 'number',
  )
}

/**
 * `right - left - 1`: arithmetic on names and numbers only, whose magnitude can be read without
 * allocating anything (a call or a literal list in it would be an allocation of its own).
 */
function isArithmetic(e: Expr): boolean {
  let plain = e.kind === 'binary' || e.kind === 'unary'
  walkExpr(e, (x) => {
    if (!/^(binary|unary|name|literal|member|index)$/.test(x.kind)) plain = false
  })
  return plain
}
