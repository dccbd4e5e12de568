import { z } from 'zod'
import { parseCompanyList } from './company-list.server'
import { headerMatches, headerNames, type CsvDialect } from './csv.server'
import {
  acceptanceField,
  difficultyField,
  frequencyField,
  problemUrlField,
  titleField,
  topicsField,
} from './fields.server'
import { timeframeFromFileName } from './normalise.server'
import type { Format } from './source.server'
import type { CompanyListRow } from './types.server'

// Layout `<Company Name>/<N>. <Timeframe>.csv`, e.g. `Goldman Sachs/1. Thirty Days.csv`:
// Difficulty,Title,Frequency,Acceptance Rate,Link,Topics
// MEDIUM,"Pow(x, n)",62.4,0.3712,https://leetcode.com/problems/powx-n,"Math, Recursion"
// No problem number: the writer finds the problem by its slug.

const dialect: CsvDialect = { delimiter: ',', quoted: true }

const columns = {
  difficulty: { names: ['Difficulty'] },
  title: { names: ['Title'] },
  frequency: { names: ['Frequency'] },
  acceptance: { names: ['Acceptance Rate'], optional: true },
  link: { names: ['Link'] },
  topics: { names: ['Topics'], optional: true },
}

const row = z
  .object({
    difficulty: difficultyField,
    title: titleField,
    frequency: frequencyField,
    acceptance: acceptanceField('fraction').optional(),
    link: problemUrlField,
    topics: topicsField.optional(),
  })
  .transform((value): CompanyListRow => ({
    problem: {
      titleSlug: value.link,
      frontendId: null,
      title: value.title,
      difficulty: value.difficulty,
      acRate: value.acceptance ?? null,
      isPaidOnly: null,
      topics: value.topics ?? [],
    },
    frequency: value.frequency,
  }))

export const companyCsvNamed: Format = {
  name: 'company-csv-named',
  kind: 'company-list',
  description:
    'company lists <Company Name>/<N>. <Timeframe>.csv (Difficulty,Title,Frequency,Acceptance Rate,Link,Topics)',
  extensions: ['.csv'],
  recognises: (source) =>
    headerMatches(headerNames(source.firstLine, dialect), {
      ...columns,
      acceptance: { names: ['Acceptance Rate'] },
    }),
  claimsByName: (source) => /^\d+\.\s/.test(source.name) && timeframeFromFileName(source.name) !== null,
  parse: (source) => parseCompanyList(source, { dialect, columns, row }),
}
