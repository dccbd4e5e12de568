/**
 * Big-O algebra: a cost is a sum of terms, each a product of powers, logarithms, exponentials and
 * factorials of size symbols (n, m, k, V, E, L, ...). Constant factors do not exist here by construction.
 */

export interface Term {
  /** symbol → power (1 for n, 2 for n², 0.5 for √n) */
  readonly poly: Readonly<Record<string, number>>
  /** symbol → power of its logarithm (1 for log n) */
  readonly log: Readonly<Record<string, number>>
  /** symbol → base of an exponential (2 for 2^n) */
  readonly exp: Readonly<Record<string, number>>
  /** symbol → 1 for n! */
  readonly fact: Readonly<Record<string, number>>
  /** symbol → power of its iterated logarithm (1 for log log n: a sieve's total over n / p) */
  readonly loglog: Readonly<Record<string, number>>
}

/** A sum of terms in which no term dominates another. Never empty: O(1) is one empty term. */
export type BigO = readonly Term[]

/**
 * A symbol → number record without a prototype. Symbols come from the code and its comments too (a
 * claimed "O(constructor)"), so a plain object would read inherited members for them and a write to
 * "__proto__" would be lost; every record of a term is made here or by `copyOf`.
 */
function record(entries: Iterable<readonly [string, number]> = []): Record<string, number> {
  const out = Object.create(null) as Record<string, number>
  for (const [k, v] of entries) out[k] = v
  return out
}

function copyOf(r: Readonly<Record<string, number>>): Record<string, number> {
  return Object.assign(record(), r)
}

const EMPTY: Term = { poly: record(), log: record(), exp: record(), fact: record(), loglog: record() }
export const ONE: BigO = [EMPTY]

export function sym(name: string, power = 1): BigO {
  return [{ ...EMPTY, poly: record([[name, power]]) }]
}

export function logSym(name: string): BigO {
  return [{ ...EMPTY, log: record([[name, 1]]) }]
}

export function logLogSym(name: string): BigO {
  return [{ ...EMPTY, loglog: record([[name, 1]]) }]
}

export function expSym(name: string, base = 2): BigO {
  return [{ ...EMPTY, exp: record([[name, base]]) }]
}

export function factSym(name: string): BigO {
  return [{ ...EMPTY, fact: record([[name, 1]]) }]
}

function mergeSum(
  a: Readonly<Record<string, number>>,
  b: Readonly<Record<string, number>>,
): Readonly<Record<string, number>> {
  let out: Record<string, number> | null = null
  for (const k in b) {
    out ??= copyOf(a)
    const v = (out[k] ?? 0) + (b[k] as number)
    if (v === 0) delete out[k]
    else out[k] = v
  }
  return out ?? a
}

function mergeProduct(
  a: Readonly<Record<string, number>>,
  b: Readonly<Record<string, number>>,
): Readonly<Record<string, number>> {
  let out: Record<string, number> | null = null
  for (const k in b) {
    out ??= copyOf(a)
    out[k] = (out[k] ?? 1) * (b[k] as number)
  }
  return out ?? a
}

function mergeFirst(
  a: Readonly<Record<string, number>>,
  b: Readonly<Record<string, number>>,
): Readonly<Record<string, number>> {
  let out: Record<string, number> | null = null
  // n! · n! is still written n! here: products of factorials do not occur in solutions' costs.
  for (const k in b) if (!(k in a)) (out ??= copyOf(a))[k] = b[k] as number
  return out ?? a
}

/**
 * Most records of most terms are the empty ones of EMPTY itself (`sym` and the products keep them), and
 * enumerating a prototype-less record is slow: a record that is one of those is empty without a look.
 */
function isEmptyTerm(t: Term): boolean {
  if (t === EMPTY) return true
  return (
    isEmptyRecord(t.poly, EMPTY.poly) &&
    isEmptyRecord(t.log, EMPTY.log) &&
    isEmptyRecord(t.exp, EMPTY.exp) &&
    isEmptyRecord(t.fact, EMPTY.fact) &&
    isEmptyRecord(t.loglog, EMPTY.loglog)
  )
}

