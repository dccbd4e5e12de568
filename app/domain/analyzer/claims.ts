import { equals, format, parseBigO, substitute, type BigO } from './bigo'
import type { Comment } from './ir'
import type { ClaimFinding } from './types'

/**
 * Complexities that comments claim ("Time: O(n), Space: O(1)", "runs in O(n log n) time"). They are
 * compared with the analysis and never used as its answer.
 */

interface RawClaim {
  kind: 'time' | 'space'
  text: string
  line: number
}

const TIME_WORDS = /\b(time|runtime|runs|running|run|speed)\b/gi
const SPACE_WORDS = /\b(space|memory|auxiliary|extra|storage)\b/gi

function lastIndexOf(re: RegExp, text: string): number {
  let last = -1
  for (const m of text.matchAll(re)) last = m.index ?? last
  return last
}

function firstIndexOf(re: RegExp, text: string): number {
  for (const m of text.matchAll(re)) return m.index ?? -1
  return -1
}

/** Finds every `O(...)` with balanced parentheses in a piece of text. */
function bigOs(text: string): { start: number; end: number; text: string }[] {
  const out: { start: number; end: number; text: string }[] = []
  const re = /(?<![A-Za-z])[OΘ]\s*\(/g
  let m: RegExpExecArray | null
  while ((m = re.exec(text))) {
    let depth = 0
    let end = -1
    for (let i = m.index + m[0].length - 1; i < text.length; i++) {
      if (text[i] === '(') depth++
      else if (text[i] === ')') {
        depth--
        if (depth === 0) {
          end = i + 1
          break
        }
      }
    }
    if (end > 0) {
      out.push({ start: m.index, end, text: text.slice(m.index, end) })
      re.lastIndex = end
    }
  }
  return out
}

/**
 * "Usually O(log n)", "O(n) on average", "best case O(n)": a bound the comment itself says is not the
 * worst case, which is what the analysis reports; it claims nothing to check against.
 */
const NOT_WORST =
  /\b(usually|typically|normally|often|mostly|on average|average[- ]case|best[- ]case|in practice|expected)\W*$/i
const NOT_WORST_AFTER =
  /^\W*(on average|average[- ]case|in the average case|best[- ]case|in the best case|in practice|expected)\b/i
/**
 * "each answer is", "every lookup takes", "the table answers that in": the words before a bound on one
 * step (a query the function makes of what it built), not on the function.
 */
const ONE_STEP = /\b(each|every|answers?\s+(?:that|this|it|one|a|each|every))\b[^.;:!?]*$/i
/** "O(n) worst case", "worst-case O(n^2)": a bound on the running time, though neither word names it. */
const WORST = /\bworst[- ]case\b/i

/** "Time: O(n)": the kind named by the words just before the O, if any. */
function kindBefore(before: string): 'time' | 'space' | null {
  const b = before.slice(-30)
  const t = lastIndexOf(TIME_WORDS, b)
  const s = lastIndexOf(SPACE_WORDS, b)
  if (t >= 0 || s >= 0) return s > t ? 'space' : 'time'
  return null
}

function kindNear(before: string, after: string): 'time' | 'space' | null {
  // "Time: O(n)" is read from the words before the O; "O(n) time" from the words after it.
  const b = before.slice(-30)
  const named = kindBefore(before)
  if (named) return named
  const a = after.slice(0, 20)
  const ta = firstIndexOf(TIME_WORDS, a)
  const sa = firstIndexOf(SPACE_WORDS, a)
  if (ta >= 0 || sa >= 0) {
    if (ta < 0) return 'space'
    if (sa < 0) return 'time'
    return sa < ta ? 'space' : 'time'
  }
  if (/\bcomplexity\b/i.test(b)) return 'time'
  return null
}

/**
 * `headers`: the first lines of the file's functions. A comment just above one describes it, so a bare
 * `O(...)` there ("Prim's algorithm on the complete graph, O(n log n).") claims its running time.
 */
export function readClaims(comments: Comment[], headers: ReadonlySet<number> = new Set()): RawClaim[] {
  const out: RawClaim[] = []
  // `//` comments on consecutive lines are one comment: the text of those above this one.
  let above = ''
  let aboveEnd = -1
  for (const c of comments) {
    if (c.line !== aboveEnd + 1) above = ''
    const carried = above
    above = `${above} ${c.text}`
    aboveEnd = c.endLine
    const lines = c.text.split('\n')
    const describesFunction = headers.has(c.endLine + 1)
    lines.forEach((lineText, offset) => {
      const found = bigOs(lineText)
      let previousEnd = 0
      let previousNamedBefore = false
      found.forEach((b, i) => {
        let before = lineText.slice(previousEnd, b.start)
        const after = lineText.slice(b.end, found[i + 1]?.start ?? lineText.length)
        // In "O(n) time and O(1) space", "time" belongs to the first claim, not the second; in
        // "Time O(n * m), space O(n)" the first claim's kind came before it, and past the comma the
        // second's does too.
        if (i > 0 && !(previousNamedBefore && /^\s*[,;]/.test(before))) {
          const trailing =
            /^\W{0,3}(time|runtime|space|memory|extra|auxiliary)\b(?!\s*(complexity)?\s*[:=])/i.exec(before)
          if (trailing) before = before.slice(trailing[0].length)
        }
        previousEnd = b.end
        previousNamedBefore = kindBefore(before) !== null
        // Bare, it must end the comment ("..., O(n log n).") or head it ("O(n^2): checks every pair"), not
        // describe a step ("is O(1), so ...").
        const ends = /^\W*$/.test(after) && offset === lines.length - 1
        const heads = /^\W*$/.test(before) && /^\s*:/.test(after) && offset === 0
        // "... so each answer is O(1).": the cost of one step, however it ends the comment. The sentence
        // may have begun lines above ("For every wizard i, ... which prefix sums give in O(1).").
        const sentence = [carried, ...lines.slice(0, offset), lineText.slice(0, b.start)].join(' ')
        const bare = describesFunction && found.length === 1 && (ends || heads) && !ONE_STEP.test(sentence)
        if (NOT_WORST.test(before.slice(-25)) || NOT_WORST_AFTER.test(after)) return
        const worst = WORST.test(before.slice(-20)) || WORST.test(after.slice(0, 15))
        const kind = kindNear(before, after) ?? (bare || worst ? 'time' : null)
        if (kind) out.push({ kind, text: b.text.replace(/\s+/g, ' '), line: c.line + offset })
      })
    })
  }
  return out
}

/** Claims checked against the analysis: agrees is null when either side could not be read. */
/**
 * `paramSymbols`: the letter the analysis gave each parameter it measures (`target` → m), so that a claim
 * written with the parameter's own name ("O(n * k * target)") is compared in the analysis's letters.
 */
export function checkClaims(
  comments: Comment[],
  time: BigO | null,
  space: BigO | null,
  headers: ReadonlySet<number> = new Set(),
  paramSymbols: ReadonlyMap<string, BigO> = new Map(),
): ClaimFinding[] {
  return readClaims(comments, headers).map((claim) => {
    const parsed = parseBigO(claim.text)
    const actual = claim.kind === 'time' ? time : space
    return {
      kind: claim.kind,
      claimed: parsed ? format(parsed) : claim.text,
      line: claim.line,
      agrees: parsed && actual ? equals(substitute(parsed, paramSymbols), actual) : null,
    }
  })
}
