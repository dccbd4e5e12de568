import { randomUUID } from 'node:crypto'
import { renderToString } from 'react-dom/server'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import type { Route } from './+types/problem'
import { CommunitySection } from '~/components/community/community-section'
import { InsightsFinder } from '~/components/insights/insights-finder'
import { InsightsPanel } from '~/components/insights/insights-panel'
import { KeptMarkup as KeptMarkupElement } from '~/components/kept-markup'
import { InterviewModeNotice } from '~/components/interview-mode-notice'
import {
  PROBLEM_NOTE_KEY,
  ProblemNote,
  ProblemNoteFields,
  type ProblemNoteActionData,
} from '~/components/insights/problem-note'
import { AddProblemToList } from '~/components/lists/add-to-list'
import { COMMUNITY_ANCHOR } from '~/domain/community-reports'
import { COMPANY_OPTIONS_KEY, CompanyOptions, ReportFormFields } from '~/components/community/report-form'
import { REPORT_FORM_KEY, reportFormProps } from '~/components/community/community-section'
import { COMPANY_CHIPS_KEY, CompanyChips } from '~/components/insights/company-tags'
import { ProblemStatCards, STAT_CARDS_KEY } from '~/components/insights/insights-panel'
import { SIMILAR_QUESTIONS_KEY, SimilarQuestionItems } from '~/components/insights/similar-questions'
import { isViaFetcher } from '~/domain/fetcher-submission'
import {
  companyChipsPreview,
  companyFactsFor,
  similarQuestionsPreview,
  type CompanyFacts,
  titleFromSlug,
  VIEW_ALL_COMPANIES,
  VIEW_ALL_SIMILAR,
} from '~/domain/insights-panel'
import { dueDaysInTimeZone, nextReviewText } from '~/domain/next-due'
import { problemNoteHref, SAVE_NOTE_INTENT } from '~/domain/problem-note'
import { ProblemNoteFormSchema } from '~/domain/problem-note-form'
import { MAX_SLUG_LENGTH, slugFromInput } from '~/domain/problem-slug'
import { pageTitle } from '~/domain/site'
import { problemReportTallies } from '~/server/community-reports.server'
import { getEnv } from '~/server/env.server'
import { markupOnlyContext } from '~/server/load-context.server'
import { ownListChoices } from '~/server/lists/read.server'
import { findProblemId, getProblemNote, saveProblemNote } from '~/server/problem-notes.server'
import { KeptMarkup } from '~/server/kept-markup.server'
import { keptViewerPage, pageViewer, type PageViewer } from '~/server/kept-viewer-pages.server'
import { getProblemInsights, insightsForViewer, type AskingCompany } from '~/server/problems.server'
import { consumeLimit, tooManyRequests } from '~/server/request-policy.server'
import { nextDueByProblem } from '~/server/revision.server'
import { signedInUser } from '~/server/signed-in.server'
import { redirectWithToast } from '~/server/toast.server'
import { ObjectMemo } from '~/domain/object-memo'

const NOT_A_SLUG = 'That is not a problem slug. Slugs are lower-case words joined by hyphens, like two-sum.'
export const NO_PROBLEM_FOR_NOTE = 'There is no such problem to keep a note on.'

/**
 * The slug in the address's segment (decoded), or null when it is not one. It is one path segment, so
 * slugFromInput only validates and lower-cases it; a '?' or '#' can only be there percent-encoded, and is
 * refused rather than cut at.
 */