function isEmptyRecord(
  r: Readonly<Record<string, number>>,
  empty: Readonly<Record<string, number>>,
): boolean {
  if (r === empty) return true
  for (const _ in r) return false
  return true
}

function mulTerms(a: Term, b: Term): Term {
  if (isEmptyTerm(b)) return a
  if (isEmptyTerm(a)) return b
  return {
    poly: mergeSum(a.poly, b.poly),
    log: mergeSum(a.log, b.log),
    exp: mergeProduct(a.exp, b.exp),
    fact: mergeFirst(a.fact, b.fact),
    loglog: mergeSum(a.loglog, b.loglog),
  }
}

function symbolsOfTerm(t: Term): Set<string> {
  const out = new Set<string>()
  for (const k in t.poly) out.add(k)
  for (const k in t.log) out.add(k)
  for (const k in t.exp) out.add(k)
  for (const k in t.fact) out.add(k)
  for (const k in t.loglog) out.add(k)
  return out
}

/**
 * Growth of `a` against `b` in one symbol, compared lexicographically: factorial, exponential, power, log,
 * log log.
 */
function compareIn(a: Term, b: Term, s: string): number {
  return (
    (a.fact[s] ?? 0) - (b.fact[s] ?? 0) ||
    (a.exp[s] ?? 1) - (b.exp[s] ?? 1) ||
    (a.poly[s] ?? 0) - (b.poly[s] ?? 0) ||
    (a.log[s] ?? 0) - (b.log[s] ?? 0) ||
    (a.loglog[s] ?? 0) - (b.loglog[s] ?? 0)
  )
}

function dominatesOn(a: Term, b: Term, r: Readonly<Record<string, number>>): boolean {
  for (const s in r) if (compareIn(a, b, s) < 0) return false
  return true
}

/** True when `a` grows at least as fast as `b` in every symbol, so `a + b` is O(a). */
export function termDominates(a: Term, b: Term): boolean {
  return (
    dominatesOn(a, b, b.poly) &&
    dominatesOn(a, b, b.log) &&
    dominatesOn(a, b, b.exp) &&
    dominatesOn(a, b, b.fact) &&
    dominatesOn(a, b, b.loglog) &&
    dominatesOn(a, b, a.poly) &&
    dominatesOn(a, b, a.log) &&
    dominatesOn(a, b, a.exp) &&
    dominatesOn(a, b, a.fact) &&
    dominatesOn(a, b, a.loglog)
  )
}

const termKeys = new WeakMap<Term, string>()

function recordKey(r: Readonly<Record<string, number>>): string {
  const keys = Object.keys(r)
  if (keys.length === 0) return ''
  if (keys.length > 1) keys.sort()
  let out = ''
  for (const k of keys) out += `${k}:${r[k]},`
  return out
}

function termKey(t: Term): string {
  let key = termKeys.get(t)
  if (key === undefined) {
    key = `${recordKey(t.poly)}|${recordKey(t.log)}|${recordKey(t.exp)}|${recordKey(t.fact)}|${recordKey(t.loglog)}`
    termKeys.set(t, key)
  }
  return key
}

function simplify(terms: Term[]): BigO {
  if (terms.length <= 1) return terms.length === 1 ? terms : ONE
  const unique = new Map<string, Term>()
  for (const t of terms) unique.set(termKey(t), t)
  const list = [...unique.values()]
  if (list.length === 1) return list
  const kept = list.filter(
    (t, i) => !list.some((u, j) => j !== i && termDominates(u, t) && !termDominates(t, u)),
  )
  return kept.length > 0 ? kept : ONE
}

