import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import { data, redirect } from 'react-router'
import type { Route } from './+types/analyze'
import { AnalysisHistory, type HistoryItem } from '~/components/analyzer/analysis-history'
import { AnalysisReport, EmptyReport, type AnalysisView } from '~/components/analyzer/analysis-report'
import { AnalyzeForm, type AnalyzeFormValues } from '~/components/analyzer/analyze-form'
import { LineFocusProvider } from '~/components/analyzer/line-focus'
import { ButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import {
  ANALYSIS_NOT_FOUND,
  AnalysisIdSchema,
  AnalyzeFormSchema,
  AnalyzeIntentSchema,
} from '~/domain/analyze-form'
import { normaliseLanguage } from '~/domain/analyzer/language'
import { bestComplexityFor, compareWithProblem } from '~/domain/best-complexity'
import { titleFromSlug } from '~/domain/insights-panel'
import { clampPage, pageCount, pageOffset } from '~/domain/pagination'
import { pageTitle } from '~/domain/site'
import {
  countAnalyses,
  deleteAnalysis,
  getAnalysis,
  HISTORY_PAGE_SIZE,
  listAnalyses,
  saveAnalysis,
  type SavedAnalysis,
} from '~/server/analyses.server'
import { analyzeInPool } from '~/server/analyzer-pool.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { signedInUser } from '~/server/signed-in.server'
import { redirectWithToast } from '~/server/toast.server'
import { Eyebrow } from '~/components/ui/eyebrow'

export const meta: Route.MetaFunction = () => [
  { title: pageTitle('Code Analyzer') },
  {
    name: 'description',
    content:
      'Paste a coding-interview solution in Python, Java, C++, JavaScript, TypeScript or Go: get its time and space complexity, the techniques it uses and what would cost you in an interview.',
  },
]

function toView(saved: SavedAnalysis): AnalysisView {
  const { report, problemSlug } = saved
  return {
    id: saved.id,
    language: saved.language,
    problem: problemSlug,
    code: saved.code,
    report,
    comparison: problemSlug
      ? compareWithProblem(problemSlug, { time: report.time.bigO, space: report.space.bigO })
      : null,
    createdAt: saved.createdAt.toISOString(),
  }
}

/** ?id=N opens one of the user's own analyses; any other id, or someone else's, is a 404. */
function openedId(url: URL): number | null {
  const raw = url.searchParams.get('id')
  if (raw === null) return null
  const parsed = AnalysisIdSchema.safeParse(raw)
  if (!parsed.success) throw data(ANALYSIS_NOT_FOUND, { status: 404 })
  return parsed.data
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const url = new URL(request.url)
  const id = openedId(url)
  let opened: AnalysisView | null = null
  if (id !== null) {
    const saved = getAnalysis(user.id, id)
    if (!saved) throw data(ANALYSIS_NOT_FOUND, { status: 404 })
    opened = toView(saved)
  }

  const total = countAnalyses(user.id)
  const page = clampPage(url.searchParams.get('page'), total, HISTORY_PAGE_SIZE)
  const history: HistoryItem[] = listAnalyses(user.id, {
    limit: HISTORY_PAGE_SIZE,
    offset: pageOffset(page, HISTORY_PAGE_SIZE),
  }).map((item) => ({
    ...item,
    title: item.problemSlug
      ? (bestComplexityFor(item.problemSlug)?.title ?? titleFromSlug(item.problemSlug))
      : null,
    createdAt: item.createdAt.toISOString(),
  }))
  // A new analysis starts in the language of the last one.
  const lastLanguage = (page === 1 ? history[0] : listAnalyses(user.id, { limit: 1 })[0])?.language

  return {
    opened,
    history,
    total,
    page,
    pageCount: pageCount(total, HISTORY_PAGE_SIZE),
    lastLanguage: lastLanguage ?? null,
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  const formData = await request.formData()
  const intent = AnalyzeIntentSchema.safeParse(formData.get('intent') ?? 'analyze')
  if (!intent.success) throw data('Unknown action', { status: 400 })

  if (intent.data === 'delete') {
    const id = AnalysisIdSchema.safeParse(formData.get('id') ?? '')
    // Someone else's analysis is answered exactly like one that does not exist, and nothing changes.
    if (!id.success || !deleteAnalysis(user.id, id.data)) throw data(ANALYSIS_NOT_FOUND, { status: 404 })
    // Back to the page the form was on, unless it was showing the analysis just deleted.
    const url = new URL(request.url)
    if (url.searchParams.get('id') === String(id.data)) url.searchParams.delete('id')
    return redirectWithToast(url.pathname + url.search, { type: 'success', title: 'Analysis deleted' })
  }

  const submission = parseWithZod(formData, { schema: AnalyzeFormSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })

  const { language, problem, code } = submission.value
  const limit = consumeLimit('analyze', { user: user.id })
  if (!limit.allowed)
    return tooManyRequests({ result: submission.reply({ formErrors: [limit.message] }) }, limit)
  const outcome = await analyzeInPool({ language, code })
  if (!outcome.ok) {
    const { error } = outcome
    if (error.code === 'busy') {
      return data(
        { result: submission.reply({ formErrors: [error.message] }) },
        { status: 503, headers: { 'Retry-After': String(error.retryAfterSeconds) } },
      )
    }
    const field = error.code === 'unsupported-language' ? 'language' : 'code'
    return data(
      { result: submission.reply({ fieldErrors: { [field]: [error.message] } }) },
      { status: error.code === 'timeout' ? 422 : 400 },
    )
  }
  const id = saveAnalysis(user.id, { language, problemSlug: problem, code, report: outcome.report })
  // The report lives at its own address: reloading shows it again instead of posting the code twice.
  return redirect(`/analyze?id=${id}`)
}

export default function Analyze({ loaderData, actionData }: Route.ComponentProps) {
  const { opened, history, total, page, pageCount: pages, lastLanguage } = loaderData
  const defaultValue: AnalyzeFormValues = opened
    ? { language: opened.language, problem: opened.problem ?? '', code: opened.code }
    : { language: normaliseLanguage(lastLanguage ?? '') ?? 'python', problem: '', code: '' }

  // A report that replaces the form's focus (after Analyze, the form is rebuilt) takes the focus itself,
  // so keyboard and screen-reader users land on the result.
  const reportHeadingId = 'analysis-report-heading'
  const previousId = useRef(opened?.id ?? null)
  useEffect(() => {
    const id = opened?.id ?? null
    if (id === previousId.current) return
    previousId.current = id
    if (id !== null && (document.activeElement === document.body || document.activeElement === null)) {
      document.getElementById(reportHeadingId)?.focus()
    }
  }, [opened?.id])

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 md:py-12">
      <header className="max-w-3xl">
        <Eyebrow>Code Analyzer</Eyebrow>
        <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Analyze your solution</h1>
        <p className="mt-3 text-ink-muted">
          Time and space complexity with the reasons behind them, the techniques your code uses, and what
          would cost you in an interview. Deterministic, instant and unlimited: the code is read, never run.
        </p>
      </header>

      <LineFocusProvider key={opened?.id ?? 'new'}>
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
          <Card className="p-4 sm:p-6 lg:sticky lg:top-20">
            {opened ? (
              <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
                <span>A saved analysis. Change the code and press Analyze to save a new one.</span>
                <ButtonLink to="/analyze" variant="secondary" size="sm">
                  New analysis
                </ButtonLink>
              </div>
            ) : null}
            <AnalyzeForm
              // A different analysis starts a fresh form, with its own code and no errors left over.
              key={opened?.id ?? 'new'}
              defaultValue={defaultValue}
              lastResult={actionData?.result}
            />
          </Card>
          <div>{opened ? <AnalysisReport view={opened} headingId={reportHeadingId} /> : <EmptyReport />}</div>
        </div>
      </LineFocusProvider>

      <div className="mt-10">
        <AnalysisHistory
          items={history}
          total={total}
          page={page}
          pageCount={pages}
          openedId={opened?.id ?? null}
        />
      </div>
    </div>
  )
}
