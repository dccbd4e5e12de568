export const PRODUCT_NAME = 'PrepSharp'

export function pageTitle(page?: string): string {
  return page ? `${page} | ${PRODUCT_NAME}` : PRODUCT_NAME
}

export const SUPPORT_EMAIL = 'support@prepsharp.dev'

/** The main navigation, in order (docs/product.md#navigation). */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/system-design', label: 'System Design', isNew: true },
  { to: '/analyze', label: 'Code Analyzer' },
  { to: '/search/sheet', label: 'Company Wise Sheet' },
  { to: '/insights', label: "Q's Insights" },
] as const

/** Links only a signed-in user gets, after the main ones: pages that hold what they keep. */
export const SIGNED_IN_NAV_LINKS = [
  { to: '/today', label: 'Today' },
  { to: '/plan', label: 'Plan' },
  { to: '/notes', label: 'My Notes' },
  { to: '/lists', label: 'Lists' },
] as const

/** The sister platforms (docs/product.md#what-prepsharp-is), linked from the home page and the footer. */
export const SISTER_PLATFORMS = [
  {
    name: 'PrepSharp Pro',
    description: 'Premium interview questions with written walkthroughs and an in-browser code editor.',
    link: 'https://pro.prepsharp.dev',
    icon: 'code',
  },
  {
    name: 'Friend Finder',
    description: 'Find your friends on LeetCode by name and compare progress side by side.',
    link: 'https://friends.prepsharp.dev',
    icon: 'users',
  },
  {
    name: 'Contest Board',
    description: 'Every upcoming coding contest in one list, with a discussion thread for each.',
    link: 'https://contests.prepsharp.dev',
    icon: 'trophy',
  },
] as const

export const SOCIAL_LINKS = [
  { label: 'Contact us', href: `mailto:${SUPPORT_EMAIL}` },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/prepsharp' },
  { label: 'Premium questions', href: 'https://pro.prepsharp.dev/questions' },
  { label: 'Sponsor us', href: 'https://github.com/sponsors/prepsharp' },
] as const
