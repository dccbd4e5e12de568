import { describe, expect, it } from 'vitest'
import { jsonError, jsonErrorBody } from './json-error'

describe('jsonError', () => {
  it('answers `{ error: message }` as JSON with the status and headers given', async () => {
    const answer = jsonError('Chapter not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
    expect(answer.status).toBe(404)
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    expect(await answer.json()).toEqual(jsonErrorBody('Chapter not found'))
    expect(jsonErrorBody('Chapter not found')).toEqual({ error: 'Chapter not found' })
  })
})
