// A thread of the analyzer pool (analyzer-pool.server.ts). Imports are relative, not `~/`: this file
// also runs outside Vite, from source under tsx's loader (development and tests).
import type { MessagePort } from 'node:worker_threads'
import { analyzeCode, type AnalysisResult, type Language } from '../domain/analyzer/index'
import { parserFor } from '../domain/analyzer/parser'

export interface AnalyzerTask {
  language: string
  code: string
  /** Told when this thread starts on the task, so the deadline counts running time, not time queued. */
  started?: MessagePort
}

/** One small solution per language: a loop, a call and a collection, enough to run the engine's paths. */
const WARM_UP: Readonly<Record<Language, string>> = {
  python:
    'def total(nums):\n    seen = set()\n    for n in nums:\n        seen.add(n)\n    return len(seen)\n',
  java: 'class Solution {\n  int total(int[] nums) {\n    int s = 0;\n    for (int n : nums) s += n;\n    return s;\n  }\n}\n',
  cpp: 'int total(vector<int>& nums) {\n  int s = 0;\n  for (int n : nums) s += n;\n  return s;\n}\n',
  javascript: 'function total(nums) {\n  let s = 0\n  for (const n of nums) s += n\n  return s\n}\n',
  typescript: 'function total(nums: number[]): number {\n  return nums.reduce((a, b) => a + b, 0)\n}\n',
  go: 'func total(nums []int) int {\n\ts := 0\n\tfor _, n := range nums {\n\t\ts += n\n\t}\n\treturn s\n}\n',
}

/**
 * Loads the tree-sitter runtime and all six grammars, then analyses a small solution in each language so
 * the engine's code is compiled as well: without this, the first analysis on a thread waits about a
 * second for them.
 */
async function warmUp(): Promise<void> {
  const languages = Object.keys(WARM_UP) as Language[]
  await Promise.all(languages.map((language) => parserFor(language)))
  for (const language of languages) await analyzeCode({ language, code: WARM_UP[language] })
}

async function analyze({ language, code, started }: AnalyzerTask): Promise<AnalysisResult> {
  started?.postMessage('started')
  started?.close()
  return analyzeCode({ language, code })
}

// Piscina awaits a promised handler before the thread reads its first task, so no analysis (and no
// deadline) starts until the grammars are loaded.
export default warmUp().then(() => analyze)
