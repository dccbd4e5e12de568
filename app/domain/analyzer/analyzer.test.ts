import { describe, expect, it } from 'vitest'
import { sameComplexity } from './bigo'
import {
  analyzeCode,
  languageFromFilename,
  MAX_CODE_BYTES,
  normaliseLanguage,
  SUPPORTED_LANGUAGES,
} from './index'
import { SAMPLES } from './samples'
import type { AnalysisReport, WarningFinding } from './types'

async function report(language: string, code: string): Promise<AnalysisReport> {
  const result = await analyzeCode({ language, code })
  if (!result.ok) throw new Error(result.error.message)
  return result.report
}

function warningsOf(r: AnalysisReport, id: WarningFinding['id']): WarningFinding[] {
  return r.warnings.filter((w) => w.id === id)
}

/** CPU time of the process, so that a loaded machine does not make the limits flaky. */
function cpuMs(): number {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

describe('analyzeCode input handling', () => {
  it('refuses empty code', async () => {
    for (const code of ['', '   \n\t  ']) {
      const result = await analyzeCode({ language: 'python', code })
      expect(result).toEqual({
        ok: false,
        error: { code: 'empty', message: expect.stringContaining('no code') },
      })
    }
  })

  it('refuses code over 50 KB', async () => {
    const code = `x = 1\n`.repeat(Math.ceil((MAX_CODE_BYTES + 10) / 6))
    const result = await analyzeCode({ language: 'python', code })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.code).toBe('too-large')
      expect(result.error.message).toMatch(/50 KB/)
    }
  })

  it('refuses an unsupported language and names the supported ones', async () => {
    const result = await analyzeCode({ language: 'cobol', code: 'DISPLAY "HI".' })
    expect(result.ok).toBe(false)
    if (!result.ok) {
      expect(result.error.code).toBe('unsupported-language')
      for (const l of SUPPORTED_LANGUAGES) expect(result.error.message).toContain(l)
    }
  })

  it('accepts common aliases for languages', () => {
    expect(normaliseLanguage('C++')).toBe('cpp')
    expect(normaliseLanguage('py')).toBe('python')
    expect(normaliseLanguage('golang')).toBe('go')
    expect(normaliseLanguage(' TypeScript ')).toBe('typescript')
    expect(normaliseLanguage('rust')).toBeNull()
  })

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'refuses the language %j as unsupported rather than throwing',
    async (language) => {
      expect(await analyzeCode({ language, code: 'x = 1\n' })).toEqual({
        ok: false,
        error: {
          code: 'unsupported-language',
          message: `The language "${language}" is not supported. Choose one of: python, java, cpp, javascript, typescript, go.`,
        },
      })
    },
  )

  it('reads claims whose symbols are named like object members', async () => {
    const code =
      '# Time: O(constructor log constructor)\n# Space: O(__proto__^2)\ndef f(nums):\n    return sum(nums)\n'
    const r = await report('python', code)
    expect(r.claims.map((c) => c.claimed)).toEqual(['O(constructor log constructor)', 'O(__proto__^2)'])
    expect(r.claims.map((c) => c.agrees)).toEqual([false, false])
  })

  it('guesses the language from a file name', () => {
    expect(languageFromFilename('solution.py')).toBe('python')
    expect(languageFromFilename('Solution.java')).toBe('java')
    expect(languageFromFilename('a/b/sol.cpp')).toBe('cpp')
    expect(languageFromFilename('sol.cc')).toBe('cpp')
    expect(languageFromFilename('sol.js')).toBe('javascript')
    expect(languageFromFilename('sol.mjs')).toBe('javascript')
    expect(languageFromFilename('sol.ts')).toBe('typescript')
    expect(languageFromFilename('main.go')).toBe('go')
    expect(languageFromFilename('README.md')).toBeNull()
    expect(languageFromFilename('Makefile')).toBeNull()
  })
})

describe('complexity of known solutions', () => {
  it.each(SAMPLES.map((s) => [s.title, s] as const))('%s', async (_title, sample) => {
    const r = await report(sample.language, sample.code)
    expect(sameComplexity(r.time.bigO, sample.time), `time ${r.time.bigO}, expected ${sample.time}`).toBe(
      true,
    )
    expect(
      sameComplexity(r.space.bigO, sample.space),
      `space ${r.space.bigO}, expected ${sample.space}`,
    ).toBe(true)
    if (sample.techniques) expect(r.techniques.map((t) => t.id).sort()).toEqual([...sample.techniques].sort())
  })
})

