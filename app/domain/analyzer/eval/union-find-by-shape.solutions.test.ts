import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A union-find is known by its root test (`while (link[x] != x) x = link[x]`, or `for (; up[v] != v; v = up[v])`), whatever its table and
 * its find are called: with path halving each find is effectively O(1).
 */
const CASES: Case[] = [
  [
    'python: a find with path halving over a table called link',
    'python',
    `from typing import List

class Solution:
    def countComponents(self, n: int, edges: List[List[int]]) -> int:
        link = list(range(n))

        def top(x: int) -> int:
            while link[x] != x:
                link[x] = link[link[x]]
                x = link[x]
            return x

        groups = n
        for a, b in edges:
            ra, rb = top(a), top(b)
            if ra != rb:
                link[ra] = rb
                groups -= 1
        return groups
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'java: a find over a field called rep, in a method called head',
    'java',
    `class Solution {
    private int[] rep;

    private int head(int x) {
        while (rep[x] != x) {
            rep[x] = rep[rep[x]];
            x = rep[x];
        }
        return x;
    }

    public int countComponents(int n, int[][] edges) {
        rep = new int[n];
        for (int i = 0; i < n; i++) rep[i] = i;
        int groups = n;
        for (int[] e : edges) {
            int a = head(e[0]), b = head(e[1]);
            if (a != b) {
                rep[a] = b;
                groups--;
            }
        }
        return groups;
    }
}
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'javascript: the root test written x !== link[x]',
    'javascript',
    `function countComponents(n, edges) {
  const link = Array.from({ length: n }, (_, i) => i)
  const top = (x) => {
    while (x !== link[x]) {
      link[x] = link[link[x]]
      x = link[x]
    }
    return x
  }
  let groups = n
  for (const [a, b] of edges) {
    const ra = top(a)
    const rb = top(b)
    if (ra !== rb) {
      link[ra] = rb
      groups--
    }
  }
  return groups
}
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'cpp: the root test in a for-loop header, the step there too',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
    vector<int> up;

    int root(int v) {
        for (; up[v] != v; v = up[v]) up[v] = up[up[v]];
        return v;
    }

public:
    int countComponents(int n, vector<vector<int>>& edges) {
        up.resize(n);
        for (int i = 0; i < n; i++) up[i] = i;
        int groups = n;
        for (auto& e : edges) {
            int a = root(e[0]), b = root(e[1]);
            if (a != b) {
                up[a] = b;
                groups--;
            }
        }
        return groups;
    }
};
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'go: the root test in a for-loop header of a closure',
    'go',
    `package main

func countComponents(n int, edges [][]int) int {
	up := make([]int, n)
	for i := range up {
		up[i] = i
	}
	root := func(v int) int {
		for ; up[v] != v; v = up[v] {
			up[v] = up[up[v]]
		}
		return v
	}
	groups := n
	for _, e := range edges {
		a, b := root(e[0]), root(e[1])
		if a != b {
			up[a] = b
			groups--
		}
	}
	return groups
}
`,
    'O(V + E)',
    'O(V)',
  ],
]

describe('union-find recognised by its root test', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