function titleSlugOf(segment: string): string | null {
  return /[?#]/.test(segment) ? null : slugFromInput(segment)
}

/**
 * What the panel says of all the asking companies (companyFactsFor), by the problem's cached list of them:
 * it is the same until the data changes, and Two Sum has 127 companies to group on every view.
 */
const companyFactsByList = new ObjectMemo<readonly { slug: string }[], CompanyFacts>()

function companyFactsOf(companies: readonly { slug: string }[]): CompanyFacts {
  return companyFactsByList.get(companies, () => companyFactsFor(companies))
}

/**
 * The report form's company suggestions and the first company chips, drawn once per problem's cached list
 * of companies (and for the chips, per interview mode and logo token) for a document's render, which
 * writes that markup instead of drawing their 130-odd and 70-odd elements on every view (decision
 * 0042).
 */
const drawnCompanyOptions = new KeptMarkup<readonly AskingCompany[]>()
const drawnCompanyChips = new KeptMarkup<readonly AskingCompany[], string>()
/** The stat cards and the first similar questions, drawn once per problem and interview mode. */
const drawnStatCards = new KeptMarkup<object, boolean>()
const drawnSimilar = new KeptMarkup<object, boolean>()
/** The community report form, drawn once per problem's list of companies and the reporter's day. */
const drawnReportForm = new KeptMarkup<readonly AskingCompany[], string>()

/** The problem's own title ('LRU Cache'); a slug no stored problem has is read as words ('No Such Problem'). */
export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: pageTitle(
      loaderData?.insights?.problem.title ??
        (loaderData?.slug ? titleFromSlug(loaderData.slug) : "Q's Insights"),
    ),
  },
]

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = signedInUser(context)
  const url = new URL(request.url)
  const segment = params.titleSlug
  // A blank slug names no problem, so there is no panel to show; the finder is the place to be
  // (docs/product.md#insights).
  if (!segment.trim()) throw redirect('/insights')

  const slug = titleSlugOf(segment)
  if (slug === null) {
    return data(
      {
        slug: null,
        query: segment.slice(0, MAX_SLUG_LENGTH),
        error: NOT_A_SLUG,
        insights: null,
        companyFacts: null,
        similarCount: 0,
        companyNames: null,
        note: null,
        nextReview: null,
        ratingKey: null,
        logoToken: null,
        listChoices: [],
        community: null,
        redirectTo: url.pathname,
        interviewMode: user.interviewMode,
      },
      { status: 400 },
    )
  }
  // One address per problem: '/problems/Two-Sum' becomes '/problems/two-sum'.
  if (slug !== segment) throw redirect(`/problems/${slug}`, 301)

  const markupOnly = context.get(markupOnlyContext)
  const viewer = pageViewer(user, Boolean(markupOnly))
  // Kept until the viewer's data or the catalogue changes (kept-viewer-pages.server.ts), rating key
  // included, as on /today (docs/decisions/0047): a rating raises the viewer's data, so a used key never
  // comes back.
  const view = keptViewerPage('problem', viewer, [slug, url.search], () => viewOfProblem(slug, url, viewer))
  for (const [key, markup] of view.markup) markupOnly?.set(key, markup)
  const { problemId, ...page } = view.loaderData
  return data(
    {
      ...page,
      // What users reported they were asked (docs/product.md#community-reports), and the reporter's day:
      // read on every view, as reports change without a cache version.
      community:
        problemId !== null ? { tallies: problemReportTallies(problemId), today: viewer.today } : null,
    },
    // An unknown slug still gets the whole page, with its empty messages; the status tells crawlers.
    { status: problemId !== null ? 200 : 404 },
  )
}

