import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A breadth-first search whose states are numbers (indices, positions on a line, amounts) rather than
 * cells or nodes: each value the range check lets in is marked once, so the search pops at most as many
 * entries as the range holds.
 */
const SEARCHES_OVER_VALUES: Case[] = [
  [
    'python: fewest halvings and steps from x down to y, values kept under a ceiling',
    'python',
    `from collections import deque

class Solution:
    def fewestMoves(self, x: int, y: int) -> int:
        ceiling = 2 * x
        seen = {x}
        q = deque([(x, 0)])
        while q:
            v, d = q.popleft()
            if v == y:
                return d
            options = [v - 1, v + 1]
            if v % 2 == 0:
                options.append(v // 2)
            for w in options:
                if 0 <= w <= ceiling and w not in seen:
                    seen.add(w)
                    q.append((w, d + 1))
        return -1
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: reach a zero by jumping arr[i] left or right from start',
    'java',
    `import java.util.*;

class Solution {
    public boolean canReach(int[] arr, int start) {
        int n = arr.length;
        boolean[] visited = new boolean[n];
        Deque<Integer> queue = new ArrayDeque<>();
        queue.offer(start);
        visited[start] = true;
        while (!queue.isEmpty()) {
            int i = queue.poll();
            if (arr[i] == 0) return true;
            int[] next = {i - arr[i], i + arr[i]};
            for (int j : next) {
                if (j < 0 || j >= n || visited[j]) continue;
                visited[j] = true;
                queue.offer(j);
            }
        }
        return false;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: fewest forward and backward hops to a target on a bounded line',
    'go',
    `package main

func fewestHops(target int) int {
	const forward, back = 3, 2
	limit := target + forward + back
	seen := make(map[int]bool)
	type state struct{ pos, hops int }
	queue := []state{{0, 0}}
	seen[0] = true
	for len(queue) > 0 {
		cur := queue[0]
		queue = queue[1:]
		if cur.pos == target {
			return cur.hops
		}
		for _, nxt := range []int{cur.pos + forward, cur.pos - back} {
			if nxt >= 0 && nxt <= limit && !seen[nxt] {
				seen[nxt] = true
				queue = append(queue, state{nxt, cur.hops + 1})
			}
		}
	}
	return -1
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('searches over a range of values', () => {
  it.each(SEARCHES_OVER_VALUES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
