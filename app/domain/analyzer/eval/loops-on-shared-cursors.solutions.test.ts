import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A recursive parser whose calls read on from one shared position (a field, a closure's variable, a C++
 * `int&` every call hands on) and
 * whose leaf case reads a number or a name with a loop that moves that position: the loop's runs over all
 * the calls read each character once, so the parse is O(n), not O(n²).
 */
const CASES: Case[] = [
  [
    'a nested-integer parser on a field pos (Java)',
    'java',
    `import java.util.ArrayList;
import java.util.List;

class NestedInteger {
    private Integer value;
    private final List<NestedInteger> list = new ArrayList<>();

    public NestedInteger() {
    }

    public NestedInteger(int value) {
        this.value = value;
    }

    public boolean isInteger() {
        return value != null;
    }

    public Integer getInteger() {
        return value;
    }

    public void setInteger(int value) {
        this.value = value;
    }

    public void add(NestedInteger ni) {
        list.add(ni);
    }

    public List<NestedInteger> getList() {
        return isInteger() ? null : list;
    }
}

class Solution {
    private String text;
    private int pos;

    public NestedInteger deserialize(String s) {
        text = s;
        pos = 0;
        return parse();
    }

    private NestedInteger parse() {
        if (text.charAt(pos) == '[') {
            pos++;
            NestedInteger node = new NestedInteger();
            while (text.charAt(pos) != ']') {
                node.add(parse());
                if (text.charAt(pos) == ',') {
                    pos++;
                }
            }
            pos++; // consume ']'
            return node;
        }
        boolean negative = false;
        if (text.charAt(pos) == '-') {
            negative = true;
            pos++;
        }
        int value = 0;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            value = value * 10 + (text.charAt(pos) - '0');
            pos++;
        }
        return new NestedInteger(negative ? -value : value);
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'a closure pos read by an arrow function (TypeScript)',
    'typescript',
    `function countLeaves(text: string): number {
  let pos = 0
  const node = (): number => {
    if (text[pos] === '(') {
      pos++
      let leaves = 0
      while (text[pos] !== ')') {
        leaves += node()
        if (text[pos] === ',') pos++
      }
      pos++
      return leaves
    }
    while (pos < text.length && text[pos] >= 'a' && text[pos] <= 'z') pos++
    return 1
  }
  return node()
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'a member pos with s[pos++] (C++)',
    'cpp',
    `class Solution {
    string s;
    int pos = 0;

    int parse() {
        if (s[pos] == '[') {
            ++pos;
            int total = 0;
            while (s[pos] != ']') {
                total += parse();
                if (s[pos] == ',') ++pos;
            }
            ++pos;
            return total;
        }
        int value = 0;
        while (pos < (int)s.size() && isdigit(s[pos])) value = value * 10 + (s[pos++] - '0');
        return value;
    }

public:
    int nestedSum(string text) {
        s = text;
        pos = 0;
        return parse();
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'a calculator whose levels share an int& cursor (C++)',
    'cpp',
    `#include <string>
#include <vector>
#include <cctype>
using namespace std;

class Solution {
public:
    int calculate(string s) {
        int i = 0;
        return (int)eval(s, i);
    }

private:
    // i is shared by every level: a call returns at its ')'
    long eval(const string& s, int& i) {
        int n = s.size();
        vector<long> stk;
        long num = 0;
        char op = '+';
        while (i < n) {
            char c = s[i++];
            if (isdigit(c)) {
                num = num * 10 + (c - '0');
            } else if (c == '(') {
                num = eval(s, i);
            }
            if (i >= n || c == '+' || c == '-' || c == '*' || c == '/' || c == ')') {
                if (op == '+') stk.push_back(num);
                else if (op == '-') stk.push_back(-num);
                else if (op == '*') stk.back() *= num;
                else stk.back() /= num;
                op = c;
                num = 0;
                if (c == ')') break;
            }
        }
        long total = 0;
        for (long v : stk) total += v;
        return total;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'a nested sum reading digits on an int& position (C++)',
    'cpp',
    `#include <string>
using namespace std;

class Solution {
public:
    int depthSum(string s) {
        int pos = 0;
        return parse(s, pos, 1);
    }

private:
    int parse(const string& s, int& pos, int depth) {
        int total = 0;
        pos++;
        while (pos < (int)s.size() && s[pos] != ']') {
            if (s[pos] == '[') {
                total += parse(s, pos, depth + 1);
            } else if (isdigit(s[pos])) {
                int v = 0;
                while (pos < (int)s.size() && isdigit(s[pos])) v = v * 10 + (s[pos++] - '0');
                total += v * depth;
                continue;
            }
            pos++;
        }
        return total;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
]

describe('loops on the shared cursor of a recursion', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
