import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

// The route table (docs/product.md#routes; who may open what: docs/product.md#access), one line per route.
export default [
  index('routes/home.tsx'),
  route('search/sheet', 'routes/search-sheet.tsx'),
  route('hacks', 'routes/hacks.tsx'),
  route('data', 'routes/data.tsx'),
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
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('auth/:provider', 'routes/auth.provider.tsx'),
  route('auth/:provider/callback', 'routes/auth.provider.callback.tsx'),
  route('potd', 'routes/potd.tsx'),
  // Problem lists: curated and public ones open for visitors too; the actions check the session themselves
  // (docs/product.md#lists). /lists/add is where every "Add to list" control posts.
  route('lists', 'routes/lists.tsx'),
  route('lists/add', 'routes/lists-add.tsx'),
  route('lists/:listId', 'routes/list.tsx'),
  route('lists/:listId/export.csv', 'routes/list-export-csv.ts'),
  route('lists/:listId/export.json', 'routes/list-export-json.ts'),
  route('avatar/:seed', 'routes/avatar.ts'),
  // Only digits match (see the loader); any other single segment falls through to the 404.
  route(':id', 'routes/question-number.tsx'),

  // Signed-in users only, refused by the layout's middleware before any loader or action below it runs;
  // the login gate links to /login?redirect_uri={path}
  layout('routes/signed-in-raw-return-path.tsx', [
    route('profile', 'routes/profile.tsx'),
    route('profile/data.json', 'routes/profile-data.ts'),
    route('profile/import', 'routes/profile-import.tsx'),
    route('profile/reminders', 'routes/profile-reminders.tsx'),
    route('find-buddy', 'routes/find-buddy.tsx'),
    route('register-buddy', 'routes/register-buddy.tsx'),
  ]),

  // The same, with the login gate linking to /login?redirect_uri={encoded path}
  layout('routes/signed-in-encoded-return-path.tsx', [
    route('sheet/:companyName', 'routes/sheet.tsx'),
    route('insights', 'routes/insights.tsx'),
    route('search/company-tags', 'routes/company-tags.tsx'),
    route('problems/:titleSlug/*', 'routes/problem.tsx'),
    route('leetcode-challenges', 'routes/leetcode-challenges.tsx'),
    route('system-design/:slug?', 'routes/system-design.tsx'),
    route('analyze', 'routes/analyze.tsx'),
    route('notes', 'routes/notes.tsx'),
    route('today', 'routes/today.tsx'),
    route('plan', 'routes/plan.tsx'),
    route('report', 'routes/report.tsx'),
  ]),
  // Signed-in users only as well, but a file download refuses a visitor in words, not with the gate
  // page, so it checks the session in its own loader (its only handler) rather than below the layout.
  route('sheet/:companyName/export.csv', 'routes/sheet-export.tsx'),
  // A private calendar feed: calendar apps have no session, so the secret token in the address is the key.
  route('calendar/:feed', 'routes/calendar-feed.ts'),

  // JSON endpoints (docs/product.md#json-endpoints)
  route('api/all-companies', 'routes/api.all-companies.ts'),
  route('api/system-design/chapters', 'routes/api.chapters.ts'),
  route('api/system-design/chapters/:slug', 'routes/api.chapter.ts'),
  route('api/analyze', 'routes/api.analyze.ts'),

  // Form endpoints shared by every page
  route('newsletter', 'routes/newsletter.tsx'),
  route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx'),
  route('reminders/unsubscribe', 'routes/reminders-unsubscribe.tsx'),
  route('banner', 'routes/banner.tsx'),
  route('favorites', 'routes/favorites.tsx'),
  route('progress', 'routes/progress.tsx'),
  route('system-design-sidebar', 'routes/system-design-sidebar.tsx'),

  // Moderation, for the accounts in ADMIN_EMAILS; anyone else gets the 404 from its middleware.
  route('admin', 'routes/admin.tsx'),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
