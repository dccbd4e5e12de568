import { describe, expect, it } from 'vitest'
import { analysed, functionRow } from '../test-support'

type Case = [title: string, language: string, code: string, operation: string, time: string, space: string]

/**
 * A design class whose constructor builds a collection from its input (children lists filled from a
 * parent array, a prefix-sum list, adjacency lists): an operation reading that field works on a
 * collection as large as the constructor made it, not on an empty one.
 */
const FIELDS_BUILT_BY_CONSTRUCTORS: Case[] = [
  [
    'python: a recursion down children lists the constructor filled from a parent array',
    'python',
    `class LockTree:
    def __init__(self, parent):
        n = len(parent)
        self.children = [[] for _ in range(n)]
        for v in range(1, n):
            self.children[parent[v]].append(v)
        self.owner = [0] * n

    def locked_below(self, node):
        for c in self.children[node]:
            if self.owner[c] or self.locked_below(c):
                return True
        return False
`,
    'locked_below',
    'O(n)',
    'O(n)',
  ],
  [
    'go: a recursion down children lists a Go constructor filled and stored in the struct',
    'go',
    `package main

type Org struct {
	reports [][]int
	pay     []int
}

func Constructor(manager []int, pay []int) Org {
	reports := make([][]int, len(manager))
	for i := 0; i < len(manager); i++ {
		if manager[i] >= 0 {
			reports[manager[i]] = append(reports[manager[i]], i)
		}
	}
	return Org{reports: reports, pay: pay}
}

func (o *Org) TeamCost(boss int) int {
	total := o.pay[boss]
	for _, r := range o.reports[boss] {
		total += o.TeamCost(r)
	}
	return total
}
`,
    'TeamCost',
    'O(n)',
    'O(n)',
  ],
  [
    'java: a search over adjacency lists the constructor built from an edge list',
    'java',
    `import java.util.*;

class Network {
    private List<List<Integer>> links;

    public Network(int n, int[][] edges) {
        links = new ArrayList<>();
        for (int i = 0; i < n; i++) links.add(new ArrayList<>());
        for (int[] e : edges) {
            links.get(e[0]).add(e[1]);
            links.get(e[1]).add(e[0]);
        }
    }

    public int reachable(int source) {
        boolean[] seen = new boolean[links.size()];
        Deque<Integer> todo = new ArrayDeque<>();
        todo.push(source);
        seen[source] = true;
        int count = 0;
        while (!todo.isEmpty()) {
            int u = todo.pop();
            count++;
            for (int v : links.get(u)) {
                if (!seen[v]) {
                    seen[v] = true;
                    todo.push(v);
                }
            }
        }
        return count;
    }
}
`,
    'reachable',
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'typescript: a binary search over the prefix sums the constructor accumulated',
    'typescript',
    `export class WeightedPicker {
  private readonly prefix: number[] = []

  constructor(weights: number[]) {
    let total = 0
    for (const w of weights) {
      total += w
      this.prefix.push(total)
    }
  }

  pick(): number {
    const target = Math.random() * this.prefix[this.prefix.length - 1]
    let lo = 0
    let hi = this.prefix.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.prefix[mid] <= target) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}
`,
    'pick',
    'O(log n)',
    'O(1)',
  ],
  [
    'python: a merge walk over two index lists the constructor kept in a dict of lists',
    'python',
    `from collections import defaultdict

class WordDistance:
    def __init__(self, words):
        self.where = defaultdict(list)
        for i, w in enumerate(words):
            self.where[w].append(i)

    def shortest(self, a, b):
        xs, ys = self.where[a], self.where[b]
        i = j = 0
        best = float("inf")
        while i < len(xs) and j < len(ys):
            best = min(best, abs(xs[i] - ys[j]))
            if xs[i] < ys[j]:
                i += 1
            else:
                j += 1
        return best
`,
    'shortest',
    'O(n)',
    'O(1)',
  ],
  [
    'java: the positions of one value, kept by the constructor in a map of lists, scanned',
    'java',
    `import java.util.*;

class Positions {
    private final Map<Integer, List<Integer>> at = new HashMap<>();

    public Positions(int[] nums) {
        for (int i = 0; i < nums.length; i++) at.computeIfAbsent(nums[i], x -> new ArrayList<>()).add(i);
    }

    public int countBetween(int value, int lo, int hi) {
        int count = 0;
        for (int p : at.getOrDefault(value, List.of())) if (p >= lo && p <= hi) count++;
        return count;
    }
}
`,
    'countBetween',
    'O(n)',
    'O(1)',
  ],
]

describe("fields a design class's constructor builds", () => {
  it.each(FIELDS_BUILT_BY_CONSTRUCTORS)('%s', async (_title, language, code, operation, time, space) => {
    const fn = functionRow(await analysed(language, code), operation)
    expect(fn && { time: fn.time, space: fn.space }).toEqual({ time, space })
  })
})
