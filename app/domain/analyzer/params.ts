import { add, mul, ONE, sym, symbols as bigoSymbols, type BigO } from './bigo'
import {
  argumentParams,
  calleeName,
  nameOf,
  namesIn,
  pathOf,
  receiverOf,
  stmtExprs,
  walkBodyExprs,
  walkExpr,
  walkStmts,
  type Comment,
  type Expr,
  type FunctionIR,
  type Param,
  type ProgramIR,
} from './ir'
import { OBJECT_WALKS } from './library'
import { exprKey, NEIGHBOUR_LIST, sizedCollection } from './loops'
import { classifyType, collShape, intShape, SCALAR, UNKNOWN, type Shape, type TypeClass } from './shapes'

/**
 * Gives an entry function's parameters their sizes. Conventions: the first input is n and a second m
 * (a grid given first is m rows by n columns, as the problems state it), a parameter called k is k, a node count next to an edge list is V with
 * E edges, and a word handed to a trie or a design class (or the words in a list) has length L; a lone word
 * given to a solution is its input, n.
 */

export interface ParamBinding {
  name: string
  shape: Shape
  /** How the size was chosen, for explanations: "n = length of nums". */
  description: string
  /** The size symbols this parameter introduces. */
  symbols: string[]
  /** Those of its symbols given by position (n, then m ...) rather than by its own name (k, V). */
  positional: string[]
  /** A size this number is proven not to exceed, by a guard that returns early otherwise. */
  atMost?: string
}

type Role =
  | { kind: 'int' }
  | { kind: 'string' }
  | { kind: 'word' }
  | { kind: 'seq' }
  | { kind: 'words' }
  /** Heads of k linked lists holding n nodes in all (merge k sorted lists). */
  | { kind: 'lists' }
  /** `square`: the code never measures or walks a row on its own, so rows and columns are one size. */
  | { kind: 'grid'; square: boolean }
  /** k rows of their own lengths holding n values in all (merge k sorted arrays): not a grid. */
  | { kind: 'jagged' }
  | { kind: 'pairs'; edges: boolean }
  /** `graph[u]` lists u's neighbours: V lists holding E entries in all. */
  | { kind: 'adjacency' }
  | { kind: 'node'; struct: 'list' | 'tree' | 'graph' | 'unknown' }
  | { kind: 'map' }
  | { kind: 'scalar' }
  | { kind: 'self' }

const SELF_NAMES = new Set(['self', 'this', 'cls'])
const RESERVED = new Set(['n', 'm', 'k'])
const POOL = ['n', 'm', 'p', 'q', 'r', 's', 't', 'u', 'w']

// `M` (a friendship matrix) but not `m`, which is a count (uniquePaths(m, n)).
const GRID_NAME =
  /^([Gg]rid|[Mm]atrix|[Bb]oard|mat|[Ii]mage|maze|land|rooms|heights|picture|field|box|isConnected|M)$/
const EDGE_NAME = /edge|prereq|connection|road|flight|^times$|dislike|trust|relation|link|tickets/i
const NODE_COUNT_NAME =
  /^(n|N|numCourses|num_courses|numNodes|num_nodes|nodes|vertices|numVertices|num_vertices|V|numCities|cities)$/
const WORD_NAME = /^(word|prefix|key)$/
/** A parameter naming one node of a graph given beside it: where a search starts or ends. */
const NODE_ID_NAME =
  /^(source|src|destination|dest|dst|target|start|end|node|startNode|endNode|begin|origin|headID|sourceNode|targetNode)$/
const ADJACENCY_NAME = /^(graph|adj|adjList|adj_list|adjacency|adjacencyList|neighbors|neighbours)$/
const INT_NAME =
  /^(n|m|k|target|amount|num|x|y|val|value|capacity|limit|total|sum|count|numRows|rowIndex|low|high|start|end|left|right|h|steps|size|cap)$/i
const STRING_NAME =
  /^(s|t|str|text|word\d|text\d|s\d|pattern|p|digits|num\d|path|sentence|password|command|jewels|stones|ransomNote|magazine|haystack|needle|columnTitle)$/
const SEQ_NAME =
  /^(nums\d?|arr\d?|array|a|b|prices|height|heights|temperatures|coins|piles|candidates|stones|cost|costs|ratings|deck|intervals|points|weights|values|gas|tasks|people|citations|numbers|digits|letters|list|items|data|sticks|asteroids|target)$/
const STRING_METHOD =
  /^(split|charAt|charCodeAt|codePointAt|substring|substr|toLowerCase|toUpperCase|trim|trimStart|trimEnd|startsWith|endsWith|padStart|padEnd|localeCompare|isdigit|isalpha|isalnum|lower|upper|strip|lstrip|rstrip)$/
const ARRAY_METHOD =
  /^(slice|sort|reverse|push|pop|shift|unshift|splice|join|flat|fill|toSorted|toReversed|copyWithin|findLast|findLastIndex)$/
const WORDS_NAME =
  /^(words|strs|wordDict|wordList|dictionary|sentences|tokens|names|emails|logs|bank|products)$/
const TREE_NAME = /^(root\d?|tree|subRoot|p|q)$/
const LIST_NAME = /^(head\d?|l\d|list\d|node|headA|headB)$/
const LISTS_NAME = /^(lists|heads)$/
// `arrays`, `sortedLists`, `arrs`, and a 2-D `nums`: k lists of their own lengths, as such problems name them.
const JAGGED_NAME = /^(nums|(\w*[a-z_])?([Ll]ists|[Aa]rrays|[Aa]rrs))$/

/** JSDoc `@param {number[]} nums` tags in the comment just above a function; `@return` under that key. */
export function jsDocTypes(fn: FunctionIR, comments: Comment[]): Map<string, string> {
  const out = new Map<string, string>()
  const doc = comments.find(
    (c) => c.endLine >= fn.line - 2 && c.endLine <= fn.line && c.text.startsWith('/**'),
  )
  if (!doc) return out
  for (const m of doc.text.matchAll(/@param\s+\{([^}]+)\}\s+\[?([A-Za-z_$][\w$]*)/g)) {
    const type = (m[1] as string).trim()
    // `{any}`, `{*}`, `{Object}`: no type to speak of (an Object is any JSON value, a dict as often as
    // not); how the code uses the value says what it is.
    if (/^(any|\*|unknown|Object|object)$/.test(type)) continue
    out.set(m[2] as string, type)
  }
  const returned = /@returns?\s+\{([^}]+)\}/.exec(doc.text)
  if (returned) out.set('@return', (returned[1] as string).trim())
  return out
}

interface Usage {
  length: boolean
  index: boolean
  /** Indexed with something other than a literal (`xs[i]`, not only `pos[0]`, `pos[1]`). */
  indexVariable: boolean
  index2: boolean
  /** `a[i][j]` rather than only `a[i][0]`, `a[i][1]`: the rows are walked, not read as fixed pairs. */
  index2Variable: boolean
  innerLength: boolean
  /** `len(grid[0])`, `grid[0].length`: the column count read off the first row, as a grid's code does. */
  firstRowLength: boolean
  /** A row is walked as a list (`for x in grid[i]`, `for (int x : row)` over `for row in grid`). */
  rowIterated: boolean
  /**
   * A row under its own name (`for row in grid`, `row = grid[r]`) indexed with a variable or measured.
   * Only whether rows and columns are one size reads these: a name bound to an element may as well be a
   * word of a list of words, whose role the direct uses decide.
   */
  rowIndexed: boolean
  rowMeasured: boolean
  destructured: boolean
  iterated: boolean
  /**
   * Walked with each element's position (`enumerate(xs)`, `xs.forEach((x, i) => ...)`, Go's
   * `for i, x := range xs`): the positions mean something, as when entry i belongs to the i-th thing.
   */
  positioned: boolean
  arithmetic: boolean
  members: Set<string>
}

function emptyUsage(): Usage {
  return {
    length: false,
    index: false,
    indexVariable: false,
    index2: false,
    index2Variable: false,
    innerLength: false,
    firstRowLength: false,
    rowIterated: false,
    rowIndexed: false,
    rowMeasured: false,
    destructured: false,
    positioned: false,
    iterated: false,
    arithmetic: false,
    members: new Set(),
  }
}

/**
 * `return walk(nestedList, 1)`, `return can_reorder(arr)`: a parameter the function only hands to a
 * function written inside it, or to another function or method of the file, is used the way that
 * function uses its own parameter there (walked, measured, indexed).
 */
function handedToNested(
  fn: FunctionIR,
  nested: FunctionIR[],
  program: ProgramIR,
  usages: Map<string, Usage>,
): void {
  walkBodyExprs(fn.body, (e) => {
    if (e.kind !== 'call') return
    const own = e.callee.kind === 'member' && SELF_NAMES.has(nameOf(e.callee.object) ?? '')
    const name = e.callee.kind === 'name' ? e.callee.name : own ? calleeName(e) : null
    if (!name) return
    const inner =
      nested.find((f) => f.name === name) ??
      program.functions.find(
        (f) =>
          f !== fn &&
          f.name === name &&
          !f.isLambda &&
          f.parentId === null &&
          (own ? f.className === fn.className : f.className === null),
      )
    if (!inner) return
    const params = inner.params.filter(
      (q) => !SELF_NAMES.has(q.name) && !(q.type ?? '').startsWith('receiver:'),
    )
    e.args.forEach((a, i) => {
      const u = a.kind === 'name' ? usages.get(a.name) : undefined
      const q = params[i]
      if (!u || !q || u.iterated || u.length || u.index) return
      const theirs = usagesOf([q.name], [inner]).get(q.name)
      if (theirs) adoptUsage(u, theirs)
    })
  })
}

/**
 * `for _, row := range points[1:] { dp.push(row) }`, `newPointsDP(points[0])`: a row handed to another
 * function of the file that walks or measures its own parameter is a row of cells, so the parameter is a
 * grid rather than a list of fixed pairs.
 */
