/**
 * Deterministic randomness for the demo data: the same seed text always yields the same sequence, on
 * every machine and Node version, so the demo lists are stable between installs and in tests.
 */

/** FNV-1a, 32-bit: spreads similar texts ('google', 'googlex') far apart as seeds. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: a small generator with good spread for data of this size; returns numbers in [0, 1). */
export function createRandom(seedText: string): () => number {
  let state = hashText(seedText)
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A Fisher–Yates shuffle driven by the given generator; the input is left untouched. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items]
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const a = result[i] as T
    result[i] = result[j] as T
    result[j] = a
  }
  return result
}
