import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Lists and trees walked by shared pointers: k-groups reversed in an endless loop that breaks when fewer
 * than k nodes are left (each node is passed a constant number of times, n in all), k lists merged in
 * pairs or by halves (log k rounds of n), a sorted list turned into a tree, deletion from a BST (one path
 * down, n deep when the tree is skewed), ancestors found through a map of parent links, and an answer
 * string built one character per step. A count-by-letter map or a heap of its entries holds up to n keys,
 * as the tuned corpus counts a Counter, so heaps over them cost log n per operation.
 */
const LINKED_STRUCTURES: Case[] = [
  [
    'python: reverse nodes in k-group with while True and a break',
    'python',
    `class Solution:
    def reverseKGroup(self, head, k):
        dummy = ListNode(0, head)
        group_prev = dummy
        while True:
            kth = group_prev
            count = 0
            while kth and count < k:
                kth = kth.next
                count += 1
            if not kth:
                break
            group_next = kth.next
            prev, cur = group_next, group_prev.next
            while cur != group_next:
                nxt = cur.next
                cur.next = prev
                prev = cur
                cur = nxt
            first = group_prev.next
            group_prev.next = kth
            group_prev = first
        return dummy.next
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: reverse nodes in k-group with for (;;) and a counted probe',
    'java',
    `class Solution {
    public ListNode reverseKGroup(ListNode head, int k) {
        ListNode dummy = new ListNode(0);
        dummy.next = head;
        ListNode groupPrev = dummy;
        for (;;) {
            ListNode kth = groupPrev;
            int count = 0;
            while (kth != null && count < k) {
                kth = kth.next;
                count++;
            }
            if (kth == null) break;
            ListNode groupNext = kth.next;
            ListNode prev = groupNext, cur = groupPrev.next;
            while (cur != groupNext) {
                ListNode nxt = cur.next;
                cur.next = prev;
                prev = cur;
                cur = nxt;
            }
            ListNode first = groupPrev.next;
            groupPrev.next = kth;
            groupPrev = first;
        }
        return dummy.next;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'go: reverse nodes in k-group with a bare for loop',
    'go',
    `func reverseKGroup(head *ListNode, k int) *ListNode {
	dummy := &ListNode{Next: head}
	groupPrev := dummy
	for {
		kth := groupPrev
		for i := 0; i < k && kth != nil; i++ {
			kth = kth.Next
		}
		if kth == nil {
			break
		}
		groupNext := kth.Next
		prev, cur := groupNext, groupPrev.Next
		for cur != groupNext {
			nxt := cur.Next
			cur.Next = prev
			prev = cur
			cur = nxt
		}
		first := groupPrev.Next
		groupPrev.Next = kth
		groupPrev = first
	}
	return dummy.Next
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'java: reverse nodes in k-group with for (;;) breaking on a short count',
    'java',
    `class Solution {
    public ListNode reverseKGroup(ListNode head, int k) {
        ListNode dummy = new ListNode(0, head);
        ListNode groupPrev = dummy;
        for (;;) {
            ListNode probe = groupPrev.next;
            int count = 0;
            while (probe != null && count < k) {
                probe = probe.next;
                count++;
            }
            if (count < k) break;
            ListNode tail = groupPrev.next;
            ListNode prev = probe, cur = tail;
            for (int i = 0; i < k; i++) {
                ListNode next = cur.next;
                cur.next = prev;
                prev = cur;
                cur = next;
            }
            groupPrev.next = prev;
            groupPrev = tail;
        }
        return dummy.next;
    }
}
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: reverse nodes in k-group with while (true) breaking on a short count',
    'cpp',
    `class Solution {
public:
    ListNode* reverseKGroup(ListNode* head, int k) {
        ListNode dummy(0, head);
        ListNode* groupPrev = &dummy;
        while (true) {
            ListNode* probe = groupPrev->next;
            int count = 0;
            while (probe && count < k) {
                probe = probe->next;
                ++count;
            }
            if (count < k) break;
            ListNode* tail = groupPrev->next;
            ListNode* prev = probe;
            ListNode* cur = tail;
            for (int i = 0; i < k; ++i) {
                ListNode* next = cur->next;
                cur->next = prev;
                prev = cur;
                cur = next;
            }
            groupPrev->next = prev;
            groupPrev = tail;
        }
        return dummy.next;
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: reverse nodes in k-group with while True breaking on a short count',
    'python',
    `class Solution:
    def reverseKGroup(self, head, k):
        dummy = ListNode(0, head)
        group_prev = dummy
        while True:
            probe = group_prev.next
            count = 0
            while probe and count < k:
                probe = probe.next
                count += 1
            if count < k:
                break
            tail = group_prev.next
            prev, cur = probe, tail
            for _ in range(k):
                cur.next, prev, cur = prev, cur, cur.next
            group_prev.next = prev
            group_prev = tail
        return dummy.next
`,
    'O(n)',
    'O(1)',
  ],
  [
    'python: merge k sorted lists in pairs with a doubling interval',
    'python',
    `class Solution:
    def mergeKLists(self, lists):
        if not lists:
            return None
        interval = 1
        while interval < len(lists):
            for i in range(0, len(lists) - interval, interval * 2):
                lists[i] = self.merge(lists[i], lists[i + interval])
            interval *= 2
        return lists[0]

    def merge(self, a, b):
        dummy = tail = ListNode(0)
        while a and b:
            if a.val < b.val:
                tail.next, a = a, a.next
            else:
                tail.next, b = b, b.next
            tail = tail.next
        tail.next = a or b
        return dummy.next
`,
    'O(n log k)',
    'O(1)',
  ],
  [
    'java: merge k sorted lists in pairs with a doubling interval',
    'java',
    `class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        if (lists.length == 0) return null;
        int interval = 1;
        while (interval < lists.length) {
            for (int i = 0; i + interval < lists.length; i += interval * 2) {
                lists[i] = mergeTwo(lists[i], lists[i + interval]);
            }
            interval *= 2;
        }
        return lists[0];
    }

    private ListNode mergeTwo(ListNode a, ListNode b) {
        ListNode dummy = new ListNode(0);
        ListNode tail = dummy;
        while (a != null && b != null) {
            if (a.val < b.val) { tail.next = a; a = a.next; }
            else { tail.next = b; b = b.next; }
            tail = tail.next;
        }
        tail.next = (a != null) ? a : b;
        return dummy.next;
    }
}
`,
    'O(n log k)',
    'O(1)',
  ],
  [
    'cpp: merge k sorted lists in pairs with a doubling interval',
    'cpp',
    `class Solution {
public:
    ListNode* mergeKLists(vector<ListNode*>& lists) {
        int k = lists.size();
        if (k == 0) return nullptr;
        for (int step = 1; step < k; step *= 2) {
            for (int i = 0; i + step < k; i += 2 * step) {
                lists[i] = mergeTwo(lists[i], lists[i + step]);
            }
        }
        return lists[0];
    }

private:
    ListNode* mergeTwo(ListNode* a, ListNode* b) {
        ListNode dummy(0);
        ListNode* tail = &dummy;
        while (a && b) {
            if (a->val < b->val) { tail->next = a; a = a->next; }
            else { tail->next = b; b = b->next; }
            tail = tail->next;
        }
        tail->next = a ? a : b;
        return dummy.next;
    }
};
`,
    'O(n log k)',
    'O(1)',
  ],
  [
    'python: merge k sorted lists by recursive halves',
    'python',
    `class Solution:
    def mergeKLists(self, lists):
        if not lists:
            return None
        return self.divide(lists, 0, len(lists) - 1)

    def divide(self, lists, lo, hi):
        if lo == hi:
            return lists[lo]
        mid = (lo + hi) // 2
        left = self.divide(lists, lo, mid)
        right = self.divide(lists, mid + 1, hi)
        return self.merge(left, right)

    def merge(self, a, b):
        dummy = tail = ListNode(0)
        while a and b:
            if a.val <= b.val:
                tail.next = a
                a = a.next
            else:
                tail.next = b
                b = b.next
            tail = tail.next
        tail.next = a if a else b
        return dummy.next
`,
    'O(n log k)',
    'O(log k)',
  ],
  [
    'java: merge k sorted lists by recursive halves',
    'java',
    `class Solution {
    public ListNode mergeKLists(ListNode[] lists) {
        if (lists == null || lists.length == 0) return null;
        return mergeRange(lists, 0, lists.length - 1);
    }

    private ListNode mergeRange(ListNode[] lists, int lo, int hi) {
        if (lo == hi) return lists[lo];
        int mid = lo + (hi - lo) / 2;
        ListNode left = mergeRange(lists, lo, mid);
        ListNode right = mergeRange(lists, mid + 1, hi);
        return merge(left, right);
    }

    private ListNode merge(ListNode a, ListNode b) {
        ListNode dummy = new ListNode(0), tail = dummy;
        while (a != null && b != null) {
            if (a.val <= b.val) { tail.next = a; a = a.next; }
            else { tail.next = b; b = b.next; }
            tail = tail.next;
        }
        tail.next = a != null ? a : b;
        return dummy.next;
    }
}
`,
    'O(n log k)',
    'O(log k)',
  ],
  [
    'javascript: merge k sorted lists by recursive halves',
    'javascript',
    `var mergeKLists = function (lists) {
  if (lists.length === 0) return null;
  const mergeTwo = (a, b) => {
    const dummy = new ListNode(0);
    let tail = dummy;
    while (a && b) {
      if (a.val <= b.val) { tail.next = a; a = a.next; }
      else { tail.next = b; b = b.next; }
      tail = tail.next;
    }
    tail.next = a || b;
    return dummy.next;
  };
  const divide = (lo, hi) => {
    if (lo === hi) return lists[lo];
    const mid = Math.floor((lo + hi) / 2);
    return mergeTwo(divide(lo, mid), divide(mid + 1, hi));
  };
  return divide(0, lists.length - 1);
};
`,
    'O(n log k)',
    'O(log k)',
  ],
  [
    'python: merge k sorted lists by folding each into one accumulator',
    'python',
    `class Solution:
    def mergeKLists(self, lists):
        if not lists:
            return None
        merged = lists[0]
        for i in range(1, len(lists)):
            merged = self.merge(merged, lists[i])
        return merged

    def merge(self, a, b):
        dummy = tail = ListNode(0)
        while a and b:
            if a.val < b.val:
                tail.next, a = a, a.next
            else:
                tail.next, b = b, b.next
            tail = tail.next
        tail.next = a or b
        return dummy.next
`,
    'O(n * k)',
    'O(1)',
  ],
  [
    'python: sorted list to BST cutting the list at its middle',
    'python',
    `class Solution:
    def sortedListToBST(self, head):
        if not head:
            return None
        if not head.next:
            return TreeNode(head.val)
        prev, slow, fast = None, head, head
        while fast and fast.next:
            prev = slow
            slow = slow.next
            fast = fast.next.next
        prev.next = None
        root = TreeNode(slow.val)
        root.left = self.sortedListToBST(head)
        root.right = self.sortedListToBST(slow.next)
        return root
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: sorted list to BST cutting the list at its middle',
    'java',
    `class Solution {
    public TreeNode sortedListToBST(ListNode head) {
        if (head == null) return null;
        if (head.next == null) return new TreeNode(head.val);
        ListNode prev = null, slow = head, fast = head;
        while (fast != null && fast.next != null) {
            prev = slow;
            slow = slow.next;
            fast = fast.next.next;
        }
        prev.next = null;
        TreeNode root = new TreeNode(slow.val);
        root.left = sortedListToBST(head);
        root.right = sortedListToBST(slow.next);
        return root;
    }
}
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'javascript: sorted list to BST cutting the list at its middle',
    'javascript',
    `var sortedListToBST = function (head) {
  if (!head) return null;
  if (!head.next) return new TreeNode(head.val);
  let prev = null;
  let slow = head;
  let fast = head;
  while (fast && fast.next) {
    prev = slow;
    slow = slow.next;
    fast = fast.next.next;
  }
  prev.next = null;
  const root = new TreeNode(slow.val);
  root.left = sortedListToBST(head);
  root.right = sortedListToBST(slow.next);
  return root;
};
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: sorted list to BST through an array of the values',
    'java',
    `class Solution {
    public TreeNode sortedListToBST(ListNode head) {
        List<Integer> values = new ArrayList<>();
        for (ListNode cur = head; cur != null; cur = cur.next) values.add(cur.val);
        return build(values, 0, values.size() - 1);
    }

    private TreeNode build(List<Integer> values, int lo, int hi) {
        if (lo > hi) return null;
        int mid = lo + (hi - lo) / 2;
        TreeNode node = new TreeNode(values.get(mid));
        node.left = build(values, lo, mid - 1);
        node.right = build(values, mid + 1, hi);
        return node;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: sorted list to BST built in order from a shared list pointer',
    'cpp',
    `class Solution {
    ListNode* cur;

    TreeNode* build(int lo, int hi) {
        if (lo > hi) return nullptr;
        int mid = lo + (hi - lo) / 2;
        TreeNode* left = build(lo, mid - 1);
        TreeNode* node = new TreeNode(cur->val);
        cur = cur->next;
        node->left = left;
        node->right = build(mid + 1, hi);
        return node;
    }

public:
    TreeNode* sortedListToBST(ListNode* head) {
        int n = 0;
        for (ListNode* p = head; p; p = p->next) n++;
        cur = head;
        return build(0, n - 1);
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: delete a node from a BST with its in-order successor',
    'python',
    `class Solution:
    def deleteNode(self, root, key):
        if not root:
            return None
        if key < root.val:
            root.left = self.deleteNode(root.left, key)
        elif key > root.val:
            root.right = self.deleteNode(root.right, key)
        else:
            if not root.left:
                return root.right
            if not root.right:
                return root.left
            succ = root.right
            while succ.left:
                succ = succ.left
            root.val = succ.val
            root.right = self.deleteNode(root.right, succ.val)
        return root
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: delete a node from a BST with its in-order successor',
    'java',
    `class Solution {
    public TreeNode deleteNode(TreeNode root, int key) {
        if (root == null) return null;
        if (key < root.val) {
            root.left = deleteNode(root.left, key);
        } else if (key > root.val) {
            root.right = deleteNode(root.right, key);
        } else {
            if (root.left == null) return root.right;
            if (root.right == null) return root.left;
            TreeNode min = root.right;
            while (min.left != null) min = min.left;
            root.val = min.val;
            root.right = deleteNode(root.right, min.val);
        }
        return root;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: delete a node from a BST with early returns',
    'cpp',
    `class Solution {
public:
    TreeNode* deleteNode(TreeNode* root, int key) {
        if (!root) return nullptr;
        if (key < root->val) {
            root->left = deleteNode(root->left, key);
            return root;
        }
        if (key > root->val) {
            root->right = deleteNode(root->right, key);
            return root;
        }
        if (!root->left) return root->right;
        if (!root->right) return root->left;
        TreeNode* succ = root->right;
        while (succ->left) succ = succ->left;
        root->val = succ->val;
        root->right = deleteNode(root->right, succ->val);
        return root;
    }
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: lowest common ancestor through a dict of parent links',
    'python',
    `class Solution:
    def lowestCommonAncestor(self, root, p, q):
        parent = {root: None}
        stack = [root]
        while p not in parent or q not in parent:
            node = stack.pop()
            if node.left:
                parent[node.left] = node
                stack.append(node.left)
            if node.right:
                parent[node.right] = node
                stack.append(node.right)
        ancestors = set()
        while p:
            ancestors.add(p)
            p = parent[p]
        while q not in ancestors:
            q = parent[q]
        return q
`,
    'O(n)',
    'O(n)',
  ],
  [
    'java: lowest common ancestor through a HashMap of parent links',
    'java',
    `class Solution {
    public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {
        Map<TreeNode, TreeNode> parent = new HashMap<>();
        Deque<TreeNode> stack = new ArrayDeque<>();
        parent.put(root, null);
        stack.push(root);
        while (!parent.containsKey(p) || !parent.containsKey(q)) {
            TreeNode node = stack.pop();
            if (node.left != null) {
                parent.put(node.left, node);
                stack.push(node.left);
            }
            if (node.right != null) {
                parent.put(node.right, node);
                stack.push(node.right);
            }
        }
        Set<TreeNode> ancestors = new HashSet<>();
        while (p != null) {
            ancestors.add(p);
            p = parent.get(p);
        }
        while (!ancestors.contains(q)) q = parent.get(q);
        return q;
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: lowest common ancestor through a Map of parent links',
    'javascript',
    `var lowestCommonAncestor = function (root, p, q) {
  const parent = new Map([[root, null]]);
  const stack = [root];
  while (!parent.has(p) || !parent.has(q)) {
    const node = stack.pop();
    if (node.left) {
      parent.set(node.left, node);
      stack.push(node.left);
    }
    if (node.right) {
      parent.set(node.right, node);
      stack.push(node.right);
    }
  }
  const ancestors = new Set();
  while (p) {
    ancestors.add(p);
    p = parent.get(p);
  }
  while (!ancestors.has(q)) q = parent.get(q);
  return q;
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: reorganize string with a heap and a list of characters',
    'python',
    `import heapq
from collections import Counter

class Solution:
    def reorganizeString(self, s: str) -> str:
        heap = [(-cnt, ch) for ch, cnt in Counter(s).items()]
        heapq.heapify(heap)
        res = []
        prev = None
        while heap or prev:
            if prev and not heap:
                return ""
            cnt, ch = heapq.heappop(heap)
            res.append(ch)
            cnt += 1
            if prev:
                heapq.heappush(heap, prev)
                prev = None
            if cnt != 0:
                prev = (cnt, ch)
        return "".join(res)
`,
    'O(n log n)',
    'O(n)',
  ],
  [
    'java: reorganize string with a 26-entry count, a heap and a StringBuilder',
    'java',
    `class Solution {
    public String reorganizeString(String s) {
        int[] count = new int[26];
        for (char c : s.toCharArray()) count[c - 'a']++;
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> b[1] - a[1]);
        for (int i = 0; i < 26; i++) if (count[i] > 0) pq.offer(new int[] {i, count[i]});
        StringBuilder sb = new StringBuilder();
        while (pq.size() >= 2) {
            int[] first = pq.poll();
            int[] second = pq.poll();
            sb.append((char) ('a' + first[0]));
            sb.append((char) ('a' + second[0]));
            if (--first[1] > 0) pq.offer(first);
            if (--second[1] > 0) pq.offer(second);
        }
        if (!pq.isEmpty()) {
            int[] last = pq.poll();
            if (last[1] > 1) return "";
            sb.append((char) ('a' + last[0]));
        }
        return sb.toString();
    }
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'cpp: reorganize string with a priority_queue and string +=',
    'cpp',
    `class Solution {
public:
    string reorganizeString(string s) {
        unordered_map<char, int> freq;
        for (char c : s) freq[c]++;
        priority_queue<pair<int, char>> pq;
        for (auto& [c, f] : freq) pq.push({f, c});
        string result;
        while (pq.size() > 1) {
            auto [f1, c1] = pq.top(); pq.pop();
            auto [f2, c2] = pq.top(); pq.pop();
            result += c1;
            result += c2;
            if (--f1 > 0) pq.push({f1, c1});
            if (--f2 > 0) pq.push({f2, c2});
        }
        if (!pq.empty()) {
            if (pq.top().first > 1) return "";
            result += pq.top().second;
        }
        return result;
    }
};
`,
    'O(n log n)',
    'O(n)',
  ],
]

describe('linked structures walked by shared pointers', () => {
  it.each(LINKED_STRUCTURES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
