import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `kids[ppid[i]].push(pid[i])`: child lists filled with the i-th entry of a list of distinct ids, once
 * per i. Every id sits in one list, so a recursion down the lists visits each id once.
 */
const FORESTS_KEYED_BY_IDS: Case[] = [
  [
    'javascript: every process below the one killed, child lists in a Map',
    'javascript',
    `var killProcess = function (pid, ppid, kill) {
  const kids = new Map();
  for (let i = 0; i < ppid.length; i++) {
    if (!kids.has(ppid[i])) kids.set(ppid[i], []);
    kids.get(ppid[i]).push(pid[i]);
  }
  const out = [];
  const collect = (p) => {
    out.push(p);
    for (const c of kids.get(p) || []) collect(c);
  };
  collect(kill);
  return out;
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: the total value below a root, children keyed by ids',
    'python',
    `from collections import defaultdict

class Solution:
    def subtreeValue(self, ids, parents, values, root):
        below = defaultdict(list)
        for i in range(len(ids)):
            below[parents[i]].append(ids[i])
        value_of = {ids[i]: values[i] for i in range(len(ids))}

        def total(u):
            return value_of.get(u, 0) + sum(total(c) for c in below[u])

        return total(root)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: the depth of a tree of ids under a root',
    'cpp',
    `#include <unordered_map>
#include <vector>
using namespace std;

class Solution {
    unordered_map<int, vector<int>> kids;
    int depth(int u) {
        int best = 0;
        for (int c : kids[u]) best = max(best, depth(c));
        return best + 1;
    }
public:
    int treeDepth(vector<int>& ids, vector<int>& parents, int root) {
        for (int i = 0; i < (int)ids.size(); i++) kids[parents[i]].push_back(ids[i]);
        return depth(root);
    }
};
`,
    'O(n)',
    'O(n)',
  ],
]

describe('forests keyed by lists of ids', () => {
  it.each(FORESTS_KEYED_BY_IDS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
