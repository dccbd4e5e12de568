import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub, Form } from 'react-router'
import { describe, expect, it } from 'vitest'
import { KeptMarkup } from '~/components/kept-markup'
import { MarkupOnlyProvider } from '~/components/markup-only'
import { ListDetailsFields, ListDetailsForm } from './list-details-form'

function render(element: ReactNode, at = '/lists'): string {
  const Stub = createRoutesStub([{ path: '/lists/*', Component: () => element }])
  return renderToString(<Stub initialEntries={[at]} />)
}

const CREATE = {
  id: 'create-list',
  intent: 'create',
  submitLabel: 'Create list',
  defaultValue: { name: '', description: '', visibility: 'private' as const },
  action: '/lists',
}

describe('the list details form', () => {
  it('is written from the kept markup exactly as the live form draws it', () => {
    const inPage = (
      <KeptMarkup as="div" id="create-list-kept" markupKey="create">
        {() => <ListDetailsForm {...CREATE} />}
      </KeptMarkup>
    )
    const live = render(inPage)
    const kept = render(
      <MarkupOnlyProvider value={new Map([['create', renderToString(<ListDetailsFields {...CREATE} />)]])}>
        {inPage}
      </MarkupOnlyProvider>,
    )
    expect(live).toContain('action="/lists"')
    expect(live).toContain('0 / 500 characters, plain text.')
    expect(kept).toBe(live)
  })

  it('posts, without an action of its own, where React Router’s form on the page would', () => {
    const at = '/lists/my-list?page=2'
    const edit = render(
      <ListDetailsForm
        id="edit-list"
        intent="save"
        submitLabel="Save changes"
        defaultValue={{ name: 'Mine', description: '', visibility: 'public' }}
        version={3}
      />,
      at,
    )
    const routerForm = render(<Form method="post" />, at)
    const action = /action="([^"]*)"/.exec(routerForm)![1]!
    expect(edit).toContain(`action="${action}"`)
    expect(edit).toContain('name="version" value="3"')
  })
})
