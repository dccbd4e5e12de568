import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A design class whose constructor keeps a copy of its input (`nums[:]`, `nums.clone()`, `[...nums]`)
 * holds n elements whichever operation then reads the field, as it does when it keeps the input itself:
 * drawing from a bag of them one random pop at a time is O(n²).
 */
const CASES: Case[] = [
  [
    'python: self.original = nums[:]',
    'python',
    `import random


class Solution:
    def __init__(self, nums):
        self.original = nums[:]

    def reset(self):
        return self.original[:]

    def shuffle(self):
        bag = list(self.original)
        out = []
        while bag:
            out.append(bag.pop(random.randrange(len(bag))))
        return out
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: original = nums.clone()',
    'java',
    `import java.util.*;

class Solution {
    private final int[] original;
    private final Random rng = new Random();

    public Solution(int[] nums) {
        original = nums.clone();
    }

    public int[] reset() {
        return original.clone();
    }

    public int[] shuffle() {
        List<Integer> bag = new ArrayList<>();
        for (int x : original) bag.add(x);
        int[] out = new int[original.length];
        for (int i = 0; i < out.length; i++) out[i] = bag.remove(rng.nextInt(bag.size()));
        return out;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'javascript: this.original = [...nums]',
    'javascript',
    `class Solution {
  constructor(nums) {
    this.original = [...nums];
  }

  reset() {
    return this.original.slice();
  }

  shuffle() {
    const bag = this.original.slice();
    const out = [];
    while (bag.length > 0) {
      const i = Math.floor(Math.random() * bag.length);
      out.push(bag.splice(i, 1)[0]);
    }
    return out;
  }
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('a copy of the input kept by a constructor', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
