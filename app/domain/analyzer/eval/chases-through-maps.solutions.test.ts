import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `cur = parent.get(cur)`: a walk up the links a map holds is a chase like `cur = parent[cur]`, as long as
 * the map, while a root test on a map (`!parent.get(x).equals(x)`) is a union-find's find, as for arrays.
 */
const CHASES_THROUGH_MAPS: Case[] = [
  [
    'python: the smallest common region, a list of ancestors searched on the way up',
    'python',
    `from typing import List

class Solution:
    def commonRegion(self, regions: List[List[str]], a: str, b: str) -> str:
        parent = {}
        for group in regions:
            for child in group[1:]:
                parent[child] = group[0]
        seen = []
        cur = a
        while cur is not None:
            seen.append(cur)
            cur = parent.get(cur)
        cur = b
        while cur not in seen:
            cur = parent[cur]
        return cur
`,
    'O(n^2)',
    'O(m * n)',
  ],
  [
    'javascript: the depth of a name in a hierarchy kept in a Map',
    'javascript',
    `function depthOf(pairs, name) {
  const boss = new Map();
  for (const [worker, manager] of pairs) boss.set(worker, manager);
  let depth = 0;
  let cur = name;
  while (boss.has(cur)) {
    cur = boss.get(cur);
    depth++;
  }
  return depth;
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a union-find over string keys, its root test written with equals',
    'java',
    `import java.util.*;

class Solution {
    private final Map<String, String> parent = new HashMap<>();

    private String find(String x) {
        parent.putIfAbsent(x, x);
        while (!parent.get(x).equals(x)) {
            parent.put(x, parent.get(parent.get(x)));
            x = parent.get(x);
        }
        return x;
    }

    public int groups(List<List<String>> pairs) {
        for (List<String> p : pairs) parent.put(find(p.get(0)), find(p.get(1)));
        Set<String> roots = new HashSet<>();
        for (String k : new ArrayList<>(parent.keySet())) roots.add(find(k));
        return roots.size();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('chases through maps', () => {
  it.each(CHASES_THROUGH_MAPS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
