import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A Fenwick tree steps its index by the lowest set bit however that bit is written: `i & -i`,
 * `i & (~i + 1)`, or Java's `Integer.lowestOneBit(i)`. Each step doubles or halves the index, so an update or
 * a query takes log n steps. A sorted copy made through `asLongStream()` has the input's length.
 */
const CASES: Case[] = [
  [
    'java: create sorted array with Integer.lowestOneBit',
    'java',
    `import java.util.Arrays;

class Solution {
    private static final int MOD = 1_000_000_007;

    private int[] bit;

    public int createSortedArray(int[] instructions) {
        int[] sorted = Arrays.stream(instructions).distinct().sorted().toArray();
        bit = new int[sorted.length + 1];
        long total = 0;
        int inserted = 0;
        for (int value : instructions) {
            int pos = Arrays.binarySearch(sorted, value) + 1;
            int smaller = query(pos - 1);
            int larger = inserted - query(pos);
            total += Math.min(smaller, larger);
            update(pos);
            inserted++;
        }
        return (int) (total % MOD);
    }

    private void update(int pos) {
        while (pos < bit.length) {
            bit[pos] += 1;
            pos += Integer.lowestOneBit(pos);
        }
    }

    private int query(int pos) {
        int count = 0;
        while (pos > 0) {
            count += bit[pos];
            pos -= Integer.lowestOneBit(pos);
        }
        return count;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: reverse pairs over ranks from an asLongStream() sorted copy',
    'java',
    `import java.util.Arrays;

class Solution {
    private int[] tree;

    public int reversePairs(int[] nums) {
        long[] sorted = Arrays.stream(nums).asLongStream().distinct().sorted().toArray();
        int size = sorted.length;
        tree = new int[size + 1];
        int count = 0;
        int index = 0;
        for (int num : nums) {
            int notGreater = sum(rankAtMost(sorted, 2L * num));
            count += index - notGreater;
            insert(rankAtMost(sorted, num));
            index++;
        }
        return count;
    }

    // how many of the sorted distinct values are <= x
    private static int rankAtMost(long[] sorted, long x) {
        int lo = 0;
        int hi = sorted.length - 1;
        int found = 0;
        while (lo <= hi) {
            int mid = lo + (hi - lo) / 2;
            if (sorted[mid] <= x) {
                found = mid + 1;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }

    private void insert(int rank) {
        for (int i = rank; i < tree.length; i += i & (-i)) {
            tree[i]++;
        }
    }

    private int sum(int rank) {
        int s = 0;
        for (int i = rank; i > 0; i &= i - 1) {
            s += tree[i];
        }
        return s;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: count smaller with i & (~i + 1)',
    'python',
    `from typing import List


class Solution:
    def countSmaller(self, nums: List[int]) -> List[int]:
        ranks = {v: i + 1 for i, v in enumerate(sorted(set(nums)))}
        tree = [0] * (len(ranks) + 1)

        def add(i: int) -> None:
            while i < len(tree):
                tree[i] += 1
                i += i & (~i + 1)

        def total(i: int) -> int:
            s = 0
            while i > 0:
                s += tree[i]
                i -= i & (~i + 1)
            return s

        out = []
        for v in reversed(nums):
            out.append(total(ranks[v] - 1))
            add(ranks[v])
        return out[::-1]
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'cpp: count smaller with i & (~i + 1) in the for headers',
    'cpp',
    `#include <algorithm>
#include <vector>

using namespace std;

class Solution {
public:
    vector<int> countSmaller(vector<int>& nums) {
        vector<int> sorted(nums);
        sort(sorted.begin(), sorted.end());
        sorted.erase(unique(sorted.begin(), sorted.end()), sorted.end());
        vector<int> tree(sorted.size() + 1, 0);
        vector<int> out(nums.size());
        for (int k = (int)nums.size() - 1; k >= 0; --k) {
            int rank = lower_bound(sorted.begin(), sorted.end(), nums[k]) - sorted.begin() + 1;
            int smaller = 0;
            for (int i = rank - 1; i > 0; i -= i & (~i + 1)) smaller += tree[i];
            out[k] = smaller;
            for (int i = rank; i < (int)tree.size(); i += i & (~i + 1)) tree[i] += 1;
        }
        return out;
    }
};
`,
    'O(n log n)',
    'O(n)',
  ],
]

describe('lowest set bits spelled out', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