export function add(...xs: BigO[]): BigO {
  if (xs.length === 1) return xs[0] as BigO
  if (xs.length === 2) {
    const [a, b] = xs as [BigO, BigO]
    if (isConstant(a)) return b
    if (isConstant(b)) return a
    if (a === b) return a
  }
  return simplify(xs.flat())
}

export function mul(...xs: BigO[]): BigO {
  let acc: BigO = ONE
  for (const x of xs) {
    if (isConstant(x)) continue
    if (isConstant(acc)) {
      acc = x
      continue
    }
    const next: Term[] = []
    for (const a of acc) for (const b of x) next.push(mulTerms(a, b))
    acc = simplify(next)
  }
  return acc
}

const GRAPH_SIZES = new Set(['V', 'E'])

function linearIn(t: Term): string | null {
  const keys = Object.keys(t.poly)
  if (keys.length !== 1 || t.poly[keys[0] as string] !== 1) return null
  for (const r of [t.log, t.exp, t.fact, t.loglog]) for (const _ in r) return null
  return keys[0] as string
}

function superLinear(t: Term): boolean {
  for (const _ in t.exp) return true
  for (const _ in t.fact) return true
  let degree = 0
  for (const k in t.poly) {
    // A square or more of one size; a product of two sizes (n · L) may be a pass over characters.
    if ((t.poly[k] as number) > 1) return true
    degree += t.poly[k] as number
  }
  for (const _ in t.log) return degree > 0
  return false
}

/**
 * `m log n` beside both `m log m` and `n log n` is below one of them, whichever size is larger, so the
 * sum reads `O(m log m + n log n)` (sorting two lists and searching one for each item of the other).
 */
export function withoutCrossLogs(x: BigO): BigO {
  const plain = (t: Term) =>
    Object.keys(t.exp).length === 0 && Object.keys(t.fact).length === 0 && Object.keys(t.loglog).length === 0
  const single = (r: Readonly<Record<string, number>>) => {
    const keys = Object.keys(r)
    return keys.length === 1 && r[keys[0] as string] === 1 ? (keys[0] as string) : null
  }
  const selfLog = new Set(
    x.filter(plain).flatMap((t) => {
      const a = single(t.poly)
      return a !== null && single(t.log) === a ? [a] : []
    }),
  )
  const kept = x.filter((t) => {
    const a = single(t.poly)
    const b = single(t.log)
    return !(plain(t) && a !== null && b !== null && a !== b && selfLog.has(a) && selfLog.has(b))
  })
  return kept.length === x.length ? x : kept
}

/**
 * The cost as an answer states it: one pass over a second input (building a set of the dictionary, reading
 * a target) beside super-linear work on the other sizes is left out, so word break's n^3 + m reads O(n^3)
 * and sorting n clips to cover m seconds O(n log n). Sums of passes (m + n) and graphs' V + E keep every
 * term.
 */
export function withoutPassesBesideHeavierWork(x: BigO): BigO {
  if (x.length < 2) return x
  const kept = x.filter((t) => {
    const s = linearIn(t)
    if (s === null || GRAPH_SIZES.has(s)) return true
    return !x.some((u) => {
      if (u === t || !superLinear(u)) return false
      const theirs = symbolsOfTerm(u)
      return !theirs.has(s) && ![...theirs].some((y) => GRAPH_SIZES.has(y))
    })
  })
  return kept.length === x.length ? x : kept
}

/**
 * min(a, b, ...) · x for a loop that stops when the first of several ranges runs out. Each term of x is
 * multiplied by a range it does not already contain (min(m, n) · n ≤ m · n), else by the first range.
 */
export function timesShortest(ranges: readonly BigO[], x: BigO): BigO {
  if (ranges.length === 0) return x
  const parts = x.map((t) => {
    const own = symbolsOfTerm(t)
    const apart = ranges.find((r) => ![...symbols(r)].some((s) => own.has(s)))
    return mul(apart ?? (ranges[0] as BigO), [t])
  })
  return add(...parts)
}

