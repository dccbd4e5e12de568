import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * `out = walk(node.Left, out); out = append(out, node.Val); return walk(node.Right, out)`: a Go walk that
 * threads one slice through its calls returns a slice as long as the tree has nodes, which a loop over
 * the result then walks.
 */
const THREADED_LISTS: Case[] = [
  [
    'go: two sum in a BST over the inorder slice',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func collect(node *TreeNode, vals []int) []int {
	if node == nil {
		return vals
	}
	vals = collect(node.Left, vals)
	vals = append(vals, node.Val)
	return collect(node.Right, vals)
}

func findTarget(root *TreeNode, k int) bool {
	vals := collect(root, nil)
	lo, hi := 0, len(vals)-1
	for lo < hi {
		s := vals[lo] + vals[hi]
		if s == k {
			return true
		}
		if s < k {
			lo++
		} else {
			hi--
		}
	}
	return false
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'go: smallest gap in a BST over the inorder slice, nested for pairs',
    'go',
    `package main

type TreeNode struct {
	Val   int
	Left  *TreeNode
	Right *TreeNode
}

func inorder(t *TreeNode, acc []int) []int {
	if t == nil {
		return acc
	}
	acc = inorder(t.Left, acc)
	acc = append(acc, t.Val)
	return inorder(t.Right, acc)
}

func closePairs(root *TreeNode, d int) int {
	vals := inorder(root, []int{})
	pairs := 0
	for i := 0; i < len(vals); i++ {
		for j := i + 1; j < len(vals) && vals[j]-vals[i] <= d; j++ {
			pairs++
		}
	}
	return pairs
}
`,
    'O(n^2)',
    'O(n)',
  ],
]

describe('a slice threaded through a tree walk and returned', () => {
  it.each(THREADED_LISTS)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
