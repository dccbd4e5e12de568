export interface SeedCompany {
  name: string
  /** The lower-cased name with spaces turned into hyphens (docs/product.md#company-slugs). */
  slug: string
  /** The company's own domain; the logo service looks logos up by it. */
  website: string
  /**
   * The part of the seed problems that appears in the company's all-time demo list. It orders companies the
   * way the home page does (Google 270+, Meta 210+, ... Oracle 160+; docs/product.md#home), so bigger
   * companies get longer lists.
   */
  listShare: number
}

/** The companies with a card on the home page, in the order the cards appear (docs/product.md#home). */
export const HOME_COMPANY_SLUGS = [
  'google',
  'meta',
  'amazon',
  'microsoft',
  'bloomberg',
  'tiktok',
  'uber',
  'apple',
  'oracle',
] as const

export const SEED_COMPANIES: readonly SeedCompany[] = [
  { name: 'Google', slug: 'google', website: 'google.com', listShare: 0.9 },
  { name: 'Meta', slug: 'meta', website: 'meta.com', listShare: 0.7 },
  { name: 'Amazon', slug: 'amazon', website: 'amazon.com', listShare: 0.64 },
  { name: 'Microsoft', slug: 'microsoft', website: 'microsoft.com', listShare: 0.63 },
  { name: 'Bloomberg', slug: 'bloomberg', website: 'bloomberg.com', listShare: 0.62 },
  { name: 'TikTok', slug: 'tiktok', website: 'tiktok.com', listShare: 0.6 },
  { name: 'Uber', slug: 'uber', website: 'uber.com', listShare: 0.57 },
  { name: 'Apple', slug: 'apple', website: 'apple.com', listShare: 0.56 },
  { name: 'Oracle', slug: 'oracle', website: 'oracle.com', listShare: 0.53 },
  { name: 'Adobe', slug: 'adobe', website: 'adobe.com', listShare: 0.45 },
  { name: 'Goldman Sachs', slug: 'goldman-sachs', website: 'goldmansachs.com', listShare: 0.4 },
  { name: 'Salesforce', slug: 'salesforce', website: 'salesforce.com', listShare: 0.38 },
  { name: 'LinkedIn', slug: 'linkedin', website: 'linkedin.com', listShare: 0.36 },
  { name: 'Nvidia', slug: 'nvidia', website: 'nvidia.com', listShare: 0.32 },
  { name: 'TCS', slug: 'tcs', website: 'tcs.com', listShare: 0.3 },
  { name: 'Infosys', slug: 'infosys', website: 'infosys.com', listShare: 0.28 },
  { name: 'Airbnb', slug: 'airbnb', website: 'airbnb.com', listShare: 0.24 },
  { name: 'Netflix', slug: 'netflix', website: 'netflix.com', listShare: 0.2 },
  { name: 'Wipro', slug: 'wipro', website: 'wipro.com', listShare: 0.2 },
  { name: 'Alibaba', slug: 'alibaba', website: 'alibaba.com', listShare: 0.18 },
]
