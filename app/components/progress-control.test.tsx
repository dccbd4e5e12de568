import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ProgressControl, type ProblemStatus } from './progress-control'
import { RatingMenuProvider } from './rating-menu'

function render(status: ProblemStatus, props: { problemTitle?: string; form?: string } = {}): string[] {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ProgressControl problemId={7} status={status} redirectTo="/problems/two-sum" {...props} />
      ),
    },
  ])
  const html = renderToStaticMarkup(<Stub initialEntries={['/']} />)
  return html.match(/<button[^>]*>[^<]*<\/button>/g) ?? []
}

describe('ProgressControl', () => {
  it('shows unset marks as actions, each a toggle button named for what it does', () => {
    const [solved, revisit] = render(null)
    expect(solved).toContain('aria-pressed="false"')
    expect(solved).toContain('aria-label="Mark solved"')
    expect(solved).toMatch(/>Mark solved<\/button>$/)
    expect(revisit).toContain('aria-label="Mark to revisit"')
    expect(revisit).toMatch(/>Mark to\srevisit<\/button>$/)
  })

  it('shows a set mark as its state, under the same name, and the other as an action', () => {
    const [solved, revisit] = render('solved')
    expect(solved).toContain('aria-pressed="true"')
    expect(solved).toContain('aria-label="Mark solved"')
    expect(solved).toMatch(/>Solved<\/button>$/)
    expect(revisit).toContain('aria-pressed="false"')
    expect(render('revisit')[1]).toMatch(/aria-pressed="true"[^>]*>To\srevisit<\/button>$/)
  })

  it('names the problem in each button of a list, and posts it through the shared form', () => {
    const [solved, revisit] = render('revisit', { problemTitle: 'Two Sum', form: 'sheet-progress' })
    expect(solved).toContain('aria-label="Mark solved: Two Sum"')
    expect(solved).toContain('form="sheet-progress"')
    expect(solved).toContain('name="mark"')
    expect(solved).toContain('value="7:solved"')
    // Pressing the set mark clears it.
    expect(revisit).toContain('aria-label="Mark to revisit: Two Sum"')
    expect(revisit).toContain('value="7:none"')
  })

  it('is a plain form without JavaScript: each button submits its next status', () => {
    const [solved, revisit] = render('solved')
    expect(solved).toContain('type="submit"')
    expect(solved).toContain('name="status"')
    expect(solved).toContain('value="none"')
    expect(revisit).toContain('value="revisit"')
  })
})

describe('ProgressControl in a list with a rating menu, on the server', () => {
  function renderList(status: ProblemStatus): string {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <RatingMenuProvider redirectTo="/sheet/google">
            <ProgressControl problemId={7} status={status} problemTitle="Two Sum" form="sheet-progress" />
          </RatingMenuProvider>
        ),
      },
    ])
    return renderToStaticMarkup(<Stub initialEntries={['/']} />)
  }

  it('sends no rating button and no menu: both are built in the browser, off the sheet’s HTML', () => {
    const html = renderList(null)
    expect(html).toMatch(/^<span class="split"><button form="sheet-progress" value="7:solved"/)
    expect(html).not.toContain('progress-rate')
    expect(html).not.toContain('popover')
    expect(html).not.toContain('How did it go?')
  })

  it('leaves out the type its buttons have by default, to keep fifty rows small', () => {
    expect(renderList('solved')).not.toContain('type=')
  })

  it('leaves the form attribute out when the list is drawn inside its form, and gives each mark one class', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <RatingMenuProvider redirectTo="/sheet/google">
            <ProgressControl problemId={7} status="revisit" problemTitle="Two Sum" withinForm titleId="t7" />
          </RatingMenuProvider>
        ),
      },
    ])
    const html = renderToStaticMarkup(<Stub initialEntries={['/']} />)
    expect(html).toBe(
      '<span class="split"><button value="7:solved" aria-pressed="false" aria-labelledby="lms t7" class="progress-solved" name="mark">Mark solved</button></span>' +
        '<button value="7:none" aria-pressed="true" aria-labelledby="lmr t7" class="progress-revisit" name="mark">To\u00a0revisit</button>',
    )
  })

  it('draws the marks without the wrapper in a list that has no rating menu', () => {
    const Stub = createRoutesStub([
      {
        path: '/',
        Component: () => (
          <ProgressControl problemId={7} status={null} problemTitle="Two Sum" form="list-progress" />
        ),
      },
    ])
    const html = renderToStaticMarkup(<Stub initialEntries={['/']} />)
    expect(html).toMatch(/^<button form="list-progress" value="7:solved"/)
    expect(html).not.toContain('split')
  })
})
