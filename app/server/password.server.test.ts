import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password.server'

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse')
    expect(await verifyPassword('correct horse', hash)).toBe(true)
    expect(await verifyPassword('correct horsE', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })

  it('salts every hash and never stores the password', async () => {
    const [a, b] = await Promise.all([hashPassword('secret123'), hashPassword('secret123')])
    expect(a).not.toBe(b)
    expect(a).not.toContain('secret123')
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
  })

  it('treats a malformed stored hash as a mismatch', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false)
    expect(await verifyPassword('x', 'bcrypt$1$2$3$4$5')).toBe(false)
  })
})
