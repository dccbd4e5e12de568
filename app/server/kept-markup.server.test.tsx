import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { KeptMarkup as KeptElement } from '~/components/kept-markup'
import { MarkupOnlyProvider } from '~/components/markup-only'
import { PlanProblemItems } from '~/components/plan/plan-day'
import type { PlanProblemView } from '~/server/plan-view.server'
import { KeptMarkup } from './kept-markup.server'

// A part drawn once by the loader must be the markup the page's own render would write, byte for byte,
// so that the browser hydrates it with the same components.

const problems: PlanProblemView[] = [
  {
    problemId: 1,
    title: 'Two Sum',
    titleSlug: 'two-sum',
    frontendId: 1,
    difficulty: 1,
    minutes: 15,
    company: null,
  },
  { problemId: 2, title: 'A <b> & "c"', titleSlug: 'a-b-c', frontendId: null, minutes: 30, company: 'Acme' },
]

function page(markup: ReadonlyMap<string, unknown> | null, items: PlanProblemView[] | null) {
  return renderToString(
    <MarkupOnlyProvider value={markup}>
      <main>
        <KeptElement as="ol" markupKey="test/items" id="items" className="space-y-2">
          {items ? () => <PlanProblemItems problems={items} /> : null}
        </KeptElement>
      </main>
    </MarkupOnlyProvider>,
  )
}

describe('KeptMarkup', () => {
  it('writes the same document as drawing the part in place', () => {
    const kept = new KeptMarkup<object, string>()
    const value = {}
    const html = kept.get(value, 'a', () => <PlanProblemItems problems={problems} />)
    expect(html).toContain('two-sum')
    expect(page(new Map([['test/items', html]]), null)).toBe(page(null, problems))
  })

  it('draws once per value and variant', () => {
    const kept = new KeptMarkup<object, string>()
    const value = {}
    let draws = 0
    const draw = () => {
      draws++
      return <PlanProblemItems problems={problems} />
    }
    const first = kept.get(value, 'a', draw)
    expect(kept.get(value, 'a', draw)).toBe(first)
    kept.get(value, 'b', draw)
    kept.get({}, 'a', draw)
    expect(draws).toBe(3)
  })
})
