import { describe, expect, it } from 'vitest'
import { analysed } from '../test-support'

/**
 * A traversal that walks a node's neighbour field (`node.neighbors`, a member read rather than a call or an
 * index) once broke the adjacency sizing with a TypeError, so the whole analysis failed. Whatever the
 * complexity found, such code must be analysed.
 */
describe('graph walks over a node field', () => {
  it('java: a BFS copy of a graph through each node’s neighbour list', async () => {
    const report = await analysed(
      'java',
      `import java.util.*;
class Node { int val; List<Node> neighbors = new ArrayList<>(); Node(int v) { val = v; } }
class Solution {
    public Node copy(Node start) {
        if (start == null) return null;
        Map<Node, Node> made = new HashMap<>();
        Deque<Node> queue = new ArrayDeque<>();
        made.put(start, new Node(start.val));
        queue.add(start);
        while (!queue.isEmpty()) {
            Node current = queue.poll();
            for (Node next : current.neighbors) {
                if (!made.containsKey(next)) {
                    made.put(next, new Node(next.val));
                    queue.add(next);
                }
                made.get(current).neighbors.add(made.get(next));
            }
        }
        return made.get(start);
    }
}
`,
    )
    expect(report.time.bigO).not.toBe('')
  })

  it('python: a DFS over node.children with a visited set', async () => {
    const report = await analysed(
      'python',
      `def count_reachable(root):
    seen = set()
    stack = [root]
    while stack:
        node = stack.pop()
        if node in seen:
            continue
        seen.add(node)
        for child in node.children:
            stack.append(child)
    return len(seen)
`,
    )
    expect(report.space.bigO).not.toBe('')
  })
})
