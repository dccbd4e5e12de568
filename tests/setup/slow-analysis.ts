/**
 * Python that takes the analyzer many seconds (about 35 KB): each of `count` functions calls the next
 * twice, and the engine follows every call. Built here rather than kept as a fixture.
 */
export function pathologicalPython(count = 800): string {
  const functions: string[] = []
  for (let i = 0; i < count - 1; i++)
    functions.push(`def f${i}(n):\n    return f${i + 1}(n) + f${i + 1}(n)\n`)
  functions.push(`def f${count - 1}(n):\n    return n\n`)
  return functions.join('\n')
}