function rowsHandedOn(fns: FunctionIR[], program: ProgramIR, usages: Map<string, Usage>): void {
  const whole = (e: Expr): Usage | undefined => {
    const x = e.kind === 'slice' ? e.object : e
    return x.kind === 'name' ? usages.get(x.name) : undefined
  }
  const rows = new Map<string, Usage>()
  for (const fn of fns)
    walkStmts(fn.body, (st) => {
      if (st.kind !== 'loop' || st.loop.style !== 'each') return
      const u = whole(enumerated(st.loop.iter))
      // `for i, row in enumerate(points)`, Go's `for _, row := range points`: the row is the second name.
      const t = st.loop.target
      const target = t.kind === 'collection' && t.elements.length === 2 ? nameOf(t.elements[1]) : nameOf(t)
      if (u && target) rows.set(target, u)
    })
  const rowOf = (a: Expr): Usage | undefined =>
    a.kind === 'index' ? whole(a.object) : a.kind === 'name' ? rows.get(a.name) : undefined
  for (const fn of fns)
    walkBodyExprs(fn.body, (e) => {
      if (e.kind !== 'call') return
      const name =
        e.callee.kind === 'name' ? e.callee.name : e.callee.kind === 'member' ? e.callee.property : null
      const callee = program.functions.find((f) => f.name === name && !fns.includes(f))
      if (!callee) return
      const own = callee.params.filter(
        (q) => !SELF_NAMES.has(q.name) && !(q.type ?? '').startsWith('receiver:'),
      )
      e.args.forEach((a, i) => {
        const u = rowOf(a)
        const q = own[i]
        if (!u || !q) return
        const theirs = usagesOf([q.name], [callee]).get(q.name)
        if (theirs && (theirs.iterated || theirs.length)) {
          u.rowIterated = true
          u.innerLength = true
        }
      })
    })
}

/**
 * `IslandChecker checker(grid1, grid2)`, `new Walker(grid)`, `Helper(grid)`: a parameter the function only
 * hands to the constructor of a class of the file is used the way that constructor uses its own
 * parameter there (`m(g.size()), n(g[0].size())` measures a grid).
 */
function handedToConstructor(fn: FunctionIR, program: ProgramIR, usages: Map<string, Usage>): void {
  const constructorOf = (type: string): FunctionIR | undefined => {
    const name = type.replace(/<.*$|[*&\s]/g, '')
    if (!program.classes.some((c) => c.name === name)) return undefined
    return program.functions.find(
      (f) =>
        f.className === name &&
        (f.name === name || /^(__init__|constructor)$/.test(f.name)) &&
        f.body.length > 0,
    )
  }
  walkBodyExprs(fn.body, (e) => {
    const ctor =
      e.kind === 'new'
        ? constructorOf(e.type)
        : e.kind === 'call' && e.callee.kind === 'name'
          ? constructorOf(e.callee.name)
          : undefined
    if (!ctor || (e.kind !== 'new' && e.kind !== 'call')) return
    const own = ctor.params.filter((q) => !/^(self|this)$/.test(q.name))
    e.args.forEach((a, i) => {
      const u = a.kind === 'name' ? usages.get(a.name) : undefined
      const q = own[i]
      if (!u || !q || u.iterated || u.length || u.index) return
      const theirs = usagesOf([q.name], [ctor]).get(q.name)
      if (theirs) adoptUsage(u, theirs)
    })
  })
}

/** A parameter handed on is used as the function it is handed to uses its own. */
function adoptUsage(u: Usage, theirs: Usage): void {
  for (const key of [
    'iterated',
    'length',
    'index',
    'indexVariable',
    'innerLength',
    'firstRowLength',
    'index2',
    'index2Variable',
    'rowIterated',
    'rowMeasured',
    'rowIndexed',
  ] as const)
    if (theirs[key]) u[key] = true
  for (const m of theirs.members) u.members.add(m)
}

/** How the bodies use each of the given names, read in one pass over their expressions. */
function usagesOf(names: string[], fns: FunctionIR[], followCopies = true): Map<string, Usage> {
  const out = new Map(names.map((n) => [n, emptyUsage()]))
  const of = (e: Expr | null | undefined): Usage | undefined =>
    e && e.kind === 'name' ? out.get(e.name) : undefined
  // `for row in grid`, `for r, row in enumerate(grid)`: `row` is a row of grid under its own name.
  const rows = new Map<string, Usage>()
  const rowOf = (e: Expr | null | undefined): Usage | undefined =>
    e && e.kind === 'index' ? of(e.object) : undefined
  const aliasOf = (e: Expr | null | undefined): Usage | undefined =>
    e && e.kind === 'name' ? rows.get(e.name) : undefined
  const copies = new Map<string, string>()
  for (const fn of fns) {
    walkBodyExprs(fn.body, (e, stmt) => {
      if (e.kind === 'member') {
        const u = of(e.object)
        if (u) {
          u.members.add(e.property)
          if (/^(length|size|len)$/.test(e.property)) u.length = true
        }
        if (/^(length|size)$/.test(e.property)) {
          const alias = aliasOf(e.object)
          if (alias) alias.rowMeasured = true
        }
        const row = rowOf(e.object)
        if (row && /^(length|size)$/.test(e.property)) {
          row.innerLength = true
          if (isFirstRow(e.object)) row.firstRowLength = true
        }
      } else if (e.kind === 'call') {
        const callee = e.callee
        if (callee.kind === 'name' && callee.name === 'len') {
          const u = of(e.args[0])
          if (u) u.length = true
          const alias = aliasOf(e.args[0])
          if (alias) alias.rowMeasured = true
          const row = rowOf(e.args[0])
          if (row) {
            row.innerLength = true
            if (isFirstRow(e.args[0])) row.firstRowLength = true
          }
        }
        // `maze[r].charAt(c)`: a row of strings read at a column, as `maze[r][c]` is.
        if (callee.kind === 'member' && callee.property === 'charAt') {
          const row = rowOf(callee.object)
          if (row) {
            row.index2 = true
            if (e.args[0]?.kind !== 'literal') row.index2Variable = true
          }
        }
        // `grid.every((row) => row.every(...))`: the callback's first parameter is a row, walked on its own.
        if (callee.kind === 'member' && ITERATING.test(callee.property)) {
          const whole = of(callee.object)
          // `list1.map((name, i) => ...)` walks the parameter as a loop would.
          if (whole) whole.iterated = true
          const cb = e.args[0]
          if (whole && cb?.kind === 'lambda' && cb.fn.params.length >= 2) whole.positioned = true
          const first = cb?.kind === 'lambda' ? cb.fn.params[0] : undefined
          if (whole && first) rows.set(first.name, whole)
          const row = rowOf(callee.object) ?? aliasOf(callee.object)
          if (row) row.rowIterated = true
        }
        // `Counter(arr)`, `sorted(arr)`, `heapq.heapify(arr)`: a builtin that walks what it is given.
        const builtin =
          callee.kind === 'name'
            ? callee.name
            : callee.kind === 'member' && /^(heapq|collections|itertools)$/.test(nameOf(callee.object) ?? '')
              ? callee.property
              : null
        if (builtin && WALKING_BUILTIN.test(builtin)) {
          // `max(a, b)` compares two values, `max(a)` walks a list; `nsmallest(k, points)` walks its second
          // argument and `zip` all of them.
          const walked =
            builtin === 'zip'
              ? e.args
              : /^(nlargest|nsmallest)$/.test(builtin)
                ? e.args.slice(1, 2)
                : /^(max|min|sum)$/.test(builtin) && e.args.length > 1
                  ? []
                  : e.args.slice(0, 1)
          for (const a of walked) {
            const u = of(a)
            if (u) u.iterated = true
          }
        }
        // `Object.keys(obj)`, `Object.entries(counts)`: an object walked for its keys holds entries.
        if (
          callee.kind === 'member' &&
          nameOf(callee.object) === 'Object' &&
          OBJECT_WALKS.test(callee.property)
        ) {
          const u = of(e.args[0])
          if (u) u.iterated = true
        }
        if (callee.kind === 'name' && /^(range|Array|make)$/.test(callee.name))
          for (const a of e.args) {
            const u = of(a)
            if (u) u.arithmetic = true
          }
      } else if (e.kind === 'index') {
        const u = of(e.object)
        if (u) u.index = true
        if (u && e.index.kind !== 'literal') u.indexVariable = true
        const alias = aliasOf(e.object)
        if (alias && e.index.kind !== 'literal') alias.rowIndexed = true
        const row = rowOf(e.object)
        if (row) {
          row.index2 = true
          if (e.index.kind !== 'literal') row.index2Variable = true
        }
      } else if (e.kind === 'new') {
        // `new Set(arr)`, `new ArrayList<>(list)`: a collection made from the parameter walks it.
        if (
          /^(Set|Map|HashSet|TreeSet|LinkedHashSet|ArrayList|LinkedList|ArrayDeque|PriorityQueue|HashMap|TreeMap)$/.test(
            e.type.replace(/<.*$/, ''),
          )
        )
          for (const a of e.args) {
            const u = of(a)
            if (u) u.iterated = true
          }
        // `new Array(rows)`, `new int[n]`: a size given to an allocation is a number.
        for (const a of [...e.args, ...e.dims]) {
          const u = of(a)
          if (u && /^(Array|\w*\[\]|int|long|boolean|char|double)$/.test(e.type.replace(/<.*$/, '')))
            u.arithmetic = true
        }
      } else if (e.kind === 'binary' && /^([-+*/%]|\/\/|<<|>>)$/.test(e.op)) {
        for (const side of [e.left, e.right]) {
          const u = of(side)
          if (u) u.arithmetic = true
        }
      } else if (e.kind === 'binary' && /^(<|<=|>|>=)$/.test(e.op)) {
        const plain = (x: Expr) => x.kind === 'name' || x.kind === 'literal'
        const l = of(e.left)
        const r = of(e.right)
        if (l && plain(e.right)) l.arithmetic = true
        if (r && plain(e.left)) r.arithmetic = true
      }
      // `sum(x * 2 for x in nums)`: a comprehension walks what its clauses range over.
      if (e.kind === 'comprehension')
        for (const clause of e.clauses) {
          const u = of(enumerated(clause.iter))
          if (u) u.iterated = true
        }
      // `for t, a, b in sorted(logs, key=...)`: a sorted or reversed copy walks the list all the same.
      const walk = stmt.kind === 'loop' && stmt.loop.style === 'each' ? stmt.loop : null
      const ordered =
        walk && e === walk.iter && e.kind === 'call' && /^(sorted|reversed)$/.test(nameOf(e.callee) ?? '')
          ? of(e.args[0])
          : undefined
      if (walk && ordered) {
        ordered.iterated = true
        if (walk.target.kind === 'collection') ordered.destructured = true
      }
      if (stmt.kind === 'loop' && stmt.loop.style === 'each' && e === stmt.loop.iter) {
        const iter = enumerated(stmt.loop.iter)
        const u = of(iter)
        if (u) {
          u.iterated = true
          const target = stmt.loop.target
          if (target.kind === 'collection' && iter === stmt.loop.iter && !stmt.loop.indexed)
            u.destructured = true
          // enumerate(xs) and a forEach callback's index (normalised to enumerate), Go's `i, x := range`.
          const index = target.kind === 'collection' ? target.elements[0] : undefined
          if ((iter !== stmt.loop.iter || stmt.loop.indexed) && index?.kind === 'name' && index.name !== '_')
            u.positioned = true
        }
        const row = rowOf(iter) ?? aliasOf(iter)
        if (row) row.rowIterated = true
        const alias =
          iter !== stmt.loop.iter || stmt.loop.indexed
            ? stmt.loop.target.kind === 'collection' && stmt.loop.target.elements.length === 2
              ? stmt.loop.target.elements[1]
              : undefined
            : stmt.loop.target
        const whole = of(iter)
        if (whole && alias?.kind === 'name') rows.set(alias.name, whole)
      }
      // `let n = columnNumber` among the function's own statements (not a loop's counter starting from a
      // bound): the copy is worked on in its place.
      if (
        stmt.kind === 'assign' &&
        fn.body.includes(stmt) &&
        stmt.values.length === 1 &&
        e === stmt.values[0] &&
        e.kind === 'name'
      ) {
        const target = stmt.targets.length === 1 ? stmt.targets[0] : undefined
        if (of(e) && target?.kind === 'name' && !out.has(target.name)) copies.set(target.name, e.name)
      }
      // `row = matrix[r]`
      if (stmt.kind === 'assign' && stmt.values.length === 1 && e === stmt.values[0] && e.kind === 'index') {
        const target = stmt.targets.length === 1 ? stmt.targets[0] : undefined
        const whole = of(e.object)
        if (whole && target?.kind === 'name') rows.set(target.name, whole)
      }
    })
  }
  // `number //= 5`, `n -= 1`: a name taken down in place is a number worked through (its digits, its
  // halvings). One only raised (`original *= 2`) may be a value looked for.
  for (const fn of fns)
    walkStmts(fn.body, (st) => {
      if (st.kind !== 'assign' || !/^([-/%]|\/\/|>>>?)=$/.test(st.op)) return
      for (const t of st.targets) {
        const u = of(t)
        if (u) u.arithmetic = true
      }
    })
  // A number computed with under a copy's name (`n -= 1`, `n / 26`) is computed with all the same.
  if (followCopies && copies.size > 0) {
    const copied = usagesOf([...copies.keys()], fns, false)
    for (const [copy, original] of copies) {
      const u = out.get(original)
      if (u && copied.get(copy)?.arithmetic) u.arithmetic = true
    }
  }
  return out
}

