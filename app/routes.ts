import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

// The route table of SPEC §2, one line per route.
export default [
  index('routes/home.tsx'),
  route('hacks', 'routes/hacks.tsx'),
  route('feature-requests', 'routes/feature-requests.tsx'),
  route('coming-soon', 'routes/coming-soon.tsx'),
  route('privacy-policy', 'routes/privacy.tsx', { id: 'privacy-policy' }),
  route('privacy', 'routes/privacy.tsx', { id: 'privacy' }),
  route('terms', 'routes/terms.tsx'),

  // Auth layout
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx', { id: 'register' }),
  route('signup', 'routes/register.tsx', { id: 'signup' }),
  route('logout', 'routes/logout.tsx'),

  // Group A: signed-in users only; the gate links to /login?redirect_uri={path}
  layout('routes/gate-a.tsx', [route('profile', 'routes/profile.tsx')]),

  // Form endpoints shared by every page
  route('newsletter', 'routes/newsletter.tsx'),
  route('banner', 'routes/banner.tsx'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
