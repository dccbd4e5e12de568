/**
 * How hard each LeetCode topic tag is to handle in an interview, from 1 (needs only the language) to 5 (a
 * specialised technique few candidates know cold). The difficulty label (docs/product.md#difficulty-label)
 * averages these.
 *
 * Three values are fixed by the label rule (docs/product.md#difficulty-label): Array 1, Dynamic Programming
 * 5, Segment Tree 5. The rest follow one rule per tier, so any single weight can be argued from its tier's
 * rule rather than from taste:
 *   1  basics: the problem is solved by reading it carefully and writing plain loops;
 *   2  the standard toolkit every candidate is expected to know (hash maps, sorting, stacks, pointers);
 *   3  the core algorithms of a typical interview loop (graph search, binary search, greedy, heaps);
 *   4  advanced techniques that need a known idea on top of the core (weighted shortest paths, bitmask
 *      states, combinatorics, rolling hashes);
 *   5  specialised algorithms and structures, and dynamic programming with its variants.
 *
 * Names are spelled exactly as LeetCode spells them, including its en dashes ('Knuth–Morris–Pratt
 * Algorithm'). LeetCode renamed a few tags in 2025 ('Graph' → 'Graph Theory', 'Union Find' →
 * 'Union-Find', 'Line Sweep' → 'Sweep Line'); both spellings are kept so older data keeps its weights.
 */
export type TopicWeight = 1 | 2 | 3 | 4 | 5

/** Weight for a topic this table does not know: the middle of the scale, so it neither flatters nor scares. */
export const DEFAULT_TOPIC_WEIGHT: TopicWeight = 3

