import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Loops bounded by a value rather than a size: digits taken off a number (log n), numbers replaced by a
 * function of their digits (happy number, add digits: the first pass costs log n and the rest are
 * small; a set of the numbers seen is O(log n) as the problem is usually stated), strides of k; and
 * generators, whose consumers loop as many times as the generator takes steps.
 */
const DIGITS_AND_GENERATORS: Case[] = [
  [
    'python: happy number with a seen set',
    'python',
    `class Solution:
    def isHappy(self, n: int) -> bool:
        def next_number(x):
            total = 0
            while x > 0:
                x, d = divmod(x, 10)
                total += d * d
            return total

        seen = set()
        while n != 1 and n not in seen:
            seen.add(n)
            n = next_number(n)
        return n == 1
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'java: happy number with Floyd cycle detection',
    'java',
    `class Solution {
    private int squareSum(int n) {
        int sum = 0;
        while (n > 0) {
            int d = n % 10;
            sum += d * d;
            n /= 10;
        }
        return sum;
    }

    public boolean isHappy(int n) {
        int slow = n;
        int fast = squareSum(n);
        while (fast != 1 && slow != fast) {
            slow = squareSum(slow);
            fast = squareSum(squareSum(fast));
        }
        return fast == 1;
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'typescript: happy number with a Set',
    'typescript',
    `export function isHappy(n: number): boolean {
  const seen = new Set<number>()
  while (n !== 1) {
    if (seen.has(n)) return false
    seen.add(n)
    let next = 0
    while (n > 0) {
      const d = n % 10
      next += d * d
      n = Math.floor(n / 10)
    }
    n = next
  }
  return true
}
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'javascript: happy number with Floyd and a helper',
    'javascript',
    `function next(n) {
  let sum = 0
  while (n > 0) {
    const d = n % 10
    sum += d * d
    n = Math.floor(n / 10)
  }
  return sum
}

var isHappy = function (n) {
  let slow = n
  let fast = next(n)
  while (fast !== 1 && slow !== fast) {
    slow = next(slow)
    fast = next(next(fast))
  }
  return fast === 1
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'cpp: happy number with an unordered_set',
    'cpp',
    `class Solution {
    int step(int n) {
        int total = 0;
        while (n) {
            int d = n % 10;
            total += d * d;
            n /= 10;
        }
        return total;
    }
public:
    bool isHappy(int n) {
        unordered_set<int> seen;
        while (n != 1 && !seen.count(n)) {
            seen.insert(n);
            n = step(n);
        }
        return n == 1;
    }
};
`,
    'O(log n)',
    'O(log n)',
  ],
  [
    'go: add digits until one digit is left',
    'go',
    `package main

func digitSum(n int) int {
	s := 0
	for n > 0 {
		s += n % 10
		n /= 10
	}
	return s
}

func addDigits(num int) int {
	for num >= 10 {
		num = digitSum(num)
	}
	return num
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'python: add digits with a digit-sum loop nested in a while',
    'python',
    `class Solution:
    def addDigits(self, num: int) -> int:
        while num >= 10:
            total = 0
            while num > 0:
                total += num % 10
                num //= 10
            num = total
        return num
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'cpp: palindrome number by reverting half of the digits',
    'cpp',
    `class Solution {
public:
    bool isPalindrome(int x) {
        if (x < 0 || (x % 10 == 0 && x != 0)) return false;
        int reverted = 0;
        while (x > reverted) {
            reverted = reverted * 10 + x % 10;
            x /= 10;
        }
        return x == reverted || x == reverted / 10;
    }
};
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'go: palindrome number by reversing all digits',
    'go',
    `package main

func isPalindrome(x int) bool {
	if x < 0 {
		return false
	}
	original, reversed := x, 0
	for x > 0 {
		reversed = reversed*10 + x%10
		x /= 10
	}
	return original == reversed
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'javascript: reverse integer with overflow check',
    'javascript',
    `/**
 * @param {number} x
 * @return {number}
 */
var reverse = function (x) {
  let result = 0
  const sign = x < 0 ? -1 : 1
  x = Math.abs(x)
  while (x !== 0) {
    result = result * 10 + (x % 10)
    x = Math.floor(x / 10)
  }
  result *= sign
  if (result > 2 ** 31 - 1 || result < -(2 ** 31)) return 0
  return result
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'java: reverse integer with overflow guard',
    'java',
    `class Solution {
    public int reverse(int x) {
        int rev = 0;
        while (x != 0) {
            int pop = x % 10;
            x /= 10;
            if (rev > Integer.MAX_VALUE / 10 || rev < Integer.MIN_VALUE / 10) return 0;
            rev = rev * 10 + pop;
        }
        return rev;
    }
}
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'typescript: sum of digits of every number up to n',
    'typescript',
    `function digitSum(x: number): number {
  let s = 0
  while (x > 0) {
    s += x % 10
    x = Math.floor(x / 10)
  }
  return s
}

export function countLargestGroup(n: number): number {
  const groups = new Map<number, number>()
  for (let i = 1; i <= n; i++) {
    const key = digitSum(i)
    groups.set(key, (groups.get(key) ?? 0) + 1)
  }
  const best = Math.max(...groups.values())
  let count = 0
  for (const size of groups.values()) if (size === best) count++
  return count
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: count steps to reduce a number to zero',
    'python',
    `class Solution:
    def numberOfSteps(self, num: int) -> int:
        steps = 0
        while num > 0:
            if num % 2 == 0:
                num //= 2
            else:
                num -= 1
            steps += 1
        return steps
`,
    'O(log n)',
    'O(1)',
  ],
  [
    'cpp: reverse the first k of every 2k characters with a stride loop',
    'cpp',
    `class Solution {
public:
    string reverseStr(string s, int k) {
        int n = s.size();
        for (int i = 0; i < n; i += 2 * k) {
            reverse(s.begin() + i, s.begin() + min(i + k, n));
        }
        return s;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: sums of consecutive chunks of k with a stride loop',
    'go',
    `package main

func chunkSums(nums []int, k int) []int {
	out := []int{}
	for i := 0; i < len(nums); i += k {
		sum := 0
		for j := i; j < i+k && j < len(nums); j++ {
			sum += nums[j]
		}
		out = append(out, sum)
	}
	return out
}
`,
    'O(n)',
    'O(n / k)',
  ],
  [
    'python: inorder traversal as a generator with yield from',
    'python',
    `class Solution:
    def kthSmallest(self, root, k):
        def inorder(node):
            if node:
                yield from inorder(node.left)
                yield node.val
                yield from inorder(node.right)

        for i, val in enumerate(inorder(root)):
            if i == k - 1:
                return val
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: fibonacci numbers from a generator up to n',
    'python',
    `def fib_gen(n):
    a, b = 0, 1
    for _ in range(n):
        yield a
        a, b = b, a + b


def fib_list(n: int) -> list:
    return list(fib_gen(n))
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: a generator function walking a tree in order',
    'javascript',
    `function* inorder(node) {
  if (!node) return
  yield* inorder(node.left)
  yield node.val
  yield* inorder(node.right)
}

var isValidBST = function (root) {
  let prev = -Infinity
  for (const v of inorder(root)) {
    if (v <= prev) return false
    prev = v
  }
  return true
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: a generator of sliding window sums consumed by max',
    'python',
    `def window_sums(nums, k):
    total = sum(nums[:k])
    yield total
    for i in range(k, len(nums)):
        total += nums[i] - nums[i - k]
        yield total


class Solution:
    def findMaxAverage(self, nums, k):
        best = max(window_sums(nums, k))
        return best / k
`,
    'O(n)',
    'O(k)',
  ],
  [
    'python: chunks of a list from a generator',
    'python',
    `def chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def batched_sums(nums, k):
    return [sum(chunk) for chunk in chunks(nums, k)]
`,
    'O(n)',
    'O(n)',
  ],
]

describe('digit loops, strides and generators', () => {
  it.each(DIGITS_AND_GENERATORS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
