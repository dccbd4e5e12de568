import {
  calleeName,
  namesIn,
  pathOf,
  walkBodyExprs,
  walkStmts,
  type Expr,
  type FunctionIR,
  type ProgramIR,
  type Stmt,
  argumentParams,
} from './ir'
import { exprKey } from './loops'

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
const SORT_INTERFACE = /^(Len|Less|Swap|Push|Pop)$/

/**
 * A library callback rather than an operation: `Push` and `Pop` are heap.Interface's only on a type that
 * also has `Less` and `Swap` (a design class's `Push` is one of its operations).
 */
function isCallback(fn: FunctionIR, program: ProgramIR): boolean {
  if (!CALLBACK_NAMES.test(fn.name)) return false
  if (!SORT_INTERFACE.test(fn.name) || fn.className === null) return true
  const methods = program.functions.filter((f) => f.className === fn.className).map((f) => f.name)
  return methods.includes('Less') && methods.includes('Swap')
}

/** Whether some function of the file with this name takes that many arguments. */
function takesArguments(program: ProgramIR, name: string, count: number): boolean {
  return program.functions.some((f) => {
    if (f.name !== name) return false
    const params = argumentParams(f)
    if (params.some((p) => p.name.startsWith('*') || (p.type ?? '').endsWith('...'))) return true
    const required = params.filter((p) => !p.defaultValue).length
    return count >= required && count <= params.length
  })
}

/** `skip`: functions whose calls do not count (a debugging helper calling the solution). */
function calledNames(program: ProgramIR, skip: ReadonlySet<FunctionIR>): Set<string> {
  const out = new Set<string>()
  const callees = new WeakSet<Expr>()
  const functionNames = new Set(program.functions.filter((f) => !f.isLambda).map((f) => f.name))
  const visit = (body: Parameters<typeof walkBodyExprs>[0]) =>
    walkBodyExprs(body, (e) => {
      // Getters are used as properties (`heap.size`), so member reads count as uses too.
      if (e.kind === 'member' && !callees.has(e)) {
        if (e.object.kind !== 'name' || !/^(self|this)$/.test(e.object.name)) out.add(e.property)
      }
      if (e.kind !== 'call') return
      // `max(words, key=score)`, `words.map(toMask)`: a function handed over by name is used there.
      for (const a of e.args) {
        const handed = a.kind === 'assign' ? a.value : a
        if (handed.kind === 'name' && functionNames.has(handed.name)) out.add(handed.name)
      }
      if (e.callee.kind === 'name') out.add(e.callee.name)
      else if (e.callee.kind === 'member') {
        callees.add(e.callee)
        // `store.get(key)` on a map is not a call of the class's own `get(key, timestamp)`.
        if (takesArguments(program, e.callee.property, e.args.length)) out.add(e.callee.property)
      }
    })
  for (const fn of program.functions) if (!skip.has(fn)) visit(fn.body)
  visit(live(program.topLevel, program.topLevel))
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
  const candidates = program.functions.filter(
    (f) => f.parentId === null && !f.isLambda && !isConstructor(f, program) && !isCallback(f, program),
  )
  // A brute force kept to compare against, a debugging print: left in the file, but not the solution,
  // and what they call (the solution itself, to check it) is not called for that.
  const leftOver = new Set(candidates.filter((f) => markedAsLeftOver(f, program)))
  const called = calledNames(program, leftOver)
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
  const byId = new Map(program.functions.map((f) => [f.id, f]))
  // `() => evaluateTree(right)` written inside evaluateTree is the function calling itself, later.
  const outermost = (f: FunctionIR): FunctionIR => {
    let top = f
    for (let up = byId.get(f.parentId ?? -1); up; up = byId.get(up.parentId ?? -1)) top = up
    return top
  }
  for (const f of program.functions) {
    if (leftOver.has(f)) continue
    const owner = f.isLambda ? outermost(f).name : f.name
    walkBodyExprs(f.body, (e) => {
      if (e.kind !== 'call') return
      const name =
        e.callee.kind === 'name' ? e.callee.name : e.callee.kind === 'member' ? e.callee.property : null
      if (name && name !== f.name && name !== owner) callers.set(name, (callers.get(name) ?? 0) + 1)
    })
  }
  walkBodyExprs(live(program.topLevel, program.topLevel), (e) => {
    if (e.kind === 'call' && e.callee.kind === 'name')
      callers.set(e.callee.name, (callers.get(e.callee.name) ?? 0) + 1)
  })
  const entries = candidates.filter((f) => !called.has(f.name) || (selfCalling(f) && !callers.has(f.name)))
  const kept = entries.filter((f) => !leftOver.has(f))
  // What the left-over functions call (`fromArray`, `toArray` building a test list) is theirs, unless it
  // is all there is (a debugging method calls the solution itself to check it).
  const others = new Set(program.functions.filter((f) => !leftOver.has(f)))
  const forLeftOver = leftOver.size > 0 ? calledNames(program, others) : new Set<string>()
  const own = kept.filter((f) => !forLeftOver.has(f.name))
  if (own.length > 0) return own
  if (kept.length > 0) return kept
  if (entries.length > 0) return entries
  return candidates.length > 0 ? candidates : program.functions.filter((f) => !f.isLambda).slice(0, 1)
}

