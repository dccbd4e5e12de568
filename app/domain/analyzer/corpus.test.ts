import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { sameComplexity } from './bigo'
import { analyzeCode } from './index'
import type { AnalysisReport } from './types'

/**
 * Accuracy over the two labelled corpora described in tests/fixtures/analyzer/README.md: every solution is
 * analysed through the public API and compared with its labels, and each part is reported on its own.
 *
 * The tuned part is read whenever the engine changes, so its floor guards against regressions but its
 * figure says little about code the engine has never met. The held-out part is never read while the engine changes;
 * it is the estimate for unseen code, whose targets are 95% time and 93% space (see PARTS).
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

interface Part {
  name: string
  dir: string
  minTime: number
  minSpace: number
  /** Of the comments labelled as claiming a wrong complexity, the share the report must flag (%). */
  minLyingFlagged: number
  /**
   * Of the correct analyses of files with no lying comment, the share where the report may still call a
   * comment wrong (%). None in the tuned part, where every such alarm is put right; the held-out part is
   * only measured, and mending an alarm there would mean reading its file.
   */
  maxFalseAlarms: number
}

interface Outcome {
  entry: Entry
  report: AnalysisReport
  timeOk: boolean
  spaceOk: boolean
}

const fixtures = new URL('../../../tests/fixtures/', import.meta.url)

