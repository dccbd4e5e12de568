import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A 2-D input whose rows are handed one at a time to another function of the file (a method of a DP
 * struct, a helper of the class) that walks or measures them is a grid of m rows and n columns, not a list
 * of fixed pairs. Points handed to a helper that reads only p[0] and p[1] stay pairs.
 */
const CASES: Case[] = [
  [
    'python: each row after the first relaxed by a method',
    'python',
    `class Solution:
    def maxPoints(self, points):
        best = list(points[0])
        for row in points[1:]:
            best = self.relax(best, row)
        return max(best)

    def relax(self, prev, row):
        n = len(row)
        left = [0] * n
        right = [0] * n
        left[0] = prev[0]
        for j in range(1, n):
            left[j] = max(left[j - 1] - 1, prev[j])
        right[n - 1] = prev[n - 1]
        for j in range(n - 2, -1, -1):
            right[j] = max(right[j + 1] - 1, prev[j])
        return [row[j] + max(left[j], right[j]) for j in range(n)]
`,
    'O(m * n)',
    'O(m + n)',
  ],
  [
    'typescript: rows read by index and handed to a function',
    'typescript',
    `function relax(prev: number[], row: number[]): number[] {
  const n = row.length
  const left = new Array<number>(n)
  const right = new Array<number>(n)
  left[0] = prev[0]
  for (let j = 1; j < n; j++) left[j] = Math.max(left[j - 1] - 1, prev[j])
  right[n - 1] = prev[n - 1]
  for (let j = n - 2; j >= 0; j--) right[j] = Math.max(right[j + 1] - 1, prev[j])
  return row.map((v, j) => v + Math.max(left[j], right[j]))
}

function maxPoints(points: number[][]): number {
  let best = [...points[0]]
  for (let r = 1; r < points.length; r++) best = relax(best, points[r])
  return Math.max(...best)
}
`,
    'O(m * n)',
    'O(n)',
  ],
  [
    'go: rows ranged over and pushed into a struct method',
    'go',
    `package main

type rowDP struct{ best []int64 }

func (dp *rowDP) push(row []int) {
	n := len(row)
	left := make([]int64, n)
	left[0] = dp.best[0]
	for j := 1; j < n; j++ {
		left[j] = max(left[j-1]-1, dp.best[j])
	}
	right := dp.best[n-1]
	for j := n - 1; j >= 0; j-- {
		right = max(right-1, dp.best[j])
		dp.best[j] = int64(row[j]) + max(left[j], right)
	}
}

func maxPoints(points [][]int) int64 {
	dp := &rowDP{best: make([]int64, 0)}
	for _, v := range points[0] {
		dp.best = append(dp.best, int64(v))
	}
	for _, row := range points[1:] {
		dp.push(row)
	}
	ans := dp.best[0]
	for _, v := range dp.best {
		ans = max(ans, v)
	}
	return ans
}
`,
    'O(m * n)',
    'O(n)',
  ],
  [
    'python: points handed to a helper that reads two coordinates stay pairs',
    'python',
    `import heapq

class Solution:
    def kClosest(self, points, k):
        heap = []
        for p in points:
            heapq.heappush(heap, (-self.dist(p), p))
            if len(heap) > k:
                heapq.heappop(heap)
        return [p for _, p in heap]

    def dist(self, p):
        return p[0] * p[0] + p[1] * p[1]
`,
    'O(n log k)',
    'O(k)',
  ],
]

describe('Rows handed to helpers', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