/** What a problem's insights page shows one viewer at this address, but what is read from reports. */
function viewOfProblem(slug: string, url: URL, viewer: PageViewer) {
  const { userId, interviewMode, timeZone, today } = viewer
  const insights = getProblemInsights(slug, userId)
  // Without what interview mode hides, so the page's data cannot tell it either.
  const shown = insights ? insightsForViewer(insights, interviewMode) : null
  // The first chips only, unless the address opens 'View All': a popular problem's hundred-odd companies
  // were a sixth of the page's data, and the dialog fetches them from this same address when opened.
  const everyCompany = url.searchParams.get(VIEW_ALL_COMPANIES.param) === VIEW_ALL_COMPANIES.value
  const chips = shown && !everyCompany ? companyChipsPreview(shown.companies).shown : null
  // The same for the similar questions: the first ones, unless the address opens their dialog.
  const everySimilar = url.searchParams.get(VIEW_ALL_SIMILAR.param) === VIEW_ALL_SIMILAR.value
  const similar = shown && !everySimilar ? similarQuestionsPreview(shown.similar).shown : null
  const note = insights ? getProblemNote(userId, insights.problem.id) : null
  const noteView = note ? { body: note.body, html: note.html, updatedAt: note.updatedAt.toISOString() } : null
  // What a document's server render writes as markup instead of drawing it (docs/decisions/0042).
  const markup: [string, string][] = []
  if (viewer.document && insights && shown) {
    const stored = insights.companies
    markup.push([
      COMPANY_OPTIONS_KEY,
      drawnCompanyOptions.get(stored, undefined, () => (
        <CompanyOptions companies={shown.companies.map((company) => company.name)} />
      )),
    ])
    markup.push([
      STAT_CARDS_KEY,
      drawnStatCards.get(insights.problem, interviewMode, () => (
        <ProblemStatCards problem={shown.problem} companyCount={companyFactsOf(stored).total} />
      )),
    ])
    markup.push([
      SIMILAR_QUESTIONS_KEY,
      drawnSimilar.get(insights.similar, interviewMode, () => (
        <SimilarQuestionItems questions={similarQuestionsPreview(shown.similar).shown} />
      )),
    ])
    // The report form as a first render draws it, for the page's own address only: another query string
    // would be another return address, and a kept copy per made-up address would grow without bound.
    if (url.search === '') {
      const problem = { slug, title: shown.problem.title }
      markup.push([
        REPORT_FORM_KEY,
        drawnReportForm.get(stored, `${today}|${slug}`, () => (
          <ReportFormFields
            {...reportFormProps({
              problem,
              today,
              companies: shown.companies.map((company) => company.name),
              redirectTo: `${url.pathname}#${COMMUNITY_ANCHOR}`,
            })}
          />
        )),
      ])
    }
    // The viewer's note and its form, idle: kept with this view, which the viewer's next save drops.
    markup.push([PROBLEM_NOTE_KEY, renderToString(<ProblemNoteFields slug={slug} note={noteView} />)])
    const logoToken = getEnv().LOGO_TOKEN ?? null
    markup.push([
      COMPANY_CHIPS_KEY,
      drawnCompanyChips.get(stored, `${interviewMode}:${logoToken}`, () => (
        <CompanyChips companies={companyChipsPreview(shown.companies).shown} logoToken={logoToken} />
      )),
    ])
  }
  return {
    markup,
    loaderData: {
      /** The problem's id, for the reports read beside the kept view; null for a slug no problem has. */
      problemId: insights ? insights.problem.id : null,
      slug,
      query: slug,
      error: null,
      insights: shown && { ...shown, companies: chips ?? shown.companies, similar: similar ?? shown.similar },
      similarCount: shown ? shown.similar.length : 0,
      // Interview mode hides none of the companies, so the facts of the stored list are the page's.
      companyFacts: insights ? companyFactsOf(insights.companies) : null,
      companyNames: viewer.document || !shown ? null : shown.companies.map((company) => company.name),
      note: noteView,
      nextReview: insights ? nextReviewFor(userId, insights.problem.id, timeZone, today) : null,
      // The rating form's submission key (docs/product.md#rating-a-solve), made here so a form posted
      // without JavaScript carries one too.
      ratingKey: insights ? randomUUID() : null,
      logoToken: getEnv().LOGO_TOKEN ?? null,
      // The user's lists, for "Add to list" (docs/product.md#lists).
      listChoices: insights ? ownListChoices(userId) : [],
      redirectTo: url.pathname + url.search,
      interviewMode,
    },
  }
}

/** 'Next review: 3 Dec 2026' for a problem the user has a card for, in their time zone; null otherwise. */
function nextReviewFor(userId: string, problemId: number, timeZone: string, today: string): string | null {
  const due = nextDueByProblem(userId, [problemId])
  if (due.size === 0) return null
  const dueDay = dueDaysInTimeZone(due, timeZone)[problemId]
  return dueDay ? nextReviewText(dueDay, today) : null
}

