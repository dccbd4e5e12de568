import { describe, expect, it } from 'vitest'
import { analysed, functionRow } from './test-support'

/**
 * The file's complexity is its entry point's, with the helpers it calls folded in; a function nothing
 * reaches from there is reported on its own row and does not spoil the file.
 */
describe('entry points', () => {
  it('java: the public method of Solution, not an unused private helper nobody can bound', async () => {
    const r = await analysed(
      'java',
      `class Solution {
    public int maxProfit(int[] prices) {
        int best = 0, low = Integer.MAX_VALUE;
        for (int p : prices) {
            low = Math.min(low, p);
            best = Math.max(best, p - low);
        }
        return best;
    }
    private int spin(Object o) {
        int steps = 0;
        while (o.hashCode() != 0) {
            o = o.toString();
            steps++;
        }
        return steps;
    }
}
`,
    )
    expect([r.time.bigO, r.space.bigO]).toEqual(['O(n)', 'O(1)'])
    expect(functionRow(r, 'maxProfit')?.time).toBe('O(n)')
    expect(functionRow(r, 'spin')?.time).toBe('could not determine')
  })

  it('python: the public method of Solution, not a private helper it never calls', async () => {
    const r = await analysed(
      'python',
      `class Solution:
    def _drift(self, node):
        while node.ok():
            node = node.advance()
        return node

    def two_sum(self, nums, target):
        seen = {}
        for i, x in enumerate(nums):
            if target - x in seen:
                return [seen[target - x], i]
            seen[x] = i
        return []
`,
    )
    expect([r.time.bigO, r.space.bigO]).toEqual(['O(n)', 'O(n)'])
    expect(functionRow(r, '_drift')?.time).toBe('could not determine')
  })

  it('go: what main calls is the solution; main itself only runs it on an example', async () => {
    const r = await analysed(
      'go',
      `package main

import "fmt"

func spin(x int) int {
	steps := 0
	for mystery(x) {
		x = next(x)
		steps++
	}
	return steps
}

func total(nums []int) int {
	t := 0
	for _, v := range nums {
		t += v
	}
	return t
}

func main() {
	fmt.Println(total([]int{1, 2, 3}))
}
`,
    )
    expect([r.time.bigO, r.space.bigO]).toEqual(['O(n)', 'O(1)'])
    expect(functionRow(r, 'spin')?.time).toBe('could not determine')
  })

  it('typescript: the single exported function, with its helper folded in', async () => {
    const r = await analysed(
      'typescript',
      `function drift(x: any): any {
  while (x.ok()) x = x.advance()
  return x
}

function countOf(nums: number[], target: number): number {
  let count = 0
  for (const v of nums) if (v === target) count++
  return count
}

export function majority(nums: number[]): number {
  for (const v of nums) if (countOf(nums, v) > nums.length / 2) return v
  return -1
}
`,
    )
    expect([r.time.bigO, r.space.bigO]).toEqual(['O(n^2)', 'O(1)'])
    expect(functionRow(r, 'drift')?.time).toBe('could not determine')
    expect(functionRow(r, 'countOf')?.time).toBe('O(n)')
  })

  it('javascript: independent functions add up, and one that cannot be bounded is left to its own row', async () => {
    const r = await analysed(
      'javascript',
      `function drift(x) {
  while (x.ok()) x = x.advance();
  return x;
}
function twoSum(nums, target) {
  const seen = new Map();
  for (let i = 0; i < nums.length; i++) {
    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];
    seen.set(nums[i], i);
  }
  return [];
}
`,
    )
    expect([r.time.bigO, r.space.bigO]).toEqual(['O(n)', 'O(n)'])
    expect(r.time.confidence).toBe('low')
    expect(r.warnings.find((w) => w.id === 'undetermined')?.message).toMatch(/drift/)
  })

  it('c++: a helper the entry point calls still makes the file undetermined when it cannot be bounded', async () => {
    const r = await analysed(
      'cpp',
      `#include <vector>
using namespace std;
class Solution {
    int drift(int x) {
        while (mystery(x)) x = step(x);
        return x;
    }
public:
    int solve(vector<int>& nums) {
        int total = 0;
        for (int v : nums) total += drift(v);
        return total;
    }
};
`,
    )
    expect(r.time.bigO).toBe('could not determine')
    expect(functionRow(r, 'drift')?.time).toBe('could not determine')
  })
})
