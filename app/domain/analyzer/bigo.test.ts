import { describe, expect, it } from 'vitest'
import {
  add,
  assumeAtMost,
  logAs,
  equals,
  expSym,
  factSym,
  format,
  logOf,
  logLogSym,
  logSym,
  mul,
  ONE,
  parseBigO,
  sameComplexity,
  sqrtOf,
  substitute,
  sym,
  sharePerItem,
  vertexLogsAsPasses,
  within,
  withoutCrossLogs,
  withoutPassesBesideHeavierWork,
} from './bigo'

const n = sym('n')
const m = sym('m')
const k = sym('k')

describe('Big-O algebra', () => {
  it('multiplies powers and logarithms', () => {
    expect(format(mul(n, n))).toBe('O(n^2)')
    expect(format(mul(n, logSym('n')))).toBe('O(n log n)')
    expect(format(mul(n, n, logSym('n')))).toBe('O(n^2 log n)')
    expect(format(mul(n, m))).toBe('O(m * n)')
    expect(format(mul(m, n))).toBe('O(m * n)')
    expect(format(mul(n, k))).toBe('O(n * k)')
    expect(format(mul(n, logSym('k')))).toBe('O(n log k)')
    expect(format(mul(sym('E'), logSym('V')))).toBe('O(E log V)')
    expect(format(mul(n, sym('L')))).toBe('O(n * L)')
    expect(format(ONE)).toBe('O(1)')
  })

  it('keeps only the dominant terms of a sum', () => {
    expect(format(add(n, mul(n, logSym('n'))))).toBe('O(n log n)')
    expect(format(add(ONE, n, mul(n, n)))).toBe('O(n^2)')
    expect(format(add(m, n))).toBe('O(m + n)')
    expect(format(add(sym('E'), sym('V')))).toBe('O(V + E)')
    expect(format(add(mul(n, n), mul(n, m)))).toBe('O(m * n + n^2)')
    expect(format(add(expSym('n'), mul(n, n, n)))).toBe('O(2^n)')
    expect(format(add(factSym('n'), expSym('n')))).toBe('O(n!)')
  })

  it('prints exponentials and factorials with their polynomial factor first', () => {
    expect(format(mul(n, expSym('n')))).toBe('O(n * 2^n)')
    expect(format(mul(n, factSym('n')))).toBe('O(n * n!)')
    expect(format(mul(expSym('n'), expSym('n')))).toBe('O(4^n)')
  })

  it('takes logarithms and square roots of costs', () => {
    expect(format(logOf(mul(n, n)))).toBe('O(log n)')
    expect(format(logOf(expSym('n')))).toBe('O(n)')
    expect(format(logOf(factSym('n')))).toBe('O(n log n)')
    expect(format(sqrtOf(n))).toBe('O(sqrt(n))')
    expect(format(logOf(ONE))).toBe('O(1)')
  })

  it('compares costs', () => {
    expect(equals(mul(n, m), mul(m, n))).toBe(true)
    expect(equals(n, m)).toBe(false)
    expect(within(n, mul(n, logSym('n')))).toBe(true)
    expect(within(mul(n, n), mul(n, logSym('n')))).toBe(false)
    expect(within(m, n)).toBe(false)
  })

  it('drops terms bounded by k ≤ n', () => {
    expect(format(assumeAtMost(add(mul(n, logSym('k')), k), 'k', 'n'))).toBe('O(n log k)')
    expect(format(assumeAtMost(add(mul(n, logSym('k')), mul(k, logSym('k'))), 'k', 'n'))).toBe('O(n log k)')
    expect(format(assumeAtMost(add(n, k), 'k', 'n'))).toBe('O(n)')
    expect(format(assumeAtMost(mul(n, k), 'k', 'n'))).toBe('O(n * k)')
    expect(format(assumeAtMost(add(m, k), 'k', 'n'))).toBe('O(m + k)')
  })

  it('keeps log log n below log n and above a constant', () => {
    const sieve = mul(sym('n'), logLogSym('n'))
    expect(format(add(sieve, mul(sym('n'), logSym('n'))))).toBe('O(n log n)')
    expect(format(add(sieve, sym('n')))).toBe('O(n log log n)')
    expect(format(logOf(logSym('n')))).toBe('O(log log n)')
    expect(sameComplexity('O(n log log n)', 'O(n log n)')).toBe(false)
  })

  it('reads log E as log V in graphs', () => {
    expect(format(logAs(mul(sym('E'), logSym('E')), 'E', 'V'))).toBe('O(E log V)')
  })

  it('states a heap over vertices and edges as E log V + V', () => {
    const V = sym('V')
    const E = sym('E')
    const logV = logSym('V')
    expect(format(vertexLogsAsPasses(add(mul(V, logV), mul(E, logV))))).toBe('O(E log V + V)')
    // Without edges paying the logarithm, a vertex sort stays as it is.
    expect(format(vertexLogsAsPasses(add(mul(V, logV), E)))).toBe('O(V log V + E)')
  })

  it('takes one item’s share of a cost over n items', () => {
    expect(format(sharePerItem(mul(n, logSym('n')), n)!)).toBe('O(log n)')
    expect(format(sharePerItem(mul(n, n), n)!)).toBe('O(n)')
    expect(format(sharePerItem(add(n, m), n)!)).toBe('O(m)')
    expect(sharePerItem(n, mul(n, m))).toBeNull()
  })

  it('substitutes a helper’s symbols by its caller’s sizes', () => {
    const cost = mul(n, logSym('n'))
    expect(format(substitute(cost, new Map([['n', mul(m, n)]])))).toBe('O(m * n log m + m * n log n)')
    expect(format(substitute(mul(n, n), new Map([['n', k]])))).toBe('O(k^2)')
  })
})

