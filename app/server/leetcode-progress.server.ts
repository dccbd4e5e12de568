import { and, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { problems, progress } from '#db/schema'
import { getDb, writeTransaction, type Db } from './db.server'
import { isTitleSlug } from './import/normalise.server'
import { hasReview, readCard, reinstateCard, storeUnratedSolve } from './revision-cards.server'
import { createLeetCodeClient, LeetCodeError } from './leetcode.server'

// "Sync solved problems": reads a user's recent accepted submissions from LeetCode's public GraphQL and
// marks those problems solved here. LeetCode shows anyone's last accepted submissions without signing in,
// up to 20 of them; older solves are not reachable this way. Nothing is ever unmarked or downgraded.

export const RECENT_SUBMISSIONS_LIMIT = 20

const RECENT_AC_QUERY = `query recentAcSubmissions($username: String!, $limit: Int!) {
  recentAcSubmissionList(username: $username, limit: $limit) { id title titleSlug timestamp }
}`

export interface AcceptedSubmission {
  id: string
  title: string
  titleSlug: string
  acceptedAt: Date
}

const submissionSchema = z.object({
  id: z.union([z.string().max(40), z.number().int()]).transform(String),
  title: z.string().min(1).max(300),
  titleSlug: z.string().max(120).refine(isTitleSlug, 'expected a title slug such as two-sum'),
  // Seconds since 1970, sent as a string.
  timestamp: z
    .union([z.string().regex(/^\d{1,12}$/), z.number().int().nonnegative()])
    .transform((seconds) => new Date(Number(seconds) * 1000)),
})

const recentAcData = z.object({ recentAcSubmissionList: z.array(submissionSchema).max(100).nullable() })

/** LeetCode has no public profile with this username. */
export class LeetCodeUserNotFoundError extends Error {
  override readonly name = 'LeetCodeUserNotFoundError'

  constructor(readonly username: string) {
    super(`LeetCode has no public profile named ${JSON.stringify(username)}`)
  }
}

export interface FetchOptions {
  url?: string
  /** The whole request, answer included. A person is waiting for it, so it is short. Default 8 s. */
  timeoutMs?: number
  maxResponseBytes?: number
}

/**
 * The user's most recent accepted submissions, newest first. Throws {@link LeetCodeUserNotFoundError} for
 * an unknown username and {@link LeetCodeError} when LeetCode cannot be reached or answers anything but
 * the expected list.
 */
export async function fetchRecentAcceptedSubmissions(
  username: string,
  { url, timeoutMs = 8_000, maxResponseBytes = 500_000 }: FetchOptions = {},
): Promise<AcceptedSubmission[]> {
  // One attempt: the person waiting would rather be told to try again than watch retries.
  const client = createLeetCodeClient({ url, timeoutMs, retries: 0, maxResponseBytes })
  let data: z.output<typeof recentAcData>
  try {
    data = await client.query(
      'recentAcSubmissions',
      RECENT_AC_QUERY,
      { username, limit: RECENT_SUBMISSIONS_LIMIT },
      recentAcData,
      // LeetCode refuses some requests that do not come from one of its own pages.
      { refererPath: `/u/${encodeURIComponent(username)}/` },
    )
  } catch (error) {
    if (
      error instanceof LeetCodeError &&
      error.graphqlErrors.some((message) => /does not exist/i.test(message))
    )
      throw new LeetCodeUserNotFoundError(username)
    throw error
  }
  // A user who has solved nothing gets an empty list; an unknown one gets null.
  if (data.recentAcSubmissionList === null) throw new LeetCodeUserNotFoundError(username)
  return data.recentAcSubmissionList.map(({ id, title, titleSlug, timestamp }) => ({
    id,
    title,
    titleSlug,
    acceptedAt: timestamp,
  }))
}

export interface SyncSummary {
  /** Distinct problems among the submissions read. */
  checked: number
  /** Problems marked solved by this sync, newest solve first. */
  newlySolved: { titleSlug: string; title: string }[]
  alreadySolved: number
  /** Marked "revisit" here: the user's own choice, which an accepted submission does not override. */
  keptForRevisit: number
  /** Solved on LeetCode but not in this catalogue (yet). */
  notInCatalogue: { titleSlug: string; title: string }[]
}

/**
 * Marks the submissions' problems solved in one transaction. A problem already marked (solved or revisit)
 * keeps its status and date; only problems without a status are added. Each solve counts as a Good review
 * on its submission's date: a new problem's first, or a solved problem's next when LeetCode saw it solved
 * after its last review here. A submission is stored once, however often the sync runs.
 */
export function markSubmissionsSolved(
  userId: string,
  submissions: readonly AcceptedSubmission[],
  db: Db = getDb(),
  now = new Date(),
): SyncSummary {
  // Newest first, so the first of each problem is its latest solve.
  const distinct = new Map<string, AcceptedSubmission>()
  for (const submission of submissions)
    if (!distinct.has(submission.titleSlug)) distinct.set(submission.titleSlug, submission)
  const slugs = [...distinct.keys()]
  return writeTransaction(db, (tx) => {
    const known = slugs.length
      ? tx
          .select({ id: problems.id, titleSlug: problems.titleSlug, title: problems.title })
          .from(problems)
          .where(inArray(problems.titleSlug, slugs))
          .all()
      : []
    const bySlug = new Map(known.map((problem) => [problem.titleSlug, problem]))
    const statuses = new Map(
      known.length
        ? tx
            .select({ problemId: progress.problemId, status: progress.status })
            .from(progress)
            .where(
              and(
                eq(progress.userId, userId),
                inArray(
                  progress.problemId,
                  known.map((p) => p.id),
                ),
              ),
            )
            .all()
            .map((row) => [row.problemId, row.status])
        : [],
    )
    const summary: SyncSummary = {
      checked: slugs.length,
      newlySolved: [],
      alreadySolved: 0,
      keptForRevisit: 0,
      notInCatalogue: [],
    }
    for (const slug of slugs) {
      const submission = distinct.get(slug)!
      const problem = bySlug.get(slug)
      if (!problem) {
        summary.notInCatalogue.push({ titleSlug: slug, title: submission.title })
        continue
      }
      const solve = {
        userId,
        problemId: problem.id,
        // LeetCode's clock may run ahead of ours; a review is never dated in the future.
        reviewedAt: new Date(Math.min(submission.acceptedAt.getTime(), now.getTime())),
        source: 'leetcode' as const,
        submissionKey: `leetcode:${submission.id}`,
      }
      const status = statuses.get(problem.id)
      if (status === 'solved') {
        summary.alreadySolved++
        const lastReview = readCard(tx, userId, problem.id)?.lastReview
        if (
          (!lastReview || solve.reviewedAt.getTime() > lastReview.getTime()) &&
          !hasReview(tx, userId, solve.submissionKey)
        )
          storeUnratedSolve(tx, solve)
      } else if (status === 'revisit') summary.keptForRevisit++
      else {
        tx.insert(progress)
          .values({ userId, problemId: problem.id, status: 'solved', updatedAt: now })
          .onConflictDoNothing()
          .run()
        // A solve kept from before the mark was cleared brings back the card it belongs to.
        if (!hasReview(tx, userId, solve.submissionKey)) storeUnratedSolve(tx, solve)
        else reinstateCard(tx, userId, problem.id)
        summary.newlySolved.push({ titleSlug: problem.titleSlug, title: problem.title })
      }
    }
    return summary
  })
}

/** Reads LeetCode first and writes only after a complete, valid answer: a failure changes nothing. */
export async function syncSolvedFromLeetCode(
  userId: string,
  username: string,
  options: FetchOptions = {},
  db: Db = getDb(),
): Promise<SyncSummary> {
  const submissions = await fetchRecentAcceptedSubmissions(username, options)
  return markSubmissionsSolved(userId, submissions, db)
}

/** What the account page says when a sync fails; every message says that nothing changed. */
export function syncFailureMessage(error: LeetCodeError | LeetCodeUserNotFoundError): string {
  if (error instanceof LeetCodeUserNotFoundError) {
    return `LeetCode has no public profile named “${error.username}”. Check the username in your settings; your progress is unchanged.`
  }
  switch (error.failure) {
    case 'unreachable':
      return 'LeetCode did not answer in time. Your progress is unchanged; please try again in a minute.'
    case 'http':
      return error.status === 429
        ? 'LeetCode is limiting requests right now. Your progress is unchanged; please try again in a few minutes.'
        : `LeetCode refused the request (HTTP ${error.status ?? 'error'}). Your progress is unchanged; please try again later.`
    case 'invalid':
    case 'graphql':
      return 'LeetCode answered with something unexpected. Your progress is unchanged; please try again later.'
  }
}
