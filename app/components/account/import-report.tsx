import { Link } from 'react-router'
import { formatSavedAt } from '~/components/analyzer/analysis-report'
import {
  IMPORT_KIND_LABELS,
  IMPORT_KINDS,
  importSummary,
  importTotals,
  type ImportKind,
  type ImportKindReport,
  type ImportReport,
} from '~/domain/account-import'
import { Card } from '../ui/card'
import { cn } from '../ui/cn'

/** Names listed per kind; a file from a PrepSharp with a much larger catalogue could name hundreds. */
const LISTED = 30

/** What an import did, kind by kind: counts, then what this PrepSharp lacks and the conflicts, by name. */
export function ImportReportView({
  report,
  fileName,
  exportedAt,
  className,
}: {
  report: ImportReport
  fileName: string
  exportedAt: string | null
  className?: string
}) {
  return (
    <div className={cn('space-y-4', className)}>
      <Card className="border-brand-200 bg-brand-50 p-5 sm:p-6">
        <p className="text-lg font-semibold text-ink" role="status">
          {importSummary(importTotals(report))}
        </p>
        <p className="mt-1 text-sm break-words text-ink-muted">
          From <strong className="text-ink">{fileName}</strong>
          {exportedAt ? (
            <>
              , downloaded <time dateTime={exportedAt}>{formatSavedAt(exportedAt)}</time>
            </>
          ) : null}
          . Where the file and your account differ, your account’s is kept.
        </p>
      </Card>
      {IMPORT_KINDS.map((kind) => (
        <KindReport key={kind} kind={kind} report={report[kind]} />
      ))}
    </div>
  )
}

function KindReport({ kind, report }: { kind: ImportKind; report: ImportKindReport }) {
  const headingId = `import-${kind}`
  const inFile = report.added + report.alreadyHere + report.missing.count + report.conflicts.length
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 sm:p-6">
        <h2 id={headingId} className="text-lg font-semibold">
          {IMPORT_KIND_LABELS[kind]}
        </h2>
        {inFile === 0 ? (
          <p className="mt-1 text-sm text-ink-muted">None in the file.</p>
        ) : (
          <>
            <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Count label="Added" value={report.added} tone="bg-easy-bg text-easy" />
              <Count label="Already here" value={report.alreadyHere} />
              <Count label="Not in this PrepSharp" value={report.missing.count} />
              <Count label="Conflicts" value={report.conflicts.length} tone="bg-medium-bg text-medium" />
            </dl>
            <MissingNames names={report.missing.names} />
            <Conflicts conflicts={report.conflicts} />
          </>
        )}
      </Card>
    </section>
  )
}

/** One count; only a count that is not zero takes its colour, so what happened stands out. */
function Count({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className={cn('rounded-xl px-4 py-3', value > 0 && tone ? tone : 'bg-canvas text-ink-muted')}>
      <dt className="text-xs font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{value.toLocaleString('en-GB')}</dd>
    </div>
  )
}

function More({ total }: { total: number }) {
  if (total <= LISTED) return null
  return <p className="mt-2 text-sm text-ink-muted">and {(total - LISTED).toLocaleString('en-GB')} more</p>
}

function MissingNames({ names }: { names: string[] }) {
  if (names.length === 0) return null
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold">Not in this PrepSharp, so skipped</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {names.slice(0, LISTED).map((name) => (
          <li key={name}>
            <code className="block rounded-lg bg-canvas px-2 py-1 text-xs break-all text-ink">{name}</code>
          </li>
        ))}
      </ul>
      <More total={names.length} />
    </div>
  )
}

function Conflicts({ conflicts }: { conflicts: ImportKindReport['conflicts'] }) {
  if (conflicts.length === 0) return null
  return (
    <div className="mt-5">
      <h3 className="text-sm font-semibold">Conflicts: yours here is kept</h3>
      <ul className="mt-2 divide-y divide-line rounded-xl border border-line">
        {conflicts.slice(0, LISTED).map((conflict, index) => (
          <li key={`${conflict.name}-${index}`} className="px-4 py-3">
            {conflict.href ? (
              <Link
                to={conflict.href}
                className="font-medium break-words text-brand-700 underline-offset-4 hover:underline"
              >
                {conflict.name}
              </Link>
            ) : (
              <span className="font-medium break-words">{conflict.name}</span>
            )}
            <p className="mt-0.5 text-sm text-ink-muted">{conflict.detail}</p>
          </li>
        ))}
      </ul>
      <More total={conflicts.length} />
    </div>
  )
}
