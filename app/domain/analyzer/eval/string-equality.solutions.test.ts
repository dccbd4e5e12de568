import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Two strings compared are one step, in every language: Java's `w.equals(target)` as Python's and C++'s
 * `==` (a word against a word; word lengths are not a size of the problem). Two lists compared with
 * `equals` still walk them.
 */
const CASES: Case[] = [
  [
    'java: words counted with equals against a target',
    'java',
    `class Solution {
    public int countMatches(String[] words, String target) {
        int count = 0;
        for (String w : words) {
            if (w.equals(target)) count++;
        }
        return count;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: sorted windows compared as lists with equals walk the window',
    'java',
    `import java.util.*;

class Solution {
    // Windows of nums whose sorted contents equal the sorted pattern.
    public int sameContentWindows(int[] nums, int[] pattern) {
        List<Integer> want = new ArrayList<>();
        for (int p : pattern) want.add(p);
        Collections.sort(want);
        int count = 0;
        for (int i = 0; i + pattern.length <= nums.length; i++) {
            List<Integer> window = new ArrayList<>();
            for (int j = i; j < i + pattern.length; j++) window.add(nums[j]);
            Collections.sort(window);
            if (window.equals(want)) count++;
        }
        return count;
    }
}
`,
    'O(m * n log m)',
    'O(m)',
  ],
  [
    'python: the shortest distance between two words compared with ==',
    'python',
    `class Solution:
    def shortestWordDistance(self, wordsDict: list[str], word1: str, word2: str) -> int:
        best = float("inf")
        last1 = last2 = -1
        for i, w in enumerate(wordsDict):
            if w == word1:
                last1 = i
            elif w == word2:
                last2 = i
            if last1 != -1 and last2 != -1:
                best = min(best, abs(last1 - last2))
        return best
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: the shortest distance between two words compared with == and compare()',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;
class Solution {
public:
    int shortestDistance(vector<string>& wordsDict, string word1, string word2) {
        int best = INT_MAX, a = -1, b = -1;
        for (int i = 0; i < (int)wordsDict.size(); i++) {
            if (wordsDict[i] == word1) a = i;
            else if (wordsDict[i].compare(word2) == 0) b = i;
            if (a != -1 && b != -1) best = min(best, abs(a - b));
        }
        return best;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
]

describe('string equality as one step', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
