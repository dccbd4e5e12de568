import type Database from 'better-sqlite3'
import type { DifficultyCode } from '~/domain/difficulty'
import type { Timeframe } from '~/domain/timeframes'
import { storeCuratedList } from '~/server/lists/curated.server'
import type {
  CompanyIdentity,
  CompanyListRow,
  DailyRecord,
  DataKind,
  Issue,
  Located,
  ProblemFacts,
  ProblemListRow,
  ProblemRef,
  RatingRow,
  SimilarQuestion,
} from './types.server'

/** data_meta keys an import maintains: when any data, and when each kind of data, last changed. */
export const DATA_META_KEYS = {
  lastUpdated: 'lastUpdated',
  byKind: {
    problems: 'lastUpdated:problems',
    'company-list': 'lastUpdated:companies',
    ratings: 'lastUpdated:ratings',
    daily: 'lastUpdated:daily',
    lists: 'lastUpdated:lists',
  } satisfies Record<DataKind, string>,
} as const

interface StoredProblem {
  id: number
  titleSlug: string
  frontendId: number | null
  totalSubmissions: number | null
  hasAcRate: boolean
}

interface StoredCompany {
  id: number
  name: string
}

/** One company's lists in an import. */
export interface CompanyLists {
  company: CompanyIdentity
  lists: Map<Timeframe, { file: string; rows: Located<CompanyListRow>[] }>
  /** Timeframes whose file was unusable: their stored list stays as it is. */
  keep: Set<Timeframe>
  /**
   * `company`: the import holds the company's whole folder, so a stored timeframe it lacks is gone upstream
   * and is removed. `timeframes`: single files were imported, so only their timeframes are replaced.
   */
  scope: 'company' | 'timeframes'
}

type ListEntries = Map<number, number>

/** Where one of a company's lists came from in this import: its file, or null when the import removed it. */
export interface ListOrigin {
  companyId: number
  timeframe: Timeframe
  file: string | null
}

/** A company whose All list the import completed with problems of its shorter timeframes. */
export interface CompletedAllList {
  company: string
  /** Problems in the All list only because a shorter timeframe lists them. */
  added: number
}

function sameList(a: ListEntries | undefined, b: ListEntries): boolean {
  if (!a) return b.size === 0
  if (a.size !== b.size) return false
  for (const [problemId, frequency] of b) if (a.get(problemId) !== frequency) return false
  return true
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index])
}

function flag(value: boolean): 0 | 1 {
  return value ? 1 : 0
}

/**
 * Writes parsed rows into the database. It must be created and used inside one transaction: it loads what is
 * stored once, keeps that in memory, and writes only what differs, so importing the same data again changes
 * no row at all.
 */
export class ImportWriter {
  readonly issues: Issue[] = []
  readonly touchedProblems = new Set<number>()
  readonly companiesWritten = new Set<string>()
  /** Every company list this import read or removed, for the record of where each list came from. */
  readonly listOrigins: ListOrigin[] = []
  readonly completedAllLists: CompletedAllList[] = []
  problemsCreated = 0
  changes = 0
  readonly changesByKind: Record<DataKind, number> = {
    problems: 0,
    'company-list': 0,
    ratings: 0,
    daily: 0,
    lists: 0,
  }

  private kind: DataKind = 'problems'
  private readonly bySlug = new Map<string, StoredProblem>()
  private readonly byNumber = new Map<number, StoredProblem>()
  private readonly topics = new Map<number, string[]>()
  private readonly similar = new Map<number, string>()
  private readonly companies = new Map<string, StoredCompany>()
  private readonly nowMs: number

  private readonly statements

