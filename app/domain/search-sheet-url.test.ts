import { describe, expect, it } from 'vitest'
import { searchSheetHref, writeSearchSheetView } from './search-sheet-url'

describe('searchSheetHref', () => {
  it('is the bare path for the default view', () => {
    expect(searchSheetHref({ q: '  ', edit: false, all: false })).toBe('/search/sheet')
  })
  it('writes the search text, then Show all, then edit mode', () => {
    expect(searchSheetHref({ q: 'go ogle', edit: true, all: true })).toBe(
      '/search/sheet?q=go+ogle&all=1&edit=1',
    )
  })
})

describe('writeSearchSheetView', () => {
  it('keeps other parameters and removes what went back to its default', () => {
    const params = new URLSearchParams('q=amazon&all=1&edit=1&utm=x')
    writeSearchSheetView(params, { q: '', edit: false, all: false })
    expect(params.toString()).toBe('utm=x')
  })
})
