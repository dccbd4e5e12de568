import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { MarkupOnlyProvider } from '~/components/markup-only'
import { REVIEW_ROWS_MARKUP_KEY, ReviewList, ReviewRows, type ReviewItem } from './review-list'

function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/today', Component: () => element }])
  return renderToString(<Stub initialEntries={['/today']} />)
}

const REVIEWS: ReviewItem[] = [
  {
    problemId: 1,
    titleSlug: 'two-sum',
    title: 'Two Sum',
    frontendId: 1,
    difficulty: 1,
    overdue: true,
    dueLabel: 'due 3 Dec 2026',
    lastRating: 2,
    lastSeen: 'on 30 Nov 2026',
    submissionKey: 'key-1',
  },
  {
    problemId: 20,
    titleSlug: 'valid-parentheses',
    title: 'Valid <Parentheses> & "Brackets"',
    frontendId: null,
    difficulty: 1,
    overdue: false,
    dueLabel: null,
    lastRating: null,
    lastSeen: null,
    submissionKey: 'key-2',
  },
]

describe('the review rows of /today', () => {
  it('are written from the kept markup exactly as the rows with their fetchers draw them', () => {
    const live = render(<ReviewList reviews={REVIEWS} />)
    const kept = render(
      <MarkupOnlyProvider
        value={new Map([[REVIEW_ROWS_MARKUP_KEY, renderToString(<ReviewRows reviews={REVIEWS} />)]])}
      >
        <ReviewList reviews={REVIEWS} />
      </MarkupOnlyProvider>,
    )
    expect(live).toContain('name="submissionKey" value="key-2"')
    expect(live).toContain('Valid &lt;Parentheses&gt; &amp; &quot;Brackets&quot;')
    expect(live).toContain('Overdue, <!-- -->due 3 Dec 2026')
    expect(kept).toBe(live)
  })
})
