import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `if (pos < home[0]) pos++; else pos--;` then `costs[pos]`: every pass moves the index one step towards
 * its target, whichever way it lies, and reads a list there: no more passes than the list has entries.
 */
const STEPS_TOWARDS_A_TARGET: Case[] = [
  [
    'python: one step up or down to the home row',
    'python',
    `def walk_cost(start: list[int], home: list[int], costs: list[int]) -> int:
    total = 0
    pos = start[0]
    while pos != home[0]:
        if pos < home[0]:
            pos += 1
        else:
            pos -= 1
        total += costs[pos]
    return total
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: pos++ or pos-- to the home row',
    'java',
    `class Solution {
    public int walkCost(int[] start, int[] home, int[] costs) {
        int total = 0;
        int pos = start[0];
        while (pos != home[0]) {
            if (pos < home[0]) pos++;
            else pos--;
            total += costs[pos];
        }
        return total;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: ++pos or a braced --pos to the home row',
    'cpp',
    `#include <vector>
using namespace std;

class Solution {
public:
    long long walkCost(vector<int>& start, vector<int>& home, vector<int>& costs) {
        long long total = 0;
        int pos = start[0];
        while (pos != home[0]) {
            if (pos < home[0]) {
                ++pos;
            } else {
                --pos;
            }
            total += costs[pos];
        }
        return total;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
]

/**
 * A list read only at fixed positions (`startPos[0]`, `startPos[1]`) is a pair, not one more array of
 * the input: beside it, two real lists keep letters of their own (O(m + n)), where three or more lists
 * side by side would share n.
 */
const FIXED_PAIRS: Case[] = [
  [
    'python: two cost lists beside two position pairs',
    'python',
    `class Solution:
    def pathCost(self, startPos: list[int], homePos: list[int], rowCosts: list[int], colCosts: list[int]) -> int:
        # every row and column between the two cells is paid once
        total = sum(rowCosts) + sum(colCosts)
        if startPos[0] == homePos[0]:
            total -= rowCosts[startPos[0]]
        return total - colCosts[startPos[1]]
`,
    'O(m + n)',
    'O(1)',
  ],
  [
    'javascript: two cost lists beside two position pairs',
    'javascript',
    `function pathCost(startPos, homePos, rowCosts, colCosts) {
  let total = 0;
  for (const c of rowCosts) total += c;
  for (const c of colCosts) total += c;
  if (startPos[0] === homePos[0]) total -= rowCosts[startPos[0]];
  return total - colCosts[startPos[1]];
}
`,
    'O(m + n)',
    'O(1)',
  ],
  [
    'java: two cost lists beside two position pairs',
    'java',
    `class Solution {
    public int pathCost(int[] startPos, int[] homePos, int[] rowCosts, int[] colCosts) {
        int total = 0;
        for (int r = 0; r < rowCosts.length; r++) total += rowCosts[r];
        for (int c = 0; c < colCosts.length; c++) total += colCosts[c];
        if (startPos[0] == homePos[0]) total -= rowCosts[startPos[0]];
        return total - colCosts[startPos[1]];
    }
}
`,
    'O(m + n)',
    'O(1)',
  ],
  [
    'python: four lists walked in pairs still share n',
    'python',
    `from collections import Counter


class Solution:
    def fourSumCount(self, nums1: list[int], nums2: list[int], nums3: list[int], nums4: list[int]) -> int:
        sums = Counter(a + b for a in nums1 for b in nums2)
        return sum(sums[-(c + d)] for c in nums3 for d in nums4)
`,
    'O(n^2)',
    'O(n^2)',
  ],
]

/**
 * A helper the parser's recursion calls (`readNumber()`, `number()`) reads on from the position all the
 * calls share: its loop is counted with the recursion's reading, O(n) in all, not once per call.
 */
const PARSER_HELPERS: Case[] = [
  [
    'python: number() on self.i inside a recursive parse()',
    'python',
    `class Parser:
    def __init__(self, s: str):
        self.s = s
        self.i = 0

    def number(self) -> int:
        start = self.i
        while self.i < len(self.s) and self.s[self.i].isdigit():
            self.i += 1
        return int(self.s[start:self.i])

    def parse(self) -> list:
        if self.s[self.i] != '[':
            return [self.number()]
        self.i += 1
        items = []
        while self.s[self.i] != ']':
            items.extend(self.parse())
            if self.s[self.i] == ',':
                self.i += 1
        self.i += 1
        return [items]


def flatten_depths(s: str) -> list:
    return Parser(s).parse()
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: number() on a field inside a recursive parse()',
    'java',
    `import java.util.ArrayList;
import java.util.List;

class Solution {
    private String s;
    private int pos;

    public List<Object> deserialize(String text) {
        s = text;
        pos = 0;
        return parse();
    }

    private int number() {
        int value = 0;
        while (pos < s.length() && Character.isDigit(s.charAt(pos))) {
            value = value * 10 + (s.charAt(pos) - '0');
            pos++;
        }
        return value;
    }

    private List<Object> parse() {
        List<Object> out = new ArrayList<>();
        if (s.charAt(pos) != '[') {
            out.add(number());
            return out;
        }
        pos++;
        while (s.charAt(pos) != ']') {
            out.add(parse());
            if (s.charAt(pos) == ',') pos++;
        }
        pos++;
        return out;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: readNumber() on the i of a closure inside parse()',
    'javascript',
    `function deserialize(s) {
  let i = 0;
  function readNumber() {
    let sign = 1;
    if (s[i] === '-') {
      sign = -1;
      i++;
    }
    let num = 0;
    while (i < s.length && s[i] >= '0' && s[i] <= '9') {
      num = num * 10 + (s.charCodeAt(i) - 48);
      i++;
    }
    return sign * num;
  }
  function parse() {
    if (s[i] !== '[') return readNumber();
    i++;
    const list = [];
    while (s[i] !== ']') {
      list.push(parse());
      if (s[i] === ',') i++;
    }
    i++;
    return list;
  }
  return parse();
}
`,
    'O(n)',
    'O(n)',
  ],
]

/**
 * A cursor kept in a field (`self.pos += 1`, `this.pos++`, `this.i += 1`) is a loop variable like a local
 * one: its loops are counted against the bound they test, and inner loops that move it on share the
 * outer loop's walk.
 */
const FIELD_CURSORS: Case[] = [
  [
    'python: a tokenizer stepping self.pos',
    'python',
    `class Tokenizer:
    def __init__(self, text: str):
        self.text = text
        self.pos = 0

    def words(self) -> list[str]:
        out = []
        while self.pos < len(self.text):
            while self.pos < len(self.text) and self.text[self.pos] == ' ':
                self.pos += 1
            start = self.pos
            while self.pos < len(self.text) and self.text[self.pos] != ' ':
                self.pos += 1
            if start < self.pos:
                out.append(self.text[start:self.pos])
        return out


def split_words(text: str) -> list[str]:
    return Tokenizer(text).words()
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: a scanner stepping this.pos',
    'javascript',
    `class Scanner {
  constructor(s) {
    this.s = s;
    this.pos = 0;
  }
  sumOfNumbers() {
    let total = 0;
    while (this.pos < this.s.length) {
      let value = 0;
      while (this.pos < this.s.length && this.s[this.pos] >= '0' && this.s[this.pos] <= '9') {
        value = value * 10 + (this.s.charCodeAt(this.pos) - 48);
        this.pos++;
      }
      total += value;
      if (this.pos < this.s.length) this.pos++;
    }
    return total;
  }
}

function sumOfNumbers(s) {
  return new Scanner(s).sumOfNumbers();
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: runs counted on this.i',
    'typescript',
    `export class Solution {
  private i = 0;

  countRuns(s: string): number {
    this.i = 0;
    let runs = 0;
    while (this.i < s.length) {
      const ch = s[this.i];
      while (this.i < s.length && s[this.i] === ch) this.i += 1;
      runs++;
    }
    return runs;
  }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: string compression reading at self.read = self.read + 1',
    'python',
    `class Solution:
    def compress(self, chars: list[str]) -> int:
        self.read = 0
        write = 0
        while self.read < len(chars):
            ch = chars[self.read]
            start = self.read
            while self.read < len(chars) and chars[self.read] == ch:
                self.read = self.read + 1
            chars[write] = ch
            write += 1
            if self.read - start > 1:
                for d in str(self.read - start):
                    chars[write] = d
                    write += 1
        return write
`,
    'O(n)',
    'O(1)',
  ],
]

describe('steps towards a target', () => {
  it.each(STEPS_TOWARDS_A_TARGET)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('lists read only at fixed positions', () => {
  it.each(FIXED_PAIRS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe("helpers reading on from a parser's shared position", () => {
  it.each(PARSER_HELPERS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})

describe('cursors kept in fields', () => {
  it.each(FIELD_CURSORS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
