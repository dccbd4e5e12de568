import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * A member that points at the input (`data(&vec)`, `nums = &v`, Go's `Walker{nums: &v}`) shares it: an
 * iterator over a 2D vector keeps indices into the caller's rows and copies nothing.
 */
const POINTER_MEMBERS: Case[] = [
  [
    'cpp: a 2D iterator whose initialiser list takes the address of the rows',
    'cpp',
    `#include <vector>
using namespace std;

class Flattener {
    vector<vector<int>>* rows;
    size_t r = 0, c = 0;

    void skipEmpty() {
        while (r < rows->size() && c == (*rows)[r].size()) {
            ++r;
            c = 0;
        }
    }

public:
    Flattener(vector<vector<int>>& vec) : rows(&vec) {}

    int next() {
        skipEmpty();
        return (*rows)[r][c++];
    }

    bool hasNext() {
        skipEmpty();
        return r < rows->size();
    }
};
`,
    'O(n)',
    'O(1)',
  ],
  [
    'cpp: a pointer member set in the constructor body',
    'cpp',
    `#include <vector>
using namespace std;

class Walker {
    vector<int>* nums;
    int pos = 0;
public:
    Walker(vector<int>& v) { nums = &v; }
    bool hasNext() { return pos < (int)nums->size(); }
    int next() { return (*nums)[pos++]; }
};
`,
    'O(1)',
    'O(1)',
  ],
  [
    'go: a struct holding a pointer to the slice it walks',
    'go',
    `package main

type Walker struct {
	nums *[]int
	pos  int
}

func Constructor(v []int) Walker {
	return Walker{nums: &v}
}

func (w *Walker) Next() int {
	x := (*w.nums)[w.pos]
	w.pos++
	return x
}
`,
    'O(1)',
    'O(1)',
  ],
]

describe('members that point at the input', () => {
  it.each(POINTER_MEMBERS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
