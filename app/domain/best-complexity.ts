import { parseBigO, sameComplexity, within } from './analyzer/bigo'
import { UNDETERMINED } from './analyzer/types'
import { titleFromSlug } from './insights-panel'

/**
 * The best known complexity of well-known LeetCode problems, in the analyzer's Big-O normal form
 * (tests/fixtures/analyzer/README.md): `n` is the main input's length (or the value of a lone integer
 * argument), `m` a second input, `k` a parameter named k, `V`/`E` a graph given as an edge list, `L` a
 * word's length, grids are `m * n`. Space is auxiliary space including an output the solution builds, with
 * a library sort's own memory ignored, as the analyzer counts it.
 *
 * Each entry is the best worst-case time known for the problem and the least space known at that time.
 * Where interviews usually expect something simpler (Fibonacci by a loop rather than by matrix powers),
 * the approach says so.
 */
export interface BestComplexity {
  title: string
  time: string
  space: string
  /** How the best known bound is reached, in a sentence. */
  approach: string
}

export const BEST_COMPLEXITY: Readonly<Record<string, BestComplexity>> = {
  'two-sum': {
    title: 'Two Sum',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'One pass with a hash map from each value to its index.',
  },
  'add-two-numbers': {
    title: 'Add Two Numbers',
    time: 'O(m + n)',
    space: 'O(m + n)',
    approach: 'Walk both lists once with a carry; the new list is the output.',
  },
  'longest-substring-without-repeating-characters': {
    title: 'Longest Substring Without Repeating Characters',
    time: 'O(n)',
    space: 'O(1)',
    approach:
      'A sliding window with the last index of each character in a fixed table (a growing map is O(n)).',
  },
  'median-of-two-sorted-arrays': {
    title: 'Median of Two Sorted Arrays',
    time: 'O(log m + log n)',
    space: 'O(1)',
    approach: 'Binary search for the partition point in the shorter array.',
  },
  'longest-palindromic-substring': {
    title: 'Longest Palindromic Substring',
    time: 'O(n)',
    space: 'O(n)',
    approach:
      "Manacher's algorithm; expanding around each centre, the usual answer, is O(n^2) time and O(1) space.",
  },
  'reverse-integer': {
    title: 'Reverse Integer',
    time: 'O(log n)',
    space: 'O(1)',
    approach: 'Pop and push one digit at a time, checking for overflow (n is the value).',
  },
  'palindrome-number': {
    title: 'Palindrome Number',
    time: 'O(log n)',
    space: 'O(1)',
    approach: 'Reverse half of the digits and compare (n is the value).',
  },
  'container-with-most-water': {
    title: 'Container With Most Water',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Two pointers that move the shorter wall inward.',
  },
  'roman-to-integer': {
    title: 'Roman to Integer',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'One pass, subtracting a symbol that is smaller than the next.',
  },
  '3sum-closest': {
    title: '3Sum Closest',
    time: 'O(n^2)',
    space: 'O(1)',
    approach: 'Sort, then two pointers for each first element.',
  },
  'valid-parentheses': {
    title: 'Valid Parentheses',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'A stack of the brackets still open.',
  },
  'merge-two-sorted-lists': {
    title: 'Merge Two Sorted Lists',
    time: 'O(m + n)',
    space: 'O(1)',
    approach: 'Splice the nodes together behind a dummy head.',
  },
  'merge-k-sorted-lists': {
    title: 'Merge k Sorted Lists',
    time: 'O(n log k)',
    space: 'O(1)',
    approach:
      'Merge the lists in pairs, doubling the gap each round, in the input array (n is the total number of nodes); a min-heap of the k heads is as fast with O(k) space.',
  },
  'remove-duplicates-from-sorted-array': {
    title: 'Remove Duplicates from Sorted Array',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'A slow and a fast pointer, in place.',
  },
  'search-in-rotated-sorted-array': {
    title: 'Search in Rotated Sorted Array',
    time: 'O(log n)',
    space: 'O(1)',
    approach: 'Binary search that keeps to the sorted half.',
  },
  'find-first-and-last-position-of-element-in-sorted-array': {
    title: 'Find First and Last Position of Element in Sorted Array',
    time: 'O(log n)',
    space: 'O(1)',
    approach: 'Two binary searches, one for each bound.',
  },
  'binary-search': {
    title: 'Binary Search',
    time: 'O(log n)',
    space: 'O(1)',
    approach: 'Halve the search range at every step.',
  },
  'search-insert-position': {
    title: 'Search Insert Position',
    time: 'O(log n)',
    space: 'O(1)',
    approach: 'Binary search for the lower bound.',
  },
  'valid-sudoku': {
    title: 'Valid Sudoku',
    time: 'O(1)',
    space: 'O(1)',
    approach: 'One pass with seen-sets per row, column and box; the board is always 9 × 9.',
  },
  'first-missing-positive': {
    title: 'First Missing Positive',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Swap each value to its own index in the input, then scan for the first gap.',
  },
  'trapping-rain-water': {
    title: 'Trapping Rain Water',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Two pointers with the highest wall seen from each side.',
  },
  'jump-game-ii': {
    title: 'Jump Game II',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Greedy: count jumps at the end of each reach window.',
  },
  permutations: {
    title: 'Permutations',
    time: 'O(n * n!)',
    space: 'O(n * n!)',
    approach: 'Backtracking; the n! permutations of length n are the output.',
  },
  'pow-x-n': {
    title: 'Pow(x, n)',
    time: 'O(log n)',
    space: 'O(1)',
    approach: 'Exponentiation by squaring, iteratively.',
  },
  'n-queens-ii': {
    title: 'N-Queens II',
    time: 'O(n!)',
    space: 'O(n)',
    approach: 'Backtracking row by row with sets of used columns and diagonals.',
  },
  'maximum-subarray': {
    title: 'Maximum Subarray',
    time: 'O(n)',
    space: 'O(1)',
    approach: "Kadane's algorithm.",
  },
  'jump-game': {
    title: 'Jump Game',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Greedy: track the furthest index reachable so far.',
  },
  'merge-intervals': {
    title: 'Merge Intervals',
    time: 'O(n log n)',
    space: 'O(n)',
    approach: 'Sort by start, then merge in one sweep; the merged list is the output.',
  },
  'insert-interval': {
    title: 'Insert Interval',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'One sweep over the sorted intervals; the new list is the output.',
  },
  sqrtx: {
    title: 'Sqrt(x)',
    time: 'O(log n)',
    space: 'O(1)',
    approach: "Binary search on the answer (or Newton's method).",
  },
  'climbing-stairs': {
    title: 'Climbing Stairs',
    time: 'O(log n)',
    space: 'O(1)',
    approach:
      'Fibonacci by fast matrix powers; the loop with two rolling values that interviews expect is O(n) time, O(1) space.',
  },
  'set-matrix-zeroes': {
    title: 'Set Matrix Zeroes',
    time: 'O(m * n)',
    space: 'O(1)',
    approach: 'Use the first row and column as the markers.',
  },
  'search-a-2d-matrix': {
    title: 'Search a 2D Matrix',
    time: 'O(log m + log n)',
    space: 'O(1)',
    approach: 'One binary search over the matrix read as a single sorted array.',
  },
  'sort-colors': {
    title: 'Sort Colors',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Dutch national flag: three pointers in one pass.',
  },
  'minimum-window-substring': {
    title: 'Minimum Window Substring',
    time: 'O(m + n)',
    space: 'O(1)',
    approach:
      'A sliding window over s with character counts in a fixed table and a count of letters still missing.',
  },
  subsets: {
    title: 'Subsets',
    time: 'O(n * 2^n)',
    space: 'O(n * 2^n)',
    approach: 'Backtracking or bitmasks; the 2^n subsets are the output.',
  },
  'largest-rectangle-in-histogram': {
    title: 'Largest Rectangle in Histogram',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'A monotonic stack of increasing bars.',
  },
  'merge-sorted-array': {
    title: 'Merge Sorted Array',
    time: 'O(m + n)',
    space: 'O(1)',
    approach: 'Fill nums1 from the back with three pointers.',
  },
  'decode-ways': {
    title: 'Decode Ways',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Dynamic programming with two rolling values.',
  },
  'binary-tree-inorder-traversal': {
    title: 'Binary Tree Inorder Traversal',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'An explicit stack or a Morris traversal; the list of n values is the output.',
  },
  'binary-tree-level-order-traversal': {
    title: 'Binary Tree Level Order Traversal',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'Breadth-first search one level at a time.',
  },
  'best-time-to-buy-and-sell-stock': {
    title: 'Best Time to Buy and Sell Stock',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'One pass keeping the lowest price so far.',
  },
  'best-time-to-buy-and-sell-stock-ii': {
    title: 'Best Time to Buy and Sell Stock II',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Greedy: add every rise from one day to the next.',
  },
  'valid-palindrome': {
    title: 'Valid Palindrome',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Two pointers that skip characters other than letters and digits.',
  },
  'longest-consecutive-sequence': {
    title: 'Longest Consecutive Sequence',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'A hash set; count upward only from the start of each run.',
  },
  'surrounded-regions': {
    title: 'Surrounded Regions',
    time: 'O(m * n)',
    space: 'O(m * n)',
    approach: 'Flood fill from the border, then flip what was not reached.',
  },
  'gas-station': {
    title: 'Gas Station',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'One pass that restarts after the tank goes negative.',
  },
  'single-number': {
    title: 'Single Number',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'XOR of all values.',
  },
  'single-number-ii': {
    title: 'Single Number II',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Count each bit modulo 3 with two masks.',
  },
  'linked-list-cycle': {
    title: 'Linked List Cycle',
    time: 'O(n)',
    space: 'O(1)',
    approach: "Floyd's tortoise and hare.",
  },
  'evaluate-reverse-polish-notation': {
    title: 'Evaluate Reverse Polish Notation',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'A stack of operands.',
  },
  'maximum-product-subarray': {
    title: 'Maximum Product Subarray',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Track the largest and the smallest product ending at each index.',
  },
  'find-minimum-in-rotated-sorted-array': {
    title: 'Find Minimum in Rotated Sorted Array',
    time: 'O(log n)',
    space: 'O(1)',
    approach: 'Binary search against the last element.',
  },
  'intersection-of-two-linked-lists': {
    title: 'Intersection of Two Linked Lists',
    time: 'O(m + n)',
    space: 'O(1)',
    approach: 'Two pointers that switch to the other list at the end.',
  },
  'two-sum-ii-input-array-is-sorted': {
    title: 'Two Sum II - Input Array Is Sorted',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Two pointers from both ends.',
  },
  'majority-element': {
    title: 'Majority Element',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Boyer–Moore voting.',
  },
  'rotate-array': {
    title: 'Rotate Array',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Reverse the whole array, then each part.',
  },
  'reverse-bits': {
    title: 'Reverse Bits',
    time: 'O(1)',
    space: 'O(1)',
    approach: 'A fixed 32 shifts.',
  },
  'house-robber': {
    title: 'House Robber',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Dynamic programming with two rolling values.',
  },
  'number-of-islands': {
    title: 'Number of Islands',
    time: 'O(m * n)',
    space: 'O(m * n)',
    approach: 'Flood fill (DFS or BFS) or union-find over the grid.',
  },
  'reverse-linked-list': {
    title: 'Reverse Linked List',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Reverse the links iteratively.',
  },
  'course-schedule': {
    title: 'Course Schedule',
    time: 'O(V + E)',
    space: 'O(V + E)',
    approach: "Topological sort (Kahn's algorithm) over the prerequisite graph.",
  },
  'implement-trie-prefix-tree': {
    title: 'Implement Trie (Prefix Tree)',
    time: 'O(L)',
    space: 'O(L)',
    approach: 'A trie; each operation walks one word of length L.',
  },
  'minimum-size-subarray-sum': {
    title: 'Minimum Size Subarray Sum',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'A sliding window that shrinks while the sum is large enough.',
  },
  'course-schedule-ii': {
    title: 'Course Schedule II',
    time: 'O(V + E)',
    space: 'O(V + E)',
    approach: "Topological sort (Kahn's algorithm); the order is the output.",
  },
  'house-robber-ii': {
    title: 'House Robber II',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'House Robber twice: without the first house, then without the last.',
  },
  'kth-largest-element-in-an-array': {
    title: 'Kth Largest Element in an Array',
    time: 'O(n)',
    space: 'O(1)',
    approach:
      'Quickselect (linear on average; median of medians makes it linear in the worst case); a heap of size k is O(n log k).',
  },
  'contains-duplicate': {
    title: 'Contains Duplicate',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'A hash set of the values seen so far.',
  },
  'lowest-common-ancestor-of-a-binary-search-tree': {
    title: 'Lowest Common Ancestor of a Binary Search Tree',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Walk down from the root towards both values (O(log n) on a balanced tree).',
  },
  'palindrome-linked-list': {
    title: 'Palindrome Linked List',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Find the middle, reverse the second half in place, compare.',
  },
  'product-of-array-except-self': {
    title: 'Product of Array Except Self',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'Prefix products, then suffix products, in the output array alone.',
  },
  'sliding-window-maximum': {
    title: 'Sliding Window Maximum',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'A monotonic deque of indices; the n − k + 1 maxima are the output.',
  },
  'missing-number': {
    title: 'Missing Number',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'The sum formula, or XOR of indices and values.',
  },
  'move-zeroes': {
    title: 'Move Zeroes',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Two pointers, in place.',
  },
  'find-the-duplicate-number': {
    title: 'Find the Duplicate Number',
    time: 'O(n)',
    space: 'O(1)',
    approach: "Floyd's cycle detection over value-to-index links.",
  },
  'longest-increasing-subsequence': {
    title: 'Longest Increasing Subsequence',
    time: 'O(n log n)',
    space: 'O(n)',
    approach: 'Patience sorting: binary search into the array of smallest tails.',
  },
  'coin-change': {
    title: 'Coin Change',
    time: 'O(m * n)',
    space: 'O(m)',
    approach: 'Bottom-up dynamic programming over the amounts (n coins, amount m).',
  },
  'counting-bits': {
    title: 'Counting Bits',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'bits[i] = bits[i >> 1] + (i & 1); the n + 1 counts are the output.',
  },
  'top-k-frequent-elements': {
    title: 'Top K Frequent Elements',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'Count with a hash map, then bucket the values by frequency.',
  },
  'first-unique-character-in-a-string': {
    title: 'First Unique Character in a String',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Count the 26 letters in a fixed table, then scan again.',
  },
  'pacific-atlantic-water-flow': {
    title: 'Pacific Atlantic Water Flow',
    time: 'O(m * n)',
    space: 'O(m * n)',
    approach: 'Flood fill uphill from each ocean and intersect.',
  },
  'longest-repeating-character-replacement': {
    title: 'Longest Repeating Character Replacement',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'A sliding window with counts of the 26 letters.',
  },
  'subarray-sum-equals-k': {
    title: 'Subarray Sum Equals K',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'Prefix sums with a hash map of how often each occurred.',
  },
  'permutation-in-string': {
    title: 'Permutation in String',
    time: 'O(m + n)',
    space: 'O(1)',
    approach: 'A fixed-size window over s2 with counts of the 26 letters.',
  },
  'find-pivot-index': {
    title: 'Find Pivot Index',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'A running prefix sum against the total.',
  },
  'min-cost-climbing-stairs': {
    title: 'Min Cost Climbing Stairs',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'Dynamic programming with two rolling values.',
  },
  'daily-temperatures': {
    title: 'Daily Temperatures',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'A monotonic stack of the days still waiting for a warmer one.',
  },
  'next-greater-element-ii': {
    title: 'Next Greater Element II',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'A monotonic stack over two passes of the circular array.',
  },
  'palindromic-substrings': {
    title: 'Palindromic Substrings',
    time: 'O(n)',
    space: 'O(n)',
    approach:
      "Manacher's algorithm; expanding around each centre, the usual answer, is O(n^2) time and O(1) space.",
  },
  'longest-palindromic-subsequence': {
    title: 'Longest Palindromic Subsequence',
    time: 'O(n^2)',
    space: 'O(n)',
    approach: 'Interval dynamic programming that keeps one row.',
  },
  'number-of-provinces': {
    title: 'Number of Provinces',
    time: 'O(n^2)',
    space: 'O(n)',
    approach: 'Depth-first search or union-find over the n × n adjacency matrix.',
  },
  'redundant-connection': {
    title: 'Redundant Connection',
    time: 'O(n)',
    space: 'O(n)',
    approach: 'Union-find: the first edge whose ends are already joined is the answer.',
  },
  'max-area-of-island': {
    title: 'Max Area of Island',
    time: 'O(m * n)',
    space: 'O(m * n)',
    approach: 'Flood fill each island once, counting its cells.',
  },
  'jewels-and-stones': {
    title: 'Jewels and Stones',
    time: 'O(m + n)',
    space: 'O(1)',
    approach: 'Mark the jewels (m) in a fixed table of letters, then one pass over the stones (n).',
  },
  'rotting-oranges': {
    title: 'Rotting Oranges',
    time: 'O(m * n)',
    space: 'O(m * n)',
    approach: 'Breadth-first search from every rotten orange at once.',
  },
  'find-if-path-exists-in-graph': {
    title: 'Find if Path Exists in Graph',
    time: 'O(V + E)',
    space: 'O(V)',
    approach: 'Union-find over the edges; a search over an adjacency list is O(V + E) space.',
  },
  'longest-common-subsequence': {
    title: 'Longest Common Subsequence',
    time: 'O(m * n)',
    space: 'O(m)',
    approach: 'Dynamic programming over prefixes, keeping one row as long as the second string (m).',
  },
  'edit-distance': {
    title: 'Edit Distance',
    time: 'O(m * n)',
    space: 'O(m)',
    approach: 'Dynamic programming over prefixes, keeping one row as long as the second word (m).',
  },
  'non-overlapping-intervals': {
    title: 'Non-overlapping Intervals',
    time: 'O(n log n)',
    space: 'O(1)',
    approach: 'Sort by end in place, then greedily keep the interval that ends first.',
  },
  'meeting-rooms-ii': {
    title: 'Meeting Rooms II',
    time: 'O(n log n)',
    space: 'O(n)',
    approach: 'Sort the starts and the ends, then sweep (or a min-heap of end times).',
  },
  'middle-of-the-linked-list': {
    title: 'Middle of the Linked List',
    time: 'O(n)',
    space: 'O(1)',
    approach: 'A slow and a fast pointer.',
  },
  'fibonacci-number': {
    title: 'Fibonacci Number',
    time: 'O(log n)',
    space: 'O(1)',
    approach:
      'Fast matrix powers; the loop with two rolling values that interviews expect is O(n) time, O(1) space.',
  },
}

