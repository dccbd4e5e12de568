import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/** A fold over the input through the library (`reduce(xor, nums, 0)`, `accumulate`, a stream's reduce). */
const CASES: Case[] = [
  [
    'python: functools.reduce with an operator function',
    'python',
    `from functools import reduce
from operator import xor
from typing import List

class Solution:
    def singleNumber(self, nums: List[int]) -> int:
        return reduce(xor, nums, 0)
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: functools.reduce called on the module, with a lambda',
    'python',
    `import functools

def product(values):
    return functools.reduce(lambda acc, v: acc * v, values, 1)
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: an IntStream reduced with xor',
    'java',
    `import java.util.Arrays;

class Solution {
    public int singleNumber(int[] nums) {
        return Arrays.stream(nums).reduce(0, (a, b) -> a ^ b);
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: std::accumulate with bit_xor',
    'cpp',
    `#include <functional>
#include <numeric>
#include <vector>
using namespace std;

class Solution {
public:
    int singleNumber(vector<int>& nums) {
        return accumulate(nums.begin(), nums.end(), 0, bit_xor<int>());
    }
};
`,
    'O(n)',
    'O(1)',
  ],
]

describe('folds over the input through the library', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
