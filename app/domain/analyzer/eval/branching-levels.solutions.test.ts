import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Numbers built one digit at a time, level by level: every entry of a level makes two or more entries of
 * the next (`next.push(num * 10 + tail + k)` twice, or once per choice), and no tree or visited set bounds
 * them, so the levels double on every pass of the loop around: 2^n entries in all. A tree walked level by
 * level pushes its children, which the tree bounds.
 */
const CASES: Case[] = [
  [
    'typescript: same consecutive differences, two pushes per number',
    'typescript',
    `// Build the numbers one digit position at a time, level by level.
export function numsSameConsecDiff(n: number, k: number): number[] {
  let level: number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9]
  for (let pos = 1; pos < n; pos++) {
    const nextLevel: number[] = []
    for (const num of level) {
      const tail = num % 10
      if (tail + k <= 9) nextLevel.push(num * 10 + tail + k)
      if (k > 0 && tail - k >= 0) nextLevel.push(num * 10 + tail - k)
    }
    level = nextLevel
  }
  return level
}
`,
    'O(2^n)',
    'O(2^n)',
  ],
  [
    'python: same consecutive differences, a push per choice of digit',
    'python',
    `from typing import List


class Solution:
    def numsSameConsecDiff(self, n: int, k: int) -> List[int]:
        level = list(range(1, 10))
        for _ in range(n - 1):
            nxt = []
            for num in level:
                tail = num % 10
                for d in {tail + k, tail - k}:
                    if 0 <= d <= 9:
                        nxt.append(num * 10 + d)
            level = nxt
        return level
`,
    'O(2^n)',
    'O(2^n)',
  ],
  [
    'java: all n-bit masks, two adds per mask',
    'java',
    `import java.util.*;

class Solution {
    public List<Integer> allMasks(int n) {
        List<Integer> level = new ArrayList<>();
        level.add(0);
        for (int i = 0; i < n; i++) {
            List<Integer> next = new ArrayList<>();
            for (int x : level) {
                next.add(x * 2);
                next.add(x * 2 + 1);
            }
            level = next;
        }
        return level;
    }
}
`,
    'O(2^n)',
    'O(2^n)',
  ],
  [
    'python: a tree walked level by level stays linear',
    'python',
    `from collections import deque
from typing import Optional


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right


class Solution:
    def maxDepth(self, root: Optional[TreeNode]) -> int:
        level = [root] if root else []
        depth = 0
        while level:
            nxt = []
            for node in level:
                if node.left:
                    nxt.append(node.left)
                if node.right:
                    nxt.append(node.right)
            level = nxt
            depth += 1
        return depth
`,
    'O(n)',
    'O(n)',
  ],
]

describe('levels that branch on every pass', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
