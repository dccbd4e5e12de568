import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Indices followed through an array of indices: Floyd's tortoise and hare on `nums[slow]`,
 * `nums[nums[fast]]` (find the duplicate) repeats within the array's length, and a walk that runs while the
 * entry it reaches is unmarked and marks it (array nesting) covers each entry once over all its starts.
 */
const CASES: Case[] = [
  [
    'tortoise and hare with a do-while (Java)',
    'java',
    `class Solution {
    public int findDuplicate(int[] nums) {
        int slow = nums[0], fast = nums[0];
        do {
            slow = nums[slow];
            fast = nums[nums[fast]];
        } while (slow != fast);
        slow = nums[0];
        while (slow != fast) {
            slow = nums[slow];
            fast = nums[fast];
        }
        return slow;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'while True with a break, then a second walk (Python)',
    'python',
    `class Solution:
    def findDuplicate(self, nums: list[int]) -> int:
        slow = fast = 0
        while True:
            slow = nums[slow]
            fast = nums[nums[fast]]
            if slow == fast:
                break
        slow = 0
        while slow != fast:
            slow = nums[slow]
            fast = nums[fast]
        return slow
`,
    'O(n)',
    'O(1)',
  ],
  [
    'tortoise and hare named so (C++)',
    'cpp',
    `class Solution {
public:
    int findDuplicate(vector<int>& nums) {
        int tortoise = nums[0], hare = nums[0];
        while (true) {
            tortoise = nums[tortoise];
            hare = nums[nums[hare]];
            if (tortoise == hare) break;
        }
        int a = nums[0], b = tortoise;
        while (a != b) { a = nums[a]; b = nums[b]; }
        return a;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'both pointers stepped by one assignment (Go)',
    'go',
    `package main

func findDuplicate(nums []int) int {
	slow, fast := nums[0], nums[nums[0]]
	for slow != fast {
		slow = nums[slow]
		fast = nums[nums[fast]]
	}
	slow = 0
	for slow != fast {
		slow, fast = nums[slow], nums[fast]
	}
	return slow
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'do-while, then a finder (TypeScript)',
    'typescript',
    `function findDuplicate(nums: number[]): number {
  let slow = nums[0]
  let fast = nums[0]
  do {
    slow = nums[slow]
    fast = nums[nums[fast]]
  } while (slow !== fast)
  let finder = nums[0]
  while (finder !== slow) {
    finder = nums[finder]
    slow = nums[slow]
  }
  return finder
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'array nesting marking a seen array (JavaScript)',
    'javascript',
    `var arrayNesting = function (nums) {
  let best = 0
  const seen = new Array(nums.length).fill(false)
  for (let i = 0; i < nums.length; i++) {
    let k = i, len = 0
    while (!seen[k]) {
      seen[k] = true
      k = nums[k]
      len++
    }
    best = Math.max(best, len)
  }
  return best
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'array nesting with while not visited[k] (Python)',
    'python',
    `class Solution:
    def arrayNesting(self, nums: list[int]) -> int:
        visited = [False] * len(nums)
        best = 0
        for start in range(len(nums)):
            k, size = start, 0
            while not visited[k]:
                visited[k] = True
                k = nums[k]
                size += 1
            best = max(best, size)
        return best
`,
    'O(n)',
    'O(n)',
  ],
  [
    'array nesting as a for loop stepping k = nums[k] (Java)',
    'java',
    `class Solution {
    public int arrayNesting(int[] nums) {
        boolean[] seen = new boolean[nums.length];
        int best = 0;
        for (int i = 0; i < nums.length; i++) {
            int len = 0;
            for (int k = i; !seen[k]; k = nums[k]) {
                seen[k] = true;
                len++;
            }
            best = Math.max(best, len);
        }
        return best;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('indices followed through an array', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
