import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/** Tables whose length is a named constant (`var dp [vowelCount]int`, `new int[LETTERS]`, `array<int, LETTERS>`): a fixed size, O(1) however they are walked. */
const FIXED: Case[] = [
  [
    'go: a table sized by a package constant is fixed',
    'go',
    `package main

const letters = 26

func firstUnique(s string) int {
	var count [letters]int
	for _, ch := range s {
		count[ch-'a']++
	}
	for i, ch := range s {
		if count[ch-'a'] == 1 {
			return i
		}
	}
	total := 0
	for _, c := range count {
		total += c
	}
	return total
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: five vowels in an array sized by a constant',
    'go',
    `package main

const vowelCount = 5

func countVowelStrings(n int) int {
	var dp [vowelCount]int
	for i := range dp {
		dp[i] = 1
	}
	for step := 1; step < n; step++ {
		for v := 1; v < vowelCount; v++ {
			dp[v] += dp[v-1]
		}
	}
	sum := 0
	for _, x := range dp {
		sum += x
	}
	return sum
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: a table sized by a static final constant (toCharArray copies s)',
    'java',
    `class Solution {
    private static final int LETTERS = 26;

    public int firstUniqChar(String s) {
        int[] count = new int[LETTERS];
        for (char c : s.toCharArray()) count[c - 'a']++;
        int total = 0;
        for (int c : count) total += c;
        for (int i = 0; i < s.length(); i++) if (count[s.charAt(i) - 'a'] == 1) return i;
        return -total;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: std::array and a C array sized by a constexpr',
    'cpp',
    `#include <string>
#include <array>
using namespace std;
constexpr int LETTERS = 26;

class Solution {
public:
    int firstUniqChar(string s) {
        array<int, LETTERS> count{};
        int seen[LETTERS] = {0};
        for (char c : s) { count[c - 'a']++; seen[c - 'a'] = 1; }
        int total = 0;
        for (int c : count) total += c;
        for (int i = 0; i < LETTERS; i++) total += seen[i];
        for (int i = 0; i < (int)s.size(); i++) if (count[s[i] - 'a'] == 1) return i;
        return -total;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
]

/** A design class that precomputes when it is made: Go writes that as a free `Constructor` returning the struct, the other languages as a constructor; either way it is one of the operations. */
const CONSTRUCTORS: Case[] = [
  [
    'go: a free Constructor function that precomputes is one of the operations',
    'go',
    `package main

type NumArray struct {
	prefix []int
}

func Constructor(nums []int) NumArray {
	prefix := make([]int, len(nums)+1)
	for i, v := range nums {
		prefix[i+1] = prefix[i] + v
	}
	return NumArray{prefix: prefix}
}

func (na *NumArray) SumRange(left int, right int) int {
	return na.prefix[right+1] - na.prefix[left]
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: a Constructor that only makes the struct costs nothing',
    'go',
    `package main

type Counter struct {
	hits []int
}

func Constructor() Counter {
	return Counter{}
}

func (c *Counter) Hit(t int) {
	c.hits = append(c.hits, t)
}

func (c *Counter) Latest() int {
	if len(c.hits) == 0 {
		return -1
	}
	return c.hits[len(c.hits)-1]
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'java: a constructor that precomputes',
    'java',
    `class NumArray {
    private final int[] prefix;

    public NumArray(int[] nums) {
        prefix = new int[nums.length + 1];
        for (int i = 0; i < nums.length; i++) prefix[i + 1] = prefix[i] + nums[i];
    }

    public int sumRange(int left, int right) {
        return prefix[right + 1] - prefix[left];
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: a constructor that precomputes in its initialiser list',
    'cpp',
    `#include <vector>
using namespace std;

class NumArray {
    vector<int> prefix;

public:
    NumArray(vector<int>& nums) : prefix(nums.size() + 1, 0) {
        for (size_t i = 0; i < nums.size(); ++i) prefix[i + 1] = prefix[i] + nums[i];
    }

    int sumRange(int left, int right) { return prefix[right + 1] - prefix[left]; }
};
`,
    'O(n)',
    'O(n)',
  ],
]

/** A field declared without a value and made empty in the constructor (`heap = new PriorityQueue<>()`, with or without `this.`) is that container, filled by the other operations. */
const FIELDS: Case[] = [
  [
    'java: a heap field declared bare and made in the constructor holds what other operations added',
    'java',
    `import java.util.*;

class SmallestInfiniteSet {
    private int next;
    private final PriorityQueue<Integer> addedBack;

    public SmallestInfiniteSet() {
        next = 1;
        addedBack = new PriorityQueue<>();
    }

    public int popSmallest() {
        if (!addedBack.isEmpty()) {
            return addedBack.poll();
        }
        return next++;
    }

    public void addBack(int num) {
        if (num >= next) return;
        addedBack.offer(num);
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'java: the same heap field made through this.',
    'java',
    `import java.util.*;

class SmallestInfiniteSet {
    private int next;
    private final PriorityQueue<Integer> addedBack;

    public SmallestInfiniteSet() {
        next = 1;
        this.addedBack = new PriorityQueue<>();
    }

    public int popSmallest() {
        if (!addedBack.isEmpty()) {
            return addedBack.poll();
        }
        return next++;
    }

    public void addBack(int num) {
        if (num >= next) return;
        addedBack.offer(num);
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'cpp: a priority_queue member',
    'cpp',
    `#include <queue>
#include <vector>
#include <functional>
using namespace std;

class SmallestInfiniteSet {
    int next;
    priority_queue<int, vector<int>, greater<int>> addedBack;

public:
    SmallestInfiniteSet() { next = 1; }

    int popSmallest() {
        if (!addedBack.empty()) {
            int x = addedBack.top();
            addedBack.pop();
            return x;
        }
        return next++;
    }

    void addBack(int num) {
        if (num >= next) return;
        addedBack.push(num);
    }
};
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'typescript: an array field made empty in the constructor and scanned',
    'typescript',
    `class SmallestInfiniteSet {
  private next: number
  private readonly addedBack: number[]

  constructor() {
    this.next = 1
    this.addedBack = []
  }

  popSmallest(): number {
    if (this.addedBack.length > 0) {
      let best = 0
      for (let i = 1; i < this.addedBack.length; i++) if (this.addedBack[i] < this.addedBack[best]) best = i
      return this.addedBack.splice(best, 1)[0]
    }
    return this.next++
  }

  addBack(num: number): void {
    if (num < this.next && !this.addedBack.includes(num)) this.addedBack.push(num)
  }
}
`,
    'O(n)',
    'O(1)',
  ],
]

/** A design class that files what it is given under the key the caller passed (`store.computeIfAbsent(key, ...)`): outside C++ the key is a reference to the caller's string, so one operation stores O(1). */
const KEYS: Case[] = [
  [
    'java: computeIfAbsent on the key parameter',
    'java',
    `import java.util.*;

class TimeMap {
    private final Map<String, List<Integer>> times = new HashMap<>();

    public void set(String key, String value, int timestamp) {
        times.computeIfAbsent(key, k -> new ArrayList<>()).add(timestamp);
    }

    public int count(String key) {
        return times.getOrDefault(key, List.of()).size();
    }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: a defaultdict of lists keyed by the parameter',
    'python',
    `from collections import defaultdict


class TimeMap:
    def __init__(self):
        self.history = defaultdict(list)

    def set(self, key: str, value: str, timestamp: int) -> None:
        self.history[key].append((timestamp, value))

    def latest(self, key: str) -> str:
        entries = self.history.get(key)
        return entries[-1][1] if entries else ""
`,
    'O(1)',
    'O(1)',
  ],
  [
    'typescript: a Map keyed by the parameter',
    'typescript',
    `export class TimeMap {
  private readonly history = new Map<string, Array<[number, string]>>()

  set(key: string, value: string, timestamp: number): void {
    const list = this.history.get(key)
    if (list) list.push([timestamp, value])
    else this.history.set(key, [[timestamp, value]])
  }

  latest(key: string): string {
    const list = this.history.get(key)
    return list && list.length > 0 ? list[list.length - 1][1] : ''
  }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'go: a map of slices keyed by the parameter',
    'go',
    `package main

type entry struct {
	t int
	v string
}

type TimeMap struct {
	history map[string][]entry
}

func Constructor() TimeMap {
	return TimeMap{history: map[string][]entry{}}
}

func (tm *TimeMap) Set(key string, value string, timestamp int) {
	tm.history[key] = append(tm.history[key], entry{timestamp, value})
}

func (tm *TimeMap) Latest(key string) string {
	list := tm.history[key]
	if len(list) == 0 {
		return ""
	}
	return list[len(list)-1].v
}
`,
    'O(1)',
    'O(1)',
  ],
]

/** Heaps built from the input and drained two at a time while one goes back: Go's `make(IntHeap, n)` with `copy`, or the slice converted in place, with `heap.Pop(&h)`. */
const HEAPS: Case[] = [
  [
    'go: make(IntHeap, n), copy and heap.Init, then pop two push one',
    'go',
    `package main

import "container/heap"

type MaxHeap []int

func (h MaxHeap) Len() int           { return len(h) }
func (h MaxHeap) Less(i, j int) bool { return h[i] > h[j] }
func (h MaxHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *MaxHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *MaxHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func lastStoneWeight(stones []int) int {
	h := make(MaxHeap, len(stones))
	copy(h, stones)
	heap.Init(&h)
	for h.Len() > 1 {
		a := heap.Pop(&h).(int)
		b := heap.Pop(&h).(int)
		if a != b {
			heap.Push(&h, a-b)
		}
	}
	if h.Len() == 0 {
		return 0
	}
	return h[0]
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'go: the slice converted in place to the heap type',
    'go',
    `package main

import "container/heap"

type MaxHeap []int

func (h MaxHeap) Len() int           { return len(h) }
func (h MaxHeap) Less(i, j int) bool { return h[i] > h[j] }
func (h MaxHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *MaxHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *MaxHeap) Pop() any {
	old := *h
	x := old[len(old)-1]
	*h = old[:len(old)-1]
	return x
}

func lastStoneWeight(stones []int) int {
	h := MaxHeap(stones)
	heap.Init(&h)
	for h.Len() > 1 {
		a := heap.Pop(&h).(int)
		b := heap.Pop(&h).(int)
		if a != b {
			heap.Push(&h, a-b)
		}
	}
	if h.Len() == 0 {
		return 0
	}
	return h[0]
}
`,
    'O(n log n)',
    'O(1)',
  ],
  [
    'java: a PriorityQueue filled from the input, pop two push one',
    'java',
    `import java.util.*;

class Solution {
    public int minOperations(int[] nums, int k) {
        PriorityQueue<Long> pq = new PriorityQueue<>();
        for (int x : nums) pq.offer((long) x);
        int ops = 0;
        while (pq.size() >= 2 && pq.peek() < k) {
            long x = pq.poll(), y = pq.poll();
            pq.offer(x * 2 + y);
            ops++;
        }
        return ops;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'cpp: a priority_queue built from a range, pop two push one',
    'cpp',
    `#include <queue>
#include <vector>
#include <functional>
using namespace std;

class Solution {
public:
    int minOperations(vector<int>& nums, int k) {
        priority_queue<long long, vector<long long>, greater<long long>> pq(nums.begin(), nums.end());
        int ops = 0;
        while (pq.size() >= 2 && pq.top() < k) {
            long long x = pq.top(); pq.pop();
            long long y = pq.top(); pq.pop();
            pq.push(x * 2 + y);
            ++ops;
        }
        return ops;
    }
};
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: heapify a copy, pop two push one',
    'python',
    `import heapq

class Solution:
    def minOperations(self, nums: list[int], k: int) -> int:
        heap = list(nums)
        heapq.heapify(heap)
        ops = 0
        while len(heap) >= 2 and heap[0] < k:
            x = heapq.heappop(heap)
            y = heapq.heappop(heap)
            heapq.heappush(heap, x * 2 + y)
            ops += 1
        return ops
`,
    'O(n log n)',
    'O(n)',
  ],
]

/** A collection emptied in a pass of a loop and filled again after (`sb.Reset()`, `cur.clear()`): its contents are replaced, not piled up over the passes. */
const REFILLED: Case[] = [
  [
    'go: a builder reset and rewritten with its own reversed text',
    'go',
    `package main

import "strings"

func flip(text string) string {
	r := []rune(text)
	for l, h := 0, len(r)-1; l < h; l, h = l+1, h-1 {
		r[l], r[h] = r[h], r[l]
	}
	return string(r)
}

func typeOut(keys string) string {
	var screen strings.Builder
	for _, k := range keys {
		if k == '#' {
			back := flip(screen.String())
			screen.Reset()
			screen.WriteString(back)
		} else {
			screen.WriteRune(k)
		}
	}
	return screen.String()
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'go: a builder handed to a helper through String()',
    'go',
    `package main

import "strings"

func reverseString(s string) string {
	b := []byte(s)
	for i, j := 0, len(b)-1; i < j; i, j = i+1, j-1 {
		b[i], b[j] = b[j], b[i]
	}
	return string(b)
}

func finalString(s string) string {
	var sb strings.Builder
	for _, ch := range s {
		sb.WriteRune(ch)
	}
	return reverseString(sb.String())
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: a row cleared and refilled on every pass',
    'python',
    `class Solution:
    def getRow(self, rowIndex: int) -> list[int]:
        prev = [1]
        cur = []
        for i in range(1, rowIndex + 1):
            cur.clear()
            for j in range(i + 1):
                cur.append(1 if j == 0 or j == i else prev[j - 1] + prev[j])
            prev = list(cur)
        return prev
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: a row cleared and refilled on every pass',
    'java',
    `import java.util.*;

class Solution {
    public List<Integer> getRow(int rowIndex) {
        List<Integer> prev = new ArrayList<>();
        prev.add(1);
        List<Integer> cur = new ArrayList<>();
        for (int i = 1; i <= rowIndex; i++) {
            cur.clear();
            for (int j = 0; j <= i; j++) {
                cur.add(j == 0 || j == i ? 1 : prev.get(j - 1) + prev.get(j));
            }
            prev = new ArrayList<>(cur);
        }
        return prev;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'cpp: a row cleared and refilled on every pass',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    vector<int> getRow(int rowIndex) {
        vector<int> prev{1};
        vector<int> cur;
        for (int i = 1; i <= rowIndex; ++i) {
            cur.clear();
            for (int j = 0; j <= i; ++j) {
                cur.push_back(j == 0 || j == i ? 1 : prev[j - 1] + prev[j]);
            }
            prev = cur;
        }
        return prev;
    }
};
`,
    'O(n^2)',
    'O(n)',
  ],
]

/** Debugging code behind a flag that is false and never set (`if (!DEBUG) return;`, `if debug { ... }`): it does not run. */
const DEBUG: Case[] = [
  [
    'java: a log helper that returns at once while DEBUG is false',
    'java',
    `class ListNode {
    int val;
    ListNode next;
    ListNode(int val) { this.val = val; }
}

class Solution {
    private static final boolean DEBUG = false;

    public ListNode reverseList(ListNode head) {
        ListNode prev = null;
        while (head != null) {
            ListNode next = head.next;
            head.next = prev;
            prev = head;
            head = next;
        }
        print(prev);
        return prev;
    }

    private void print(ListNode head) {
        if (!DEBUG) {
            return;
        }
        StringBuilder sb = new StringBuilder();
        for (ListNode n = head; n != null; n = n.next) sb.append(n.val).append(' ');
        System.out.println(sb);
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: a trace helper behind `if not DEBUG: return`',
    'python',
    `DEBUG = False


class Solution:
    def rotate(self, nums: list[int], k: int) -> None:
        n = len(nums)
        k %= n
        nums[:] = nums[-k:] + nums[:-k] if k else nums
        self._trace(nums)

    def _trace(self, nums: list[int]) -> None:
        if not DEBUG:
            return
        seen = []
        for i in range(len(nums)):
            seen.append([nums[j] for j in range(i + 1)])
        print(seen)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: a history kept only under `if debug`',
    'go',
    `package main

import "fmt"

const debug = false

func maxProfit(prices []int) int {
	best, low := 0, 1<<31-1
	for _, p := range prices {
		if p < low {
			low = p
		}
		if p-low > best {
			best = p - low
		}
		if debug {
			history := make([]int, 0, len(prices))
			for _, q := range prices {
				history = append(history, q)
			}
			fmt.Println(history)
		}
	}
	return best
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: a trace behind `if (!kTrace) return;`',
    'cpp',
    `#include <vector>
#include <iostream>
using namespace std;

static constexpr bool kTrace = false;

class Solution {
    void trace(const vector<int>& nums) {
        if (!kTrace) return;
        vector<vector<int>> prefixes;
        for (size_t i = 0; i < nums.size(); ++i) prefixes.emplace_back(nums.begin(), nums.begin() + i + 1);
        cout << prefixes.size() << endl;
    }

public:
    int missingNumber(vector<int>& nums) {
        int n = nums.size();
        int expected = n * (n + 1) / 2;
        for (int x : nums) expected -= x;
        trace(nums);
        return expected;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
]

/** Positions along a linked list (`left`, `right`, `a`, `b`) walked by a counted loop that also stops at the end of the list, from a dummy node in front of it: at most the list's length. */
const POSITIONS: Case[] = [
  [
    'go: steps from a dummy made as a composite literal',
    'go',
    `package main

type ListNode struct {
	Val  int
	Next *ListNode
}

func step(node *ListNode, k int) *ListNode {
	for i := 0; i < k && node != nil; i++ {
		node = node.Next
	}
	return node
}

// swapValues swaps the values at 1-based positions a < b.
func swapValues(head *ListNode, a int, b int) *ListNode {
	dummy := &ListNode{Next: head}
	first := step(dummy, a)
	second := step(first, b-a)
	if first != nil && second != nil {
		first.Val, second.Val = second.Val, first.Val
	}
	return dummy.Next
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: steps from `new ListNode(0, head)`',
    'java',
    `class ListNode {
    int val;
    ListNode next;
    ListNode(int val, ListNode next) { this.val = val; this.next = next; }
}

class Solution {
    public ListNode swapValues(ListNode head, int a, int b) {
        ListNode dummy = new ListNode(0, head);
        ListNode first = step(dummy, a);
        ListNode second = step(first, b - a);
        if (first != null && second != null) {
            int t = first.val;
            first.val = second.val;
            second.val = t;
        }
        return dummy.next;
    }

    private ListNode step(ListNode node, int k) {
        for (int i = 0; i < k && node != null; i++) node = node.next;
        return node;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: steps from a dummy on the stack',
    'cpp',
    `struct ListNode {
    int val;
    ListNode* next;
    ListNode(int x, ListNode* n) : val(x), next(n) {}
};

class Solution {
    ListNode* step(ListNode* node, int k) {
        for (int i = 0; i < k && node != nullptr; ++i) node = node->next;
        return node;
    }

public:
    ListNode* swapValues(ListNode* head, int a, int b) {
        ListNode dummy(0, head);
        ListNode* first = step(&dummy, a);
        ListNode* second = step(first, b - a);
        if (first && second) {
            int t = first->val;
            first->val = second->val;
            second->val = t;
        }
        return dummy.next;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
]

/** Consecutive runs taken from a table of counts (hand of straights): the inner loop takes from a count on every pass and stops when one runs short, so its passes over the whole outer loop add up to the counted elements. */
const SPENT: Case[] = [
  [
    'go: a map of counts spent by the run length',
    'go',
    `package main

import "sort"

func isPossibleDivide(nums []int, k int) bool {
	if len(nums)%k != 0 {
		return false
	}
	freq := map[int]int{}
	for _, x := range nums {
		freq[x]++
	}
	keys := make([]int, 0, len(freq))
	for x := range freq {
		keys = append(keys, x)
	}
	sort.Ints(keys)
	for _, first := range keys {
		take := freq[first]
		if take == 0 {
			continue
		}
		for x := first; x < first+k; x++ {
			if freq[x] < take {
				return false
			}
			freq[x] -= take
		}
	}
	return true
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: a Counter spent inside an if',
    'python',
    `from collections import Counter


class Solution:
    def isNStraightHand(self, hand: list[int], groupSize: int) -> bool:
        if len(hand) % groupSize:
            return False
        count = Counter(hand)
        for start in sorted(count):
            need = count[start]
            if need > 0:
                for v in range(start, start + groupSize):
                    if count[v] < need:
                        return False
                    count[v] -= need
        return True
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: put(v, get(v) - need) on a HashMap of counts',
    'java',
    `import java.util.*;

class Solution {
    public boolean isNStraightHand(int[] hand, int groupSize) {
        if (hand.length % groupSize != 0) return false;
        Map<Integer, Integer> count = new HashMap<>();
        for (int x : hand) count.put(x, count.getOrDefault(x, 0) + 1);
        List<Integer> keys = new ArrayList<>(count.keySet());
        Collections.sort(keys);
        for (int start : keys) {
            int need = count.get(start);
            if (need == 0) continue;
            for (int v = start; v < start + groupSize; v++) {
                if (count.getOrDefault(v, 0) < need) return false;
                count.put(v, count.get(v) - need);
            }
        }
        return true;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'cpp: a std::map of counts spent while iterating it',
    'cpp',
    `#include <map>
#include <vector>
using namespace std;

class Solution {
public:
    bool isNStraightHand(vector<int>& hand, int groupSize) {
        if (hand.size() % groupSize) return false;
        map<int, int> cnt;
        for (int x : hand) cnt[x]++;
        for (auto& [start, c] : cnt) {
            int need = c;
            if (need == 0) continue;
            for (int v = start; v < start + groupSize; ++v) {
                if (cnt[v] < need) return false;
                cnt[v] -= need;
            }
        }
        return true;
    }
};
`,
    'O(n log n)',
    'O(n)',
  ],
]

/** A list of rows built one per element by a mapping step (`IntStream.range(0, cols).mapToObj(c -> ... .toArray())`, a nested comprehension): it holds every row, not one. */
const ROWS: Case[] = [
  [
    'java: a transpose built by nested streams',
    'java',
    `import java.util.stream.IntStream;

class Solution {
    public int[][] transpose(int[][] grid) {
        int m = grid.length;
        int n = grid[0].length;
        return IntStream.range(0, n)
                .mapToObj(j -> IntStream.range(0, m).map(i -> grid[i][j]).toArray())
                .toArray(int[][]::new);
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: a table of multiples collected into lists',
    'java',
    `import java.util.*;
import java.util.stream.*;

class Solution {
    public List<List<Integer>> multiples(int n, int m) {
        return IntStream.rangeClosed(1, n)
                .mapToObj(i -> IntStream.rangeClosed(1, m).map(j -> i * j).boxed().collect(Collectors.toList()))
                .collect(Collectors.toList());
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: a transpose by nested comprehensions',
    'python',
    `class Solution:
    def transpose(self, matrix: list[list[int]]) -> list[list[int]]:
        rows, cols = len(matrix), len(matrix[0])
        return [[matrix[r][c] for r in range(rows)] for c in range(cols)]
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'javascript: rows made by Array.from and mapped',
    'javascript',
    `function multiplicationTable(n, m) {
  return Array.from({ length: n }, () => new Array(m).fill(0)).map((row, i) => row.map((_, j) => (i + 1) * (j + 1)))
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

/** A helper that returns its input parsed into objects by a mapping callback (`return Arrays.stream(raw).map(r -> new Interval(...)).collect(toList())`): it returns the list, not the object the callback makes, so a loop over it has the input's length. */
const PARSED: Case[] = [
  [
    'java: records parsed by a stream and walked',
    'java',
    `import java.util.*;
import java.util.stream.*;

class Solution {
    record Edge(int from, int to) {}

    public int countEdges(int[][] edges, int n) {
        List<Edge> parsed = parse(edges);
        int[] deg = new int[n];
        for (Edge e : parsed) deg[e.to()]++;
        return deg[0];
    }

    private List<Edge> parse(int[][] edges) {
        return Arrays.stream(edges).map(r -> new Edge(r[0], r[1])).collect(Collectors.toList());
    }
}
`,
    'O(V + E)',
    'O(V + E)',
  ],
  [
    'java: a class parsed by a stream and walked in a for-each header',
    'java',
    `import java.util.*;
import java.util.stream.*;

class Solution {
    static final class Interval {
        final int start, end;
        Interval(int s, int e) { start = s; end = e; }
    }

    public int maxEnd(int[][] intervals) {
        int best = Integer.MIN_VALUE;
        for (Interval iv : toIntervals(intervals)) best = Math.max(best, iv.end);
        return best;
    }

    private List<Interval> toIntervals(int[][] raw) {
        return Arrays.stream(raw).map(r -> new Interval(r[0], r[1])).collect(Collectors.toList());
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: objects made by filter and map, then walked',
    'typescript',
    `class Edge {
  constructor(
    readonly from: number,
    readonly to: number,
  ) {}
}

function parse(pairs: number[][]): Edge[] {
  return pairs.filter((p) => p[0] !== p[1]).map((p) => new Edge(p[0], p[1]))
}

export function inDegrees(pairs: number[][], n: number): number[] {
  const deg: number[] = new Array(n).fill(0)
  const edges = parse(pairs)
  for (const e of edges) deg[e.to]++
  return deg
}
`,
    'O(m + n)',
    'O(m + n)',
  ],
]

/** A row named by the loop that walks the grid (Go's `for r, row := range grid`, Python's `enumerate`, a forEach callback) and walked on its own: the grid is m by n, not square. */
const ROW_NAMES: Case[] = [
  [
    'go: `for r, row := range grid` then `range row`',
    'go',
    `package main

func countNegatives(grid [][]int) int {
	count := 0
	for r, row := range grid {
		for c := range row {
			if grid[r][c] < 0 {
				count++
			}
		}
	}
	return count
}

func islandPerimeter(grid [][]int) int {
	total := 0
	for r, row := range grid {
		for c, cell := range row {
			if cell == 0 {
				continue
			}
			total += 4
			if r > 0 && grid[r-1][c] == 1 {
				total -= 2
			}
			if c > 0 && row[c-1] == 1 {
				total -= 2
			}
		}
	}
	return total
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'python: `for r, row in enumerate(grid)` then `len(row)`',
    'python',
    `class Solution:
    def countNegatives(self, grid: list[list[int]]) -> int:
        count = 0
        for r, row in enumerate(grid):
            for c in range(len(row)):
                if grid[r][c] < 0:
                    count += 1
        return count
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'javascript: `grid.forEach((row, r) => ...)` then `row.length`',
    'javascript',
    `function countNegatives(grid) {
  let count = 0
  grid.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) if (grid[r][c] < 0) count++
  })
  return count
}
`,
    'O(m * n)',
    'O(1)',
  ],
]

/** A test of every row that tests every value of the row (`Arrays.stream(m).allMatch(row -> Arrays.stream(row).allMatch(...))`, nested `all_of` with lambdas): every cell once. */
const NESTED_MATCHES: Case[] = [
  [
    'java: nested allMatch over Arrays.stream',
    'java',
    `import java.util.*;

class Solution {
    public boolean isToeplitzMatrix(int[][] matrix) {
        return Arrays.stream(matrix).allMatch(row -> Arrays.stream(row).allMatch(v -> v >= 0));
    }
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'cpp: nested all_of with lambdas',
    'cpp',
    `#include <algorithm>
#include <vector>
using namespace std;

class Solution {
public:
    bool allPositive(vector<vector<int>>& matrix) {
        return all_of(matrix.begin(), matrix.end(), [](const vector<int>& row) {
            return all_of(row.begin(), row.end(), [](int v) { return v >= 0; });
        });
    }
};
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'python: nested all() over generators',
    'python',
    `class Solution:
    def allPositive(self, matrix: list[list[int]]) -> bool:
        return all(all(v >= 0 for v in row) for row in matrix)
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'typescript: nested every()',
    'typescript',
    `export function allPositive(matrix: number[][]): boolean {
  return matrix.every((row) => row.every((v) => v >= 0))
}
`,
    'O(m * n)',
    'O(1)',
  ],
]

/** A count read from a map into a local and written back lowered (`int have = basket.get(f); ... basket.put(f, have - 1)`): the key is there already, so the put adds nothing and the window loop that does it only drains. */
const REWRITTEN_COUNTS: Case[] = [
  [
    'java: k distinct characters, put(out, cnt - 1)',
    'java',
    `import java.util.*;

class Solution {
    public int lengthOfLongestSubstringKDistinct(String s, int k) {
        Map<Character, Integer> window = new HashMap<>();
        int left = 0, best = 0;
        for (int right = 0; right < s.length(); right++) {
            char c = s.charAt(right);
            window.put(c, window.getOrDefault(c, 0) + 1);
            while (window.size() > k) {
                char out = s.charAt(left++);
                int cnt = window.get(out);
                if (cnt == 1) window.remove(out);
                else window.put(out, cnt - 1);
            }
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}
`,
    'O(n)',
    'O(k)',
  ],
  [
    'java: fruit into baskets, put(f, have - 1) in an else',
    'java',
    `import java.util.*;

class Solution {
    public int totalFruit(int[] fruits) {
        Map<Integer, Integer> basket = new HashMap<>();
        int left = 0, best = 0;
        for (int right = 0; right < fruits.length; right++) {
            basket.merge(fruits[right], 1, Integer::sum);
            while (basket.size() > 2) {
                int f = fruits[left++];
                int have = basket.get(f);
                if (have == 1) {
                    basket.remove(f);
                } else {
                    basket.put(f, have - 1);
                }
            }
            best = Math.max(best, right - left + 1);
        }
        return best;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: hand of straights on a TreeMap drained from its first key',
    'java',
    `import java.util.*;

class Solution {
    public boolean isPossibleDivide(int[] nums, int k) {
        if (nums.length % k != 0) return false;
        TreeMap<Integer, Integer> count = new TreeMap<>();
        for (int x : nums) count.merge(x, 1, Integer::sum);
        while (!count.isEmpty()) {
            int first = count.firstKey();
            for (int v = first; v < first + k; v++) {
                Integer c = count.get(v);
                if (c == null) return false;
                if (c == 1) count.remove(v);
                else count.put(v, c - 1);
            }
        }
        return true;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: the same window on a dict',
    'python',
    `class Solution:
    def totalFruit(self, fruits: list[int]) -> int:
        basket = {}
        left = best = 0
        for right, f in enumerate(fruits):
            basket[f] = basket.get(f, 0) + 1
            while len(basket) > 2:
                out = fruits[left]
                left += 1
                have = basket[out]
                if have == 1:
                    del basket[out]
                else:
                    basket[out] = have - 1
            best = max(best, right - left + 1)
        return best
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: the same window on a Map',
    'typescript',
    `export function totalFruit(fruits: number[]): number {
  const basket = new Map<number, number>()
  let left = 0
  let best = 0
  for (let right = 0; right < fruits.length; right++) {
    basket.set(fruits[right], (basket.get(fruits[right]) ?? 0) + 1)
    while (basket.size > 2) {
      const out = fruits[left++]
      const have = basket.get(out)!
      if (have === 1) basket.delete(out)
      else basket.set(out, have - 1)
    }
    best = Math.max(best, right - left + 1)
  }
  return best
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: the same window on an unordered_map',
    'cpp',
    `#include <unordered_map>
#include <vector>
#include <algorithm>
using namespace std;

class Solution {
public:
    int totalFruit(vector<int>& fruits) {
        unordered_map<int, int> basket;
        int left = 0, best = 0;
        for (int right = 0; right < (int)fruits.size(); ++right) {
            basket[fruits[right]]++;
            while (basket.size() > 2) {
                int out = fruits[left++];
                int have = basket[out];
                if (have == 1) basket.erase(out);
                else basket[out] = have - 1;
            }
            best = max(best, right - left + 1);
        }
        return best;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
]

/** A breadth-first walk of a tree whose next level a helper builds from the current one (`level = children(level)`): each node once, and the widest level holds up to n of them. */
const LEVEL_HELPERS: Case[] = [
  [
    'java: right side view with a children() helper',
    'java',
    `import java.util.*;

class TreeNode { int val; TreeNode left, right; }

class Solution {
    public List<Integer> rightSideView(TreeNode root) {
        List<Integer> out = new ArrayList<>();
        List<TreeNode> level = new ArrayList<>();
        if (root != null) level.add(root);
        while (!level.isEmpty()) {
            out.add(level.get(level.size() - 1).val);
            level = children(level);
        }
        return out;
    }

    private List<TreeNode> children(List<TreeNode> level) {
        List<TreeNode> next = new ArrayList<>();
        for (TreeNode n : level) {
            if (n.left != null) next.add(n.left);
            if (n.right != null) next.add(n.right);
        }
        return next;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: right side view with a method that gathers the children',
    'python',
    `class Solution:
    def rightSideView(self, root):
        out = []
        level = [root] if root else []
        while level:
            out.append(level[-1].val)
            level = self.children(level)
        return out

    def children(self, level):
        nxt = []
        for node in level:
            if node.left:
                nxt.append(node.left)
            if node.right:
                nxt.append(node.right)
        return nxt
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: right side view with a free function',
    'go',
    `package main

type TreeNode struct {
	Val         int
	Left, Right *TreeNode
}

func children(level []*TreeNode) []*TreeNode {
	var next []*TreeNode
	for _, n := range level {
		if n.Left != nil {
			next = append(next, n.Left)
		}
		if n.Right != nil {
			next = append(next, n.Right)
		}
	}
	return next
}

func rightSideView(root *TreeNode) []int {
	var out []int
	var level []*TreeNode
	if root != nil {
		level = append(level, root)
	}
	for len(level) > 0 {
		out = append(out, level[len(level)-1].Val)
		level = children(level)
	}
	return out
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: level sums with a comprehension helper, no output list',
    'python',
    `class Solution:
    def maxLevelSum(self, root) -> int:
        best, best_level, depth = float("-inf"), 1, 1
        level = [root]
        while level:
            total = sum(node.val for node in level)
            if total > best:
                best, best_level = total, depth
            level = self.below(level)
            depth += 1
        return best_level

    def below(self, level):
        return [child for node in level for child in (node.left, node.right) if child]
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: level sums with a private helper, no output list',
    'cpp',
    `#include <vector>
#include <climits>
using namespace std;

struct TreeNode {
    int val;
    TreeNode *left, *right;
};

class Solution {
    vector<TreeNode*> below(const vector<TreeNode*>& level) {
        vector<TreeNode*> next;
        for (TreeNode* n : level) {
            if (n->left) next.push_back(n->left);
            if (n->right) next.push_back(n->right);
        }
        return next;
    }

public:
    int maxLevelSum(TreeNode* root) {
        int best = INT_MIN, bestLevel = 1, depth = 1;
        vector<TreeNode*> level{root};
        while (!level.empty()) {
            int total = 0;
            for (TreeNode* n : level) total += n->val;
            if (total > best) { best = total; bestLevel = depth; }
            level = below(level);
            ++depth;
        }
        return bestLevel;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
]

/** A helper object that keeps the grid it works on (`const vector<vector<int>>& grid` bound in the initialiser list, a Java or Python field set to the argument): a reference to the input, not a copy. */
const REFERENCE_MEMBERS: Case[] = [
  [
    'cpp: a reference member bound in the initialiser list',
    'cpp',
    `#include <vector>
using namespace std;

struct Counter {
    const vector<vector<int>>& grid;
    int m, n;
    Counter(const vector<vector<int>>& g) : grid(g), m(g.size()), n(g[0].size()) {}

    int ones() const {
        int total = 0;
        for (int r = 0; r < m; ++r)
            for (int c = 0; c < n; ++c) total += grid[r][c];
        return total;
    }
};

class Solution {
public:
    int countOnes(vector<vector<int>>& grid) {
        Counter counter(grid);
        return counter.ones();
    }
};
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'java: a final field set to the argument',
    'java',
    `class Counter {
    private final int[][] grid;
    private final int m, n;

    Counter(int[][] grid) {
        this.grid = grid;
        this.m = grid.length;
        this.n = grid[0].length;
    }

    int ones() {
        int total = 0;
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++) total += grid[r][c];
        return total;
    }
}

class Solution {
    public int countOnes(int[][] grid) {
        return new Counter(grid).ones();
    }
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'python: an attribute set to the argument',
    'python',
    `class GridCounter:
    def __init__(self, grid):
        self.grid = grid
        self.m, self.n = len(grid), len(grid[0])

    def ones(self):
        return sum(self.grid[r][c] for r in range(self.m) for c in range(self.n))


class Solution:
    def countOnes(self, grid: list[list[int]]) -> int:
        return GridCounter(grid).ones()
`,
    'O(m * n)',
    'O(1)',
  ],
]

/** A trie walked recursively one letter at a time (`find(node.children[word[i] - 'a'], word, i + 1)`), the node reached through a typed parameter: one path down, as deep as the word. */
const TRIE_PATHS: Case[] = [
  [
    'go: a Trie struct with recursive insert and a free find',
    'go',
    `package main

type TrieNode struct {
	children [26]*TrieNode
	end      bool
}

type Trie struct{ root *TrieNode }

func Constructor() Trie { return Trie{root: &TrieNode{}} }

func (t *Trie) Insert(word string) {
	t.insert(t.root, word, 0)
}

func (t *Trie) insert(node *TrieNode, word string, i int) {
	if i == len(word) {
		node.end = true
		return
	}
	c := word[i] - 'a'
	if node.children[c] == nil {
		node.children[c] = &TrieNode{}
	}
	t.insert(node.children[c], word, i+1)
}

func (t *Trie) Search(word string) bool {
	return find(t.root, word, 0)
}

func find(node *TrieNode, word string, i int) bool {
	if node == nil {
		return false
	}
	if i == len(word) {
		return node.end
	}
	return find(node.children[word[i]-'a'], word, i+1)
}
`,
    'O(L)',
    'O(L)',
  ],
  [
    'java: private recursive insert and find on a Node[] table',
    'java',
    `class Trie {
    private static final class Node {
        final Node[] next = new Node[26];
        boolean end;
    }

    private final Node root = new Node();

    public void insert(String word) {
        insert(root, word, 0);
    }

    private void insert(Node node, String word, int i) {
        if (i == word.length()) {
            node.end = true;
            return;
        }
        int c = word.charAt(i) - 'a';
        if (node.next[c] == null) node.next[c] = new Node();
        insert(node.next[c], word, i + 1);
    }

    public boolean search(String word) {
        return find(root, word, 0);
    }

    private boolean find(Node node, String word, int i) {
        if (node == null) return false;
        if (i == word.length()) return node.end;
        return find(node.next[word.charAt(i) - 'a'], word, i + 1);
    }
}
`,
    'O(L)',
    'O(L)',
  ],
  [
    'cpp: a recursive walk on Node* with an iterative insert',
    'cpp',
    `#include <string>
using namespace std;

struct Node {
    Node* kids[26] = {};
    bool end = false;
};

class Trie {
    Node* root = new Node();

    bool walk(Node* node, const string& w, size_t i) {
        if (!node) return false;
        if (i == w.size()) return node->end;
        return walk(node->kids[w[i] - 'a'], w, i + 1);
    }

public:
    void insert(string word) {
        Node* cur = root;
        for (char c : word) {
            if (!cur->kids[c - 'a']) cur->kids[c - 'a'] = new Node();
            cur = cur->kids[c - 'a'];
        }
        cur->end = true;
    }

    bool search(string word) { return walk(root, word, 0); }
};
`,
    'O(L)',
    'O(L)',
  ],
  [
    'python: recursive helpers on a dict of children',
    'python',
    `class TrieNode:
    def __init__(self):
        self.children = {}
        self.end = False


class Trie:
    def __init__(self):
        self.root = TrieNode()

    def insert(self, word: str) -> None:
        self._insert(self.root, word, 0)

    def _insert(self, node: TrieNode, word: str, i: int) -> None:
        if i == len(word):
            node.end = True
            return
        child = node.children.setdefault(word[i], TrieNode())
        self._insert(child, word, i + 1)

    def search(self, word: str) -> bool:
        return self._find(self.root, word, 0)

    def _find(self, node: TrieNode, word: str, i: int) -> bool:
        if node is None:
            return False
        if i == len(word):
            return node.end
        return self._find(node.children.get(word[i]), word, i + 1)
`,
    'O(L)',
    'O(L)',
  ],
]

/** Grids handed to the constructor of a helper class that measures them there (`rows(second.size()), cols(second[0].size())`): they are grids, and the one grid the cost is in has sides m and n. */
const HANDED_TO_CONSTRUCTORS: Case[] = [
  [
    'cpp: two grids bound to reference members',
    'cpp',
    `#include <vector>
using namespace std;

struct Scanner {
    const vector<vector<int>>& a;
    vector<vector<int>>& b;
    int rows, cols;

    Scanner(const vector<vector<int>>& first, vector<vector<int>>& second)
        : a(first), b(second), rows(second.size()), cols(second[0].size()) {}

    int matches() {
        int same = 0;
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c)
                if (a[r][c] == b[r][c]) ++same;
        return same;
    }
};

class Solution {
public:
    int countMatches(vector<vector<int>>& grid1, vector<vector<int>>& grid2) {
        Scanner scanner(grid1, grid2);
        return scanner.matches();
    }
};
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'java: two grids kept in final fields',
    'java',
    `class Scanner {
    private final int[][] a, b;
    private final int rows, cols;

    Scanner(int[][] first, int[][] second) {
        a = first;
        b = second;
        rows = second.length;
        cols = second[0].length;
    }

    int matches() {
        int same = 0;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                if (a[r][c] == b[r][c]) same++;
        return same;
    }
}

class Solution {
    public int countMatches(int[][] grid1, int[][] grid2) {
        return new Scanner(grid1, grid2).matches();
    }
}
`,
    'O(m * n)',
    'O(1)',
  ],
  [
    'python: two grids kept as attributes',
    'python',
    `class Scanner:
    def __init__(self, first, second):
        self.a, self.b = first, second
        self.rows, self.cols = len(second), len(second[0])

    def matches(self):
        same = 0
        for r in range(self.rows):
            for c in range(self.cols):
                if self.a[r][c] == self.b[r][c]:
                    same += 1
        return same


class Solution:
    def countMatches(self, grid1: list[list[int]], grid2: list[list[int]]) -> int:
        return Scanner(grid1, grid2).matches()
`,
    'O(m * n)',
    'O(1)',
  ],
]

/** An untyped parameter given as the size of an allocation (`new Array(rows)`) is a number the cost grows with, whatever its name. */
const ALLOCATION_SIZES: Case[] = [
  [
    'javascript: a grid made by fill and map from rows and cols',
    'javascript',
    `function emptyGrid(rows, cols) {
  return new Array(rows).fill(0).map(() => new Array(cols).fill(0))
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'javascript: a DP table made row by row',
    'javascript',
    `function uniquePaths(rows, cols) {
  const dp = new Array(rows)
  for (let r = 0; r < rows; r++) {
    dp[r] = new Array(cols).fill(1)
    for (let c = 1; r > 0 && c < cols; c++) dp[r][c] = dp[r - 1][c] + dp[r][c - 1]
  }
  return dp[rows - 1][cols - 1]
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: the same table with typed sizes',
    'java',
    `class Solution {
    public int uniquePaths(int rows, int cols) {
        int[][] dp = new int[rows][cols];
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                dp[r][c] = (r == 0 || c == 0) ? 1 : dp[r - 1][c] + dp[r][c - 1];
        return dp[rows - 1][cols - 1];
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'cpp: the same table as nested vectors',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    int uniquePaths(int rows, int cols) {
        vector<vector<int>> dp(rows, vector<int>(cols, 1));
        for (int r = 1; r < rows; ++r)
            for (int c = 1; c < cols; ++c) dp[r][c] = dp[r - 1][c] + dp[r][c - 1];
        return dp[rows - 1][cols - 1];
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

/** A copy of the input sorted on its own (Go's `slices.Clone` then `slices.Sort`, `nums.clone()`, a vector copied by value, `nums.copy()`): n log n time and n space. */
const SORTED_COPIES: Case[] = [
  [
    'go: slices.Clone then slices.Sort',
    'go',
    `package main

import "slices"

func maxDiff(nums []int) int {
	return slices.Max(nums) - slices.Min(nums)
}

func sortedCopy(nums []int) []int {
	out := slices.Clone(nums)
	slices.Sort(out)
	return out
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'go: slices.Clone then slices.SortFunc',
    'go',
    `package main

import "slices"

func kthLargest(nums []int, k int) int {
	sorted := slices.Clone(nums)
	slices.SortFunc(sorted, func(a, b int) int { return b - a })
	return sorted[k-1]
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: clone() then Arrays.sort',
    'java',
    `import java.util.*;

class Solution {
    public int[] sortedCopy(int[] nums) {
        int[] out = nums.clone();
        Arrays.sort(out);
        return out;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'cpp: a vector copied by value then sorted',
    'cpp',
    `#include <vector>
#include <algorithm>
using namespace std;

class Solution {
public:
    vector<int> sortedCopy(vector<int>& nums) {
        vector<int> out = nums;
        sort(out.begin(), out.end());
        return out;
    }
};
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: copy() then sort()',
    'python',
    `class Solution:
    def sortedCopy(self, nums: list[int]) -> list[int]:
        out = nums.copy()
        out.sort()
        return out
`,
    'O(n log n)',
    'O(n)',
  ],
]

/** A design class's queue that one operation appends to and another trims from the front: each entry leaves once, O(1) amortised, also when the field is only declared (Go's `hits []int` in the struct). */
const DECLARED_FIELDS: Case[] = [
  [
    'go: a slice field only declared, trimmed by re-slicing',
    'go',
    `package main

type HitCounter struct {
	hits []int
}

func Constructor() HitCounter { return HitCounter{} }

func (h *HitCounter) Hit(timestamp int) {
	h.hits = append(h.hits, timestamp)
}

func (h *HitCounter) GetHits(timestamp int) int {
	for len(h.hits) > 0 && h.hits[0] <= timestamp-300 {
		h.hits = h.hits[1:]
	}
	return len(h.hits)
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'go: the same field made empty by the Constructor',
    'go',
    `package main

type HitCounter struct {
	hits []int
}

func Constructor() HitCounter { return HitCounter{hits: []int{}} }

func (h *HitCounter) Hit(timestamp int) {
	h.hits = append(h.hits, timestamp)
}

func (h *HitCounter) GetHits(timestamp int) int {
	for len(h.hits) > 0 && h.hits[0] <= timestamp-300 {
		h.hits = h.hits[1:]
	}
	return len(h.hits)
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'java: an ArrayDeque field polled',
    'java',
    `import java.util.*;

class HitCounter {
    private final Deque<Integer> hits = new ArrayDeque<>();

    public void hit(int timestamp) { hits.offer(timestamp); }

    public int getHits(int timestamp) {
        while (!hits.isEmpty() && hits.peek() <= timestamp - 300) hits.poll();
        return hits.size();
    }
}
`,
    'O(1)',
    'O(1)',
  ],
  [
    'python: a deque attribute popped from the left',
    'python',
    `from collections import deque


class HitCounter:
    def __init__(self):
        self.hits = deque()

    def hit(self, timestamp: int) -> None:
        self.hits.append(timestamp)

    def getHits(self, timestamp: int) -> int:
        while self.hits and self.hits[0] <= timestamp - 300:
            self.hits.popleft()
        return len(self.hits)
`,
    'O(1)',
    'O(1)',
  ],
  [
    'cpp: a queue member popped',
    'cpp',
    `#include <queue>
using namespace std;

class HitCounter {
    queue<int> hits;

public:
    void hit(int timestamp) { hits.push(timestamp); }

    int getHits(int timestamp) {
        while (!hits.empty() && hits.front() <= timestamp - 300) hits.pop();
        return hits.size();
    }
};
`,
    'O(1)',
    'O(1)',
  ],
]

/** One comment above a group of test helpers names them all (`// build and dump were only used to test locally`): all of them are left out of the solution. */
const LEFTOVERS: Case[] = [
  [
    'python: build and dump named in one comment',
    'python',
    `class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


class Solution:
    def middleNode(self, head: ListNode) -> ListNode:
        slow = fast = head
        while fast and fast.next:
            slow = slow.next
            fast = fast.next.next
        return slow


# build and dump were only used to test locally.
def build(values):
    dummy = ListNode()
    tail = dummy
    for v in values:
        tail.next = ListNode(v)
        tail = tail.next
    return dummy.next


def dump(head):
    out = []
    while head:
        out.append(head.val)
        head = head.next
    return out
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: a brute force and its pair builder named in one comment',
    'java',
    `import java.util.*;

class Solution {
    public int maxArea(int[] height) {
        int lo = 0, hi = height.length - 1, best = 0;
        while (lo < hi) {
            best = Math.max(best, Math.min(height[lo], height[hi]) * (hi - lo));
            if (height[lo] < height[hi]) lo++;
            else hi--;
        }
        return best;
    }

    // bruteForce and allPairs are unused: kept to compare against on small inputs.
    int bruteForce(int[] height) {
        int best = 0;
        for (int[] p : allPairs(height.length)) best = Math.max(best, Math.min(height[p[0]], height[p[1]]) * (p[1] - p[0]));
        return best;
    }

    List<int[]> allPairs(int n) {
        List<int[]> pairs = new ArrayList<>();
        for (int i = 0; i < n; i++) for (int j = i + 1; j < n; j++) pairs.add(new int[] {i, j});
        return pairs;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: a counter and a printer named in one comment',
    'go',
    `package main

import "fmt"

func singleNumber(nums []int) int {
	x := 0
	for _, v := range nums {
		x ^= v
	}
	return x
}

// countAll and report were used to test locally.
func countAll(nums []int) map[int]int {
	seen := map[int]int{}
	for _, v := range nums {
		seen[v]++
	}
	return seen
}

func report(nums []int) {
	fmt.Println(countAll(nums))
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('analyzer: fixed tables, design fields, counts, level and list walks, Go idioms', () => {
  it.each(FIXED)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(CONSTRUCTORS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(FIELDS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(KEYS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(HEAPS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(REFILLED)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(DEBUG)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(POSITIONS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(SPENT)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(ROWS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(PARSED)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(ROW_NAMES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(NESTED_MATCHES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(REWRITTEN_COUNTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(LEVEL_HELPERS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(REFERENCE_MEMBERS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(TRIE_PATHS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(HANDED_TO_CONSTRUCTORS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(ALLOCATION_SIZES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(SORTED_COPIES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(DECLARED_FIELDS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
  it.each(LEFTOVERS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
