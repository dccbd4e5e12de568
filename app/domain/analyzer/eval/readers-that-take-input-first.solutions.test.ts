import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A reader that moves a cursor shared by all its calls (`self.pos += 2`, `tokens[pos++]`) before it calls
 * itself: every call takes input, so the calls are no more than the input's entries, whatever loop makes
 * them (`for _ in range(count): children.append(read())`, the count itself read from the input).
 */
const READERS_THAT_TAKE_INPUT_FIRST: Case[] = [
  [
    'python: an N-ary tree read from value,count tokens, the cursor a field',
    'python',
    `from typing import List
class Node:
    def __init__(self, val, children=None):
        self.val = val
        self.children = children or []

class Codec:
    def deserialize(self, data: str) -> 'Node':
        if not data:
            return None
        tokens = data.split(',')
        self.pos = 0
        def read():
            val = int(tokens[self.pos])
            count = int(tokens[self.pos + 1])
            self.pos += 2
            node = Node(val, [])
            for _ in range(count):
                node.children.append(read())
            return node
        return read()
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: the same reader, the cursor a field stepped by ++',
    'java',
    `import java.util.*;
class Node { int val; List<Node> children = new ArrayList<>(); Node(int v) { val = v; } }
class Codec {
    private int pos;
    public Node deserialize(String data) {
        if (data.isEmpty()) return null;
        String[] tokens = data.split(",");
        pos = 0;
        return read(tokens);
    }
    private Node read(String[] tokens) {
        Node node = new Node(Integer.parseInt(tokens[pos++]));
        int count = Integer.parseInt(tokens[pos++]);
        for (int i = 0; i < count; i++) node.children.add(read(tokens));
        return node;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: the same reader, the cursor a closure variable',
    'javascript',
    `function parse(tokens) {
  let i = 0;
  function read() {
    const val = Number(tokens[i++]);
    const count = Number(tokens[i++]);
    const node = { val, children: [] };
    for (let k = 0; k < count; k++) node.children.push(read());
    return node;
  }
  return read();
}
`,
    'O(n)',
    'O(n)',
  ],
]

describe('readers that take input before they recurse', () => {
  it.each(READERS_THAT_TAKE_INPUT_FIRST)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
