import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { trickAddresses } from '~/domain/address-trick'
import { PRODUCT_NAME } from '~/domain/site'

const EXAMPLE_SLUG = 'two-sum'

/**
 * The 'Trick' block under the finder (docs/product.md#insights): skip the finder by swapping the host in the
 * address bar. `origin` is this site's origin as the server names it (siteOrigin).
 */
export function TrickBlock({ origin }: { origin: string }) {
  const { practiceHost, host, ourUrl, path } = trickAddresses(origin, EXAMPLE_SLUG)
  const hostAt = ourUrl.indexOf(host)
  return (
    <section
      aria-labelledby="trick-heading"
      className="rounded-card border border-brand-200 bg-brand-50 p-5 sm:p-6"
    >
      <h2 id="trick-heading" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path
            d="M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z"
            strokeLinejoin="round"
          />
        </svg>
        Trick
      </h2>
      <p className="mt-2 text-sm text-ink-muted">
        On any LeetCode problem page, replace <strong className="text-ink">{practiceHost}</strong> in the
        address bar with <strong className="text-ink">{host}</strong> and press Enter. You land on that
        problem’s {PRODUCT_NAME} insights without opening this page.
      </p>
      <div className="mt-4 grid gap-2 sm:grid-cols-[1fr_auto_1fr] sm:items-center">
        <Address>
          https://<mark className="rounded bg-hard-bg px-0.5 text-hard line-through">{practiceHost}</mark>
          {path}
        </Address>
        <svg
          viewBox="0 0 24 24"
          className="mx-auto size-5 rotate-90 text-brand-700 sm:rotate-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <Address>
          {ourUrl.slice(0, hostAt)}
          <mark className="rounded bg-easy-bg px-0.5 text-easy">{host}</mark>
          {path}
        </Address>
      </div>
      <p className="mt-4 text-sm">
        <Link
          to={`/problems/${EXAMPLE_SLUG}`}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Try it with Two Sum
        </Link>
      </p>
    </section>
  )
}

function Address({ children }: { children: ReactNode }) {
  return (
    <code className="block rounded-xl border border-line bg-surface px-3 py-2 font-mono text-xs text-ink [overflow-wrap:anywhere] sm:text-sm">
      {children}
    </code>
  )
}
