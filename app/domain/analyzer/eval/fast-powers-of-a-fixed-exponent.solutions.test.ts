import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Fast power on a fixed exponent (`power(x, MOD - 2)` for a modular inverse, with `MOD` a constant):
 * the exponent halves on every call from a fixed number, so a call costs a fixed number of steps and its
 * recursion is a fixed depth.
 */
const CASES: Case[] = [
  [
    'cpp: the average as a modular inverse, static constexpr MOD',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
    static constexpr long long MOD = 1'000'000'007;
    long long power(long long b, long long e) {
        if (e == 0) return 1;
        long long h = power(b, e / 2);
        h = h * h % MOD;
        return e % 2 ? h * b % MOD : h;
    }
public:
    int averageInverse(vector<int>& nums) {
        long long total = 0;
        for (int x : nums) total = (total + x) % MOD;
        return (int)(total * power((long long)nums.size(), MOD - 2) % MOD);
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: the inverse of every value, static final MOD',
    'java',
    `class Solution {
    private static final long MOD = 1_000_000_007L;

    private long modPow(long base, long exp) {
        if (exp == 0) return 1;
        long half = modPow(base, exp / 2);
        long sq = half * half % MOD;
        return (exp & 1) == 1 ? sq * base % MOD : sq;
    }

    public int[] inverses(int[] nums) {
        int[] out = new int[nums.length];
        for (int i = 0; i < nums.length; i++) out[i] = (int) modPow(nums[i], MOD - 2);
        return out;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: inverses through a module-level power function',
    'python',
    `from typing import List

MOD = 10**9 + 7


def power(base: int, exp: int) -> int:
    if exp == 0:
        return 1
    half = power(base, exp // 2)
    half = half * half % MOD
    return half * base % MOD if exp % 2 else half


class Solution:
    def inverses(self, nums: List[int]) -> List[int]:
        return [power(x, MOD - 2) for x in nums]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: inverses with a package const',
    'go',
    `package main

const mod = 1_000_000_007

func power(b, e int) int {
	if e == 0 {
		return 1
	}
	h := power(b, e/2)
	h = h * h % mod
	if e%2 == 1 {
		return h * b % mod
	}
	return h
}

func inverses(nums []int) []int {
	out := make([]int, len(nums))
	for i, x := range nums {
		out[i] = power(x, mod-2)
	}
	return out
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('fast powers of a fixed exponent', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
