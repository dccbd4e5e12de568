import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A parser that reads on from one position shared by all its calls (`inner = parse()` inside its
 * reading loop) gets back what the inner call read: a collection no longer than the input. Copying it
 * into its own result on every level costs up to the input per call, O(n^2) in all when brackets nest
 * n deep; the frames' collections hold disjoint pieces of the input, so together they hold O(n).
 */
const CASES: Case[] = [
  [
    'a closure group reversed into a Python list',
    'python',
    `class Solution:
    def expand(self, pattern: str) -> str:
        """Reverse every bracketed group, innermost first: "a(bc(de))" -> "aedcb"."""
        self.k = 0

        def group():
            chars = []
            while self.k < len(pattern):
                ch = pattern[self.k]
                self.k += 1
                if ch == '(':
                    inner = group()
                    chars.extend(reversed(inner))
                elif ch == ')':
                    break
                else:
                    chars.append(ch)
            return chars

        return "".join(group())
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'a TypeScript closure spreading the reversed group into its parts',
    'typescript',
    `// "a[bc[de]]" -> "aedcb": every bracket reverses what it holds, read with one shared index
export function reverseGroups(code: string): string {
  let idx = 0;
  const readGroup = (): string[] => {
    const parts: string[] = [];
    while (idx < code.length) {
      const ch = code[idx]!;
      idx++;
      if (ch === '[') {
        const body = readGroup();
        parts.push(...body.reverse());
      } else if (ch === ']') {
        return parts;
      } else {
        parts.push(ch);
      }
    }
    return parts;
  };
  return readGroup().join('');
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'a Java block parser over a field position',
    'java',
    `import java.util.*;

class Solution {
    private int pos;
    private String text;

    public List<String> tokens(String s) {
        text = s;
        pos = 0;
        return block();
    }

    private List<String> block() {
        List<String> out = new ArrayList<>();
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == '{') {
                List<String> nested = block();
                for (String t : nested) out.add("." + t);
            } else if (c == '}') {
                return out;
            } else {
                out.add(String.valueOf(c));
            }
        }
        return out;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'a Go closure flattening nested lists',
    'go',
    `package main

// flatten "[1,[2,3],[[4]]]" into its numbers, in order
func flattenNested(s string) []int {
	at := 0
	var list func() []int
	list = func() []int {
		var items []int
		at++ // '['
		for at < len(s) && s[at] != ']' {
			if s[at] == '[' {
				sub := list()
				for _, x := range sub {
					items = append(items, x)
				}
			} else if s[at] == ',' {
				at++
			} else {
				v := 0
				for at < len(s) && s[at] >= '0' && s[at] <= '9' {
					v = v*10 + int(s[at]-'0')
					at++
				}
				items = append(items, v)
			}
		}
		at++ // ']'
		return items
	}
	return list()
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'control: a JavaScript walk that returns a number copies nothing back',
    'javascript',
    `// control: the call returns a count, not a collection, so nothing is copied back up
function depthSum(s) {
  let i = 0;
  const walk = (depth) => {
    let total = 0;
    while (i < s.length) {
      const c = s[i++];
      if (c === '(') total += walk(depth + 1);
      else if (c === ')') return total;
      else total += depth;
    }
    return total;
  };
  return walk(1);
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('parsers that copy back what their inner calls read', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
