import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A design class that `main` (or a script's `__main__` block) runs on an example pays for its constructor's
 * preparation too, as when the judge calls it: a sort made in the constructor is the costliest operation.
 * And a JavaScript parameter only ever sliced, sorted or joined is a list.
 */
const CASES: Case[] = [
  [
    'javascript: a constructor sorting a slice of its argument, run from require.main',
    'javascript',
    `class Ranker {
  constructor(scores) {
    this.sorted = scores.slice().sort((a, b) => a - b);
  }

  below(x) {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sorted[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

if (require.main === module) {
  const r = new Ranker([5, 1, 4]);
  console.log(r.below(4), r.below(9));
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: __init__ sorting its argument, run from the __main__ block',
    'python',
    `import bisect


class Ranker:
    def __init__(self, scores):
        self.sorted = sorted(scores)

    def below(self, x):
        return bisect.bisect_left(self.sorted, x)


if __name__ == "__main__":
    r = Ranker([5, 1, 4])
    print(r.below(4), r.below(9))
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'go: a Constructor that copies and sorts, run from main',
    'go',
    `package main

import (
	"fmt"
	"sort"
)

type Ranker struct {
	sorted []int
}

func Constructor(scores []int) Ranker {
	s := append([]int(nil), scores...)
	sort.Ints(s)
	return Ranker{sorted: s}
}

func (r *Ranker) Below(x int) int {
	return sort.SearchInts(r.sorted, x)
}

func main() {
	r := Constructor([]int{5, 1, 4})
	fmt.Println(r.Below(4), r.Below(9))
}
`,
    'O(n log n)',
    'O(n)',
  ],
]

describe('design classes run by main', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
