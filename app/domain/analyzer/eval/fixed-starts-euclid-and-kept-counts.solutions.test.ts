import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A counter counted down from a fixed start (`for (d = 9; d > cur; d--)`) takes no more steps than the
 * start allows, whatever the value it stops at (a digit read with Number(), parseInt or Atoi): O(1).
 */
const FIXED_STARTS: Case[] = [
  [
    'typescript: larger digits seen later, down from 9 to Number(digit)',
    'typescript',
    `export function laterLargerDigits(s: string): number[] {
  const seen = new Array<boolean>(10).fill(false);
  const out: number[] = [];
  for (let i = s.length - 1; i >= 0; i--) {
    const digit = Number(s[i]);
    let larger = 0;
    for (let d = 9; d > digit; d--) {
      if (seen[d]) larger++;
    }
    out.push(larger);
    seen[digit] = true;
  }
  return out.reverse();
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: down from 9 to Character.getNumericValue',
    'java',
    `class Solution {
    public int firstBiggerLater(String num) {
        int[] last = new int[10];
        java.util.Arrays.fill(last, -1);
        for (int i = 0; i < num.length(); i++) last[Character.getNumericValue(num.charAt(i))] = i;
        for (int i = 0; i < num.length(); i++) {
            int cur = Character.getNumericValue(num.charAt(i));
            for (int d = 9; d > cur; d--)
                if (last[d] > i) return i;
        }
        return -1;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: down from 9 to strconv.Atoi',
    'go',
    `package main

import "strconv"

func firstBiggerLater(num string) int {
	last := [10]int{}
	for i := range last {
		last[i] = -1
	}
	for i := 0; i < len(num); i++ {
		d, _ := strconv.Atoi(string(num[i]))
		last[d] = i
	}
	for i := 0; i < len(num); i++ {
		cur, _ := strconv.Atoi(string(num[i]))
		for d := 9; d > cur; d-- {
			if last[d] > i {
				return i
			}
		}
	}
	return -1
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: down from 9 to stoi',
    'cpp',
    `#include <string>
using namespace std;

class Solution {
public:
    int firstBiggerLater(string num) {
        int last[10];
        for (int d = 0; d < 10; d++) last[d] = -1;
        for (int i = 0; i < (int)num.size(); i++) last[stoi(num.substr(i, 1))] = i;
        for (int i = 0; i < (int)num.size(); i++) {
            int cur = stoi(num.substr(i, 1));
            for (int d = 9; d > cur; d--)
                if (last[d] > i) return i;
        }
        return -1;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: down from the end to a value stays a pass over the list',
    'javascript',
    `function countAbove(nums, x) {
  let count = 0;
  for (let i = nums.length - 1; i > x; i--) {
    if (nums[i] > nums[0]) count++;
  }
  return count;
}
`,
    'O(n)',
    'O(1)',
  ],
]

/**
 * Euclid's recursion (`gcd(b, a % b)`) on values the code computed rather than sizes it was given takes a
 * bounded number of steps on machine integers, as a loop halving such a value does; on an integer input
 * it stays O(log n).
 */
const EUCLID_ON_VALUES: Case[] = [
  [
    'python: fraction addition reduces by a nested gcd',
    'python',
    `class Solution:
    def fractionAddition(self, expression: str) -> str:
        def gcd(a, b):
            return abs(a) if b == 0 else gcd(b, a % b)

        num, den, i, n = 0, 1, 0, len(expression)
        while i < n:
            sign = -1 if expression[i] == '-' else 1
            if expression[i] in '+-':
                i += 1
            a = 0
            while i < n and expression[i].isdigit():
                a = a * 10 + int(expression[i])
                i += 1
            i += 1
            b = 0
            while i < n and expression[i].isdigit():
                b = b * 10 + int(expression[i])
                i += 1
            num = num * b + sign * a * den
            den *= b
            g = gcd(num, den)
            num //= g
            den //= g
        return f"{num}/{den}"
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: fractions added and reduced by gcd',
    'java',
    `class Solution {
    private long gcd(long a, long b) {
        return b == 0 ? Math.abs(a) : gcd(b, a % b);
    }

    public String addFractions(int[] tops, int[] bottoms) {
        long num = 0, den = 1;
        for (int i = 0; i < tops.length; i++) {
            num = num * bottoms[i] + tops[i] * den;
            den *= bottoms[i];
            long g = gcd(num, den);
            num /= g;
            den /= g;
        }
        return num + "/" + den;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: a ratio built in a loop and reduced',
    'typescript',
    `function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}

export function simplifiedRatio(values: number[]): string {
  let top = 0;
  let bottom = 1;
  for (const v of values) {
    top = top * 2 + v;
    bottom = bottom * 2;
  }
  const g = gcd(top, bottom);
  return \`\${top / g}:\${bottom / g}\`;
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: gcd of two integer inputs stays logarithmic',
    'python',
    `def gcd(a: int, b: int) -> int:
    return a if b == 0 else gcd(b, a % b)
`,
    'O(log n)',
    'O(log n)',
  ],
]

/**
 * `days[len++] = days[i]` once per pass of a counted loop keeps the length of the deduplicated prefix: a
 * binary search over `0 .. len - 1` afterwards is a search over n values, not an unknown range.
 */
const KEPT_COUNTS: Case[] = [
  [
    'java: distinct days kept by days[len++], searched',
    'java',
    `import java.util.Arrays;

class Solution {
    public int smallestDayFor(int[] bloom, int need) {
        int n = bloom.length;
        int[] days = bloom.clone();
        Arrays.sort(days);
        int len = 0;
        for (int i = 0; i < n; i++) {
            if (i == 0 || days[i] != days[i - 1]) days[len++] = days[i];
        }
        int lo = 0, hi = len - 1;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            int open = 0;
            for (int b : bloom) if (b <= days[mid]) open++;
            if (open >= need) hi = mid;
            else lo = mid + 1;
        }
        return days[lo];
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'cpp: distinct days kept by days[len++], searched',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;

class Solution {
public:
    int smallestDayFor(vector<int>& bloom, int need) {
        vector<int> days(bloom);
        sort(days.begin(), days.end());
        int len = 0;
        for (int i = 0; i < (int)days.size(); i++)
            if (i == 0 || days[i] != days[i - 1]) days[len++] = days[i];
        int lo = 0, hi = len - 1;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            int open = 0;
            for (int b : bloom) if (b <= days[mid]) open++;
            if (open >= need) hi = mid; else lo = mid + 1;
        }
        return days[lo];
    }
};
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: distinct days kept by days[len++], searched',
    'javascript',
    `function smallestDayFor(bloom, need) {
  const days = [...bloom].sort((a, b) => a - b);
  let len = 0;
  for (let i = 0; i < days.length; i++) {
    if (i === 0 || days[i] !== days[i - 1]) days[len++] = days[i];
  }
  let lo = 0;
  let hi = len - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    let open = 0;
    for (const b of bloom) if (b <= days[mid]) open++;
    if (open >= need) hi = mid;
    else lo = mid + 1;
  }
  return days[lo];
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'go: distinct days kept by days[k] = ...; k++, searched',
    'go',
    `package main

import "sort"

func smallestDayFor(bloom []int, need int) int {
	days := append([]int(nil), bloom...)
	sort.Ints(days)
	k := 0
	for i := range days {
		if i == 0 || days[i] != days[i-1] {
			days[k] = days[i]
			k++
		}
	}
	lo, hi := 0, k-1
	for lo < hi {
		mid := (lo + hi) / 2
		open := 0
		for _, b := range bloom {
			if b <= days[mid] {
				open++
			}
		}
		if open >= need {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return days[lo]
}
`,
    'O(n log n)',
    'O(n)',
  ],
]

describe('a counter counted down from a fixed start', () => {
  it.each(FIXED_STARTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe("Euclid's recursion on computed values", () => {
  it.each(EUCLID_ON_VALUES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('counts kept once per pass of a counted loop', () => {
  it.each(KEPT_COUNTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
