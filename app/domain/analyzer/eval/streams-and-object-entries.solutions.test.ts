import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * What a loop over a stream or an object's entries walks: Java's `IntStream.range(0, n).forEach(...)` runs
 * n times, `Arrays.stream(people).forEach(...)` and `nums.stream().forEach(...)` once per element, and
 * JavaScript's `Object.entries(tally)` once per key of the object.
 */
const CASES: Case[] = [
  [
    'java: prefix xor filled by IntStream.range(0, n).forEach',
    'java',
    `import java.util.stream.IntStream;
class Solution {
  public int f(int[] arr) {
    int n = arr.length;
    int[] px = new int[n + 1];
    IntStream.range(0, n).forEach(i -> px[i + 1] = px[i] ^ arr[i]);
    return px[n];
  }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: queue reconstruction by Arrays.stream(people).forEach inserting by index',
    'java',
    `import java.util.*;

class Solution {
    public int[][] reconstructQueue(int[][] people) {
        Arrays.sort(people, Comparator.<int[]>comparingInt(p -> -p[0]).thenComparingInt(p -> p[1]));
        LinkedList<int[]> line = new LinkedList<>();
        Arrays.stream(people).forEach(person -> line.add(person[1], person));
        int[][] result = new int[line.size()][];
        int pos = 0;
        for (Iterator<int[]> it = line.iterator(); it.hasNext(); ) {
            result[pos++] = it.next();
        }
        return result;
    }
}
`,
    'O(n^2)',
    'O(n)',
  ],
  [
    'java: squares summed by nums.stream().forEach',
    'java',
    `import java.util.*;

class Solution {
    public int sumOfSquares(List<Integer> nums) {
        int[] total = {0};
        nums.stream().forEach(x -> total[0] += x * x);
        return total[0];
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'javascript: harmonious subsequence over Object.entries(tally)',
    'javascript',
    `/**
 * @param {number[]} nums
 * @return {number}
 */
var findLHS = function (nums) {
  const tally = {}
  for (const x of nums) tally[x] = (tally[x] || 0) + 1

  let answer = 0
  for (const [key, count] of Object.entries(tally)) {
    const next = tally[Number(key) + 1]
    if (next) answer = Math.max(answer, count + next)
  }
  return answer
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: majority element over Object.entries(counts)',
    'typescript',
    `export function majorityElement(nums: number[]): number {
  const counts: Record<number, number> = {}
  for (const x of nums) counts[x] = (counts[x] ?? 0) + 1
  let best = nums[0]
  let bestCount = 0
  for (const [key, count] of Object.entries(counts)) {
    if (count > bestCount) {
      bestCount = count
      best = Number(key)
    }
  }
  return best
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('loops over streams and object entries', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
