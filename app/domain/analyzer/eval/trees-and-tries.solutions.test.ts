import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Trees are walked once whatever the style: recursion, explicit stacks of nodes or of records carrying a
 * node, Morris threading, rebuilding from traversals or a serialised form (one call per node however the
 * range is split), and nested pointer walks that start beside the outer one. A skewed tree makes the
 * stack n deep, and the nodes a recursion links together are its output. Tries cost the word's length.
 */
const TREES_AND_TRIES: Case[] = [
  [
    'python: validate a BST with a recursive inorder walk and the previous value',
    'python',
    `class Solution:
    def isValidBST(self, root: Optional[TreeNode]) -> bool:
        self.prev = None

        def inorder(node):
            if not node:
                return True
            if not inorder(node.left):
                return False
            if self.prev is not None and node.val <= self.prev:
                return False
            self.prev = node.val
            return inorder(node.right)

        return inorder(root)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: kth smallest in a BST with an explicit stack',
    'java',
    `class Solution {
    public int kthSmallest(TreeNode root, int k) {
        Deque<TreeNode> stack = new ArrayDeque<>();
        TreeNode cur = root;
        while (cur != null || !stack.isEmpty()) {
            while (cur != null) {
                stack.push(cur);
                cur = cur.left;
            }
            cur = stack.pop();
            if (--k == 0) {
                return cur.val;
            }
            cur = cur.right;
        }
        return -1;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: kth smallest with a Morris inorder walk',
    'cpp',
    `class Solution {
public:
    int kthSmallest(TreeNode* root, int k) {
        TreeNode* cur = root;
        int answer = -1;
        while (cur) {
            if (!cur->left) {
                if (--k == 0) answer = cur->val;
                cur = cur->right;
            } else {
                TreeNode* pre = cur->left;
                while (pre->right && pre->right != cur) pre = pre->right;
                if (!pre->right) {
                    pre->right = cur;
                    cur = cur->left;
                } else {
                    pre->right = nullptr;
                    if (--k == 0) answer = cur->val;
                    cur = cur->right;
                }
            }
        }
        return answer;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: serialize and deserialize a tree with strings.Builder and a split',
    'go',
    `package main

import (
	"strconv"
	"strings"
)

type Codec struct{}

func Constructor() Codec { return Codec{} }

func (c *Codec) serialize(root *TreeNode) string {
	var sb strings.Builder
	var walk func(node *TreeNode)
	walk = func(node *TreeNode) {
		if node == nil {
			sb.WriteString("#,")
			return
		}
		sb.WriteString(strconv.Itoa(node.Val))
		sb.WriteString(",")
		walk(node.Left)
		walk(node.Right)
	}
	walk(root)
	return sb.String()
}

func (c *Codec) deserialize(data string) *TreeNode {
	parts := strings.Split(data, ",")
	i := 0
	var build func() *TreeNode
	build = func() *TreeNode {
		if parts[i] == "#" {
			i++
			return nil
		}
		v, _ := strconv.Atoi(parts[i])
		i++
		node := &TreeNode{Val: v}
		node.Left = build()
		node.Right = build()
		return node
	}
	return build()
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: build a tree from preorder and inorder with an index map',
    'javascript',
    `var buildTree = function (preorder, inorder) {
  const where = new Map();
  inorder.forEach((v, i) => where.set(v, i));
  let pre = 0;
  const build = (lo, hi) => {
    if (lo > hi) return null;
    const val = preorder[pre++];
    const root = new TreeNode(val);
    const mid = where.get(val);
    root.left = build(lo, mid - 1);
    root.right = build(mid + 1, hi);
    return root;
  };
  return build(0, inorder.length - 1);
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: zigzag level order with a queue and a reversed level',
    'typescript',
    `function zigzagLevelOrder(root: TreeNode | null): number[][] {
  const result: number[][] = []
  if (!root) return result
  let queue: TreeNode[] = [root]
  let leftToRight = true
  while (queue.length) {
    const level: number[] = []
    const next: TreeNode[] = []
    for (const node of queue) {
      level.push(node.val)
      if (node.left) next.push(node.left)
      if (node.right) next.push(node.right)
    }
    if (!leftToRight) level.reverse()
    result.push(level)
    leftToRight = !leftToRight
    queue = next
  }
  return result
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: sorted array to a height-balanced BST',
    'python',
    `class Solution:
    def sortedArrayToBST(self, nums: List[int]) -> Optional[TreeNode]:
        def build(lo, hi):
            if lo > hi:
                return None
            mid = (lo + hi) // 2
            node = TreeNode(nums[mid])
            node.left = build(lo, mid - 1)
            node.right = build(mid + 1, hi)
            return node

        return build(0, len(nums) - 1)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: binary tree maximum path sum with a closure',
    'go',
    `package main

import "math"

func maxPathSum(root *TreeNode) int {
	best := math.MinInt32
	var gain func(node *TreeNode) int
	gain = func(node *TreeNode) int {
		if node == nil {
			return 0
		}
		left := max(gain(node.Left), 0)
		right := max(gain(node.Right), 0)
		if node.Val+left+right > best {
			best = node.Val + left + right
		}
		return node.Val + max(left, right)
	}
	gain(root)
	return best
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: symmetric tree with a mirror helper',
    'cpp',
    `class Solution {
    bool mirror(TreeNode* a, TreeNode* b) {
        if (!a && !b) return true;
        if (!a || !b || a->val != b->val) return false;
        return mirror(a->left, b->right) && mirror(a->right, b->left);
    }
public:
    bool isSymmetric(TreeNode* root) {
        return !root || mirror(root->left, root->right);
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: count good nodes carrying the path maximum',
    'javascript',
    `/**
 * @param {TreeNode} root
 * @return {number}
 */
function goodNodes(root) {
  function dfs(node, maxSoFar) {
    if (node === null) return 0;
    let count = node.val >= maxSoFar ? 1 : 0;
    const m = Math.max(maxSoFar, node.val);
    count += dfs(node.left, m);
    count += dfs(node.right, m);
    return count;
  }
  return dfs(root, -Infinity);
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: balanced tree check with -1 as a sentinel height',
    'typescript',
    `function isBalanced(root: TreeNode | null): boolean {
  const height = (node: TreeNode | null): number => {
    if (node === null) return 0
    const left = height(node.left)
    if (left === -1) return -1
    const right = height(node.right)
    if (right === -1 || Math.abs(left - right) > 1) return -1
    return 1 + Math.max(left, right)
  }
  return height(root) !== -1
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: search a BST iteratively',
    'python',
    `class Solution:
    def searchBST(self, root, val):
        node = root
        while node and node.val != val:
            node = node.left if val < node.val else node.right
        return node
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: inorder successor in a BST walking down',
    'go',
    `package main

func inorderSuccessor(root *TreeNode, p *TreeNode) *TreeNode {
	var succ *TreeNode
	for root != nil {
		if p.Val < root.Val {
			succ = root
			root = root.Left
		} else {
			root = root.Right
		}
	}
	return succ
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: build a tree from inorder and postorder with an unordered_map',
    'cpp',
    `class Solution {
    unordered_map<int, int> pos;
    int post;
    TreeNode* build(vector<int>& postorder, int lo, int hi) {
        if (lo > hi) return nullptr;
        int v = postorder[post--];
        TreeNode* node = new TreeNode(v);
        int m = pos[v];
        node->right = build(postorder, m + 1, hi);
        node->left = build(postorder, lo, m - 1);
        return node;
    }
public:
    TreeNode* buildTree(vector<int>& inorder, vector<int>& postorder) {
        for (int i = 0; i < (int)inorder.size(); i++) pos[inorder[i]] = i;
        post = postorder.size() - 1;
        return build(postorder, 0, inorder.size() - 1);
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: minimum depth with a BFS that stops at the first leaf',
    'go',
    `package main

func minDepth(root *TreeNode) int {
	if root == nil {
		return 0
	}
	queue := []*TreeNode{root}
	depth := 1
	for len(queue) > 0 {
		size := len(queue)
		for i := 0; i < size; i++ {
			node := queue[0]
			queue = queue[1:]
			if node.Left == nil && node.Right == nil {
				return depth
			}
			if node.Left != nil {
				queue = append(queue, node.Left)
			}
			if node.Right != nil {
				queue = append(queue, node.Right)
			}
		}
		depth++
	}
	return depth
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: flatten a tree to a list in place by rewiring right pointers',
    'python',
    `class Solution:
    def flatten(self, root: Optional[TreeNode]) -> None:
        cur = root
        while cur:
            if cur.left:
                tail = cur.left
                while tail.right:
                    tail = tail.right
                tail.right = cur.right
                cur.right = cur.left
                cur.left = None
            cur = cur.right
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: right side view with a DFS that records the first node per depth',
    'cpp',
    `class Solution {
public:
    vector<int> rightSideView(TreeNode* root) {
        vector<int> view;
        dfs(root, 0, view);
        return view;
    }
private:
    void dfs(TreeNode* node, int depth, vector<int>& view) {
        if (!node) return;
        if (depth == (int)view.size()) view.push_back(node->val);
        dfs(node->right, depth + 1, view);
        dfs(node->left, depth + 1, view);
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: populate next pointers level by level with O(1) extra space',
    'python',
    `class Solution:
    def connect(self, root: 'Node') -> 'Node':
        leftmost = root
        while leftmost and leftmost.left:
            head = leftmost
            while head:
                head.left.next = head.right
                if head.next:
                    head.right.next = head.next.left
                head = head.next
            leftmost = leftmost.left
        return root
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: serialize with a StringBuilder, deserialize from a queue of tokens',
    'java',
    `public class Codec {
    public String serialize(TreeNode root) {
        StringBuilder sb = new StringBuilder();
        write(root, sb);
        return sb.toString();
    }

    private void write(TreeNode node, StringBuilder sb) {
        if (node == null) {
            sb.append("N,");
            return;
        }
        sb.append(node.val).append(',');
        write(node.left, sb);
        write(node.right, sb);
    }

    public TreeNode deserialize(String data) {
        Queue<String> tokens = new LinkedList<>(Arrays.asList(data.split(",")));
        return read(tokens);
    }

    private TreeNode read(Queue<String> tokens) {
        String t = tokens.poll();
        if (t.equals("N")) return null;
        TreeNode node = new TreeNode(Integer.parseInt(t));
        node.left = read(tokens);
        node.right = read(tokens);
        return node;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: Morris preorder collecting values',
    'typescript',
    `export function preorderTraversal(root: TreeNode | null): number[] {
  const out: number[] = []
  let cur = root
  while (cur) {
    if (!cur.left) {
      out.push(cur.val)
      cur = cur.right
      continue
    }
    let pred = cur.left
    while (pred.right && pred.right !== cur) pred = pred.right
    if (pred.right === null) {
      out.push(cur.val)
      pred.right = cur
      cur = cur.left
    } else {
      pred.right = null
      cur = cur.right
    }
  }
  return out
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: sum of root-to-leaf numbers with an explicit stack of pairs',
    'go',
    `package main

type item struct {
	node *TreeNode
	acc  int
}

func sumNumbers(root *TreeNode) int {
	if root == nil {
		return 0
	}
	total := 0
	stack := []item{{root, 0}}
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		v := top.acc*10 + top.node.Val
		if top.node.Left == nil && top.node.Right == nil {
			total += v
			continue
		}
		if top.node.Right != nil {
			stack = append(stack, item{top.node.Right, v})
		}
		if top.node.Left != nil {
			stack = append(stack, item{top.node.Left, v})
		}
	}
	return total
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: trim a BST recursively',
    'java',
    `class Solution {
    public TreeNode trimBST(TreeNode root, int low, int high) {
        if (root == null) return null;
        if (root.val < low) return trimBST(root.right, low, high);
        if (root.val > high) return trimBST(root.left, low, high);
        root.left = trimBST(root.left, low, high);
        root.right = trimBST(root.right, low, high);
        return root;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: depth of a value with an explicit stack in a while True loop',
    'python',
    `class Solution:
    def depthOf(self, root: Optional[TreeNode], target: int) -> int:
        stack = [(root, 0)]
        while True:
            node, d = stack.pop()
            if node.val == target:
                return d
            if node.left:
                stack.append((node.left, d + 1))
            if node.right:
                stack.append((node.right, d + 1))
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: parent links recorded until both nodes are found',
    'javascript',
    `function parentsOf(root, p, q) {
  const parent = new Map([[root, null]]);
  const stack = [root];
  while (!parent.has(p) || !parent.has(q)) {
    const node = stack.pop();
    if (node.left) {
      parent.set(node.left, node);
      stack.push(node.left);
    }
    if (node.right) {
      parent.set(node.right, node);
      stack.push(node.right);
    }
  }
  return parent;
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: breadth-first search that stops at the first leaf it meets',
    'java',
    `class Solution {
    public int firstLeafValue(TreeNode root) {
        Deque<TreeNode> queue = new ArrayDeque<>();
        queue.offer(root);
        TreeNode node = root;
        while (node.left != null || node.right != null) {
            node = queue.poll();
            if (node.left != null) queue.offer(node.left);
            if (node.right != null) queue.offer(node.right);
        }
        return node.val;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: trie counting words that start with each prefix',
    'python',
    `class TrieNode:
    def __init__(self):
        self.children = {}
        self.count = 0


class Solution:
    def sumPrefixScores(self, words: List[str]) -> List[int]:
        root = TrieNode()
        for w in words:
            node = root
            for ch in w:
                if ch not in node.children:
                    node.children[ch] = TrieNode()
                node = node.children[ch]
                node.count += 1
        answer = []
        for w in words:
            node = root
            total = 0
            for ch in w:
                node = node.children[ch]
                total += node.count
            answer.append(total)
        return answer
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: trie with startsWith counting through an int array of children',
    'java',
    `class Trie {
    private final Trie[] next = new Trie[26];
    private boolean end;

    public Trie() {}

    public void insert(String word) {
        Trie cur = this;
        for (char c : word.toCharArray()) {
            int i = c - 'a';
            if (cur.next[i] == null) cur.next[i] = new Trie();
            cur = cur.next[i];
        }
        cur.end = true;
    }

    public boolean search(String word) {
        Trie node = walk(word);
        return node != null && node.end;
    }

    public boolean startsWith(String prefix) {
        return walk(prefix) != null;
    }

    private Trie walk(String s) {
        Trie cur = this;
        for (int i = 0; i < s.length(); i++) {
            cur = cur.next[s.charAt(i) - 'a'];
            if (cur == null) return null;
        }
        return cur;
    }
}
`,
    'O(L)',
    'O(L)',
  ],
  [
    'go: trie with a map of children',
    'go',
    `package main

type Trie struct {
	children map[rune]*Trie
	isWord   bool
}

func Constructor() Trie {
	return Trie{children: map[rune]*Trie{}}
}

func (t *Trie) Insert(word string) {
	node := t
	for _, r := range word {
		child, ok := node.children[r]
		if !ok {
			child = &Trie{children: map[rune]*Trie{}}
			node.children[r] = child
		}
		node = child
	}
	node.isWord = true
}

func (t *Trie) Search(word string) bool {
	node := t
	for _, r := range word {
		child, ok := node.children[r]
		if !ok {
			return false
		}
		node = child
	}
	return node.isWord
}

func (t *Trie) StartsWith(prefix string) bool {
	node := t
	for _, r := range prefix {
		child, ok := node.children[r]
		if !ok {
			return false
		}
		node = child
	}
	return true
}
`,
    'O(L)',
    'O(L)',
  ],
  [
    'typescript: BST iterator with a stack of left spines',
    'typescript',
    `export class BSTIterator {
  private stack: TreeNode[] = []

  constructor(root: TreeNode | null) {
    this.pushLeft(root)
  }

  next(): number {
    const node = this.stack.pop()!
    this.pushLeft(node.right)
    return node.val
  }

  hasNext(): boolean {
    return this.stack.length > 0
  }

  private pushLeft(node: TreeNode | null): void {
    while (node) {
      this.stack.push(node)
      node = node.left
    }
  }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: is a binary tree complete, BFS until the first gap',
    'cpp',
    `class Solution {
public:
    bool isCompleteTree(TreeNode* root) {
        queue<TreeNode*> q;
        q.push(root);
        bool gap = false;
        while (!q.empty()) {
            TreeNode* node = q.front();
            q.pop();
            if (!node) {
                gap = true;
                continue;
            }
            if (gap) return false;
            q.push(node->left);
            q.push(node->right);
        }
        return true;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: level averages with a deque, one level per round',
    'python',
    `from collections import deque

class Solution:
    def averageOfLevels(self, root: Optional[TreeNode]) -> List[float]:
        out = []
        q = deque([root])
        while q:
            total = 0
            count = len(q)
            for _ in range(count):
                node = q.popleft()
                total += node.val
                if node.left:
                    q.append(node.left)
                if node.right:
                    q.append(node.right)
            out.append(total / count)
        return out
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: kth smallest in a BST with a recursive inorder and an early stop',
    'javascript',
    `var kthSmallest = function (root, k) {
  let count = 0;
  let answer = null;
  const inorder = (node) => {
    if (!node || answer !== null) return;
    inorder(node.left);
    count++;
    if (count === k) {
      answer = node.val;
      return;
    }
    inorder(node.right);
  };
  inorder(root);
  return answer;
};
`,
    'O(n)',
    'O(n)',
  ],
]

describe('trees, BSTs and tries', () => {
  it.each(TREES_AND_TRIES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

/**
 * Iterative walks of an N-ary tree: each node's children (`node.children`, with a default such as
 * `or []`, `|| []`, `?? []`, or reversed for a preorder) are pushed one by one or all at once onto the
 * queue or stack; every node has one parent, so each is pushed once and the walk visits n nodes.
 */
const N_ARY_WALKS: Case[] = [
  [
    'python: N-ary level order with a deque and children or []',
    'python',
    `from collections import deque


class Solution:
    def levelOrder(self, root: 'Node') -> list[list[int]]:
        out = []
        if root is None:
            return out
        queue = deque([root])
        while queue:
            level = []
            for _ in range(len(queue)):
                node = queue.popleft()
                level.append(node.val)
                for child in node.children or []:
                    queue.append(child)
            out.append(level)
        return out
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: N-ary preorder extending the stack with the reversed children',
    'python',
    `class Solution:
    def preorder(self, root: 'Node') -> list[int]:
        out = []
        stack = [root] if root else []
        while stack:
            node = stack.pop()
            out.append(node.val)
            stack.extend(reversed(node.children))
        return out
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: N-ary preorder pushing each of the reversed children',
    'python',
    `class Solution:
    def preorder(self, root: 'Node') -> list[int]:
        out = []
        stack = [root] if root else []
        while stack:
            node = stack.pop()
            out.append(node.val)
            for child in reversed(node.children or []):
                stack.append(child)
        return out
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: N-ary depth level by level with children || []',
    'javascript',
    `var maxDepth = function (root) {
  if (!root) return 0
  let depth = 0
  let level = [root]
  while (level.length > 0) {
    depth++
    const next = []
    for (const node of level) {
      for (const child of node.children || []) next.push(child)
    }
    level = next
  }
  return depth
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: N-ary depth level by level with children ?? []',
    'typescript',
    `interface Node {
  val: number
  children: Node[]
}

export function maxDepth(root: Node | null): number {
  if (!root) return 0
  let depth = 0
  let level: Node[] = [root]
  while (level.length > 0) {
    depth++
    const next: Node[] = []
    for (const node of level) for (const child of node.children ?? []) next.push(child)
    level = next
  }
  return depth
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('iterative walks over the children of an N-ary tree', () => {
  it.each(N_ARY_WALKS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
