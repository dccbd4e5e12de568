import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A loop that runs while a key is in a set and removes an element of that set on every pass
 * (`while (seen.find(c) != seen.end()) seen.erase(s[lo++])`, `while ch in window`) runs at most as often
 * as elements were put in: over the whole scan, once per element.
 */
const CASES: Case[] = [
  [
    'cpp: a window shrunk while find(c) != end()',
    'cpp',
    `#include <string>
#include <unordered_set>

using namespace std;

class Solution {
public:
    int lengthOfLongestSubstring(string s) {
        // Sliding window of distinct characters: grow on the right, and shrink from the
        // left while the incoming character is already inside.
        unordered_set<char> inWindow;
        size_t lo = 0;
        size_t hi = 0;
        size_t longest = 0;
        while (hi < s.size()) {
            const char incoming = s[hi];
            while (inWindow.find(incoming) != inWindow.end()) {
                inWindow.erase(s[lo++]);
            }
            inWindow.insert(incoming);
            ++hi;
            if (hi - lo > longest) longest = hi - lo;
        }
        return static_cast<int>(longest);
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: a window shrunk while the character is in the set',
    'python',
    `class Solution:
    def lengthOfLongestSubstring(self, s: str) -> int:
        window = set()
        lo = best = 0
        for hi, ch in enumerate(s):
            while ch in window:
                window.remove(s[lo])
                lo += 1
            window.add(ch)
            best = max(best, hi - lo + 1)
        return best
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a window shrunk while the set contains the character',
    'java',
    `import java.util.*;

class Solution {
    public int lengthOfLongestSubstring(String s) {
        Set<Character> window = new HashSet<>();
        int lo = 0, best = 0;
        for (int hi = 0; hi < s.length(); hi++) {
            char c = s.charAt(hi);
            while (window.contains(c)) window.remove(s.charAt(lo++));
            window.add(c);
            best = Math.max(best, hi - lo + 1);
        }
        return best;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('loops that drain a set while a key is in it', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
