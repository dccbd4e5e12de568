import { describe, expect, it } from 'vitest'
import { isViaFetcher, VIA_FETCHER } from './fetcher-submission'

describe('isViaFetcher', () => {
  it('recognises the field a fetcher appends', () => {
    const form = new FormData()
    form.set(VIA_FETCHER.name, VIA_FETCHER.value)
    expect(isViaFetcher(form)).toBe(true)
  })

  it('treats a form without it, or with another value, as a plain browser post', () => {
    expect(isViaFetcher(new FormData())).toBe(false)
    const other = new FormData()
    other.set(VIA_FETCHER.name, 'browser')
    expect(isViaFetcher(other)).toBe(false)
  })

  it('is the via=fetcher pair the actions have always read', () => {
    expect(new URLSearchParams([[VIA_FETCHER.name, VIA_FETCHER.value]]).toString()).toBe('via=fetcher')
  })
})
