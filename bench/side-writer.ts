/**
 * Writes by another user while a page is measured (`bench/load.ts --writes N`): a second user marks
 * problems solved and clears the marks again through POST /progress, N times a second, the way other
 * people studying on the same site would. Each mark writes the study tables (the mark, its card, a
 * review), so a page whose cached data any write dropped is measured as it would be on a busy site.
 */
import { asc } from 'drizzle-orm'
import { problems } from '#db/schema'
import { VIA_FETCHER } from '~/domain/fetcher-submission'
import { progressMark } from '~/domain/progress-mark'
import { openDatabase } from '~/server/db.server'
import { registerWithPassword } from '~/server/users.server'

export const WRITER_USER = {
  name: 'Load Bench Writer',
  email: 'load-bench-writer@example.com',
  password: 'load-bench-writer-password',
}

/** Problems the writer cycles through: enough that a mark and its clearing are far apart. */
const PROBLEMS_MARKED = 50

/** Registers the writer in `database` and returns the ids of the problems it will mark. */
export async function addWriter(database: string): Promise<number[]> {
  const db = openDatabase(database)
  try {
    await registerWithPassword(WRITER_USER, db)
    return db
      .select({ id: problems.id })
      .from(problems)
      .orderBy(asc(problems.id))
      .limit(PROBLEMS_MARKED)
      .all()
      .map((row) => row.id)
  } finally {
    db.$client.close()
  }
}

export interface WriterTally {
  writes: number
  failures: number
}

/** Posts the writer's marks at a steady rate between `start` and `stop`. */
export class SideWriter {
  private timer: NodeJS.Timeout | null = null
  private readonly inFlight = new Set<Promise<void>>()
  private readonly marked = new Set<number>()
  private next = 0
  private tally: WriterTally = { writes: 0, failures: 0 }

  constructor(
    private readonly origin: string,
    private readonly cookie: string,
    private readonly perSecond: number,
    private readonly problemIds: readonly number[],
  ) {
    if (problemIds.length === 0) throw new Error('The database holds no problem for the writer to mark')
  }

  start(): void {
    this.tally = { writes: 0, failures: 0 }
    // A steady rate whatever the server's answer time: a slow answer does not hold the next write back.
    this.timer = setInterval(() => this.track(this.markOne()), 1000 / this.perSecond)
  }

  /** Stops writing, waits for the posts under way, and returns what was written since `start`. */
  async stop(): Promise<WriterTally> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await Promise.all(this.inFlight)
    return this.tally
  }

  private track(write: Promise<void>): void {
    this.inFlight.add(write)
    void write.finally(() => this.inFlight.delete(write))
  }

  private async markOne(): Promise<void> {
    const problemId = this.problemIds[this.next++ % this.problemIds.length]!
    const status = this.marked.has(problemId) ? 'none' : 'solved'
    const body = new URLSearchParams({ mark: progressMark(problemId, status) })
    body.set(VIA_FETCHER.name, VIA_FETCHER.value)
    try {
      // The data address a fetcher posts to: the action's answer without a page drawn around it.
      const response = await fetch(`${this.origin}/progress.data`, {
        method: 'POST',
        headers: {
          Cookie: this.cookie,
          Origin: this.origin,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body,
      })
      await response.arrayBuffer()
      if (response.status !== 200) throw new Error(`POST /progress answered ${response.status}`)
      if (status === 'solved') this.marked.add(problemId)
      else this.marked.delete(problemId)
      this.tally.writes++
    } catch {
      this.tally.failures++
    }
  }
}