export function bestComplexityFor(slug: string): BestComplexity | null {
  return Object.hasOwn(BEST_COMPLEXITY, slug) ? (BEST_COMPLEXITY[slug] ?? null) : null
}

/**
 * How an analysed complexity stands against the best known one:
 * - `matches`: the same class;
 * - `slower`: the best known is contained in it and smaller (for space: it uses more);
 * - `faster`: below the best known, which means the analysis (or the code's reading of the problem) is off;
 * - `different`: neither contains the other (the sizes are named differently);
 * - `undetermined`: the analyzer could not determine it.
 */
export type Verdict = 'matches' | 'slower' | 'faster' | 'different' | 'undetermined'

export function compareWithBest(analysed: string, best: string): Verdict {
  if (analysed === UNDETERMINED) return 'undetermined'
  if (sameComplexity(analysed, best)) return 'matches'
  const ours = parseBigO(analysed)
  const reference = parseBigO(best)
  if (!ours || !reference) return 'different'
  if (within(reference, ours)) return 'slower'
  if (within(ours, reference)) return 'faster'
  return 'different'
}

export type ProblemComparison =
  | { slug: string; title: string; known: false }
  | {
      slug: string
      title: string
      known: true
      best: BestComplexity
      time: Verdict
      space: Verdict
    }

/** The comparison a report shows when the user named a problem. */
export function compareWithProblem(
  slug: string,
  analysed: { time: string; space: string },
): ProblemComparison {
  const best = bestComplexityFor(slug)
  if (!best) return { slug, title: titleFromSlug(slug), known: false }
  return {
    slug,
    title: best.title,
    known: true,
    best,
    time: compareWithBest(analysed.time, best.time),
    space: compareWithBest(analysed.space, best.space),
  }
}
