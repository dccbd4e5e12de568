import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A recursion that passes its depth on (`build(depth + 1)` twice) but reads the next item of a shared
 * list at a position it advances, and stops when that position runs out or the item is not at its depth:
 * each call takes one item, so there is one call per item, not 2^n.
 */
const CASES: Case[] = [
  [
    'tokens read at a closure position (TypeScript)',
    'typescript',
    `export class TreeNode {
  val: number;
  left: TreeNode | null;
  right: TreeNode | null;
  constructor(val?: number, left?: TreeNode | null, right?: TreeNode | null) {
    this.val = val === undefined ? 0 : val;
    this.left = left === undefined ? null : left;
    this.right = right === undefined ? null : right;
  }
}

type Token = { depth: number; value: number };

function tokenize(traversal: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < traversal.length) {
    let depth = 0;
    while (traversal[i] === '-') {
      depth++;
      i++;
    }
    let value = 0;
    while (i < traversal.length && traversal[i] !== '-') {
      value = value * 10 + (traversal.charCodeAt(i) - 48);
      i++;
    }
    tokens.push({ depth, value });
  }
  return tokens;
}

export function recoverFromPreorder(traversal: string): TreeNode | null {
  const tokens = tokenize(traversal);
  let next = 0;

  const build = (depth: number): TreeNode | null => {
    if (next >= tokens.length || tokens[next].depth !== depth) return null;
    const node = new TreeNode(tokens[next].value);
    next++;
    node.left = build(depth + 1);
    node.right = build(depth + 1);
    return node;
  };

  return build(0);
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'items read at self.pos (Python)',
    'python',
    `class Solution:
    def recoverFromPreorder(self, traversal: str):
        items = []
        i = 0
        while i < len(traversal):
            depth = 0
            while traversal[i] == '-':
                depth += 1
                i += 1
            j = i
            while j < len(traversal) and traversal[j] != '-':
                j += 1
            items.append((depth, int(traversal[i:j])))
            i = j
        self.pos = 0

        def build(depth):
            if self.pos == len(items) or items[self.pos][0] != depth:
                return None
            node = TreeNode(items[self.pos][1])
            self.pos += 1
            node.left = build(depth + 1)
            node.right = build(depth + 1)
            return node

        return build(0)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'values read at a field idx (Java)',
    'java',
    `class Solution {
    private int idx;
    private int[] vals;
    private int[] depths;

    private TreeNode build(int depth) {
        if (idx >= vals.length || depths[idx] != depth) return null;
        TreeNode node = new TreeNode(vals[idx]);
        idx++;
        node.left = build(depth + 1);
        node.right = build(depth + 1);
        return node;
    }

    public TreeNode fromLevels(int[] values, int[] levels) {
        vals = values;
        depths = levels;
        idx = 0;
        return build(0);
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('shared cursors read at each depth', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
