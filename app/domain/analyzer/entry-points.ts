import { walkBodyExprs, type FunctionIR, type ProgramIR, type Stmt } from './ir'

/**
 * Which functions of a file are its entry points, the ones the file's complexity is about: the public
 * methods of a solution class, what `main` (or a script's top level) runs, the functions a module exports,
 * else every function nothing else in the file calls. Helpers are folded into the entry points that call
 * them; a function nothing reaches is reported on its own.
 */

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
function uncalledFunctions(program: ProgramIR): FunctionIR[] {
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

/** The entry points of a file, most specific rule first. */
export function entryFunctions(program: ProgramIR): FunctionIR[] {
  const fromMain = scaffoldingCallees(program)
  if (fromMain.length > 0) return fromMain
  let entries = uncalledFunctions(program)
  const exported = entries.filter((f) => f.decorators.includes('export'))
  if (exported.length > 0) entries = exported
  const reachable = entries.filter((f) => !isPrivate(f))
  return withPreparingConstructors(reachable.length > 0 ? reachable : entries, program)
}

/**
 * A class that precomputes in its constructor (a prefix-sum table, a heap of the first k values) pays
 * that once per instance, and its other operations rely on it: the constructor is one of its operations.
 * One that only stores its arguments costs O(1) and changes nothing.
 */
function withPreparingConstructors(entries: FunctionIR[], program: ProgramIR): FunctionIR[] {
  const classes = new Set(entries.map((f) => f.className).filter((c): c is string => c !== null))
  if (classes.size === 0) return entries
  const preparing = program.functions.filter(
    (f) =>
      f.className !== null &&
      classes.has(f.className) &&
      !entries.includes(f) &&
      f.body.length > 0 &&
      isConstructor(f, program),
  )
  return preparing.length > 0 ? [...entries, ...preparing] : entries
}

/**
 * `main` (or a script's top-level code) only runs the solution on an example: the functions it calls
 * are the solution, measured on inputs of any size rather than on the example.
 */
function scaffoldingCallees(program: ProgramIR): FunctionIR[] {
  const main = program.functions.find((f) => f.name === 'main' && !f.isLambda)
  const runner: Stmt[] | null = main
    ? main.body
    : program.topLevel.some((s) => s.kind !== 'function' && s.kind !== 'class')
      ? program.topLevel
      : null
  if (!runner) return []
  const names = new Set<string>()
  walkBodyExprs(runner, (e) => {
    if (e.kind !== 'call') return
    if (e.callee.kind === 'name') names.add(e.callee.name)
    else if (e.callee.kind === 'member') names.add(e.callee.property)
  })
  return program.functions.filter(
    (f) =>
      f !== main &&
      names.has(f.name) &&
      f.parentId === null &&
      !f.isLambda &&
      !isConstructor(f, program) &&
      !CALLBACK_NAMES.test(f.name),
  )
}

/** A method its class keeps to itself: `private`, or Python's leading underscore. */
function isPrivate(fn: FunctionIR): boolean {
  if (fn.className === null) return false
  return fn.decorators.includes('private') || /^_[^_]/.test(fn.name)
}