/** log of a cost: log(n²·m) = log n + log m, log(2^n) = n, log(n!) = n log n, log(log n) = log log n. */
export function logOf(x: BigO): BigO {
  const parts: BigO[] = []
  for (const t of x) {
    for (const s of Object.keys(t.poly)) parts.push(logSym(s))
    for (const s of Object.keys(t.exp)) parts.push(sym(s))
    for (const s of Object.keys(t.fact)) parts.push(mul(sym(s), logSym(s)))
    for (const s of Object.keys(t.log)) parts.push(logLogSym(s))
    // log(log log n) is bounded by log log n.
    for (const s of Object.keys(t.loglog)) parts.push(logLogSym(s))
  }
  return parts.length > 0 ? add(...parts) : ONE
}

/** Square root of a polynomial cost (√(n) for loops that run while i·i ≤ n). */
export function sqrtOf(x: BigO): BigO {
  return simplify(x.map((t) => ({ ...t, poly: record(Object.entries(t.poly).map(([k, v]) => [k, v / 2])) })))
}

export function isConstant(x: BigO): boolean {
  return x.length === 1 && isEmptyTerm(x[0] as Term)
}

export function symbols(x: BigO): Set<string> {
  const out = new Set<string>()
  for (const t of x) for (const s of symbolsOfTerm(t)) out.add(s)
  return out
}

export function equals(a: BigO, b: BigO): boolean {
  const ka = new Set(a.map(termKey))
  const kb = new Set(b.map(termKey))
  if (ka.size !== kb.size) return false
  for (const k of ka) if (!kb.has(k)) return false
  return true
}

/**
 * The same terms in the same order, each record with the same symbols in the same order: a value every
 * later step (formatting, symbol lists, the first term) treats exactly as the other. `equals` allows any
 * order.
 */
export function identical(a: BigO, b: BigO): boolean {
  if (a === b) return true
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) {
    const s = a[i] as Term
    const t = b[i] as Term
    if (s === t) continue
    if (
      !sameRecord(s.poly, t.poly) ||
      !sameRecord(s.log, t.log) ||
      !sameRecord(s.exp, t.exp) ||
      !sameRecord(s.fact, t.fact) ||
      !sameRecord(s.loglog, t.loglog)
    )
      return false
  }
  return true
}

