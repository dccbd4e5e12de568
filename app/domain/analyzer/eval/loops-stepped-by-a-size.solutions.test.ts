import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Loops that take their range k at a time: a counter moved only by `i += k` in the body of a while-loop
 * (`while i + k <= len(s)`), or by `len -= k` in a for-loop's header counting down, runs n / k times, so the k
 * steps of the loop inside cover the input once. A counter moved by one each pass still runs n times.
 */
const CASES: Case[] = [
  [
    'cpp: a list reversed k nodes at a time while its remaining length counts down by k',
    'cpp',
    `struct ListNode { int val; ListNode *next; ListNode(int x) : val(x), next(nullptr) {} };
class Solution {
public:
    ListNode* reverseKGroup(ListNode* head, int k) {
        int len = 0;
        for (ListNode* p = head; p; p = p->next) len++;
        ListNode dummy(0);
        dummy.next = head;
        ListNode* prev = &dummy;
        for (; len >= k; len -= k) {
            ListNode* cur = prev->next;
            for (int i = 1; i < k; i++) {
                ListNode* nxt = cur->next;
                cur->next = nxt->next;
                nxt->next = prev->next;
                prev->next = nxt;
            }
            prev = cur;
        }
        return dummy.next;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: a string cut into pieces of k characters by a while-loop stepping k',
    'python',
    `class Solution:
    def divideString(self, s: str, k: int, fill: str) -> list:
        groups = []
        i = 0
        while i + k <= len(s):
            part = []
            for j in range(i, i + k):
                part.append(s[j])
            groups.append("".join(part))
            i += k
        if i < len(s):
            groups.append(s[i:] + fill * (k - (len(s) - i)))
        return groups
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: every other block of k characters reversed, the start moved on by 2k',
    'go',
    `package main

func reverseStr(s string, k int) string {
	b := []byte(s)
	start := 0
	for start < len(b) {
		l, r := start, min(start+k, len(b))-1
		for l < r {
			b[l], b[r] = b[r], b[l]
			l++
			r--
		}
		start += 2 * k
	}
	return string(b)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: blocks of k summed from the end, the header taking k off',
    'java',
    `class Solution {
    public int maxBlockSum(int[] nums, int k) {
        int best = Integer.MIN_VALUE;
        int left = nums.length;
        for (; left >= k; left -= k) {
            int sum = 0;
            for (int i = left - k; i < left; i++) sum += nums[i];
            best = Math.max(best, sum);
        }
        return best;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript (control): a window of k summed again at every start',
    'typescript',
    `// Every start, not every k-th: each window is summed again from scratch.
export function windowSums(nums: number[], k: number): number[] {
  const out: number[] = []
  let i = 0
  while (i + k <= nums.length) {
    let sum = 0
    for (let j = i; j < i + k; j++) sum += nums[j]!
    out.push(sum)
    i += 1
  }
  return out
}
`,
    'O(n * k)',
    'O(n)',
  ],
]

describe('analyzer: loops stepped by a size', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
