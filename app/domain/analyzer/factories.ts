import type { FunctionIR, ProgramIR, Stmt } from './ir'

/**
 * A factory hands back the function that does the work: `compose(functions)` returns `x => ...`, a read4
 * wrapper returns `(buf, n) => ...`, `memoize(fn)` returns the cached caller. What such a file is asked
 * to cost is a call of the returned function, with the factory's own statements (a cache it makes) run
 * first. The result is one function with the factory's parameters and the returned one's, whose body is
 * the factory's statements followed by the returned function's; null when `fn` is not a factory.
 */
export function factoryCall(fn: FunctionIR, program: ProgramIR): FunctionIR | null {
  const last: Stmt | undefined = fn.body[fn.body.length - 1]
  if (!last || last.kind !== 'return' || !last.value) return null
  const value = last.value
  const made =
    value.kind === 'lambda'
      ? value.fn
      : value.kind === 'name'
        ? program.functions.find((f) => f.parentId === fn.id && f.name === value.name)
        : undefined
  if (!made) return null
  const own = new Set(made.params.map((p) => p.name))
  return {
    ...made,
    name: fn.name,
    line: fn.line,
    endLine: fn.endLine,
    className: fn.className,
    parentId: fn.parentId,
    isLambda: false,
    decorators: fn.decorators,
    params: [...fn.params.filter((p) => !own.has(p.name)), ...made.params],
    body: [...fn.body.slice(0, -1), ...made.body],
  }
}
