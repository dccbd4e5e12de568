import type { AnalysisReport, WarningFinding } from '~/domain/analyzer/types'
import type { ProblemComparison } from '~/domain/best-complexity'

/**
 * Being slower than the best known complexity is something an interviewer will raise, so the report
 * lists it with the other interview warnings rather than only beside the complexity.
 */
export function comparisonWarnings(
  comparison: ProblemComparison | null,
  report: AnalysisReport,
): WarningFinding[] {
  if (!comparison?.known) return []
  const { best, title } = comparison
  const out: WarningFinding[] = []
  if (comparison.time === 'slower') {
    out.push({
      id: 'slower-than-best',
      severity: 'warning',
      message: `This solution takes ${report.time.bigO} time; the best known for ${title} takes ${best.time}. ${best.approach}`,
      lines: report.time.lines,
    })
  }
  if (comparison.space === 'slower') {
    out.push({
      id: 'slower-than-best',
      severity: 'warning',
      message: `This solution uses ${report.space.bigO} space; the best known for ${title} uses ${best.space}. ${best.approach}`,
      lines: report.space.lines,
    })
  }
  return out
}
