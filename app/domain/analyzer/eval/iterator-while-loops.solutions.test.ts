import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A while loop driven by an iterator that only moves forward (`while (it != nums.end()) { ...; ++it; }`,
 * Java's `while (it.hasNext()) { it.next(); }`) visits each element of what it walks once.
 */
const CASES: Case[] = [
  [
    'cpp: two iterators moved forward with ++ in every branch (move zeroes)',
    'cpp',
    `#include <algorithm>
#include <vector>
using namespace std;

class Solution {
public:
    void moveZeroes(vector<int>& nums) {
        auto slot = nums.begin();
        auto it = nums.begin();
        while (it != nums.end()) {
            if (*it == 0) {
                ++it;
                continue;
            }
            iter_swap(slot, it);
            ++slot;
            ++it;
        }
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: a map walked with it++ until end()',
    'cpp',
    `#include <map>
using namespace std;
class Solution {
public:
    int countOdd(map<int, int>& freq) {
        int odd = 0;
        auto it = freq.begin();
        while (it != freq.end()) {
            if (it->second % 2 == 1) odd++;
            it++;
        }
        return odd;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: a list walked through its Iterator with hasNext and next',
    'java',
    `import java.util.*;
class Solution {
    public int sumPositive(List<Integer> nums) {
        int total = 0;
        Iterator<Integer> it = nums.iterator();
        while (it.hasNext()) {
            int v = it.next();
            if (v > 0) total += v;
        }
        return total;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('while loops over an iterator', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
