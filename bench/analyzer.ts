/**
 * Analyzer benchmark: analyses a ~300-line solution file repeatedly and prints the median, beside the
 * median of an empty analysis (a one-statement program of the same language) measured in the same run,
 * so that a slow moment of a shared machine shows in both figures.
 *   npx tsx bench/analyzer.ts [file] [--runs N] [--language L]
 * Without a file it generates a Python module of typical interview helpers (loops, maps, heaps, DP
 * tables, recursion, BFS) about 300 lines long. The target is a median under 50 ms. The timed runs come
 * after a few untimed ones, when the JIT has compiled the analyzer as it is in a long-running server.
 */
import { readFile } from 'node:fs/promises'
import { loadavg } from 'node:os'
import { analyzeCode, languageFromFilename } from '../app/domain/analyzer/index'

const TARGET_MS = 50

function generated(lines: number): string {
  const blocks: string[] = [
    'import heapq',
    'from collections import deque, defaultdict, Counter',
    'from functools import cache',
    '',
  ]
  const templates = [
    (i: number) => `def two_sum_${i}(nums, target):
    seen = {}
    for i, x in enumerate(nums):
        if target - x in seen:
            return [seen[target - x], i]
        seen[x] = i
    return []
`,
    (i: number) => `def top_k_${i}(nums, k):
    counts = Counter(nums)
    heap = []
    for value, count in counts.items():
        heapq.heappush(heap, (count, value))
        if len(heap) > k:
            heapq.heappop(heap)
    return [v for _, v in heap]
`,
    (i: number) => `def lcs_${i}(a, b):
    n, m = len(a), len(b)
    dp = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            if a[i - 1] == b[j - 1]:
                dp[i][j] = dp[i - 1][j - 1] + 1
            else:
                dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
    return dp[n][m]
`,
    (i: number) => `def islands_${i}(grid):
    rows, cols = len(grid), len(grid[0])
    seen = set()
    count = 0
    for r in range(rows):
        for c in range(cols):
            if grid[r][c] == '1' and (r, c) not in seen:
                count += 1
                queue = deque([(r, c)])
                seen.add((r, c))
                while queue:
                    cr, cc = queue.popleft()
                    for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                        nr, nc = cr + dr, cc + dc
                        if 0 <= nr < rows and 0 <= nc < cols and grid[nr][nc] == '1' and (nr, nc) not in seen:
                            seen.add((nr, nc))
                            queue.append((nr, nc))
    return count
`,
    (i: number) => `def subsets_${i}(nums):
    result, path = [], []
    def backtrack(start):
        result.append(path[:])
        for j in range(start, len(nums)):
            path.append(nums[j])
            backtrack(j + 1)
            path.pop()
    backtrack(0)
    return result
`,
    (i: number) => `def search_${i}(nums, target):
    lo, hi = 0, len(nums) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if nums[mid] == target:
            return mid
        if nums[mid] < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1
`,
    (i: number) => `def word_break_${i}(s, words):
    vocab = set(words)
    @cache
    def can(start):
        if start == len(s):
            return True
        for end in range(start + 1, len(s) + 1):
            if s[start:end] in vocab and can(end):
                return True
        return False
    return can(0)
`,
  ]
  let i = 0
  while (blocks.join('\n').split('\n').length < lines) {
    const template = templates[i % templates.length] as (i: number) => string
    blocks.push(template(i))
    i++
  }
  return blocks.join('\n')
}

/** The smallest program of each language: what every analysis pays before the code itself. */
const EMPTY_PROGRAM: Record<string, string> = {
  python: 'pass\n',
  java: 'class Solution {}\n',
  cpp: 'int main() { return 0; }\n',
  javascript: ';\n',
  typescript: ';\n',
  go: 'package main\n',
}

/**
 * Analyses of the file run before the timed ones. The analyzer's threads live as long as the server, so
 * what counts is its speed once the JIT has compiled the hot paths; the first dozen analyses of a fresh
 * process are still being optimised and would weigh on the median of a short run.
 */
const WARM_UP_RUNS = 10

/** Wall-clock time of one analysis, and the CPU time of the process meanwhile (garbage collection included). */
async function timeOne(language: string, code: string): Promise<{ ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage()
  const start = performance.now()
  const result = await analyzeCode({ language, code })
  const ms = performance.now() - start
  const used = process.cpuUsage(cpu)
  if (!result.ok) throw new Error(result.error.message)
  return { ms, cpuMs: (used.user + used.system) / 1000 }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  let file: string | null = null
  let runs = 30
  let language: string | null = null
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string
    if (a === '--runs') runs = Number(args[++i])
    else if (a === '--language') language = args[++i] ?? null
    else file = a
  }
  const code = file ? await readFile(file, 'utf8') : generated(300)
  const lang = language ?? (file ? languageFromFilename(file) : 'python')
  if (!lang) throw new Error(`Cannot tell the language of ${file}; pass --language.`)
  const empty = EMPTY_PROGRAM[lang] ?? ';\n'

  // The first run loads the parser; it is reported apart, as a cold start.
  const coldStart = performance.now()
  const first = await analyzeCode({ language: lang, code })
  const cold = performance.now() - coldStart
  if (!first.ok) throw new Error(first.error.message)
  for (let r = 0; r < WARM_UP_RUNS; r++) {
    await timeOne(lang, code)
    await timeOne(lang, empty)
  }
  const loadBefore = loadavg()[0] as number

  // Interleaved, so that both figures see the same moments of a shared machine.
  const times: number[] = []
  const cpuTimes: number[] = []
  const emptyTimes: number[] = []
  for (let r = 0; r < runs; r++) {
    const t = await timeOne(lang, code)
    times.push(t.ms)
    cpuTimes.push(t.cpuMs)
    emptyTimes.push((await timeOne(lang, empty)).ms)
  }
  const med = median(times)
  const load = `${loadBefore.toFixed(1)} → ${(loadavg()[0] as number).toFixed(1)}`
  console.log(
    `analyzer: ${code.split('\n').length} lines of ${lang}, ${runs} runs after ${WARM_UP_RUNS} warm-up runs`,
  )
  console.log(`  cold start ${cold.toFixed(1)} ms (parser load)`)
  console.log(
    `  median ${med.toFixed(1)} ms, min ${Math.min(...times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
  )
  // Wall time on a shared machine grows with the load; the process's CPU time much less so.
  console.log(
    `  CPU time of the process per analysis: median ${median(cpuTimes).toFixed(1)} ms (load average ${load})`,
  )
  console.log(`  empty analysis (${JSON.stringify(empty.trim())}) median ${median(emptyTimes).toFixed(2)} ms`)
  console.log(
    `  result: time ${first.report.time.bigO}, space ${first.report.space.bigO}, ${first.report.functions.length} functions`,
  )
  console.log(`  ${med < TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target`)
  if (med >= TARGET_MS) process.exitCode = 1
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
