import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Java's `Stream.of(arr)` given one array streams its elements, as `Arrays.stream(arr)` does: a pipeline
 * over it (`collect(groupingBy(...))`, `collect(toMap(...))`) costs one pass, and `forEach` over it runs once
 * per element.
 */
const CASES: Case[] = [
  [
    'java: kth distinct string, Stream.of(arr) grouped into counts',
    'java',
    `import java.util.*;
import java.util.stream.*;

class Solution {
    public String kthDistinct(String[] arr, int k) {
        Map<String, Long> tally = Stream.of(arr)
                .collect(Collectors.groupingBy(s -> s, LinkedHashMap::new, Collectors.counting()));
        List<String> unique = tally.entrySet().stream()
                .filter(e -> e.getValue() == 1)
                .map(Map.Entry::getKey)
                .collect(Collectors.toList());
        return k <= unique.size() ? unique.get(k - 1) : "";
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: kth distinct string, Stream.of(arr) collected with toMap',
    'java',
    `import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

class Solution {
    public String kthDistinct(String[] arr, int k) {
        Map<String, Integer> tally = Stream.of(arr)
                .collect(Collectors.toMap(s -> s, s -> 1, Integer::sum, LinkedHashMap::new));
        List<String> unique = tally.entrySet().stream()
                .filter(entry -> entry.getValue() == 1)
                .map(Map.Entry::getKey)
                .collect(Collectors.toList());
        return k <= unique.size() ? unique.get(k - 1) : "";
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: lengths summed by Stream.of(words).forEach',
    'java',
    `import java.util.stream.Stream;

class Solution {
    public int totalLength(String[] words) {
        int[] total = {0};
        Stream.of(words).forEach(w -> total[0] += w.length());
        return total[0];
    }
}
`,
    'O(n)',
    'O(1)',
  ],
]

describe('streams of one array', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
