import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `String options = TABLE[c - '0']` then a loop over `options` around the recursive call: the choices at
 * each level are an entry of a fixed table, so the recursion branches a constant number of ways (c^n calls),
 * not over every remaining choice (n!). A StringBuilder path that takes back its last character
 * (`deleteCharAt(sb.length() - 1)`, `setLength(sb.length() - 1)`) is as long as the recursion is deep.
 */
const FIXED_CHOICES: Case[] = [
  [
    'java: every reading of a digit string on a keypad with three letters a key',
    'java',
    `import java.util.ArrayList;
import java.util.List;

class Solution {
    private static final String[] PAD = {"ab", "cd", "efg", "hij", "klm", "nop", "qrs", "tuv", "wxy", "z"};

    public List<String> readings(String digits) {
        List<String> out = new ArrayList<>();
        spell(digits, 0, new StringBuilder(), out);
        return out;
    }

    private void spell(String digits, int at, StringBuilder word, List<String> out) {
        if (at == digits.length()) {
            out.add(word.toString());
            return;
        }
        String options = PAD[digits.charAt(at) - '0'];
        for (int j = 0; j < options.length(); j++) {
            word.append(options.charAt(j));
            spell(digits, at + 1, word, out);
            word.setLength(word.length() - 1);
        }
    }
}
`,
    'O(n * 4^n)',
    'O(n * 4^n)',
  ],
  [
    'typescript: every spelling of a word with look-alike characters',
    'typescript',
    `const ALIKE: Record<string, string> = { a: 'a4@', e: 'e3', i: 'i1!', o: 'o0', s: 's5$' };

export function spellings(word: string): string[] {
  const out: string[] = [];
  const path: string[] = [];
  const go = (i: number): void => {
    if (i === word.length) {
      out.push(path.join(''));
      return;
    }
    const ch = word[i] ?? '';
    const choices = ALIKE[ch] ?? ch;
    for (const c of choices) {
      path.push(c);
      go(i + 1);
      path.pop();
    }
  };
  go(0);
  return out;
}
`,
    'O(n * 4^n)',
    'O(n * 4^n)',
  ],
]

describe('choices taken from a fixed table', () => {
  it.each(FIXED_CHOICES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