function sameRecord(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean {
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  for (let i = 0; i < ka.length; i++) {
    const k = ka[i] as string
    if (k !== kb[i] || a[k] !== b[k]) return false
  }
  return true
}

/** True when `a` is in O(b): every term of `a` is dominated by some term of `b`. */
export function within(a: BigO, b: BigO): boolean {
  return a.every((ta) => b.some((tb) => termDominates(tb, ta)))
}

/**
 * Drops terms that cannot dominate once `small` ≤ `large` is known (k ≤ n): a term whose `small` powers,
 * read as `large`, are covered by another term, or that is covered with its logarithms read so too
 * (k log k under n log n). Logarithms keep their own symbol in what is kept (log k stays log k).
 */
export function assumeAtMost(x: BigO, small: string, large: string, power = 1): BigO {
  const all = symbols(x)
  if (!all.has(small) || !all.has(large)) return x
  // `power`: small ≤ large^power (E ≤ V² in a simple graph); a logarithm only gains a constant factor.
  const move = (r: Readonly<Record<string, number>>, by: number): Record<string, number> => {
    const out = copyOf(r)
    const p = out[small]
    if (!p) return out
    delete out[small]
    out[large] = (out[large] ?? 0) + p * by
    return out
  }
  const lifted = (t: Term): Term => (t.poly[small] ? { ...t, poly: move(t.poly, power) } : t)
  const liftedLogs = (t: Term): Term => (t.log[small] ? { ...lifted(t), log: move(t.log, 1) } : lifted(t))
  const covered = (u: Term, t: Term) => termDominates(u, lifted(t)) || termDominates(u, liftedLogs(t))
  const kept = x.filter((t) => !x.some((u) => u !== t && covered(u, t) && !termDominates(t, u)))
  return kept.length > 0 ? kept : x
}

/** log E is O(log V) in a simple graph (E ≤ V²): writes logarithms of `from` as logarithms of `to`. */
export function logAs(x: BigO, from: string, to: string): BigO {
  return simplify(
    x.map((t) => {
      const p = t.log[from]
      if (!p) return t
      const log = copyOf(t.log)
      delete log[from]
      log[to] = (log[to] ?? 0) + p
      return { ...t, log }
    }),
  )
}

/**
 * `V log V + E log V` (a heap popped once per vertex and pushed once per edge) as the search is stated,
 * `E log V + V`: in a graph whose vertices the edges reach, V ≤ E + 1, so the vertex pops' logarithm is
 * covered by the edges' and only the pass over the vertices is left beside it.
 */
export function vertexLogsAsPasses(x: BigO): BigO {
  const only = (r: Readonly<Record<string, number>>, key: string) =>
    Object.keys(r).length === 1 && r[key] === 1
  const plain = (t: Term) =>
    Object.keys(t.exp).length === 0 && Object.keys(t.fact).length === 0 && Object.keys(t.loglog).length === 0
  const edgeLog = x.some((t) => plain(t) && only(t.poly, 'E') && only(t.log, 'V'))
  if (!edgeLog) return x
  return simplify(
    x.map((t) => (plain(t) && only(t.poly, 'V') && only(t.log, 'V') ? { ...t, log: record() } : t)),
  )
}

/**
 * One item's share of a cost over `size` items (`size` a single symbol, n): each term loses one power of
 * it, and a term with none (a logarithm, a constant) is already a share. A level's w log w is log w a
 * node; null when `size` is not a single symbol.
 */
export function sharePerItem(x: BigO, size: BigO): BigO | null {
  const only = size.length === 1 ? size[0] : undefined
  const names = only ? Object.keys(only.poly) : []
  const name = names[0]
  if (!only || names.length !== 1 || !name || only.poly[name] !== 1) return null
  return simplify(
    x.map((t) => {
      const p = t.poly[name]
      if (!p || p < 1) return t
      const poly = copyOf(t.poly)
      if (p === 1) delete poly[name]
      else poly[name] = p - 1
      return { ...t, poly }
    }),
  )
}

/** Replaces symbols by costs (a helper's n by its caller's argument size). */
export function substitute(x: BigO, map: ReadonlyMap<string, BigO>): BigO {
  const parts: BigO[] = []
  for (const t of x) {
    const factors: BigO[] = []
    const restPoly = record()
    const restLog = record()
    const restExp = record()
    const restFact = record()
    const restLogLog = record()
    const rest: Term = { poly: restPoly, log: restLog, exp: restExp, fact: restFact, loglog: restLogLog }
    for (const [s, p] of Object.entries(t.poly)) {
      const r = map.get(s)
      if (!r) restPoly[s] = p
      else if (Number.isInteger(p)) for (let i = 0; i < p; i++) factors.push(r)
      else factors.push(p < 1 ? sqrtOf(r) : r)
    }
    for (const [s, p] of Object.entries(t.log)) {
      const r = map.get(s)
      if (!r) restLog[s] = p
      else for (let i = 0; i < p; i++) factors.push(logOf(r))
    }
    for (const [s, base] of Object.entries(t.exp)) {
      const r = map.get(s)
      const target = r ? [...symbols(r)][0] : s
      if (target) restExp[target] = (restExp[target] ?? 1) * base
    }
    for (const [s, c] of Object.entries(t.fact)) {
      const r = map.get(s)
      const target = r ? [...symbols(r)][0] : s
      if (target) restFact[target] = c
    }
    for (const [s, p] of Object.entries(t.loglog)) {
      const r = map.get(s)
      const target = r ? [...symbols(r)][0] : s
      if (target) restLogLog[target] = (restLogLog[target] ?? 0) + p
    }
    parts.push(mul([rest], ...factors))
  }
  return add(...parts)
}

// ---------------------------------------------------------------------------------------------------
// Printing

/** n first among the lower-case sizes after m (so "m * n", "n * k"), then word length, then graphs. */
const SYMBOL_ORDER = ['m', 'n', 'k', 'L', 'V', 'E']

function symbolRank(s: string): [number, string] {
  const i = SYMBOL_ORDER.indexOf(s)
  if (i >= 0) return [i, s]
  return [SYMBOL_ORDER.length + (s === s.toLowerCase() ? 0 : 1), s]
}

function bySymbol(a: string, b: string): number {
  const [ra, sa] = symbolRank(a)
  const [rb, sb] = symbolRank(b)
  return ra !== rb ? ra - rb : sa.localeCompare(sb)
}

function formatPower(s: string, p: number): string {
  if (p === 1) return s
  if (p === 0.5) return `sqrt(${s})`
  if (Number.isInteger(p)) return `${s}^${p}`
  // `n^1.5`, not `n^3/2`, which reads as n³ halved.
  if (Number.isInteger(p * 2)) return `${s}^${p}`
  return `${s}^${Number(p.toFixed(2))}`
}

export function formatTerm(t: Term): string {
  const factors: string[] = []
  const denominators: string[] = []
  for (const s of Object.keys(t.poly).sort(bySymbol)) {
    const p = t.poly[s] as number
    if (p > 0) factors.push(formatPower(s, p))
    else if (p < 0) denominators.push(formatPower(s, -p))
  }
  for (const s of Object.keys(t.exp).sort(bySymbol)) factors.push(`${t.exp[s]}^${s}`)
  for (const s of Object.keys(t.fact).sort(bySymbol)) factors.push(`${s}!`)
  const logs = Object.keys(t.log)
    .sort(bySymbol)
    .map((s) => (t.log[s] === 1 ? `log ${s}` : `log^${t.log[s]} ${s}`))
  for (const s of Object.keys(t.loglog).sort(bySymbol))
    logs.push(t.loglog[s] === 1 ? `log log ${s}` : `(log log ${s})^${t.loglog[s]}`)
  let text = factors.join(' * ')
  if (logs.length > 0) text = text ? `${text} ${logs.join(' ')}` : logs.join(' ')
  if (!text) text = '1'
  if (denominators.length > 0) text = `${text} / ${denominators.join(' * ')}`
  return text
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0)
    if (d !== 0) return d
  }
  return 0
}

