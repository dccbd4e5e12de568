import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { KeptMarkup } from '~/components/kept-markup'
import { MarkupOnlyProvider } from '~/components/markup-only'
import { PROBLEM_NOTE_KEY, ProblemNote, ProblemNoteFields, type ProblemNoteView } from './problem-note'

function render(element: ReactNode): string {
  const Stub = createRoutesStub([{ path: '/problems/two-sum', Component: () => element }])
  return renderToString(<Stub initialEntries={['/problems/two-sum']} />)
}

const NOTE: ProblemNoteView = {
  body: 'Use a map of <value> → index & "check" first.',
  html: '<p>Use a map of &lt;value&gt; → index &amp; "check" first.</p>',
  updatedAt: '2026-11-30T08:15:00.000Z',
}

function inPage(note: ProblemNoteView | null) {
  return (
    <KeptMarkup as="div" id="problem-note-kept" markupKey={PROBLEM_NOTE_KEY}>
      {() => <ProblemNote slug="two-sum" note={note} />}
    </KeptMarkup>
  )
}

describe('the insights page’s note', () => {
  for (const note of [NOTE, null]) {
    it(`is written from the kept markup exactly as the live form draws it (${note ? 'a note' : 'no note'})`, () => {
      const live = render(inPage(note))
      const kept = render(
        <MarkupOnlyProvider
          value={
            new Map([[PROBLEM_NOTE_KEY, renderToString(<ProblemNoteFields slug="two-sum" note={note} />)]])
          }
        >
          {inPage(note)}
        </MarkupOnlyProvider>,
      )
      expect(live).toContain('action="/problems/two-sum"')
      expect(live).toContain(note ? 'Edit your note' : 'Write a note')
      if (note)
        expect(live).toContain('Use a map of &lt;value&gt; → index &amp; &quot;check&quot; first.</textarea>')
      expect(kept).toBe(live)
    })
  }
})
