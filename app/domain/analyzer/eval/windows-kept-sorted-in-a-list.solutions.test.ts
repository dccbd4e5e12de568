import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A window kept sorted in a plain list, one value taken out (`window.remove(old)`, `pop(idx)`, `splice(at, 1)`)
 * and one put in its place (`insort`, `add(pos, x)`, `splice(at, 0, x)`) on every pass: it stays k long, so
 * each shift costs k, not the n the list would reach if only the insertions counted. A list that is only
 * inserted into (the control) grows to n.
 */
const CASES: Case[] = [
  [
    "python: the window's maximum after a remove and an insort",
    'python',
    `from bisect import insort


class Solution:
    def windowMaxima(self, nums, k):
        window = sorted(nums[:k])
        out = [window[-1]]
        for i in range(k, len(nums)):
            window.remove(nums[i - k])
            insort(window, nums[i])
            out.append(window[-1])
        return out
`,
    'O(n * k)',
    'O(n)',
  ],
  [
    'java: medians of an ArrayList window kept sorted',
    'java',
    `import java.util.*;

class Solution {
    public double[] windowMedians(int[] nums, int k) {
        List<Integer> window = new ArrayList<>();
        for (int i = 0; i < k; i++) window.add(nums[i]);
        Collections.sort(window);
        double[] out = new double[nums.length - k + 1];
        out[0] = middle(window, k);
        for (int i = k; i < nums.length; i++) {
            window.remove(Integer.valueOf(nums[i - k]));
            int pos = Collections.binarySearch(window, nums[i]);
            if (pos < 0) pos = -pos - 1;
            window.add(pos, nums[i]);
            out[i - k + 1] = middle(window, k);
        }
        return out;
    }

    private double middle(List<Integer> w, int k) {
        return k % 2 == 1 ? w.get(k / 2) : ((double) w.get(k / 2 - 1) + w.get(k / 2)) / 2.0;
    }
}
`,
    'O(n * k)',
    'O(n)',
  ],
  [
    'javascript: minima of a window spliced in place',
    'javascript',
    `function lowerBound(arr, x) {
  let lo = 0, hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (arr[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

var windowMinima = function (nums, k) {
  const window = nums.slice(0, k).sort((a, b) => a - b);
  const out = [window[0]];
  for (let i = k; i < nums.length; i++) {
    window.splice(lowerBound(window, nums[i - k]), 1);
    window.splice(lowerBound(window, nums[i]), 0, nums[i]);
    out.push(window[0]);
  }
  return out;
};
`,
    'O(n * k)',
    'O(n)',
  ],
  [
    'python (control): running medians of a list that only grows',
    'python',
    `from bisect import insort


class Solution:
    def runningMedians(self, nums):
        seen = []
        out = []
        for x in nums:
            insort(seen, x)
            out.append(seen[len(seen) // 2])
        return out
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('windows kept sorted in a list', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
