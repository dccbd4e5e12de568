import { parseWithZod } from '@conform-to/zod/v4'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { FeatureRequestSchema } from '~/domain/feature-request'
import { NewsletterSchema } from '~/domain/newsletter'
import { FeatureRequestForm } from './feature-request-form'
import { NewsletterForm } from './newsletter-form'

// A form refused as a whole (a rate limit) is shown again, without JavaScript, with the reason and
// with what was typed.

const REASON = 'Too many sign-ups from your network. Please wait 12 minutes and try again.'

function refused(schema: Parameters<typeof parseWithZod>[1]['schema'], fields: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.set(name, value)
  return parseWithZod(formData, { schema }).reply({ formErrors: [REASON] })
}

function render(element: React.ReactElement): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }])
  return renderToString(<Stub />)
}

describe('a form refused as a whole', () => {
  it('newsletter: says why and keeps the address', () => {
    const html = render(
      <NewsletterForm
        id="n"
        variant="page"
        lastResult={refused(NewsletterSchema, { email: 'ada@example.com' })}
      />,
    )
    expect(html).toContain(REASON)
    expect(html).toContain('value="ada@example.com"')
  })

  it('feature request: says why and keeps the title and description', () => {
    const lastResult = refused(FeatureRequestSchema, { title: 'Dark mode', description: 'For late nights.' })
    const html = render(<FeatureRequestForm id="f" redirectTo="/feature-requests" lastResult={lastResult} />)
    expect(html).toContain(REASON)
    expect(html).toContain('value="Dark mode"')
    expect(html).toContain('For late nights.</textarea>')
  })
})