export const TOPIC_WEIGHTS: Readonly<Record<string, TopicWeight>> = {
  // 1 — basics
  Array: 1,
  String: 1,
  Simulation: 1,
  'Brute-Force Search': 1,
  'Bubble Sort': 1,
  Shell: 1,

  // 2 — the standard toolkit
  'Hash Table': 2,
  Math: 2,
  Sorting: 2,
  Sort: 2,
  Counting: 2,
  Enumeration: 2,
  Matrix: 2,
  'Two Pointers': 2,
  'Prefix Sum': 2,
  Stack: 2,
  Queue: 2,
  'Linked List': 2,
  Recursion: 2,
  'Bit Manipulation': 2,
  Tree: 2,
  'Binary Tree': 2,
  Database: 2,
  Iterator: 2,
  Brainteaser: 2,
  'Bracket Sequences': 2,
  'Counting Sort': 2,
  Quicksort: 2,
  Timsort: 2,
  'Greatest Common Divisor': 2,
  'Euclidean Algorithm': 2,
  'Least Common Multiple': 2,
  'Primality Test': 2,
  'Boyer–Moore Majority Vote Algorithm': 2,

  // 3 — the core algorithms of an interview loop
  'Binary Search': 3,
  'Depth-First Search': 3,
  'Breadth-First Search': 3,
  Greedy: 3,
  'Sliding Window': 3,
  'Heap (Priority Queue)': 3,
  Backtracking: 3,
  'Binary Search Tree': 3,
  Design: 3,
  Graph: 3,
  'Graph Theory': 3,
  'Union-Find': 3,
  Trie: 3,
  'Monotonic Stack': 3,
  'Ordered Set': 3,
  'Divide and Conquer': 3,
  'Topological Sort': 3,
  'Directed Acyclic Graph': 3,
  'Bipartite Graph': 3,
  'Lowest Common Ancestor': 3,
  'Hash Function': 3,
  'Doubly-Linked List': 3,
  'Data Stream': 3,
  Interactive: 3,
  Concurrency: 3,
  Randomized: 3,
  'Reservoir Sampling': 3,
  'Rejection Sampling': 3,
  'Merge Sort': 3,
  'Bucket Sort': 3,
  'Radix Sort': 3,
  'Tournament Sort': 3,
  Quickselect: 3,
  "Floyd's Cycle Finding Algorithm": 3,
  'Number Theory': 3,
  'Prime Factorization': 3,
  'Sieve Theory': 3,
  'Prime Number Sieve': 3,
  'Pigeonhole Principle': 3,
  "Newton's Method": 3,
  'Nim Game': 3,
  Geometry: 3,

  // 4 — advanced techniques built on the core
  Memoization: 4,
  Bitmask: 4,
  Combinatorics: 4,
  'Inclusion-Exclusion Principle': 4,
  'Probability and Statistics': 4,
  'Linear Algebra': 4,
  "Fermat's Little Theorem": 4,
  "Euler's Totient Function": 4,
  "Euler's Theorem": 4,
  "Bézout's Lemma": 4,
  'Extended Euclidean Algorithm': 4,
  'Shortest Path': 4,
  "Dijkstra's Algorithm": 4,
  'Bellman–Ford Algorithm': 4,
  'Floyd–Warshall Algorithm': 4,
  '0-1 BFS': 4,
  'Bidirectional Search': 4,
  'Heuristic Search': 4,
  'A* Search': 4,
  'Minimum Spanning Tree': 4,
  "Prim's Algorithm": 4,
  "Kruskal's Algorithm": 4,
  "Borůvka's Algorithm": 4,
  'Graph Coloring': 4,
  'Monotonic Queue': 4,
  'Line Sweep': 4,
  'Sweep Line': 4,
  'Ternary Search': 4,
  'Range Minimum/Maximum Query': 4,
  'String Matching': 4,
  'Rolling Hash': 4,
  'Game Theory': 4,
  Minimax: 4,
  'Zero-Sum Game': 4,
  Polygons: 4,

  // 5 — dynamic programming and its variants
  'Dynamic Programming': 5,
  'DP on Trees': 5,
  'Knapsack Problem': 5,
  '0-1 Knapsack': 5,
  'Complete Knapsack': 5,
  'Multiple Knapsack': 5,
  'Mixed Knapsack': 5,
  'Longest Increasing Subsequence': 5,
  'Longest Common Subsequence': 5,

  // 5 — range-query and balanced-tree structures
  'Segment Tree': 5,
  'Binary Indexed Tree': 5,
  'Sparse Table': 5,
  'Sqrt Decomposition': 5,
  'Binary Lifting': 5,
  Treap: 5,
  'Splay Tree': 5,
  'Cartesian Tree': 5,
  'K-D Tree': 5,
  'Li Chao Tree': 5,
  'Persistent Data Structure': 5,

  // 5 — string algorithms
  'Suffix Array': 5,
  'Suffix Tree': 5,
  'Suffix Automaton': 5,
  'Palindromic Tree': 5,
  'Z Algorithm': 5,
  'Knuth–Morris–Pratt Algorithm': 5,
  'Boyer–Moore String-Search Algorithm': 5,
  'Aho–Corasick Algorithm': 5,
  Manacher: 5,
  'Lyndon Factorization': 5,
  'Lexicographically Minimal String Rotation': 5,

  // 5 — graph theory beyond search and shortest paths
  'Strongly Connected Component': 5,
  "Kosaraju's Algorithm": 5,
  "Tarjan's SCC Algorithm": 5,
  'Biconnected Component': 5,
  'Articulation Point': 5,
  'Bridge (Graph)': 5,
  'Eulerian Circuit': 5,
  'Eulerian Path': 5,
  'Eulerian Graph': 5,
  'Semi-Eulerian Graph': 5,
  'Hamiltonian Path': 5,
  'Planar Graph': 5,
  'K Shortest Path': 5,
  'Flow Network': 5,
  'Maximum Flow': 5,
  'Minimum Cut': 5,
  'Minimum-Cost Flow': 5,
  'Successive Shortest Path Algorithm': 5,
  'Edmonds–Karp Algorithm': 5,
  "Dinic's Algorithm": 5,
  'MPM Algorithm': 5,
  'Push-Relabel Algorithm': 5,
  'Matching (Graph)': 5,
  'Maximum Matching': 5,
  'Perfect Matching': 5,
  'Hungarian Algorithm': 5,

  // 5 — search, game and geometry specialities
  'Meet in the Middle': 5,
  'Algorithm X': 5,
  'Dancing Links': 5,
  'Impartial Game': 5,
  'Sprague–Grundy Theorem': 5,
  'Convex Hull': 5,
  Triangulation: 5,
  'Nearest Pair of Points': 5,
  'Minimum Enclosing Circle': 5,
}

/**
 * The lookup key of a topic: accents dropped, apostrophes removed, every other run of punctuation or
 * spacing turned into one hyphen. It makes 'Union Find' and 'Union-Find' the same topic and lets
 * LeetCode's tag slugs ('heap-priority-queue', 'dynamic-programming') find their names.
 */
export function topicKey(topic: string): string {
  return topic
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

const weightsByKey: ReadonlyMap<string, TopicWeight> = new Map(
  Object.entries(TOPIC_WEIGHTS).map(([name, weight]) => [topicKey(name), weight]),
)

/** The weight of a topic given by name or tag slug, or undefined when the table does not rate it. */
export function topicWeight(topic: string): TopicWeight | undefined {
  return weightsByKey.get(topicKey(topic))
}
