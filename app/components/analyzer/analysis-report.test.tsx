import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { analyzeCode, type AnalysisReport as Report } from '~/domain/analyzer/index'
import { compareWithProblem } from '~/domain/best-complexity'
import { AnalysisReport, formatSavedAt, type AnalysisView } from './analysis-report'

const BRUTE_FORCE = `def two_sum(nums, target):
    # O(n) time
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] + nums[j] == target:
                return [i, j]
    return []
`

let report: Report

beforeAll(async () => {
  const result = await analyzeCode({ language: 'python', code: BRUTE_FORCE })
  if (!result.ok) throw new Error(result.error.message)
  report = result.report
})

function render(view: Partial<AnalysisView>): string {
  const full: AnalysisView = {
    id: 1,
    language: 'python',
    problem: null,
    code: BRUTE_FORCE,
    report,
    comparison: null,
    createdAt: '2026-06-01T09:05:00.000Z',
    ...view,
  }
  const Stub = createRoutesStub([
    { path: '/analyze', Component: () => <AnalysisReport view={full} headingId="report" /> },
  ])
  return renderToStaticMarkup(<Stub initialEntries={['/analyze']} />)
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
}

describe('AnalysisReport', () => {
  it('shows both complexities, the comment that lies and the functions, without a problem to compare', () => {
    expect(report.time.bigO).toBe('O(n^2)')
    const text = render({})
    expect(text).toContain('Your solution')
    expect(text).toContain('Time High confidence O(n^2)')
    expect(text).toContain('The comment on line 2 claims O(n) time. Disagrees')
    expect(text).toContain('The code is O(n^2) : the comment is wrong')
    expect(text).toContain('two_sum')
    expect(text).toContain('Analysed 1 Jun 2026, 09:05 UTC')
    expect(text).not.toContain('best known')
    // Without JavaScript the line references are words, not buttons.
    expect(text).toContain('lines 3–6')
  })

  it('says how the solution stands against the best known complexity', () => {
    const comparison = compareWithProblem('two-sum', { time: report.time.bigO, space: report.space.bigO })
    const text = render({ problem: 'two-sum', comparison })
    expect(text).toContain('Two Sum')
    expect(text).toContain('Slower than the best known O(n)')
    expect(text).toContain('Less space than the best known O(n)')
    expect(text).toContain('Best known for Two Sum : O(n) time, O(n) space.')
    expect(text).toContain('One pass with a hash map from each value to its index.')
  })

  it('lists being slower than the best known complexity among the interview warnings', () => {
    const comparison = compareWithProblem('two-sum', { time: report.time.bigO, space: report.space.bigO })
    const text = render({ problem: 'two-sum', comparison })
    expect(text).toContain(
      'Warning: This solution takes O(n^2) time; the best known for Two Sum takes O(n). One pass with a hash map from each value to its index.',
    )
    expect(text).toContain('Interview warnings 1')
    expect(text).not.toContain('Nothing that would cost you in an interview')
  })

  it('says nothing would cost you only when the solution matches the best known', async () => {
    const best = await analyzeCode({
      language: 'python',
      code: 'def two_sum(nums, target):\n    seen = {}\n    for i, x in enumerate(nums):\n        if target - x in seen:\n            return [seen[target - x], i]\n        seen[x] = i\n    return []\n',
    })
    if (!best.ok) throw new Error(best.error.message)
    const comparison = compareWithProblem('two-sum', {
      time: best.report.time.bigO,
      space: best.report.space.bigO,
    })
    const text = render({ report: best.report, problem: 'two-sum', comparison })
    expect(text).toContain('Matches the best known O(n)')
    expect(text).toContain('Nothing that would cost you in an interview')
  })

  it('says when no reference is known for the problem', () => {
    const comparison = compareWithProblem('design-a-parking-lot', {
      time: report.time.bigO,
      space: report.space.bigO,
    })
    expect(render({ problem: 'design-a-parking-lot', comparison })).toContain(
      'No reference complexity is known for Design A Parking Lot yet',
    )
  })

  it('shows the first syntax error and the warnings by severity', async () => {
    const broken = await analyzeCode({
      language: 'python',
      code: 'def f(nums):\n    out = []\n    for x in nums:\n        if x not in out:\n            out.append(x)\n    return out\n\ndef g(:\n    pass\n',
    })
    if (!broken.ok) throw new Error(broken.error.message)
    expect(broken.report.syntaxError?.line).toBe(8)
    const text = render({ report: broken.report })
    expect(text).toContain(broken.report.syntaxError!.message)
    expect(text).toContain('at most of medium confidence')
    // Each warning is announced with its severity, whatever the engine rates it.
    const label = { error: 'Error', warning: 'Warning', info: 'Note' } as const
    const scan = broken.report.warnings.find((warning) => warning.message.includes('on a list scans'))
    expect(scan).toBeDefined()
    expect(text).toContain(`${label[scan!.severity]}: in on a list scans it element by element`)
  })
})

describe('formatSavedAt', () => {
  it('is the same in every time zone', () => {
    expect(formatSavedAt('2026-12-31T23:59:00.000Z')).toBe('31 Dec 2026, 23:59 UTC')
  })
})
