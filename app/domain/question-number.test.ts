import { describe, expect, it } from 'vitest'
import { parseQuestionNumber } from './question-number'

describe('parseQuestionNumber', () => {
  it('reads plain numbers', () => {
    expect(parseQuestionNumber('1')).toEqual({ kind: 'number', value: 1 })
    expect(parseQuestionNumber('3921')).toEqual({ kind: 'number', value: 3921 })
    expect(parseQuestionNumber('999999999')).toEqual({ kind: 'number', value: 999_999_999 })
  })

  it('ignores leading zeros', () => {
    expect(parseQuestionNumber('0001')).toEqual({ kind: 'number', value: 1 })
    expect(parseQuestionNumber('000000000000042')).toEqual({ kind: 'number', value: 42 })
  })

  it('calls zero and numbers past nine digits unknown rather than looking them up', () => {
    expect(parseQuestionNumber('0')).toEqual({ kind: 'unknown' })
    expect(parseQuestionNumber('0000')).toEqual({ kind: 'unknown' })
    expect(parseQuestionNumber('1000000000')).toEqual({ kind: 'unknown' })
    expect(parseQuestionNumber('99999999999999999999999999')).toEqual({ kind: 'unknown' })
  })

  it('refuses everything that is not only ASCII digits', () => {
    for (const segment of [
      '',
      'two-sum',
      '1a',
      'a1',
      '+1',
      '-1',
      '1.0',
      '1e3',
      ' 1',
      '1 ',
      '0x1F',
      '١٢',
      '１',
    ]) {
      expect(parseQuestionNumber(segment), segment).toEqual({ kind: 'not-a-number' })
    }
    expect(parseQuestionNumber(undefined)).toEqual({ kind: 'not-a-number' })
  })
})
