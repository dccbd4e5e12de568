import { describe, expect, it } from 'vitest'
import { MAX_COMPANY_SEARCH_LENGTH } from '~/domain/company-search'
import { parseSearchSheetParams } from './search-sheet-params.server'

const parse = (search: string) => parseSearchSheetParams(new URL(`http://localhost/search/sheet${search}`))

describe('parseSearchSheetParams', () => {
  it('reads the search, edit mode and Show all, with an empty search by default', () => {
    expect(parse('?q=goo&edit=1&all=1')).toMatchObject({
      success: true,
      data: { q: 'goo', edit: '1', all: '1' },
    })
    expect(parse('')).toMatchObject({ success: true, data: { q: '' } })
  })

  it('refuses a search past its length with the message the page shows', () => {
    const parsed = parse(`?q=${'a'.repeat(MAX_COMPANY_SEARCH_LENGTH + 1)}`)
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues[0]?.message).toBe(
      `Search text can be at most ${MAX_COMPANY_SEARCH_LENGTH} characters`,
    )
  })
})
