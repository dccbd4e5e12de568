import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Sieves step by the outer counter (n log log n when only primes start the inner loop, n log n when
 * every number does), Dijkstra pays log V per heap operation (one entry per relaxed edge, beside its
 * O(V) tables), union-find and topological sorts over n nodes and an edge list are O(V + E), and trie
 * operations cost the word length.
 */
const GRAPH_ALGORITHMS: Case[] = [
  [
    'python: count primes with a sieve stepping j by i',
    'python',
    `class Solution:
    def countPrimes(self, n: int) -> int:
        if n < 3:
            return 0
        is_prime = [True] * n
        is_prime[0] = is_prime[1] = False
        i = 2
        while i * i < n:
            if is_prime[i]:
                for j in range(i * i, n, i):
                    is_prime[j] = False
            i += 1
        return sum(is_prime)
`,
    'O(n log log n)',
    'O(n)',
  ],
  [
    'java: sieve of Eratosthenes with j += i',
    'java',
    `class Solution {
    public int countPrimes(int n) {
        boolean[] composite = new boolean[n];
        int count = 0;
        for (int i = 2; i < n; i++) {
            if (composite[i]) continue;
            count++;
            for (long j = (long) i * i; j < n; j += i) {
                composite[(int) j] = true;
            }
        }
        return count;
    }
}
`,
    'O(n log log n)',
    'O(n)',
  ],
  [
    'go: sieve collecting the primes up to n',
    'go',
    `package main

func primesUpTo(n int) []int {
	sieve := make([]bool, n+1)
	primes := []int{}
	for i := 2; i <= n; i++ {
		if sieve[i] {
			continue
		}
		primes = append(primes, i)
		for j := i * i; j <= n; j += i {
			sieve[j] = true
		}
	}
	return primes
}
`,
    'O(n log log n)',
    'O(n)',
  ],
  [
    'java: network delay time with Dijkstra and a PriorityQueue',
    'java',
    `import java.util.*;

class Solution {
    public int networkDelayTime(int[][] times, int n, int k) {
        List<List<int[]>> graph = new ArrayList<>();
        for (int i = 0; i <= n; i++) graph.add(new ArrayList<>());
        for (int[] t : times) graph.get(t[0]).add(new int[] {t[1], t[2]});
        int[] dist = new int[n + 1];
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[k] = 0;
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> a[1] - b[1]);
        pq.offer(new int[] {k, 0});
        while (!pq.isEmpty()) {
            int[] cur = pq.poll();
            int node = cur[0], d = cur[1];
            if (d > dist[node]) continue;
            for (int[] e : graph.get(node)) {
                int nd = d + e[1];
                if (nd < dist[e[0]]) {
                    dist[e[0]] = nd;
                    pq.offer(new int[] {e[0], nd});
                }
            }
        }
        int best = 0;
        for (int i = 1; i <= n; i++) {
            if (dist[i] == Integer.MAX_VALUE) return -1;
            best = Math.max(best, dist[i]);
        }
        return best;
    }
}
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'cpp: Dijkstra with a min priority_queue of pairs',
    'cpp',
    `#include <vector>
#include <queue>
#include <climits>
using namespace std;

class Solution {
public:
    int networkDelayTime(vector<vector<int>>& times, int n, int k) {
        vector<vector<pair<int, int>>> adj(n + 1);
        for (auto& t : times) adj[t[0]].push_back({t[1], t[2]});
        vector<int> dist(n + 1, INT_MAX);
        priority_queue<pair<int, int>, vector<pair<int, int>>, greater<>> pq;
        dist[k] = 0;
        pq.push({0, k});
        while (!pq.empty()) {
            auto [d, u] = pq.top();
            pq.pop();
            if (d > dist[u]) continue;
            for (auto [v, w] : adj[u]) {
                if (dist[u] + w < dist[v]) {
                    dist[v] = dist[u] + w;
                    pq.push({dist[v], v});
                }
            }
        }
        int ans = 0;
        for (int i = 1; i <= n; i++) {
            if (dist[i] == INT_MAX) return -1;
            ans = max(ans, dist[i]);
        }
        return ans;
    }
};
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'cpp: count components with a union-find struct',
    'cpp',
    `#include <vector>
#include <numeric>
using namespace std;

struct DSU {
    vector<int> parent, size;
    DSU(int n) : parent(n), size(n, 1) { iota(parent.begin(), parent.end(), 0); }
    int find(int x) {
        while (parent[x] != x) {
            parent[x] = parent[parent[x]];
            x = parent[x];
        }
        return x;
    }
    bool unite(int a, int b) {
        a = find(a);
        b = find(b);
        if (a == b) return false;
        if (size[a] < size[b]) swap(a, b);
        parent[b] = a;
        size[a] += size[b];
        return true;
    }
};

class Solution {
public:
    int countComponents(int n, vector<vector<int>>& edges) {
        DSU dsu(n);
        int components = n;
        for (auto& e : edges) {
            if (dsu.unite(e[0], e[1])) components--;
        }
        return components;
    }
};
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'javascript: valid path with union-find and path compression',
    'javascript',
    `/**
 * @param {number} n
 * @param {number[][]} edges
 * @return {boolean}
 */
var validPath = function (n, edges, source, destination) {
  const parent = Array.from({ length: n }, (_, i) => i);
  const find = (x) => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  };
  for (const [a, b] of edges) {
    parent[find(a)] = find(b);
  }
  return find(source) === find(destination);
};
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'go: course schedule with a three-colour DFS',
    'go',
    `package main

func canFinish(numCourses int, prerequisites [][]int) bool {
	adj := make([][]int, numCourses)
	for _, p := range prerequisites {
		adj[p[1]] = append(adj[p[1]], p[0])
	}
	state := make([]int, numCourses)
	var hasCycle func(u int) bool
	hasCycle = func(u int) bool {
		state[u] = 1
		for _, v := range adj[u] {
			if state[v] == 1 {
				return true
			}
			if state[v] == 0 && hasCycle(v) {
				return true
			}
		}
		state[u] = 2
		return false
	}
	for i := 0; i < numCourses; i++ {
		if state[i] == 0 && hasCycle(i) {
			return false
		}
	}
	return true
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'typescript: course schedule II with Kahn and a head index',
    'typescript',
    `function findOrder(numCourses: number, prerequisites: number[][]): number[] {
  const graph: number[][] = Array.from({ length: numCourses }, () => []);
  const indegree = new Array<number>(numCourses).fill(0);
  for (const [course, pre] of prerequisites) {
    graph[pre].push(course);
    indegree[course]++;
  }
  const queue: number[] = [];
  for (let i = 0; i < numCourses; i++) if (indegree[i] === 0) queue.push(i);
  let head = 0;
  while (head < queue.length) {
    const node = queue[head++];
    for (const next of graph[node]) {
      if (--indegree[next] === 0) queue.push(next);
    }
  }
  return queue.length === numCourses ? queue : [];
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'java: trie with HashMap children',
    'java',
    `import java.util.*;

class Trie {
    private static class Node {
        Map<Character, Node> next = new HashMap<>();
        boolean end;
    }

    private final Node root = new Node();

    public void insert(String word) {
        Node cur = root;
        for (char c : word.toCharArray()) {
            cur = cur.next.computeIfAbsent(c, x -> new Node());
        }
        cur.end = true;
    }

    public boolean search(String word) {
        Node n = walk(word);
        return n != null && n.end;
    }

    public boolean startsWith(String prefix) {
        return walk(prefix) != null;
    }

    private Node walk(String s) {
        Node cur = root;
        for (int i = 0; i < s.length(); i++) {
            cur = cur.next.get(s.charAt(i));
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
    'python: divisor counts for every number up to n (harmonic sieve)',
    'python',
    `def divisor_counts(n):
    counts = [0] * (n + 1)
    for d in range(1, n + 1):
        for multiple in range(d, n + 1, d):
            counts[multiple] += 1
    return counts
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'typescript: sieve of Eratosthenes returning the primes',
    'typescript',
    `export function primesBelow(n: number): number[] {
  const composite = new Array<boolean>(n).fill(false)
  const primes: number[] = []
  for (let i = 2; i < n; i++) {
    if (!composite[i]) {
      primes.push(i)
      for (let j = i * i; j < n; j += i) composite[j] = true
    }
  }
  return primes
}
`,
    'O(n log log n)',
    'O(n)',
  ],
  [
    'cpp: count primes with a sieve up to sqrt(n)',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    int countPrimes(int n) {
        if (n < 3) return 0;
        vector<bool> prime(n, true);
        prime[0] = prime[1] = false;
        for (int i = 2; (long long)i * i < n; ++i) {
            if (!prime[i]) continue;
            for (int j = i * i; j < n; j += i) prime[j] = false;
        }
        int count = 0;
        for (bool p : prime) count += p;
        return count;
    }
};
`,
    'O(n log log n)',
    'O(n)',
  ],
  [
    'python: union-find class with rank for number of provinces',
    'python',
    `class UnionFind:
    def __init__(self, n):
        self.parent = list(range(n))
        self.rank = [0] * n
        self.count = n

    def find(self, x):
        if self.parent[x] != x:
            self.parent[x] = self.find(self.parent[x])
        return self.parent[x]

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        self.count -= 1


class Solution:
    def findCircleNum(self, isConnected):
        n = len(isConnected)
        uf = UnionFind(n)
        for i in range(n):
            for j in range(i + 1, n):
                if isConnected[i][j]:
                    uf.union(i, j)
        return uf.count
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'cpp: course schedule with Kahn and a queue',
    'cpp',
    `#include <vector>
#include <queue>
using namespace std;

class Solution {
public:
    bool canFinish(int numCourses, vector<vector<int>>& prerequisites) {
        vector<vector<int>> adj(numCourses);
        vector<int> indeg(numCourses, 0);
        for (auto& p : prerequisites) {
            adj[p[1]].push_back(p[0]);
            indeg[p[0]]++;
        }
        queue<int> q;
        for (int i = 0; i < numCourses; i++)
            if (indeg[i] == 0) q.push(i);
        int done = 0;
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            done++;
            for (int v : adj[u])
                if (--indeg[v] == 0) q.push(v);
        }
        return done == numCourses;
    }
};
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'python: topological sort by DFS post-order',
    'python',
    `from collections import defaultdict

class Solution:
    def findOrder(self, numCourses, prerequisites):
        graph = defaultdict(list)
        for course, pre in prerequisites:
            graph[pre].append(course)
        WHITE, GREY, BLACK = 0, 1, 2
        color = [WHITE] * numCourses
        order = []

        def visit(u):
            color[u] = GREY
            for v in graph[u]:
                if color[v] == GREY:
                    return False
                if color[v] == WHITE and not visit(v):
                    return False
            color[u] = BLACK
            order.append(u)
            return True

        for u in range(numCourses):
            if color[u] == WHITE and not visit(u):
                return []
        return order[::-1]
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'java: union-find class with a constructor, number of components',
    'java',
    `class Solution {
    private int[] parent;
    private int[] rank;

    private int find(int x) {
        if (parent[x] != x) parent[x] = find(parent[x]);
        return parent[x];
    }

    public int countComponents(int n, int[][] edges) {
        parent = new int[n];
        rank = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        int components = n;
        for (int[] e : edges) {
            int a = find(e[0]), b = find(e[1]);
            if (a == b) continue;
            if (rank[a] < rank[b]) { int t = a; a = b; b = t; }
            parent[b] = a;
            if (rank[a] == rank[b]) rank[a]++;
            components--;
        }
        return components;
    }
}
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'java: trie with a node class and a constructor',
    'java',
    `class Trie {
    private static class Node {
        Node[] next = new Node[26];
        boolean word;
    }

    private final Node root;

    public Trie() {
        root = new Node();
    }

    public void insert(String word) {
        Node cur = root;
        for (char c : word.toCharArray()) {
            int i = c - 'a';
            if (cur.next[i] == null) cur.next[i] = new Node();
            cur = cur.next[i];
        }
        cur.word = true;
    }

    public boolean search(String word) {
        Node cur = root;
        for (int i = 0; i < word.length(); i++) {
            cur = cur.next[word.charAt(i) - 'a'];
            if (cur == null) return false;
        }
        return cur.word;
    }
}
`,
    'O(L)',
    'O(L)',
  ],
  [
    'go: union-find with a constructor function and methods',
    'go',
    `package main

type UF struct {
	parent []int
}

func NewUF(n int) *UF {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	return &UF{parent: p}
}

func (u *UF) Find(x int) int {
	for u.parent[x] != x {
		u.parent[x] = u.parent[u.parent[x]]
		x = u.parent[x]
	}
	return x
}

func validPath(n int, edges [][]int, source int, destination int) bool {
	uf := NewUF(n)
	for _, e := range edges {
		uf.parent[uf.Find(e[0])] = uf.Find(e[1])
	}
	return uf.Find(source) == uf.Find(destination)
}
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'cpp: Kahn order with an unordered_map adjacency and in-degree vector',
    'cpp',
    `#include <vector>
#include <queue>
#include <unordered_map>
using namespace std;

class Solution {
public:
    vector<int> findOrder(int numCourses, vector<vector<int>>& prerequisites) {
        unordered_map<int, vector<int>> graph;
        vector<int> indegree(numCourses);
        for (const auto& p : prerequisites) {
            graph[p[1]].push_back(p[0]);
            ++indegree[p[0]];
        }
        queue<int> ready;
        for (int i = 0; i < numCourses; ++i)
            if (indegree[i] == 0) ready.push(i);
        vector<int> order;
        while (!ready.empty()) {
            int c = ready.front();
            ready.pop();
            order.push_back(c);
            for (int nxt : graph[c])
                if (--indegree[nxt] == 0) ready.push(nxt);
        }
        if ((int)order.size() != numCourses) return {};
        return order;
    }
};
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'javascript: sieve with a Uint8Array',
    'javascript',
    `/**
 * @param {number} n
 * @return {number}
 */
var countPrimes = function (n) {
  const crossed = new Uint8Array(n);
  let count = 0;
  for (let i = 2; i < n; i++) {
    if (crossed[i]) continue;
    count++;
    for (let j = i * i; j < n; j += i) crossed[j] = 1;
  }
  return count;
};
`,
    'O(n log log n)',
    'O(n)',
  ],
  [
    'go: Dijkstra with container/heap',
    'go',
    `package main

import "container/heap"

type item struct{ node, dist int }
type minHeap []item

func (h minHeap) Len() int            { return len(h) }
func (h minHeap) Less(i, j int) bool  { return h[i].dist < h[j].dist }
func (h minHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *minHeap) Push(x interface{}) { *h = append(*h, x.(item)) }
func (h *minHeap) Pop() interface{} {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func networkDelayTime(times [][]int, n int, k int) int {
	adj := make([][][2]int, n+1)
	for _, t := range times {
		adj[t[0]] = append(adj[t[0]], [2]int{t[1], t[2]})
	}
	dist := make([]int, n+1)
	for i := range dist {
		dist[i] = 1 << 60
	}
	dist[k] = 0
	h := &minHeap{{k, 0}}
	for h.Len() > 0 {
		cur := heap.Pop(h).(item)
		if cur.dist > dist[cur.node] {
			continue
		}
		for _, e := range adj[cur.node] {
			if nd := cur.dist + e[1]; nd < dist[e[0]] {
				dist[e[0]] = nd
				heap.Push(h, item{e[0], nd})
			}
		}
	}
	best := 0
	for i := 1; i <= n; i++ {
		if dist[i] == 1<<60 {
			return -1
		}
		if dist[i] > best {
			best = dist[i]
		}
	}
	return best
}
`,
    'O(E log V + V)',
    'O(V + E)',
  ],
  [
    'python: word search II style trie built from the words',
    'python',
    `class TrieNode:
    def __init__(self):
        self.children = {}
        self.word = None


class Solution:
    def buildTrie(self, words):
        root = TrieNode()
        for w in words:
            node = root
            for ch in w:
                node = node.children.setdefault(ch, TrieNode())
            node.word = w
        return root
`,
    'O(n)',
    'O(n)',
  ],
]

describe('sieves, shortest paths, union-find, topological orders and tries', () => {
  it.each(GRAPH_ALGORITHMS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
