import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Entries added on every pass of a pointer shared across the loop around it (`while nxt < len(intervals)
 * and ...: heappush(heap, ...); nxt += 1` inside a loop over the queries) are added as often as the pointer
 * moves, once over the whole list: the heap holds up to n entries, not one per query. A cross term such as
 * `m log n` beside `m log m` and `n log n` is below one of them and is left out.
 */
const CASES: Case[] = [
  [
    'python: the smallest interval covering each query, a heap filled by the shared pointer',
    'python',
    `import heapq
from typing import List

class Solution:
    def smallestCovering(self, intervals: List[List[int]], queries: List[int]) -> List[int]:
        intervals.sort()
        order = sorted(range(len(queries)), key=lambda i: queries[i])
        heap = []
        answer = [-1] * len(queries)
        nxt = 0
        for qi in order:
            q = queries[qi]
            while nxt < len(intervals) and intervals[nxt][0] <= q:
                lo, hi = intervals[nxt]
                heapq.heappush(heap, (hi - lo + 1, hi))
                nxt += 1
            while heap and heap[0][1] < q:
                heapq.heappop(heap)
            if heap:
                answer[qi] = heap[0][0]
        return answer
`,
    'O(m log m + n log n)',
    'O(m + n)',
  ],
  [
    'java: the shortest open job at each time, a PriorityQueue filled the same way',
    'java',
    `import java.util.*;

class Solution {
    public int[] earliestFree(int[][] jobs, int[] times) {
        // jobs sorted by start; for each time (in order) the shortest job that has started and not ended
        Arrays.sort(jobs, (a, b) -> a[0] - b[0]);
        Integer[] order = new Integer[times.length];
        for (int i = 0; i < times.length; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> times[a] - times[b]);
        PriorityQueue<int[]> open = new PriorityQueue<>((a, b) -> a[0] - b[0]);
        int[] res = new int[times.length];
        int j = 0;
        for (int idx : order) {
            int t = times[idx];
            while (j < jobs.length && jobs[j][0] <= t) {
                open.offer(new int[] {jobs[j][1] - jobs[j][0], jobs[j][1]});
                j++;
            }
            while (!open.isEmpty() && open.peek()[1] < t) open.poll();
            res[idx] = open.isEmpty() ? -1 : open.peek()[0];
        }
        return res;
    }
}
`,
    'O(m log m + n log n)',
    'O(m + n)',
  ],
  [
    'cpp: values seen by each check, pushed into a vector by the shared pointer',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
public:
    vector<long long> openSums(vector<vector<int>>& events, vector<int>& checks) {
        // events sorted by time: [time, value]; checks ascending; sum of every value seen so far, kept in a list
        sort(events.begin(), events.end());
        vector<long long> out;
        vector<int> seen;
        size_t e = 0;
        long long sum = 0;
        for (int c : checks) {
            while (e < events.size() && events[e][0] <= c) {
                seen.push_back(events[e][1]);
                sum += events[e][1];
                ++e;
            }
            out.push_back(sum);
        }
        return out;
    }
};
`,
    'O(n log n)',
    'O(m + n)',
  ],
]

describe('collections filled by a shared pointer', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
