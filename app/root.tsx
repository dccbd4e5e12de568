import type { ReactNode } from 'react'
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'
import { DsaBuddyBanner } from './components/dsa-buddy-banner'
import { FeatureRequestWidget } from './components/feature-request-widget'
import { NavigationProgress } from './components/navigation-progress'
import { useNonce } from './components/nonce'
import { RouteErrorContent } from './components/route-error'
import { ScrollToTopButton } from './components/scroll-to-top-button'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { ToastHost } from './components/toast-host'
import { PRODUCT_NAME } from './domain/site'
import { avatarUrl } from './server/avatar.server'
import { isBannerDismissed } from './server/banner.server'
import { getUser } from './server/session.server'
import { getToast } from './server/toast.server'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesheet },
]

export async function loader({ request }: Route.LoaderArgs) {
  const [user, { toast, headers }, bannerDismissed] = await Promise.all([
    getUser(request),
    getToast(request),
    isBannerDismissed(request),
  ])
  return data(
    {
      user: user ? { name: user.name, email: user.email, avatarUrl: avatarUrl(user) } : null,
      toast,
      bannerDismissed,
    },
    { headers: headers ?? undefined },
  )
}

export type RootUser = NonNullable<Awaited<ReturnType<typeof loader>>['data']['user']>

export function useOptionalUser(): RootUser | null {
  return useRouteLoaderData<typeof loader>('root')?.user ?? null
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const rootData = useRouteLoaderData<typeof loader>('root')
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta
          name="description"
          content={`${PRODUCT_NAME}: company-wise interview sheets, problem insights and more.`}
        />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-canvas font-sans text-ink">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {rootData && !rootData.bannerDismissed ? <DsaBuddyBanner /> : null}
        <SiteHeader user={rootData?.user ?? null} />
        <main id="main" className="flex-1">
          {/* First in <main>: on phones toasts take their place here, above the page (toast-host.tsx). */}
          <ToastHost toast={rootData?.toast ?? null} />
          {children}
        </main>
        {/* The end of every page, in the flow rather than floating over it; the footer's top margin is
            shared with it. */}
        <div className="mx-auto -mb-12 flex w-full max-w-7xl flex-wrap items-start gap-3 px-4 pt-4 sm:px-6 print:hidden">
          <ScrollToTopButton />
          <FeatureRequestWidget defaultEmail={rootData?.user?.email} />
        </div>
        <SiteFooter />
        <NavigationProgress />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  return <RouteErrorContent />
}
