import { analyzeCode } from './index'
import type { AnalysisReport, FunctionFinding } from './types'

/** Shared by the analyzer's unit tests: the report of one snippet, failing loudly when it is refused. */
export async function analysed(language: string, code: string): Promise<AnalysisReport> {
  const result = await analyzeCode({ language, code })
  if (!result.ok) throw new Error(result.error.message)
  return result.report
}

/** Time and space of a snippet, as the report prints them. */
export async function costs(language: string, code: string): Promise<{ time: string; space: string }> {
  const report = await analysed(language, code)
  return { time: report.time.bigO, space: report.space.bigO }
}

/** One function's row of the report. */
export function functionRow(report: AnalysisReport, name: string): FunctionFinding | undefined {
  return report.functions.find((f) => f.name === name)
}
