import { format, isConstant, termDominates, type BigO } from './bigo'
import type { ProgramAnalysis } from './complexity'
import { formatSize } from './eval/outcome'
import {
  calleeName,
  pathOf,
  receiverOf,
  rootPath,
  stmtExprs,
  walkExpr,
  walkStmts,
  type Expr,
  type FunctionIR,
  type ProgramIR,
} from './ir'
import { classifyCall } from './library'
import { isInside } from './params'
import type { ClaimFinding, Language, WarningFinding } from './types'

/**
 * What will cost the candidate in an interview: hidden linear costs inside loops, recursion that runs deep
 * or repeats work, changes to the input, loops without an exit condition, and comments that claim a
 * complexity the code does not have.
 */

function reaches(cost: BigO, total: BigO | null): boolean {
  if (!total) return false
  return cost.some((t) => total.some((u) => termDominates(t, u)))
}

const MUTATING_METHODS =
  /^(sort|reverse|append|push|push_back|pop|pop_back|shift|unshift|insert|erase|remove|splice|fill|clear|extend|add|put|set|popleft|appendleft)$/

function mutationsOf(
  entry: FunctionIR,
  program: ProgramIR,
  language: Language,
): { name: string; line: number; what: string }[] {
  const params = new Set(entry.params.map((p) => p.name).filter((n) => !/^(self|this|cls)$/.test(n)))
  const out: { name: string; line: number; what: string }[] = []
  const bodies = [entry, ...program.functions.filter((f) => isInside(f, entry, program))]
  for (const fn of bodies) {
    const shadowed = new Set(fn === entry ? [] : fn.params.map((p) => p.name))
    const isInput = (name: string | null) => name !== null && params.has(name) && !shadowed.has(name)
    const note = (name: string, line: number, what: string) => {
      if (!out.some((m) => m.name === name)) out.push({ name, line, what })
    }
    walkStmts(fn.body, (s) => {
      if (s.kind === 'assign') {
        for (const t of s.targets) {
          if (t.kind === 'index' && isInput(rootPath(t))) note(rootPath(t) as string, s.line, 'writes into')
          if (t.kind === 'member' && isInput(memberRoot(t))) note(memberRoot(t) as string, s.line, 'relinks')
        }
      }
      for (const root of stmtExprs(s)) {
        walkExpr(root, (x) => {
          if (x.kind === 'assign' && x.target.kind === 'index' && isInput(rootPath(x.target)))
            note(rootPath(x.target) as string, x.line, 'writes into')
          if (x.kind !== 'call') return
          const recv = receiverOf(x)
          const name = calleeName(x) ?? ''
          if (recv && isInput(pathOf(recv)) && MUTATING_METHODS.test(name)) {
            note(pathOf(recv) as string, x.line, name === 'sort' ? 'sorts' : 'changes')
            return
          }
          const op = classifyCall(x, language)
          if (op && op.op === 'sort' && op.target && isInput(pathOf(op.target)))
            note(pathOf(op.target) as string, x.line, 'sorts')
        })
      }
    })
  }
  return out
}

