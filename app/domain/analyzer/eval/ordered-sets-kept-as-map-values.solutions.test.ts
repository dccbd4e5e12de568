import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A map whose values are ordered sets (Java's `computeIfAbsent(team, ...)` of a `TreeSet`, C++'s
 * `byTeam[team].insert(...)` on a `set`, Python's `defaultdict(SortedList)`): one set may come to hold every
 * entry, so each insert costs log n. The control keeps plain lists as the values, whose appends are O(1).
 */
const CASES: Case[] = [
  [
    'java: computeIfAbsent of a TreeSet per team, filled in the constructor',
    'java',
    `import java.util.*;

class Leaderboard {
    // team -> its players' scores, best first
    private final Map<String, TreeSet<int[]>> byTeam = new HashMap<>();

    public Leaderboard(String[] teams, int[] ids, int[] scores) {
        for (int i = 0; i < teams.length; i++) {
            byTeam.computeIfAbsent(teams[i], t -> new TreeSet<>((a, b) -> a[0] != b[0] ? b[0] - a[0] : a[1] - b[1]))
                .add(new int[] {scores[i], ids[i]});
        }
    }

    public int best(String team) {
        return byTeam.get(team).first()[1];
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    "cpp: one std::set per team, filled through the map's index",
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Leaderboard {
    unordered_map<string, set<pair<int, int>>> byTeam;

public:
    Leaderboard(vector<string>& teams, vector<int>& ids, vector<int>& scores) {
        for (int i = 0; i < (int)teams.size(); i++) byTeam[teams[i]].insert({-scores[i], ids[i]});
    }

    int best(string team) { return byTeam[team].begin()->second; }
};
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'python: defaultdict(SortedList) filled from zipped inputs',
    'python',
    `from collections import defaultdict
from sortedcontainers import SortedList


class Leaderboard:
    def __init__(self, teams, ids, scores):
        self.by_team = defaultdict(SortedList)
        for team, pid, score in zip(teams, ids, scores):
            self.by_team[team].add((-score, pid))

    def best(self, team):
        return self.by_team[team][0][1]
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    "cpp control: vectors as the map's values, appended to",
    'cpp',
    `#include <bits/stdc++.h>
using namespace std;

class Leaderboard {
    unordered_map<string, vector<pair<int, int>>> byTeam;

public:
    Leaderboard(vector<string>& teams, vector<int>& ids, vector<int>& scores) {
        for (int i = 0; i < (int)teams.size(); i++) byTeam[teams[i]].push_back({-scores[i], ids[i]});
    }

    int best(string team) { return byTeam[team].front().second; }
};
`,
    'O(n)',
    'O(n)',
  ],
]

describe('ordered sets kept as map values', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
