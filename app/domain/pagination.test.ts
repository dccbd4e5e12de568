import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PAGE_SIZE, clampPage, pageCount, pageOffset } from './pagination'

describe('pageCount', () => {
  it.each([
    [0, 10, 1],
    [1, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [95, 10, 10],
    [100, 10, 10],
    [101, 10, 11],
    [7, 3, 3],
  ])('%s items in pages of %s make %s pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages)
  })

  it('uses pages of 10 by default', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10)
    expect(pageCount(25)).toBe(3)
  })

  it('counts a negative or non-numeric total as empty', () => {
    expect(pageCount(-5, 10)).toBe(1)
    expect(pageCount(Number.NaN, 10)).toBe(1)
    expect(pageCount(Number.POSITIVE_INFINITY, 10)).toBe(1)
  })

  it('rejects a page size that is not a positive integer', () => {
    for (const size of [0, -10, 2.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => pageCount(10, size)).toThrow(RangeError)
    }
  })
})

describe('clampPage', () => {
  const total = 95 // ten pages of ten

  it.each([
    ['3', 3],
    [3, 3],
    [' 4 ', 4],
    ['+5', 5],
    ['10', 10],
    ['1e1', 10],
  ])('keeps the valid page %j', (raw, page) => {
    expect(clampPage(raw, total)).toBe(page)
  })

  it.each([
    ['0', 1],
    [0, 1],
    ['-3', 1],
    [-3, 1],
    ['0.5', 1],
    [Number.NEGATIVE_INFINITY, 1],
    ['-Infinity', 1],
  ])('raises %j to the first page', (raw, page) => {
    expect(clampPage(raw, total)).toBe(page)
  })

  it.each([
    ['11', 10],
    ['999999999999', 10],
    [1e300, 10],
    ['1e999', 10],
    ['Infinity', 10],
    [Number.POSITIVE_INFINITY, 10],
  ])('lowers %j to the last page', (raw, page) => {
    expect(clampPage(raw, total)).toBe(page)
  })

  it('cuts fractions down to the page they fall in', () => {
    expect(clampPage('2.9', total)).toBe(2)
    expect(clampPage(3.5, total)).toBe(3)
    expect(clampPage('.5', total)).toBe(1)
  })

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['abc'],
    ['2abc'],
    ['0x10'],
    ['NaN'],
    [Number.NaN],
    [['3']],
    [{}],
    [true],
  ])('falls back to the first page for %j', (raw) => {
    expect(clampPage(raw, total)).toBe(1)
  })

  it('gives page 1 when there is nothing to show', () => {
    expect(clampPage('5', 0)).toBe(1)
  })

  it('honours the page size', () => {
    expect(clampPage('5', 95, 20)).toBe(5)
    expect(clampPage('6', 95, 20)).toBe(5)
  })

  it('always answers a whole page between 1 and the page count', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.double(), fc.integer().map(String), fc.string()),
        fc.nat(10_000),
        fc.integer({ min: 1, max: 100 }),
        (raw, items, size) => {
          const page = clampPage(raw, items, size)
          expect(Number.isInteger(page)).toBe(true)
          expect(page).toBeGreaterThanOrEqual(1)
          expect(page).toBeLessThanOrEqual(pageCount(items, size))
        },
      ),
    )
  })
})

describe('pageOffset', () => {
  it('skips the rows of the earlier pages', () => {
    expect(pageOffset(1)).toBe(0)
    expect(pageOffset(3)).toBe(20)
    expect(pageOffset(3, 25)).toBe(50)
  })
})
