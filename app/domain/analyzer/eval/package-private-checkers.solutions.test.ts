import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A Java class that declares public methods offers those. A package-private method nothing calls beside
 * them (a reference brute force, a `check` printing both answers) only exercises the solution, so the
 * file's answer is the public method's. A class with no public method keeps its own methods as entries.
 */
const CASES: Case[] = [
  [
    'java: longest valid parentheses beside a static slowCheck and a compare',
    'java',
    `import java.util.Stack;

class Solution {
    public int longestValidParentheses(String s) {
        // bottom of the stack: index just before the current valid run
        Stack<Integer> idx = new Stack<>();
        idx.push(-1);
        int longest = 0;
        char[] chars = s.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            if (chars[i] == '(') {
                idx.push(i);
            } else {
                idx.pop();
                if (idx.empty()) {
                    idx.push(i);
                } else {
                    longest = Math.max(longest, i - idx.peek());
                }
            }
        }
        return longest;
    }

    // reference answer for small strings: test every even-length window
    static int slowCheck(String s) {
        int longest = 0;
        for (int from = 0; from < s.length(); from++) {
            int depth = 0;
            for (int to = from; to < s.length(); to++) {
                depth += s.charAt(to) == '(' ? 1 : -1;
                if (depth < 0) break;
                if (depth == 0) longest = Math.max(longest, to - from + 1);
            }
        }
        return longest;
    }

    void compare(String s) {
        System.out.printf("%s: %d vs %d%n", s, longestValidParentheses(s), slowCheck(s));
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: contains duplicate beside a pairwise brute force and a check',
    'java',
    `import java.util.*;

class Solution {
    public boolean containsDuplicate(int[] nums) {
        Set<Integer> seen = new HashSet<>();
        for (int x : nums) {
            if (!seen.add(x)) return true;
        }
        return false;
    }

    boolean pairwise(int[] nums) {
        for (int i = 0; i < nums.length; i++)
            for (int j = i + 1; j < nums.length; j++)
                if (nums[i] == nums[j]) return true;
        return false;
    }

    void check(int[] nums) {
        if (pairwise(nums) != containsDuplicate(nums)) System.out.println("mismatch " + Arrays.toString(nums));
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: a package-private solution method with no public one is still the entry',
    'java',
    `import java.util.*;

class Solution {
    int maxProfit(int[] prices) {
        int lowest = Integer.MAX_VALUE;
        int best = 0;
        for (int p : prices) {
            lowest = Math.min(lowest, p);
            best = Math.max(best, p - lowest);
        }
        return best;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('package-private checkers beside a public solution', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
