import { add, format, mul, sym, type BigO } from './bigo'
import { checkClaims } from './claims'
import {
  analyzeFunction,
  analyzeProgram,
  spaceExplanation,
  timeExplanation,
  type ProgramAnalysis,
} from './complexity'
import type { FunctionIR, ProgramIR } from './ir'
import { languageFromFilename, normaliseLanguage } from './language'
import { codeBytes, codeTooLargeMessage, MAX_CODE_BYTES } from './limits'
import { buildProgram } from './languages/index'
import { setAside } from './entry-points'
import { normaliseProgram } from './normalise'
import { firstSyntaxError, parse } from './parser'
import { detectTechniques } from './techniques'
import {
  SUPPORTED_LANGUAGES,
  UNDETERMINED,
  type AnalysisReport,
  type AnalysisResult,
  type Confidence,
  type FunctionFinding,
  type Language,
} from './types'
import { collectWarnings } from './warnings'

export { languageFromFilename, normaliseLanguage, SUPPORTED_LANGUAGES }
export type * from './types'

export { MAX_CODE_BYTES }

function bigO(x: BigO | null): string {
  return x ? format(x) : UNDETERMINED
}

function capConfidence(c: Confidence, cap: Confidence): Confidence {
  const order: Confidence[] = ['high', 'medium', 'low']
  return order[Math.max(order.indexOf(c), order.indexOf(cap))] as Confidence
}

/** Every named function with its own cost: entry points, helpers, and recursive closures. */
function functionFindings(
  program: ProgramIR,
  analysis: ProgramAnalysis,
  language: Language,
): FunctionFinding[] {
  const out: FunctionFinding[] = []
  const analysed = [...analysis.entries, ...analysis.leftOut]
  const entries = new Map(analysed.map((e) => [e.fn, e]))
  const recursions = new Map(analysed.flatMap((e) => e.outcome.recursions.map((r) => [r.fn, r] as const)))
  const listed = (fn: FunctionIR) => !fn.isLambda && !/^<.*>$/.test(fn.name)
  for (const fn of program.functions.filter(listed)) {
    const entry = entries.get(fn)
    let time: BigO | null
    let space: BigO | null
    if (entry) {
      time = entry.time
      space = entry.space
    } else if (recursions.has(fn)) {
      const r = recursions.get(fn)!
      time = r.total
      space = r.depth ? (r.kind === 'divide' ? add(r.depth, r.frame) : mul(r.depth, r.frame)) : null
    } else if (fn.parentId === null) {
      const standalone = analyzeFunction(fn, program, language)
      time = standalone.time
      space = standalone.space
    } else continue
    out.push({ name: fn.name, lines: [fn.line, fn.endLine], time: bigO(time), space: bigO(space) })
  }
  return out
}

export interface AnalyzeInput {
  /** A language id or alias ("python", "c++", "ts"). */
  language: string
  code: string
}

/**
 * Analyses one solution: time and space complexity with explanations, techniques, interview warnings and
 * the complexities its comments claim. Bad input comes back as `{ ok: false, error }`, never as a throw.
 */
export async function analyzeCode({ language, code }: AnalyzeInput): Promise<AnalysisResult> {
  const lang = normaliseLanguage(language)
  if (!lang) {
    return {
      ok: false,
      error: {
        code: 'unsupported-language',
        message: `The language "${language}" is not supported. Choose one of: ${SUPPORTED_LANGUAGES.join(', ')}.`,
      },
    }
  }
  if (code.trim() === '') {
    return {
      ok: false,
      error: { code: 'empty', message: 'There is no code to analyse: paste a solution first.' },
    }
  }
  const bytes = codeBytes(code)
  if (bytes > MAX_CODE_BYTES) {
    return {
      ok: false,
      error: {
        code: 'too-large',
        message: codeTooLargeMessage(bytes),
      },
    }
  }
  return { ok: true, report: await analyzeParsed(lang, code) }
}

async function analyzeParsed(language: Language, code: string): Promise<AnalysisReport> {
  const parseStart = performance.now()
  const tree = await parse(language, code)
  const parseMs = performance.now() - parseStart
  const analyzeStart = performance.now()
  let program: ProgramIR
  let syntax: ReturnType<typeof firstSyntaxError>
  try {
    syntax = firstSyntaxError(tree)
    program = normaliseProgram(buildProgram(language, tree.rootNode, code))
  } finally {
    tree.delete()
  }
  const analysis = analyzeProgram(program, language)
  const headers = new Set(program.functions.map((fn) => fn.line))
  // A comment on a function the answer leaves out (the brute-force version beside the solution) is about
  // that function, not about the file's complexity.
  const aside = setAside(
    program,
    analysis.entries.map((e) => e.fn),
  )
  const solutionComments = program.comments.filter(
    (c) => !aside.some((fn) => c.endLine + 1 === fn.line || (c.line >= fn.line && c.endLine <= fn.endLine)),
  )
  // A design class's operations are measured one by one: a comment just above one of them ("O(1):
  // overwrite this snap's entry") claims that operation's cost, not the largest of them.
  const operationAt = new Map(analysis.entries.map((e) => [e.fn.line, e]))
  const perOperation = analysis.entries.length > 1 && analysis.entries.every((e) => e.fn.className !== null)
  const aboveOperation = (c: (typeof solutionComments)[number]) =>
    perOperation && operationAt.has(c.endLine + 1)
  const paramSymbols = new Map<string, BigO>()
  for (const e of analysis.entries)
    for (const d of e.symbols) {
      const letter = d.symbols.length === 1 ? d.symbols[0] : undefined
      if (d.param && letter && d.param !== letter && !paramSymbols.has(d.param))
        paramSymbols.set(d.param, sym(letter))
    }
  const claims = [
    ...checkClaims(
      solutionComments.filter((c) => !aboveOperation(c)),
      analysis.time,
      analysis.space,
      headers,
      paramSymbols,
    ),
    ...solutionComments.filter(aboveOperation).flatMap((c) => {
      const op = operationAt.get(c.endLine + 1)!
      return checkClaims([c], op.time, op.space, headers, paramSymbols)
    }),
  ].sort((a, b) => a.line - b.line)
  const techniques = detectTechniques(program, analysis, language)
  const warnings = collectWarnings(program, analysis, claims, language)
  const time = timeExplanation(analysis)
  const space = spaceExplanation(analysis)
  const cap: Confidence = syntax ? 'medium' : 'high'
  const confidenceOf = (x: BigO | null): Confidence => (x ? capConfidence(analysis.confidence, cap) : 'low')
  const report: AnalysisReport = {
    language,
    time: {
      bigO: bigO(analysis.time),
      confidence: confidenceOf(analysis.time),
      explanation: time.text,
      lines: time.lines,
    },
    space: {
      bigO: bigO(analysis.space),
      confidence: confidenceOf(analysis.space),
      explanation: space.text,
      lines: space.lines,
    },
    techniques,
    warnings,
    claims,
    functions: program.functions.length > 0 ? functionFindings(program, analysis, language) : [],
    stats: {
      lines: code.split('\n').length,
      parseMs: round(parseMs),
      analyzeMs: round(performance.now() - analyzeStart),
    },
  }
  if (syntax) report.syntaxError = syntax
  return report
}

function round(ms: number): number {
  return Math.round(ms * 100) / 100
}
