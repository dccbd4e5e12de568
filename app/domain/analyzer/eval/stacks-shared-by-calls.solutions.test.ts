import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Tarjan's strongly connected components: every call pushes its own node onto a stack the calls share
 * (a field, a closure's list), and a call that closes a component pops back to its node. Each node is
 * popped once over the whole recursion, so the pops are counted with the pushes: O(V + E), not O(V²).
 */
const CASES: Case[] = [
  [
    'python: a closure stack popped back to u',
    'python',
    `class Solution:
    def countComponents(self, n, adj):
        index = [-1] * n
        low = [0] * n
        on_stack = [False] * n
        stack = []
        counter = 0
        components = 0

        def connect(u):
            nonlocal counter, components
            index[u] = low[u] = counter
            counter += 1
            stack.append(u)
            on_stack[u] = True
            for v in adj[u]:
                if index[v] == -1:
                    connect(v)
                    low[u] = min(low[u], low[v])
                elif on_stack[v]:
                    low[u] = min(low[u], index[v])
            if low[u] == index[u]:
                while True:
                    w = stack.pop()
                    on_stack[w] = False
                    if w == u:
                        break
                components += 1

        for u in range(n):
            if index[u] == -1:
                connect(u)
        return components
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'java: a Deque field popped in a do-while',
    'java',
    `import java.util.*;

class Solution {
    private int[] disc, low;
    private boolean[] onStack;
    private final Deque<Integer> stack = new ArrayDeque<>();
    private int time = 0, groups = 0;
    private List<List<Integer>> graph;

    public int stronglyConnected(int n, List<List<Integer>> graph) {
        this.graph = graph;
        disc = new int[n];
        low = new int[n];
        onStack = new boolean[n];
        Arrays.fill(disc, -1);
        for (int u = 0; u < n; u++) if (disc[u] == -1) visit(u);
        return groups;
    }

    private void visit(int u) {
        disc[u] = low[u] = time++;
        stack.push(u);
        onStack[u] = true;
        for (int v : graph.get(u)) {
            if (disc[v] == -1) {
                visit(v);
                low[u] = Math.min(low[u], low[v]);
            } else if (onStack[v]) {
                low[u] = Math.min(low[u], disc[v]);
            }
        }
        if (low[u] == disc[u]) {
            int w;
            do {
                w = stack.pop();
                onStack[w] = false;
            } while (w != u);
            groups++;
        }
    }
}
`,
    'O(V + E)',
    'O(V)',
  ],
  [
    'cpp: a stack member popped in while (true) with a break',
    'cpp',
    `#include <algorithm>
#include <stack>
#include <vector>
using namespace std;

class Solution {
    vector<int> disc, low;
    vector<bool> onStack;
    stack<int> st;
    int timer = 0, groups = 0;

    void dfs(int u, const vector<vector<int>>& graph) {
        disc[u] = low[u] = timer++;
        st.push(u);
        onStack[u] = true;
        for (int v : graph[u]) {
            if (disc[v] == -1) {
                dfs(v, graph);
                low[u] = min(low[u], low[v]);
            } else if (onStack[v]) {
                low[u] = min(low[u], disc[v]);
            }
        }
        if (low[u] == disc[u]) {
            while (true) {
                int w = st.top();
                st.pop();
                onStack[w] = false;
                if (w == u) break;
            }
            groups++;
        }
    }

public:
    int countGroups(vector<vector<int>>& graph) {
        int n = graph.size();
        disc.assign(n, -1);
        low.assign(n, 0);
        onStack.assign(n, false);
        for (int u = 0; u < n; u++)
            if (disc[u] == -1) dfs(u, graph);
        return groups;
    }
};
`,
    'O(V + E)',
    'O(V)',
  ],
]

describe('a stack the calls of a recursion push and pop', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
