import { describe, expect, it } from 'vitest'
import { avatarSvg } from '~/server/avatar.server'
import { loader } from './avatar'

describe('GET /avatar/{seed}', () => {
  it('serves the SVG as a long-lived public image', async () => {
    const response = loader({ params: { seed: 'Ada' } } as unknown as Parameters<typeof loader>[0])
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe(avatarSvg('Ada'))
  })
})
