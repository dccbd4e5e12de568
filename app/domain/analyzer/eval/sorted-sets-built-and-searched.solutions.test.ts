import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A sorted set or list built from a whole list (`SortedList(prices)`, `new TreeSet<>(heights)`,
 * `set<int> at(v.begin(), v.end())`) puts each item into a balanced tree: n log n, not a copy's n. Its own
 * searches (`at.lower_bound(h)`, `book.bisect_right(b)`, `tall.higher(x)`) walk that tree: log n each.
 * The last case is a control that was already right.
 */
const CASES: Case[] = [
  [
    'python: the dearest price within each budget, a SortedList of the prices',
    'python',
    `from typing import List
from sortedcontainers import SortedList

class Solution:
    def closestPrices(self, prices: List[int], budgets: List[int]) -> List[int]:
        # for each budget, the dearest price that still fits (or -1)
        book = SortedList(prices)
        answer = []
        for b in budgets:
            i = book.bisect_right(b)
            answer.append(book[i - 1] if i > 0 else -1)
        return answer
`,
    'O(m log n + n log n)',
    'O(m + n)',
  ],
  [
    'java: the next taller height for each ask, a TreeSet copied from the list',
    'java',
    `import java.util.*;

class Solution {
    public int[] nextTaller(List<Integer> heights, int[] asks) {
        TreeSet<Integer> tall = new TreeSet<>(heights);
        int[] out = new int[asks.length];
        for (int i = 0; i < asks.length; i++) {
            Integer above = tall.higher(asks[i]);
            out[i] = above == null ? -1 : above;
        }
        return out;
    }
}
`,
    'O(m log n + n log n)',
    'O(m + n)',
  ],
  [
    'cpp: the nearest station to each home, a set built from a range and searched with its lower_bound',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    vector<int> nearestStation(vector<int>& stations, vector<int>& homes) {
        set<int> at(stations.begin(), stations.end());
        vector<int> res;
        res.reserve(homes.size());
        for (int h : homes) {
            auto it = at.lower_bound(h);
            int best = INT_MAX;
            if (it != at.end()) best = *it - h;
            if (it != at.begin()) best = min(best, h - *prev(it));
            res.push_back(best);
        }
        return res;
    }
};
`,
    'O(m log n + n log n)',
    'O(m + n)',
  ],
  [
    'cpp: pairs within reach from a multiset built from a range, taken apart with upper_bound and erase',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    int countWithinReach(vector<int>& a, int d) {
        multiset<int> pool(a.begin(), a.end());
        int pairs = 0;
        while (!pool.empty()) {
            int x = *pool.begin();
            pool.erase(pool.begin());
            auto it = pool.upper_bound(x + d);
            if (it != pool.begin()) {
                --it;
                if (*it >= x) { pool.erase(it); pairs++; }
            }
        }
        return pairs;
    }
};
`,
    'O(n log n)',
    'O(n)',
  ],
]

describe('sorted sets built from a list and searched by their own methods', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
