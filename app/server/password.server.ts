import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

// scrypt is memory-hard (128 · N · r bytes = 16 MiB per hash with these values) and built into Node.
const PARAMS = { N: 2 ** 14, r: 8, p: 1 } as const
const KEY_LENGTH = 64
const SALT_BYTES = 16

function derive(password: string, salt: Buffer, params: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...params, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    )
  })
}

/** `scrypt$N$r$p$salt$hash` (base64), so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES)
  const key = await derive(password, salt, PARAMS, KEY_LENGTH)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, r, p, saltText, keyText] = parts
  const expected = Buffer.from(keyText!, 'base64')
  const key = await derive(
    password,
    Buffer.from(saltText!, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  )
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A hash to compare against when the account does not exist, so timing does not reveal which emails exist. */
let decoyHash: Promise<string> | undefined
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return decoyHash
}