describe('parseBigO', () => {
  it.each([
    ['O(1)', 'O(1)'],
    ['O(n)', 'O(n)'],
    ['O(N)', 'O(n)'],
    ['O(n^2)', 'O(n^2)'],
    ['O(n**2)', 'O(n^2)'],
    ['O(n²)', 'O(n^2)'],
    ['O(n*n)', 'O(n^2)'],
    ['O(nlogn)', 'O(n log n)'],
    ['O(n log(n))', 'O(n log n)'],
    ['O(N log N)', 'O(n log n)'],
    ['O(n lg n)', 'O(n log n)'],
    ['O(log n)', 'O(log n)'],
    ['O(logn)', 'O(log n)'],
    ['O(log2 n)', 'O(log n)'],
    ['O(m*n)', 'O(m * n)'],
    ['O(mn)', 'O(m * n)'],
    ['O(M x N)', 'O(m * n)'],
    ['O(|V| + |E|)', 'O(V + E)'],
    ['O(V+E)', 'O(V + E)'],
    ['O(E log V)', 'O(E log V)'],
    ['O(n log log n)', 'O(n log log n)'],
    ['O(n loglog n)', 'O(n log log n)'],
    ['O(N log(log N))', 'O(n log log n)'],
    ['O(2^n)', 'O(2^n)'],
    ['O(n * 2^n)', 'O(n * 2^n)'],
    ['O(n!)', 'O(n!)'],
    ['O(n * n!)', 'O(n * n!)'],
    ['O(n log k)', 'O(n log k)'],
    ['O(26n)', 'O(n)'],
    ['O(n + m)', 'O(m + n)'],
    ['O(sqrt(n))', 'O(sqrt(n))'],
    ['O(√n)', 'O(sqrt(n))'],
    ['O(4^n / sqrt(n))', 'O(4^n / sqrt(n))'],
    // A root times its square, however written, prints as one power that reads back the same.
    ['O(n sqrt n)', 'O(n^1.5)'],
    ['O(n√n)', 'O(n^1.5)'],
    ['O(n^3/2)', 'O(n^1.5)'],
    ['O(n^1.5)', 'O(n^1.5)'],
    ['O(n^2 + n)', 'O(n^2)'],
    ['O(log(m * n))', 'O(log m + log n)'],
    ['hello', 'O(hello)'],
    ['O(', null],
    ['O(n - 1)', null],
  ])('reads %s', (text, expected) => {
    const parsed = parseBigO(text)
    expect(parsed ? format(parsed) : null).toBe(expected)
  })

  it('judges the ways a heap search over a graph is written the same class', () => {
    expect(sameComplexity('O(V + E log E)', 'O(E log V + V)')).toBe(true)
    expect(sameComplexity('O(n sqrt n)', 'O(n^3/2)')).toBe(true)
    expect(sameComplexity('O(n * sqrt(n))', 'O(n^3)')).toBe(false)
    expect(sameComplexity('O((V + E) log V)', 'O(E log V + V)')).toBe(true)
    expect(sameComplexity('O((V + E) log(V + E))', 'O(E log V + V)')).toBe(true)
    expect(sameComplexity('O(V + E)', 'O(E log V + V)')).toBe(false)
    expect(sameComplexity('O(V log V)', 'O(E log V + V)')).toBe(false)
    expect(sameComplexity('O(n log m)', 'O(n log n)')).toBe(false)
  })

  it('judges two written complexities the same class', () => {
    expect(sameComplexity('O(N*M)', 'O(m * n)')).toBe(true)
    expect(sameComplexity('O(n log n)', 'O(nlogn)')).toBe(true)
    expect(sameComplexity('O(n)', 'O(n^2)')).toBe(false)
    expect(sameComplexity('O(V + E)', 'O(E + V)')).toBe(true)
  })

  // Symbols come from what people write, so they may be named like the members of a plain object.
  it.each([
    ['O(constructor)', 'O(constructor)'],
    ['O(toString log toString)', 'O(toString log toString)'],
    ['O(hasOwnProperty^2 * n)', 'O(n * hasOwnProperty^2)'],
    ['O(__proto__ + n)', 'O(n + __proto__)'],
    ['O(__proto__ * __proto__)', 'O(__proto__^2)'],
    ['O(2^valueOf)', 'O(2^valueOf)'],
    ['O(constructor!)', 'O(constructor!)'],
    ['O(sqrt(__proto__))', 'O(sqrt(__proto__))'],
  ])('reads %s with symbols named like object members', (text, expected) => {
    const parsed = parseBigO(text)
    expect(parsed ? format(parsed) : null).toBe(expected)
  })

  it('compares symbols named like object members by their own powers only', () => {
    expect(sameComplexity('O(constructor)', 'O(constructor)')).toBe(true)
    expect(sameComplexity('O(constructor)', 'O(n)')).toBe(false)
    expect(sameComplexity('O(__proto__)', 'O(1)')).toBe(false)
    expect(within(sym('toString'), mul(sym('toString'), sym('toString')))).toBe(true)
    expect(within(mul(sym('toString'), sym('toString')), sym('toString'))).toBe(false)
    expect(format(assumeAtMost(add(mul(sym('__proto__'), n), mul(n, n)), '__proto__', 'n'))).toBe('O(n^2)')
    expect(format(logAs(logSym('constructor'), 'constructor', 'V'))).toBe('O(log V)')
    expect(format(substitute(sym('__proto__', 2), new Map([['__proto__', n]])))).toBe('O(n^2)')
  })
})