/**
 * The one form of the page: the viewer's note on the problem (docs/product.md#problem-notes). A fetcher gets
 * the outcome back; a post without JavaScript is sent back to the note, or shown the refusal with its text.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const user = signedInUser(context)
  const formData = await request.formData()
  if (formData.get('intent') !== SAVE_NOTE_INTENT) throw data('Unknown action', { status: 400 })
  const slug = titleSlugOf(params.titleSlug)
  const problemId = slug === null ? null : findProblemId(slug)
  if (slug === null || problemId === null) throw data(NO_PROBLEM_FOR_NOTE, { status: 404 })

  const submission = parseWithZod(formData, { schema: ProblemNoteFormSchema })
  const answer = (body: ProblemNoteActionData, init?: ResponseInit) => data(body, init)
  // The only way the form can fail is a note over the size limit: well-formed, but refused.
  if (submission.status !== 'success')
    return answer({ result: submission.reply(), outcome: null }, { status: 422 })

  const limit = consumeLimit('problem-note', { user: user.id })
  if (!limit.allowed) {
    return tooManyRequests<ProblemNoteActionData>(
      { result: submission.reply({ formErrors: [limit.message] }), outcome: null },
      limit,
    )
  }
  const outcome = saveProblemNote(user.id, problemId, submission.value.note)
  if (outcome === 'problem-not-found') throw data(NO_PROBLEM_FOR_NOTE, { status: 404 })
  if (outcome === 'too-large') return answer({ result: submission.reply(), outcome: null }, { status: 422 })
  if (!isViaFetcher(formData)) {
    return redirectWithToast(problemNoteHref(slug), {
      type: 'success',
      title: outcome === 'saved' ? 'Note saved' : 'Note deleted',
    })
  }
  return answer({ result: submission.reply(), outcome })
}

export default function Problem({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, query, error, insights, logoToken, redirectTo } = loaderData
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-10">
      {loaderData.interviewMode ? <InterviewModeNotice className="mb-6" /> : null}
      <div className="mb-6 rounded-card border border-line bg-surface p-4 shadow-card sm:p-5">
        <InsightsFinder defaultValue={query} error={error} />
      </div>
      <InsightsPanel
        // A new problem starts with fresh component state, so no dialog stays open across a navigation.
        key={slug ?? query}
        slug={slug ?? query}
        insights={insights}
        logoToken={logoToken}
        redirectTo={redirectTo}
        nextReview={loaderData.nextReview}
        ratingKey={loaderData.ratingKey}
        companyFacts={loaderData.companyFacts ?? undefined}
        similarCount={loaderData.similarCount}
        note={
          insights && slug ? (
            <>
              <AddProblemToList
                problemId={insights.problem.id}
                problemTitle={insights.problem.title}
                lists={loaderData.listChoices}
                returnTo={redirectTo}
              />
              {actionData?.result ? (
                // A refused post without JavaScript: the form with its errors and the text as typed.
                <ProblemNote slug={slug} note={loaderData.note} lastResult={actionData.result} />
              ) : (
                <KeptMarkupElement as="div" id="problem-note-kept" markupKey={PROBLEM_NOTE_KEY}>
                  {() => <ProblemNote slug={slug} note={loaderData.note} />}
                </KeptMarkupElement>
              )}
            </>
          ) : null
        }
      />
      {insights && slug && loaderData.community ? (
        <div className="mt-6">
          <CommunitySection
            problem={{ slug, title: insights.problem.title }}
            tallies={loaderData.community.tallies}
            today={loaderData.community.today}
            companies={loaderData.companyNames}
            redirectTo={`${redirectTo.split('#')[0]}#${COMMUNITY_ANCHOR}`}
          />
        </div>
      ) : null}
    </div>
  )
}
