import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { MarkupOnlyProvider } from '~/components/markup-only'
import { DEFAULT_SHEET_FILTERS } from '~/domain/sheet-filters'
import { MORE_TOPICS_KEY, SheetFiltersForm } from './sheet-filters-form'

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
