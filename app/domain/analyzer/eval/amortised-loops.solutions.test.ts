import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Windows, runs of consecutive keys and run-length scans written as people write them: the inner loop's
 * steps are shared with the outer loop, so each is O(n) however the window is shrunk (a map trimmed with
 * delete or del, counts rewritten with put(k, get(k) - 1), a pointer that jumps over the run it counted).
 */
const AMORTISED: Case[] = [
  [
    'java: longest consecutive sequence walked from the start of each run',
    'java',
    `import java.util.*;

class Solution {
    public int longestConsecutive(int[] nums) {
        Set<Integer> set = new HashSet<>();
        for (int x : nums) set.add(x);
        int longest = 0;
        for (int x : set) {
            // only start counting at the first value of a run
            if (!set.contains(x - 1)) {
                int cur = x;
                int len = 1;
                while (set.contains(cur + 1)) {
                    cur++;
                    len++;
                }
                longest = Math.max(longest, len);
            }
        }
        return longest;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: longest consecutive sequence with a map of booleans',
    'go',
    `package main

func longestConsecutive(nums []int) int {
	seen := make(map[int]bool)
	for _, v := range nums {
		seen[v] = true
	}
	best := 0
	for v := range seen {
		if seen[v-1] {
			continue
		}
		length := 1
		for seen[v+length] {
			length++
		}
		if length > best {
			best = length
		}
	}
	return best
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: longest consecutive sequence over a Set',
    'typescript',
    `export function longestConsecutive(nums: number[]): number {
  const values = new Set<number>(nums)
  let best = 0
  for (const start of values) {
    if (values.has(start - 1)) continue
    let end = start
    while (values.has(end + 1)) end++
    best = Math.max(best, end - start + 1)
  }
  return best
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: run-length encoding with an index that skips each run',
    'python',
    `class Solution:
    def encode(self, s: str) -> str:
        parts = []
        i = 0
        while i < len(s):
            j = i
            while j < len(s) and s[j] == s[i]:
                j += 1
            parts.append(str(j - i))
            parts.append(s[i])
            i = j
        return "".join(parts)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: run-length encoding with a strings.Builder',
    'go',
    `package main

import (
	"strconv"
	"strings"
)

func encode(s string) string {
	var sb strings.Builder
	n := len(s)
	for i := 0; i < n; {
		j := i
		for j < n && s[j] == s[i] {
			j++
		}
		sb.WriteString(strconv.Itoa(j - i))
		sb.WriteByte(s[i])
		i = j
	}
	return sb.String()
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: longest repeating character replacement with a window',
    'python',
    `from collections import defaultdict

def characterReplacement(s, k):
    counts = defaultdict(int)
    left = 0
    top = 0
    best = 0
    for right, ch in enumerate(s):
        counts[ch] += 1
        top = max(top, counts[ch])
        while (right - left + 1) - top > k:
            counts[s[left]] -= 1
            left += 1
        best = max(best, right - left + 1)
    return best
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: maximum sum of a window of size k, slid one step at a time',
    'go',
    `package main

func maxSum(nums []int, k int) int {
	sum := 0
	for i := 0; i < k; i++ {
		sum += nums[i]
	}
	best := sum
	for i := k; i < len(nums); i++ {
		sum += nums[i] - nums[i-k]
		if sum > best {
			best = sum
		}
	}
	return best
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: string compression built into a new string array',
    'typescript',
    `export function compressString(s: string): string {
  const pieces: string[] = []
  let count = 1
  for (let i = 1; i <= s.length; i++) {
    if (i < s.length && s[i] === s[i - 1]) {
      count++
    } else {
      pieces.push(s[i - 1] + (count > 1 ? String(count) : ''))
      count = 1
    }
  }
  const result = pieces.join('')
  return result.length < s.length ? result : s
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: at most k distinct characters, the map trimmed with del',
    'python',
    `def lengthOfLongestSubstringKDistinct(s, k):
    counts = {}
    left = 0
    best = 0
    for right in range(len(s)):
        counts[s[right]] = counts.get(s[right], 0) + 1
        while len(counts) > k:
            counts[s[left]] -= 1
            if counts[s[left]] == 0:
                del counts[s[left]]
            left += 1
        best = max(best, right - left + 1)
    return best
`,
    'O(n)',
    'O(k)',
  ],
  [
    'go: at most k distinct values, the map trimmed with delete',
    'go',
    `package main

func longestKDistinct(nums []int, k int) int {
	count := map[int]int{}
	left, best := 0, 0
	for right, v := range nums {
		count[v]++
		for len(count) > k {
			count[nums[left]]--
			if count[nums[left]] == 0 {
				delete(count, nums[left])
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
    'O(k)',
  ],
  [
    'javascript: fruit into baskets with a Map window',
    'javascript',
    `var totalFruit = function (fruits) {
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
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: run-length encoding counted per run',
    'javascript',
    `function runLengthEncode(s) {
  const out = [];
  let i = 0;
  while (i < s.length) {
    let count = 1;
    while (i + count < s.length && s[i + count] === s[i]) {
      count++;
    }
    out.push(count + s[i]);
    i += count;
  }
  return out.join('');
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: string compression in place with a read and a write pointer',
    'cpp',
    `#include <vector>
#include <string>
using namespace std;

class Solution {
public:
    int compress(vector<char>& chars) {
        int write = 0, read = 0;
        int n = chars.size();
        while (read < n) {
            char c = chars[read];
            int start = read;
            while (read < n && chars[read] == c) read++;
            chars[write++] = c;
            int count = read - start;
            if (count > 1) {
                string digits = to_string(count);
                for (char d : digits) chars[write++] = d;
            }
        }
        return write;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
]

describe('amortised loops in solutions written for these tests', () => {
  it.each(AMORTISED)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