const PARTS: Part[] = [
  // A regression floor just under the level measured at the end of the last round of engine changes
  // (347 solutions: 97.1% time, 96.8% space).
  // 1 Dec 2026: 84 new solutions written apart from the engine (431 in all) measured 92.8% time, 94.0%
  // space before this round's engine changes; 95.6% time, 96.5% space (412 and 416 of 431) after them.
  // Later that day 48 more (479 in all) measured 91.6% time, 93.5% space before the next round's engine
  // changes; 95.0% time, 95.4% space (455 and 457 of 479) after them. Then 30 more in JavaScript, TypeScript
  // and Go (509): 94.7% and 95.1% before the next round's changes, 95.1% and 95.7% (484 and 487) after them.
  // 2 Dec 2026: 76 more (585), 36 in all six languages and 40 in Java, JavaScript and Python, measured 93.7%
  // time, 94.9% space before this round's engine changes; 95.4% and 95.2% (558 and 557) after them.
  // Next round (style variants of tuned solutions, fixed from the ones whose answer changed): 96.2% and
  // 95.6% (563 and 559).
  // 3 Dec 2026: 288 new solutions (873 in all) by twelve writers who never opened the engine, to problems
  // in neither part, measured 72.6% time, 84.7% space on their own before this round's engine changes and
  // 82.6% / 88.5% after them; with six labels brought to the corpus's conventions, the whole part 92.4% and
  // 94.0% (807 and 821 of 873). The older 585 went from 96.2% / 95.6% to 96.4% / 95.7% over the round.
  {
    name: 'tuned',
    dir: fileURLToPath(new URL('analyzer/', fixtures)),
    // 3 Dec 2026, later: 96 more by four writers (969 in all), measured 92.1% time, 93.3% space. Then a
    // seventh round's first 48 (two writers who never opened the engine, hard recursion and DP, measured
    // at 58% / 75% on first sight and 75% / 77% after the round's kinds): 1,017 in all, 91.5% and 92.7%.
    // Then 48 more from two more such writers (trees, graphs, parsers; the graph set 54% / 67% on first
    // sight, kept as it came for the next round): 1,065 in all, 90.0% and 91.7%. Last, 24 array solutions
    // measured once, unseen, with the round's final engine at 83.3% / 95.8%: 1,089 in all, 89.8% and 91.8%.
    // Eighth round: 144 more from six writers who never opened the engine (three measured once, unseen, on
    // the seventh round's engine at 79% / 92%, 88% / 96% and 67% / 71%; three on this round's early engine
    // at 96% / 96% for arrays and for DP, 75% / 83% for trees): 1,233 in all, 89.7% and 91.8%. Then 120
    // more from five such writers, each set measured once unseen on the round's engine (graphs 62% / 75%,
    // heaps and intervals 79% / 96%, backtracking and math 88% / 96%, designs 75% / 88%, a mixed bag
    // 62% / 67%; with the round's final engine 71% / 83%, 88% / 96%, 88% / 96%, 79% / 92%, 75% / 71%):
    // 1,353 in all, 89.0% and 91.5%.
    // Ninth round (7 Dec 2026): 166 more from eight writers who never opened the engine, each set measured
    // once unseen (mixed 96% / 92%, grids 92% / 88%, strings 92% / 100%, designs 71% / 88%, DP 92% / 96%,
    // arrays 83% / 96%, long files with harnesses 33% / 58%, graphs 50% / 71%; TypeScript files that do not
    // type-check under the project's settings left out); 1,519 in all, 89.1% and
    // 91.6% with the round's final engine.
    // Tenth round (7 Dec 2026, later): one solution left out before (a false claim alarm, fixed) and 24
    // from a graphs-and-designs development set, measured once on first sight at 29% / 67% (50% / 67%
    // once heap searches written V + E log E were judged the class the engine states as E log V + V),
    // and 24 from a development set written as practised locally (harnesses, brute-force references,
    // first attempts kept), measured once at 79% / 83%; 1,568 in all, 89.2% and 91.7% with the round's
    // final engine.
    // Eleventh round (7 Dec 2026, evening): three development sets by writers who never opened the engine,
    // each measured once on first sight (strings 67% / 90%, JavaScript function problems and arrays
    // 90% / 87%, hard graphs and masks 50% / 73%; 89 files after one with two readings of its sizes was
    // left out); 1,657 in all, 88.9% and 91.5% with the round's final engine.
    // Twelfth round (7 Dec 2026, afternoon): five more development sets, each measured once on first
    // sight before it was read (heaps, intervals and binary search 57% / 87%, strings and parsing 87% /
    // 97%, hand-written structures 67% / 80%, graphs and recent contest problems 90% / 97%, recursion and
    // memoised DP 80% / 87%); 144 files joined (six that count the log of a fixed value range as a
    // constant were left out, against this part's log M), 1,801 in all, 88.9% and 91.6% with the round's
    // final engine.
    // Thirteenth round (7 Dec 2026, evening): two more development sets measured once on first sight
    // (sorting, greedy and windows 97% / 100%; DP and backtracking 40% / 63%, most of whose misses name a
    // size the normal form lacks, `goal`, `fuel`, `maxMove`); 52 files joined (the eight labelled with such
    // sizes were left out). The README now states the design-class and tree-as-graph rules outright, and
    // 17 labels that broke them were corrected by a reader who never ran the analyzer: 1,853 in all, 89.7%
    // and 92.1% with the round's final engine.
    // Fifteenth round (7-8 Dec 2026): seven development sets of second solutions to tuned problems (210
    // files, 92% / 92% on first sight), reviewed and joined; one file whose sizes read either way removed,
    // five design classes relabelled per operation: 2,120 in all, 90.8% and 92.8% with the final engine.
    // Sixteenth round (8 Dec 2026): eight development sets, each measured once on first sight and then
    // checked by a second reader: second solutions to tuned problems (AT 97% / 100%, BB 93% / 90%, BC 93% /
    // 93%, BD 97% / 100%, BE 83% / 87%) and new problems, nearly all easy now (AW 77% / 87%, AV 63% / 83%,
    // AX and BA 70% / 90% and 73% / 83%); 262 files joined, six with sizes that read either way left
    // out. The README now sizes a list of words by its characters (two labels brought to it): 2,382 in
    // all, 91.1% and 92.9% with the final engine.
    minTime: 90.5,
    minSpace: 92.5,
    minLyingFlagged: 80,
    maxFalseAlarms: 0,
  },
  {
    name: 'held-out',
    dir: fileURLToPath(new URL('analyzer-held-out/', fixtures)),
    // The targets for unseen code are 95% time and 93% space. Until the engine reaches them, the floor is
    // the last measurement, so the figure can only go up; raise it to the targets the round they are met.
    // 26 Nov 2026: files that shared code with the tuned corpus or the analyzer's tests left this part and
    // 48 new solutions joined it (121 in all), measured at 82.6% time, 88.4% space, 10 of 13 lying
    // comments flagged, before this round's engine changes; 84.3% and 89.3% after them (102 and 108 of 121).
    // Next round (120 new tuned solutions written without reading the engine, fixed from those): 87.6% time,
    // 90.1% space (106 and 109 of 121), 10 of 13 lying comments flagged. After a second such round (48 more):
    // 88.4% time, 90.1% space (107 and 109 of 121). Third (84 more): 89.3% time, 90.9% space (108 and 110).
    // Fourth (48 more, 1 Dec 2026): 88.4% time, 90.9% space (107 and 110). Fifth (30 more in JavaScript,
    // TypeScript and Go): unchanged, 88.4% and 90.9%.
    // 2 Dec 2026: 135 new solutions, by three writers who never opened the engine, joined this part (256 in
    // all, a third of the labelled solutions). With the engine of 1 Dec they measured 82.4% time, 87.9%
    // space (211 and 225 of 256), 18 of 25 lying comments flagged: the new ones alone about 77% and 85%.
    // After that day's round (twelve kinds fixed from the tuned misses): unchanged, 82.4% and 87.9%.
    // Next round (style variants of 210 tuned solutions, kinds fixed from the variants whose answer
    // changed): 83.6% time, 88.3% space (214 and 226 of 256), 19 of 25 lying comments flagged. A second
    // such round (78 more variants, fourteen more kinds, loops estimated from the size they test): unchanged.
    // A third (339 more variants of other tuned solutions, 22 kinds, 2 Dec): 84.0% time, 88.3% space (215
    // and 226 of 256), 20 of 25 lying comments flagged. A fourth (144 new solutions to new problems by six
    // writers who never opened the engine, kept apart; kinds fixed from their misses and from probes of
    // loop and recursion shapes): 85.2% time, 88.7% space (218 and 227 of 256), 20 of 25 flagged.
    // 3 Dec 2026: after a fifth such round (288 new solutions by twelve writers, 30 kinds), the 256 measured
    // 86.3% time, 89.1% space (221 and 228), and 144 new solutions by six more writers who never opened the
    // engine joined this part unseen (400 in all, 31% of the labelled solutions), measured for the first
    // time with that engine: 82.6% and 89.6% (119 and 129 of 144). The whole part: 85.0% time, 89.3% space
    // (340 and 357 of 400), 37 of 43 lying comments flagged.
    // 96 more unseen solutions by four more writers joined; the six whose problem and code a tuned file
    // shared (the duplicates check pairs them) left again (490 in all). The whole part measured 84.5% time,
    // 89.2% space (414 and 437 of 490), 48 of 55 lying comments flagged; the 443 whose problem the tuned
    // part lacks, 84.4% and 88.9%.
    // Eighth round (kinds fixed from eleven development sets, 264 solutions, none of them held out):
    // 84.7% time, 89.2% space (415 and 437 of 490), 48 of 55 lying comments flagged.
    // Ninth round (kinds fixed from eight more development sets, 192 solutions): 84.9% time, 89.2% space
    // (416 and 437 of 490).
    // Tenth round (7 Dec 2026, later; kinds fixed from tuned misses, probes of common idioms and two
    // development sets): 227 unseen solutions by eight writers who never opened the engine, each set's
    // labels checked by a second reader who removed the files with two defensible readings, joined this
    // part (717 in all, 31% of the labelled solutions). Measured once with the round's final engine: the
    // old 490 at 85.1% time, 89.6% space (417 and 439); the new 227 at 77.1% / 81.5% (mixed 90% / 97%,
    // graphs 32% / 52%, grids and geometry 89% / 93%, strings 87% / 73%, designs and JavaScript function
    // designs 65% / 73%, DP 90% / 97%, trees, lists and nested JSON 70% / 73%, search, heaps and greedy
    // 86% / 89%). The whole part: 82.6% time, 87.0% space (592 and 624 of 717), 66 of 78 lying comments
    // flagged; the floor is reset just under it.
    // Eleventh round (7 Dec 2026, evening; kinds fixed from three development sets, tuned misses and
    // probes): the 717 at 83.4% time, 87.3% space (598 and 626). 81 unseen solutions by three more
    // writers, each set checked by a second reader (two files with two readings removed, one problem
    // already in the corpus skipped), joined: newer contest problems 85.7% / 95.2% (18 and 20 of 21),
    // company-style mediums and hards 80.0% / 86.7% (24 and 26 of 30), mixed classics 70.0% / 93.3% (21
    // and 28 of 30). The whole part: 82.8% time, 87.7% space (661 and 700 of 798, 33% of the labelled
    // solutions), 73 of 86 lying comments flagged; the floor is reset just under it.
    // Twelfth round (7 Dec 2026, afternoon; kinds fixed from five development sets and tuned misses): the
    // 798 at 83.2% time, 88.0% space (664 and 702). 115 unseen solutions by four more writers, each set
    // checked by a second reader (five files with two readings of their sizes removed), joined: DP and
    // greedy 93.1% / 89.7% (27 and 26 of 29), trees, lists and stacks 89.3% / 92.9% (25 and 26 of 28),
    // simulation, math and counting 78.6% / 82.1% (22 and 23 of 28), arrays and prefix sums, mostly easy,
    // 93.3% / 93.3% (28 and 28 of 30). The whole part: 83.9% time, 88.2% space (766 and 805 of 913, 34% of
    // the labelled solutions), 83 of 96 lying comments flagged; the floor is reset just under it.
    // Thirteenth round (7 Dec 2026, evening; kinds fixed from two development sets and tuned misses): the
    // same reader, blind to the analyzer, brought 11 labels of this part to the design-class and
    // tree-as-graph rules the README now states (and one lyingComment with them). The 913 measured 83.9% /
    // 88.2% (766 and 805) against the labels as they were, 84.4% / 89.0% (771 and 813) against the
    // corrected ones. 57 unseen solutions by two more writers, each set checked by a second reader, joined
    // (three that shared code with a tuned solution of the same problem left again): 80.7% / 89.5% (46 and
    // 51), on problems mostly easy, as the medium and hard ones are nearly all in the corpus already. The
    // whole part: 84.2% time, 89.1% space (817 and 864 of 970, 34% of the labelled solutions), 89 of 103
    // lying comments flagged; the floor is reset just under it. (A first measurement before the round's
    // last change, an index doubled while it reads the collection, gave 818 for time; the figure here is
    // the final engine's, and the change was not revisited on its account.)
    // Fifteenth round (7-8 Dec 2026): five sets of second solutions to held-out problems (149 files, each
    // set checked by a second reader who reported only counts), measured once at the end: the old 1,000 at
    // 84.4% / 89.3%, unchanged by the round's engine changes; the new 149 at 93.3% / 95.3%; the part 85.6%
    // and 90.1% (983 and 1,035 of 1,149), the floor reset just under it.
    // Sixteenth round (8 Dec 2026): five sets, each checked by a second reader who reported only counts
    // (one technique changed), measured once at the end: the old 1,000 at 84.6% / 89.4% (846 and 894),
    // the 149 second solutions of the last round at 94.0% / 95.3%; two new-problem sets (60 files, mostly
    // easy, as nearly every medium and hard problem is in the corpus) at 83.3% / 91.7%, three of second
    // solutions (90) at 90.0% / 93.3%. The part 86.0% and 90.5% (1,117 and 1,175 of 1,299); one false
    // alarm among its correct analyses, left unread (the part allows 0.5%; the tuned part none).
    minTime: 85.5,
    minSpace: 90,
    minLyingFlagged: 80,
    maxFalseAlarms: 0.5,
  },
]

