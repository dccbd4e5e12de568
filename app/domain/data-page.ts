import { formatDay } from './calendar-day'

/** The texts of /data (docs/product.md#data-sources) that depend on what is stored. */

export interface SyncRunSummary {
  /** ISO time the run ended. */
  finishedAt: string
  outcome: 'ok' | 'errors' | 'unreachable'
  failedSteps: number
  changes: number
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`
}

/** '2026-11-21T00:10:00.000Z' → '21 Nov 2026 at 00:10 UTC'. */
export function formatUtcTime(iso: string): string {
  return `${formatDay(iso.slice(0, 10))} at ${iso.slice(11, 16)} UTC`
}

/** How the last LeetCode sync ended, in one sentence. */
export function syncRunText(run: SyncRunSummary | null): string {
  if (!run) return 'The LeetCode sync has not run on this server yet.'
  const when = `Last run ${formatUtcTime(run.finishedAt)}`
  switch (run.outcome) {
    case 'ok':
      return `${when}: every step worked, ${plural(run.changes, 'row')} written.`
    case 'errors':
      return `${when}: ${plural(run.failedSteps, 'step')} failed, and the stored data was kept for them; ${plural(run.changes, 'row')} written.`
    case 'unreachable':
      return `${when}: LeetCode could not be reached, so nothing was changed.`
  }
}

export function syncScheduleText(daily: boolean): string {
  return daily
    ? 'It runs every day at 00:10 UTC, just after LeetCode’s new daily problem.'
    : 'It is not scheduled on this server: it runs when it is started by hand.'
}

export function communityReportsText(count: number): string {
  return count === 0
    ? 'No community reports in the last 30 days'
    : `${plural(count, 'community report')} in the last 30 days`
}
