/**
 * What PrepSharp knows about the public data sets it has been checked against (../shared/datasets and its
 * README): where each lives, its licence, and the date each snapshot describes. A data set's MANIFEST.csv
 * names the repository and commit of every file but not the licence or the snapshot's date, so they are
 * kept here. A source not listed gets what the import command is told (--as-of, --licence), or nothing.
 */

export interface KnownSource {
  url: string
  /** The licence or attribution, as /data shows it. */
  licence: string
  /** Commit → the day (YYYY-MM-DD) its data describes. */
  asOfByCommit: Readonly<Record<string, string>>
}

export const KNOWN_SOURCES: Readonly<Record<string, KnownSource>> = {
  'snehasishroy/leetcode-companywise-interview-questions': {
    url: 'https://github.com/snehasishroy/leetcode-companywise-interview-questions',
    licence:
      "No licence stated by the repository. Taken from LeetCode's company pages, so LeetCode's terms apply to the data.",
    // The repository's own README: a snapshot "as of 12th July 2026".
    asOfByCommit: { e095c259cfd036e3ddb6886e84d7075c2faac477: '2026-07-12' },
  },
  'noworneverev/leetcode-api': {
    url: 'https://github.com/noworneverev/leetcode-api',
    licence: 'MIT, © 2025 Yan-Ying Liao. The problem facts are LeetCode’s.',
    asOfByCommit: {
      '3987626ca3f63f28f358652d3380d48461c89860': '2026-08-22',
      '8338dfe787cbd8a54d01c0ea13cb953b92a4bc42': '2026-05-20',
    },
  },
  'zerotrac/leetcode_problem_rating': {
    url: 'https://github.com/zerotrac/leetcode_problem_rating',
    licence: 'MIT, © 2021 Shuxin Chen.',
    asOfByCommit: { e59f5caaeb755afcc68ead0fbbbb8a9d652c4b46: '2026-08-22' },
  },
  'code-chronicles-code/leetcode-curriculum': {
    url: 'https://github.com/code-chronicles-code/leetcode-curriculum',
    licence: 'MIT, © Code Chronicles Contributors. The challenges are LeetCode’s.',
    asOfByCommit: { f661d198912879608ba66aa0848efcea04ce6896: '2025-06-09' },
  },
}

export function knownSource(name: string): KnownSource | null {
  return Object.hasOwn(KNOWN_SOURCES, name) ? KNOWN_SOURCES[name]! : null
}