function roleOf(p: Param, declared: TypeClass, usage: Usage): Role {
  const name = p.name
  if (SELF_NAMES.has(name) || (p.type ?? '').startsWith('receiver:')) return { kind: 'self' }
  switch (declared.kind) {
    case 'int':
      return { kind: 'int' }
    case 'scalar':
      return { kind: 'scalar' }
    case 'string':
      return WORD_NAME.test(name) ? { kind: 'word' } : { kind: 'string' }
    case 'map':
    case 'set':
      return { kind: 'map' }
    case 'node':
      return {
        kind: 'node',
        struct: declared.struct === 'unknown' ? structFromMembers(usage.members) : declared.struct,
      }
    case 'seq':
      if (declared.dims >= 2) return twoDimensional(name, usage)
      // `grid []string` read as `grid[r][c]`: rows of characters, an m x n grid as the problem states it.
      if (declared.leaf === 'string')
        return GRID_NAME.test(name) && usage.index2 ? twoDimensional(name, usage) : { kind: 'words' }
      if (declared.leaf === 'list' && declared.dims === 1) return { kind: 'lists' }
      return { kind: 'seq' }
    default:
      break
  }
  // Untyped: read the name and how the body uses the parameter.
  if (usage.members.has('left') || usage.members.has('right') || TREE_NAME.test(name)) {
    if (!usage.length && !usage.index) return { kind: 'node', struct: 'tree' }
  }
  if (usage.members.has('neighbors')) return { kind: 'node', struct: 'graph' }
  if (usage.members.has('next') || (LIST_NAME.test(name) && !usage.length && !usage.index && !usage.iterated))
    return { kind: 'node', struct: 'list' }
  if (usage.index2 || usage.innerLength || GRID_NAME.test(name) || EDGE_NAME.test(name))
    return twoDimensional(name, usage)
  if (ADJACENCY_NAME.test(name) && usage.rowIterated) return { kind: 'adjacency' }
  if (WORDS_NAME.test(name)) return { kind: 'words' }
  if (LISTS_NAME.test(name) && !usage.index2) return { kind: 'lists' }
  if (WORD_NAME.test(name)) return { kind: 'word' }
  if (STRING_NAME.test(name) && !INT_NAME.test(name)) return { kind: 'string' }
  // `equation.split('=')`, `email.toLowerCase()`: methods only a string has.
  if ([...usage.members].some((m) => STRING_METHOD.test(m))) return { kind: 'string' }
  // `scores.slice().sort(...)`, `items.join(',')`, `stack.push(x)`: methods of a list.
  if ([...usage.members].some((m) => ARRAY_METHOD.test(m))) return { kind: 'seq' }
  if (usage.length || usage.index || usage.iterated) return { kind: 'seq' }
  // `gcd(a, b)` with `a % b`: a name that often holds an array is a number when the body only does
  // arithmetic on it.
  if (SEQ_NAME.test(name) && !usage.arithmetic) return { kind: 'seq' }
  // `numCourses` beside `prerequisites`: a count of nodes, even when the body only compares it.
  if (usage.arithmetic || INT_NAME.test(name) || NODE_COUNT_NAME.test(name)) return { kind: 'int' }
  return { kind: 'scalar' }
}

/**
 * `PolyNode poly1` where the file declares `class PolyNode { int coefficient, power; PolyNode next; }`: a
 * node of the file's own class, a list node by its `next` link (a tree node by `left` and `right`), whatever
 * the class is called.
 */
