import { PRODUCT_NAME, SOCIAL_LINKS } from '~/domain/site'
import { BrandMark } from './brand'
import { DISCOVER_ROUTE, useFollowInternalLinks } from './internal-links'
import { NewsletterForm } from './newsletter-form'

const PRODUCT_LINKS = [
  { to: '/coming-soon', label: 'Feature requests' },
  { to: '/search/sheet', label: 'Company Wise Sheet' },
  { to: '/analyze', label: 'Code Analyzer' },
  { to: '/insights', label: "Q's Insights" },
  { to: '/hacks', label: 'Hacks' },
  { to: '/data', label: 'Data sources' },
] as const

const LEGAL_LINKS = [
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
] as const

export function SiteFooter() {
  // The footer's links are plain anchors (see useFollowInternalLinks).
  const followInternalLink = useFollowInternalLinks()
  return (
    <footer onClick={followInternalLink} className="mt-24 bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-2">
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <BrandMark /> {PRODUCT_NAME}
          </p>
          <p className="mt-3 max-w-sm text-sm">
            Company-wise sheets, problem insights and system-design notes for your next coding interview.
          </p>
          <div className="mt-6">
            <NewsletterForm />
          </div>
        </div>
        <nav aria-label="Product">
          <h2 className="text-sm font-semibold text-white">Product</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {PRODUCT_LINKS.map((link) => (
              <li key={link.to}>
                <a href={link.to} {...DISCOVER_ROUTE} className="hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Company">
          <h2 className="text-sm font-semibold text-white">Connect</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className="hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <a href={link.to} {...DISCOVER_ROUTE} className="hover:text-white">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-slate-400 sm:px-6">
          © {new Date().getFullYear()} {PRODUCT_NAME}. LeetCode is a trademark of its owner; {PRODUCT_NAME} is
          not affiliated with it.
        </p>
      </div>
    </footer>
  )
}
