/** The public shape of an analysis: JSON-serialisable, consumed by the route, the JSON endpoint and the CLI. */

export const SUPPORTED_LANGUAGES = ['python', 'java', 'cpp', 'javascript', 'typescript', 'go'] as const
export type Language = (typeof SUPPORTED_LANGUAGES)[number]

export type Confidence = 'high' | 'medium' | 'low'

/** 1-based, inclusive line range. */
export type LineRange = [number, number]

export const UNDETERMINED = 'could not determine'

export interface ComplexityFinding {
  /** Big-O in normal form ("O(n log n)"), or "could not determine". */
  bigO: string
  confidence: Confidence
  explanation: string
  lines: LineRange[]
}

export const TECHNIQUE_IDS = [
  'hash-map',
  'two-pointers',
  'sliding-window',
  'binary-search',
  'bfs',
  'dfs',
  'backtracking',
  'dynamic-programming',
  'greedy-sort',
  'heap',
  'monotonic-stack',
  'prefix-sum',
  'union-find',
  'trie',
  'bit-manipulation',
  'recursion',
  'sorting',
] as const
export type TechniqueId = (typeof TECHNIQUE_IDS)[number]

export interface TechniqueFinding {
  id: TechniqueId
  name: string
  confidence: Confidence
  lines: LineRange[]
  explanation: string
}

export type WarningId =
  | 'hidden-quadratic'
  | 'recursion-depth'
  | 'input-mutation'
  | 'unbounded-loop'
  | 'claim-mismatch'
  | 'undetermined'
  /** Slower (or bigger) than the best known complexity of the problem the user named. */
  | 'slower-than-best'

export interface WarningFinding {
  id: WarningId
  severity: 'info' | 'warning' | 'error'
  message: string
  lines: LineRange[]
}

export interface ClaimFinding {
  kind: 'time' | 'space'
  claimed: string
  line: number
  /** Null when the analysis itself could not determine the complexity to compare with. */
  agrees: boolean | null
}

export interface FunctionFinding {
  name: string
  lines: LineRange
  time: string
  space: string
}

export interface AnalysisReport {
  language: Language
  time: ComplexityFinding
  space: ComplexityFinding
  techniques: TechniqueFinding[]
  warnings: WarningFinding[]
  claims: ClaimFinding[]
  syntaxError?: { line: number; message: string }
  functions: FunctionFinding[]
  stats: { lines: number; parseMs: number; analyzeMs: number }
}

export type AnalysisErrorCode = 'empty' | 'too-large' | 'unsupported-language'

export interface AnalysisError {
  code: AnalysisErrorCode
  message: string
}

export type AnalysisResult = { ok: true; report: AnalysisReport } | { ok: false; error: AnalysisError }
