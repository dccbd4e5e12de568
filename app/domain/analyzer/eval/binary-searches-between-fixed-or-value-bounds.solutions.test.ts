import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Binary searches on the answer whose bounds are fixed numbers (`lo, hi := int64(1), int64(1e14)`,
 * `int lo = 1, hi = 1000000`) take a fixed number of halvings, as Python's `10**9` bounds already did: the
 * check inside is the cost. Go's `int64(x)` and `float64(x)` keep the size of what they convert. Bounds made
 * from the input's values and another number (`(start[n-1] + d - start[0]) / (n-1)`) are values: log M.
 */
const CASES: Case[] = [
  [
    'go: the least time for the machines, bounds converted with int64',
    'go',
    `package main

// minimumTime: the least time for the machines to make at least total items together
func minimumTime(rates []int, total int) int64 {
	made := func(t int64) int64 {
		var sum int64
		for _, r := range rates {
			sum += t / int64(r)
		}
		return sum
	}
	lo, hi := int64(1), int64(1e14)
	for lo < hi {
		mid := lo + (hi-lo)/2
		if made(mid) >= int64(total) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: the smallest divisor, searched between 1 and a million',
    'java',
    `class Solution {
    public int smallestDivisor(int[] nums, int threshold) {
        int lo = 1, hi = 1000000;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            long sum = 0;
            for (int x : nums) sum += (x + mid - 1) / mid;
            if (sum <= threshold) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: the widest spacing, an upper bound from the sorted ends and d',
    'go',
    `package main

import "sort"

// widestSpacing: pick one point from each [start[i], start[i]+d] keeping the smallest gap as large as possible
func widestSpacing(start []int, d int) int {
	sort.Ints(start)
	n := len(start)
	ok := func(gap int) bool {
		prev := start[0]
		for _, s := range start[1:] {
			want := prev + gap
			if want < s {
				want = s
			}
			if want > s+d {
				return false
			}
			prev = want
		}
		return true
	}
	lo, hi := 0, (start[n-1]+d-start[0])/(n-1)
	for lo < hi {
		mid := lo + (hi-lo+1)/2
		if ok(mid) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}
`,
    'O(n log n + n log M)',
    'O(1)',
  ],
  [
    'cpp: the least time for the trips, long long bounds up to 10^14',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    long long minimumTime(vector<int>& time, int totalTrips) {
        long long lo = 1, hi = 100000000000000LL;
        while (lo < hi) {
            long long mid = lo + (hi - lo) / 2, trips = 0;
            for (int t : time) trips += mid / t;
            if (trips >= totalTrips) hi = mid;
            else lo = mid + 1;
        }
        return lo;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
]

describe('binary searches between fixed or value bounds', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
