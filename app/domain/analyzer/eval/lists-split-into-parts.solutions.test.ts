import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Quicksort written on lists: each call is handed its own part of the list (a filter on one side of the
 * pivot, or a list filled in one branch of an if), so the calls take one element each however the list
 * splits, and a sorted input makes them n deep with a part of up to n at each level. Two filters that
 * overlap (x < pivot and x <= pivot) stay exponential.
 */
const CASES: Case[] = [
  [
    'python: comprehensions on the two sides of the pivot',
    'python',
    `def quick(nums):
    if len(nums) <= 1:
        return nums
    pivot = nums[0]
    smaller = [x for x in nums[1:] if x < pivot]
    larger = [x for x in nums[1:] if x >= pivot]
    return quick(smaller) + [pivot] + quick(larger)
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'python: parts filled in the two branches of an if',
    'python',
    `def sort_list(nums):
    if len(nums) < 2:
        return nums
    pivot = nums[0]
    left, right = [], []
    for x in nums[1:]:
        if x < pivot:
            left.append(x)
        else:
            right.append(x)
    return sort_list(left) + [pivot] + sort_list(right)
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'python: overlapping filters stay exponential',
    'python',
    `def count(nums):
    if len(nums) < 2:
        return 1
    pivot = nums[0]
    a = [x for x in nums[1:] if x < pivot]
    b = [x for x in nums[1:] if x <= pivot]
    return count(a) + count(b)
`,
    'O(n * 2^n)',
    'O(n^2)',
  ],
  [
    'javascript: filters on a destructured rest',
    'javascript',
    `function quick(nums) {
  if (nums.length <= 1) return nums
  const [pivot, ...rest] = nums
  const smaller = rest.filter((x) => x < pivot)
  const larger = rest.filter((x) => pivot <= x)
  return [...quick(smaller), pivot, ...quick(larger)]
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'java: lists filled by index in a counted loop',
    'java',
    `import java.util.*;
class Solution {
    List<Integer> quick(List<Integer> nums) {
        if (nums.size() <= 1) return nums;
        int pivot = nums.get(0);
        List<Integer> smaller = new ArrayList<>(), larger = new ArrayList<>();
        for (int i = 1; i < nums.size(); i++) {
            if (nums.get(i) < pivot) smaller.add(nums.get(i));
            else larger.add(nums.get(i));
        }
        List<Integer> out = new ArrayList<>(quick(smaller));
        out.add(pivot);
        out.addAll(quick(larger));
        return out;
    }
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'go: three-way split by append in an if-else chain',
    'go',
    `package main

func quickSort(nums []int) []int {
	if len(nums) <= 1 {
		return nums
	}
	pivot := nums[len(nums)/2]
	var less, equal, greater []int
	for _, v := range nums {
		if v < pivot {
			less = append(less, v)
		} else if v > pivot {
			greater = append(greater, v)
		} else {
			equal = append(equal, v)
		}
	}
	out := append(quickSort(less), equal...)
	return append(out, quickSort(greater)...)
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'cpp: an index loop bounded by m = arr.size() fills lo and hi',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
    int depth(const vector<int>& arr) {
        int m = arr.size();
        if (m == 0) return 0;
        vector<int> lo, hi;
        for (int i = 1; i < m; i++) {
            if (arr[i] < arr[0]) lo.push_back(arr[i]);
            else hi.push_back(arr[i]);
        }
        return 1 + max(depth(lo), depth(hi));
    }

public:
    int bstHeight(vector<int>& nums) { return depth(nums); }
};
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'java: the same over a List with get(i)',
    'java',
    `import java.util.*;

class Solution {
    public int bstHeight(List<Integer> nums) {
        int size = nums.size();
        if (size == 0) return 0;
        List<Integer> lo = new ArrayList<>(), hi = new ArrayList<>();
        for (int i = 1; i < size; i++) {
            if (nums.get(i) < nums.get(0)) lo.add(nums.get(i));
            else hi.add(nums.get(i));
        }
        return 1 + Math.max(bstHeight(lo), bstHeight(hi));
    }
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
]

describe('Lists split into disjoint parts', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
