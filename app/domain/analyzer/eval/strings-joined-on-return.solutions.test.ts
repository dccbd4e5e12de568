import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `return str(node.val) + "(" + walk(node.left) + ")"`: a recursion that joins its calls' strings as they
 * come back holds, at any moment, the path of calls below and the result being built: O(n), not a string
 * of the subtree's size in each of n frames. Time is still O(n^2) on a chain: every join copies.
 */
const JOINED_ON_RETURN: Case[] = [
  [
    'python: a tree written as nested brackets',
    'python',
    `class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right


def bracketed(node):
    if node is None:
        return "-"
    return "[" + str(node.val) + " " + bracketed(node.left) + " " + bracketed(node.right) + "]"
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: preorder serialisation with markers for empty children',
    'java',
    `class TreeNode {
    int val;
    TreeNode left, right;
    TreeNode(int v) { val = v; }
}

class Codec {
    public String serialize(TreeNode root) {
        if (root == null) return "#";
        return root.val + "," + serialize(root.left) + "," + serialize(root.right);
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'javascript: an inorder text with brackets',
    'javascript',
    `function TreeNode(val, left, right) {
  this.val = val;
  this.left = left || null;
  this.right = right || null;
}

function show(node) {
  if (!node) return '';
  if (!node.left && !node.right) return String(node.val);
  return '(' + show(node.left) + ' ' + node.val + ' ' + show(node.right) + ')';
}

module.exports = { show, TreeNode };
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('strings joined as the calls of a recursion come back', () => {
  it.each(JOINED_ON_RETURN)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
