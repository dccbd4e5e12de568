import { randomBytes } from 'node:crypto'

/**
 * A new list's id: 16 characters from 96 random bits, base64url. A user list is addressed by it, so the
 * address of a private list cannot be guessed and says nothing about how many lists exist.
 */
export function newListId(): string {
  return randomBytes(12).toString('base64url')
}
