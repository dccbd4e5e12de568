import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Backtracking over subsets written with the path handed down as an argument (`bt(0, [])`), or with the
 * choices walked by a while loop from the start index (`let i = start; while (i < n) { ...; i++ }`),
 * still makes one call per subset: the empty list it starts from says nothing of the depth.
 */
const CASES: Case[] = [
  [
    'python: subsets with the path handed down as an argument from []',
    'python',
    `from typing import List
class Solution:
    def subsets(self, nums: List[int]) -> List[List[int]]:
        result = []
        def backtrack(start, chosen):
            result.append(chosen[:])
            for i in range(start, len(nums)):
                chosen.append(nums[i])
                backtrack(i + 1, chosen)
                chosen.pop()
        backtrack(0, [])
        return result
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'javascript: a nested function with the path as a parameter',
    'javascript',
    `function subsets(nums) {
  const all = []
  function extend(from, path) {
    all.push(path.slice())
    for (let idx = from; idx < nums.length; idx++) {
      path.push(nums[idx])
      extend(idx + 1, path)
      path.pop()
    }
  }
  extend(0, [])
  return all
}
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'javascript: the choices walked by a while loop from the start index',
    'javascript',
    `function subsets(nums) {
  const all = []
  const path = []
  function extend(from) {
    all.push(path.slice())
    let idx = from
    while (idx < nums.length) {
      path.push(nums[idx])
      extend(idx + 1)
      path.pop()
      idx++
    }
  }
  extend(0)
  return all
}
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
  [
    'java: a helper method with the path and the output as parameters, a while loop over the choices',
    'java',
    `import java.util.*;

class Solution {
    public List<List<Integer>> subsets(int[] nums) {
        List<List<Integer>> out = new ArrayList<>();
        walk(nums, 0, new ArrayList<>(), out);
        return out;
    }

    private void walk(int[] nums, int start, List<Integer> path, List<List<Integer>> out) {
        out.add(new ArrayList<>(path));
        int i = start;
        while (i < nums.length) {
            path.add(nums[i]);
            walk(nums, i + 1, path, out);
            path.remove(path.size() - 1);
            i++;
        }
    }
}
`,
    'O(n * 2^n)',
    'O(n * 2^n)',
  ],
]

describe('backtracking with accumulators and while loops', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
