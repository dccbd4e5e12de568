import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A loop that puts a key the set lacked into it on every pass (`while (!seen.has(rem)) { seen.add(rem); ... }`,
 * `while x not in seen`, Java's `while (seen.add(x))`) ends once a key comes round again, so it runs at most
 * as often as the key has values. A key every assignment takes modulo a size (`rem = (rem * 10 + 1) % k`) has k
 * values; modulo a constant, a fixed number. Python's case read the key as the start's size before, the
 * others could not be determined. The control walks indices through the input, whose values are its
 * positions.
 */
const CASES: Case[] = [
  [
    'javascript: remainders of repunits modulo k, until one repeats',
    'javascript',
    `var smallestRepunitDivByK = function (k) {
    const seen = new Set();
    let rem = 1 % k;
    let length = 1;
    while (!seen.has(rem)) {
        if (rem === 0) return length;
        seen.add(rem);
        rem = (rem * 10 + 1) % k;
        length++;
    }
    return -1;
};
`,
    'O(k)',
    'O(k)',
  ],
  [
    'python: steps around a circle of k seats, until a seat repeats',
    'python',
    `def cycle_length(start, step, k):
    seen = set()
    x = start % k
    while x not in seen:
        seen.add(x)
        x = (x + step) % k
    return len(seen)
`,
    'O(k)',
    'O(k)',
  ],
  [
    'java: seen.add(x) as the test, x multiplied modulo k',
    'java',
    `import java.util.*;

class Solution {
    public int cycleLength(int start, int mul, int k) {
        Set<Integer> seen = new HashSet<>();
        int x = start % k;
        while (seen.add(x)) {
            x = (int) ((long) x * mul % k);
        }
        return seen.size();
    }
}
`,
    'O(k)',
    'O(k)',
  ],
  [
    'python: a key modulo 1000 has a fixed number of values',
    'python',
    `def cycle_length(start, step):
    seen = set()
    x = start % 1000
    while x not in seen:
        seen.add(x)
        x = (x * step + 3) % 1000
    return len(seen)
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python control: a key read from the input, nums[x]',
    'python',
    `def cycle_from(nums, start):
    seen = set()
    x = start
    while x not in seen:
        seen.add(x)
        x = nums[x]
    return len(seen)
`,
    'O(n)',
    'O(n)',
  ],
]

describe('keys kept below a modulus', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
