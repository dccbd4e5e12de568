import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `settle(d, left, right); left = right` in a loop over `right`: the helper's loop covers the stretch
 * between the two marks it is handed (`for k in range(lo + 1, hi)`, `i = lo + 1, j = hi - 1; while i < j`),
 * and the caller then moves its left mark to the right one, so the stretches of all the calls never
 * overlap: O(n) in all. Handed the same start every time, the stretches overlap: O(n²).
 */
const CASES: Case[] = [
  [
    'python: a closure settles each stretch between pushed dominoes',
    'python',
    `class Solution:
    def pushDominoes(self, dominoes: str) -> str:
        d = list("L" + dominoes + "R")

        def settle(lo, hi):
            if d[lo] == d[hi]:
                for k in range(lo + 1, hi):
                    d[k] = d[lo]
            elif d[lo] == "R" and d[hi] == "L":
                i, j = lo + 1, hi - 1
                while i < j:
                    d[i], d[j] = "R", "L"
                    i += 1
                    j -= 1

        left = 0
        for right in range(1, len(d)):
            if d[right] != ".":
                settle(left, right)
                left = right
        return "".join(d[1:-1])
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a helper with both ends set in its for header',
    'java',
    `class Solution {
    public String pushDominoes(String dominoes) {
        char[] d = ("L" + dominoes + "R").toCharArray();
        int left = 0;
        for (int right = 1; right < d.length; right++) {
            if (d[right] == '.') continue;
            settle(d, left, right);
            left = right;
        }
        return new String(d, 1, dominoes.length());
    }

    private void settle(char[] d, int lo, int hi) {
        if (d[lo] == d[hi]) {
            for (int k = lo + 1; k < hi; k++) d[k] = d[lo];
        } else if (d[lo] == 'R' && d[hi] == 'L') {
            for (int i = lo + 1, j = hi - 1; i < j; i++, j--) {
                d[i] = 'R';
                d[j] = 'L';
            }
        }
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: an arrow function fills from both ends of the gap',
    'javascript',
    `function fillGaps(cells) {
  const fill = (a, lo, hi) => {
    let i = lo + 1;
    let j = hi - 1;
    while (i < j) {
      a[i++] = a[lo];
      a[j--] = a[hi];
    }
  };
  let prev = 0;
  for (let cur = 1; cur < cells.length; cur++) {
    if (cells[cur] === 0) continue;
    fill(cells, prev, cur);
    prev = cur;
  }
  return cells;
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: every stretch starts at 0',
    'javascript',
    `function fillFromStart(cells) {
  const fill = (a, lo, hi) => {
    for (let k = lo + 1; k < hi; k++) a[k] = a[hi];
  };
  for (let cur = 1; cur < cells.length; cur++) {
    if (cells[cur] === 0) continue;
    fill(cells, 0, cur);
  }
  return cells;
}
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('stretches handed to a helper between moving marks', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