describe('report', () => {
  it('explains the complexity with the lines that cause it', async () => {
    const code = `def pairs(nums):
    n = len(nums)
    total = 0
    for i in range(n):
        for j in range(n):
            total += nums[i] * nums[j]
    return total
`
    const r = await report('python', code)
    expect(r.time.bigO).toBe('O(n^2)')
    expect(r.time.confidence).toBe('high')
    expect(r.time.explanation).toMatch(/n = length of nums/)
    expect(r.time.lines).toEqual([
      [4, 6],
      [5, 6],
    ])
    expect(r.space.bigO).toBe('O(1)')
    expect(r.functions).toEqual([{ name: 'pairs', lines: [1, 7], time: 'O(n^2)', space: 'O(1)' }])
    expect(r.stats.lines).toBe(8)
    expect(JSON.parse(JSON.stringify(r))).toEqual(r)
  })

  it('lists every function with its own cost', async () => {
    const code = `class Solution {
    public int[] searchRange(int[] nums, int target) {
        int first = lowerBound(nums, target);
        return new int[] {first, lowerBound(nums, target + 1) - 1};
    }
    private int lowerBound(int[] nums, int target) {
        int lo = 0, hi = nums.length;
        while (lo < hi) {
            int mid = lo + (hi - lo) / 2;
            if (nums[mid] < target) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }
}
`
    const r = await report('java', code)
    expect(r.time.bigO).toBe('O(log n)')
    expect(r.functions.map((f) => [f.name, f.time])).toEqual([
      ['searchRange', 'O(log n)'],
      ['lowerBound', 'O(log n)'],
    ])
  })

  it('gives every finding 1-based line ranges inside the code', async () => {
    for (const sample of SAMPLES) {
      const r = await report(sample.language, sample.code)
      const total = sample.code.split('\n').length
      const ranges = [
        ...r.time.lines,
        ...r.space.lines,
        ...r.techniques.flatMap((t) => t.lines),
        ...r.warnings.flatMap((w) => w.lines),
        ...r.functions.map((f) => f.lines),
      ]
      for (const [start, end] of ranges) {
        expect(start, sample.title).toBeGreaterThanOrEqual(1)
        expect(end, sample.title).toBeGreaterThanOrEqual(start)
        expect(end, sample.title).toBeLessThanOrEqual(total)
      }
    }
  })

  it('says it could not determine rather than guess when the code is too dynamic', async () => {
    const r = await report(
      'python',
      `def run(data):
    items = eval(data)
    for item in items:
        print(item)
`,
    )
    expect(r.time.bigO).toBe('could not determine')
    expect(r.time.confidence).toBe('low')
    expect(warningsOf(r, 'undetermined')[0]?.message).toMatch(/line 3/)
  })
})

describe('syntax errors', () => {
  it('reports the first error line and still analyses what parsed', async () => {
    const code = `def f(nums):
    total = 0
    for x in nums:
        total += x
    return total

def g(nums)
    return nums[0]
`
    const r = await report('python', code)
    expect(r.syntaxError?.line).toBe(7)
    expect(r.syntaxError?.message).toMatch(/line 7/)
    expect(r.functions.find((f) => f.name === 'f')?.time).toBe('O(n)')
    expect(r.time.confidence).not.toBe('high')
  })

  it('reports a missing brace in Java', async () => {
    const r = await report(
      'java',
      'class S {\n  int f(int[] a) {\n    for (int x : a) {\n      x++;\n  }\n}\n',
    )
    expect(r.syntaxError).toBeDefined()
    expect(r.syntaxError?.line).toBeGreaterThanOrEqual(1)
  })

  it('gives no syntax error for valid code', async () => {
    const r = await report('go', 'package main\n\nfunc f(n int) int {\n\treturn n\n}\n')
    expect(r.syntaxError).toBeUndefined()
  })
})

