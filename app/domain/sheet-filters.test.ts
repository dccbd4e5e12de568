import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SHEET_FILTERS,
  defaultTimeframe,
  isNarrowed,
  MAX_SEARCH_LENGTH,
  MAX_SELECTED_TOPICS,
  normaliseTopics,
  parseSheetFilters,
  sheetQueryString,
  sheetTimeframeLabel,
} from './sheet-filters'

const parse = (query: string) => parseSheetFilters(new URLSearchParams(query))

describe('parseSheetFilters', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_SHEET_FILTERS)
  })

  it('reads every filter', () => {
    expect(
      parse(
        'timeframe=six-months&difficulty=hard&topic=Graph&topic=Array&q=two%20sum&sort=number-desc&status=unsolved&premium=hide&page=3',
      ),
    ).toEqual({
      timeframe: 'six-months',
      difficulty: 'hard',
      topics: ['Array', 'Graph'],
      search: 'two sum',
      sort: 'number-desc',
      status: 'unsolved',
      hidePremium: true,
      page: 3,
    })
  })

  it('hides Premium problems only for premium=hide', () => {
    expect(parse('premium=hide').hidePremium).toBe(true)
    for (const query of ['premium=show', 'premium=Hide', 'premium=1', 'premium=', 'hide=premium']) {
      expect(parse(query).hidePremium, query).toBe(false)
    }
  })

  it('drops unknown values and parameters instead of failing', () => {
    expect(
      parse('timeframe=last-year&difficulty=extreme&sort=random&status=maybe&page=abc&utm_source=x&foo=bar'),
    ).toEqual(DEFAULT_SHEET_FILTERS)
    expect(parse('difficulty=Hard').difficulty).toBeNull()
    expect(parse('difficulty=3').difficulty).toBeNull()
  })

  it('treats the hot switch as the thirty-day timeframe, whatever timeframe is also given', () => {
    expect(parse('hot=1').timeframe).toBe('thirty-days')
    expect(parse('hot=true&timeframe=all').timeframe).toBe('thirty-days')
    expect(parse('hot=0&timeframe=all').timeframe).toBe('all')
    expect(parse('hot=nope').timeframe).toBeNull()
  })

  it('reads the community view as a timeframe of its own, written back as it was asked', () => {
    expect(parse('timeframe=community&difficulty=easy').timeframe).toBe('community')
    expect(sheetQueryString(parse('timeframe=community&page=2'), 'all')).toBe('timeframe=community&page=2')
    expect(sheetTimeframeLabel('community')).toBe('Community, last 90 days')
    expect(sheetTimeframeLabel('six-months')).toBe('Last 6 months')
  })

  it('reads a repeated single-valued parameter once, keeping the first', () => {
    expect(parse('difficulty=easy&difficulty=hard').difficulty).toBe('easy')
  })

  it('cleans the search text: trimmed, whitespace collapsed, length capped', () => {
    expect(parse('q=%20%20two%20%20%20sum%20').search).toBe('two sum')
    expect(parse('q=%20%20%20').search).toBe('')
    expect(parse(`q=${'a'.repeat(500)}`).search).toHaveLength(MAX_SEARCH_LENGTH)
  })

  it('accepts only whole positive decimal pages', () => {
    expect(parse('page=2').page).toBe(2)
    expect(parse('page=0').page).toBe(1)
    expect(parse('page=-4').page).toBe(1)
    expect(parse('page=2.5').page).toBe(1)
    expect(parse('page=0x10').page).toBe(1)
    expect(parse('page=99999999999999').page).toBe(1)
  })
})

describe('normaliseTopics', () => {
  it('sorts, trims and removes duplicates that differ only in case', () => {
    expect(normaliseTopics([' Tree ', 'array', 'Array', '', 'Dynamic  Programming'])).toEqual([
      'array',
      'Dynamic Programming',
      'Tree',
    ])
  })

  it('keeps at most the cap, and drops absurdly long names', () => {
    const many = Array.from({ length: 20 }, (_, i) => `Topic ${String(i).padStart(2, '0')}`)
    expect(normaliseTopics(many)).toHaveLength(MAX_SELECTED_TOPICS)
    expect(normaliseTopics(['x'.repeat(61)])).toEqual([])
  })
})

describe('sheetQueryString', () => {
  it('is empty for the defaults', () => {
    expect(sheetQueryString(DEFAULT_SHEET_FILTERS)).toBe('')
  })

  it('writes the parameters in a fixed order, topics sorted, page last', () => {
    const query = sheetQueryString({
      timeframe: 'three-months',
      difficulty: 'medium',
      topics: ['Tree', 'Array'],
      search: 'sum',
      sort: 'number-asc',
      status: 'solved',
      hidePremium: true,
      page: 2,
    })
    expect(query).toBe(
      'timeframe=three-months&difficulty=medium&topic=Array&topic=Tree&q=sum&sort=number-asc&status=solved&premium=hide&page=2',
    )
  })

  it("leaves out the company's default timeframe and can leave out the page", () => {
    const filters = { ...DEFAULT_SHEET_FILTERS, timeframe: 'more-than-six-months' as const, page: 4 }
    expect(sheetQueryString(filters, 'more-than-six-months')).toBe('page=4')
    expect(sheetQueryString(filters, 'all', { includePage: false })).toBe('timeframe=more-than-six-months')
  })

  it('writes the hot shortcut as the timeframe it stands for', () => {
    expect(sheetQueryString(parse('hot=1'), 'all')).toBe('timeframe=thirty-days')
  })

  it('round-trips: parsing the canonical query gives the same query again', () => {
    const queryPart = fc.constantFrom(
      'timeframe=all',
      'timeframe=six-months',
      'hot=1',
      'difficulty=easy',
      'difficulty=bogus',
      'topic=Array',
      'topic=array',
      'topic=Hash%20Table',
      'q=two+sum',
      'q=%25_%5C',
      'sort=number-desc',
      'sort=frequency-desc',
      'status=revisit',
      'premium=hide',
      'premium=show',
      'page=7',
      'page=x',
      'junk=1',
    )
    fc.assert(
      fc.property(
        fc.array(queryPart, { maxLength: 8 }),
        fc.constantFrom('all', 'six-months' as const),
        (parts, fallback) => {
          const canonical = sheetQueryString(parse(parts.join('&')), fallback)
          expect(sheetQueryString(parse(canonical), fallback)).toBe(canonical)
        },
      ),
    )
  })
})

describe('defaultTimeframe', () => {
  it('prefers all time, then the widest list the company has', () => {
    expect(defaultTimeframe(['thirty-days', 'all'])).toBe('all')
    expect(defaultTimeframe(['three-months', 'six-months', 'more-than-six-months'])).toBe(
      'more-than-six-months',
    )
    expect(defaultTimeframe(['thirty-days'])).toBe('thirty-days')
    expect(defaultTimeframe([])).toBe('all')
  })
})

describe('isNarrowed', () => {
  it('is true only for filters that remove problems from the chosen list', () => {
    expect(isNarrowed(DEFAULT_SHEET_FILTERS)).toBe(false)
    expect(
      isNarrowed({ ...DEFAULT_SHEET_FILTERS, timeframe: 'thirty-days', sort: 'number-asc', page: 3 }),
    ).toBe(false)
    expect(isNarrowed({ ...DEFAULT_SHEET_FILTERS, status: 'unsolved' })).toBe(true)
    expect(isNarrowed({ ...DEFAULT_SHEET_FILTERS, topics: ['Array'] })).toBe(true)
    expect(isNarrowed({ ...DEFAULT_SHEET_FILTERS, hidePremium: true })).toBe(true)
  })
})
