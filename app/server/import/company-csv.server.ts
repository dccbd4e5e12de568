import { z } from 'zod'
import { parseCompanyList } from './company-list.server'
import { headerMatches, headerNames, type CsvDialect } from './csv.server'
import {
  acceptanceField,
  difficultyField,
  frequencyField,
  frontendIdField,
  problemUrlField,
  titleField,
} from './fields.server'
import { timeframeFromFileName } from './normalise.server'
import type { Format } from './source.server'
import type { CompanyListRow } from './types.server'

// Layout `<company-slug>/<timeframe>.csv`, e.g. `goldman-sachs/six-months.csv`:
// ID,URL,Title,Difficulty,Acceptance %,Frequency %
// 50,https://leetcode.com/problems/powx-n,"Pow(x, n)",Medium,38.9%,50.0%

const dialect: CsvDialect = { delimiter: ',', quoted: true }

const columns = {
  id: { names: ['ID'] },
  url: { names: ['URL'] },
  title: { names: ['Title'] },
  difficulty: { names: ['Difficulty'] },
  acceptance: { names: ['Acceptance %'], optional: true },
  frequency: { names: ['Frequency %'] },
}

const row = z
  .object({
    id: frontendIdField,
    url: problemUrlField,
    title: titleField,
    difficulty: difficultyField,
    acceptance: acceptanceField('percent').optional(),
    frequency: frequencyField,
  })
  .transform((value): CompanyListRow => ({
    problem: {
      titleSlug: value.url,
      frontendId: value.id,
      title: value.title,
      difficulty: value.difficulty,
      acRate: value.acceptance ?? null,
      isPaidOnly: null,
      topics: [],
    },
    frequency: value.frequency,
  }))

export const companyCsv: Format = {
  name: 'company-csv',
  kind: 'company-list',
  description:
    'company lists <company-slug>/<timeframe>.csv (ID,URL,Title,Difficulty,Acceptance %,Frequency %)',
  extensions: ['.csv'],
  recognises: (source) =>
    headerMatches(headerNames(source.firstLine, dialect), {
      ...columns,
      acceptance: { names: ['Acceptance %'] },
    }),
  claimsByName: (source) => /^[a-z-]+\.csv$/.test(source.name) && timeframeFromFileName(source.name) !== null,
  parse: (source) => parseCompanyList(source, { dialect, columns, row }),
}
