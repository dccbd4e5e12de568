import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { MarkupOnlyProvider } from '~/components/markup-only'
import { CommunitySection, REPORT_FORM_KEY, reportFormProps } from './community-section'
import { ReportFormFields } from './report-form'

function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/problems/two-sum', Component: () => element }])
  return renderToString(<Stub initialEntries={['/problems/two-sum']} />)
}

const PAGE = {
  problem: { slug: 'two-sum', title: 'Two <Sum> & "Friends"' },
  today: '2026-12-01',
  companies: ['Google', 'Ben & Jerry’s'],
  redirectTo: '/problems/two-sum#community',
}

describe('the insights page’s report form', () => {
  it('is written from the kept markup exactly as the live form with its fetcher draws it', () => {
    const section = <CommunitySection {...PAGE} tallies={[]} />
    const live = render(section)
    const kept = render(
      <MarkupOnlyProvider
        value={new Map([[REPORT_FORM_KEY, renderToString(<ReportFormFields {...reportFormProps(PAGE)} />)]])}
      >
        {section}
      </MarkupOnlyProvider>,
    )
    expect(live).toContain('name="problem" value="two-sum"')
    expect(live).toContain('<option>Ben &amp; Jerry’s</option>')
    expect(live).toContain('name="redirectTo" value="/problems/two-sum#community"')
    // The current month is chosen at first, and December 2026 is the latest one offered.
    expect(live).toMatch(/<option value="12" selected="">December<\/option>/)
    expect(kept).toBe(live)
  })
})
