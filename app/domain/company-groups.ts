import { companySlug } from './problem-slug'

/**
 * Company groups shown as badges on the insights panel (docs/product.md#company-groups), in the order the
 * badges appear. Each member is a display name and the company slug it matches.
 */
export const COMPANY_GROUPS = [
  {
    name: 'MAANG',
    members: [
      { name: 'Meta', slug: 'meta' },
      { name: 'Apple', slug: 'apple' },
      { name: 'Amazon', slug: 'amazon' },
      { name: 'Netflix', slug: 'netflix' },
      { name: 'Google', slug: 'google' },
    ],
  },
  {
    name: 'GAFAM',
    members: [
      { name: 'Google', slug: 'google' },
      { name: 'Apple', slug: 'apple' },
      { name: 'Facebook', slug: 'meta' },
      { name: 'Amazon', slug: 'amazon' },
      { name: 'Microsoft', slug: 'microsoft' },
    ],
  },
  {
    name: 'WITCH',
    members: [
      { name: 'Wipro', slug: 'wipro' },
      { name: 'Infosys', slug: 'infosys' },
      { name: 'tcs', slug: 'tcs' },
      { name: 'Cognizant', slug: 'cognizant' },
      { name: 'HCL', slug: 'hcl' },
    ],
  },
  {
    name: 'BAT',
    members: [
      { name: 'Baidu', slug: 'baidu' },
      { name: 'Alibaba', slug: 'alibaba' },
      { name: 'Tencent', slug: 'tencent' },
    ],
  },
] as const

export type CompanyGroupName = (typeof COMPANY_GROUPS)[number]['name']

export interface CompanyGroupMatch {
  name: CompanyGroupName
  /** Display names of the members found, in the group's own order. */
  members: string[]
}

/**
 * Other names under which the same company turns up. Facebook's questions are filed under Meta in the
 * company lists, and the long names of TCS and HCL appear in some data sets.
 */
const SLUG_ALIASES: Readonly<Record<string, string>> = {
  facebook: 'meta',
  'meta-platforms': 'meta',
  'tata-consultancy-services': 'tcs',
  hcltech: 'hcl',
  'hcl-technologies': 'hcl',
}

/** A company name or slug reduced to the slug the groups and the featured list use. */
export function canonicalCompanySlug(nameOrSlug: string): string {
  const slug = companySlug(nameOrSlug)
  return SLUG_ALIASES[slug] ?? slug
}

/**
 * The groups with at least one member among the given company names or slugs (case-insensitive;
 * 'Meta' and 'Facebook' are the same company), in the fixed order of {@link COMPANY_GROUPS}.
 */
export function companyGroupsFor(companyNames: readonly string[]): CompanyGroupMatch[] {
  const present = new Set(companyNames.map(canonicalCompanySlug))
  const matches: CompanyGroupMatch[] = []
  for (const group of COMPANY_GROUPS) {
    const members = group.members.filter((member) => present.has(member.slug)).map((member) => member.name)
    if (members.length > 0) matches.push({ name: group.name, members })
  }
  return matches
}

/**
 * The 25 large companies the insights panel highlights with a star (docs/product.md#featured-companies).
 * Rule: the 25 companies with the most questions in their all-time list ('all.csv') in the company-wise
 * interview-question lists of snehasishroy/leetcode-companywise-interview-questions, snapshot of 12 July
 * 2026, most first. Number 25 (PayPal, 103 questions) is ahead of number 26 (Snowflake, 102), so the cut is
 * not a tie.
 */
export const FEATURED_COMPANIES = [
  'google',
  'amazon',
  'microsoft',
  'meta',
  'bloomberg',
  'uber',
  'tiktok',
  'oracle',
  'apple',
  'goldman-sachs',
  'tcs',
  'salesforce',
  'infosys',
  'ibm',
  'linkedin',
  'zoho',
  'adobe',
  'visa',
  'walmart-labs',
  'accenture',
  'nvidia',
  'yandex',
  'flipkart',
  'de-shaw',
  'paypal',
] as const

const featured: ReadonlySet<string> = new Set(FEATURED_COMPANIES)

/** Whether a company, given by display name or slug, is on the featured list. */
export function isFeaturedCompany(slugOrName: string): boolean {
  return featured.has(canonicalCompanySlug(slugOrName))
}
