import {
  add,
  assumeAtMost,
  equals,
  format,
  isConstant,
  foldInto,
  logAs,
  sym,
  symbols as symbolsOf,
  termDominates,
  vertexLogsAsPasses,
  withoutCrossLogs,
  withoutPassesBesideHeavierWork,
  type BigO,
} from './bigo'
import { Evaluator } from './evaluate'
import type { EvalOutcome, Note } from './eval/outcome'
import { readsUnchanged, sizeHints } from './eval/size-inference'
import { namesIn, pathOf, stmtExprs, walkExpr, walkStmts, type FunctionIR, type ProgramIR } from './ir'
import { entryFunctions } from './entry-points'
import { factoryCall } from './factories'
import { classifyCall } from './library'
import { bindParameters } from './params'
import type { Shape } from './shapes'
import { allocationSize, spaceOf, type SpacePart } from './space'
import type { Confidence, Language, LineRange } from './types'

/**
 * Runs the evaluator over the functions that nothing else calls (the solution's entry points) and
 * combines their costs. Each entry is evaluated twice: the first pass sizes the collections, the second
 * charges operations with those final sizes.
 */

export interface FunctionAnalysis {
  fn: FunctionIR
  time: BigO | null
  space: BigO | null
  confidence: Confidence
  outcome: EvalOutcome
  spaceParts: SpacePart[]
  /** What each size symbol stands for: ["n = length of nums"]. */
  symbols: SizeSymbols[]
  /** A list of words was sized by its characters: `n * L` stated as n (see wordsAsCharacters). */
  wordsFolded?: boolean
}

export interface SizeSymbols {
  text: string
  symbols: string[]
  /** The symbols given by position (the first input is n), which another name would do as well. */
  positional: string[]
  /** The parameter the symbols measure, when one does (`target` for m). */
  param?: string
}

export interface ProgramAnalysis {
  /** The entry points the file's complexity is made of. */
  entries: FunctionAnalysis[]
  /** Entry points that could not be bounded, left out of the file's complexity. */
  leftOut: FunctionAnalysis[]
  time: BigO | null
  space: BigO | null
  confidence: Confidence
  timeNotes: Note[]
  spaceParts: SpacePart[]
  wordsFolded?: boolean
}

function bindingShapes(
  fn: FunctionIR,
  program: ProgramIR,
  renamed: ReadonlyMap<string, string>,
): { shapes: Map<string, Shape>; symbols: SizeSymbols[]; atMost: [string, string][] } {
  const bindings = bindParameters(fn, program, renamed)
  const shapes = new Map<string, Shape>()
  const symbols: SizeSymbols[] = []
  const atMost: [string, string][] = []
  for (const [name, b] of bindings) {
    shapes.set(name, b.shape)
    symbols.push({ text: b.description, symbols: b.symbols, positional: b.positional, param: name })
    const own = b.symbols.length === 1 ? b.symbols[0] : undefined
    if (b.atMost && own && own !== b.atMost) atMost.push([own, b.atMost])
  }
  return { shapes, symbols, atMost }
}

/** The descriptions of the symbols a cost uses: "n = length of nums; k = k". */
function sizesUsed(analysis: ProgramAnalysis, cost: BigO): string {
  const used = symbolsOf(cost)
  const texts = new Set<string>()
  for (const e of analysis.entries) {
    // An operation whose own cost is constant names nothing (`sumRange(left, right)` beside `__init__`).
    const own = new Set([...(e.time ? symbolsOf(e.time) : []), ...(e.space ? symbolsOf(e.space) : [])])
    for (const d of e.symbols) if (d.symbols.some((x) => used.has(x) && own.has(x))) texts.add(d.text)
  }
  if (used.has('M')) texts.add('M = the largest value in the input')
  return texts.size > 0 ? ` (${[...texts].join('; ')})` : ''
}