function weight(t: Term): number[] {
  const sum = (r: Readonly<Record<string, number>>) => Object.values(r).reduce((a, b) => a + b, 0)
  const expWeight = Object.values(t.exp).reduce((a, b) => a + Math.log2(b), 0)
  return [sum(t.fact), expWeight, sum(t.poly), sum(t.log), sum(t.loglog)]
}

export function format(x: BigO): string {
  const terms = [...x].sort((a, b) => {
    const d = compareKeys(weight(b), weight(a))
    if (d !== 0) return d
    const sa = [...symbolsOfTerm(a)].sort(bySymbol)[0] ?? ''
    const sb = [...symbolsOfTerm(b)].sort(bySymbol)[0] ?? ''
    return bySymbol(sa, sb)
  })
  return `O(${terms.map(formatTerm).join(' + ')})`
}

// ---------------------------------------------------------------------------------------------------
// Parsing what people write: "O(n^2)", "O(N log N)", "O(nlogn)", "O(n²)", "O(|V| + |E|)", "O(m*n)", "O(mn)"

type Token = { t: 'num'; v: number } | { t: 'id'; v: string } | { t: 'op'; v: string }

const SUPERSCRIPTS: Record<string, string> = { '²': '^2', '³': '^3', '⁴': '^4', ⁿ: '^n', '¹': '^1' }

