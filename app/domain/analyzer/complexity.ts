import {
  add,
  assumeAtMost,
  equals,
  format,
  logAs,
  symbols as symbolsOf,
  termDominates,
  type BigO,
} from './bigo'
import { Evaluator, sizeHints, type EvalOutcome, type Note } from './evaluate'
import { walkBodyExprs, type FunctionIR, type ProgramIR } from './ir'
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
  symbols: { text: string; symbols: string[] }[]
}

export interface ProgramAnalysis {
  entries: FunctionAnalysis[]
  time: BigO | null
  space: BigO | null
  confidence: Confidence
  timeNotes: Note[]
  spaceParts: SpacePart[]
}

/** Callbacks a library calls for us (sort.Interface, heap.Interface, comparators): not entry points. */
const CALLBACK_NAMES =
  /^(Len|Less|Swap|Push|Pop|compare|compareTo|equals|hashCode|toString|__lt__|__gt__|__eq__|__hash__|__repr__|__str__|__len__|String|main)$/
const CONSTRUCTOR_NAMES = /^(__init__|constructor|Constructor|New[A-Z]\w*|new)$/

function calledNames(program: ProgramIR): Set<string> {
  const out = new Set<string>()
  const visit = (body: Parameters<typeof walkBodyExprs>[0]) =>
    walkBodyExprs(body, (e) => {
      // Getters are used as properties (`heap.size`), so member reads count as uses too.
      if (e.kind === 'member' && e.object.kind !== 'name') out.add(e.property)
      if (e.kind === 'member' && e.object.kind === 'name' && !/^(self|this)$/.test(e.object.name))
        out.add(e.property)
      if (e.kind !== 'call') return
      if (e.callee.kind === 'name') out.add(e.callee.name)
      else if (e.callee.kind === 'member') out.add(e.callee.property)
    })
  for (const fn of program.functions) visit(fn.body)
  visit(program.topLevel)
  return out
}

function isConstructor(fn: FunctionIR, program: ProgramIR): boolean {
  if (CONSTRUCTOR_NAMES.test(fn.name)) return true
  if (fn.className && fn.name === fn.className) return true
  // JavaScript constructor functions: `function ListNode(val, next) { this.val = val }`.
  if (
    /^[A-Z]/.test(fn.name) &&
    fn.body.some(
      (s) =>
        s.kind === 'assign' &&
        s.targets.some((t) => t.kind === 'member' && t.object.kind === 'name' && t.object.name === 'this'),
    )
  ) {
    return true
  }
  return program.classes.some((c) => c.name === fn.name)
}

/** Functions nothing else in the file calls: what the user runs. */
export function entryFunctions(program: ProgramIR): FunctionIR[] {
  const called = calledNames(program)
  const candidates = program.functions.filter(
    (f) => f.parentId === null && !f.isLambda && !isConstructor(f, program) && !CALLBACK_NAMES.test(f.name),
  )
  const selfCalling = (f: FunctionIR) => {
    let self = false
    walkBodyExprs(f.body, (e) => {
      if (
        e.kind === 'call' &&
        ((e.callee.kind === 'name' && e.callee.name === f.name) ||
          (e.callee.kind === 'member' && e.callee.property === f.name))
      )
        self = true
    })
    return self
  }
  const callers = new Map<string, number>()
  for (const f of program.functions) {
    walkBodyExprs(f.body, (e) => {
      if (e.kind !== 'call') return
      const name =
        e.callee.kind === 'name' ? e.callee.name : e.callee.kind === 'member' ? e.callee.property : null
      if (name && name !== f.name) callers.set(name, (callers.get(name) ?? 0) + 1)
    })
  }
  walkBodyExprs(program.topLevel, (e) => {
    if (e.kind === 'call' && e.callee.kind === 'name')
      callers.set(e.callee.name, (callers.get(e.callee.name) ?? 0) + 1)
  })
  const entries = candidates.filter((f) => !called.has(f.name) || (selfCalling(f) && !callers.has(f.name)))
  if (entries.length > 0) return entries
  return candidates.length > 0 ? candidates : program.functions.filter((f) => !f.isLambda).slice(0, 1)
}