const LEFT_OVER =
  /\b(debug(ging)?|never call(s|ed)?|does not call|doesn't call|not called|unused|not used|to compare (it )?(with|against)|compare (it )?(with|against)|used to test|test(ed)? locally|cross-check(s|ed|ing)?|sanity[- ]check(s|ed|ing)?|used while testing|(local )?testing only|only for (local )?testing|local testing|test helpers?|testing helpers?|kept (for|to) (check(ing)?|compar(e|ing|ison)|reference)|for checking)\b/i

/**
 * Whether a function is left over beside the solution: named for debugging (`debug`, `dump`), or the
 * comment block just above it says it is unused, for debugging or for comparison.
 */
function markedAsLeftOver(fn: FunctionIR, program: ProgramIR): boolean {
  if (/^(debug|dump)([A-Z_]|$)/i.test(fn.name)) return true
  if (LEFT_OVER.test(commentAbove(fn, program))) return true
  // `// toString and fromSlice were used to test locally.` above the first: the comment names both.
  if (!program.comments.some((c) => c.text.includes(fn.name))) return false
  // Only a comment that names the function under it too, as one of a group.
  const names = (f: FunctionIR, text: string) =>
    new RegExp(`\\b${f.name.replace(/[^\w]/g, '')}\\b`).test(text)
  // `bestPathDebug ... maxProbability never calls it`, `not called from solve`: the comment names the
  // solution as the caller that leaves the helper out, not as one of the left-over group.
  const asCaller = (f: FunctionIR, text: string) => {
    const n = f.name.replace(/[^\w]/g, '')
    return new RegExp(
      `\\b${n}\\s+(never|does not|doesn't|do not|won't|will not)\\s+call|\\b(called|used|reached|run)\\s+(from|by|in)\\s+(\\w+\\.)?${n}\\b|\\b(only\\s+)?calls\\s+(only\\s+)?(\\w+\\.)?${n}\\b`,
      'i',
    ).test(text)
  }
  return program.functions.some((g) => {
    if (g === fn || g.parentId !== null) return false
    const text = commentAbove(g, program)
    return LEFT_OVER.test(text) && names(fn, text) && names(g, text) && !asCaller(fn, text)
  })
}

function commentAbove(fn: FunctionIR, program: ProgramIR): string {
  const byEnd = new Map(program.comments.map((c) => [c.endLine, c]))
  let line = fn.line - 1
  // Skip a decorator line (`@staticmethod`) between the comment and the function.
  if (!byEnd.has(line) && fn.decorators.length > 0) line--
  let text = ''
  for (let c = byEnd.get(line); c; c = byEnd.get(c.line - 1)) text = `${c.text}\n${text}`
  return text
}

/**
 * Top-level functions the answer leaves out: neither entry points nor called from live code (another
 * version kept for comparison, a test helper only a `DEBUG` block calls). A comment on one of them
 * describes it, not the solution.
 */
export function setAside(program: ProgramIR, entries: readonly FunctionIR[]): FunctionIR[] {
  const called = calledNames(program, new Set())
  return program.functions.filter(
    (f) => f.parentId === null && !f.isLambda && !entries.includes(f) && !called.has(f.name),
  )
}

/** The entry points of a file, most specific rule first. */
export function entryFunctions(program: ProgramIR): FunctionIR[] {
  // A design class run by `main` pays for its constructor's preparation too (a sort of the edges).
  const fromMain = scaffoldingCallees(program)
  if (fromMain.length > 0) return withPreparingConstructors(fromMain, program)
  let entries = uncalledFunctions(program)
  const exported = entries.filter((f) => f.decorators.includes('export'))
  if (exported.length > 0) entries = exported
  entries = checkedByHarness(entries, program)
  entries = replayedOperations(entries, program)
  entries = withoutAlternatives(entries)
  entries = withoutNodeConverters(entries, program)
  entries = publicOperations(entries, program)
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
  // Go builds its design structs in a free function: `func Constructor(matrix [][]int) NumMatrix`.
  const builds = (f: FunctionIR) =>
    f.className !== null
      ? classes.has(f.className)
      : f.parentId === null && classes.has((f.returnType ?? '').replace(/^\*/, ''))
  const preparing = program.functions.filter(
    (f) => builds(f) && !entries.includes(f) && f.body.length > 0 && isConstructor(f, program),
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
  walkBodyExprs(live(runner, program.topLevel), (e) => {
    if (e.kind !== 'call') return
    if (e.callee.kind === 'name') names.add(e.callee.name)
    else if (e.callee.kind === 'member') names.add(e.callee.property)
  })
  const callees = program.functions.filter(
    (f) =>
      f !== main &&
      names.has(f.name) &&
      f.parentId === null &&
      !f.isLambda &&
      !isConstructor(f, program) &&
      !isCallback(f, program),
  )
  // Java's `class Main { static void demo() ... }`: the class holding `main` is the harness, and its static
  // methods are free functions as a script's would be.
  const harness = main?.className && main.className !== 'Solution' ? main.className : null
  const free = (f: FunctionIR) => f.className === null || f.className === harness
  const solved = callees.flatMap((f) => solutionsOfPrintingDriver(f, program, free) ?? [f])
  const unique = solved.filter((f, i) => solved.indexOf(f) === i)
  return withoutAlternatives(
    // `_demo()` printing `sol.isReflected(pts)` beside `is_reflected_slow(pts)`: the judge's method the
    // driver calls is the answer, the free function it checks against is not.
    withoutReferenceAnswers(
      [...unique, ...solutionMethodsOfDrivers([...callees, ...unique], program, free)].filter(
        (f, i, all) => all.indexOf(f) === i,
      ),
      program,
    ),
  )
}

const PRINTS = /^(print|println|printf|Println|Printf|log|assert|assertEqual|assert_eq|expect|puts)$/

/**
 * `function check(nums, expected) { const a = minStartValue(nums); console.log(a === expected ...) }`: a
 * free function main calls to run and print one example is a driver; the file's functions it calls are
 * the answer (and the other versions it compares them with). Null when it prints nothing or calls none.
 */
function solutionsOfPrintingDriver(
  driver: FunctionIR,
  program: ProgramIR,
  free: (f: FunctionIR) => boolean,
): FunctionIR[] | null {
  if (!free(driver)) return null
  let prints = false
  const names = new Set<string>()
  for (const f of withNested(driver, program))
    walkBodyExprs(f.body, (e) => {
      if (e.kind !== 'call') return
      if (PRINTS.test(calleeName(e) ?? '')) prints = true
      if (e.callee.kind === 'name') names.add(e.callee.name)
    })
  if (!prints) return null
  const called = program.functions.filter(
    (f) =>
      f !== driver &&
      names.has(f.name) &&
      f.parentId === null &&
      free(f) &&
      !f.isLambda &&
      f.params.length > 0 &&
      !isConstructor(f, program) &&
      !isCallback(f, program),
  )
  return called.length > 0 ? called : null
}

/**
 * `static void run(pts, angle, expected) { Solution s; s.visiblePoints(pts, angle) ... }`: a free function
 * main calls to run one example is a driver; the `Solution` methods it calls are the answer.
 */
function solutionMethodsOfDrivers(
  callees: FunctionIR[],
  program: ProgramIR,
  free: (f: FunctionIR) => boolean,
): FunctionIR[] {
  const methods = program.functions.filter((f) => f.className === 'Solution' && !f.isLambda)
  const names = new Set<string>()
  for (const driver of callees)
    if (free(driver))
      walkBodyExprs(driver.body, (e) => {
        if (e.kind === 'call' && e.callee.kind === 'member') names.add(e.callee.property)
      })
  return methods.filter((f) => names.has(f.name) && !callees.includes(f))
}

/**
 * `def replay(ops, args): cache = LFUCache(*args[0]) ... cache.get(*a)`: a free function that makes an
 * object of one of the file's classes and calls its methods replays operations, as the judge does. The
 * class's operations it calls are the answer; the replay is a driver.
 */
function replayedOperations(entries: FunctionIR[], program: ProgramIR): FunctionIR[] {
  const classes = new Set(program.functions.flatMap((f) => (f.className ? [f.className] : [])))
  // Go's `func Constructor() LRUCache`, `NewCounter()`: a free function that makes the object.
  const makers = new Set(
    program.functions.filter((f) => f.className === null && isConstructor(f, program)).map((f) => f.name),
  )
  const out: FunctionIR[] = []
  for (const f of entries) {
    const made = new Set<string>()
    const called = new Set<string>()
    const named = new Set<string>()
    let byMaker = false
    if (f.className === null)
      for (const g of withNested(f, program))
        walkBodyExprs(g.body, (e) => {
          const type = e.kind === 'new' ? e.type.replace(/<.*$/, '') : null
          if (type && classes.has(type)) made.add(type)
          if (e.kind === 'call' && e.callee.kind === 'name' && classes.has(e.callee.name))
            made.add(e.callee.name)
          if (e.kind === 'call' && e.callee.kind === 'name' && makers.has(e.callee.name)) byMaker = true
          if (e.kind === 'call' && e.callee.kind === 'member') called.add(e.callee.property)
          if (e.kind === 'literal' && e.type === 'string')
            named.add((e.text ?? '').replace(/^["'`]|["'`]$/g, '').toLowerCase())
        })
    // It dispatches on the operations' names (`if op == "get"`, `case "LFUCache":`, Go's `Get` as "get"),
    // as a replay does; a solution only calls its helper class (a heap, a union-find) directly.
    const replays = [...(byMaker ? classes : made), ...called].some((x) => named.has(x.toLowerCase()))
    const operations = program.functions.filter(
      (g) =>
        g.className !== null &&
        (made.has(g.className) || byMaker) &&
        called.has(g.name) &&
        !g.isLambda &&
        !isConstructor(g, program) &&
        !isCallback(g, program),
    )
    if (operations.length === 0 || !replays) out.push(f)
    else for (const g of operations) if (!out.includes(g)) out.push(g)
  }
  return out
}

/** A function and every function written inside it (its callbacks and closures). */
function withNested(fn: FunctionIR, program: ProgramIR): FunctionIR[] {
  const byId = new Map(program.functions.map((f) => [f.id, f]))
  const inside = (f: FunctionIR): boolean => {
    for (let up: FunctionIR | undefined = f; up; up = byId.get(up.parentId ?? -1)) if (up === fn) return true
    return false
  }
  return program.functions.filter(inside)
}

/**
 * What a harness runs beside the solution to check it: a function named as a reference (`brute_force`,
 * `naiveCount`) or one drawing random test inputs is not the answer; what the module exports is, and the
 * judge's `Solution` methods are where the harness calls them.
 */
function withoutReferenceAnswers(callees: FunctionIR[], program: ProgramIR): FunctionIR[] {
  let kept = callees.filter((f) => !REFERENCE_ANSWER.test(f.name) && !drawsRandomInput(f))
  if (kept.length === 0) kept = callees
  const checkers = checkersOf(kept, program)
  if (checkers.size > 0 && checkers.size < kept.length) kept = kept.filter((f) => !checkers.has(f))
  const converters = convertersAround(kept, program)
  if (converters.size > 0 && converters.size < kept.length) kept = kept.filter((f) => !converters.has(f))
  const exported = exportedNames(program)
  const offered = kept.filter((f) => exported.has(f.name))
  if (offered.length > 0) kept = offered
  const judged = kept.filter((f) => f.className === 'Solution')
  return judged.length > 0 ? judged : kept
}

/**
 * `res = findMatrix(nums)` then `isValid(nums, res)`: a function handed both an input and what another of
 * the candidates returned for it checks that answer; it is the harness's, not the solution.
 * (`maxSum(build(values))` hands a built input on, and checks nothing.)
 */
function checkersOf(candidates: FunctionIR[], program: ProgramIR): Set<FunctionIR> {
  const names = new Set(candidates.map((f) => f.name))
  const isAnswer = (e: Expr): e is Expr & { kind: 'call' } =>
    e.kind === 'call' && names.has(calleeName(e) ?? '')
  /** What each answer was computed from: the keys of its call's arguments. */
  const inputsOf = new Map<string, { from: string; inputs: Set<string> }>()
  const answerOf = (call: Expr & { kind: 'call' }) => ({
    from: calleeName(call) ?? '',
    inputs: new Set(call.args.map(exprKey)),
  })
  const bodies = [program.topLevel, ...program.functions.map((f) => f.body)]
  for (const body of bodies)
    walkStmts(body, (st) => {
      if (st.kind !== 'assign') return
      st.targets.forEach((t, i) => {
        const value = st.values[i]
        if (t.kind === 'name' && value && isAnswer(value)) inputsOf.set(t.name, answerOf(value))
      })
    })
  const checkers = new Set<FunctionIR>()
  for (const body of bodies)
    walkBodyExprs(body, (e) => {
      if (e.kind !== 'call') return
      const checker = candidates.find((f) => f.name === calleeName(e))
      if (!checker) return
      e.args.forEach((a, i) => {
        const answer = a.kind === 'name' ? inputsOf.get(a.name) : isAnswer(a) ? answerOf(a) : undefined
        if (!answer || answer.from === checker.name) return
        const alsoInput = e.args.some((b, j) => j !== i && answer.inputs.has(exprKey(b)))
        if (alsoInput) checkers.add(checker)
      })
    })
  return checkers
}

/**
 * `toSlice(deleteDuplicates(fromSlice(c)))`: in a chain of three candidates, the innermost builds the
 * input and the outermost turns the answer into something to print; the one between them is the solution.
 */
function convertersAround(candidates: FunctionIR[], program: ProgramIR): Set<FunctionIR> {
  const byName = new Map(candidates.map((f) => [f.name, f]))
  const candidateCall = (e: Expr | undefined): (Expr & { kind: 'call' }) | null =>
    e?.kind === 'call' && byName.has(calleeName(e) ?? '') ? e : null
  const out = new Set<FunctionIR>()
  for (const body of [program.topLevel, ...program.functions.map((f) => f.body)])
    walkBodyExprs(body, (e) => {
      const outer = candidateCall(e)
      const middle = outer ? candidateCall(outer.args.find((a) => candidateCall(a))) : null
      const inner = middle ? candidateCall(middle.args.find((a) => candidateCall(a))) : null
      if (!outer || !middle || !inner) return
      const names = [outer, middle, inner].map((c) => calleeName(c) ?? '')
      if (new Set(names).size < 3) return
      out.add(byName.get(names[0] as string) as FunctionIR)
      out.add(byName.get(names[2] as string) as FunctionIR)
    })
  return out
}

/** `Math.random()`, `random.randint(...)`, `rand()`, `rand.Intn(n)`: a free function making test data. */
function drawsRandomInput(fn: FunctionIR): boolean {
  if (fn.className !== null) return false
  let random = false
  walkBodyExprs(fn.body, (e) => {
    if (e.kind !== 'call') return
    const path = pathOf(e.callee) ?? ''
    if (
      /(^|\.)(random|randint|randrange|rand|Intn|nextInt|shuffle|choice)$|^(Math\.random|random\.\w+|rand\.\w+)$/.test(
        path,
      )
    )
      random = true
  })
  return random
}

/** Names a module exports: `export function f`, `module.exports = { f, g }`, `exports.f = f`. */
function exportedNames(program: ProgramIR): Set<string> {
  const out = new Set(program.functions.filter((f) => f.decorators.includes('export')).map((f) => f.name))
  for (const s of program.topLevel) {
    if (s.kind !== 'assign') continue
    s.targets.forEach((t, i) => {
      const path = pathOf(t) ?? ''
      const value = s.values[i]
      if (path === 'module.exports' && value) {
        if (value.kind === 'name') out.add(value.name)
        if (value.kind === 'collection')
          for (const el of value.elements) for (const n of namesIn(el)) out.add(n)
      }
      const member = /^(module\.)?exports\.(\w+)$/.exec(path)
      if (member?.[2]) out.add(member[2])
    })
  }
  return out
}

/**
 * `function selfCheck() { for (const nums of cases) compare(solve(nums), solveBrute(nums)) }`: a free
 * function without parameters that nothing calls runs the solution on examples, as `main` does; the
 * functions it calls are the solution (and its other versions), measured on inputs of any size.
 */
function checkedByHarness(entries: FunctionIR[], program: ProgramIR): FunctionIR[] {
  if (entries.length !== 1) return entries
  const harness = entries[0] as FunctionIR
  // `selfTest(rounds = 300)`: a parameter with a default asks for nothing.
  const required = argumentParams(harness).filter((p) => !p.defaultValue)
  if (harness.className !== null || required.length > 0) return entries
  const names = new Set<string>()
  // `EXAMPLES.filter((e) => solve(e.input) !== e.expected)`: the calls inside its callbacks count too.
  for (const f of withNested(harness, program))
    walkBodyExprs(f.body, (e) => {
      if (e.kind === 'call' && e.callee.kind === 'name') names.add(e.callee.name)
    })
  const callees = program.functions.filter(
    (f) =>
      f !== harness &&
      names.has(f.name) &&
      f.parentId === null &&
      !f.isLambda &&
      f.params.length > 0 &&
      !isConstructor(f, program) &&
      !isCallback(f, program),
  )
  if (callees.length === 0) return entries
  // The solution the module offers, beside the reference answer the harness checks it against.
  return withoutReferenceAnswers(callees, program)
}

/** A version kept to check the solution against: a brute force, an exhaustive or naive reference. */
const REFERENCE_ANSWER = /(brute|naive|slow|reference|oracle|enumerat|exhaustive)/i

/**
 * `oddEvenList` beside `oddEvenListWithArray`, `removeDuplicateLetters` beside
 * `removeDuplicateLettersBrute`, `two_sum` beside `two_sum_brute`: another version of the solution, named
 * after it and kept for comparison. The file is about the solution; the other version keeps its own row.
 * Only free functions and the methods of a `Solution` class: a design class's operations may share a
 * prefix (`get`, `getRandom`).
 */
function withoutAlternatives(entries: FunctionIR[]): FunctionIR[] {
  const versionOf = (f: FunctionIR, g: FunctionIR) =>
    f !== g &&
    f.className === g.className &&
    (f.className === null || f.className === 'Solution') &&
    f.name.length > g.name.length &&
    f.name.startsWith(g.name) &&
    /^[A-Z_0-9]/.test(f.name.slice(g.name.length))
  const kept = entries.filter((f) => !entries.some((g) => versionOf(f, g)))
  return kept.length > 0 ? kept : entries
}

/**
 * The statements that can run: not those under `if (DEBUG)` with `const DEBUG = false` (or `if False:`),
 * where a file keeps the calls it used for testing.
 */
function live(stmts: Stmt[], topLevel: Stmt[]): Stmt[] {
  const falseNames = new Set<string>()
  for (const s of topLevel) {
    if (s.kind !== 'assign' || s.targets.length !== 1 || s.values.length !== 1) continue
    const [t, v] = [s.targets[0], s.values[0]]
    if (t?.kind === 'name' && isFalse(v)) falseNames.add(t.name)
  }
  const dead = (c: Expr) => isFalse(c) || (c.kind === 'name' && falseNames.has(c.name))
  return stmts.filter((s) => !(s.kind === 'if' && s.otherwise.length === 0 && dead(s.cond)))
}

function isFalse(e: Expr | undefined): boolean {
  return e?.kind === 'literal' && e.type === 'bool' && /^(false|False)$/.test(e.text ?? '')
}

/**
 * A Java class that declares public methods offers those: an uncalled package-private method beside them
 * (`static int slowCheck(String s)` kept as a reference answer, `void compare(String s)` printing both)
 * only exercises them. In such a class those methods are no entries; when they were the only ones, its
 * public methods are.
 */
function publicOperations(entries: FunctionIR[], program: ProgramIR): FunctionIR[] {
  const out: FunctionIR[] = []
  const done = new Set<string>()
  for (const f of entries) {
    const cls = f.className
    if (cls === null) {
      out.push(f)
      continue
    }
    if (done.has(cls)) continue
    done.add(cls)
    const offered = program.functions.filter(
      (g) =>
        g.className === cls &&
        g.decorators.includes('public') &&
        !g.isLambda &&
        !isConstructor(g, program) &&
        !isCallback(g, program),
    )
    const mine = entries.filter((g) => g.className === cls)
    const open = mine.filter((g) => !g.decorators.includes('package-private'))
    if (offered.length === 0 || open.length === mine.length) out.push(...mine)
    else out.push(...(open.length > 0 ? open : offered))
  }
  return out
}

/** A method its class keeps to itself: `private`, or Python's leading underscore. */
function isPrivate(fn: FunctionIR): boolean {
  if (fn.className === null) return false
  return fn.decorators.includes('private') || /^_[^_]/.test(fn.name)
}

/**
 * `fromArray(values)` building a list of the file's own nodes, `to_list(head)` reading one back into a
 * list of values, `buildTree(values)` making a tree from its level order: free functions of one parameter
 * that only convert between plain values and the node class the solution works on. Beside a solution
 * they are the file's test scaffolding, not the answer; they keep their own rows.
 */
function withoutNodeConverters(entries: FunctionIR[], program: ProgramIR): FunctionIR[] {
  if (entries.length < 2) return entries
  const nodes = nodeClasses(program)
  if (nodes.size === 0) return entries
  const kept = entries.filter((f) => !convertsNodes(f, program, nodes))
  return kept.length > 0 && kept.length < entries.length ? kept : entries
}

/** A node's link to another node, and the value it holds. */
const LINK_FIELD = /^(next|Next|left|right|Left|Right|children)$/
const VALUE_FIELD = /^(val|Val|value)$/

/** The classes (or JavaScript constructor functions) of the file whose instances link to each other. */
function nodeClasses(program: ProgramIR): Set<string> {
  const out = new Set<string>()
  const linking = (body: Stmt[]) => {
    let links = false
    walkStmts(body, (s) => {
      if (s.kind !== 'assign') return
      for (const t of s.targets) if (t.kind === 'member' && LINK_FIELD.test(t.property)) links = true
    })
    return links
  }
  for (const c of program.classes) {
    const fieldNames = c.fields.flatMap((f) =>
      f.kind === 'assign' ? f.targets.map((t) => (t.kind === 'member' ? t.property : (pathOf(t) ?? ''))) : [],
    )
    if (fieldNames.some((n) => LINK_FIELD.test(n)) || c.methods.some((m) => linking(m.body))) out.add(c.name)
  }
  for (const f of program.functions)
    if (f.className === null && /^[A-Z]/.test(f.name) && linking(f.body)) out.add(f.name)
  return out
}

function convertsNodes(fn: FunctionIR, program: ProgramIR, nodes: ReadonlySet<string>): boolean {
  if (fn.className !== null || fn.isLambda || fn.params.length !== 1) return false
  const param = fn.params[0]!.name
  let makesNodes = false
  let readsValues = false
  let callsOthers = false
  const own = new Set(program.functions.filter((f) => !f.isLambda).map((f) => f.name))
  walkBodyExprs(fn.body, (e) => {
    const made =
      e.kind === 'new' ? e.type : e.kind === 'call' && e.callee.kind === 'name' ? e.callee.name : null
    if (made && nodes.has(made.replace(/^\*|&/g, ''))) makesNodes = true
    else if (
      e.kind === 'call' &&
      e.callee.kind === 'name' &&
      own.has(e.callee.name) &&
      e.callee.name !== fn.name
    )
      callsOthers = true
    // `out.append(node.val)`, `out.push(cur.val)`
    if (
      e.kind === 'call' &&
      e.callee.kind === 'member' &&
      /^(append|push|add|push_back)$/.test(e.callee.property) &&
      e.args.some((a) => a.kind === 'member' && VALUE_FIELD.test(a.property))
    )
      readsValues = true
  })
  // Go's `vals = append(vals, head.Val)`
  walkStmts(fn.body, (s) => {
    if (s.kind !== 'assign') return
    for (const v of s.values)
      if (
        v.kind === 'call' &&
        v.callee.kind === 'name' &&
        v.callee.name === 'append' &&
        v.args.slice(1).some((a) => a.kind === 'member' && VALUE_FIELD.test(a.property))
      )
        readsValues = true
  })
  if (callsOthers || makesNodes === readsValues) return false
  // It works on its one parameter: the values it builds from, or the structure it reads.
  let usesParam = false
  walkBodyExprs(fn.body, (e) => {
    if (namesIn(e).has(param)) usesParam = true
  })
  return usesParam
}
