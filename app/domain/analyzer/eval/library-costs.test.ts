import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/** A substring of fixed length costs its length, not the length of the string it is cut from. */
const FIXED_SUBSTRINGS: Case[] = [
  [
    'java: every two-letter substring into a set',
    'java',
    `import java.util.*;
class Solution {
    public int distinctPairs(String s) {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i + 2 <= s.length(); i++) {
            seen.add(s.substring(i, i + 2));
        }
        return seen.size();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: every three-letter slice into a set',
    'python',
    `def distinct_triples(s):
    seen = set()
    for i in range(len(s) - 2):
        seen.add(s[i:i + 3])
    return len(seen)
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: every two-letter substring into a set',
    'javascript',
    `function distinctPairs(s) {
  const seen = new Set();
  for (let i = 0; i + 2 <= s.length; i++) seen.add(s.substring(i, i + 2));
  return seen.size;
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'c++: substr with a literal length',
    'cpp',
    `#include <string>
#include <unordered_set>
using namespace std;
class Solution {
public:
    int distinctPairs(string s) {
        unordered_set<string> seen;
        for (int i = 0; i + 2 <= (int)s.size(); i++) seen.insert(s.substr(i, 2));
        return seen.size();
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: slices of a constant width',
    'typescript',
    `export function repeatedTen(s: string): string[] {
  const seen = new Set<string>()
  const out = new Set<string>()
  for (let i = 0; i + 10 <= s.length; i++) {
    const part = s.slice(i, i + 10)
    if (seen.has(part)) out.add(part)
    seen.add(part)
  }
  return [...out]
}
`,
    'O(n)',
    'O(n)',
  ],
]

/** Putting a character in front of an immutable string copies the whole string every time. */
const PREPENDS: Case[] = [
  [
    'python: building a reversed string by prepending',
    'python',
    `def reverse(s):
    out = ""
    for c in s:
        out = c + out
    return out
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: prepending a char to a String',
    'java',
    `class Solution {
    public String reverse(String s) {
        String out = "";
        for (char c : s.toCharArray()) {
            out = c + out;
        }
        return out;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'go: prepending a rune converted to a string',
    'go',
    `package main

func reverse(s string) string {
	out := ""
	for _, c := range s {
		out = string(c) + out
	}
	return out
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'javascript: binary digits prepended one by one',
    'javascript',
    `function toBinary(n) {
  let out = '';
  for (let i = 0; i < n; i++) {
    out = (i % 2) + out;
  }
  return out;
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

/** Copying a whole matrix holds every cell of it. */
const MATRIX_COPIES: Case[] = [
  [
    'c++: a vector of vectors copied by assignment',
    'cpp',
    `#include <vector>
using namespace std;
class Solution {
public:
    int flipped(vector<vector<int>>& grid) {
        vector<vector<int>> copy = grid;
        int m = grid.size(), n = grid[0].size(), ones = 0;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++) {
                copy[i][j] ^= 1;
                ones += copy[i][j];
            }
        return ones;
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'c++: a distance table initialised from the weights',
    'cpp',
    `#include <vector>
using namespace std;
class Solution {
public:
    int corner(vector<vector<int>>& grid) {
        vector<vector<int>> dist;
        dist = grid;
        int m = grid.size(), n = grid[0].size();
        for (int i = 1; i < m; i++) dist[i][0] += dist[i - 1][0];
        for (int j = 1; j < n; j++) dist[0][j] += dist[0][j - 1];
        return dist[m - 1][n - 1];
    }
};
`,
    // The copy itself visits every cell.
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'python: a matrix copied row by row in a comprehension',
    'python',
    `def flipped(grid):
    copy = [row[:] for row in grid]
    ones = 0
    for i in range(len(grid)):
        for j in range(len(grid[0])):
            copy[i][j] ^= 1
            ones += copy[i][j]
    return ones
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'java: a matrix copied with clone on each row',
    'java',
    `class Solution {
    public int[][] duplicate(int[][] grid) {
        int m = grid.length;
        int[][] copy = new int[m][];
        for (int i = 0; i < m; i++) copy[i] = grid[i].clone();
        return copy;
    }
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'go: a matrix copied row by row with copy',
    'go',
    `package main

func duplicate(grid [][]int) [][]int {
	out := make([][]int, len(grid))
	for i := range grid {
		out[i] = make([]int, len(grid[i]))
		copy(out[i], grid[i])
	}
	return out
}
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

describe('substrings of a fixed length', () => {
  it.each(FIXED_SUBSTRINGS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('prepending to a string', () => {
  it.each(PREPENDS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('whole-matrix copies', () => {
  it.each(MATRIX_COPIES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
