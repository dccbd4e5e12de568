import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * C++'s `s1 = std::move(word1)`, `g = move(grid)`: the value is handed over as it is, so the field holds the
 * input with its sizes, and the memo or the search over it is sized by them. The control assigns the same
 * fields without `move`.
 */
const CASES: Case[] = [
  [
    'cpp: edit distance memoised over two strings moved into fields',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
    string s1, s2;
    vector<vector<int>> memo;

    int dist(int i, int j) {
        if (i == (int)s1.size()) return (int)s2.size() - j;
        if (j == (int)s2.size()) return (int)s1.size() - i;
        if (memo[i][j] >= 0) return memo[i][j];
        int best;
        if (s1[i] == s2[j]) best = dist(i + 1, j + 1);
        else best = 1 + min({dist(i + 1, j), dist(i, j + 1), dist(i + 1, j + 1)});
        return memo[i][j] = best;
    }

public:
    int minDistance(string word1, string word2) {
        s1 = std::move(word1);
        s2 = std::move(word2);
        memo.assign(s1.size(), vector<int>(s2.size(), -1));
        return dist(0, 0);
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'cpp: islands sunk in a grid moved into a field',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
    vector<vector<char>> g;
    int rows = 0, cols = 0;

    void sink(int r, int c) {
        if (r < 0 || c < 0 || r >= rows || c >= cols || g[r][c] != '1') return;
        g[r][c] = '0';
        sink(r + 1, c);
        sink(r - 1, c);
        sink(r, c + 1);
        sink(r, c - 1);
    }

public:
    int numIslands(vector<vector<char>>& grid) {
        g = move(grid);
        rows = g.size();
        cols = g[0].size();
        int islands = 0;
        for (int r = 0; r < rows; r++)
            for (int c = 0; c < cols; c++)
                if (g[r][c] == '1') {
                    islands++;
                    sink(r, c);
                }
        return islands;
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
  [
    'cpp: longest palindromic subsequence through a reference to the memo cell',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
    string text;
    vector<vector<int>> memo;

    int lps(int i, int j) {
        if (i > j) return 0;
        if (i == j) return 1;
        int& cell = memo[i][j];
        if (cell != -1) return cell;
        if (text[i] == text[j]) cell = 2 + lps(i + 1, j - 1);
        else cell = max(lps(i + 1, j), lps(i, j - 1));
        return cell;
    }

public:
    int longestPalindromeSubseq(string s) {
        text = move(s);
        int n = text.size();
        memo.assign(n, vector<int>(n, -1));
        return lps(0, n - 1);
    }
};
`,
    'O(n^2)',
    'O(n^2)',
  ],
  [
    'cpp (control): the edit distance with the strings copied into the fields',
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Solution {
    string s1, s2;
    vector<vector<int>> memo;

    int dist(int i, int j) {
        if (i == (int)s1.size()) return (int)s2.size() - j;
        if (j == (int)s2.size()) return (int)s1.size() - i;
        if (memo[i][j] >= 0) return memo[i][j];
        int best;
        if (s1[i] == s2[j]) best = dist(i + 1, j + 1);
        else best = 1 + min({dist(i + 1, j), dist(i, j + 1), dist(i + 1, j + 1)});
        return memo[i][j] = best;
    }

public:
    int minDistance(string word1, string word2) {
        s1 = word1;
        s2 = word2;
        memo.assign(s1.size(), vector<int>(s2.size(), -1));
        return dist(0, 0);
    }
};
`,
    'O(m * n)',
    'O(m * n)',
  ],
]

describe('values handed over with std::move', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
