import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ListTable, type ListTableRow } from '~/components/lists/list-table'
import { dueTextsOf, SheetTable, type SheetTableRow } from '~/components/sheet/sheet-table'
import { allForInterviewMode, type InterviewSafe } from '~/domain/interview-mode'
import { escapeHtml } from '~/domain/html-text'
import { Window } from 'happy-dom'
import { listRowsInPage } from '~/components/lists/list-rows-in-page'
import { sheetRowsInPage } from '~/components/sheet/sheet-rows-in-page'
import { listRowsHtml, sheetRowsHtml, type SheetRowsContext } from './problem-rows-html.server'

/** A page holding a table of `className` whose body is `rows`, as the browser parses it. */
function pageWithRows(className: string, rows: string): ParentNode {
  const window = new Window()
  window.document.body.innerHTML = `<table class="${className}"><tbody>${rows}</tbody></table>`
  return window.document as unknown as ParentNode
}

/** A row's figures as its cells draw them, to the tenth: what reading the page back can give. */
function asDrawn<Row extends { acRate?: number | null; frequency?: number }>(row: Row): Row {
  const tenth = (value: number) => Math.round(value * 10) / 10
  return {
    ...row,
    ...(row.acRate !== undefined ? { acRate: row.acRate === null ? null : tenth(row.acRate) } : {}),
    ...(row.frequency !== undefined ? { frequency: tenth(row.frequency) } : {}),
  }
}

/** The body of the one table `element` draws, rendered by React as a document's server render does. */
function reactRows(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }])
  const html = renderToString(<Stub initialEntries={['/']} />)
  const body = /<tbody>(.*)<\/tbody>/s.exec(html)
  if (!body) throw new Error('No table body drawn')
  return body[1]!
}

const SHEET_ROWS: SheetTableRow[] = [
  {
    problemId: 1,
    frontendId: 1,
    title: 'Two Sum',
    titleSlug: 'two-sum',
    difficulty: 1,
    acRate: 58.01,
    frequency: 100,
    topics: ['Array', 'Hash Table'],
    moreTopics: 0,
    status: 'solved',
  },
  {
    problemId: 2,
    frontendId: null,
    title: `Rock & Roll's <"Quotes">`,
    titleSlug: 'rock-roll',
    difficulty: 3,
    acRate: null,
    frequency: 43.7,
    topics: ['Dynamic Programming', 'Math', 'String'],
    moreTopics: 4,
    status: 'revisit',
    isPaidOnly: true,
    fromShorterTimeframe: true,
  },
  {
    problemId: 3,
    frontendId: 3,
    title: 'Longest Substring',
    titleSlug: 'longest-substring',
    difficulty: 2,
    acRate: 33.333,
    frequency: 0,
    topics: [],
    moreTopics: 0,
    status: null,
  },
]

const TODAY = '2026-11-26'

describe('sheetRowsHtml', () => {
  const cases: { name: string; rows: InterviewSafe<SheetTableRow>[]; full: boolean }[] = [
    { name: 'with every fact', rows: SHEET_ROWS, full: true },
    { name: 'with no links beyond Insights', rows: SHEET_ROWS, full: false },
    { name: 'in interview mode', rows: allForInterviewMode(SHEET_ROWS, true), full: true },
  ]
  /** What the rows are drawn with: every fact, or none beyond the rows' own. */
  const contextOf = (full: boolean): SheetRowsContext => ({
    notedProblemIds: full ? [1, 3] : [],
    dueDays: full ? { 1: '2026-11-20', 2: '2027-03-01' } : {},
    today: TODAY,
    addToListForm: full ? 'sheet-add' : undefined,
    companySlug: full ? 'google' : undefined,
    reportTallies: full
      ? { 1: { people: 3, latestMonth: '2026-10' }, 3: { people: 1, latestMonth: '2026-04' } }
      : {},
  })
  for (const { name, rows, full } of cases) {
    it(`writes the markup SheetTable draws, ${name}`, () => {
      const context = contextOf(full)
      const { dueDays, today, ...facts } = context
      const expected = reactRows(
        <SheetTable
          rows={rows}
          caption="Rows"
          returnTo="/sheet/google"
          interviewMode={rows[0]!.difficulty === undefined}
          dueTexts={dueTextsOf(dueDays, today)}
          {...facts}
        />,
      )
      expect(expected.length).toBeGreaterThan(1000)
      expect(sheetRowsHtml(rows, context)).toBe(expected)
    })

    it(`is read back whole from the page, ${name}`, () => {
      const context = contextOf(full)
      const interviewMode = rows[0]!.difficulty === undefined
      const page = pageWithRows('sheet-table', sheetRowsHtml(rows, context))
      expect(sheetRowsInPage(page, interviewMode)).toEqual({
        rows: rows.map(asDrawn),
        notedProblemIds: context.notedProblemIds,
        dueTexts: dueTextsOf(context.dueDays, TODAY),
      })
    })
  }
})

