import { renderToString } from 'react-dom/server'
import { createElement } from 'react'
import { DifficultyBadge } from '~/components/difficulty-badge'
import { ReportTallyLine } from '~/components/community/community-table'
import { LIST_EDIT_FORM_ID, LIST_PROGRESS_FORM_ID, type ListTableRow } from '~/components/lists/list-table'
import { PremiumBadge } from '~/components/premium-badge'
import { LABEL_PART_IDS, PROGRESS_OPTIONS, type ProblemStatus } from '~/components/progress-control'
import { LABEL, titleId, topicsText } from '~/components/sheet/problem-rows'
import { ADDED_TO_ALL, frequencyStep, type SheetTableRow } from '~/components/sheet/sheet-table'
import type { ReportTally } from '~/domain/community-reports'
import { reportHref } from '~/domain/community-reports'
import { BoundedMap } from '~/domain/bounded-map'
import { formatPercent } from '~/domain/format'
import { escapeHtml } from '~/domain/html-text'
import type { InterviewSafe } from '~/domain/interview-mode'
import { leetcodeProblemUrl } from '~/domain/leetcode-links'
import { shortDueText } from '~/domain/next-due'
import { problemNoteHref } from '~/domain/problem-note'
import { listMoveValue } from '~/domain/problem-lists'
import { progressMark } from '~/domain/progress-mark'
import { rowAnchor } from '~/domain/sheet-filters'

/*
 * The rows of a company sheet and of a list page, written as HTML text for a document's server render
 * (docs/decisions/0036-table-rows-written-as-text-on-the-server.md). React drawing fifty rows of about
 * eighteen elements each was most of those pages' server time; these functions write the same markup
 * (byte for byte: problem-rows-html.server.test.tsx renders both and compares), and the browser hydrates
 * it with the real row components, which are what every later render uses.
 */

// The badges are the same for every row that has them: drawn once by their components.
const difficultyBadges = new Map<number, string>()
function difficultyBadge(difficulty: number): string {
  let html = difficultyBadges.get(difficulty)
  if (html === undefined) {
    html = renderToString(createElement(DifficultyBadge, { difficulty }))
    difficultyBadges.set(difficulty, html)
  }
  return html
}
let premiumBadgeHtml: string | null = null
function premiumBadge(): string {
  premiumBadgeHtml ??= renderToString(createElement(PremiumBadge))
  return premiumBadgeHtml
}
/** Rare (only rows users reported at the company), so drawn by its component each time. */
function reportTallyLine(tally: ReportTally): string {
  return renderToString(createElement(ReportTallyLine, { tally }))
}

/**
 * A row's two progress marks as ProgressControl draws them in a list on the server: toggle buttons that
 * post the list's shared form (named by `form`, or null when the table sits inside it), Mark solved in
 * the wrapper that later holds the rating menu's button.
 */
function progressMarks(problemId: number, status: ProblemStatus, form: string | null): string {
  const formAttribute = form === null ? '' : ` form="${form}"`
  const [solved, revisit] = PROGRESS_OPTIONS.map((option) => {
    const active = status === option.status
    const next = active ? 'none' : option.status
    return `<button${formAttribute} value="${progressMark(problemId, next)}" aria-pressed="${active}" aria-labelledby="${LABEL_PART_IDS[option.status]} ${titleId(problemId)}" class="progress-${option.status}" name="mark">${active ? option.state : option.shownAction}</button>`
  })
  return `<span class="split">${solved}</span>${revisit}`
}

// A due day's text goes through Intl, and a page of fifty rows asks for a few dozen: kept by day and today.
const dueTexts = new BoundedMap<string, string>(2_000)

function dueSpan(dueDay: string | undefined, today: string): string {
  if (!dueDay) return ''
  const text = dueTexts.getOrSet(`${dueDay}|${today}`, () => escapeHtml(shortDueText(dueDay, today)))
  return `<span class="due">${text}</span>`
}

/** A sheet row's title link, opening LeetCode in a new tab (styled by its place: sheet.css). */
function titleLink(row: { problemId: number; title: string; titleSlug: string }): string {
  return `<a id="${titleId(row.problemId)}" href="${escapeHtml(leetcodeProblemUrl(row.titleSlug))}" target="_blank" rel="noopener noreferrer">${escapeHtml(row.title)}</a>`
}

function insightsLink(row: { problemId: number; titleSlug: string }): string {
  return `<a href="/problems/${escapeHtml(row.titleSlug)}" aria-labelledby="${LABEL.insights} ${titleId(row.problemId)}">Insights</a>`
}

export interface SheetRowsContext {
  notedProblemIds: readonly number[]
  /** Problem id → the day its review is due, for the rows with a card. */
  dueDays: Readonly<Record<number, string>>
  today: string
  /** The id of the page's "Add to list" form, when the user has a list to add to. */
  addToListForm?: string
  companySlug?: string
  reportTallies: Readonly<Record<number, ReportTally>>
}

