import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { CompanyMixPanel } from '~/components/sheet/company-mix'
import type { CompanyMix } from '~/domain/company-mix'
import { getDb, type Db } from './db.server'
import { DataCache } from './prepared.server'

const panels = new DataCache<string>('catalogue', 200)

/**
 * A company's "asks more than others" panel as HTML, drawn once and kept until the database changes (the
 * mix is the same for every viewer): for CompanyMixSection on a document's server render.
 */
export function companyMixHtml(
  company: { id: number; name: string },
  mix: Readonly<CompanyMix>,
  db: Db = getDb(),
): string {
  return panels.get(db, `${company.id}|${company.name}`, () =>
    renderToString(createElement(CompanyMixPanel, { name: company.name, mix })),
  )
}
