import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Walks through every arrangement of a collection: C++'s `do { ... } while (next_permutation(v.begin(),
 * v.end()))` and Python's `for p in permutations(nums)` run once per arrangement, |v|! times, a constant
 * for a fixed few (three digits, or four names the items are unpacked into). Each Python item is a tuple
 * as long as the collection, made one at a time.
 */
const CASES: Case[] = [
  [
    'cpp: every distinct permutation of nums collected with next_permutation',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;
class Solution {
public:
    vector<vector<int>> permuteUnique(vector<int>& nums) {
        sort(nums.begin(), nums.end());
        vector<vector<int>> out;
        do {
            out.push_back(nums);
        } while (next_permutation(nums.begin(), nums.end()));
        return out;
    }
};
`,
    'O(n * n!)',
    'O(n * n!)',
  ],
  [
    'cpp: the arrangements of a string, each reversed and compared',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Count the arrangements of s (with repeats) that read the same backwards.
    int palindromicArrangements(string s) {
        sort(s.begin(), s.end());
        int count = 0;
        do {
            string r(s.rbegin(), s.rend());
            if (r == s) count++;
        } while (next_permutation(s.begin(), s.end()));
        return count;
    }
};
`,
    'O(n * n!)',
    'O(n)',
  ],
  [
    'cpp: three digits in every order: six passes',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    // Largest number from three digits placed in some order, skipping leading zeros.
    int largestOfThree(int a, int b, int c) {
        vector<int> d = {a, b, c};
        sort(d.begin(), d.end());
        int best = -1;
        do {
            if (d[0] == 0) continue;
            best = max(best, d[0] * 100 + d[1] * 10 + d[2]);
        } while (next_permutation(d.begin(), d.end()));
        return best;
    }
};
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: itertools.permutations of 1..n, each checked along its length',
    'python',
    `import itertools


class Solution:
    def countArrangement(self, n: int) -> int:
        count = 0
        for p in itertools.permutations(range(1, n + 1)):
            if all(v % (i + 1) == 0 or (i + 1) % v == 0 for i, v in enumerate(p)):
                count += 1
        return count
`,
    'O(n * n!)',
    'O(n)',
  ],
  [
    'python: permutations unpacked into four digits: 24 passes',
    'python',
    `from itertools import permutations


class Solution:
    def largestTimeFromDigits(self, arr: list[int]) -> str:
        best = -1
        for h1, h2, m1, m2 in permutations(arr):
            hours, minutes = h1 * 10 + h2, m1 * 10 + m2
            if hours < 24 and minutes < 60:
                best = max(best, hours * 60 + minutes)
        return "" if best < 0 else f"{best // 60:02d}:{best % 60:02d}"
`,
    'O(1)',
    'O(1)',
  ],
]

describe('walks through every arrangement', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