/** A company sheet's rows, as SheetTable draws them (sheet-table.tsx). */
export function sheetRowsHtml(
  rows: readonly InterviewSafe<SheetTableRow>[],
  context: SheetRowsContext,
): string {
  const noted = new Set(context.notedProblemIds)
  let html = ''
  for (const row of rows) {
    const id = row.problemId
    const title = titleId(id)
    const topics = topicsText(row)
    const report = context.reportTallies[id]
    html +=
      `<tr id="${rowAnchor(id)}"><td>${progressMarks(id, row.status, null)}${dueSpan(context.dueDays[id], context.today)}</td>` +
      `<td>${row.frontendId ?? '—'}</td>` +
      `<th scope="row">${titleLink(row)}<span>${row.isPaidOnly ? premiumBadge() : ''}${insightsLink(row)}` +
      (noted.has(id)
        ? `<a href="${escapeHtml(problemNoteHref(row.titleSlug))}" aria-labelledby="${LABEL.note} ${title}">Note</a>`
        : '') +
      (context.addToListForm
        ? `<button form="${escapeHtml(context.addToListForm)}" value="${id}" aria-labelledby="${LABEL.add} ${title} ${LABEL.toList}" name="problemId">+ List</button>`
        : '') +
      (context.companySlug
        ? `<a href="${escapeHtml(reportHref(row.titleSlug, context.companySlug))}" aria-labelledby="${LABEL.report} ${title}">Report</a>`
        : '') +
      (row.fromShorterTimeframe
        ? `<span class="added" title="${escapeHtml(ADDED_TO_ALL)}">Not in the source’s All list</span>`
        : '') +
      `${topics === null ? '' : escapeHtml(topics)}</span>${report ? reportTallyLine(report) : ''}</th>` +
      (row.difficulty === undefined ? '' : `<td>${difficultyBadge(row.difficulty)}</td>`) +
      (row.acRate === undefined ? '' : `<td>${formatPercent(row.acRate)}</td>`) +
      (row.frequency === undefined
        ? ''
        : `<td class="f${frequencyStep(row.frequency)}">${formatPercent(row.frequency)}</td>`) +
      '</tr>'
  }
  return html
}

export interface ListRowsContext {
  signedIn: boolean
  owner: boolean
  reorderable: boolean
  itemCount: number
  hideFacts: boolean
  dueDays: Readonly<Record<number, string>>
  today: string
}

/** A list's rows, as ListTable draws them on the server (list-table.tsx): no edit in flight, no drag handles. */
export function listRowsHtml(rows: readonly InterviewSafe<ListTableRow>[], context: ListRowsContext): string {
  let html = ''
  for (const row of rows) {
    const id = row.problemId
    const name = escapeHtml(row.title)
    const topics = topicsText(row)
    html +=
      `<tr id="${rowAnchor(id)}"><td class="list-pos"><span>${row.position}</span></td>` +
      (context.signedIn
        ? `<td class="list-status">${progressMarks(id, row.status, LIST_PROGRESS_FORM_ID)}${dueSpan(context.dueDays[id], context.today)}</td>`
        : '') +
      `<td class="list-num">${row.frontendId ?? '—'}</td>` +
      `<th scope="row"><a href="${escapeHtml(leetcodeProblemUrl(row.titleSlug))}" target="_blank" rel="noopener noreferrer" class="list-title" id="${titleId(id)}">${name}</a>` +
      `<span>${row.isPaidOnly ? premiumBadge() : ''}${insightsLink(row)}` +
      (row.difficulty !== undefined
        ? `<span class="list-diff-inline">${difficultyBadge(row.difficulty)}</span>`
        : '') +
      `${topics ? escapeHtml(topics) : ''}</span></th>` +
      (context.hideFacts
        ? ''
        : `<td class="list-diff">${row.difficulty !== undefined ? difficultyBadge(row.difficulty) : ''}</td>` +
          `<td class="list-acc">${formatPercent(row.acRate)}</td>`) +
      (context.owner ? `<td class="list-edit">${editButtons(row, name, context)}</td>` : '') +
      '</tr>'
  }
  return html
}

function editButtons(
  row: Pick<ListTableRow, 'problemId' | 'position'>,
  name: string,
  context: ListRowsContext,
): string {
  const button = (value: string, disabled: boolean, label: string, text: string, field = 'move') =>
    `<button type="submit" form="${LIST_EDIT_FORM_ID}" value="${escapeHtml(value)}"${disabled ? ' disabled=""' : ''} aria-label="${label}" name="${field}">${text}</button>`
  return (
    (context.reorderable
      ? button(listMoveValue(row.problemId, row.position - 1), row.position <= 1, `Move ${name} up`, '↑') +
        button(
          listMoveValue(row.problemId, row.position + 1),
          row.position >= context.itemCount,
          `Move ${name} down`,
          '↓',
        )
      : '') + button(String(row.problemId), false, `Remove ${name} from the list`, '×', 'remove')
  )
}
