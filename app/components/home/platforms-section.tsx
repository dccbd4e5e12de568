import { ExternalButtonLink } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { SISTER_PLATFORMS } from '~/domain/site'
import { PlatformIcon } from './platform-icon'
import { Eyebrow } from '~/components/ui/eyebrow'

export function PlatformsSection() {
  return (
    <section aria-labelledby="platforms-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <Eyebrow>Our platforms</Eyebrow>
          <h2 id="platforms-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            More tools for the whole journey
          </h2>
          <p className="mt-3 text-ink-muted">
            Three sister sites pick up where the sheets leave off: premium content, friends to practise with,
            and every contest in one place.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {SISTER_PLATFORMS.map((platform) => (
            <li key={platform.name}>
              <Card className="flex h-full flex-col p-6 transition-shadow duration-300 hover:shadow-lift motion-safe:transition-[transform,box-shadow] motion-safe:hover:scale-105 motion-safe:focus-within:scale-105">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <PlatformIcon name={platform.icon} />
                </span>
                <h3 className="mt-5 text-xl font-bold">{platform.name}</h3>
                <p className="mt-2 flex-1 text-ink-muted">{platform.description}</p>
                <ExternalButtonLink href={platform.link} variant="secondary" className="mt-6 self-start">
                  Go to<span className="sr-only"> {platform.name}</span>
                  <svg
                    viewBox="0 0 24 24"
                    className="size-4"
                    aria-hidden="true"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  >
                    <path d="M7 17L17 7" />
                    <path d="M8 7h9v9" />
                  </svg>
                </ExternalButtonLink>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
