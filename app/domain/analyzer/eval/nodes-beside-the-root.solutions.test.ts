import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `lowestCommonAncestor(root, p, q)`, `moveSubTree(root, p, q)`: nodes handed beside the root are nodes
 * of its tree, so a walk up from one of them is bounded by the tree's n. Two roots (`root1`, `root2`,
 * `subRoot`) stay two trees with sizes of their own.
 */
const NODES_BESIDE_THE_ROOT: Case[] = [
  [
    'typescript: the depth of q below p, parents recorded by a walk from the root',
    'typescript',
    `export class TreeNode {
  val: number
  left: TreeNode | null
  right: TreeNode | null
  constructor(val = 0, left: TreeNode | null = null, right: TreeNode | null = null) {
    this.val = val
    this.left = left
    this.right = right
  }
}

export function depthBelow(root: TreeNode | null, p: TreeNode, q: TreeNode): number {
  const parent = new Map<TreeNode, TreeNode | null>()
  const stack: TreeNode[] = root ? [root] : []
  if (root) parent.set(root, null)
  while (stack.length > 0) {
    const node = stack.pop()!
    for (const child of [node.left, node.right]) {
      if (child) {
        parent.set(child, node)
        stack.push(child)
      }
    }
  }
  let steps = 0
  for (let cur: TreeNode | null = q; cur !== null; cur = parent.get(cur) ?? null) {
    if (cur === p) return steps
    steps++
  }
  return -1
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: the distance between two nodes through a parent map',
    'python',
    `class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right

class Solution:
    def distance(self, root: TreeNode, p: TreeNode, q: TreeNode) -> int:
        parent = {root: None}
        stack = [root]
        while stack:
            node = stack.pop()
            for child in (node.left, node.right):
                if child:
                    parent[child] = node
                    stack.append(child)
        depth = {}
        cur, d = p, 0
        while cur:
            depth[cur] = d
            cur, d = parent[cur], d + 1
        cur, d = q, 0
        while cur not in depth:
            cur, d = parent[cur], d + 1
        return d + depth[cur]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: the lowest common ancestor through the ancestors of p',
    'java',
    `import java.util.*;

class TreeNode {
    int val;
    TreeNode left, right;
}

class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        Map<TreeNode, TreeNode> parent = new HashMap<>();
        Deque<TreeNode> stack = new ArrayDeque<>();
        parent.put(root, null);
        stack.push(root);
        while (!stack.isEmpty()) {
            TreeNode node = stack.pop();
            if (node.left != null) { parent.put(node.left, node); stack.push(node.left); }
            if (node.right != null) { parent.put(node.right, node); stack.push(node.right); }
        }
        Set<TreeNode> above = new HashSet<>();
        for (TreeNode cur = p; cur != null; cur = parent.get(cur)) above.add(cur);
        TreeNode cur = q;
        while (!above.contains(cur)) cur = parent.get(cur);
        return cur;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: two roots stay two trees',
    'python',
    `class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right

class Solution:
    def leafSimilar(self, root1: TreeNode, root2: TreeNode) -> bool:
        def leaves(node, out):
            if not node:
                return out
            if not node.left and not node.right:
                out.append(node.val)
            leaves(node.left, out)
            leaves(node.right, out)
            return out

        return leaves(root1, []) == leaves(root2, [])
`,
    'O(m + n)',
    'O(m + n)',
  ],
]

describe('nodes handed beside the root', () => {
  it.each(NODES_BESIDE_THE_ROOT)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