function bindingShapes(
  fn: FunctionIR,
  program: ProgramIR,
): { shapes: Map<string, Shape>; symbols: { text: string; symbols: string[] }[] } {
  const bindings = bindParameters(fn, program)
  const shapes = new Map<string, Shape>()
  const symbols: { text: string; symbols: string[] }[] = []
  for (const [name, b] of bindings) {
    shapes.set(name, b.shape)
    symbols.push({ text: b.description, symbols: b.symbols })
  }
  return { shapes, symbols }
}

/** The descriptions of the symbols a cost uses: "n = length of nums; k = k". */
function sizesUsed(analysis: ProgramAnalysis, cost: BigO): string {
  const used = symbolsOf(cost)
  const texts = new Set<string>()
  for (const e of analysis.entries)
    for (const d of e.symbols) if (d.symbols.some((x) => used.has(x))) texts.add(d.text)
  if (used.has('M')) texts.add('M = the largest value in the input')
  return texts.size > 0 ? ` (${[...texts].join('; ')})` : ''
}

export function analyzeFunction(fn: FunctionIR, program: ProgramIR, language: Language): FunctionAnalysis {
  const { shapes, symbols } = bindingShapes(fn, program)
  const first = new Evaluator(program, language, null).evaluateEntry(fn, shapes)
  const hints = sizeHints(first.allocations)
  const outcome = new Evaluator(program, language, hints).evaluateEntry(fn, shapes)
  const space = spaceOf(outcome)
  let confidence = outcome.confidence
  if (outcome.time === null || space.bigO === null) confidence = 'low'
  // A parameter k (window size, how many to keep) never exceeds the input it selects from.
  const graph = [...shapes.values()].some((sh) => sh.kind === 'int' && symbolsOf(sh.mag).has('V'))
  const bounded = (x: BigO | null) => {
    if (!x) return null
    const y = assumeAtMost(x, 'k', 'n')
    return graph ? logAs(y, 'E', 'V') : y
  }
  return {
    fn,
    time: bounded(outcome.time),
    space: bounded(space.bigO),
    confidence,
    outcome,
    spaceParts: space.parts,
    symbols,
  }
}

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
  const entries = fns.map((fn) => analyzeFunction(fn, program, language))
  let time: BigO | null = null
  let space: BigO | null = null
  let confidence: Confidence = 'high'
  let undetermined = false
  for (const e of entries) {
    confidence = lowest(confidence, e.confidence)
    if (e.time === null || e.space === null) undetermined = true
    time = e.time ? (time ? add(time, e.time) : e.time) : time
    space = e.space ? (space ? add(space, e.space) : e.space) : space
  }
  if (undetermined) {
    time = entries.every((e) => e.time !== null) ? time : null
    space = entries.every((e) => e.space !== null) ? space : null
  }
  const timeNotes = time
    ? dominantNotes(
        entries.flatMap((e) => e.outcome.notes),
        time,
      )
    : []
  const spaceParts = space
    ? entries.flatMap((e) => e.spaceParts).filter((p) => contributes(p.size, space as BigO))
    : []
  return { entries, time, space, confidence, timeNotes, spaceParts }
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
  const text = `${format(analysis.time)}${sizes}: ${notes.map((n) => n.text).join('; ')}.`
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
    text: `${format(analysis.space)}${sizesUsed(analysis, analysis.space)}: ${parts.map((p) => p.text).join('; ')}.`,
    lines: parts.map((p) => [p.line, p.line] as LineRange),
  }
}

export function sameCost(a: BigO | null, b: BigO | null): boolean {
  return a !== null && b !== null && equals(a, b)
}

export { allocationSize }