export function analyzeFunction(
  fn: FunctionIR,
  program: ProgramIR,
  language: Language,
  renamed: ReadonlyMap<string, string> = new Map(),
): FunctionAnalysis {
  const { shapes, symbols, atMost } = bindingShapes(fn, program, renamed)
  // The sum of the input's values sizes a table as an amount does in coin change: m, when m is free.
  const sumSymbol = symbols.some((d) => d.symbols.includes('m')) ? 'S' : 'm'
  const firstPass = new Evaluator(program, language, null, sumSymbol)
  const first = firstPass.evaluateEntry(fn, shapes)
  // The second pass only changes something when a collection grew after it was first read: with no
  // growth at all, its final sizes are the ones the first pass already used, and when every size the
  // first pass read was already the final one (a set only grown, a table filled before it is read), the
  // second pass would take the same steps again.
  const grew = first.allocations.some(
    (a) => !isConstant(a.growth) || !isConstant(a.innerGrowth) || a.cap !== null,
  )
  let outcome = first
  if (grew) {
    const hints = sizeHints(first.allocations)
    if (!readsUnchanged(firstPass.sizes.sizeReads, hints))
      outcome = new Evaluator(program, language, hints, sumSymbol).evaluateEntry(fn, shapes)
  }
  const space = spaceOf(outcome)
  let confidence = outcome.confidence
  if (outcome.time === null || space.bigO === null) confidence = 'low'
  // A parameter k (window size, how many to keep) never exceeds the input it selects from.
  const graph = [...shapes.values()].some((sh) => sh.kind === 'int' && symbolsOf(sh.mag).has('V'))
  // A graph given by its edges alone (treeDiameter(edges)) names its nodes in them: the work over E
  // edges is over the V nodes they join as well, O(V + E) as graphs are stated.
  const vertexFree =
    symbols.some((d) => d.symbols.includes('E')) && !symbols.some((d) => d.symbols.includes('V'))
  // k operations that each take from a heap and put back (`while (k-- > 0) { poll; offer }`) are not
  // k of the n items: k may be larger than n.
  const kOperations = repeatsOperations(fn, 'k', language)
  const bounded = (x: BigO | null) => {
    if (!x) return null
    let y = kOperations ? x : assumeAtMost(x, 'k', 'n')
    for (const [small, large] of atMost) y = assumeAtMost(y, small, large)
    if (vertexFree && symbolsOf(y).has('E')) return vertexLogsAsPasses(logAs(add(y, sym('V')), 'E', 'V'))
    // A simple graph has at most V² edges: an E beside V³ (Floyd–Warshall's table) is covered by it.
    return graph ? vertexLogsAsPasses(logAs(assumeAtMost(y, 'E', 'V', 2), 'E', 'V')) : vertexLogsAsPasses(y)
  }
  const unfoldedTime = bounded(outcome.time)
  const time = wordsAsCharacters(unfoldedTime)
  // Edges held for a graph with a node count given (`times` beside `n`) are held by node: adjacency
  // lists or a distance per node take V as well, O(V + E) as graphs are stated.
  const unfoldedSpace = bounded(space.bigO)
  const heldSpace = wordsAsCharacters(unfoldedSpace)
  const wordsFolded = time !== unfoldedTime || heldSpace !== unfoldedSpace
  const spaceBound = heldSpace && graph && isLinearIn(heldSpace, 'E') ? add(heldSpace, sym('V')) : heldSpace
  const usesSum = [time, spaceBound].some((x) => x !== null && symbolsOf(x).has(sumSymbol))
  const named = wordsFolded ? symbols.map(asCharacterCount) : symbols
  return {
    fn,
    time,
    space: spaceBound,
    confidence,
    outcome,
    spaceParts: space.parts,
    wordsFolded,
    symbols: usesSum
      ? [
          ...named,
          { text: `${sumSymbol} = the sum of the input's values`, symbols: [sumSymbol], positional: [] },
        ]
      : named,
  }
}

/**
 * `n * L` for n words of L characters is stated as the n characters of the words together, as such
 * problems state it (the words' total length); a cost in the word length alone (a trie's `O(L)`) keeps L.
 */
function wordsAsCharacters(x: BigO | null): BigO | null {
  if (!x || !symbolsOf(x).has('L')) return x
  const folded = foldInto(x, 'L')
  return equals(folded, x) ? x : folded
}

/** Once `n * L` is stated as n, n is the words' characters together. */
function asCharacterCount<T extends { text: string }>(d: T): T {
  const m = /^(\w+) = number of (.+), L = length of each word$/.exec(d.text)
  return m ? { ...d, text: `${m[1]} = total length of the words in ${m[2]}, L = length of one word` } : d
}

/** The steps' own wording of the same sizes: `n * L iterations` are the n characters. */
function foldedText(text: string, folded: boolean | undefined): string {
  return folded ? text.replace(/\b([a-zA-Z]) \* L\b/g, '$1') : text
}

/** Exactly O(E): one term, E to the first power, nothing else. */
function isLinearIn(x: BigO, name: string): boolean {
  const only = x.length === 1 ? x[0] : undefined
  return only !== undefined && equals([only], sym(name))
}

/**
 * Whether a loop of the function runs `count` times (its test reads the parameter) and both takes from
 * and adds to one collection each pass: operations repeated on what it holds, not a walk over k items.
 */
