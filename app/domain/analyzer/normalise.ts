import type { Expr, FunctionIR, ProgramIR, Stmt } from './ir'

/**
 * Rewrites that make the languages look alike before analysis:
 * - a function value bound to a name (`const dfs = (i) => ...`, `var f = function`, Go's `area = func`)
 *   takes that name, so calls and recursion through the name are recognised;
 * - `xs.forEach((x, i) => { ... })` as a statement becomes a loop over `xs`, so that recursion and costs
 *   inside the callback are seen as what they are: a loop body.
 */
export function normaliseProgram(program: ProgramIR): ProgramIR {
  const off = offFlags(program)
  const visitBody = (body: Stmt[]): Stmt[] => withoutDeadBranches(body, off).map(visitStmt)

  const visitStmt = (s: Stmt): Stmt => {
    switch (s.kind) {
      case 'assign': {
        const target = s.targets[0]
        const value = s.values[0]
        if (
          s.targets.length === 1 &&
          s.values.length === 1 &&
          target?.kind === 'name' &&
          value?.kind === 'lambda'
        ) {
          nameFunction(value.fn, target.name)
        }
        return s
      }
      case 'expr': {
        const loop = forEachAsLoop(s)
        return loop ?? s
      }
      case 'if':
        return { ...s, then: visitBody(s.then), otherwise: visitBody(s.otherwise) }
      case 'loop':
        return { ...s, loop: { ...s.loop, body: visitBody(s.loop.body) } }
      case 'block':
        return { ...s, body: visitBody(s.body) }
      default:
        return s
    }
  }

  for (const fn of program.functions) fn.body = visitBody(fn.body)
  for (const cls of program.classes) cls.fields = visitBody(cls.fields)
  return { ...program, topLevel: visitBody(program.topLevel) }
}

/**
 * Flags set to false once and never changed (`static final boolean DEBUG = false`, `const debug = false`,
 * `DEBUG = False`): what they guard is debugging code that does not run.
 */
function offFlags(program: ProgramIR): Set<string> {
  const declared = new Map<string, number>()
  const off = new Set<string>()
  const note = (s: Stmt) => {
    if (s.kind !== 'assign') return
    for (const [i, t] of s.targets.entries()) {
      const name = t.kind === 'name' ? t.name : t.kind === 'member' ? t.property : null
      if (!name) continue
      declared.set(name, (declared.get(name) ?? 0) + 1)
      const v = s.values[s.values.length === s.targets.length ? i : 0]
      if (
        s.targets.length === 1 &&
        v?.kind === 'literal' &&
        v.type === 'bool' &&
        /^(false|False)$/.test(v.text ?? '')
      )
        off.add(name)
    }
  }
  const walk = (body: Stmt[]) => {
    for (const s of body) {
      note(s)
      if (s.kind === 'if') {
        walk(s.then)
        walk(s.otherwise)
      } else if (s.kind === 'loop') walk(s.loop.body)
      else if (s.kind === 'block') walk(s.body)
    }
  }
  walk(program.topLevel)
  for (const cls of program.classes) walk(cls.fields)
  for (const fn of program.functions) walk(fn.body)
  return new Set([...off].filter((name) => declared.get(name) === 1))
}

/**
 * `if (DEBUG) { ... }` never runs; `if (!DEBUG) return;` always returns, so nothing after it runs.
 */
function withoutDeadBranches(body: Stmt[], off: ReadonlySet<string>): Stmt[] {
  if (off.size === 0) return body
  const isOff = (e: Expr) => e.kind === 'name' && off.has(e.name)
  const out: Stmt[] = []
  for (const s of body) {
    if (s.kind === 'if' && isOff(s.cond)) {
      out.push(...s.otherwise)
      continue
    }
    const last = s.kind === 'if' ? s.then[s.then.length - 1] : undefined
    if (
      s.kind === 'if' &&
      s.cond.kind === 'unary' &&
      /^(!|not)$/.test(s.cond.op) &&
      isOff(s.cond.operand) &&
      (last?.kind === 'return' || last?.kind === 'throw')
    ) {
      out.push(...s.then)
      return out
    }
    out.push(s)
  }
  return out
}

function nameFunction(fn: FunctionIR, name: string): void {
  if (fn.name === '<lambda>' || fn.isLambda) {
    fn.name = name
    fn.isLambda = false
  }
}

function forEachAsLoop(s: Stmt & { kind: 'expr' }): Stmt | null {
  const e = s.expr
  if (e.kind !== 'call' || e.callee.kind !== 'member' || e.callee.property !== 'forEach') return null
  const callback = e.args[0]
  if (!callback || callback.kind !== 'lambda') return null
  const [element, index] = callback.fn.params
  const at = { line: s.line, endLine: s.endLine }
  const nameOrHole = (n: string | undefined): Expr => ({ ...at, kind: 'name', name: n ?? '_' })
  const iter: Expr = {
    ...at,
    kind: 'call',
    callee: { ...at, kind: 'name', name: 'enumerate' },
    args: [e.callee.object],
  }
  return {
    ...s,
    kind: 'loop',
    loop: {
      ...at,
      style: 'each',
      target: {
        ...at,
        kind: 'collection',
        type: 'tuple',
        elements: [nameOrHole(index?.name), nameOrHole(element?.name)],
      },
      iter,
      body: callback.fn.body,
      callback: true,
    },
  }
}
