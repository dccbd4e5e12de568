import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `for (i = 0; i < k && cur != null; i++) cur = cur.next` inside `while (cur != null)`: the counter caps
 * each walk, but the walk moves the enclosing loop's own pointer (or a probe the enclosing loop then takes
 * as its pointer), so all the walks together cross the list once.
 */
const COUNTED_LINK_WALKS: Case[] = [
  [
    'java: keep every other block of k nodes',
    'java',
    `class ListNode {
    int val;
    ListNode next;
    ListNode(int val) { this.val = val; }
}

class Solution {
    public ListNode dropBlocks(ListNode head, int k) {
        ListNode node = head;
        while (node != null) {
            for (int step = 1; step < k && node != null; step++) node = node.next;
            if (node == null) break;
            ListNode ahead = node.next;
            for (int step = 0; step < k && ahead != null; step++) ahead = ahead.next;
            node.next = ahead;
            node = ahead;
        }
        return head;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'typescript: count the blocks of at most k nodes',
    'typescript',
    `class ListNode {
  constructor(public val: number, public next: ListNode | null = null) {}
}

export function countBlocks(head: ListNode | null, k: number): number {
  let blocks = 0;
  let at = head;
  while (at !== null) {
    for (let taken = 0; taken < k && at !== null; taken++) {
      at = at.next;
    }
    blocks++;
  }
  return blocks;
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: skip b nodes after every a nodes, with a probe handed back',
    'cpp',
    `struct ListNode {
    int val;
    ListNode* next;
    ListNode(int v) : val(v), next(nullptr) {}
};

class Solution {
public:
    ListNode* thin(ListNode* head, int a, int b) {
        ListNode* cur = head;
        while (cur) {
            for (int i = 1; i < a && cur; ++i) cur = cur->next;
            if (!cur) break;
            ListNode* probe = cur->next;
            for (int j = 0; j < b && probe; ++j) probe = probe->next;
            cur->next = probe;
            cur = probe;
        }
        return head;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
]

describe('counted walks along the links of the enclosing walk', () => {
  it.each(COUNTED_LINK_WALKS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
