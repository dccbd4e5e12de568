import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Heaps cost log of what they hold: a heap pushed only while smaller than k holds k, and one kept in a
 * design class's field holds the n values given so far. Interval problems sort then sweep; intervals
 * stored as they are in the answer are references, not copies.
 */
const HEAPS_AND_INTERVALS: Case[] = [
  [
    'javascript: kth largest with a sorted copy',
    'javascript',
    `var findKthLargest = function (nums, k) {
  const sorted = [...nums].sort((a, b) => b - a);
  return sorted[k - 1];
};
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: find median from a data stream with two heaps',
    'java',
    `class MedianFinder {
    private final PriorityQueue<Integer> low = new PriorityQueue<>(Collections.reverseOrder());
    private final PriorityQueue<Integer> high = new PriorityQueue<>();

    public MedianFinder() {}

    public void addNum(int num) {
        low.offer(num);
        high.offer(low.poll());
        if (high.size() > low.size()) {
            low.offer(high.poll());
        }
    }

    public double findMedian() {
        if (low.size() > high.size()) return low.peek();
        return (low.peek() + high.peek()) / 2.0;
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'go: last stone weight with container/heap',
    'go',
    `package main

import "container/heap"

type MaxHeap []int

func (h MaxHeap) Len() int            { return len(h) }
func (h MaxHeap) Less(i, j int) bool  { return h[i] > h[j] }
func (h MaxHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *MaxHeap) Push(x interface{}) { *h = append(*h, x.(int)) }
func (h *MaxHeap) Pop() interface{} {
	old := *h
	n := len(old)
	x := old[n-1]
	*h = old[:n-1]
	return x
}

func lastStoneWeight(stones []int) int {
	h := &MaxHeap{}
	for _, s := range stones {
		heap.Push(h, s)
	}
	for h.Len() > 1 {
		a := heap.Pop(h).(int)
		b := heap.Pop(h).(int)
		if a != b {
			heap.Push(h, a-b)
		}
	}
	if h.Len() == 0 {
		return 0
	}
	return (*h)[0]
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'typescript: meeting rooms II with sorted starts and ends',
    'typescript',
    `export function minMeetingRooms(intervals: number[][]): number {
  const starts = intervals.map((i) => i[0]).sort((a, b) => a - b)
  const ends = intervals.map((i) => i[1]).sort((a, b) => a - b)
  let rooms = 0
  let e = 0
  for (let s = 0; s < starts.length; s++) {
    if (starts[s] < ends[e]) rooms++
    else e++
  }
  return rooms
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: meeting rooms II with a heap of end times',
    'java',
    `class Solution {
    public int minMeetingRooms(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> a[0] - b[0]);
        PriorityQueue<Integer> ends = new PriorityQueue<>();
        for (int[] meeting : intervals) {
            if (!ends.isEmpty() && ends.peek() <= meeting[0]) {
                ends.poll();
            }
            ends.offer(meeting[1]);
        }
        return ends.size();
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: can attend all meetings after sorting by start',
    'python',
    `class Solution:
    def canAttendMeetings(self, intervals: List[List[int]]) -> bool:
        intervals.sort(key=lambda x: x[0])
        for i in range(1, len(intervals)):
            if intervals[i][0] < intervals[i - 1][1]:
                return False
        return True
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'go: insert interval appending the untouched parts',
    'go',
    `package main

func insert(intervals [][]int, newInterval []int) [][]int {
	res := [][]int{}
	i, n := 0, len(intervals)
	for i < n && intervals[i][1] < newInterval[0] {
		res = append(res, intervals[i])
		i++
	}
	for i < n && intervals[i][0] <= newInterval[1] {
		newInterval[0] = min(newInterval[0], intervals[i][0])
		newInterval[1] = max(newInterval[1], intervals[i][1])
		i++
	}
	res = append(res, newInterval)
	for i < n {
		res = append(res, intervals[i])
		i++
	}
	return res
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: merge intervals sorting the input in place',
    'cpp',
    `class Solution {
public:
    vector<vector<int>> merge(vector<vector<int>>& intervals) {
        sort(intervals.begin(), intervals.end());
        vector<vector<int>> out;
        for (auto& iv : intervals) {
            if (out.empty() || out.back()[1] < iv[0]) out.push_back(iv);
            else out.back()[1] = max(out.back()[1], iv[1]);
        }
        return out;
    }
};
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: top k frequent with a bucket per count',
    'javascript',
    `function topKFrequent(nums, k) {
  const freq = new Map();
  for (const n of nums) freq.set(n, (freq.get(n) || 0) + 1);
  const buckets = Array.from({ length: nums.length + 1 }, () => []);
  for (const [num, c] of freq) buckets[c].push(num);
  const res = [];
  for (let c = buckets.length - 1; c >= 0 && res.length < k; c--) {
    for (const num of buckets[c]) {
      res.push(num);
      if (res.length === k) return res;
    }
  }
  return res;
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: k closest points with a max-heap of negated distances',
    'python',
    `import heapq

class Solution:
    def kClosest(self, points: List[List[int]], k: int) -> List[List[int]]:
        heap = []
        for x, y in points:
            d = -(x * x + y * y)
            if len(heap) < k:
                heapq.heappush(heap, (d, x, y))
            elif d > heap[0][0]:
                heapq.heapreplace(heap, (d, x, y))
        return [[x, y] for _, x, y in heap]
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'cpp: task scheduler with counts and a formula',
    'cpp',
    `class Solution {
public:
    int leastInterval(vector<char>& tasks, int n) {
        int counts[26] = {0};
        for (char t : tasks) counts[t - 'A']++;
        int top = *max_element(counts, counts + 26);
        int tied = count(counts, counts + 26, top);
        return max((int)tasks.size(), (top - 1) * (n + 1) + tied);
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: merge k sorted lists with a PriorityQueue of nodes',
    'java',
    `class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        PriorityQueue<ListNode> pq = new PriorityQueue<>((a, b) -> a.val - b.val);
        for (ListNode head : lists) {
            if (head != null) pq.add(head);
        }
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        while (!pq.isEmpty()) {
            ListNode node = pq.poll();
            tail.next = node;
            tail = node;
            if (node.next != null) pq.add(node.next);
        }
        return dummy.next;
    }
}
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'python: remove covered intervals after sorting by start then longer first',
    'python',
    `def removeCoveredIntervals(intervals):
    intervals.sort(key=lambda iv: (iv[0], -iv[1]))
    kept = 0
    reach = 0
    for _, end in intervals:
        if end > reach:
            kept += 1
            reach = end
    return kept
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'python: median finder with two heapq heaps',
    'python',
    `import heapq

class MedianFinder:
    def __init__(self):
        self.small = []
        self.large = []

    def addNum(self, num: int) -> None:
        heapq.heappush(self.small, -num)
        heapq.heappush(self.large, -heapq.heappop(self.small))
        if len(self.large) > len(self.small):
            heapq.heappush(self.small, -heapq.heappop(self.large))

    def findMedian(self) -> float:
        if len(self.small) > len(self.large):
            return -self.small[0]
        return (-self.small[0] + self.large[0]) / 2
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'go: merge k sorted lists with container/heap of nodes',
    'go',
    `package main

import "container/heap"

type nodeHeap []*ListNode

func (h nodeHeap) Len() int            { return len(h) }
func (h nodeHeap) Less(i, j int) bool  { return h[i].Val < h[j].Val }
func (h nodeHeap) Swap(i, j int)       { h[i], h[j] = h[j], h[i] }
func (h *nodeHeap) Push(x interface{}) { *h = append(*h, x.(*ListNode)) }
func (h *nodeHeap) Pop() interface{} {
	old := *h
	n := len(old)
	x := old[n-1]
	*h = old[:n-1]
	return x
}

func mergeKLists(lists []*ListNode) *ListNode {
	h := &nodeHeap{}
	for _, l := range lists {
		if l != nil {
			heap.Push(h, l)
		}
	}
	dummy := &ListNode{}
	tail := dummy
	for h.Len() > 0 {
		node := heap.Pop(h).(*ListNode)
		tail.Next = node
		tail = node
		if node.Next != nil {
			heap.Push(h, node.Next)
		}
	}
	return dummy.Next
}
`,
    'O(n log k)',
    'O(k)',
  ],
]

describe('heaps, top-k and intervals', () => {
  it.each(HEAPS_AND_INTERVALS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

/**
 * A window kept in a collection: every pass adds the item coming in and takes out the one leaving, so
 * it keeps the size it started with (a multiset made from the first k items, `begin(), begin() + k`),
 * or, when the item leaving is taken out only once the index has passed k, at most k. Operations on a
 * sorted one (multiset, SortedList, TreeSet) cost log k, not log n.
 */
const SLIDING_CONTAINERS: Case[] = [
  [
    'cpp: window maxima in a multiset made from the first k and slid one in, one out',
    'cpp',
    `#include <vector>
#include <set>
using namespace std;

class Solution {
public:
    vector<int> windowMaxima(vector<int>& nums, int k) {
        multiset<int> window(nums.begin(), nums.begin() + k);
        vector<int> out;
        out.push_back(*window.rbegin());
        for (int i = k; i < (int)nums.size(); i++) {
            window.insert(nums[i]);
            window.erase(window.find(nums[i - k]));
            out.push_back(*window.rbegin());
        }
        return out;
    }
};
`,
    'O(n log k)',
    'O(n)',
  ],
  [
    'cpp: window minima, erase before insert',
    'cpp',
    `#include <vector>
#include <set>
using namespace std;

class Solution {
public:
    long long smallestSums(vector<int>& nums, int k) {
        multiset<int> window(nums.begin(), nums.begin() + k);
        long long total = *window.begin();
        for (size_t i = k; i < nums.size(); i++) {
            window.erase(window.find(nums[i - k]));
            window.insert(nums[i]);
            total += *window.begin();
        }
        return total;
    }
};
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'python: window medians in a SortedList slid one in, one out',
    'python',
    `from sortedcontainers import SortedList


class Solution:
    def windowMedians(self, nums: list[int], k: int) -> list[float]:
        window = SortedList(nums[:k])
        out = [self.median(window, k)]
        for i in range(k, len(nums)):
            window.add(nums[i])
            window.remove(nums[i - k])
            out.append(self.median(window, k))
        return out

    def median(self, window, k):
        return (window[k // 2] + window[(k - 1) // 2]) / 2
`,
    'O(n log k)',
    'O(n)',
  ],
  [
    'java: nearby almost-duplicate in a TreeSet trimmed once the index passes k',
    'java',
    `import java.util.*;

class Solution {
    public boolean containsNearbyAlmostDuplicate(int[] nums, int k, int t) {
        TreeSet<Long> window = new TreeSet<>();
        for (int i = 0; i < nums.length; i++) {
            Long floor = window.floor((long) nums[i] + t);
            if (floor != null && floor >= (long) nums[i] - t) return true;
            window.add((long) nums[i]);
            if (i >= k) window.remove((long) nums[i - k]);
        }
        return false;
    }
}
`,
    'O(n log k)',
    'O(k)',
  ],
  [
    'javascript: nearby duplicate in a Set trimmed once the index passes k',
    'javascript',
    `var containsNearbyDuplicate = function (nums, k) {
  const window = new Set()
  for (let i = 0; i < nums.length; i++) {
    if (window.has(nums[i])) return true
    window.add(nums[i])
    if (i >= k) window.delete(nums[i - k])
  }
  return false
}
`,
    'O(n)',
    'O(k)',
  ],
  [
    'python: nearby duplicate in a set trimmed once the index passes k',
    'python',
    `class Solution:
    def containsNearbyDuplicate(self, nums: list[int], k: int) -> bool:
        window = set()
        for i, x in enumerate(nums):
            if x in window:
                return True
            window.add(x)
            if i >= k:
                window.discard(nums[i - k])
        return False
`,
    'O(n)',
    'O(k)',
  ],
]

describe('collections that slide along the input at the size of the window', () => {
  it.each(SLIDING_CONTAINERS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