function tokenize(src: string): Token[] | null {
  let s = src
  for (const [k, v] of Object.entries(SUPERSCRIPTS)) s = s.split(k).join(v)
  s = s
    .replace(/[|]/g, '')
    .replace(/√/g, ' sqrt ')
    .replace(/(\S)\s+[x×]\s+(\S)/g, '$1 * $2')
    .replace(/[·×⋅∙]/g, '*')
    .replace(/\*\*/g, '^')
    .replace(/loglog/gi, 'log log')
    .replace(/log_?\{?\d+\}?|log₂|lg|ln/gi, 'log')
  const out: Token[] = []
  let i = 0
  while (i < s.length) {
    const c = s[i] as string
    if (/\s/.test(c)) {
      i++
      continue
    }
    const num = /^\d+(\.\d+)?/.exec(s.slice(i))
    if (num) {
      out.push({ t: 'num', v: Number(num[0]) })
      i += num[0].length
      continue
    }
    const id = /^[A-Za-z_]\w*/.exec(s.slice(i))
    if (id) {
      out.push(...splitIdentifier(id[0]))
      i += id[0].length
      continue
    }
    if ('+*/^()!,'.includes(c)) {
      out.push({ t: 'op', v: c })
      i++
      continue
    }
    if (c === '-') return null
    return null
  }
  return out
}

/** "nlogn" → n log n, "mn" → m n, "logn" → log n; other words stay whole. */
function splitIdentifier(word: string): Token[] {
  if (/^(log|sqrt)$/i.test(word)) return [{ t: 'id', v: word.toLowerCase() }]
  const logSplit = /^([A-Za-z]?)(log)([A-Za-z]?)$/i.exec(word)
  if (logSplit && (logSplit[1] || logSplit[3])) {
    const out: Token[] = []
    if (logSplit[1]) out.push({ t: 'id', v: logSplit[1] })
    out.push({ t: 'id', v: 'log' })
    if (logSplit[3]) out.push({ t: 'id', v: logSplit[3] })
    return out
  }
  if (/^[mnkMNK]{2,3}$/.test(word)) return [...word].map((ch) => ({ t: 'id', v: ch }))
  return [{ t: 'id', v: word }]
}

function canonicalSymbol(id: string): string {
  if (/^[NMK]$/.test(id)) return id.toLowerCase()
  if (/^[ve]$/.test(id)) return id.toUpperCase()
  if (id === 'l') return 'L'
  return id
}

