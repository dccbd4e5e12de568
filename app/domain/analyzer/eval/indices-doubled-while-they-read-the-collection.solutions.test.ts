import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `while nums[hi] < target: hi *= 2`, `reader.get(right) < target` with `right <<= 1`: an index that
 * only doubles while the test still reads the collection at it leaves the collection within log n steps.
 * LeetCode's interactive `ArrayReader` is an array of n elements read through `get(i)`.
 */
const CASES: Case[] = [
  [
    'a Python exponential search over a list',
    'python',
    `def search(nums, target):
    lo, hi = 0, 1
    while nums[hi] < target:
        lo = hi
        hi *= 2
    while lo <= hi:
        mid = (lo + hi) // 2
        if nums[mid] == target:
            return mid
        if nums[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'a JavaScript search in an ArrayReader of unknown size',
    'javascript',
    `/**
 * @param {ArrayReader} reader
 * @param {number} target
 * @return {number}
 */
var search = function (reader, target) {
  let right = 1;
  while (reader.get(right) < target) right <<= 1;
  let left = right >> 1;
  while (left <= right) {
    const mid = (left + right) >>> 1;
    const value = reader.get(mid);
    if (value === target) return mid;
    if (value < target) left = mid + 1;
    else right = mid - 1;
  }
  return -1;
};
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'a Java search through the ArrayReader interface',
    'java',
    `interface ArrayReader {
    int get(int index);
}

class Solution {
    public int search(ArrayReader reader, int target) {
        int lo = 0, hi = 1;
        while (reader.get(hi) < target) {
            lo = hi;
            hi = hi * 2;
        }
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            int v = reader.get(mid);
            if (v == target) return mid;
            if (v < target) lo = mid + 1;
            else hi = mid - 1;
        }
        return -1;
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'control: a Go power doubled up to a number',
    'go',
    `package main

// control: the doubled value is compared with a number, not read from a collection
func firstPowerAtLeast(limit int) int {
	p := 1
	for p < limit {
		p *= 2
	}
	return p
}
`,
    'O(log n)',
    'O(1)',
  ],
]

describe('indices doubled while they still read the collection', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
