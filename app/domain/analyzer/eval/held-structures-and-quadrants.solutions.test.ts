import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A design class that keeps the list or tree its constructor is given (`self.head = head`) walks all n
 * nodes of it in an operation that follows the links: O(n), not an unknown or a constant.
 */
const HELD_STRUCTURES: Case[] = [
  [
    'python: linked list random node by reservoir sampling',
    'python',
    `import random
from typing import Optional


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


class Solution:
    def __init__(self, head: Optional[ListNode]):
        self.head = head

    def getRandom(self) -> int:
        chosen, seen = self.head.val, 1
        node = self.head.next
        while node:
            seen += 1
            if random.randint(1, seen) == 1:
                chosen = node.val
            node = node.next
        return chosen
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: linked list random node, head kept in a typed field',
    'java',
    `import java.util.Random;

class ListNode {
    int val;
    ListNode next;
    ListNode(int val) { this.val = val; }
}

class Solution {
    private final ListNode head;
    private final Random random = new Random();

    public Solution(ListNode head) {
        this.head = head;
    }

    public int getRandom() {
        int chosen = head.val;
        int seen = 1;
        for (ListNode node = head.next; node != null; node = node.next) {
            seen++;
            if (random.nextInt(seen) == 0) chosen = node.val;
        }
        return chosen;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: a tree kept by the constructor, summed with a stack',
    'javascript',
    `class TreeNode {
  constructor(val, left = null, right = null) {
    this.val = val;
    this.left = left;
    this.right = right;
  }
}

class TreeSum {
  constructor(root) {
    this.root = root;
  }

  total() {
    let sum = 0;
    const stack = this.root ? [this.root] : [];
    while (stack.length > 0) {
      const node = stack.pop();
      sum += node.val;
      if (node.left) stack.push(node.left);
      if (node.right) stack.push(node.right);
    }
    return sum;
  }
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * Four calls on the quadrants of a square, each half the side (a quadtree), make side² calls, where two
 * calls on halves make side calls.
 */
const QUADRANTS: Case[] = [
  [
    'cpp: a grid summed by quadrants',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
    int sum(vector<vector<int>>& grid, int r, int c, int size) {
        if (size == 1) return grid[r][c];
        int h = size / 2;
        return sum(grid, r, c, h) + sum(grid, r, c + h, h) + sum(grid, r + h, c, h) + sum(grid, r + h, c + h, h);
    }

public:
    int total(vector<vector<int>>& grid) {
        return sum(grid, 0, 0, (int)grid.size());
    }
};
`,
    'O(n^2)',
    'O(log n)',
  ],
  [
    'python: cells counted by quadrants',
    'python',
    `class Solution:
    def all_same(self, grid: list[list[int]]) -> int:
        def count(r: int, c: int, size: int) -> int:
            if size == 1:
                return 1
            h = size // 2
            return (count(r, c, h) + count(r, c + h, h)
                    + count(r + h, c, h) + count(r + h, c + h, h))

        return count(0, 0, len(grid))
`,
    'O(n^2)',
    'O(log n)',
  ],
  [
    'java: ones counted by quadrants',
    'java',
    `class Solution {
    private int[][] grid;

    public int ones(int[][] grid) {
        this.grid = grid;
        return count(0, 0, grid.length);
    }

    private int count(int r, int c, int size) {
        if (size == 1) return grid[r][c];
        int h = size / 2;
        return count(r, c, h) + count(r, c + h, h) + count(r + h, c, h) + count(r + h, c + h, h);
    }
}
`,
    'O(n^2)',
    'O(log n)',
  ],
]

describe('structures a design class keeps from its constructor', () => {
  it.each(HELD_STRUCTURES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('recursions on the four quadrants of a square', () => {
  it.each(QUADRANTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
