import { describe, expect, it } from 'vitest'
import { LoginSchema, RegisterSchema, signInPageHref } from './auth-forms'

function messages(result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]))
}

describe('LoginSchema', () => {
  it('gives the documented messages for missing fields', () => {
    expect(messages(LoginSchema.safeParse({}))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
    expect(messages(LoginSchema.safeParse({ email: '   ', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
  })

  it('rejects a bad address and a short password', () => {
    expect(messages(LoginSchema.safeParse({ email: 'not-an-email', password: '12345' }))).toEqual({
      email: 'Invalid email address',
      password: 'Minimum 6 characters',
    })
    expect(messages(LoginSchema.safeParse({ email: 'a@b', password: '123456' })).email).toBe(
      'Invalid email address',
    )
  })

  it('normalises the email and keeps the password as typed', () => {
    const result = LoginSchema.parse({ email: '  Ada@Example.COM ', password: ' secret ' })
    expect(result).toEqual({ email: 'ada@example.com', password: ' secret ' })
  })
})

describe('RegisterSchema', () => {
  it('requires a name of two characters or more', () => {
    expect(messages(RegisterSchema.safeParse({ email: 'a@b.co', password: '123456' })).name).toBe(
      'Name is required',
    )
    expect(
      messages(RegisterSchema.safeParse({ name: ' A ', email: 'a@b.co', password: '123456' })).name,
    ).toBe('Minimum 2 characters')
    expect(RegisterSchema.parse({ name: ' Ada ', email: 'a@b.co', password: '123456' }).name).toBe('Ada')
  })
})

describe('signInPageHref', () => {
  it('leaves the default destination out of the link', () => {
    expect(signInPageHref('/register', '/')).toBe('/register')
  })
  it('carries any other destination, encoded', () => {
    expect(signInPageHref('/login', '/sheet/google?timeframe=all&page=2')).toBe(
      '/login?redirect_uri=%2Fsheet%2Fgoogle%3Ftimeframe%3Dall%26page%3D2',
    )
  })
})
