import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A loop whose test is about something else (`e != null && e.getValue() >= lo`, `cur !== undefined`)
 * but whose body takes an entry out of a collection on every pass and never adds to it: it runs at most as
 * many times as the collection has entries, and over the whole run each entry is taken out once.
 * The Python case is a control that was already right.
 */
const CASES: Case[] = [
  [
    'java: newly covered length per segment, covered stretches swallowed from a TreeMap',
    'java',
    `import java.util.*;

class Solution {
    public int[] newlyCovered(int[][] segments) {
        // start -> end of the disjoint stretches covered so far
        TreeMap<Integer, Integer> covered = new TreeMap<>();
        int[] gained = new int[segments.length];
        for (int i = 0; i < segments.length; i++) {
            int lo = segments[i][0], hi = segments[i][1];
            int before = 0;
            Map.Entry<Integer, Integer> e = covered.floorEntry(hi);
            while (e != null && e.getValue() >= lo) {
                before += e.getValue() - e.getKey();
                lo = Math.min(lo, e.getKey());
                hi = Math.max(hi, e.getValue());
                covered.remove(e.getKey());
                e = covered.floorEntry(hi);
            }
            covered.put(lo, hi);
            gained[i] = (hi - lo) - before;
        }
        return gained;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'cpp: a range set merging parts with it = parts.erase(it)',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class RangeSet {
    map<int, int> parts;  // left -> right, disjoint
public:
    void add(int left, int right) {
        auto it = parts.upper_bound(left);
        if (it != parts.begin() && prev(it)->second >= left) {
            --it;
            left = it->first;
        }
        while (it != parts.end() && it->first <= right) {
            right = max(right, it->second);
            it = parts.erase(it);
        }
        parts[left] = right;
    }

    bool contains(int x) {
        auto it = parts.upper_bound(x);
        return it != parts.begin() && prev(it)->second >= x;
    }
};
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'python: the longest chain, each link popped from a dict as it is followed',
    'python',
    `from typing import List

class Solution:
    def longestChain(self, links: List[List[int]]) -> int:
        # links[i] = [a, b]: a points to b; every node points to at most one other
        nxt = {a: b for a, b in links}
        best = 0
        for start in list(nxt):
            cur, length = start, 0
            while cur in nxt:
                cur = nxt.pop(cur)
                length += 1
            best = max(best, length)
        return best
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: the longest chain, a Map entry deleted on every step of the walk',
    'typescript',
    `export function longestChain(links: number[][]): number {
    // links[i] = [a, b]: a points to b; every node points to at most one other
    const next = new Map<number, number>();
    for (const [a, b] of links) next.set(a!, b!);
    let best = 0;
    for (const start of [...next.keys()]) {
        let cur: number | undefined = start;
        let length = 0;
        while (cur !== undefined) {
            const to: number | undefined = next.get(cur);
            next.delete(cur);
            if (to !== undefined) length++;
            cur = to;
        }
        best = Math.max(best, length);
    }
    return best;
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('loops that take an entry out on every pass', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