class Parser {
  private i = 0
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.i]
  }

  private isOp(v: string): boolean {
    const t = this.peek()
    return t !== undefined && t.t === 'op' && t.v === v
  }

  done(): boolean {
    return this.i >= this.tokens.length
  }

  sum(): BigO | null {
    let acc = this.product()
    if (!acc) return null
    while (this.isOp('+')) {
      this.i++
      const next = this.product()
      if (!next) return null
      acc = add(acc, next)
    }
    return acc
  }

  private product(): BigO | null {
    let acc = this.power()
    if (!acc) return null
    for (;;) {
      if (this.isOp('*')) {
        this.i++
        const next = this.power()
        if (!next) return null
        acc = mul(acc, next)
      } else if (this.isOp('/')) {
        this.i++
        const next = this.power()
        if (!next) return null
        acc = mul(acc, invert(next))
      } else {
        const t = this.peek()
        if (t && (t.t === 'id' || t.t === 'num' || (t.t === 'op' && t.v === '('))) {
          const next = this.power()
          if (!next) return null
          acc = mul(acc, next)
        } else return acc
      }
    }
  }

  private power(): BigO | null {
    const t = this.peek()
    if (!t) return null
    if (t.t === 'id' && t.v === 'log') {
      this.i++
      let times = 1
      if (this.isOp('^')) {
        this.i++
        const e = this.peek()
        if (!e || e.t !== 'num') return null
        times = e.v
        this.i++
      }
      const arg = this.isOp('(') ? this.atom() : this.power()
      if (!arg) return null
      let out = ONE
      for (let k = 0; k < times; k++) out = mul(out, logOf(arg))
      return out
    }
    if (t.t === 'id' && t.v === 'sqrt') {
      this.i++
      const arg = this.isOp('(') ? this.atom() : this.power()
      return arg ? sqrtOf(arg) : null
    }
    const base = this.atom()
    if (!base) return null
    if (this.isOp('!')) {
      this.i++
      const s = [...symbols(base)][0]
      return s ? factSym(s) : ONE
    }
    if (!this.isOp('^')) return base
    this.i++
    const expTok = this.peek()
    if (!expTok) return null
    if (t.t === 'num') {
      const exponent = this.atom()
      if (!exponent) return null
      const s = [...symbols(exponent)][0]
      return s ? expSym(s, t.v) : ONE
    }
    if (expTok.t === 'num') {
      this.i++
      let exponent = expTok.v
      // `n^3/2`: a constant divisor means nothing in Big-O, so the fraction is the exponent.
      const divisor = this.tokens[this.i + 1]
      if (this.isOp('/') && divisor?.t === 'num' && divisor.v > 0) {
        exponent /= divisor.v
        this.i += 2
      }
      const s = [...symbols(base)][0]
      return s ? sym(s, exponent) : ONE
    }
    return null
  }

  private atom(): BigO | null {
    const t = this.peek()
    if (!t) return null
    if (t.t === 'num') {
      this.i++
      return ONE
    }
    if (t.t === 'id') {
      this.i++
      return sym(canonicalSymbol(t.v))
    }
    if (t.v === '(') {
      this.i++
      const inner = this.sum()
      if (!inner || !this.isOp(')')) return null
      this.i++
      return inner
    }
    return null
  }
}

function invert(x: BigO): BigO {
  if (x.length !== 1) return ONE
  const t = x[0] as Term
  if (Object.keys(t.log).length || Object.keys(t.exp).length || Object.keys(t.fact).length) return ONE
  return [{ ...EMPTY, poly: record(Object.entries(t.poly).map(([k, v]) => [k, -v])) }]
}

/** Parses "O(...)" (or a bare expression); null when the text is not a complexity this algebra can hold. */
export function parseBigO(text: string): BigO | null {
  const m = /^\s*[OΘΩoθ]\s*\((.*)\)\s*$/s.exec(text)
  const body = m ? (m[1] as string) : text
  const tokens = tokenize(body)
  if (!tokens || tokens.length === 0) return null
  const p = new Parser(tokens)
  const result = p.sum()
  if (!result || !p.done()) return null
  return result
}

/** Whether two complexity strings denote the same class ("O(N*M)" equals "O(m * n)"). */
export function sameComplexity(a: string, b: string): boolean {
  const pa = parseBigO(a)
  const pb = parseBigO(b)
  if (!pa || !pb) return a.replace(/\s+/g, '') === b.replace(/\s+/g, '')
  if (equals(pa, pb)) return true
  // `O(V + E log E)`, `O((V + E) log V)` and `O(E log V + V)` state one search over a graph: log E is
  // log V when E ≤ V², and the vertices' logarithm is covered by the edges' when the edges reach them.
  const stated = (x: BigO) => vertexLogsAsPasses(logAs(x, 'E', 'V'))
  return [...symbols(pa), ...symbols(pb)].includes('E') && equals(stated(pa), stated(pb))
}

/**
 * Reads a size `factor` as part of the count it multiplies: `n * L`, n words of L characters, is the n
 * characters of the words together. A term of `factor` alone (a trie insert's `O(L)`) keeps it.
 */
export function foldInto(x: BigO, factor: string): BigO {
  return simplify(
    x.map((t) => {
      if (!t.poly[factor] || !Object.keys(t.poly).some((s) => s !== factor && t.poly[s])) return t
      const poly = copyOf(t.poly)
      delete poly[factor]
      return { ...t, poly }
    }),
  )
}
