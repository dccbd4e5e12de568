import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { KeptMarkup } from '~/components/kept-markup'
import { MarkupOnlyProvider } from '~/components/markup-only'
import { ChangePlanFields, ChangePlanForm, changePlanMarkupKey } from './plan-forms'

function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/plan', Component: () => element }])
  return renderToString(<Stub initialEntries={['/plan?week=2']} />)
}

const PLAN = { id: 7, interviewDate: '2026-12-29', hoursPerWeek: 10 }
const TODAY = '2026-12-01'

const inPage = (
  <KeptMarkup as="div" id="change-plan-7-kept" markupKey={changePlanMarkupKey(PLAN.id)}>
    {() => <ChangePlanForm plan={PLAN} today={TODAY} />}
  </KeptMarkup>
)

describe('a plan’s change form', () => {
  it('is written from the kept markup exactly as the live form draws it', () => {
    const live = render(inPage)
    const kept = render(
      <MarkupOnlyProvider
        value={
          new Map([
            [changePlanMarkupKey(PLAN.id), renderToString(<ChangePlanFields plan={PLAN} today={TODAY} />)],
          ])
        }
      >
        {inPage}
      </MarkupOnlyProvider>,
    )
    // It posts to the page itself, whichever week is shown.
    expect(live).toContain('action="/plan"')
    expect(live).toContain('value="2026-12-29"')
    expect(live).toContain('min="2026-12-02"')
    expect(live).toContain('1 h 25 min a day.')
    expect(kept).toBe(live)
  })
})
