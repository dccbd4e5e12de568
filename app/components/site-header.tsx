import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { NAV_LINKS, SIGNED_IN_NAV_LINKS } from '~/domain/site'
import { BrandLink } from './brand'
import { DISCOVER_ROUTE, isCurrentSection, useFollowInternalLinks } from './internal-links'
import { ButtonLink } from './ui/button'
import { NewBadge } from './ui/badge'
import { cn } from './ui/cn'

interface HeaderUser {
  name: string
  avatarUrl: string
}

/** The bar changes appearance once the page has scrolled past 100 px (docs/product.md#navigation). */
function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return past
}

// Narrower below 1280 px, where the signed-in user's links only fit on one line with less padding and no gap.
const navLinkClasses = (isActive: boolean) =>
  cn(
    'rounded-lg px-1.5 py-2 text-sm font-medium whitespace-nowrap transition-colors xl:px-3',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-muted hover:bg-brand-50 hover:text-brand-700',
  )

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const compact = useScrolledPast(100)
  const location = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  // Close the mobile menu after every navigation.
  useEffect(() => setMenuOpen(false), [location.pathname])
  // The header's links are plain anchors (see useFollowInternalLinks).
  const followInternalLink = useFollowInternalLinks()

  return (
    <header
      onClick={followInternalLink}
      data-compact={compact || undefined}
      className={cn(
        'sticky top-0 z-40 border-b transition-all duration-300',
        compact ? 'border-line bg-white/90 shadow-sm backdrop-blur' : 'border-transparent bg-canvas',
      )}
    >
      <div
        className={cn(
          'mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-all duration-300 sm:px-6',
          compact ? 'h-14' : 'h-18',
        )}
      >
        <BrandLink />
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center xl:gap-1">
            {[...NAV_LINKS, ...(user ? SIGNED_IN_NAV_LINKS : [])].map((link) => {
              const isActive = isCurrentSection(location.pathname, link.to)
              return (
                <li key={link.to}>
                  <a
                    href={link.to}
                    {...DISCOVER_ROUTE}
                    aria-current={isActive ? 'page' : undefined}
                    className={navLinkClasses(isActive)}
                  >
                    {link.label}
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
        <div className="hidden lg:block">
          {user ? (
            <a
              href="/profile"
              {...DISCOVER_ROUTE}
              className="block rounded-full"
              aria-label={`Your profile (${user.name})`}
            >
              <img
                src={user.avatarUrl}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded-full border-2 border-brand-200 bg-brand-50"
              />
            </a>
          ) : (
            <ButtonLink to="/login">Get Started</ButtonLink>
          )}
        </div>
        <details
          className="group relative lg:hidden"
          open={menuOpen}
          onToggle={(event) => setMenuOpen(event.currentTarget.open)}
        >
          <summary
            className="flex size-11 items-center justify-center rounded-xl border border-line bg-surface"
            aria-label="Menu"
          >
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              <path
                d="M4 7h16M4 12h16M4 17h16"
                className="group-open:hidden"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
              <path
                d="M6 6l12 12M18 6L6 18"
                className="hidden group-open:block"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </summary>
          <div className="absolute right-0 mt-2 w-64 rounded-card border border-line bg-surface p-2 shadow-card">
            {user ? (
              <nav aria-label="Mobile">
                <ul className="flex flex-col">
                  <MobileLink to="/" pathname={location.pathname}>
                    Home
                  </MobileLink>
                  <MobileLink to="/profile" pathname={location.pathname}>
                    Profile
                  </MobileLink>
                  {NAV_LINKS.filter((link) => link.to !== '/').map((link) => (
                    <MobileLink key={link.to} to={link.to} pathname={location.pathname}>
                      {link.label}
                      {'isNew' in link && link.isNew ? <NewBadge className="ml-2" /> : null}
                    </MobileLink>
                  ))}
                  {SIGNED_IN_NAV_LINKS.map((link) => (
                    <MobileLink key={link.to} to={link.to} pathname={location.pathname}>
                      {link.label}
                    </MobileLink>
                  ))}
                </ul>
              </nav>
            ) : (
              <ButtonLink to="/login" className="w-full">
                Get Started
              </ButtonLink>
            )}
          </div>
        </details>
      </div>
    </header>
  )
}

function MobileLink({ to, pathname, children }: { to: string; pathname: string; children: ReactNode }) {
  const isActive = isCurrentSection(pathname, to)
  return (
    <li>
      <a
        href={to}
        {...DISCOVER_ROUTE}
        aria-current={isActive ? 'page' : undefined}
        className={cn(
          'flex items-center rounded-lg px-3 py-2.5 text-sm font-medium',
          isActive ? 'bg-brand-50 text-brand-700' : 'hover:bg-brand-50',
        )}
      >
        {children}
      </a>
    </li>
  )
}
