import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * k operations that each take the top of a heap and put a value back (`while (k-- > 0) { poll; offer }`,
 * `for _ in range(k): heappop; heappush`) leave the heap the size it was, and k counts operations, not k of
 * the n items, so it may exceed n: O(n log n + k log n), not O(n log n).
 */
const CASES: Case[] = [
  [
    'java: halve the largest pile k times',
    'java',
    `import java.util.*;

class Solution {
    public int minStoneSum(int[] piles, int k) {
        PriorityQueue<Integer> pq = new PriorityQueue<>(Collections.reverseOrder());
        int total = 0;
        for (int p : piles) {
            pq.offer(p);
            total += p;
        }
        while (k-- > 0) {
            int top = pq.poll();
            int removed = top / 2;
            total -= removed;
            pq.offer(top - removed);
        }
        return total;
    }
}
`,
    'O(n log n + k log n)',
    'O(n)',
  ],
  [
    'python: heapify, then k pops each pushed back',
    'python',
    `import heapq


class Solution:
    def maxKelements(self, nums, k):
        heap = [-x for x in nums]
        heapq.heapify(heap)
        score = 0
        for _ in range(k):
            top = -heapq.heappop(heap)
            score += top
            heapq.heappush(heap, -((top + 2) // 3))
        return score
`,
    'O(k log n + n)',
    'O(n)',
  ],
  [
    'cpp: a priority_queue built from the range, its top replaced k times',
    'cpp',
    `#include <cmath>
#include <queue>
#include <vector>
using namespace std;

class Solution {
public:
    long long pickGifts(vector<int>& gifts, int k) {
        priority_queue<int> pq(gifts.begin(), gifts.end());
        for (int i = 0; i < k; ++i) {
            int top = pq.top();
            pq.pop();
            pq.push((int)sqrt((double)top));
        }
        long long sum = 0;
        while (!pq.empty()) {
            sum += pq.top();
            pq.pop();
        }
        return sum;
    }
};
`,
    'O(k log n + n log n)',
    'O(n)',
  ],
]

describe('k operations on a heap', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