const LANGUAGE_DIRS = ['python', 'java', 'cpp', 'javascript', 'typescript', 'go']

function loadManifest(part: Part): Entry[] {
  const manifestPath = join(part.dir, 'manifest.json')
  if (!existsSync(manifestPath)) {
    throw new Error(
      `The ${part.name} corpus is missing: ${manifestPath} (see tests/fixtures/analyzer/README.md)`,
    )
  }
  const entries = JSON.parse(readFileSync(manifestPath, 'utf8')) as Entry[]
  if (entries.length === 0) throw new Error(`The ${part.name} corpus labels no solution: ${manifestPath}`)
  return entries
}

/** Solution files on disk, as manifest paths (`python/two_sum.py`). */
function solutionFiles(part: Part): string[] {
  return LANGUAGE_DIRS.flatMap((lang) => {
    const dir = join(part.dir, lang)
    return existsSync(dir) ? readdirSync(dir).map((file) => `${lang}/${file}`) : []
  })
}

async function runCorpus(part: Part, entries: Entry[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const entry of entries) {
    const code = readFileSync(join(part.dir, entry.file), 'utf8')
    const result = await analyzeCode({ language: entry.language, code })
    if (!result.ok) throw new Error(`${part.name}/${entry.file}: ${result.error.message}`)
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

function sameSet(a: string[], b: string[]): boolean {
  const sa = new Set(a)
  const sb = new Set(b)
  return sa.size === sb.size && [...sa].every((x) => sb.has(x))
}

function techniquesExact(o: Outcome): boolean {
  return sameSet(
    o.report.techniques.map((t) => t.id),
    o.entry.techniques,
  )
}

function row(label: string, group: Outcome[]): string {
  const cell = (ok: (o: Outcome) => boolean) =>
    `${percent(group.filter(ok).length, group.length)}%`.padStart(6)
  return `${label.padEnd(12)} ${String(group.length).padStart(5)}  ${cell((o) => o.timeOk)}  ${cell((o) => o.spaceOk)}  ${cell(techniquesExact)}`
}

/** The problems the other parts have solutions of. */
function problemsOfOtherParts(part: Part): Set<string> {
  return new Set(PARTS.filter((p) => p !== part).flatMap((p) => loadManifest(p).map((e) => e.problem)))
}

function summary(part: Part, outcomes: Outcome[]): string {
  const languages = [...new Set(outcomes.map((o) => o.entry.language))]
  const lines = [
    `${part.name} corpus (${part.dir})`,
    'language      files   time    space   techniques (exact)',
    ...languages.map((lang) =>
      row(
        lang,
        outcomes.filter((o) => o.entry.language === lang),
      ),
    ),
    row('all', outcomes),
    // Solutions to problems the other part has no solution of: the same problem written apart is still
    // code the engine has not met, but this row keeps even the problem unseen.
    row(
      'own problems',
      outcomes.filter((o) => !problemsOfOtherParts(part).has(o.entry.problem)),
    ),
  ]
  const misses = outcomes.filter((o) => !o.timeOk || !o.spaceOk)
  if (misses.length > 0) {
    lines.push('', `${part.name} misses:`)
    for (const o of misses) {
      const parts = []
      if (!o.timeOk) parts.push(`time ${o.report.time.bigO} (labelled ${o.entry.time})`)
      if (!o.spaceOk) parts.push(`space ${o.report.space.bigO} (labelled ${o.entry.space})`)
      lines.push(`  ${o.entry.file}: ${parts.join(', ')}`)
    }
  }
  return lines.join('\n')
}

for (const part of PARTS) {
  describe(`analyzer corpus: ${part.name}`, () => {
    // Loaded on first use, so a missing corpus fails each test with the same message instead of
    // stopping the other part from being measured.
    let outcomes: Promise<Outcome[]> | undefined
    const outcomesOf = () => (outcomes ??= Promise.resolve().then(() => runCorpus(part, loadManifest(part))))

    it('analyses every labelled solution', { timeout: 180_000 }, async () => {
      const analysed = await outcomesOf()
      console.log(summary(part, analysed))
      expect(analysed).toHaveLength(loadManifest(part).length)
    })

    it('labels every solution file once, and only files that exist', () => {
      const labelled = loadManifest(part).map((e) => e.file)
      expect(new Set(labelled).size, 'a file is labelled twice').toBe(labelled.length)
      expect([...labelled].sort()).toEqual(solutionFiles(part).sort())
    })

    it(`finds the time complexity of at least ${part.minTime}% of the solutions`, async () => {
      const analysed = await outcomesOf()
      expect(percent(analysed.filter((o) => o.timeOk).length, analysed.length)).toBeGreaterThanOrEqual(
        part.minTime,
      )
    })

    it(`finds the space complexity of at least ${part.minSpace}% of the solutions`, async () => {
      const analysed = await outcomesOf()
      expect(percent(analysed.filter((o) => o.spaceOk).length, analysed.length)).toBeGreaterThanOrEqual(
        part.minSpace,
      )
    })

    it('flags the comments that claim a wrong complexity and never takes them as the answer', async () => {
      const analysed = await outcomesOf()
      const lying = analysed.filter((o) => o.entry.lyingComment)
      const flagged = lying.filter((o) => o.report.claims.some((c) => c.agrees === false))
      const honest = analysed.filter((o) => !o.entry.lyingComment && o.timeOk && o.spaceOk)
      const falseAlarms = honest.filter((o) => o.report.claims.some((c) => c.agrees === false))
      console.log(
        `${part.name}: lying comments flagged: ${flagged.length}/${lying.length}; false alarms on correct analyses: ${falseAlarms.length}`,
      )
      expect(percent(flagged.length, lying.length)).toBeGreaterThanOrEqual(part.minLyingFlagged)
      if (part.maxFalseAlarms === 0) expect(falseAlarms.map((o) => o.entry.file)).toEqual([])
      else expect(percent(falseAlarms.length, honest.length)).toBeLessThanOrEqual(part.maxFalseAlarms)
      for (const o of lying) {
        if (!o.timeOk) continue
        expect(o.report.time.bigO, o.entry.file).not.toBe(
          o.report.claims.find((c) => c.kind === 'time' && c.agrees === false)?.claimed,
        )
      }
    })
  })
}
