import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { Card } from '~/components/ui/card'
import { SUPPORT_EMAIL } from '~/domain/site'
import { Eyebrow } from '~/components/ui/eyebrow'

/** The terms and the privacy policy both take effect on 1 June 2025 (docs/product.md#terms-and-privacy). */
export const LEGAL_EFFECTIVE_DATE = { iso: '2025-06-01', label: '1 June 2025' } as const

export interface LegalSection {
  /** The anchor the table of contents links to. */
  id: string
  title: string
  content: ReactNode
}

/**
 * The shared frame of the legal pages: heading, effective date, a table of contents with in-page anchors
 * and the numbered sections. Plain links and headings only, so it reads the same with JavaScript off.
 */
export function LegalPage({
  title,
  intro,
  sections,
  related,
}: {
  title: string
  intro: ReactNode
  sections: readonly LegalSection[]
  related: { to: string; label: string }
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
      <header className="max-w-3xl">
        <Eyebrow>Legal</Eyebrow>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
          Effective date: <time dateTime={LEGAL_EFFECTIVE_DATE.iso}>{LEGAL_EFFECTIVE_DATE.label}</time>
        </p>
        <div className="mt-6 space-y-4 leading-7 text-ink-muted sm:text-lg sm:leading-8">{intro}</div>
      </header>

      <div className="mt-12 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <Card className="p-4">
            <p id="legal-contents" className="px-2 text-sm font-semibold text-ink">
              On this page
            </p>
            <ol className="mt-2 space-y-0.5 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-lg px-2 py-1.5 text-ink-muted hover:bg-brand-50 hover:text-brand-800"
                  >
                    <span className="w-5 shrink-0 tabular-nums">{index + 1}.</span>{' '}
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </Card>
        </nav>

        <div className="min-w-0">
          <Card className="divide-y divide-line px-5 sm:px-10">
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="scroll-mt-24 py-8 sm:py-10"
              >
                <h2 id={`${section.id}-heading`} className="text-2xl font-bold tracking-tight">
                  <span className="text-brand-700">{index + 1}.</span> {section.title}
                </h2>
                <div className="prose-notes mt-3 text-ink-muted [&_h3]:text-ink [&_strong]:font-semibold [&_strong]:text-ink [&_th]:text-ink">
                  {section.content}
                </div>
              </section>
            ))}
          </Card>
          <p className="mt-8 text-sm text-ink-muted">
            See also our{' '}
            <Link to={related.to} className="font-semibold text-brand-700 underline underline-offset-4">
              {related.label}
            </Link>
            . Questions? Write to <SupportEmailLink />.
          </p>
        </div>
      </div>
    </div>
  )
}

export function SupportEmailLink() {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline underline-offset-4">
      {SUPPORT_EMAIL}
    </a>
  )
}