const LIST_ROWS: ListTableRow[] = [
  {
    problemId: 217,
    position: 1,
    frontendId: 217,
    title: 'Contains Duplicate',
    titleSlug: 'contains-duplicate',
    difficulty: 1,
    acRate: 64.6,
    topics: ['Array', 'Hash Table', 'Sorting'],
    moreTopics: 2,
    isPaidOnly: false,
    status: 'solved',
  },
  {
    problemId: 9,
    position: 2,
    frontendId: null,
    title: `It's <b>&"`,
    titleSlug: 'its-b',
    difficulty: 3,
    acRate: null,
    topics: [],
    moreTopics: 0,
    isPaidOnly: true,
    status: null,
  },
  {
    problemId: 12,
    position: 3,
    frontendId: 12,
    title: 'Integer to Roman',
    titleSlug: 'integer-to-roman',
    difficulty: 2,
    acRate: 61,
    topics: ['Math'],
    moreTopics: 0,
    isPaidOnly: false,
    status: 'revisit',
  },
]

describe('listRowsHtml', () => {
  const base = {
    signedIn: true,
    owner: false,
    reorderable: false,
    itemCount: 3,
    hideFacts: false,
    dueDays: { 217: '2027-08-10', 12: '2026-10-25' },
    today: TODAY,
  }
  const cases = [
    { name: 'for a signed-in viewer', context: base },
    { name: 'for a visitor', context: { ...base, signedIn: false, dueDays: {} } },
    { name: 'for its owner, in order', context: { ...base, owner: true, reorderable: true } },
    { name: 'for its owner, filtered', context: { ...base, owner: true } },
    { name: 'in interview mode', context: { ...base, hideFacts: true } },
  ]
  for (const { name, context } of cases) {
    it(`writes the markup ListTable draws, ${name}`, () => {
      const rows = allForInterviewMode(LIST_ROWS, context.hideFacts) as ListTableRow[]
      const expected = reactRows(
        <ListTable
          rows={rows}
          caption="Rows"
          returnTo="/lists/x"
          version={4}
          {...context}
          dueTexts={dueTextsOf(context.dueDays, context.today)}
        />,
      )
      expect(expected).toContain(`<tr id="p-217">`)
      expect(listRowsHtml(rows, context)).toBe(expected)
    })

    it(`is read back whole from the page, ${name}`, () => {
      const rows = allForInterviewMode(LIST_ROWS, context.hideFacts) as ListTableRow[]
      const page = pageWithRows('list-table', listRowsHtml(rows, context))
      expect(listRowsInPage(page, context.hideFacts)).toEqual({
        // A visitor's rows have no marks to read: the loader sends them without a status too.
        rows: rows.map((row) => asDrawn(context.signedIn ? row : { ...row, status: null })),
        dueTexts: context.signedIn ? dueTextsOf(context.dueDays, context.today) : {},
      })
    })
  }
})

describe('escapeHtml', () => {
  it('escapes what React escapes, and leaves other text as it is', () => {
    expect(escapeHtml(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &#x27;f&#x27;')
    expect(escapeHtml('Two Sum · Array')).toBe('Two Sum · Array')
    expect(escapeHtml(42)).toBe('42')
  })
})