function repeatsOperations(fn: FunctionIR, count: string, language: Language): boolean {
  let found = false
  walkStmts(fn.body, (s) => {
    if (found || s.kind !== 'loop') return
    const loop = s.loop
    const test = loop.style === 'each' ? loop.iter : loop.cond
    if (!test) return
    // `range(k)`, `k-- > 0`, `i < k`: the count and at most the loop's own counter, not
    // `range(k, len(nums))`, which walks the input from k on.
    const counters = new Set(loop.style === 'for' ? loop.update.flatMap((u) => [...namesIn(u)]) : [])
    const read = [...namesIn(test)].filter((n) => n !== 'range' && !counters.has(n))
    if (read.length !== 1 || read[0] !== count) return
    const taken = new Set<string>()
    const added = new Set<string>()
    // At the loop's own level: a push inside an inner loop (IPO's projects let in while affordable) adds
    // items rather than putting one back.
    walkStmts(loop.body, (t, inner) => {
      if (inner.length > 0) return
      for (const root of stmtExprs(t))
        walkExpr(root, (e) => {
          if (e.kind !== 'call') return
          const op = classifyCall(e, language)
          const target = op?.target ? pathOf(op.target) : null
          if (!op || !target) return
          if (TAKES.has(op.op)) taken.add(target)
          if (PUTS.has(op.op)) added.add(target)
        })
    })
    found = [...taken].some((x) => added.has(x))
  })
  return found
}

const TAKES = new Set(['heap-remove', 'remove-end', 'remove-front'])
const PUTS = new Set(['add', 'heap-add'])

function lowest(a: Confidence, b: Confidence): Confidence {
  const order: Confidence[] = ['high', 'medium', 'low']
  return order[Math.max(order.indexOf(a), order.indexOf(b))] as Confidence
}

/** A script's top-level statements, analysed as if they were one function without parameters. */
function moduleFunction(program: ProgramIR): FunctionIR | null {
  const body = program.topLevel.filter((s) => s.kind !== 'function' && s.kind !== 'class')
  if (body.length === 0) return null
  const first = body[0] as FunctionIR['body'][number]
  const last = body[body.length - 1] as FunctionIR['body'][number]
  return {
    id: -1,
    name: '<module>',
    params: [],
    body,
    decorators: [],
    className: null,
    parentId: null,
    isLambda: false,
    returnType: null,
    line: first.line,
    endLine: last.endLine,
  }
}

export function analyzeProgram(program: ProgramIR, language: Language): ProgramAnalysis {
  let fns = entryFunctions(program)
  if (fns.length === 0) {
    const script = moduleFunction(program)
    if (script) fns = [script]
  }
  // A factory (`compose(functions)` returning `x => ...`) is measured by a call of what it returns.
  const measured = (fn: FunctionIR) => factoryCall(fn, program) ?? fn
  const analyse = (fn: FunctionIR, renamed?: ReadonlyMap<string, string>) => ({
    ...analyzeFunction(measured(fn), program, language, renamed),
    fn,
  })
  let all = fns.map((fn) => analyse(fn))
  // A cost in one size only calls it n, whichever parameter holds it (power(a, e, mod) is O(log n)).
  const lone = loneSize(all)
  if (lone) {
    const renamed = new Map([
      [lone, 'n'],
      ['n', lone],
    ])
    all = fns.map((fn) => analyse(fn, renamed))
  } else {
    // A cost in one grid's two sides only (`grid2` beside an unused `grid1`) calls them m and n.
    const pair = loneGrid(all)
    const gap = pair ? null : secondSizeUnnamed(all)
    const renamed = pair ?? gap
    if (renamed) all = fns.map((fn) => analyse(fn, renamed))
  }
  // Independent entry points add up; one that cannot be bounded is left to its own row rather than
  // making the whole file undetermined, and the file's figure is then of low confidence.
  const bounded = all.filter((e) => e.time !== null && e.space !== null)
  const entries = bounded.length > 0 ? bounded : all
  const leftOut = all.filter((e) => !entries.includes(e))
  let time: BigO | null = null
  let space: BigO | null = null
  let confidence: Confidence = leftOut.length > 0 ? 'low' : 'high'
  for (const e of entries) {
    confidence = lowest(confidence, e.confidence)
    time = e.time ? (time ? add(time, e.time) : e.time) : time
    space = e.space ? (space ? add(space, e.space) : e.space) : space
  }
  if (entries.some((e) => e.time === null)) time = null
  if (entries.some((e) => e.space === null)) space = null
  if (time) time = withoutCrossLogs(withoutPassesBesideHeavierWork(time))
  if (space) space = withoutPassesBesideHeavierWork(space)
  const timeNotes = time
    ? dominantNotes(
        entries.flatMap((e) => e.outcome.notes),
        time,
      )
    : []
  const spaceParts = space
    ? entries.flatMap((e) => e.spaceParts).filter((p) => contributes(p.size, space as BigO))
    : []
  const wordsFolded = entries.some((e) => e.wordsFolded)
  return { entries, leftOut, time, space, confidence, timeNotes, spaceParts, wordsFolded }
}

