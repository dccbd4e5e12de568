import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { MarkupOnlyProvider } from '~/components/markup-only'
import { DEFAULT_SHEET_FILTERS } from '~/domain/sheet-filters'
import { filtersMarkup } from '~/server/filters-markup.server'
import { Window } from 'happy-dom'
import {
  CHECKBOX_TOPICS_KEY,
  MORE_TOPICS_KEY,
  SHEET_FILTERS_KEY,
  SheetFiltersForm,
  topicsInPage,
  type SheetFiltersView,
} from './sheet-filters-form'

function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/sheet/acme', Component: () => element }])
  return renderToString(<Stub initialEntries={['/sheet/acme']} />)
}

const MORE = ['Bit Manipulation', 'Rock & "Roll"', "Euler's Path"]

describe('the topic box’s suggestions', () => {
  it('are written as the same markup on a document’s server render as React draws from the loader data', () => {
    const form = (moreTopics: string[] | null) => (
      <SheetFiltersForm
        path="/sheet/acme"
        filters={{ ...DEFAULT_SHEET_FILTERS, topics: ['Bit Manipulation'] }}
        defaultTimeframe="all"
        timeframeCounts={null}
        topics={[{ topic: 'Array', problems: 3 }]}
        moreTopics={moreTopics}
      />
    )
    const fromData = render(form(MORE))
    const fromMarkup = render(
      <MarkupOnlyProvider value={new Map([[MORE_TOPICS_KEY, MORE]])}>{form(null)}</MarkupOnlyProvider>,
    )
    expect(fromData).toContain(
      '<option>Rock &amp; &quot;Roll&quot;</option><option>Euler&#x27;s Path</option>',
    )
    // The chosen topic is a checkbox, not a suggestion.
    expect(fromData).not.toContain('<option>Bit Manipulation</option>')
    expect(fromMarkup).toBe(fromData)
  })
})

describe('the filter form as kept markup', () => {
  const sheet: SheetFiltersView = {
    path: '/sheet/acme',
    filters: {
      ...DEFAULT_SHEET_FILTERS,
      timeframe: 'six-months',
      topics: ['Array', 'Trie'],
      hidePremium: true,
    },
    defaultTimeframe: 'all',
    timeframeCounts: {
      'thirty-days': 3,
      'three-months': 5,
      'six-months': 8,
      'more-than-six-months': 9,
      all: 12,
    },
    topics: [
      { topic: 'Array', problems: 3 },
      { topic: 'Hash Table', problems: 2 },
    ],
    moreTopics: MORE,
    premiumFilter: true,
    communityCount: 4,
  }
  const list: SheetFiltersView = {
    path: '/lists/blind-75',
    filters: { ...DEFAULT_SHEET_FILTERS, search: 'two "sum"', difficulty: 'medium', status: 'unsolved' },
    defaultTimeframe: 'all',
    timeframeCounts: null,
    topics: [{ topic: 'Array', problems: 3 }],
    moreTopics: MORE,
    premiumFilter: true,
    label: 'Filter the list',
  }
  const interview: SheetFiltersView = { ...list, topics: [], moreTopics: [], interviewMode: true }

  it.each([
    ['a sheet with chosen topics and the premium switch', sheet],
    ['a list with a search, a difficulty and a status', list],
    ['a list in interview mode', interview],
  ])('is the markup the live form draws on a document, for %s', (_name, view) => {
    const Stub = (markup: Map<string, unknown>) =>
      createRoutesStub([
        {
          path: view.path,
          Component: () => (
            <MarkupOnlyProvider value={markup}>
              <SheetFiltersForm {...view} moreTopics={null} />
            </MarkupOnlyProvider>
          ),
        },
      ])
    const draw = (markup: Map<string, unknown>) => {
      const Page = Stub(markup)
      return renderToString(<Page initialEntries={[view.path]} />)
    }
    const document = new Map<string, unknown>([[MORE_TOPICS_KEY, view.moreTopics]])
    const live = draw(document)
    const kept = draw(new Map([...document, [SHEET_FILTERS_KEY, filtersMarkup(view)]]))
    expect(live).toContain('Apply filters')
    expect(kept).toBe(live)
  })

  it.each([
    [
      'a sheet with a topic chosen beyond the checkboxes',
      { ...sheet, filters: { ...sheet.filters, topics: ['Trie'] } },
    ],
    ['a list', list],
    ['interview mode, with no checkboxes', interview],
  ])('gives back its checkboxes’ topics once parsed, for %s', (_name, view) => {
    const window = new Window()
    window.document.body.innerHTML = `<main><div id="sheet-filters-kept">${filtersMarkup(view)}</div></main>`
    expect(topicsInPage(window.document as unknown as ParentNode)).toEqual(view.topics)
  })

  it('is drawn the same when the checkboxes’ topics come from the server render rather than the data', () => {
    const Page = createRoutesStub([
      {
        path: list.path,
        Component: () => (
          <MarkupOnlyProvider
            value={
              new Map<string, unknown>([
                [MORE_TOPICS_KEY, list.moreTopics],
                [CHECKBOX_TOPICS_KEY, list.topics],
              ])
            }
          >
            <SheetFiltersForm {...list} topics={null} moreTopics={null} />
          </MarkupOnlyProvider>
        ),
      },
    ])
    const fromData = renderToString(
      <MarkupOnlyProvider value={new Map([[MORE_TOPICS_KEY, list.moreTopics]])}>
        {(() => {
          const Stub = createRoutesStub([
            { path: list.path, Component: () => <SheetFiltersForm {...list} moreTopics={null} /> },
          ])
          return <Stub initialEntries={[list.path]} />
        })()}
      </MarkupOnlyProvider>,
    )
    expect(renderToString(<Page initialEntries={[list.path]} />)).toBe(fromData)
  })
})
