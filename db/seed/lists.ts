/**
 * The curated list the demo data ships, authored for this project so that /lists has something to show
 * on a fresh install. Imported lists (`npm run db -- import`) sit beside it under their own slugs.
 */
export interface SeedList {
  slug: string
  name: string
  description: string
  /** Title slugs, in the order the list is meant to be worked through; every one is a seed problem. */
  problems: readonly string[]
}

export const SEED_LIST: SeedList = {
  slug: 'prepsharp-starter-20',
  name: 'PrepSharp Starter 20',
  description:
    'One problem for each pattern interviews keep coming back to, from hashing to dynamic programming, ' +
    'gentlest first. Work through them in order before you open a company sheet.',
  problems: [
    // Arrays, hashing and pointers
    'two-sum',
    'valid-palindrome',
    'best-time-to-buy-and-sell-stock',
    'valid-parentheses',
    'binary-search',
    'reverse-linked-list',
    'maximum-depth-of-binary-tree',
    'product-of-array-except-self',
    'merge-intervals',
    'longest-substring-without-repeating-characters',
    // Graphs, heaps and search
    'number-of-islands',
    'kth-largest-element-in-an-array',
    'subsets',
    'binary-tree-level-order-traversal',
    'validate-binary-search-tree',
    'course-schedule',
    // Dynamic programming and design
    'coin-change',
    'longest-common-subsequence',
    'implement-trie-prefix-tree',
    'lru-cache',
  ],
}

/** Where the list came from, as its page says. */
export const SEED_LIST_SOURCE = 'PrepSharp demo data'