function nodeOfOwnClass(declared: TypeClass, typeText: string | null, program: ProgramIR): TypeClass {
  // `Optional['Node']`: a node of unknown links until the class says which.
  const refinable = declared.kind === 'unknown' || (declared.kind === 'node' && declared.struct === 'unknown')
  if (!refinable || !typeText) return declared
  const name = typeText.replace(/[*&\s'"]|^const(?=[A-Z])|^Optional\[|\]$|\|None$|\|null$/g, '')
  const cls = program.classes.find((c) => c.name === name)
  if (!cls) return declared
  const fields = new Set<string>()
  for (const st of cls.fields)
    if (st.kind === 'assign') for (const t of st.targets) for (const n of namesIn(t)) fields.add(n)
  for (const fn of program.functions)
    if (fn.className === name)
      walkStmts(fn.body, (st) => {
        if (st.kind !== 'assign') return
        for (const t of st.targets)
          if (t.kind === 'member' && SELF_NAMES.has(nameOf(t.object) ?? '')) fields.add(t.property)
      })
  // Go's exported `Next`, `Left` and `Right` are the same links.
  const struct = structFromMembers(new Set([...fields].map((f) => f.toLowerCase())))
  return struct === 'unknown' ? declared : { kind: 'node', struct }
}

/** Python builtins and library functions that walk the collection they are given. */
const WALKING_BUILTIN =
  /^(Counter|set|frozenset|sorted|list|tuple|sum|max|min|heapify|deque|zip|reversed|any|all|accumulate|nlargest|nsmallest|OrderedDict)$/

/** Array methods that call back once per element. */
const ITERATING = /^(every|some|map|forEach|filter|reduce|find|findIndex|flatMap)$/

/** `enumerate(xs)` and `xs.entries()` walk xs. */
function enumerated(e: Expr): Expr {
  if (e.kind === 'call' && e.callee.kind === 'name' && e.callee.name === 'enumerate' && e.args[0])
    return e.args[0]
  if (
    e.kind === 'call' &&
    e.callee.kind === 'member' &&
    e.callee.property === 'entries' &&
    e.args.length === 0
  )
    return e.callee.object
  return e
}

function isFirstRow(e: Expr | undefined): boolean {
  return e?.kind === 'index' && e.index.kind === 'literal' && e.index.value === 0
}

function structFromMembers(members: Set<string>): 'list' | 'tree' | 'graph' | 'unknown' {
  if (members.has('left') || members.has('right')) return 'tree'
  if (members.has('next')) return 'list'
  // A `parent` link climbs a tree (LCA III's nodes); a list's back link is `prev`.
  if (members.has('parent')) return 'tree'
  if (members.has('neighbors') || members.has('children')) return 'graph'
  return 'unknown'
}

function twoDimensional(name: string, usage: Usage): Role {
  if (EDGE_NAME.test(name)) return { kind: 'pairs', edges: true }
  // `graph[i][j]` read at two counters is an adjacency matrix: a square grid, not lists to walk.
  if (ADJACENCY_NAME.test(name) && !usage.innerLength && !(usage.index2Variable && !usage.rowIterated))
    return { kind: 'adjacency' }
  if (JAGGED_NAME.test(name) && !usage.firstRowLength && (usage.index2Variable || usage.innerLength))
    return { kind: 'jagged' }
  // `intervals[i][0]`, `intervals[i][1]` only: a list of fixed-width records, not a grid.
  if (usage.index2 && !usage.index2Variable && !usage.innerLength && !GRID_NAME.test(name))
    return { kind: 'pairs', edges: false }
  // `for row in mat: for x in row`: rows walked as lists of their own, as a grid's are.
  if (GRID_NAME.test(name) || usage.innerLength || (usage.index2 && !usage.destructured))
    return {
      kind: 'grid',
      square:
        (usage.index2 || usage.rowIndexed) && !usage.innerLength && !usage.rowMeasured && !usage.rowIterated,
    }
  return { kind: 'pairs', edges: false }
}

/**
 * Binds every parameter of an entry function to a shape with its size symbols. Nested functions are
 * scanned too, since closures often do the work (`def dfs(r, c)` inside `numIslands(grid)`).
 */
export function bindParameters(
  fn: FunctionIR,
  program: ProgramIR,
  /** Positional symbols given another name: `m → n` when m turns out to be the only size. */
  renamed: ReadonlyMap<string, string> = new Map(),
): Map<string, ParamBinding> {
  const nested = program.functions.filter((f) => isInside(f, fn, program))
  const docTypes = jsDocTypes(fn, program.comments)
  // Parameters with a default (`hi = len(nums) - 1`) take their size from it when the function runs.
  const sized = fn.params.filter((p) => !p.defaultValue)
  // A grid handed between a class's methods under one name (`rooms`) is measured in one of them
  // (`cols = rooms[0].size()`) and walked in another: read as one, it is m by n in both.
  const siblings = fn.className
    ? program.functions.filter(
        (f) =>
          f !== fn &&
          f.className === fn.className &&
          f.params.some((p) => sized.some((q) => q.name === p.name)),
      )
    : []
  const usages = usagesOf(
    sized.map((p) => p.name),
    [fn, ...nested, ...siblings],
  )
  handedToNested(fn, nested, program, usages)
  handedToConstructor(fn, program, usages)
  rowsHandedOn([fn, ...nested], program, usages)
  // countVowelSubstrings(word): a lone word given to a solution is its input, of length n; L is the
  // length of a word a trie or another design class is handed.
  const designed = fn.className !== null && fn.className !== 'Solution'
  // A single character beside the word (`reversePrefix(word, ch)`) is no second text.
  const texts = sized.filter(
    (p) =>
      !SELF_NAMES.has(p.name) &&
      !/^(int|long|number|Integer|char|character|Character|rune|byte)$/.test(
        p.type ?? docTypes.get(p.name) ?? '',
      ),
  )
  const loneText = texts.length === 1
  const roles = sized.map((p) => {
    const typeText = p.type ?? docTypes.get(p.name) ?? null
    // LeetCode's interactive arrays (`ArrayReader reader`, `MountainArray mountainArr`): read one element
    // at a time through `get(i)`, but an array of n elements all the same.
    const interactive = /^(ArrayReader|MountainArray)$/.test((typeText ?? '').replace(/[*&\s'"]|const/g, ''))
    const given: Role = interactive
      ? { kind: 'seq' }
      : roleOf(
          p,
          nodeOfOwnClass(classifyType(typeText), typeText, program),
          usages.get(p.name) ?? emptyUsage(),
        )
    const role: Role =
      given.kind === 'word' && !designed && loneText
        ? { kind: 'string' }
        : given.kind === 'grid' &&
            !given.square &&
            !usages.get(p.name)?.innerLength &&
            !usages.get(p.name)?.rowMeasured &&
            statedSquare([fn, ...nested], p.name)
          ? { kind: 'grid', square: true }
          : given
    // `for (const [a, b] of invocations) calls[a].push(b)`: pairs that fill adjacency lists are edges,
    // whatever the problem calls them.
    const edges =
      ((role.kind === 'seq' || (role.kind === 'pairs' && !role.edges)) &&
        fillsAdjacency([fn, ...nested], p.name)) ||
      ((role.kind === 'pairs' || role.kind === 'seq' || role.kind === 'words') &&
        !(role.kind === 'pairs' && role.edges) &&
        unitesParts(program, p.name))
    return {
      param: p,
      role: edges ? ({ kind: 'pairs', edges: true } as const) : role,
      pairs: role.kind === 'pairs',
    }
  })

  const taken = new Set<string>()
  const bySymbol = new Map<string, string>()
  for (const { param, role } of roles) {
    if (role.kind === 'int' && RESERVED.has(param.name.toLowerCase()) && param.name.length === 1) {
      bySymbol.set(param.name, param.name.toLowerCase())
      taken.add(param.name.toLowerCase())
    }
  }
  const hasEdges = roles.some((r) => r.role.kind === 'pairs' && r.role.edges)
  const nodeCount = hasEdges
    ? roles.find((r) => r.role.kind === 'int' && NODE_COUNT_NAME.test(r.param.name))
    : undefined
  // `n = colors.length()` beside `edges` and no count of nodes: one entry per node, so its length is V.
  const perNode =
    hasEdges && nodeCount === undefined
      ? roles.find(
          (r) =>
            (r.role.kind === 'seq' || r.role.kind === 'string') &&
            measuredAsNodeCount([fn, ...nested], r.param.name),
        )
      : undefined
  // Edges alone that fill adjacency lists (treeDiameter(edges)) still make a graph: its nodes are the
  // ones the edges name. Pairs only unioned (redundant connection) or two trees side by side keep their
  // own lengths.
  const edgeLists = roles.filter((r) => r.role.kind === 'pairs' && r.role.edges)
  const edgesAlone =
    edgeLists.length === 1 && edgeLists[0]!.pairs && fillsAdjacency([fn, ...nested], edgeLists[0]!.param.name)
  const graphMode = hasEdges && (nodeCount !== undefined || perNode !== undefined || edgesAlone)
  const matrixGraph = roles.find(
    (r) => r.role.kind === 'grid' && r.role.square && ADJACENCY_NAME.test(r.param.name),
  )
  if (graphMode && nodeCount) {
    bySymbol.set(nodeCount.param.name, 'V')
    taken.delete(nodeCount.param.name.toLowerCase())
  }
  // levels(n, adj): beside adjacency lists, a count of nodes is their V.
  const adjacencyCount = roles.some((r) => r.role.kind === 'adjacency')
    ? roles.filter((r) => r.role.kind === 'int' && NODE_COUNT_NAME.test(r.param.name))
    : []
  if (!graphMode && adjacencyCount.length === 1) {
    const count = adjacencyCount[0]!.param.name
    bySymbol.set(count, 'V')
    taken.delete(count.toLowerCase())
  }

  /** The letter of the one integer parameter named n, m or k (a grid's side), if there is exactly one. */
  const lonePresetInt = (): string | null => {
    const ints = roles.filter((r) => r.role.kind === 'int')
    return ints.length === 1 ? (bySymbol.get(ints[0]!.param.name) ?? null) : null
  }
  let positional: string[] = []
  const next = (): string => {
    const s = POOL.find((x) => !taken.has(x)) ?? `n${taken.size}`
    taken.add(s)
    const named = renamed.get(s) ?? s
    positional.push(named)
    return named
  }

  // Sizes go to the inputs first (n, then m) and to plain numbers after them: in coinChange(coins,
  // amount) coins has n elements and amount is m; in minSubArrayLen(target, nums) nums is n.
  const ordered = [...roles].sort((a, b) => rank(a.role) - rank(b.role))
  const bound = new Map<string, ParamBinding>()
  // `Array.prototype.groupBy = function (fn) { for (const item of this) ... }`: a method added to the
  // language's arrays or strings works on `this`, the input, before any of its parameters.
  const extended = builtinExtended(fn, program)
  if (extended) {
    const s = next()
    bound.set('this', {
      name: 'this',
      shape: collShape(extended === 'String' ? 'string' : 'array', sym(s)),
      description: `${s} = length of the ${extended === 'String' ? 'string' : 'array'}`,
      symbols: [s],
      positional,
    })
    positional = []
  }
  // `if len(s) != len(t): return False` first: past it, both inputs have the same length.
  const equalTo = equalLengthGuards(fn)
  // `weights[i]` beside `values[i]`, `gas[i] - cost[i]`: arrays read at one index are one length.
  for (const [second, first] of parallelArrays(
    [fn, ...nested],
    roles.filter((r) => r.role.kind === 'seq' || r.role.kind === 'string').map((r) => r.param.name),
  ))
    if (!equalTo.has(second)) equalTo.set(second, first)
  const partnerSymbol = (name: string): string | null => {
    const partner = equalTo.get(name)
    const b = partner ? bound.get(partner) : undefined
    return b && b.shape.kind === 'coll' ? sizeSymbolFromBigO(b.shape.len) : null
  }
  // Three or more arrays side by side (fourSumCount(nums1, nums2, nums3, nums4)) have no letters of
  // their own in the usual statement: the problem gives them one length, n.
  // `startPos[0]`, `startPos[1]` only: a fixed pair, not one more array of the input's length.
  const fixedTuple = (name: string) => {
    const u = usages.get(name)
    return !!u && !u.indexVariable && onlyAtFixedPositions([fn, ...nested], name)
  }
  // Parallel arrays count once: two pairs read at their own indices (`landStart[i]` with
  // `landDuration[i]`, `waterStart[j]` with `waterDuration[j]`) are two lengths, m and n.
  const manySeqs =
    roles.filter((r) => r.role.kind === 'seq' && !fixedTuple(r.param.name) && !equalTo.has(r.param.name))
      .length >= 3
  let sharedSeqSymbol: string | null = null
  // minTaps(n, ranges), numOfMinutes(n, headID, manager, informTime): "n taps", "n employees", as the
  // problems state them. An array beside the count read by position (`ranges.forEach((r, i) => ...)`,
  // `informTime[id]`) holds one entry per thing counted. One only walked for its values (the m product
  // types beside n stores) or walked as records (`for [first, last, seats] of bookings`) keeps a count
  // of its own.
  // `m = primes.size()`: a list whose length the code keeps under another letter has a length of its own.
  const countedBy = (usage: Usage, name: string): string | null =>
    !graphMode &&
    !lengthKeptApart([fn, ...nested], name) &&
    (usage.index || usage.positioned) &&
    !usage.destructured &&
    roles.some((r) => r.role.kind === 'int' && r.param.name === 'n')
      ? 'n'
      : null
  // `grid1` and `grid2`, `img1` and `img2`: grids given side by side under one stem have one size.
  const gridsByStem = new Map<string, [string, string]>()
  const stemOf = (name: string) => /^(.*[A-Za-z_])\d+$/.exec(name)?.[1]
  // Square only when every grid of the stem reads as square (`grid1[r][c]` beside a measured `grid2`).
  const oblong = new Set(
    ordered.flatMap(({ param, role }) =>
      role.kind === 'grid' && !role.square && stemOf(param.name) ? [stemOf(param.name) as string] : [],
    ),
  )
  /** The grid among the parameters bound so far. */
  const gridBound = (): ParamBinding | null => {
    const r = roles.find((x) => x.role.kind === 'grid' && bound.has(x.param.name))
    return r ? (bound.get(r.param.name) ?? null) : null
  }
  for (const { param, role } of ordered) {
    const name = param.name
    const preset = bySymbol.get(name)
    positional = []
    let shape: Shape
    let description: string
    switch (role.kind) {
      case 'self':
        continue
      case 'int': {
        // leadsToDestination(n, edges, source, destination): beside a graph, a node is one of its V.
        if (!preset && ((graphMode && nodeCount) || adjacencyCount.length > 0) && NODE_ID_NAME.test(name)) {
          shape = intShape(sym('V'))
          description = `${name} is one of the V nodes`
          break
        }
        const s = preset ?? next()
        shape = intShape(sym(s))
        description = `${s} = ${name}`
        break
      }
      case 'scalar':
      case 'map':
        shape = role.kind === 'map' ? collShape('map', sym(preset ?? next())) : SCALAR
        description = `${name} is a single value`
        break
      case 'string': {
        if (perNode?.param === param) {
          shape = collShape('string', sym('V'))
          description = `V = number of nodes: ${name} has one entry per node`
          break
        }
        if (fixedFormat([fn, ...nested], name, program)) {
          shape = collShape('string', ONE)
          description = `${name} has a fixed format`
          break
        }
        const s = partnerSymbol(name) ?? next()
        shape = collShape('string', sym(s))
        description = `${s} = length of ${name}`
        break
      }
      case 'word':
        shape = collShape('string', sym('L'))
        description = `L = length of ${name}`
        break
      case 'seq': {
        if (perNode?.param === param) {
          shape = collShape('array', sym('V'))
          description = `V = number of nodes: ${name} has one entry per node`
          break
        }
        // Beside a node count and an edge list, a list whose values are put in a set or marked in a table
        // (`restricted`, `initial`) holds some of the nodes: V at most, as the problems state it.
        // Beside an adjacency matrix (`graph[i][j]`), such a list holds some of its n nodes.
        const matrix = matrixGraph ? bound.get(matrixGraph.param.name) : undefined
        const side = matrix?.shape.kind === 'coll' ? sizeSymbolFromBigO(matrix.shape.len) : null
        if (side && !partnerSymbol(name) && keysOfNodes([fn, ...nested], name)) {
          shape = collShape('array', sym(side))
          description = `${side} = number of nodes: ${name} holds some of the nodes`
          break
        }
        if (graphMode && !partnerSymbol(name) && keysOfNodes([fn, ...nested], name)) {
          shape = collShape('array', sym('V'))
          description = `V = number of nodes: ${name} holds some of the nodes`
          break
        }
        if (fixedTuple(name) && !partnerSymbol(name)) {
          shape = collShape('array', ONE)
          description = `${name} is read only at fixed positions`
          break
        }
        const s: string =
          partnerSymbol(name) ??
          sharedSeqSymbol ??
          countedBy(usages.get(name) ?? emptyUsage(), name) ??
          next()
        if (manySeqs) sharedSeqSymbol = s
        shape = collShape('array', sym(s))
        description = `${s} = length of ${name}`
        break
      }
      case 'words': {
        const s = next()
        if (fixedFormatItems([fn, ...nested], name, program)) {
          shape = collShape('array', sym(s), collShape('string', ONE))
          description = `${s} = number of ${name}, each of a fixed format`
          break
        }
        shape = collShape('array', sym(s), collShape('string', sym('L')))
        description = `${s} = number of ${name}, L = length of each word`
        break
      }
      case 'lists': {
        // As the problem states it: k lists, n nodes in all (each list holds at most n).
        taken.add('k')
        const s = next()
        shape = collShape('array', sym('k'), { kind: 'node', struct: 'list', size: sym(s), pooled: true })
        description = `k = number of lists in ${name}, ${s} = number of nodes in all`
        break
      }
      case 'jagged': {
        // As the problem states it: k lists, n values in all. `edges` carries the total, as for an
        // adjacency list, so a walk over every row's values counts n, not k times n.
        taken.add('k')
        const s = next()
        shape = {
          kind: 'coll',
          ds: 'array',
          len: sym('k'),
          elem: collShape('array', sym(s)),
          alloc: null,
          edges: sym(s),
        }
        description = `k = number of lists in ${name}, ${s} = number of values in all`
        break
      }
      case 'grid': {
        // As the problems state a grid, "an m x n grid": m rows and n columns when it takes both names.
        const stem = stemOf(name)
        const sibling = stem ? gridsByStem.get(stem) : undefined
        const square = role.square && !(stem && oblong.has(stem))
        const first = sibling ? sibling[0] : next()
        const second = sibling ? sibling[1] : square ? first : next()
        // Decided on the names before a renaming (a lone size called n), which swaps them back itself.
        const raw = (x: string) => [...renamed].find(([, v]) => v === x)?.[0] ?? x
        const [rows, cols] =
          !sibling && raw(first) === 'n' && raw(second) === 'm' ? [second, first] : [first, second]
        if (stem && !sibling) gridsByStem.set(stem, [rows, cols])
        shape = collShape('array', sym(rows), collShape('array', sym(cols)))
        description = square
          ? `${name} is ${rows} by ${rows}`
          : `${name} has ${rows} rows and ${cols} columns`
        break
      }
      case 'pairs': {
        // `for (const [r, c] of mines) arm[r][c] = 0` beside a grid side `n`: distinct cells, n^2 at most.
        const side = !role.edges && marksCells([fn, ...nested], name) ? lonePresetInt() : null
        if (side) {
          shape = collShape('array', sym(side, 2), collShape('array', ONE))
          description = `${name} holds cells of the ${side} x ${side} grid, ${side}^2 at most`
          break
        }
        // hitBricks(grid, hits) with `g[r][c] = 0` for each hit: cells of the grid beside it, m * n at most.
        const grid = !role.edges && marksCells([fn, ...nested], name) ? gridBound() : null
        if (grid && grid.shape.kind === 'coll' && grid.shape.elem.kind === 'coll') {
          shape = collShape('array', mul(grid.shape.len, grid.shape.elem.len), collShape('array', ONE))
          description = `${name} holds cells of ${grid.name}, as many as it has at most`
          break
        }
        const s = graphMode && role.edges ? 'E' : next()
        shape = collShape('array', sym(s), collShape('array', ONE))
        description = `${s} = number of ${name}`
        break
      }
      case 'adjacency':
        shape = {
          kind: 'coll',
          ds: 'array',
          len: sym('V'),
          elem: collShape('array', ONE),
          alloc: null,
          edges: sym('E'),
        }
        description = `V = number of nodes in ${name}, E = number of edges`
        break
      case 'node': {
        // removeNthFromEnd(head, n): n counts positions in the list, so the list's length is n too.
        const position =
          role.struct === 'list' &&
          roles.filter((r) => r.role.kind === 'node').length === 1 &&
          roles.some((r) => r.role.kind === 'int' && r.param.name === 'n')
        // lowestCommonAncestor(root, p, q), moveSubTree(root, p, q): nodes named beside the root are nodes
        // of its tree, not trees of their own (unlike root1 and root2, or a subRoot).
        const rootShape = bound.get('root')?.shape
        const ofRoot =
          name !== 'root' &&
          !/root|tree|sub|\d/i.test(name) &&
          rootShape?.kind === 'node' &&
          rootShape.struct !== 'list' &&
          role.struct !== 'list'
            ? rootShape
            : null
        if (ofRoot) {
          shape = ofRoot
          description = `${name} is a node of the tree at root`
          break
        }
        // lowestCommonAncestor(p, q) walking `.parent` links: two nodes climbing to a common ancestor are
        // nodes of one tree, as two heads walked by `.next` (getIntersectionNode) are not.
        const sibling = role.struct === 'tree' && readsMember(program, 'parent') ? firstTreeNode(bound) : null
        if (sibling) {
          shape = sibling.shape
          description = `${name} is a node of the same tree as ${sibling.name}`
          break
        }
        // cloneGraph(node): a graph given as a node whose `neighbors` list the others, V nodes and E edges
        // as such graphs are stated (an N-ary tree's `children` stays a tree of n nodes).
        if (role.struct === 'graph' && readsNeighbours(program)) {
          shape = { kind: 'node', struct: 'graph', size: sym('V'), edges: sym('E') }
          description = `V = number of nodes reachable from ${name}, E = number of edges between them`
          break
        }
        const s = position ? 'n' : next()
        shape = { kind: 'node', struct: role.struct, size: sym(s) }
        description = `${s} = number of nodes reachable from ${name}`
        break
      }
      default:
        shape = UNKNOWN
        description = name
    }
    bound.set(name, { name, shape, description, symbols: [...symbolsOf(shape)], positional })
  }
  // `if (numRows >= s.length()) return s;`: past the guard, the number is below the input's length.
  for (const [small, large] of belowLengthGuards(fn)) {
    const a = bound.get(small)
    const b = bound.get(large)
    const limit = b?.shape.kind === 'coll' ? sizeSymbolFromBigO(b.shape.len) : null
    if (a && a.shape.kind === 'int' && limit) a.atMost = limit
  }
  // Keep the parameters' own order for descriptions.
  const out = new Map<string, ParamBinding>()
  const self = bound.get('this')
  if (self) out.set('this', self)
  for (const p of fn.params) {
    const b = bound.get(p.name)
    if (b) out.set(p.name, b)
  }
  return out
}

/**
 * Parameters an opening guard (`if (s.length() != t.length()) return false;`) proves as long as an
 * earlier one: the second of each pair, mapped to the first.
 */
function equalLengthGuards(fn: FunctionIR): Map<string, string> {
  const out = new Map<string, string>()
  const names = fn.params.map((p) => p.name)
  for (const s of fn.body) {
    if (s.kind !== 'if') continue
    const last = s.then[s.then.length - 1]
    if (!last || (last.kind !== 'return' && last.kind !== 'throw')) continue
    const c = s.cond
    if (c.kind !== 'binary' || !/^(!=|!==)$/.test(c.op)) continue
    const a = pathOf(sizedCollection(c.left))
    const b = pathOf(sizedCollection(c.right))
    if (!a || !b || a === b || !names.includes(a) || !names.includes(b)) continue
    const [first, second] = names.indexOf(a) < names.indexOf(b) ? [a, b] : [b, a]
    out.set(second, first)
  }
  return out
}

/**
 * Number parameters an opening guard proves smaller than an input's length: `if (k >= len(nums)) return`,
 * `if numRows == 1 or numRows >= len(s): return s`. Each maps the number to the input.
 */
function belowLengthGuards(fn: FunctionIR): Map<string, string> {
  const out = new Map<string, string>()
  const names = new Set(fn.params.map((p) => p.name))
  const disjuncts = (e: Expr): Expr[] =>
    e.kind === 'binary' && (e.op === '||' || e.op === 'or')
      ? [...disjuncts(e.left), ...disjuncts(e.right)]
      : [e]
  for (const s of fn.body) {
    if (s.kind !== 'if') continue
    const last = s.then[s.then.length - 1]
    if (!last || (last.kind !== 'return' && last.kind !== 'throw')) continue
    for (const c of disjuncts(s.cond)) {
      if (c.kind !== 'binary') continue
      // `p >= len(X)` or `len(X) <= p`: the number on the greater side.
      const [num, len] = /^(>=|>)$/.test(c.op)
        ? [c.left, c.right]
        : /^(<=|<)$/.test(c.op)
          ? [c.right, c.left]
          : []
      const p = num?.kind === 'name' ? num.name : null
      const x = len ? pathOf(sizedCollection(len)) : null
      if (p && x && names.has(p) && names.has(x)) out.set(p, x)
    }
  }
  return out
}

/**
 * Array parameters read at the same index (`weights[i - 1]` and `values[i - 1]`, `gas[i]` and `cost[i]`):
 * parallel arrays, one entry per item, so one length. Each later one mapped to the first, in the order
 * of the parameters. An index with no variable in it (`a[0]`, `b[0]`) says nothing.
 */
function parallelArrays(fns: FunctionIR[], seqs: string[]): Map<string, string> {
  const out = new Map<string, string>()
  if (seqs.length < 2) return out
  const readers = new Map<string, Set<string>>()
  // `a, b = sorted(s1), sorted(s2)`, `a := []byte(s1)`: a whole copy read at an index reads its input.
  const copies = new Map<string, string>()
  for (const fn of fns)
    walkStmts(fn.body, (st) => {
      if (st.kind !== 'assign' || st.op !== '=' || st.targets.length !== st.values.length) return
      st.targets.forEach((t, i) => {
        const target = nameOf(t)
        const source = wholeCopyOf(st.values[i] as Expr)
        if (target && source && seqs.includes(source) && !seqs.includes(target)) copies.set(target, source)
      })
    })
  // `word1[i] ?? ''` reads past the end of a shorter input; `max(len(a), len(b))` expects two lengths.
  const defaulted = new Set<Expr>()
  const apart = new Set<string>()
  for (const fn of fns)
    walkBodyExprs(fn.body, (e) => {
      if (e.kind === 'binary' && e.op === '??') defaulted.add(e.left)
      if (e.kind !== 'call' || !/^(max|min)$/.test(calleeName(e) ?? '')) return
      const measured = e.args.flatMap((a) => {
        const n = nameOf(sizedCollection(a))
        const input = n && (seqs.includes(n) ? n : copies.get(n))
        return input ? [input] : []
      })
      if (new Set(measured).size >= 2) for (const n of measured) apart.add(n)
    })
  const inputRead = (e: Expr): string | null => {
    const name = e.kind === 'name' ? e.name : null
    if (!name) return null
    return seqs.includes(name) ? name : (copies.get(name) ?? null)
  }
  for (const fn of fns)
    walkBodyExprs(fn.body, (e) => {
      // `inorder[:split]` beside `postorder[:split]`: two lists cut at one point are as long as each other.
      const cut = cutOf(e)
      if (cut && cut.list.kind === 'name' && seqs.includes(cut.list.name)) {
        // Cut at the same point whatever the offsets around it (`preorder[1:mid + 1]`, `inorder[:mid]`).
        const at = [...new Set(cut.bounds.flatMap((b) => [...namesIn(b)]))].filter((n) => !seqs.includes(n))
        if (at.length === 0) return
        const key = `cut:${at.sort().join(',')}`
        const set = readers.get(key) ?? new Set<string>()
        set.add(cut.list.name)
        readers.set(key, set)
        return
      }
      const read = e.kind === 'index' && !defaulted.has(e) ? inputRead(e.object) : null
      if (e.kind !== 'index' || !read || apart.has(read)) return
      let named = false
      walkExpr(e.index, (x) => {
        if (x.kind === 'name') named = true
      })
      if (!named) return
      const key = exprKey(e.index)
      const set = readers.get(key) ?? new Set<string>()
      set.add(read)
      readers.set(key, set)
    })
  for (const names of readers.values()) {
    if (names.size < 2) continue
    const ordered = seqs.filter((n) => names.has(n))
    const [first, ...rest] = ordered
    for (const r of rest) if (first && !out.has(r)) out.set(r, first)
  }
  return out
}

/**
 * Whether the code takes the grid's row count for its columns too (and never measures a row on its own),
 * as an n x n grid's statement does:
 * `n = len(grid)` then `n * n` cells, a column index computed from it (`grid[i][n - 1 - i]`), or the
 * anti-diagonal test `i + j == n - 1`.
 */
function statedSquare(fns: FunctionIR[], name: string): boolean {
  const counts = new Set<string>()
  for (const fn of fns)
    walkStmts(fn.body, (s) => {
      if (s.kind !== 'assign') return
      s.targets.forEach((t, i) => {
        const v = s.values.length === s.targets.length ? s.values[i] : undefined
        const n = nameOf(t)
        if (n && v && lengthOfList(v) === name) counts.add(n)
      })
    })
  if (counts.size === 0) return false
  const isCount = (e: Expr) => counts.has(nameOf(e) ?? '')
  const mentionsCount = (e: Expr) => [...namesIn(e)].some((n) => counts.has(n))
  let found = false
  for (const fn of fns)
    walkBodyExprs(fn.body, (e) => {
      if (e.kind !== 'binary') return
      if (e.op === '*' && isCount(e.left) && isCount(e.right)) found = true
      const sum = (x: Expr) => x.kind === 'binary' && x.op === '+' && nameOf(x.left) && nameOf(x.right)
      if (
        /^(==|===)$/.test(e.op) &&
        ((sum(e.left) && mentionsCount(e.right)) || (sum(e.right) && mentionsCount(e.left)))
      )
        found = true
    })
  for (const fn of fns)
    walkBodyExprs(fn.body, (e) => {
      if (
        e.kind === 'index' &&
        e.object.kind === 'index' &&
        nameOf(e.object.object) === name &&
        mentionsCount(e.index)
      )
        found = true
    })
  return found
}

/**
 * Whether the values of list `name` are used as keys: made into a set (`new Set(restricted)`,
 * `set(restricted)`, `new HashSet<>(List.of(...))`), or each marked in a table or added to a collection
 * (`for r in restricted: blocked[r] = True`, `seen.add(r)`).
 */
/**
 * Whether a loop over the parameter adds one part of each entry to a list found by another part
 * (`graph[a].append(b)`, `adj.get(e[0]).add(e[1])`, `adj[u] = append(adj[u], v)`): an edge list.
 */
function fillsAdjacency(fns: FunctionIR[], name: string): boolean {
  let fills = false
  for (const fn of fns)
    walkStmts(fn.body, (st) => {
      if (fills || st.kind !== 'loop' || st.loop.style !== 'each' || nameOf(st.loop.iter) !== name) return
      const parts = new Set(namesIn(st.loop.target))
      const partOf = (e: Expr | undefined) => !!e && [...namesIn(e)].some((n) => parts.has(n))
      // Go's `a, b := e[0], e[1]`: names taken from the pair are its parts too.
      for (const inner of st.loop.body)
        if (inner.kind === 'assign' && inner.values.some((v) => partOf(v)))
          for (const t of inner.targets) for (const n of namesIn(t)) parts.add(n)
      walkStmts(st.loop.body, (inner) => {
        for (const e of stmtExprs(inner))
          walkExpr(e, (x) => {
            if (x.kind !== 'call') return
            const method = calleeName(x) ?? ''
            const recv = receiverOf(x)
            const added =
              method === 'append' && !recv
                ? x.args[0]?.kind === 'index' && partOf(x.args[0].index) && partOf(x.args[1])
                : /^(push|append|add|push_back|emplace_back|addLast|offer|insert)$/.test(method) &&
                  recv !== null &&
                  recv.kind !== 'name' &&
                  partOf(recv) &&
                  partOf(x.args[0])
            if (added) fills = true
          })
      })
    })
  return fills
}

/**
 * `for t, a, b in logs: union(a, b)`: records whose two ends are joined in a union-find are the edges of a
 * graph on the nodes they name, whatever the list is called.
 */
function unitesParts(program: ProgramIR, name: string): boolean {
  let united = unitedLists.get(program)
  if (!united) {
    united = listsWithUnitedParts(program.functions)
    unitedLists.set(program, united)
  }
  return united.has(name)
}

/** The names of the lists `unitesParts` looks for, found in one walk of a program: every parameter asks. */
const unitedLists = new WeakMap<ProgramIR, Set<string>>()

function listsWithUnitedParts(fns: FunctionIR[]): Set<string> {
  const united = new Set<string>()
  for (const fn of fns)
    walkStmts(fn.body, (st) => {
      if (st.kind !== 'loop' || st.loop.style !== 'each') return
      // `for t, a, b in sorted(logs)`: the records in order.
      const iter = st.loop.iter
      const walked = iter.kind === 'call' && iter.args.length === 1 ? iter.args[0] : iter
      const name = nameOf(walked)
      if (!name || united.has(name)) return
      const parts = new Set(namesIn(st.loop.target))
      for (const inner of st.loop.body)
        if (inner.kind === 'assign' && inner.values.some((v) => [...namesIn(v)].some((n) => parts.has(n))))
          for (const t of inner.targets) for (const n of namesIn(t)) parts.add(n)
      walkStmts(st.loop.body, (inner) => {
        for (const e of stmtExprs(inner))
          walkExpr(e, (x) => {
            if (x.kind !== 'call' || !/^(union|unite|merge|connect|join|link)$/i.test(calleeName(x) ?? ''))
              return
            const joined = x.args.filter((a) => [...namesIn(a)].some((n) => parts.has(n)))
            if (joined.length >= 2) united.add(name)
          })
      })
    })
  return united
}

/** Whether every use of `name` reads it at a literal position (`pos[0]`, `pos[1]`) and nothing else. */
function onlyAtFixedPositions(fns: FunctionIR[], name: string): boolean {
  let uses = 0
  let fixed = 0
  for (const fn of fns) {
    walkBodyExprs(fn.body, (e) => {
      if (e.kind === 'name' && e.name === name) uses++
      if (e.kind === 'index' && nameOf(e.object) === name && e.index.kind === 'literal') fixed++
    })
    walkStmts(fn.body, (st) => {
      if (
        st.kind === 'assign' &&
        st.values.length === 1 &&
        unpackedWhole(st.targets, st.values[0] as Expr) === name
      )
        fixed++
    })
  }
  return uses > 0 && uses === fixed
}

/**
 * `const [small, mid, big] = [...amount].sort()`, `a, b, c = sorted(amount)`, `x, y = point`: the list
 * named, taken apart into as many names as it holds, so a fixed number of items. Null for any other
 * assignment.
 */
function unpackedWhole(targets: Expr[], value: Expr): string | null {
  const names = targets.length === 1 && targets[0]?.kind === 'collection' ? targets[0].elements : targets
  if (names.length < 2 || !names.every((t) => t.kind === 'name')) return null
  let v = value
  for (let depth = 0; depth < 3; depth++) {
    if (
      v.kind === 'collection' &&
      v.elements.length === 1 &&
      v.elements[0]?.kind === 'unary' &&
      v.elements[0].op === '...'
    )
      v = v.elements[0].operand
    else if (
      v.kind === 'call' &&
      /^(sort|sorted|toSorted|slice|list|tuple|copy)$/.test(calleeName(v) ?? '')
    ) {
      const inner = receiverOf(v) ?? v.args[0]
      if (!inner) return null
      v = inner
    } else break
  }
  return nameOf(v)
}

/**
 * A string read only as fields of a fixed format (`"HH:MM"`, `"1.2.3"` split into named parts): split into
 * as many names as it has fields (`const [h, m] = t.split(':')`), cut or read at literal positions
 * (`s[3:5]`, `s.charAt(0)`), or handed to a helper that reads it so. Its length is not a size of the
 * problem.
 */
function fixedFormat(fns: FunctionIR[], name: string, program: ProgramIR, depth = 0): boolean {
  // An end left out (`t[:2]`) is an empty node.
  const literal = (e: Expr | null | undefined) =>
    !e || e.kind === 'literal' || (e.kind === 'other' && e.children.length === 0)
  const isOwn = (e: Expr | null | undefined) => e?.kind === 'name' && e.name === name
  const fixed = new Set<Expr>()
  for (const fn of fns)
    walkStmts(fn.body, (st) => {
      if (st.kind !== 'assign' || st.values.length !== 1) return
      const unpacked = st.targets.length > 1 || st.targets[0]?.kind === 'collection'
      let v = st.values[0] as Expr
      // `t.split(':').map(Number)`, `map(int, t.split(':'))`: the fields converted as they are unpacked.
      let converted = false
      while (v.kind === 'call' && /^(map|list|tuple)$/.test(calleeName(v) ?? '')) {
        if (v.args.some((a) => NUMBER_CONVERSION.test(pathOf(a) ?? ''))) converted = true
        const inner = receiverOf(v) ?? v.args[v.args.length - 1]
        if (!inner || inner === v) break
        v = inner
      }
      const splitsOwn =
        v.kind === 'call' &&
        ((calleeName(v) === 'split' && isOwn(receiverOf(v))) ||
          (pathOf(v.callee) === 'strings.Split' && isOwn(v.args[0])))
      if (!splitsOwn) return
      const fields = st.targets.flatMap((t) => [...namesIn(t)])
      // Or each field only ever turned into a number (`int(h) * 60 + int(m)`); an array of the fields
      // read only at fixed positions into numbers (`Integer.parseInt(p[0])`).
      if (
        unpacked
          ? converted || fields.every((f) => onlyConverted(fns, f))
          : fields.every((f) => onlyConverted(fns, f, true))
      )
        fixed.add(v)
    })
  // Where it is bound as the target of a loop or comprehension is no use of it.
  const bindings = new Set(itemBindings(fns).map((b) => b.target))
  let uses = 0
  let fixedUses = 0
  let open = false
  let closed = false
  for (const fn of fns)
    walkBodyExprs(fn.body, (e) => {
      if (isOwn(e) && !bindings.has(e)) uses++
      if (e.kind === 'index' && isOwn(e.object) && literal(e.index)) fixedUses++
      // `s[3:5]`, `s[:2]`: both ends fixed; `s[1:]` runs to the end of whatever it is given, unless the
      // string is cut at a fixed place too (`t[:2]` and `t[3:]`).
      if (e.kind === 'slice' && isOwn(e.object) && e.parts.every(literal)) {
        fixedUses++
        if (e.parts[1]) closed = true
        else open = true
      }
      if (e.kind !== 'call') return
      const callee = calleeName(e) ?? ''
      if (fixed.has(e)) {
        fixedUses++
        return
      }
      if (isOwn(receiverOf(e))) {
        if (/^(charAt|charCodeAt|at)$/.test(callee) && e.args.every(literal)) fixedUses++
        else if (/^(substring|slice|substr)$/.test(callee) && e.args.length === 2 && e.args.every(literal))
          fixedUses++
        return
      }
      // `toMinutes(current)`: handed to a helper of the file that reads its parameter so.
      // `self._to_minutes(t)`: a method of the class, the same.
      const own = e.callee.kind === 'name' || (e.callee.kind === 'member' && isSelfName(e.callee.object))
      const helper = own ? program.functions.find((f) => f.name === callee) : undefined
      const at = e.args.findIndex(isOwn)
      const param = helper && at >= 0 ? argumentParams(helper)[at] : undefined
      if (helper && param && depth < 2 && fixedFormat([helper], param.name, program, depth + 1)) fixedUses++
    })
  return uses > 0 && uses === fixedUses && (!open || closed)
}

/** `for t in timePoints: minutes(t)`: a list whose items, taken one by one, are read as a fixed format. */
function fixedFormatItems(fns: FunctionIR[], name: string, program: ProgramIR): boolean {
  const items = itemBindings(fns).flatMap(({ iter, target }) =>
    iter.kind === 'name' && iter.name === name && target.kind === 'name' ? [target.name] : [],
  )
  return items.length > 0 && items.every((x) => fixedFormat(fns, x, program))
}

/** Every `for target of iter` loop and comprehension clause of the functions: what names each item. */
function itemBindings(fns: FunctionIR[]): { iter: Expr; target: Expr }[] {
  const out: { iter: Expr; target: Expr }[] = []
  for (const fn of fns) {
    walkStmts(fn.body, (st) => {
      if (st.kind === 'loop' && st.loop.style === 'each') out.push(st.loop)
    })
    walkBodyExprs(fn.body, (e) => {
      if (e.kind === 'comprehension') out.push(...e.clauses)
    })
  }
  return out
}

const NUMBER_CONVERSION =
  /^(Number|parseInt|parseFloat|int|float|Integer\.parseInt|Integer::parseInt|Integer\.valueOf|Long\.parseLong|stoi|stol|atoi|strconv\.Atoi)$/

/**
 * Whether every use of `name` is as the argument of a number conversion (`int(h)`, `parseInt(m)`), or with
 * `fields`, one of its fields at a fixed position (`Integer.parseInt(p[0])`).
 */
function onlyConverted(fns: FunctionIR[], name: string, fields = false): boolean {
  let uses = 0
  let converted = 0
  const read = (a: Expr | undefined) =>
    fields
      ? a?.kind === 'index' &&
        a.object.kind === 'name' &&
        a.object.name === name &&
        a.index.kind === 'literal'
      : a?.kind === 'name' && a.name === name
  for (const fn of fns)
    walkBodyExprs(fn.body, (e) => {
      if (e.kind === 'name' && e.name === name) uses++
      if (e.kind === 'call' && NUMBER_CONVERSION.test(pathOf(e.callee) ?? '') && read(e.args[0])) converted++
    })
  // The unpacking itself names it once.
  return uses > 1 && uses - 1 === converted
}

/**
 * `Array.prototype.last = function () {...}`: a method the file adds to JavaScript's own arrays (or
 * strings), which no constructor of the file makes. Null for the file's own classes.
 */
function builtinExtended(fn: FunctionIR, program: ProgramIR): 'Array' | 'String' | null {
  const cls = fn.className
  if (cls !== 'Array' && cls !== 'String') return null
  if (program.functions.some((f) => f.className === cls && /^(constructor|Array|String)$/.test(f.name)))
    return null
  return cls
}

/** `m = len(primes)`, `int m = primes.size()`: the length of a list kept under a name other than n. */
function lengthKeptApart(fns: FunctionIR[], name: string): boolean {
  let kept = false
  for (const fn of fns)
    walkStmts(fn.body, (st) => {
      if (st.kind !== 'assign' || st.op !== '=') return
      st.targets.forEach((t, i) => {
        const target = nameOf(t)
        const v = st.values.length === st.targets.length ? st.values[i] : undefined
        if (target && target !== 'n' && v && lengthOfList(v) === name) kept = true
      })
    })
  return kept
}

/** The list `len(xs)`, `xs.size()`, `xs.length` measures, if the expression is one of them. */
function lengthOfList(e: Expr): string | null {
  if (e.kind === 'call' && calleeName(e) === 'len') return nameOf(e.args[0])
  if (e.kind === 'call' && /^(length|size)$/.test(calleeName(e) ?? '') && e.args.length === 0)
    return nameOf(receiverOf(e))
  return e.kind === 'member' && e.property === 'length' ? nameOf(e.object) : null
}

/** `n = len(colors)`, `int n = quiet.length`: the length of the list kept as the count of nodes. */
function measuredAsNodeCount(fns: FunctionIR[], name: string): boolean {
  const measures = (e: Expr): boolean => lengthOfList(e) === name
  let counted = false
  for (const fn of fns)
    walkStmts(fn.body, (st) => {
      if (st.kind !== 'assign' || st.targets.length !== 1 || !st.values[0]) return
      const target = nameOf(st.targets[0])
      if (target && NODE_COUNT_NAME.test(target) && measures(st.values[0])) counted = true
    })
  return counted
}

/** `for r, c in mines: grid[r][c] = 0`: the pairs of a list name cells of a table the code writes. */
function marksCells(fns: FunctionIR[], name: string): boolean {
  let marks = false
  for (const fn of fns)
    walkStmts(fn.body, (st) => {
      if (st.kind !== 'loop' || st.loop.style !== 'each' || nameOf(st.loop.iter) !== name) return
      const target = st.loop.target
      // Which part of the pair each name or index stands for: `[r, c]`, or `p[0]`, `p[1]` and locals
      // taken from them (Go's `r, c := p[0], p[1]`).
      const part = new Map<string, number>()
      // Go's `for _, p := range cells` binds the index, then the pair.
      const goPair =
        target.kind === 'collection' && target.elements.length === 2 && nameOf(target.elements[0]) === '_'
          ? nameOf(target.elements[1])
          : null
      if (!goPair && target.kind === 'collection' && target.elements.length === 2)
        target.elements.forEach((t, i) => {
          const n = nameOf(t)
          if (n) part.set(n, i)
        })
      const pair = goPair ?? nameOf(target)
      const partOf = (e: Expr): number | undefined => {
        if (e.kind === 'name') return part.get(e.name)
        if (e.kind === 'index' && pair && nameOf(e.object) === pair && e.index.kind === 'literal')
          return typeof e.index.value === 'number' ? e.index.value : undefined
        return undefined
      }
      walkStmts(st.loop.body, (b) => {
        // `grid[h[0]][h[1]]--` marks the cell as an assignment does.
        const stepped = b.kind === 'expr' && b.expr.kind === 'update' ? [b.expr.target] : []
        if (b.kind !== 'assign' && stepped.length === 0) return
        if (b.kind === 'assign')
          b.targets.forEach((t, i) => {
            const n = nameOf(t)
            const v = b.values.length === b.targets.length ? b.values[i] : undefined
            const at = v ? partOf(v) : undefined
            if (n && at !== undefined) part.set(n, at)
          })
        for (const cell of b.kind === 'assign' ? b.targets : stepped) {
          if (cell.kind !== 'index' || partOf(cell.index) !== 1) continue
          const row = cell.object
          if (row.kind === 'index' && partOf(row.index) === 0) marks = true
        }
      })
    })
  return marks
}

function keysOfNodes(fns: FunctionIR[], name: string): boolean {
  let keys = false
  for (const fn of fns) {
    walkBodyExprs(fn.body, (e) => {
      const args = e.kind === 'call' ? e.args : e.kind === 'new' ? e.args : []
      const callee = e.kind === 'call' ? (calleeName(e) ?? '') : e.kind === 'new' ? e.type : ''
      if (/set/i.test(callee) && args.length === 1 && nameOf(args[0]) === name) keys = true
    })
    walkStmts(fn.body, (st) => {
      if (st.kind !== 'loop' || st.loop.style !== 'each' || nameOf(st.loop.iter) !== name) return
      const v =
        st.loop.indexed && st.loop.target.kind === 'collection' ? st.loop.target.elements[1] : st.loop.target
      const x = nameOf(v ?? null)
      if (!x) return
      walkStmts(st.loop.body, (b) => {
        if (b.kind === 'assign' && b.targets.some((t) => t.kind === 'index' && nameOf(t.index) === x))
          keys = true
        // `count[find(node)]++`: a table of the nodes bumped at the value.
        if (b.kind === 'expr' && b.expr.kind === 'update' && b.expr.target.kind === 'index')
          if (namesIn(b.expr.target.index).has(x)) keys = true
        if (b.kind === 'expr' && b.expr.kind === 'call' && /^(add|insert)$/.test(calleeName(b.expr) ?? ''))
          if (b.expr.args.some((a) => nameOf(a) === x)) keys = true
      })
    })
  }
  return keys
}

/**
 * The input a value copies whole, in order or sorted: `sorted(s)`, `list(s)`, `s[:]`, `[]byte(s)`,
 * `s.toCharArray()`, `s.clone()`, `[...s]`, `Array.from(s)`, `s.split('')`, `s.slice()`.
 */
function wholeCopyOf(e: Expr): string | null {
  if (e.kind === 'new' && /^\[\](byte|rune|int32|uint8)$/.test(e.type ?? '') && e.args.length === 1)
    return nameOf(e.args[0] as Expr)
  if (e.kind === 'slice') return e.parts.every((p) => p === null) ? nameOf(e.object) : null
  if (e.kind === 'collection' && e.elements.length === 1) {
    const only = e.elements[0] as Expr
    return only.kind === 'unary' && only.op === '...' ? nameOf(only.operand) : null
  }
  if (e.kind !== 'call') return null
  const name = calleeName(e)
  const recv = receiverOf(e)
  // `[...s].sort()`, `list(s).sort()` in a chain: sorting a whole copy keeps it whole.
  if (recv && name === 'sort') return wholeCopyOf(recv)
  if (!recv && name && /^(sorted|list|tuple|bytearray)$/.test(name) && e.args.length === 1)
    return nameOf(e.args[0] as Expr)
  if (recv && nameOf(recv) === 'Array' && name === 'from' && e.args.length === 1)
    return nameOf(e.args[0] as Expr)
  if (recv && name && /^(toCharArray|clone|copy|slice)$/.test(name) && e.args.length === 0)
    return nameOf(recv)
  if (recv && name === 'split' && e.args.length === 1) {
    const sep = e.args[0] as Expr
    return sep.kind === 'literal' && /^(""|'')$/.test(sep.text ?? '') ? nameOf(recv) : null
  }
  return null
}

/** A slice of a list and its bounds: `xs[a:b]`, `xs.slice(a, b)`, `Arrays.copyOfRange(xs, a, b)`. */
function cutOf(e: Expr): { list: Expr; bounds: Expr[] } | null {
  if (e.kind === 'slice') return { list: e.object, bounds: e.parts }
  if (e.kind !== 'call') return null
  const name = calleeName(e)
  const recv = receiverOf(e)
  if (recv && name && /^(slice|subList|subarray)$/.test(name) && e.args.length > 0)
    return { list: recv, bounds: e.args }
  if (name === 'copyOfRange' && e.args.length === 3 && e.args[0])
    return { list: e.args[0], bounds: e.args.slice(1) }
  return null
}

/** Whether the file reads a field `member` of anything (Go's exported `Parent` as well as `parent`). */
function readsMember(program: ProgramIR, member: string): boolean {
  return readsMemberWhere(program, (property) => property.toLowerCase() === member)
}

/** Whether any function of the file reads a member whose name `matches`. */
function readsMemberWhere(program: ProgramIR, matches: (property: string) => boolean): boolean {
  let found = false
  for (const fn of program.functions)
    walkBodyExprs(fn.body, (e) => {
      if (e.kind === 'member' && matches(e.property)) found = true
    })
  return found
}

/** The first parameter bound as a tree node, whose tree another node may share. */
function firstTreeNode(bound: Map<string, ParamBinding>): ParamBinding | null {
  for (const b of bound.values()) if (b.shape.kind === 'node' && b.shape.struct === 'tree') return b
  return null
}

/** Whether the file walks a node's `neighbors` (`node.neighbors`, `cur->neighbors`, Go's `Neighbors`). */
function readsNeighbours(program: ProgramIR): boolean {
  return readsMemberWhere(program, (property) => NEIGHBOUR_LIST.test(property))
}

/** Size symbols a parameter's shape mentions (its length, its rows and columns, its words' length). */
function symbolsOf(shape: Shape): Set<string> {
  const out = new Set<string>()
  const visit = (sh: Shape, depth: number) => {
    if (depth > 3) return
    if (sh.kind === 'int') for (const x of bigoSymbols(sh.mag)) out.add(x)
    if (sh.kind === 'node')
      for (const x of bigoSymbols(sh.edges ? add(sh.size, sh.edges) : sh.size)) out.add(x)
    if (sh.kind === 'coll') {
      for (const x of bigoSymbols(sh.len)) out.add(x)
      visit(sh.elem, depth + 1)
    }
  }
  visit(shape, 0)
  return out
}

function rank(role: Role): number {
  return role.kind === 'int' || role.kind === 'scalar' || role.kind === 'map' ? 1 : 0
}

const functionIndex = new WeakMap<ProgramIR, Map<number, FunctionIR>>()

/** Whether `inner` is written (at any depth) inside `outer`. */
export function isInside(inner: FunctionIR, outer: FunctionIR, program: ProgramIR): boolean {
  let byId = functionIndex.get(program)
  if (!byId) {
    byId = new Map(program.functions.map((f) => [f.id, f]))
    functionIndex.set(program, byId)
  }
  let cur: FunctionIR | undefined = inner
  while (cur) {
    if (cur.parentId === outer.id) return true
    cur = cur.parentId === null ? undefined : byId.get(cur.parentId)
  }
  return false
}

export function isSelfName(e: Expr): boolean {
  const p = pathOf(e)
  return p !== null && SELF_NAMES.has(p)
}

export function sizeSymbolFromBigO(b: BigO): string | null {
  const t = b[0]
  if (!t || b.length !== 1) return null
  const keys = Object.keys(t.poly)
  return keys.length === 1 && t.poly[keys[0] as string] === 1 ? (keys[0] as string) : null
}