export function collectWarnings(
  program: ProgramIR,
  analysis: ProgramAnalysis,
  claims: ClaimFinding[],
  language: Language,
): WarningFinding[] {
  const warnings: WarningFinding[] = []
  const total = analysis.time

  // Hidden linear costs inside loops.
  const seenLines = new Set<number>()
  for (const e of analysis.entries) {
    for (const h of e.outcome.hidden) {
      if (seenLines.has(h.line)) continue
      seenLines.add(h.line)
      const dominant = reaches(h.cost, total)
      warnings.push({
        id: 'hidden-quadratic',
        severity: dominant ? 'warning' : 'info',
        message: `${h.message}${dominant ? ` This makes the solution O(${formatSize(h.cost)}).` : ''}`,
        lines: [[h.line, h.line]],
      })
    }
  }

  // Recursion: depth and repeated work.
  const seenFns = new Set<FunctionIR>()
  for (const e of analysis.entries) {
    for (const r of e.outcome.recursions) {
      if (seenFns.has(r.fn)) continue
      seenFns.add(r.fn)
      const lines: [number, number][] = [[r.fn.line, r.fn.endLine]]
      if (r.depth && !isConstant(r.depth) && !isLogarithmic(r.depth)) {
        warnings.push({
          id: 'recursion-depth',
          severity: language === 'python' ? 'warning' : 'info',
          message:
            language === 'python'
              ? `${r.fn.name} recurses O(${formatSize(r.depth)}) deep: Python stops at 1000 frames by default, so large inputs raise RecursionError. An explicit stack (or sys.setrecursionlimit) avoids it.`
              : `${r.fn.name} recurses O(${formatSize(r.depth)}) deep: every level holds a stack frame, and very large inputs can overflow the call stack.`,
          lines,
        })
      }
      if (r.kind === 'exponential' && !r.explanation.startsWith('branches')) {
        warnings.push({
          id: 'hidden-quadratic',
          severity: 'warning',
          message: `${r.fn.name} recomputes the same subproblems: ${r.explanation}. Memoising its results (or a bottom-up table) makes each state cost once.`,
          lines,
        })
      }
    }
  }

  // Changes to the input.
  for (const e of analysis.entries) {
    for (const m of mutationsOf(e.fn, program, language)) {
      warnings.push({
        id: 'input-mutation',
        severity: 'info',
        message: `${e.fn.name} ${m.what} its input \`${m.name}\` (line ${m.line}). Say so in the interview, or work on a copy if the caller still needs the original.`,
        lines: [[m.line, m.line]],
      })
    }
  }

  // Loops that end only through break/return.
  const seenLoops = new Set<number>()
  for (const e of analysis.entries) {
    for (const l of e.outcome.unboundedLoops) {
      if (seenLoops.has(l.line)) continue
      seenLoops.add(l.line)
      const undetermined = e.outcome.undetermined.some((u) => u.line === l.line)
      warnings.push({
        id: 'unbounded-loop',
        severity: undetermined ? 'warning' : 'info',
        message: undetermined
          ? `The loop on line ${l.line} has no condition and no exit the analysis could bound: check that every path reaches its break.`
          : `The loop on line ${l.line} has no condition of its own and ends only through break or return: make sure every path gets there.`,
        lines: [[l.line, l.endLine]],
      })
    }
  }

  // What could not be determined.
  if (analysis.time === null || analysis.space === null) {
    const reasons = [...new Set(analysis.entries.flatMap((e) => e.outcome.undetermined.map((u) => u.reason)))]
    warnings.push({
      id: 'undetermined',
      severity: 'warning',
      message: `Could not determine the ${analysis.time === null ? 'time' : 'space'} complexity${reasons.length > 0 ? `: ${reasons.slice(0, 2).join(' ')}` : '.'}`,
      lines: analysis.entries
        .flatMap((e) => e.outcome.undetermined.map((u) => [u.line, u.line] as [number, number]))
        .slice(0, 4),
    })
  }

  // Entry points left out of the file's complexity because they could not be bounded.
  for (const e of analysis.leftOut) {
    const reason = e.outcome.undetermined[0]?.reason
    warnings.push({
      id: 'undetermined',
      severity: 'warning',
      message: `Could not determine the complexity of ${e.fn.name} (line ${e.fn.line}), so the file's complexity leaves it out${reason ? `: ${reason}` : '.'}`,
      lines: [[e.fn.line, e.fn.endLine]],
    })
  }

  // Comments whose claim disagrees with the analysis.
  for (const c of claims) {
    if (c.agrees !== false) continue
    const actual = c.kind === 'time' ? analysis.time : analysis.space
    warnings.push({
      id: 'claim-mismatch',
      severity: 'warning',
      message: `The comment on line ${c.line} claims ${c.claimed} ${c.kind}, but the code is ${actual ? format(actual) : 'not bounded'}${c.kind === 'space' ? ' in auxiliary space' : ''}.`,
      lines: [[c.line, c.line]],
    })
  }
  return warnings
}

/** `head.next.next` → head. */
function memberRoot(e: Expr): string | null {
  let cur = e
  while (cur.kind === 'member') cur = cur.object
  return cur.kind === 'name' ? cur.name : null
}

function isLogarithmic(b: BigO): boolean {
  return b.every(
    (t) =>
      Object.keys(t.poly).length === 0 && Object.keys(t.exp).length === 0 && Object.keys(t.fact).length === 0,
  )
}
