import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A map or set that loses a key whenever it outgrows a bound (`while len(counts) > k: ... del counts[c]`)
 * never holds more than one key over that bound: O(k), or O(1) for a constant. A test that it is only
 * not empty bounds nothing.
 */
const CASES: Case[] = [
  [
    'python: a window whose counts are trimmed back under two keys holds three at most',
    'python',
    `def f(s):
    counts = {}
    left = 0
    best = 0
    for right, ch in enumerate(s):
        counts[ch] = counts.get(ch, 0) + 1
        if len(counts) > 2:
            out = s[left]
            counts[out] -= 1
            if counts[out] == 0:
                del counts[out]
            left += 1
        best = max(best, right - left + 1)
    return best
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: trimmed back under k keys, the counts hold k + 1 at most',
    'python',
    `def f(s, k):
    counts = {}
    left = 0
    best = 0
    for right, ch in enumerate(s):
        counts[ch] = counts.get(ch, 0) + 1
        while len(counts) > k:
            out = s[left]
            counts[out] -= 1
            if counts[out] == 0:
                del counts[out]
            left += 1
        best = max(best, right - left + 1)
    return best
`,
    'O(n)',
    'O(k)',
  ],
  [
    'javascript: fruit into baskets, a Map deleted from while it has more than two keys',
    'javascript',
    `function totalFruit(fruits) {
  const basket = new Map();
  let left = 0;
  let best = 0;
  for (let right = 0; right < fruits.length; right++) {
    basket.set(fruits[right], (basket.get(fruits[right]) || 0) + 1);
    while (basket.size > 2) {
      const f = fruits[left];
      basket.set(f, basket.get(f) - 1);
      if (basket.get(f) === 0) basket.delete(f);
      left++;
    }
    best = Math.max(best, right - left + 1);
  }
  return best;
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: delete() while the map is longer than two',
    'go',
    `package main

func totalFruit(fruits []int) int {
	basket := map[int]int{}
	left, best := 0, 0
	for right, f := range fruits {
		basket[f]++
		for len(basket) > 2 {
			g := fruits[left]
			basket[g]--
			if basket[g] == 0 {
				delete(basket, g)
			}
			left++
		}
		if right-left+1 > best {
			best = right - left + 1
		}
	}
	return best
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: erase() while the window has more than k keys',
    'cpp',
    `#include <string>
#include <unordered_map>
#include <algorithm>
using namespace std;

class Solution {
public:
    int lengthOfLongestSubstringKDistinct(string s, int k) {
        unordered_map<char, int> window;
        int left = 0, best = 0;
        for (int right = 0; right < (int)s.size(); ++right) {
            window[s[right]]++;
            while ((int)window.size() > k) {
                char d = s[left++];
                if (--window[d] == 0) window.erase(d);
            }
            best = max(best, right - left + 1);
        }
        return best;
    }
};
`,
    'O(n)',
    'O(k)',
  ],
  [
    'python: a delete under a test that the map is not empty bounds nothing',
    'python',
    `def distinct_values_seen(nums):
    seen = {}
    for i, x in enumerate(nums):
        seen[x] = i
        if len(seen) > 0 and x < 0:
            del seen[x]
    return len(seen)
`,
    'O(n)',
    'O(n)',
  ],
]

describe('maps trimmed under a bound', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
