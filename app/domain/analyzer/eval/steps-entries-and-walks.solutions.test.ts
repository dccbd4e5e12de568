import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Shapes of code the engine misread, each written afresh in the languages where the idiom exists: a loop
 * whose condition tests other state while every pass steps an index through the input; a list walked a
 * group at a time through a helper that looks k nodes ahead; C++'s `m.find(key)` giving the entry whose
 * `second` is the value; a queue read through `queue[head++]`.
 */

/**
 * `while (count[0] > 0 && count[1] > 0) { count[s[left]]--; left++ }` inside a loop over the same input:
 * the condition names no pointer, but every pass reads the input at an index it steps by one, and the
 * index never moves back, so the inner passes add up to n in all.
 */
const STEPPED_INDEX: Case[] = [
  [
    'python: window shrunk while two counters are positive',
    'python',
    `def count_windows(s: str) -> int:
    seen = [0, 0]
    lo = 0
    answer = 0
    for hi in range(len(s)):
        seen[ord(s[hi]) - ord('x')] += 1
        while seen[0] > 0 and seen[1] > 0:
            answer += len(s) - hi
            seen[ord(s[lo]) - ord('x')] -= 1
            lo += 1
    return answer
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: window shrunk while a flag table is full',
    'java',
    `class Solution {
    public int windows(String text) {
        int[] have = new int[2];
        int start = 0, result = 0;
        for (int end = 0; end < text.length(); end++) {
            have[text.charAt(end) - 'p']++;
            while (have[0] >= 1 && have[1] >= 1) {
                result += text.length() - end;
                have[text.charAt(start) - 'p']--;
                start++;
            }
        }
        return result;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: window shrunk while every counter of a fixed table is set',
    'go',
    `package main

func windows(text string) int {
	var tally [2]int
	back, out := 0, 0
	for front := 0; front < len(text); front++ {
		tally[text[front]-'u']++
		for tally[0] != 0 && tally[1] != 0 {
			out += len(text) - front
			tally[text[back]-'u']--
			back++
		}
	}
	return out
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: window shrunk while a sum test holds, reading the array at the left edge',
    'javascript',
    `function shortest(values, limit) {
  let best = Infinity
  let total = 0
  let from = 0
  for (let to = 0; to < values.length; to++) {
    total += values[to]
    while (total - values[from] >= limit) {
      total -= values[from]
      from++
    }
    if (total >= limit) best = Math.min(best, to - from + 1)
  }
  return best === Infinity ? 0 : best
}
`,
    'O(n)',
    'O(1)',
  ],
]

/**
 * Reverse nodes in k-group with a helper that walks k links ahead: the outer loop stops when the helper
 * runs off the list, and moves its pointer onto the group just walked, so the helper's walks and the
 * reversals cover the list a constant number of times in all.
 */
const HELPER_GROUP_WALK: Case[] = [
  [
    'python: kth node found by a method, groups reversed in place',
    'python',
    `class Solution:
    def reverseKGroup(self, head, k):
        anchor = ListNode(0, head)
        before = anchor
        while True:
            last = self.ahead(before, k)
            if last is None:
                break
            after = last.next
            prev, node = after, before.next
            while node is not after:
                nxt = node.next
                node.next = prev
                prev = node
                node = nxt
            first = before.next
            before.next = last
            before = first
        return anchor.next

    def ahead(self, node, k):
        while node and k > 0:
            node = node.next
            k -= 1
        return node
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: kth node found by a private helper inside for (;;)',
    'java',
    `class Solution {
    public ListNode reverseKGroup(ListNode head, int k) {
        ListNode sentinel = new ListNode(0, head);
        ListNode tail = sentinel;
        for (;;) {
            ListNode end = step(tail, k);
            if (end == null) break;
            ListNode stop = end.next;
            ListNode prev = stop, cur = tail.next;
            while (cur != stop) {
                ListNode tmp = cur.next;
                cur.next = prev;
                prev = cur;
                cur = tmp;
            }
            ListNode nextTail = tail.next;
            tail.next = end;
            tail = nextTail;
        }
        return sentinel.next;
    }

    private ListNode step(ListNode from, int k) {
        while (from != null && k > 0) {
            from = from.next;
            k--;
        }
        return from;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: kth node found by a free function inside for {}',
    'go',
    `package main

type ListNode struct {
	Val  int
	Next *ListNode
}

func forward(n *ListNode, k int) *ListNode {
	for n != nil && k > 0 {
		n = n.Next
		k--
	}
	return n
}

func reverseKGroup(head *ListNode, k int) *ListNode {
	root := &ListNode{Next: head}
	prevGroup := root
	for {
		end := forward(prevGroup, k)
		if end == nil {
			return root.Next
		}
		stop := end.Next
		p, c := stop, prevGroup.Next
		for c != stop {
			c.Next, p, c = p, c, c.Next
		}
		start := prevGroup.Next
		prevGroup.Next = end
		prevGroup = start
	}
}
`,
    'O(n)',
    'O(1)',
  ],
]

/** `auto it = m.find(key); for (int j : it->second)`: the entry's value, a list the map holds. */
const MAP_ENTRIES: Case[] = [
  [
    'cpp: positions of each value walked once through find and erased',
    'cpp',
    `#include <queue>
#include <unordered_map>
#include <vector>
using namespace std;

class Solution {
public:
    int hops(vector<int>& vals) {
        int n = vals.size();
        unordered_map<int, vector<int>> where;
        for (int i = 0; i < n; ++i) where[vals[i]].push_back(i);
        vector<int> dist(n, -1);
        queue<int> q;
        q.push(0);
        dist[0] = 0;
        while (!q.empty()) {
            int i = q.front();
            q.pop();
            auto found = where.find(vals[i]);
            if (found != where.end()) {
                for (int j : found->second)
                    if (dist[j] < 0) { dist[j] = dist[i] + 1; q.push(j); }
                where.erase(found);
            }
            if (i + 1 < n && dist[i + 1] < 0) { dist[i + 1] = dist[i] + 1; q.push(i + 1); }
        }
        return dist[n - 1];
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: adjacency lists kept in a map, each found by find during a BFS',
    'cpp',
    `#include <queue>
#include <unordered_map>
#include <vector>
using namespace std;

int reach(vector<vector<int>>& edges, int start) {
    unordered_map<int, vector<int>> next;
    for (auto& e : edges) {
        next[e[0]].push_back(e[1]);
        next[e[1]].push_back(e[0]);
    }
    unordered_map<int, bool> seen;
    queue<int> q;
    q.push(start);
    seen[start] = true;
    int count = 0;
    while (!q.empty()) {
        int u = q.front();
        q.pop();
        ++count;
        auto it = next.find(u);
        if (it == next.end()) continue;
        for (int v : it->second) {
            if (!seen[v]) {
                seen[v] = true;
                q.push(v);
            }
        }
    }
    return count;
}
`,
    'O(n)',
    'O(n)',
  ],
]

/** A BFS over a list read through `queue[head++]`: each entry is taken once. */
const HEAD_STEPPED_QUEUES: Case[] = [
  [
    'typescript: level-by-level grid BFS reading queue[head++]',
    'typescript',
    `export function distance(grid: number[][]): number {
  const rows = grid.length
  const cols = grid[0].length
  const seen = grid.map((row) => row.map(() => false))
  const queue: [number, number][] = [[0, 0]]
  seen[0][0] = true
  let head = 0
  let level = 0
  while (head < queue.length) {
    const width = queue.length - head
    for (let i = 0; i < width; i++) {
      const [r, c] = queue[head++]
      if (r === rows - 1 && c === cols - 1) return level
      for (const [dr, dc] of [[1, 0], [0, 1], [-1, 0], [0, -1]]) {
        const nr = r + dr
        const nc = c + dc
        if (nr < 0 || nc < 0 || nr >= rows || nc >= cols || seen[nr][nc] || grid[nr][nc]) continue
        seen[nr][nc] = true
        queue.push([nr, nc])
      }
    }
    level++
  }
  return -1
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'javascript: graph BFS reading order[head++]',
    'javascript',
    `function reachable(adj) {
  const seen = new Array(adj.length).fill(false)
  const order = [0]
  seen[0] = true
  let head = 0
  while (head < order.length) {
    const u = order[head++]
    for (const v of adj[u]) {
      if (!seen[v]) {
        seen[v] = true
        order.push(v)
      }
    }
  }
  return order.length
}
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'java: level-by-level BFS reading queue.get(head++)',
    'java',
    `import java.util.*;
class Solution {
    public int steps(int[][] grid) {
        int m = grid.length, n = grid[0].length;
        boolean[][] seen = new boolean[m][n];
        List<int[]> queue = new ArrayList<>();
        queue.add(new int[] {0, 0});
        seen[0][0] = true;
        int head = 0, level = 0;
        int[][] moves = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (head < queue.size()) {
            int width = queue.size() - head;
            for (int w = 0; w < width; w++) {
                int[] at = queue.get(head++);
                if (at[0] == m - 1 && at[1] == n - 1) return level;
                for (int[] d : moves) {
                    int r = at[0] + d[0], c = at[1] + d[1];
                    if (r < 0 || c < 0 || r >= m || c >= n || seen[r][c] || grid[r][c] == 1) continue;
                    seen[r][c] = true;
                    queue.add(new int[] {r, c});
                }
            }
            level++;
        }
        return -1;
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'cpp: BFS over a vector read through q[head++]',
    'cpp',
    `#include <vector>
using namespace std;

int farthest(vector<vector<int>>& adj) {
    vector<int> dist(adj.size(), -1);
    vector<int> q = {0};
    dist[0] = 0;
    size_t head = 0;
    while (head < q.size()) {
        int u = q[head++];
        for (int v : adj[u]) {
            if (dist[v] < 0) {
                dist[v] = dist[u] + 1;
                q.push_back(v);
            }
        }
    }
    return dist[q.back()];
}
`,
    'O(V + E)',
    'O(V)',
  ],
]

describe('a loop that steps an index through the input while it tests other state', () => {
  it.each(STEPPED_INDEX)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('a list walked a group at a time through a helper that looks k nodes ahead', () => {
  it.each(HELPER_GROUP_WALK)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe("C++'s map entries found by find", () => {
  it.each(MAP_ENTRIES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('queues read through queue[head++]', () => {
  it.each(HEAD_STEPPED_QUEUES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