  constructor(
    private readonly sqlite: Database.Database,
    private readonly now: Date,
  ) {
    this.nowMs = now.getTime()
    const prepare = (sql: string) => sqlite.prepare(sql)
    this.statements = {
      insertProblem: prepare(
        `INSERT INTO problems (title_slug, frontend_id, question_id, title, difficulty, is_paid_only, likes,
           dislikes, accepted_submissions, total_submissions, ac_rate, metadata_updated_at)
         VALUES (@titleSlug, @frontendId, @questionId, @title, @difficulty, COALESCE(@isPaidOnly, 0), @likes,
           @dislikes, @acceptedSubmissions, @totalSubmissions, @acRate, @metadataUpdatedAt)`,
      ),
      // Fields the source leaves out (null) keep their stored value; the WHERE clause makes an unchanged
      // record a no-op, so `changes` counts real updates only.
      updateProblem: prepare(
        `UPDATE problems SET title_slug = @titleSlug, frontend_id = COALESCE(@frontendId, frontend_id),
           question_id = COALESCE(@questionId, question_id), title = @title, difficulty = @difficulty,
           is_paid_only = COALESCE(@isPaidOnly, is_paid_only), likes = COALESCE(@likes, likes),
           dislikes = COALESCE(@dislikes, dislikes),
           accepted_submissions = COALESCE(@acceptedSubmissions, accepted_submissions),
           total_submissions = COALESCE(@totalSubmissions, total_submissions), ac_rate = COALESCE(@acRate, ac_rate),
           metadata_updated_at = @metadataUpdatedAt
         WHERE id = @id AND NOT (title_slug IS @titleSlug AND frontend_id IS COALESCE(@frontendId, frontend_id)
           AND question_id IS COALESCE(@questionId, question_id) AND title IS @title AND difficulty IS @difficulty
           AND is_paid_only IS COALESCE(@isPaidOnly, is_paid_only) AND likes IS COALESCE(@likes, likes)
           AND dislikes IS COALESCE(@dislikes, dislikes)
           AND accepted_submissions IS COALESCE(@acceptedSubmissions, accepted_submissions)
           AND total_submissions IS COALESCE(@totalSubmissions, total_submissions)
           AND ac_rate IS COALESCE(@acRate, ac_rate) AND metadata_updated_at IS NOT NULL)`,
      ),
      releaseNumber: prepare('UPDATE problems SET frontend_id = NULL WHERE id = ?'),
      fillNumber: prepare('UPDATE problems SET frontend_id = ? WHERE id = ? AND frontend_id IS NULL'),
      fillAcRate: prepare('UPDATE problems SET ac_rate = ? WHERE id = ? AND ac_rate IS NULL'),
      setRating: prepare('UPDATE problems SET contest_rating = ? WHERE id = ? AND contest_rating IS NOT ?'),
      deleteTopics: prepare('DELETE FROM problem_topics WHERE problem_id = ?'),
      insertTopic: prepare('INSERT INTO problem_topics (problem_id, topic) VALUES (?, ?)'),
      deleteSimilar: prepare('DELETE FROM similar_questions WHERE problem_id = ?'),
      insertSimilar: prepare(
        `INSERT INTO similar_questions (problem_id, similar_slug, similar_title, difficulty, position)
         VALUES (?, ?, ?, ?, ?)`,
      ),
      insertCompany: prepare(
        'INSERT INTO companies (slug, name, website, total_problems, data_as_of, is_demo) VALUES (?, ?, NULL, 0, NULL, 0)',
      ),
      renameCompany: prepare('UPDATE companies SET name = ? WHERE id = ?'),
      companyLists: prepare(
        `SELECT problem_id, timeframe, frequency, from_shorter_timeframe FROM company_questions
         WHERE company_id = ?`,
      ),
      deleteList: prepare('DELETE FROM company_questions WHERE company_id = ? AND timeframe = ?'),
      insertListRow: prepare(
        'INSERT INTO company_questions (company_id, problem_id, timeframe, frequency) VALUES (?, ?, ?, ?)',
      ),
      insertCompletingRow: prepare(
        `INSERT INTO company_questions (company_id, problem_id, timeframe, frequency, from_shorter_timeframe)
         VALUES (?, ?, 'all', ?, 1)`,
      ),
      deleteCompletingRow: prepare(
        `DELETE FROM company_questions
         WHERE company_id = ? AND timeframe = 'all' AND problem_id = ? AND from_shorter_timeframe = 1`,
      ),
      markCompanyReplaced: prepare(
        'UPDATE companies SET total_problems = ?, data_as_of = ?, is_demo = 0 WHERE id = ?',
      ),
      setCompanyTotal: prepare(
        'UPDATE companies SET total_problems = ? WHERE id = ? AND total_problems IS NOT ?',
      ),
      upsertDaily: prepare(
        `INSERT INTO daily_challenges (type, date, title, title_slug, question_id, difficulty)
         VALUES (@type, @date, @title, @titleSlug, @questionId, @difficulty)
         ON CONFLICT (type, date) DO UPDATE SET title = excluded.title, title_slug = excluded.title_slug,
           question_id = excluded.question_id, difficulty = excluded.difficulty
         WHERE NOT (title IS excluded.title AND title_slug IS excluded.title_slug
           AND question_id IS excluded.question_id AND difficulty IS excluded.difficulty)`,
      ),
      setMeta: prepare(
        'INSERT INTO data_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      ),
    }
    this.loadStored()
  }

  private loadStored(): void {
    const problems = this.sqlite
      .prepare(
        'SELECT id, title_slug, frontend_id, total_submissions, ac_rate IS NOT NULL AS has_ac_rate FROM problems',
      )
      .all() as {
      id: number
      title_slug: string
      frontend_id: number | null
      total_submissions: number | null
      has_ac_rate: number
    }[]
    for (const row of problems) {
      this.remember({
        id: row.id,
        titleSlug: row.title_slug,
        frontendId: row.frontend_id,
        totalSubmissions: row.total_submissions,
        hasAcRate: row.has_ac_rate === 1,
      })
    }
    const topics = this.sqlite.prepare('SELECT problem_id, topic FROM problem_topics').all() as {
      problem_id: number
      topic: string
    }[]
    for (const { problem_id, topic } of topics) {
      const list = this.topics.get(problem_id) ?? []
      list.push(topic)
      this.topics.set(problem_id, list)
    }
    for (const list of this.topics.values()) list.sort()
    const similar = this.sqlite
      .prepare(
        `SELECT problem_id, similar_slug, similar_title, difficulty FROM similar_questions
         ORDER BY problem_id, position`,
      )
      .all() as {
      problem_id: number
      similar_slug: string
      similar_title: string
      difficulty: number | null
    }[]
    const similarLists = new Map<number, SimilarQuestion[]>()
    for (const row of similar) {
      const list = similarLists.get(row.problem_id) ?? []
      list.push({
        titleSlug: row.similar_slug,
        title: row.similar_title,
        difficulty: row.difficulty as DifficultyCode | null,
      })
      similarLists.set(row.problem_id, list)
    }
    for (const [problemId, list] of similarLists) this.similar.set(problemId, serialiseSimilar(list))
    const companies = this.sqlite.prepare('SELECT id, slug, name FROM companies').all() as {
      id: number
      slug: string
      name: string
    }[]
    for (const { id, slug, name } of companies) this.companies.set(slug, { id, name })
  }

  private remember(problem: StoredProblem): void {
    this.bySlug.set(problem.titleSlug, problem)
    if (problem.frontendId !== null) this.byNumber.set(problem.frontendId, problem)
  }

  private count(info: Database.RunResult): void {
    this.changes += info.changes
    this.changesByKind[this.kind] += info.changes
  }

  private issue(file: string, at: Located<unknown>['at'], reason: string): void {
    this.issues.push({ file, ...at, reason })
  }

  /** The stored problem a record means: the same slug, or else the same number under an older slug. */
  private find(titleSlug: string, frontendId: number | null): StoredProblem | undefined {
    return this.bySlug.get(titleSlug) ?? (frontendId === null ? undefined : this.byNumber.get(frontendId))
  }

  // -------------------------------------------------------------------------------------------------------
  // Problem metadata

  /** Writes metadata records; returns notes for the report. */
  writeProblems(rows: Located<ProblemFacts>[]): string[] {
    this.kind = 'problems'
    let older = 0
    for (const facts of rows) if (!this.upsertFacts(facts)) older++
    return older > 0
      ? [
          `${older} record${older === 1 ? ' is' : 's are'} older than the stored metadata (fewer submissions): ` +
            'kept the stored figures and topics',
        ]
      : []
  }

  /** False when the record is an older snapshot than what is stored, so only what is missing is taken. */
  private upsertFacts(facts: ProblemFacts): boolean {
    const existing = this.find(facts.titleSlug, facts.frontendId)
    const values = {
      titleSlug: facts.titleSlug,
      frontendId: facts.frontendId,
      questionId: facts.questionId,
      title: facts.title,
      difficulty: facts.difficulty,
      isPaidOnly: facts.isPaidOnly === null ? null : flag(facts.isPaidOnly),
      likes: facts.likes,
      dislikes: facts.dislikes,
      acceptedSubmissions: facts.acceptedSubmissions,
      totalSubmissions: facts.totalSubmissions,
      acRate: facts.acRate,
      metadataUpdatedAt: this.nowMs,
    }
    if (!existing) {
      const frontendId = facts.frontendId
      const info = this.statements.insertProblem.run(values)
      this.count(info)
      this.problemsCreated++
      const problem: StoredProblem = {
        id: Number(info.lastInsertRowid),
        titleSlug: facts.titleSlug,
        frontendId,
        totalSubmissions: facts.totalSubmissions,
        hasAcRate: facts.acRate !== null,
      }
      this.remember(problem)
      this.touchedProblems.add(problem.id)
      if (facts.topics) this.replaceTopics(problem.id, facts.topics)
      if (facts.similar) this.replaceSimilar(problem.id, facts.similar)
      return true
    }
    this.touchedProblems.add(existing.id)
    // Submission counts only grow, so fewer submissions than stored means an older snapshot.
    const isOlder =
      facts.totalSubmissions !== null &&
      existing.totalSubmissions !== null &&
      facts.totalSubmissions < existing.totalSubmissions
    if (isOlder) {
      if (facts.similar && !this.similar.has(existing.id)) this.replaceSimilar(existing.id, facts.similar)
      return false
    }
    // Metadata is the authority on numbering: a number held by another stored problem moves to this one.
    if (facts.frontendId !== null && facts.frontendId !== existing.frontendId) {
      const holder = this.byNumber.get(facts.frontendId)
      if (holder && holder.id !== existing.id) {
        this.count(this.statements.releaseNumber.run(holder.id))
        holder.frontendId = null
      }
      if (existing.frontendId !== null) this.byNumber.delete(existing.frontendId)
      existing.frontendId = facts.frontendId
      this.byNumber.set(facts.frontendId, existing)
    }
    // Found by number under another slug: the problem was renamed upstream.
    if (existing.titleSlug !== facts.titleSlug) {
      this.bySlug.delete(existing.titleSlug)
      existing.titleSlug = facts.titleSlug
      this.bySlug.set(facts.titleSlug, existing)
    }
    this.count(this.statements.updateProblem.run({ ...values, id: existing.id }))
    existing.totalSubmissions = facts.totalSubmissions ?? existing.totalSubmissions
    existing.hasAcRate ||= facts.acRate !== null
    if (facts.topics) this.replaceTopics(existing.id, facts.topics)
    if (facts.similar) this.replaceSimilar(existing.id, facts.similar)
    return true
  }

  private replaceTopics(problemId: number, topics: string[]): void {
    const next = [...new Set(topics)].sort()
    if (sameStrings(this.topics.get(problemId) ?? [], next)) return
    this.count(this.statements.deleteTopics.run(problemId))
    for (const topic of next) this.count(this.statements.insertTopic.run(problemId, topic))
    this.topics.set(problemId, next)
  }

  private replaceSimilar(problemId: number, similar: SimilarQuestion[]): void {
    const seen = new Set<string>()
    const next = similar.filter((question) => !seen.has(question.titleSlug) && seen.add(question.titleSlug))
    const serialised = serialiseSimilar(next)
    if ((this.similar.get(problemId) ?? serialiseSimilar([])) === serialised) return
    this.count(this.statements.deleteSimilar.run(problemId))
    next.forEach((question, position) => {
      const { titleSlug, title, difficulty } = question
      this.count(this.statements.insertSimilar.run(problemId, titleSlug, title, difficulty, position))
    })
    this.similar.set(problemId, serialised)
  }

  /**
   * The problem a row refers to, created from the row when it is not stored. An existing problem only has
   * its gaps filled: a row's copy of the title or acceptance is no match for metadata.
   */
  private ensureProblem(ref: ProblemRef): StoredProblem {
    const existing = this.find(ref.titleSlug, ref.frontendId)
    if (existing) {
      this.touchedProblems.add(existing.id)
      if (ref.frontendId !== null && existing.frontendId === null && !this.byNumber.has(ref.frontendId)) {
        this.count(this.statements.fillNumber.run(ref.frontendId, existing.id))
        existing.frontendId = ref.frontendId
        this.byNumber.set(ref.frontendId, existing)
      }
      if (ref.acRate !== null && !existing.hasAcRate) {
        this.count(this.statements.fillAcRate.run(ref.acRate, existing.id))
        existing.hasAcRate = true
      }
      if (ref.topics.length > 0 && !this.topics.get(existing.id)?.length)
        this.replaceTopics(existing.id, ref.topics)
      return existing
    }
    const frontendId = ref.frontendId !== null && !this.byNumber.has(ref.frontendId) ? ref.frontendId : null
    const info = this.statements.insertProblem.run({
      titleSlug: ref.titleSlug,
      frontendId,
      questionId: null,
      title: ref.title,
      difficulty: ref.difficulty,
      isPaidOnly: flag(ref.isPaidOnly ?? false),
      likes: null,
      dislikes: null,
      acceptedSubmissions: null,
      totalSubmissions: null,
      acRate: ref.acRate,
      metadataUpdatedAt: null,
    })
    this.count(info)
    this.problemsCreated++
    const problem: StoredProblem = {
      id: Number(info.lastInsertRowid),
      titleSlug: ref.titleSlug,
      frontendId,
      totalSubmissions: null,
      hasAcRate: ref.acRate !== null,
    }
    this.remember(problem)
    this.touchedProblems.add(problem.id)
    if (ref.topics.length > 0) this.replaceTopics(problem.id, ref.topics)
    return problem
  }

  // -------------------------------------------------------------------------------------------------------
  // Company lists

  writeCompanyLists(group: CompanyLists): void {
    this.kind = 'company-list'
    const { company } = group
    const hasRows = [...group.lists.values()].some((list) => list.rows.length > 0)
    let stored = this.companies.get(company.slug)
    // A company is worth a page only with questions; an empty list for an unknown company creates nothing.
    if (!stored && !hasRows) return
    if (!stored) {
      const info = this.statements.insertCompany.run(company.slug, company.name)
      this.count(info)
      stored = { id: Number(info.lastInsertRowid), name: company.name }
      this.companies.set(company.slug, stored)
    } else if (company.nameIsGiven && stored.name !== company.name) {
      this.count(this.statements.renameCompany.run(company.name, stored.id))
      stored.name = company.name
    }
    this.companiesWritten.add(company.slug)

    // The source's own lists, and apart from them the rows an earlier import added to complete the All list.
    const current = new Map<string, ListEntries>()
    let completing: ListEntries = new Map()
    const rows = this.statements.companyLists.all(stored.id) as {
      problem_id: number
      timeframe: string
      frequency: number
      from_shorter_timeframe: number
    }[]
    for (const row of rows) {
      if (row.from_shorter_timeframe === 1) {
        completing.set(row.problem_id, row.frequency)
        continue
      }
      const list = current.get(row.timeframe) ?? new Map<number, number>()
      list.set(row.problem_id, row.frequency)
      current.set(row.timeframe, list)
    }

    let replaced = false
    for (const [timeframe, list] of group.lists) {
      this.listOrigins.push({
        companyId: stored.id,
        timeframe,
        file: list.rows.length > 0 ? list.file : null,
      })
      const next: ListEntries = new Map()
      const lineOf = new Map<number, number | undefined>()
      for (const row of list.rows) {
        const problemId = this.ensureProblem(row.problem).id
        if (next.has(problemId)) {
          const first = lineOf.get(problemId)
          const where = first ? `line ${first}` : 'an earlier row'
          this.issue(
            list.file,
            row.at,
            `${row.problem.titleSlug} is the problem of ${where} under another slug`,
          )
          continue
        }
        next.set(problemId, row.frequency)
        lineOf.set(problemId, row.at.line)
      }
      if (sameList(current.get(timeframe), next)) continue
      this.count(this.statements.deleteList.run(stored.id, timeframe))
      if (timeframe === 'all') completing = new Map()
      for (const [problemId, frequency] of next) {
        this.count(this.statements.insertListRow.run(stored.id, problemId, timeframe, frequency))
      }
      if (next.size > 0) current.set(timeframe, next)
      else current.delete(timeframe)
      replaced = true
    }
    if (group.scope === 'company') {
      for (const timeframe of [...current.keys()]) {
        if (group.lists.has(timeframe as Timeframe) || group.keep.has(timeframe as Timeframe)) continue
        this.count(this.statements.deleteList.run(stored.id, timeframe))
        if (timeframe === 'all') completing = new Map()
        current.delete(timeframe)
        this.listOrigins.push({ companyId: stored.id, timeframe: timeframe as Timeframe, file: null })
        replaced = true
      }
    }

    const added = this.completeAllList(stored.id, current, completing)
    if (added > 0) this.completedAllLists.push({ company: stored.name, added })
    // Every problem of every timeframe counts once: the All list, completed, holds them all.
    const total = new Set([...current.values()].flatMap((list) => [...list.keys()])).size
    if (replaced) this.count(this.statements.markCompanyReplaced.run(total, this.nowMs, stored.id))
    else this.count(this.statements.setCompanyTotal.run(total, stored.id, total))
  }

  /**
   * Adds to the All list the problems only a shorter timeframe lists (a source that cuts every file at 100
   * rows leaves them out of All), marked as such, and removes those added before that no longer need to be.
   * Each gets the highest frequency it has in a shorter timeframe, held at or below the lowest of the
   * source's All list: the source ranked it below every problem it kept (docs/decisions/0023). A company
   * without an All list of its own gets none made up. Returns how many problems the All list gained.
   */
  private completeAllList(companyId: number, lists: Map<string, ListEntries>, stored: ListEntries): number {
    const all = lists.get('all')
    const wanted: ListEntries = new Map()
    if (all && all.size > 0) {
      let floor = Infinity
      for (const frequency of all.values()) floor = Math.min(floor, frequency)
      for (const [timeframe, list] of lists) {
        if (timeframe === 'all') continue
        for (const [problemId, frequency] of list) {
          if (all.has(problemId)) continue
          const value = Math.min(frequency, floor)
          if (value > (wanted.get(problemId) ?? -1)) wanted.set(problemId, value)
        }
      }
    }
    for (const [problemId, frequency] of stored) {
      if (wanted.get(problemId) !== frequency) {
        this.count(this.statements.deleteCompletingRow.run(companyId, problemId))
      }
    }
    for (const [problemId, frequency] of wanted) {
      if (stored.get(problemId) !== frequency) {
        this.count(this.statements.insertCompletingRow.run(companyId, problemId, frequency))
      }
    }
    return wanted.size
  }

  // -------------------------------------------------------------------------------------------------------
  // Ratings and daily history

  writeRatings(file: string, rows: Located<RatingRow>[]): void {
    this.kind = 'ratings'
    for (const row of rows) {
      const problem = this.find(row.titleSlug, row.frontendId)
      if (!problem) {
        const number = row.frontendId === null ? '' : ` (number ${row.frontendId})`
        this.issue(file, row.at, `no stored problem ${row.titleSlug}${number}: import its metadata first`)
        continue
      }
      this.touchedProblems.add(problem.id)
      if (row.frontendId !== null && problem.frontendId === null && !this.byNumber.has(row.frontendId)) {
        this.count(this.statements.fillNumber.run(row.frontendId, problem.id))
        problem.frontendId = row.frontendId
        this.byNumber.set(row.frontendId, problem)
      }
      this.count(this.statements.setRating.run(row.rating, problem.id, row.rating))
    }
  }

  writeDaily(rows: Located<DailyRecord>[]): void {
    this.kind = 'daily'
    for (const record of rows) {
      const problem = this.ensureProblem(record.problem)
      const questionId = record.problem.frontendId ?? problem.frontendId
      this.count(
        this.statements.upsertDaily.run({
          type: record.type,
          date: record.date,
          title: record.problem.title,
          titleSlug: record.problem.titleSlug,
          questionId,
          difficulty: record.problem.difficulty,
        }),
      )
    }
  }

  // -------------------------------------------------------------------------------------------------------
  // Curated lists

  /**
   * Replaces each curated list's problems with the file's. A problem that is not stored is reported and left
   * out (lists refer to problems; they never create one); a list none of whose problems is stored is
   * reported and the stored list, if any, kept.
   */
  writeProblemLists(file: string, rows: Located<ProblemListRow>[]): void {
    this.kind = 'lists'
    for (const list of rows) {
      const problemIds: number[] = []
      for (const { titleSlug, entry } of list.problems) {
        const problem = this.bySlug.get(titleSlug)
        if (!problem) {
          this.issue(file, { ...list.at, entry }, `no stored problem ${titleSlug}: import its metadata first`)
          continue
        }
        if (!problemIds.includes(problem.id)) problemIds.push(problem.id)
      }
      if (problemIds.length === 0) {
        this.issue(file, list.at, `none of the problems of ${list.name} is stored: the list was not imported`)
        continue
      }
      const changes = storeCuratedList(
        this.sqlite,
        { slug: list.slug, name: list.name, sourceName: file, problemIds },
        this.now,
      )
      this.changes += changes
      this.changesByKind.lists += changes
    }
  }

  /** Stamps `lastUpdated` and the per-kind keys, only when this import changed something. */
  recordUpdate(): string | null {
    if (this.changes === 0) return null
    const stamp = this.now.toISOString()
    this.statements.setMeta.run(DATA_META_KEYS.lastUpdated, stamp)
    for (const kind of Object.keys(this.changesByKind) as DataKind[]) {
      if (this.changesByKind[kind] > 0) this.statements.setMeta.run(DATA_META_KEYS.byKind[kind], stamp)
    }
    return stamp
  }
}

function serialiseSimilar(list: SimilarQuestion[]): string {
  return JSON.stringify(list.map((question) => [question.titleSlug, question.title, question.difficulty]))
}
