import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A for-loop whose header takes the end of a collection again after every removal
 * (`for back := dq.Back(); back != nil && ...; back = dq.Back() { dq.Remove(back) }`) drains it: over the
 * whole scan it runs once per entry pushed. Go's `list.New()` is a deque.
 */
const CASES: Case[] = [
  [
    'go: sliding window maximum over container/list',
    'go',
    `package main

import "container/list"

func maxSlidingWindow(nums []int, k int) []int {
	dq := list.New() // indices, values decreasing from front to back
	var out []int
	for i := 0; i < len(nums); i++ {
		if front := dq.Front(); front != nil && front.Value.(int) <= i-k {
			dq.Remove(front)
		}
		for back := dq.Back(); back != nil && nums[back.Value.(int)] <= nums[i]; back = dq.Back() {
			dq.Remove(back)
		}
		dq.PushBack(i)
		if i+1 >= k {
			out = append(out, nums[dq.Front().Value.(int)])
		}
	}
	return out
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: daily temperatures over container/list',
    'go',
    `package main

import "container/list"

func dailyTemperatures(temperatures []int) []int {
	answer := make([]int, len(temperatures))
	waiting := list.New()
	for day, t := range temperatures {
		for top := waiting.Back(); top != nil && temperatures[top.Value.(int)] < t; top = waiting.Back() {
			earlier := top.Value.(int)
			answer[earlier] = day - earlier
			waiting.Remove(top)
		}
		waiting.PushBack(day)
	}
	return answer
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: sliding window maximum, last = window.peekLast() in the header',
    'java',
    `import java.util.*;

class Solution {
    public int[] maxSlidingWindow(int[] nums, int k) {
        Deque<Integer> window = new ArrayDeque<>();
        int[] out = new int[nums.length - k + 1];
        for (int i = 0; i < nums.length; i++) {
            if (!window.isEmpty() && window.peekFirst() <= i - k) window.pollFirst();
            for (Integer last = window.peekLast(); last != null && nums[last] <= nums[i]; last = window.peekLast()) {
                window.pollLast();
            }
            window.offerLast(i);
            if (i >= k - 1) out[i - k + 1] = nums[window.peekFirst()];
        }
        return out;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: daily temperatures, top = waiting.at(-1) in the header',
    'typescript',
    `export function dailyTemperatures(temperatures: number[]): number[] {
  const answer = new Array<number>(temperatures.length).fill(0)
  const waiting: number[] = []
  temperatures.forEach((t, day) => {
    for (let top = waiting.at(-1); top !== undefined && temperatures[top] < t; top = waiting.at(-1)) {
      waiting.pop()
      answer[top] = day - top
    }
    waiting.push(day)
  })
  return answer
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('loops that re-read the end of a collection they remove from', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
