import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type {
  AnalysisReport as Report,
  ClaimFinding,
  ComplexityFinding,
  Confidence,
  Language,
  WarningFinding,
} from '~/domain/analyzer/types'
import type { ProblemComparison, Verdict } from '~/domain/best-complexity'
import { LANGUAGE_LABELS } from '~/domain/analyze-form'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/components/ui/cn'
import { comparisonWarnings } from './comparison-warnings'
import { Finding, LineRefs } from './line-focus'
import { ArrowUpIcon, CheckIcon } from '~/components/ui/icons'

/** A saved analysis as the page shows it. */
export interface AnalysisView {
  id: number
  language: Language
  problem: string | null
  code: string
  report: Report
  comparison: ProblemComparison | null
  /** ISO time. */
  createdAt: string
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
})

/** The same text on the server and in every browser, whatever its time zone. */
export function formatSavedAt(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`
}

export function AnalysisReport({ view, headingId }: { view: AnalysisView; headingId: string }) {
  const { report, comparison } = view
  const claimWarnings = new Set<WarningFinding['id']>(['claim-mismatch'])
  const warnings = [
    ...comparisonWarnings(comparison, report),
    ...report.warnings.filter((warning) => !claimWarnings.has(warning.id)),
  ]
  const title = comparison ? comparison.title : 'Your solution'
  const names = new Set(report.functions.map((fn) => fn.name))
  return (
    <article aria-labelledby={headingId} className="space-y-5">
      <header className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            Report · {LANGUAGE_LABELS[report.language]} · {report.stats.lines}{' '}
            {report.stats.lines === 1 ? 'line' : 'lines'}
          </p>
          <h2
            id={headingId}
            tabIndex={-1}
            className="mt-1 text-2xl font-bold tracking-tight break-words focus:outline-none"
          >
            {title}
          </h2>
        </div>
        <p className="text-xs text-ink-subtle">
          Analysed <time dateTime={view.createdAt}>{formatSavedAt(view.createdAt)}</time>
        </p>
      </header>

      {report.syntaxError ? (
        <Finding
          as="div"
          lines={[[report.syntaxError.line, report.syntaxError.line]]}
          className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p className="font-semibold">
            <Prose text={report.syntaxError.message} />
          </p>
          <p className="mt-1">
            The rest of the code was analysed as far as it parsed, so the results below are at most of medium
            confidence.
          </p>
          <LineRefs
            id="syntax"
            lines={[[report.syntaxError.line, report.syntaxError.line]]}
            className="mt-2"
          />
        </Finding>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <ComplexityCard
          kind="time"
          finding={report.time}
          verdict={comparison?.known ? { verdict: comparison.time, best: comparison.best.time } : null}
        />
        <ComplexityCard
          kind="space"
          finding={report.space}
          verdict={comparison?.known ? { verdict: comparison.space, best: comparison.best.space } : null}
        />
      </div>

      {comparison ? <ComparisonPanel comparison={comparison} /> : null}

      {report.claims.length > 0 ? <Claims claims={report.claims} report={report} /> : null}

      <ReportSection title="Interview warnings" count={warnings.length}>
        {warnings.length === 0 ? (
          <p className="text-sm text-ink-muted">
            Nothing that would cost you in an interview: no hidden quadratic work, deep recursion or unbounded
            loop found.
          </p>
        ) : (
          <ul className="space-y-2">
            {warnings.map((warning, index) => (
              <Finding
                key={index}
                lines={warning.lines}
                className={cn('rounded-xl border px-4 py-3 text-sm', SEVERITY_TONE[warning.severity])}
              >
                <div className="flex items-start gap-3">
                  <SeverityIcon severity={warning.severity} />
                  <div className="min-w-0 flex-1">
                    <p>
                      <span className="sr-only">{SEVERITY_LABEL[warning.severity]}: </span>
                      <Prose text={warning.message} />
                    </p>
                    <LineRefs id={`warning-${index}`} lines={warning.lines} className="mt-2" />
                  </div>
                </div>
              </Finding>
            ))}
          </ul>
        )}
      </ReportSection>

      <ReportSection title="Techniques" count={report.techniques.length}>
        {report.techniques.length === 0 ? (
          <p className="text-sm text-ink-muted">No named technique recognised: plain loops and conditions.</p>
        ) : (
          <ul className="grid gap-2">
            {report.techniques.map((technique, index) => (
              <Finding
                key={technique.id}
                lines={technique.lines}
                className="rounded-xl border border-line bg-surface px-4 py-3"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold">{technique.name}</p>
                  <ConfidenceBadge confidence={technique.confidence} />
                </div>
                <p className="mt-1 text-sm text-ink-muted">
                  <Prose text={sentence(technique.explanation, names)} />
                </p>
                <LineRefs id={`technique-${index}`} lines={technique.lines} className="mt-2" />
              </Finding>
            ))}
          </ul>
        )}
      </ReportSection>

      {report.functions.length > 0 ? (
        <ReportSection title="Functions" count={report.functions.length}>
          <div className="overflow-x-auto rounded-xl border border-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Each function with its own time and space complexity</caption>
              <thead className="bg-canvas text-xs tracking-wide text-ink-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Function
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Lines
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Time
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Space
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line bg-surface">
                {report.functions.map((fn, index) => (
                  <Finding as="tr" key={index} lines={[fn.lines]}>
                    <th scope="row" className="px-3 py-2 font-mono font-medium break-all">
                      {fn.name}
                    </th>
                    <td className="px-3 py-2">
                      <LineRefs id={`function-${index}`} lines={[fn.lines]} />
                    </td>
                    <td className="px-3 py-2 font-mono whitespace-nowrap">{fn.time}</td>
                    <td className="px-3 py-2 font-mono whitespace-nowrap">{fn.space}</td>
                  </Finding>
                ))}
              </tbody>
            </table>
          </div>
        </ReportSection>
      ) : null}

      <p className="text-xs text-ink-subtle">
        Parsed in {formatMs(report.stats.parseMs)} and analysed in {formatMs(report.stats.analyzeMs)}. The
        analysis reads the code; it does not run it.
      </p>
    </article>
  )
}

/** The engine writes names from the code in backticks (the map `seen`): they are shown as code. */
function Prose({ text }: { text: string }) {
  const parts = text.split(/`([^`\n]+)`/)
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <code key={index} className="rounded bg-slate-100 px-1 py-px font-mono text-[0.9em] text-ink">
            {part}
          </code>
        ) : (
          part
        ),
      )}
    </>
  )
}