/** The one positional size other than n that the entry points' costs use, if they use only one. */
function loneSize(entries: FunctionAnalysis[]): string | null {
  const used = new Set<string>()
  for (const e of entries) {
    for (const x of [e.time, e.space]) if (x) for (const s of symbolsOf(x)) used.add(s)
  }
  const only = used.size === 1 ? [...used][0] : undefined
  if (only === undefined || only === 'n') return null
  const positional = entries.some((e) => e.symbols.some((d) => d.positional.includes(only)))
  const named = entries.some((e) =>
    e.symbols.some((d) => d.symbols.includes(only) && !d.positional.includes(only)),
  )
  return positional && !named ? only : null
}

/**
 * The renaming that gives m and n to the two sides of the one grid a cost is in, when they are named
 * otherwise (`m * p` because another grid took n); null when there is nothing to rename.
 */
function loneGrid(entries: FunctionAnalysis[]): Map<string, string> | null {
  const used = new Set<string>()
  for (const e of entries) {
    for (const x of [e.time, e.space]) if (x) for (const s of symbolsOf(x)) used.add(s)
  }
  if (used.size !== 2 || (used.has('m') && used.has('n'))) return null
  const grids = entries.flatMap((e) =>
    e.symbols.filter(
      (d) => d.symbols.length === 2 && d.symbols.every((x) => used.has(x) && d.positional.includes(x)),
    ),
  )
  const [rows, cols] = grids[0]?.symbols ?? []
  if (!rows || !cols) return null
  // A permutation of the symbols, so that no other size takes a name already in use.
  const renamed = new Map<string, string>()
  const swap = (from: string, to: string) => {
    if (from === to) return
    const fromTarget = renamed.get(from) ?? from
    const holder = [...renamed.entries()].find(([, v]) => v === to)?.[0] ?? to
    renamed.set(from, to)
    renamed.set(holder, fromTarget)
  }
  swap(rows, 'n')
  swap(cols, 'm')
  return renamed
}

/**
 * `p → m` when the costs use n and a third input's p but not m (the second input turned out to share n's
 * length): the answer's two sizes are n and m, as a problem names them.
 */
function secondSizeUnnamed(entries: FunctionAnalysis[]): Map<string, string> | null {
  const used = new Set<string>()
  for (const e of entries) {
    for (const x of [e.time, e.space]) if (x) for (const s of symbolsOf(x)) used.add(s)
  }
  if (!used.has('n') || used.has('m') || !used.has('p')) return null
  const positional = entries.some((e) => e.symbols.some((d) => d.positional.includes('p')))
  return positional
    ? new Map([
        ['p', 'm'],
        ['m', 'p'],
      ])
    : null
}

/** Whether a part's cost reaches one of the dominant terms of the total. */
function contributes(part: BigO, total: BigO): boolean {
  return part.some((t) => total.some((u) => termDominates(t, u)))
}

function dominantNotes(notes: Note[], total: BigO): Note[] {
  const seen = new Set<string>()
  return notes
    .filter((n) => contributes(n.cost, total))
    .filter((n) => {
      const key = `${n.line}:${n.text}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => a.line - b.line)
}

export function timeExplanation(analysis: ProgramAnalysis): { text: string; lines: LineRange[] } {
  if (!analysis.time) {
    const reasons = analysis.entries.flatMap((e) => e.outcome.undetermined.map((u) => u.reason))
    return { text: reasons[0] ?? 'The code is too dynamic to bound.', lines: [] }
  }
  const notes = analysis.timeNotes.slice(0, 4)
  const sizes = sizesUsed(analysis, analysis.time)
  if (notes.length === 0) {
    return {
      text: `${format(analysis.time)}: every statement runs a bounded number of times${sizes}.`,
      lines: [],
    }
  }
  const steps = notes.map((n) => foldedText(n.text, analysis.wordsFolded))
  const text = `${format(analysis.time)}${sizes}: ${steps.join('; ')}.`
  return { text, lines: notes.map((n) => [n.line, n.endLine] as LineRange) }
}

export function spaceExplanation(analysis: ProgramAnalysis): { text: string; lines: LineRange[] } {
  if (!analysis.space) return { text: 'The size of what the code builds could not be bounded.', lines: [] }
  const parts = analysis.spaceParts.slice(0, 4)
  if (parts.length === 0)
    return {
      text: `${format(analysis.space)}: only a fixed number of variables besides the input.`,
      lines: [],
    }
  return {
    text: `${format(analysis.space)}${sizesUsed(analysis, analysis.space)}: ${parts.map((p) => foldedText(p.text, analysis.wordsFolded)).join('; ')}.`,
    lines: parts.map((p) => [p.line, p.line] as LineRange),
  }
}

export function sameCost(a: BigO | null, b: BigO | null): boolean {
  return a !== null && b !== null && equals(a, b)
}

export { allocationSize }
