import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * An input split into a few named parts (`left, right = equation.split('=')`) hands each part, a string no
 * longer than the whole, to a helper that reads it character by character. An untyped parameter the body
 * treats with a string's own methods (`split`, `trim`) is a string.
 */
const CASES: Case[] = [
  [
    'two sides unpacked from a split, parsed by a method (Python)',
    'python',
    `class Solution:
    def solveEquation(self, equation: str) -> str:
        left, right = equation.split('=')
        a, b = self.parse(left)
        c, d = self.parse(right)
        if a == c:
            return "Infinite solutions" if b == d else "No solution"
        return f"x={(d - b) // (a - c)}"

    def parse(self, side: str):
        coef = const = 0
        i = 0
        while i < len(side):
            sign = -1 if side[i] == '-' else 1
            if side[i] in '+-':
                i += 1
            j = i
            while j < len(side) and side[j].isdigit():
                j += 1
            num = int(side[i:j]) if j > i else None
            if j < len(side) and side[j] == 'x':
                coef += sign * (1 if num is None else num)
                j += 1
            else:
                const += sign * (num or 0)
            i = j
        return coef, const
`,
    'O(n)',
    'O(n)',
  ],
  [
    'two sides unpacked from a split, counted by a helper (JavaScript)',
    'javascript',
    `function countDigits(part) {
  let digits = 0
  for (let i = 0; i < part.length; i++) if (part[i] >= '0' && part[i] <= '9') digits++
  return digits
}

function compareSides(equation) {
  const [lhs, rhs] = equation.split('=')
  return countDigits(lhs) - countDigits(rhs)
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'two sides parsed by a helper (TypeScript)',
    'typescript',
    `type Side = { coef: number; constant: number };

function parseSide(expr: string): Side {
    const side: Side = { coef: 0, constant: 0 };
    let i = 0;
    while (i < expr.length) {
        let sign = 1;
        if (expr[i] === '+' || expr[i] === '-') {
            sign = expr[i] === '-' ? -1 : 1;
            i++;
        }
        let value = 0;
        let hasDigits = false;
        while (i < expr.length && expr[i] >= '0' && expr[i] <= '9') {
            value = value * 10 + (expr.charCodeAt(i) - 48);
            hasDigits = true;
            i++;
        }
        if (i < expr.length && expr[i] === 'x') {
            side.coef += sign * (hasDigits ? value : 1);
            i++;
        } else {
            side.constant += sign * value;
        }
    }
    return side;
}

export function solveEquation(equation: string): string {
    const [lhs, rhs] = equation.split('=');
    const left = parseSide(lhs);
    const right = parseSide(rhs);
    const coef = left.coef - right.coef;
    const constant = right.constant - left.constant;
    if (coef === 0) {
        return constant === 0 ? 'Infinite solutions' : 'No solution';
    }
    return \`x=\${constant / coef}\`;
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'an untyped line trimmed, then walked (JavaScript)',
    'javascript',
    `function countWords(line) {
  const trimmed = line.trim()
  let words = 0
  for (let i = 0; i < trimmed.length; i++) {
    if (trimmed[i] !== ' ' && (i === 0 || trimmed[i - 1] === ' ')) words++
  }
  return words
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('strings split into named parts', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