function formatMs(ms: number): string {
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`
}

/** A finding's note as a sentence; a note that starts with a name from the code keeps its case. */
function sentence(text: string, names: ReadonlySet<string>): string {
  const trimmed = text.trim()
  if (!trimmed) return trimmed
  const first = /^[\w$]+/.exec(trimmed)?.[0] ?? ''
  const start = names.has(first) ? trimmed : trimmed.charAt(0).toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(start) ? start : `${start}.`
}

const KIND_LABEL = { time: 'Time', space: 'Space' } as const

function ComplexityCard({
  kind,
  finding,
  verdict,
}: {
  kind: 'time' | 'space'
  finding: ComplexityFinding
  verdict: { verdict: Verdict; best: string } | null
}) {
  const undetermined = finding.bigO === 'could not determine'
  return (
    <Finding
      as="section"
      labelledBy={`complexity-${kind}`}
      lines={finding.lines}
      className="rounded-card border border-line bg-surface p-4 shadow-card"
    >
      <div className="flex items-center justify-between gap-2">
        <h3
          id={`complexity-${kind}`}
          className="text-xs font-semibold tracking-wide text-ink-muted uppercase"
        >
          {KIND_LABEL[kind]}
        </h3>
        <ConfidenceBadge confidence={finding.confidence} />
      </div>
      <p
        className={cn(
          'mt-1 font-mono font-bold tracking-tight break-words',
          undetermined ? 'text-lg text-ink-muted' : 'text-3xl text-ink',
        )}
      >
        {undetermined ? 'Could not determine' : finding.bigO}
      </p>
      {verdict ? <VerdictNote kind={kind} {...verdict} /> : null}
      <p className="mt-2 text-sm text-ink-muted">
        <Prose text={finding.explanation} />
      </p>
      <LineRefs id={kind} lines={finding.lines} className="mt-3" />
    </Finding>
  )
}

function VerdictNote({ kind, verdict, best }: { kind: 'time' | 'space'; verdict: Verdict; best: string }) {
  const text: Record<Verdict, string> = {
    matches: `Matches the best known ${best}`,
    slower: kind === 'time' ? `Slower than the best known ${best}` : `More space than the best known ${best}`,
    faster:
      kind === 'time'
        ? `Below the best known ${best}: check the code solves the whole problem`
        : `Less space than the best known ${best}, which goes with the best time`,
    different: `The best known is ${best}`,
    undetermined: `The best known is ${best}`,
  }
  const tone: Record<Verdict, string> = {
    matches: 'bg-easy-bg text-easy',
    slower: 'bg-hard-bg text-hard',
    faster: 'bg-medium-bg text-medium',
    different: 'bg-slate-100 text-ink-muted',
    undetermined: 'bg-slate-100 text-ink-muted',
  }
  return (
    <p
      className={cn(
        'mt-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-xs font-semibold',
        tone[verdict],
      )}
    >
      {verdict === 'matches' ? (
        <CheckIcon className="size-3.5" />
      ) : verdict === 'slower' ? (
        <ArrowUpIcon className="size-3.5" />
      ) : null}
      {text[verdict]}
    </p>
  )
}

function ComparisonPanel({ comparison }: { comparison: ProblemComparison }) {
  if (!comparison.known) {
    return (
      <div className="rounded-xl border border-dashed border-line bg-surface px-4 py-3 text-sm text-ink-muted">
        No reference complexity is known for{' '}
        <Link
          to={`/problems/${comparison.slug}`}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          {comparison.title}
        </Link>{' '}
        yet, so there is nothing to compare with.
      </div>
    )
  }
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm">
      <p className="text-brand-900">
        <span className="font-semibold">Best known for </span>
        <Link
          to={`/problems/${comparison.slug}`}
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          {comparison.title}
        </Link>
        <span className="font-semibold">:</span>{' '}
        <span className="font-mono font-semibold">{comparison.best.time}</span> time,{' '}
        <span className="font-mono font-semibold">{comparison.best.space}</span> space.
      </p>
      <p className="mt-1 text-brand-900">{comparison.best.approach}</p>
    </div>
  )
}

function Claims({ claims, report }: { claims: ClaimFinding[]; report: Report }) {
  return (
    <ReportSection title="What the comments claim" count={claims.length}>
      <ul className="space-y-2">
        {claims.map((claim, index) => {
          const analysed = claim.kind === 'time' ? report.time.bigO : report.space.bigO
          const lines: [number, number][] = [[claim.line, claim.line]]
          return (
            <Finding
              key={index}
              lines={lines}
              className={cn(
                'rounded-xl border px-4 py-3 text-sm',
                claim.agrees === false
                  ? 'border-red-300 bg-danger-bg text-red-950'
                  : claim.agrees
                    ? 'border-green-200 bg-green-50 text-green-950'
                    : 'border-line bg-surface text-ink',
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p>
                  The comment on line {claim.line} claims{' '}
                  <span className="font-mono font-semibold">{claim.claimed}</span> {claim.kind}.
                </p>
                {claim.agrees === false ? (
                  <Badge tone="hard">Disagrees</Badge>
                ) : claim.agrees ? (
                  <Badge tone="easy">Agrees</Badge>
                ) : (
                  <Badge tone="neutral">Not checked</Badge>
                )}
              </div>
              <p className="mt-1">
                {claim.agrees === false ? (
                  <>
                    The code is <span className="font-mono font-semibold">{analysed}</span>: the comment is
                    wrong, and an interviewer will notice.
                  </>
                ) : claim.agrees ? (
                  'The analysis agrees.'
                ) : (
                  'The analysis could not determine this, so the claim is neither confirmed nor refuted.'
                )}
              </p>
              <LineRefs id={`claim-${index}`} lines={lines} className="mt-2" />
            </Finding>
          )
        })}
      </ul>
    </ReportSection>
  )
}

function ReportSection({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="flex items-center gap-2 text-base font-semibold">
        {title}
        {count > 0 ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-ink-muted">
            {count}
          </span>
        ) : null}
      </h3>
      {children}
    </section>
  )
}

const CONFIDENCE: Record<Confidence, { label: string; tone: 'easy' | 'medium' | 'neutral' }> = {
  high: { label: 'High confidence', tone: 'easy' },
  medium: { label: 'Medium confidence', tone: 'medium' },
  low: { label: 'Low confidence', tone: 'neutral' },
}

function ConfidenceBadge({ confidence }: { confidence: Confidence }) {
  const { label, tone } = CONFIDENCE[confidence]
  return <Badge tone={tone}>{label}</Badge>
}

const SEVERITY_TONE: Record<WarningFinding['severity'], string> = {
  error: 'border-red-300 bg-danger-bg text-red-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
}

const SEVERITY_LABEL: Record<WarningFinding['severity'], string> = {
  error: 'Error',
  warning: 'Warning',
  info: 'Note',
}

function SeverityIcon({ severity }: { severity: WarningFinding['severity'] }) {
  const colour = { error: 'text-red-700', warning: 'text-amber-700', info: 'text-brand-700' }[severity]
  return (
    <svg viewBox="0 0 24 24" className={cn('mt-0.5 size-4 shrink-0', colour)} aria-hidden="true">
      {severity === 'info' ? (
        <>
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </>
      ) : (
        <>
          <path
            d="M12 3 2 20h20L12 3Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
          <path d="M12 10v4M12 17v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </>
      )}
    </svg>
  )
}

/** What the report column shows before the first analysis. */
export function EmptyReport() {
  const items = [
    ['Time and space', 'Big-O over your input sizes, with the reasoning and the lines it rests on.'],
    ['Techniques', 'Hash maps, two pointers, sliding windows, BFS/DFS, DP, heaps, union-find and more.'],
    ['Interview warnings', 'Hidden quadratic costs, deep recursion, input mutation, unbounded loops.'],
    ['Honest comments', 'A complexity claimed in a comment is checked, never taken as the answer.'],
  ] as const
  return (
    <div className="rounded-card border border-dashed border-brand-200 bg-surface/60 p-6">
      <h2 className="text-lg font-semibold">Your report appears here</h2>
      <p className="mt-1 text-sm text-ink-muted">
        Paste a solution, pick its language and press Analyze. Name the problem to compare with its best known
        complexity.
      </p>
      <dl className="mt-5 grid gap-4 sm:grid-cols-2">
        {items.map(([term, description]) => (
          <div key={term}>
            <dt className="text-sm font-semibold">{term}</dt>
            <dd className="mt-0.5 text-sm text-ink-muted">{description}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
