import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `r = (int) Math.sqrt(x); while (r * r > x) r--; while ((r + 1) * (r + 1) <= x) r++;`: a root taken in
 * floating point and nudged by ones until its square brackets the value is off by a step or two, so the
 * nudging loops run a constant number of times. Counting up from zero the same way is sqrt(x) steps.
 */
const CASES: Case[] = [
  [
    'java: a root taken with Math.sqrt, nudged by ones both ways for each value',
    'java',
    `class Solution {
    public int countSquares(int[] nums) {
        int count = 0;
        for (int x : nums) {
            int r = (int) Math.sqrt(x);
            while (r * r > x) r--;
            while ((r + 1) * (r + 1) <= x) r++;
            if (r * r == x) count++;
        }
        return count;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: the nudges inside a loop that runs while a * a stays within c',
    'cpp',
    `#include <cmath>
#include <vector>
using namespace std;

class Solution {
public:
    bool judgeSquareSum(int c) {
        for (long long a = 0; a * a <= c; ++a) {
            long long rest = c - a * a;
            long long b = (long long)sqrt((double)rest);
            while (b * b > rest) --b;
            while ((b + 1) * (b + 1) <= rest) ++b;
            if (b * b == rest) return true;
        }
        return false;
    }
};
`,
    'O(sqrt(n))',
    'O(1)',
  ],
  [
    'python: int(math.sqrt(num)) corrected down and up',
    'python',
    `import math


class Solution:
    def isPerfectSquare(self, num: int) -> bool:
        r = int(math.sqrt(num))
        while r * r > num:
            r -= 1
        while (r + 1) * (r + 1) <= num:
            r += 1
        return r * r == num
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: counting up from zero while the next square fits is a square root of steps',
    'python',
    `class Solution:
    def mySqrt(self, x: int) -> int:
        r = 0
        while (r + 1) * (r + 1) <= x:
            r += 1
        return r
`,
    'O(sqrt(n))',
    'O(1)',
  ],
]

describe('square roots corrected by ones', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
