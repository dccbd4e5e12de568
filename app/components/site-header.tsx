import { useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { NAV_LINKS } from '~/domain/site'
import { BrandLink } from './brand'
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

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-muted hover:bg-brand-50 hover:text-brand-700',
  )

export function SiteHeader({ user }: { user: HeaderUser | null }) {
  const compact = useScrolledPast(100)
  const location = useLocation()
  const [menuOpen, setMenuOpen] = useState(false)
  // Close the mobile menu after every navigation.
  useEffect(() => setMenuOpen(false), [location.pathname])

  return (
    <header
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
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navLinkClasses}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden lg:block">
          {user ? (
            <Link to="/profile" className="block rounded-full" aria-label={`Your profile (${user.name})`}>
              <img
                src={user.avatarUrl}
                alt=""
                width={40}
                height={40}
                className="size-10 rounded-full border-2 border-brand-200 bg-brand-50"
              />
            </Link>
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
                  <MobileLink to="/">Home</MobileLink>
                  <MobileLink to="/profile">Profile</MobileLink>
                  {NAV_LINKS.filter((link) => link.to !== '/').map((link) => (
                    <MobileLink key={link.to} to={link.to}>
                      {link.label}
                      {'isNew' in link && link.isNew ? <NewBadge className="ml-2" /> : null}
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

function MobileLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <li>
      <NavLink
        to={to}
        end={to === '/'}
        className={({ isActive }) =>
          cn(
            'flex items-center rounded-lg px-3 py-2.5 text-sm font-medium',
            isActive ? 'bg-brand-50 text-brand-700' : 'hover:bg-brand-50',
          )
        }
      >
        {children}
      </NavLink>
    </li>
  )
}
