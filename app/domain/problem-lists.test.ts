import { describe, expect, it } from 'vitest'
import { parseWithZod } from '@conform-to/zod/v4'
import { LIST_MESSAGES, ListDetailsSchema, PasteSchema } from './list-forms'
import { parsePastedLines, readPastedLine } from './list-paste'
import {
  containsHtml,
  curatedListSlug,
  listHref,
  listMoveValue,
  listPageOf,
  parseListMove,
} from './problem-lists'

function form(fields: Record<string, string>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return data
}

describe('curated list addresses', () => {
  it('turns a data set’s id into a readable slug, the same every time', () => {
    expect(curatedListSlug('blind75')).toBe('blind-75')
    expect(curatedListSlug('neetcode150')).toBe('neetcode-150')
    expect(curatedListSlug('NeetCode 150')).toBe('neetcode-150')
    expect(curatedListSlug('top-100_liked')).toBe('top-100-liked')
    expect(curatedListSlug('LeetCode75v2')).toBe('leetcode-75-v-2')
  })

  it('refuses ids with nothing usable, and the segments /lists keeps for itself', () => {
    expect(curatedListSlug('  ')).toBeNull()
    expect(curatedListSlug('---')).toBeNull()
    expect(curatedListSlug('add')).toBeNull()
  })

  it('addresses a curated list by its slug and any other by its id', () => {
    expect(listHref({ id: 'abc', slug: 'blind-75' })).toBe('/lists/blind-75')
    expect(listHref({ id: 'Xy_3-z', slug: null })).toBe('/lists/Xy_3-z')
  })
})

describe('moves', () => {
  it('reads back what a move button carries, and nothing else', () => {
    expect(parseListMove(listMoveValue(12, 3))).toEqual({ problemId: 12, position: 3 })
    for (const bad of ['12', '12:0', '0:3', '-1:2', '12:3:4', 'a:b', null, 5]) {
      expect(parseListMove(bad), String(bad)).toBeNull()
    }
  })

  it('finds the page a place falls on', () => {
    expect([1, 50, 51, 150].map(listPageOf)).toEqual([1, 1, 2, 3])
  })
})

describe('pasted problems', () => {
  it('reads addresses, slugs and numbers, one a line, and keeps what it cannot read', () => {
    expect(readPastedLine('https://leetcode.com/problems/two-sum/description/')).toEqual({ slug: 'two-sum' })
    expect(readPastedLine('leetcode.com/problems/LRU-Cache')).toEqual({ slug: 'lru-cache' })
    expect(readPastedLine('3sum')).toEqual({ slug: '3sum' })
    expect(readPastedLine('#146')).toEqual({ number: 146 })
    expect(readPastedLine('1.')).toEqual({ number: 1 })
    expect(readPastedLine('0')).toBeNull()
    expect(readPastedLine('Two Sum')).toBeNull()
    expect(parsePastedLines('two-sum\r\n\n  146  \nnot this one')).toEqual([
      { line: 1, text: 'two-sum', ref: { slug: 'two-sum' } },
      { line: 3, text: '146', ref: { number: 146 } },
      { line: 4, text: 'not this one', ref: null },
    ])
  })

  it('needs at least one line and at most 200', () => {
    const blank = parseWithZod(form({ problems: '  \n ' }), { schema: PasteSchema })
    expect(blank.status).toBe('error')
    expect(blank.reply().error?.problems).toEqual([LIST_MESSAGES.pasteRequired])
    const many = parseWithZod(form({ problems: Array.from({ length: 201 }, () => 'two-sum').join('\n') }), {
      schema: PasteSchema,
    })
    expect(many.reply().error?.problems).toEqual([LIST_MESSAGES.pasteTooLong])
  })
})

describe('the list form', () => {
  it('takes a trimmed name, an optional description and a visibility', () => {
    const ok = parseWithZod(form({ name: '  Graphs  ', visibility: 'public' }), { schema: ListDetailsSchema })
    expect(ok.status === 'success' && ok.value).toEqual({
      name: 'Graphs',
      description: '',
      visibility: 'public',
    })
  })

  it('refuses a missing or long name, a long description, HTML and an unknown visibility', () => {
    const errors = (fields: Record<string, string>) =>
      parseWithZod(form(fields), { schema: ListDetailsSchema }).reply().error
    expect(errors({ visibility: 'private' })?.name).toEqual([LIST_MESSAGES.nameRequired])
    expect(errors({ name: '   ', visibility: 'private' })?.name).toEqual([LIST_MESSAGES.nameRequired])
    expect(errors({ name: 'x'.repeat(81), visibility: 'private' })?.name).toEqual([LIST_MESSAGES.nameTooLong])
    expect(errors({ name: 'ok', description: 'y'.repeat(501), visibility: 'private' })?.description).toEqual([
      LIST_MESSAGES.descriptionTooLong,
    ])
    expect(errors({ name: '<b>Bold</b>', visibility: 'private' })?.name).toEqual([LIST_MESSAGES.noHtml])
    expect(
      errors({ name: 'ok', description: 'see <img src=x onerror=alert(1)>', visibility: 'private' })
        ?.description,
    ).toEqual([LIST_MESSAGES.noHtml])
    expect(errors({ name: 'ok', visibility: 'secret' })?.visibility).toEqual([LIST_MESSAGES.visibility])
  })

  it('tells a tag from a mere angle bracket', () => {
    expect(containsHtml('a < b and c > d')).toBe(false)
    expect(containsHtml('<script>')).toBe(true)
    expect(containsHtml('</p>')).toBe(true)
    expect(containsHtml('<!-- hi -->')).toBe(true)
  })
})
