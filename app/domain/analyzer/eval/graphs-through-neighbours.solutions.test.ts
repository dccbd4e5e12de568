import { describe, expect, it } from 'vitest'
import { analysed, costs } from '../test-support'

type Case = [title: string, language: string, code: string]

/**
 * A graph given as one of its nodes, each holding the list of its `neighbors` (clone graph), has V nodes and
 * E edges, as the corpus states such graphs: a search over it costs V + E, whichever way it is written. An
 * N-ary tree's `children` stays a tree of n nodes.
 */
const GRAPHS: Case[] = [
  [
    'python: a clone made with a stack, the copies map as the visited set',
    'python',
    `class Node:
    def __init__(self, val=0, neighbors=None):
        self.val = val
        self.neighbors = neighbors if neighbors is not None else []


class Solution:
    def cloneGraph(self, node: 'Node') -> 'Node':
        if not node:
            return None
        copies = {}
        stack = [node]
        copies[node] = Node(node.val)
        while stack:
            cur = stack.pop()
            for nb in cur.neighbors:
                if nb not in copies:
                    copies[nb] = Node(nb.val)
                    stack.append(nb)
                copies[cur].neighbors.append(copies[nb])
        return copies[node]
`,
  ],
  [
    'python: a memoised DFS clone',
    'python',
    `class Node:
    def __init__(self, val=0, neighbors=None):
        self.val = val
        self.neighbors = neighbors if neighbors is not None else []


class Solution:
    def cloneGraph(self, node: 'Node') -> 'Node':
        if not node:
            return None
        copies = {}

        def dfs(cur):
            if cur in copies:
                return copies[cur]
            copy = Node(cur.val)
            copies[cur] = copy
            for nb in cur.neighbors:
                copy.neighbors.append(dfs(nb))
            return copy

        return dfs(node)
`,
  ],
  [
    "java: a BFS clone over each node's neighbour list",
    'java',
    `import java.util.*;

class Node {
    public int val;
    public List<Node> neighbors;
    public Node() { val = 0; neighbors = new ArrayList<Node>(); }
    public Node(int _val) { val = _val; neighbors = new ArrayList<Node>(); }
}

class Solution {
    public Node cloneGraph(Node node) {
        if (node == null) return null;
        Map<Node, Node> made = new HashMap<>();
        Deque<Node> queue = new ArrayDeque<>();
        made.put(node, new Node(node.val));
        queue.add(node);
        while (!queue.isEmpty()) {
            Node cur = queue.poll();
            for (Node next : cur.neighbors) {
                if (!made.containsKey(next)) {
                    made.put(next, new Node(next.val));
                    queue.add(next);
                }
                made.get(cur).neighbors.add(made.get(next));
            }
        }
        return made.get(node);
    }
}
`,
  ],
  [
    "javascript: a clone through an arrow function, the node's class only in a comment",
    'javascript',
    `/**
 * // Definition for a _Node.
 * function _Node(val, neighbors) {
 *    this.val = val === undefined ? 0 : val;
 *    this.neighbors = neighbors === undefined ? [] : neighbors;
 * };
 */
var cloneGraph = function (node) {
  const copies = new Map();
  const copy = (cur) => {
    if (!cur) return null;
    if (copies.has(cur)) return copies.get(cur);
    const made = { val: cur.val, neighbors: [] };
    copies.set(cur, made);
    for (const nb of cur.neighbors) made.neighbors.push(copy(nb));
    return made;
  };
  return copy(node);
};
`,
  ],
  [
    "cpp: the solution's own method recursing into node->neighbors, its seen map a field",
    'cpp',
    `#include <unordered_map>
#include <vector>
using namespace std;

class Node {
public:
    int val;
    vector<Node*> neighbors;
    Node(int _val) : val(_val) {}
};

class Solution {
    unordered_map<Node*, Node*> seen;

public:
    Node* cloneGraph(Node* node) {
        if (!node) return nullptr;
        auto it = seen.find(node);
        if (it != seen.end()) return it->second;
        Node* copy = new Node(node->val);
        seen[node] = copy;
        for (Node* nb : node->neighbors) copy->neighbors.push_back(cloneGraph(nb));
        return copy;
    }
};
`,
  ],
  [
    "go: a queue of nodes walked over each one's exported Neighbors",
    'go',
    `package main

type Node struct {
	Val       int
	Neighbors []*Node
}

func cloneGraph(node *Node) *Node {
	if node == nil {
		return nil
	}
	made := map[*Node]*Node{node: {Val: node.Val}}
	queue := []*Node{node}
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		for _, nb := range cur.Neighbors {
			if _, ok := made[nb]; !ok {
				made[nb] = &Node{Val: nb.Val}
				queue = append(queue, nb)
			}
			made[cur].Neighbors = append(made[cur].Neighbors, made[nb])
		}
	}
	return made[node]
}
`,
  ],
]

describe('graphs given through a node and its neighbours', () => {
  it.each(GRAPHS)('%s', async (_title, language, code) => {
    expect((await analysed(language, code)).time.bigO).toBe('O(V + E)')
  })

  it('python: an N-ary tree walked through node.children is n nodes', async () => {
    expect(
      await costs(
        'python',
        `class Node:
    def __init__(self, val=None, children=None):
        self.val = val
        self.children = children if children is not None else []


class Solution:
    def maxDepth(self, root: 'Node') -> int:
        if root is None:
            return 0
        best = 0
        for child in root.children:
            best = max(best, self.maxDepth(child))
        return best + 1
`,
      ),
    ).toEqual({ time: 'O(n)', space: 'O(n)' })
  })
})
