import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A path handed down a tree recursion through a local built from it (`here = path + [node.val]`,
 * `next = path.isEmpty() ? ... : path + "->" + node.val`) grows by one at every level, as one built in
 * the call's own arguments does: copying it costs the depth at every node and the paths kept at the
 * leaves hold O(n²) in all.
 */
const CASES: Case[] = [
  [
    'python: here = path + [node.val], handed to both children',
    'python',
    `class Solution:
    def pathSum(self, root, target):
        out = []

        def walk(node, path, left):
            if not node:
                return
            here = path + [node.val]
            if not node.left and not node.right and left == node.val:
                out.append(here)
                return
            walk(node.left, here, left - node.val)
            walk(node.right, here, left - node.val)

        walk(root, [], target)
        return out
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'java: a ternary builds the next path string',
    'java',
    `import java.util.*;

class TreeNode {
    int val;
    TreeNode left, right;
}

class Solution {
    public List<String> binaryTreePaths(TreeNode root) {
        List<String> out = new ArrayList<>();
        collect(root, "", out);
        return out;
    }

    private void collect(TreeNode node, String path, List<String> out) {
        if (node == null) return;
        String next = path.isEmpty() ? String.valueOf(node.val) : path + "->" + node.val;
        if (node.left == null && node.right == null) {
            out.add(next);
            return;
        }
        collect(node.left, next, out);
        collect(node.right, next, out);
    }
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'javascript: const word = prefix + node.ch',
    'javascript',
    `function leafWords(root) {
  const words = [];
  const visit = (node, prefix) => {
    if (node === null) return;
    const word = prefix + node.ch;
    if (node.left === null && node.right === null) words.push(word);
    visit(node.left, word);
    visit(node.right, word);
  };
  visit(root, "");
  return words;
}
`,
    'O(n^2)',
    'O(n^2)',
  ],
]

describe('paths handed down through a local', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