describe('withoutCrossLogs', () => {
  it.each([
    ['O(m log m + m log n + n log n)', 'O(m log m + n log n)'],
    ['O(m log m + m log n + n log m + n log n)', 'O(m log m + n log n)'],
    // Without both self logarithms the cross term may be the larger.
    ['O(m log n + n log n)', 'O(m log n + n log n)'],
    ['O(m log n + n)', 'O(m log n + n)'],
    ['O(k log n + k log k + n log n)', 'O(n log n + k log k)'],
  ])('states %s as %s', (text, expected) => {
    expect(format(withoutCrossLogs(parseBigO(text)!))).toBe(expected)
  })
})

describe('withoutPassesBesideHeavierWork', () => {
  it.each([
    ['O(n^3 + m)', 'O(n^3)'],
    ['O(n log n + m)', 'O(n log n)'],
    ['O(2^n + m)', 'O(2^n)'],
    ['O(n * n! + k)', 'O(n * n!)'],
    ['O(m * n^2 + k)', 'O(m * n^2)'],
    // Passes add up, as does a pass over the same size the heavier work is in.
    ['O(m + n)', 'O(m + n)'],
    ['O(n^2 + n)', 'O(n^2)'],
    ['O(m log n + n)', 'O(m log n + n)'],
    // A product of two sizes may be a pass over characters; graphs keep V and E.
    ['O(n * L + m)', 'O(n * L + m)'],
    ['O(E log V + V)', 'O(E log V + V)'],
    ['O(V^2 + E)', 'O(V^2 + E)'],
    ['O(n^2 + E)', 'O(n^2 + E)'],
  ])('states %s as %s', (text, expected) => {
    expect(format(withoutPassesBesideHeavierWork(parseBigO(text)!))).toBe(expected)
  })
})
