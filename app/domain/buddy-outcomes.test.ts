import { describe, expect, it } from 'vitest'
import {
  cancelResult,
  findBuddyBackHref,
  profileSavedToast,
  requestResult,
  responseResult,
  unpairResult,
} from './buddy-outcomes'

describe('findBuddyBackHref', () => {
  it('keeps the filters and the page, and nothing else', () => {
    const params = new URLSearchParams('level=beginner&page=2&utm=x&company=google&language=')
    expect(findBuddyBackHref(params)).toBe('/find-buddy?level=beginner&company=google&page=2')
  })
  it('is the bare page without filters', () => {
    expect(findBuddyBackHref(new URLSearchParams('utm=x'))).toBe('/find-buddy')
  })
})

describe('buddy action results', () => {
  it('toasts what worked and refuses the rest with a status', () => {
    expect(requestResult({ status: 'sent' })).toMatchObject({
      toast: { type: 'success', title: 'Request sent' },
    })
    expect(requestResult({ status: 'self' })).toEqual({
      error: 'You cannot ask yourself to pair',
      status: 400,
    })
    expect(responseResult('declined')).toEqual({ toast: { type: 'info', title: 'Request declined' } })
    expect(cancelResult('not-found')).toEqual({ error: 'There is no request to cancel', status: 404 })
    expect(unpairResult('ended')).toEqual({ toast: { type: 'info', title: 'Pairing ended' } })
  })
  it('tells a declined asker from which day they may ask again', () => {
    const result = requestResult({ status: 'cooldown', until: new Date('2026-12-01T10:00:00Z') })
    expect(result).toMatchObject({ status: 409 })
    expect('error' in result && result.error).toContain('You can ask again from')
  })
})

describe('profileSavedToast', () => {
  it('promises the best fits only when there are some', () => {
    expect(profileSavedToast('created', 3)).toEqual({
      type: 'success',
      title: 'Buddy profile created',
      description: 'Here are the people who fit you best.',
    })
    const alone = profileSavedToast('created', 0)
    expect(alone.title).toBe('Buddy profile created')
    expect(alone.description).toContain('Nobody else is looking yet')
    expect(alone.description).not.toContain('fit you best')
  })

  it('says an edit was saved, whatever the matches', () => {
    expect(profileSavedToast('updated', 0)).toEqual({ type: 'success', title: 'Buddy profile saved' })
  })
})
