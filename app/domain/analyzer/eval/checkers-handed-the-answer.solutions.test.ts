import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A file practised locally runs its solution on examples and hands the answer, with the input it was
 * computed from, to a function that checks it (`rows = groupRows(nums)`, then `rowsAreValid(nums, rows)`).
 * That checker is the harness's: the file's complexity is the solution's.
 */
const CASES: Case[] = [
  [
    'a JavaScript checker under require.main',
    'javascript',
    `// group equal values into as few rows of distinct values as possible
function groupRows(nums) {
  const seen = new Map();
  const rows = [];
  for (const x of nums) {
    const r = seen.get(x) || 0;
    if (r === rows.length) rows.push([]);
    rows[r].push(x);
    seen.set(x, r + 1);
  }
  return rows;
}

function rowsAreValid(nums, rows) {
  const all = rows.flat().sort((a, b) => a - b);
  const want = [...nums].sort((a, b) => a - b);
  return all.join(",") === want.join(",") && rows.every((r) => new Set(r).size === r.length);
}

if (require.main === module) {
  for (const nums of [[1, 3, 4, 1, 2, 3, 1], [5, 5]]) {
    const rows = groupRows(nums);
    console.log(JSON.stringify(rows), rowsAreValid(nums, rows));
  }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'a Python checker under __main__',
    'python',
    `from typing import List


def pair_up(values: List[int], target: int) -> List[int]:
    where = {}
    for i, v in enumerate(values):
        if target - v in where:
            return [where[target - v], i]
        where[v] = i
    return []


def is_answer(values: List[int], target: int, answer: List[int]) -> bool:
    # checks every pair the slow way
    for i in range(len(values)):
        for j in range(i + 1, len(values)):
            if sorted(answer) == [i, j]:
                return values[i] + values[j] == target
    return answer == []


if __name__ == "__main__":
    for values, target in [([2, 7, 11, 15], 9), ([3, 3], 6)]:
        answer = pair_up(values, target)
        print(answer, is_answer(values, target, answer))
`,
    'O(n)',
    'O(n)',
  ],
  [
    'a Go checker handed the call itself',
    'go',
    `package main

import (
	"fmt"
	"sort"
)

func runningMax(nums []int) []int {
	out := make([]int, len(nums))
	best := 0
	for i, v := range nums {
		if i == 0 || v > best {
			best = v
		}
		out[i] = best
	}
	return out
}

func agrees(nums []int, out []int) bool {
	for i := range nums {
		prefix := append([]int(nil), nums[:i+1]...)
		sort.Ints(prefix)
		if prefix[len(prefix)-1] != out[i] {
			return false
		}
	}
	return true
}

func main() {
	nums := []int{3, 1, 4, 1, 5, 9, 2, 6}
	fmt.Println(agrees(nums, runningMax(nums)))
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'control: a built list handed to the Python solution',
    'python',
    `# control: a builder's result handed to the solution is its input, not an answer being checked
from typing import List, Optional


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


def middle(head: Optional[ListNode]) -> Optional[ListNode]:
    slow = fast = head
    while fast and fast.next:
        slow = slow.next
        fast = fast.next.next
    return slow


def build(values: List[int]) -> Optional[ListNode]:
    head = None
    for v in reversed(values):
        head = ListNode(v, head)
    return head


if __name__ == "__main__":
    print(middle(build([1, 2, 3, 4, 5])).val)
`,
    'O(n)',
    'O(1)',
  ],
]

describe('checkers handed the answer and its input', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
