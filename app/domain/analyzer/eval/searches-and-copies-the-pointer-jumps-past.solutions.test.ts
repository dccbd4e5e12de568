import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `close = s.indexOf('}', i + 1)`, then `name = s.slice(i + 1, close)` and `i = close + 1`: a search
 * or a copy from the loop's pointer to a position the pointer then jumps past covers only what the
 * pointer skips. Over the whole loop they cover the input once: O(n) in all, and the pieces together
 * hold n characters.
 */
const CASES: Case[] = [
  [
    'JavaScript names between braces',
    'javascript',
    `// the names inside {braces}, in order
function placeholders(template) {
  const names = [];
  let i = 0;
  while (i < template.length) {
    if (template[i] === '{') {
      const close = template.indexOf('}', i + 1);
      if (close === -1) break;
      names.push(template.slice(i + 1, close));
      i = close + 1;
    } else {
      i++;
    }
  }
  return names;
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'Java quoted substrings',
    'java',
    `import java.util.*;

class Solution {
    public List<String> quoted(String text) {
        List<String> out = new ArrayList<>();
        int pos = 0;
        while (pos < text.length()) {
            if (text.charAt(pos) == '"') {
                int end = text.indexOf('"', pos + 1);
                if (end < 0) break;
                out.add(text.substring(pos + 1, end));
                pos = end + 1;
            } else {
                pos++;
            }
        }
        return out;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'Python comments found from the pointer',
    'python',
    `class Solution:
    def countComments(self, source: str) -> int:
        count = 0
        i = 0
        while i < len(source):
            if source.startswith("/*", i):
                end = source.find("*/", i + 2)
                if end == -1:
                    break
                count += 1
                i = end + 2
            else:
                i += 1
        return count
`,
    'O(n)',
    'O(1)',
  ],
  [
    'control: a C++ search from a pointer that steps by one',
    'cpp',
    `#include <string>
using namespace std;

class Solution {
public:
    // control: the search starts at the pointer, but the pointer only steps by one
    int countOpenings(string s) {
        int count = 0;
        for (int i = 0; i < (int)s.size(); i++) {
            if (s[i] == '(' && s.find(')', i + 1) != string::npos) count++;
        }
        return count;
    }
};
`,
    'O(n^2)',
    'O(1)',
  ],
]

describe('searches and copies the pointer jumps past', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
