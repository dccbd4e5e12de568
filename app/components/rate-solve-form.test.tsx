import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RATE_SOLVE_NOTE, RateSolveForm } from './rate-solve-form'

function render(): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <RateSolveForm
          problemId={7}
          submissionKey="key-1"
          redirectTo="/problems/two-sum"
          note={RATE_SOLVE_NOTE}
        />
      ),
    },
  ])
  return renderToStaticMarkup(<Stub initialEntries={['/']} />)
}

describe('RateSolveForm', () => {
  const html = render()

  it('is a plain form to /progress without JavaScript, marking the problem solved under its key', () => {
    const form = html.match(/^<form[^>]*>/)?.[0] ?? ''
    expect(form).toContain('action="/progress"')
    expect(form).toContain('method="post"')
    for (const [name, value] of [
      ['problemId', '7'],
      ['status', 'solved'],
      ['submissionKey', 'key-1'],
      ['redirectTo', '/problems/two-sum'],
    ])
      expect(html).toContain(`<input type="hidden" name="${name}" value="${value}"/>`)
  })

  it('asks how it went with the four ratings as its submit buttons, each saying what it means', () => {
    expect(html).toContain('How did it go?</legend>')
    const buttons = html.match(/<button[^>]*>/g) ?? []
    expect(buttons.map((button) => button.match(/value="(\d)"/)?.[1])).toEqual(['1', '2', '3', '4'])
    for (const button of buttons) {
      expect(button).toContain('type="submit"')
      expect(button).toContain('name="rating"')
    }
    expect(buttons.map((button) => button.match(/aria-label="([^"]+)"/)?.[1])).toEqual([
      'Again (forgot it)',
      'Hard (struggled)',
      'Good (solved it)',
      'Easy (effortless)',
    ])
    expect(html).toContain('Mark solved alone counts as Good.')
  })
})
