import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A fixed-width bit set (`bitset<32>(value)`, `Integer.bitCount`) holds as many bits as its type says,
 * whatever number it is made from: O(1), not the number's size.
 */
const CASES: Case[] = [
  [
    'cpp: bits counted through bitset<32>(value)',
    'cpp',
    `#include <bitset>
using namespace std;

class Solution {
    static int ones(int value) { return static_cast<int>(bitset<32>(static_cast<unsigned>(value)).count()); }

public:
    int minFlips(int a, int b, int c) {
        const int mismatch = (a | b) ^ c;
        // c bit 1, a and b both 0: a single flip
        const int fillIns = ones(mismatch & c);
        // c bit 0: every set bit of a and of b must be cleared
        const int fromA = ones(mismatch & a);
        const int fromB = ones(mismatch & b & ~c);
        return fillIns + fromA + fromB;
    }
};
`,
    'O(1)',
    'O(1)',
  ],
  [
    'cpp: a bitset<32> made for every number up to n',
    'cpp',
    `#include <bitset>
#include <vector>
using namespace std;

class Solution {
public:
    vector<int> countBits(int n) {
        vector<int> out;
        for (int i = 0; i <= n; i++) out.push_back(bitset<32>(i).count());
        return out;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: Integer.bitCount for every number up to n',
    'java',
    `class Solution {
    public int[] countBits(int n) {
        int[] out = new int[n + 1];
        for (int i = 0; i <= n; i++) out[i] = Integer.bitCount(i);
        return out;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('fixed-width bit sets', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
