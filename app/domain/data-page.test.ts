import { describe, expect, it } from 'vitest'
import { communityReportsText, formatUtcTime, syncRunText, syncScheduleText } from './data-page'

describe('the texts of /data', () => {
  it('says how the last sync ended, or that it never ran', () => {
    const run = { finishedAt: '2026-11-21T00:10:42.000Z', failedSteps: 0, changes: 1_204 }
    expect(syncRunText(null)).toBe('The LeetCode sync has not run on this server yet.')
    expect(syncRunText({ ...run, outcome: 'ok' })).toBe(
      'Last run 21 Nov 2026 at 00:10 UTC: every step worked, 1,204 rows written.',
    )
    expect(syncRunText({ ...run, outcome: 'errors', failedSteps: 1, changes: 1 })).toBe(
      'Last run 21 Nov 2026 at 00:10 UTC: 1 step failed, and the stored data was kept for them; 1 row written.',
    )
    expect(syncRunText({ ...run, outcome: 'unreachable', failedSteps: 1, changes: 0 })).toBe(
      'Last run 21 Nov 2026 at 00:10 UTC: LeetCode could not be reached, so nothing was changed.',
    )
  })

  it('writes a time as its UTC day and minute', () => {
    expect(formatUtcTime('2026-03-04T23:59:59.999Z')).toBe('4 Mar 2026 at 23:59 UTC')
  })

  it('says whether the sync is scheduled', () => {
    expect(syncScheduleText(true)).toMatch(/^It runs every day at 00:10 UTC/)
    expect(syncScheduleText(false)).toMatch(/^It is not scheduled on this server/)
  })

  it('counts community reports in words', () => {
    expect(communityReportsText(0)).toBe('No community reports in the last 30 days')
    expect(communityReportsText(1)).toBe('1 community report in the last 30 days')
    expect(communityReportsText(2_500)).toBe('2,500 community reports in the last 30 days')
  })
})
