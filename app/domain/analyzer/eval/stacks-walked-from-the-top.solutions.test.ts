import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A monotonic stack walked through the index of its top: `top = stack.length - 1`, then
 * `while (top >= 0 && a[stack[top]] >= x) { stack.pop(); top-- }`. Every pass pops, so over the whole scan
 * the loop runs at most once per entry pushed. A countdown that only reads (insertion sort) stays quadratic.
 */
const CASES: Case[] = [
  [
    'javascript: final prices, top index beside pending.pop()',
    'javascript',
    `/**
 * @param {number[]} prices
 * @return {number[]}
 */
var finalPrices = function (prices) {
  const result = prices.slice()
  const pending = []
  for (let i = 0; i < prices.length; i++) {
    let top = pending.length - 1
    while (top >= 0 && prices[pending[top]] >= prices[i]) {
      result[pending[top]] -= prices[i]
      pending.pop()
      top--
    }
    pending.push(i)
  }
  return result
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: final prices, stack[top] read and popped',
    'python',
    `from typing import List


class Solution:
    def finalPrices(self, prices: List[int]) -> List[int]:
        result = prices[:]
        stack = []
        for i, price in enumerate(prices):
            top = len(stack) - 1
            while top >= 0 and prices[stack[top]] >= price:
                result[stack[top]] -= price
                stack.pop()
                top -= 1
            stack.append(i)
        return result
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: daily temperatures, waiting.get(top) and remove(top)',
    'java',
    `import java.util.*;

class Solution {
    public int[] dailyTemperatures(int[] temperatures) {
        int[] answer = new int[temperatures.length];
        List<Integer> waiting = new ArrayList<>();
        for (int day = 0; day < temperatures.length; day++) {
            int top = waiting.size() - 1;
            while (top >= 0 && temperatures[waiting.get(top)] < temperatures[day]) {
                int earlier = waiting.remove(top);
                answer[earlier] = day - earlier;
                top--;
            }
            waiting.add(day);
        }
        return answer;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: next greater element, st[top] with pop_back',
    'cpp',
    `#include <vector>

using namespace std;

class Solution {
public:
    vector<int> nextGreaterElements(vector<int>& nums) {
        vector<int> result(nums.size(), -1);
        vector<int> st;
        for (int i = 0; i < (int)nums.size(); ++i) {
            int top = (int)st.size() - 1;
            while (top >= 0 && nums[st[top]] < nums[i]) {
                result[st[top]] = nums[i];
                st.pop_back();
                --top;
            }
            st.push_back(i);
        }
        return result;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: insertion sort counts down without popping, so stays quadratic',
    'python',
    `from typing import List


class Solution:
    def sortArray(self, nums: List[int]) -> List[int]:
        for i in range(1, len(nums)):
            key = nums[i]
            j = i - 1
            while j >= 0 and nums[j] > key:
                nums[j + 1] = nums[j]
                j -= 1
            nums[j + 1] = key
        return nums
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('stacks walked from the index of their top', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