describe('interview warnings', () => {
  it('flags list.pop(0) inside a loop as a hidden quadratic cost', async () => {
    const r = await report(
      'python',
      `def drain(nums):
    queue = list(nums)
    total = 0
    while queue:
        total += queue.pop(0)
    return total
`,
    )
    expect(r.time.bigO).toBe('O(n^2)')
    const w = warningsOf(r, 'hidden-quadratic')
    expect(w).toHaveLength(1)
    expect(w[0]?.lines).toEqual([[5, 5]])
    expect(w[0]?.severity).toBe('warning')
    expect(w[0]?.message).toMatch(/pop\(0\)/)
  })

  it('flags `in` on a list, indexOf and string += in loops', async () => {
    const list = await report(
      'python',
      'def f(nums):\n    seen = []\n    for x in nums:\n        if x in seen:\n            return True\n        seen.append(x)\n    return False\n',
    )
    expect(warningsOf(list, 'hidden-quadratic')[0]?.message).toMatch(/`in` on a list/)
    const indexOf = await report(
      'javascript',
      'function f(a) {\n  for (let i = 0; i < a.length; i++) {\n    if (a.indexOf(a[i]) !== i) return true;\n  }\n  return false;\n}\n',
    )
    expect(indexOf.time.bigO).toBe('O(n^2)')
    expect(warningsOf(indexOf, 'hidden-quadratic')[0]?.lines).toEqual([[3, 3]])
    const concat = await report(
      'java',
      'class S {\n  String f(String s) {\n    String r = "";\n    for (int i = 0; i < s.length(); i++) r += s.charAt(i);\n    return r;\n  }\n}\n',
    )
    expect(concat.time.bigO).toBe('O(n^2)')
    expect(warningsOf(concat, 'hidden-quadratic')[0]?.message).toMatch(/StringBuilder/)
  })

  it('flags deep recursion, more strongly in Python', async () => {
    const code =
      'def total(nums, i):\n    if i == len(nums):\n        return 0\n    return nums[i] + total(nums, i + 1)\n'
    const r = await report('python', code)
    const w = warningsOf(r, 'recursion-depth')
    expect(w[0]?.severity).toBe('warning')
    expect(w[0]?.message).toMatch(/1000/)
    const js = await report(
      'javascript',
      'function total(nums, i) {\n  if (i === nums.length) return 0;\n  return nums[i] + total(nums, i + 1);\n}\n',
    )
    expect(warningsOf(js, 'recursion-depth')[0]?.severity).toBe('info')
  })

  it('flags exponential recursion without memoisation', async () => {
    const r = await report(
      'python',
      'def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\n',
    )
    expect(r.warnings.some((w) => /memoi/i.test(w.message))).toBe(true)
  })

  it('flags changes to the input', async () => {
    const r = await report('python', 'def f(nums):\n    nums.sort()\n    nums[0] = -1\n    return nums\n')
    const w = warningsOf(r, 'input-mutation')
    expect(w).toHaveLength(1)
    expect(w[0]?.message).toMatch(/nums/)
    expect(w[0]?.lines).toEqual([[2, 2]])
  })

  it('flags loops that only end through break', async () => {
    const r = await report(
      'python',
      'def f(n):\n    i = 1\n    while True:\n        if i >= n:\n            break\n        i *= 2\n    return i\n',
    )
    expect(r.time.bigO).toBe('O(log n)')
    expect(warningsOf(r, 'unbounded-loop')[0]?.lines).toEqual([[3, 6]])
    const stuck = await report('python', 'def f(n):\n    while True:\n        n = n + step(n)\n')
    expect(stuck.time.bigO).toBe('could not determine')
    expect(warningsOf(stuck, 'unbounded-loop')[0]?.severity).toBe('warning')
  })
})

describe('complexity claims in comments', () => {
  it('flags a wrong claim and never takes it as the answer', async () => {
    const code = `class Solution:
    # Time: O(n), Space: O(1)
    def twoSum(self, nums, target):
        for i in range(len(nums)):
            for j in range(i + 1, len(nums)):
                if nums[i] + nums[j] == target:
                    return [i, j]
        return []
`
    const r = await report('python', code)
    expect(r.time.bigO).toBe('O(n^2)')
    expect(r.claims).toEqual([
      { kind: 'time', claimed: 'O(n)', line: 2, agrees: false },
      { kind: 'space', claimed: 'O(1)', line: 2, agrees: true },
    ])
    const w = warningsOf(r, 'claim-mismatch')
    expect(w).toHaveLength(1)
    expect(w[0]?.message).toMatch(/claims O\(n\) time.*O\(n\^2\)/)
  })

  it('agrees with a correct claim written another way', async () => {
    const r = await report(
      'javascript',
      '// runs in O(N) time and O(1) space\nfunction sum(a) {\n  let s = 0;\n  for (const x of a) s += x;\n  return s;\n}\n',
    )
    expect(r.claims.map((c) => [c.kind, c.agrees])).toEqual([
      ['time', true],
      ['space', true],
    ])
    expect(warningsOf(r, 'claim-mismatch')).toEqual([])
  })

  it('reads a bound on each step, just above a function, as no claim on the function', async () => {
    const r = await report(
      'java',
      `class Solution {
    // With the total known, each answer is O(1).
    public int[] shares(int[] a) {
        int total = 0;
        for (int x : a) total += x;
        int[] out = new int[a.length];
        for (int i = 0; i < a.length; i++) out[i] = total - a[i];
        return out;
    }
}
`,
    )
    expect(r.time.bigO).toBe('O(n)')
    expect(r.claims).toEqual([])
  })

  it('reads a bound on each step whose sentence began lines above as no claim on the function', async () => {
    const r = await report(
      'go',
      `package main

// For every index i, add nums[i] times the number of windows that hold it,
// which the window count gives in O(1).
func weighted(nums []int, k int) int {
	total := 0
	for i, x := range nums {
		total += x * (i + 1)
	}
	return total
}
`,
    )
    expect(r.time.bigO).toBe('O(n)')
    expect(r.claims).toEqual([])
  })

  it('reads a bound on answering one query from a built table as no claim on the function', async () => {
    const cpp = await report(
      'cpp',
      `#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    // A suffix that starts at t * k must also be a prefix. The border table answers that in O(1).
    int firstReturn(string word, int k) {
        int n = word.size();
        vector<int> border(n + 1, 0);
        for (int i = 1, j = 0; i < n; ++i) {
            while (j > 0 && word[i] != word[j]) j = border[j];
            if (word[i] == word[j]) ++j;
            border[i + 1] = j;
        }
        int steps = 1;
        for (int i = k; i < n; i += k, ++steps)
            if (border[n] >= n - i) return steps;
        return steps;
    }
};
`,
    )
    expect(cpp.claims).toEqual([])
    const py = await report(
      'python',
      `class Solution:
    # Prefix sums first; the table answers each range in O(1).
    def rangeSums(self, nums, queries):
        pre = [0]
        for x in nums:
            pre.append(pre[-1] + x)
        return [pre[r + 1] - pre[l] for l, r in queries]
`,
    )
    expect(py.claims).toEqual([])
  })

  it("agrees with a claim written in a parameter's own name", async () => {
    const r = await report(
      'typescript',
      `// O(n * target) time, O(target) space
export function ways(n: number, target: number): number {
  let row: number[] = new Array(target + 1).fill(0);
  row[0] = 1;
  for (let i = 0; i < n; i++) {
    const next: number[] = new Array(target + 1).fill(0);
    for (let t = 1; t <= target; t++) next[t] = (row[t - 1] ?? 0) + (next[t - 1] ?? 0);
    row = next;
  }
  return row[target] ?? 0;
}
`,
    )
    expect(r.time.bigO).toBe('O(m * n)')
    expect(r.claims.map((c) => [c.kind, c.claimed, c.agrees])).toEqual([
      ['time', 'O(n * target)', true],
      ['space', 'O(target)', true],
    ])
  })

  it('ignores O(...) in comments that make no time or space claim', async () => {
    const r = await report(
      'go',
      'package main\n\n// re-slicing the front is O(1), so a slice serves as a queue\nfunc f(a []int) int { return len(a) }\n',
    )
    expect(r.claims).toEqual([])
  })
})

