import type { Expr, FunctionIR, ProgramIR, Stmt } from './ir'

/**
 * Rewrites that make the languages look alike before analysis:
 * - a function value bound to a name (`const dfs = (i) => ...`, `var f = function`, Go's `area = func`)
 *   takes that name, so calls and recursion through the name are recognised;
 * - `xs.forEach((x, i) => { ... })` as a statement becomes a loop over `xs`, so that recursion and costs
 *   inside the callback are seen as what they are: a loop body.
 */
export function normaliseProgram(program: ProgramIR): ProgramIR {
  const visitBody = (body: Stmt[]): Stmt[] => body.map(visitStmt)

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
