import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { sameComplexity } from './bigo'
import { analyzeCode } from './index'
import type { AnalysisReport } from './types'

/**
 * Accuracy over the labelled corpus in tests/fixtures/analyzer: every solution is analysed through the
 * public API and compared with its labels. Fails below 90% on time and 85% on space complexity.
 */

interface Entry {
  file: string
  language: string
  problem: string
  time: string
  space: string
  techniques: string[]
  lyingComment: boolean
  notes: string
}

const corpusDir = fileURLToPath(new URL('../../../tests/fixtures/analyzer/', import.meta.url))
const manifestPath = `${corpusDir}manifest.json`

interface Outcome {
  entry: Entry
  report: AnalysisReport
  timeOk: boolean
  spaceOk: boolean
}

async function runCorpus(entries: Entry[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const entry of entries) {
    const code = readFileSync(`${corpusDir}${entry.file}`, 'utf8')
    const result = await analyzeCode({ language: entry.language, code })
    if (!result.ok) throw new Error(`${entry.file}: ${result.error.message}`)
    outcomes.push({
      entry,
      report: result.report,
      timeOk: sameComplexity(result.report.time.bigO, entry.time),
      spaceOk: sameComplexity(result.report.space.bigO, entry.space),
    })
  }
  return outcomes
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 100 : Math.round((part / whole) * 1000) / 10
}

function summary(outcomes: Outcome[]): string {
  const languages = [...new Set(outcomes.map((o) => o.entry.language))]
  const lines = ['language      files   time    space   techniques (exact)']
  for (const lang of [...languages, 'all']) {
    const group = lang === 'all' ? outcomes : outcomes.filter((o) => o.entry.language === lang)
    const time = group.filter((o) => o.timeOk).length
    const space = group.filter((o) => o.spaceOk).length
    const techniques = group.filter((o) =>
      sameSet(
        o.report.techniques.map((t) => t.id),
        o.entry.techniques,
      ),
    ).length
    lines.push(
      `${lang.padEnd(12)} ${String(group.length).padStart(5)}  ${`${percent(time, group.length)}%`.padStart(6)}  ${`${percent(space, group.length)}%`.padStart(6)}  ${`${percent(techniques, group.length)}%`.padStart(6)}`,
    )
  }
  const misses = outcomes.filter((o) => !o.timeOk || !o.spaceOk)
  if (misses.length > 0) {
    lines.push('', 'misses:')
    for (const o of misses) {
      const parts = []
      if (!o.timeOk) parts.push(`time ${o.report.time.bigO} (labelled ${o.entry.time})`)
      if (!o.spaceOk) parts.push(`space ${o.report.space.bigO} (labelled ${o.entry.space})`)
      lines.push(`  ${o.entry.file}: ${parts.join(', ')}`)
    }
  }
  return lines.join('\n')
}

function sameSet(a: string[], b: string[]): boolean {
  const sa = new Set(a)
  const sb = new Set(b)
  return sa.size === sb.size && [...sa].every((x) => sb.has(x))
}

describe('analyzer corpus', () => {
  if (!existsSync(manifestPath)) throw new Error(`The labelled corpus is missing: ${manifestPath}`)
  const entries = JSON.parse(readFileSync(manifestPath, 'utf8')) as Entry[]
  let outcomes: Outcome[] = []

  it('analyses every labelled solution', { timeout: 120_000 }, async () => {
    outcomes = await runCorpus(entries)
    console.log(summary(outcomes))
    expect(outcomes).toHaveLength(entries.length)
  })

  it('finds the time complexity of at least 90% of the solutions', () => {
    const correct = outcomes.filter((o) => o.timeOk).length
    expect(percent(correct, outcomes.length)).toBeGreaterThanOrEqual(90)
  })

  it('finds the space complexity of at least 85% of the solutions', () => {
    const correct = outcomes.filter((o) => o.spaceOk).length
    expect(percent(correct, outcomes.length)).toBeGreaterThanOrEqual(85)
  })

  it('flags the comments that claim a wrong complexity and never takes them as the answer', () => {
    const lying = outcomes.filter((o) => o.entry.lyingComment)
    const flagged = lying.filter((o) => o.report.claims.some((c) => c.agrees === false))
    const honest = outcomes.filter((o) => !o.entry.lyingComment && o.timeOk && o.spaceOk)
    const falseAlarms = honest.filter((o) => o.report.claims.some((c) => c.agrees === false))
    console.log(
      `lying comments flagged: ${flagged.length}/${lying.length}; false alarms on correct analyses: ${falseAlarms.length}`,
    )
    expect(percent(flagged.length, lying.length)).toBeGreaterThanOrEqual(80)
    expect(falseAlarms).toEqual([])
    for (const o of lying) {
      if (!o.timeOk) continue
      expect(o.report.time.bigO, o.entry.file).not.toBe(
        o.report.claims.find((c) => c.kind === 'time' && c.agrees === false)?.claimed,
      )
    }
  })
})