describe('pathological input', () => {
  // Two seconds of CPU, not one: it takes about 0.8 s on an idle 2-core machine, and a full test run on
  // the same cores pushed it just past one. What it guards is the absence of blow-up (a stall would take
  // minutes), and the worker's own time limit stops a real stall in production.
  it('handles 200 nested loops within two seconds', async () => {
    let code = 'function f(n) {\n'
    for (let i = 0; i < 200; i++) code += `for (let i${i} = 0; i${i} < n; i${i}++) {\n`
    code += 'x++;\n' + '}\n'.repeat(200) + '}\n'
    await report('javascript', 'function warm(n) { for (let i = 0; i < n; i++) {} }')
    const start = cpuMs()
    const r = await report('javascript', code)
    expect(cpuMs() - start).toBeLessThan(2000)
    expect(r.time.bigO).toBe('O(n^200)')
  })

  it('handles 200 nested blocks of Python within a second', async () => {
    let code = 'def f(n):\n'
    for (let i = 0; i < 200; i++) code += `${' '.repeat(i + 1)}if n > ${i}:\n`
    code += `${' '.repeat(201)}n -= 1\n`
    await report('python', 'def warm(n):\n    return n\n')
    const start = cpuMs()
    const r = await report('python', code)
    expect(cpuMs() - start).toBeLessThan(1000)
    expect(r.time.bigO).toBe('O(1)')
  })

  it('handles a 50 KB single line within a second', async () => {
    const code = `x = ${'1 + '.repeat(12_700)}1\n`
    expect(code.length).toBeGreaterThan(50_000)
    expect(Buffer.byteLength(code)).toBeLessThanOrEqual(MAX_CODE_BYTES)
    await report('python', 'x = 1 + 1\n')
    const start = cpuMs()
    const r = await report('python', code)
    expect(cpuMs() - start).toBeLessThan(1000)
    expect(r.time.bigO).toBe('O(1)')
  })

  it('handles a 50 KB single-line JavaScript function within a second', async () => {
    const body = Array.from({ length: 5_500 }, (_, i) => `a${i % 7}+=${i};`).join('')
    const code = `function f(n){let a0=0,a1=0,a2=0,a3=0,a4=0,a5=0,a6=0;for(let i=0;i<n;i++){${body}}return a0;}`
    expect(code.length).toBeGreaterThan(45_000)
    await report('javascript', 'function warm(n) { return n }')
    const start = cpuMs()
    const r = await report('javascript', code)
    expect(cpuMs() - start).toBeLessThan(1000)
    expect(r.time.bigO).toBe('O(n)')
  })
})
