import { describe, expect, it } from 'vitest'
import type { Expr, Stmt } from '../ir'
import { SyntaxNode } from './common'
import { EXPR, STMT } from './rules'
import { defineGrammar, Walker } from './walker'

/** The shared walk on hand-built trees, so that each rule is seen apart from any grammar's quirks. */

interface Spec {
  type: string
  field?: string
  named?: boolean
  /** The node's text (operators are read from their tokens' text); "x" unless given. */
  text?: string
  kids?: Spec[]
}

function tree(spec: Spec, parent: SyntaxNode | null = null): SyntaxNode {
  const text = spec.text ?? 'x'
  const node = new SyntaxNode(spec.type, spec.named ?? true, 0, text.length, 0, 0, parent, text)
  for (const kid of spec.kids ?? []) node.addChild(tree(kid, node), kid.field ?? null)
  return node
}

const id = (field?: string): Spec => ({ type: 'identifier', field })

const GRAMMAR = defineGrammar({
  block: 'block',
  statementList: 'statement_list',
  alwaysTrue: /^x$/,
  assignments: ['assignment'],
  names: ['identifier'],
  numbers: ['number'],
  strings: ['string'],
  nulls: ['nil'],
  statements: { while_statement: STMT.while, expression_statement: STMT.expression },
  expressions: { binary: EXPR.binary, parens: EXPR.unwrap() },
})

function walker(): Walker {
  return new Walker(GRAMMAR, {
    stmt: (node, s) => (node.type === 'own_statement' ? { ...s, kind: 'break' } : undefined),
    expr: (node, s) => (node.type === 'own_expression' ? { ...s, kind: 'name', name: 'own' } : undefined),
  })
}

describe('Walker', () => {
  it('converts the node types a grammar table names with the shared rules', () => {
    const e = walker().expr(
      tree({ type: 'binary', kids: [id('left'), { type: '+', named: false, text: '+' }, id('right')] }),
    )
    expect(e).toMatchObject({
      kind: 'binary',
      op: '+',
      left: { kind: 'name', name: 'x' },
      right: { kind: 'name', name: 'x' },
    })
  })

  it("leaves other types to the language's own rules, and what neither knows keeps its children", () => {
    const w = walker()
    expect(w.expr(tree({ type: 'own_expression' }))).toMatchObject({ kind: 'name', name: 'own' })
    expect(w.stmt(tree({ type: 'own_statement' }))).toMatchObject({ kind: 'break' })
    expect(w.stmt(tree({ type: 'unknown_statement' }))).toBeNull()
    expect(w.expr(tree({ type: 'unknown', kids: [id(), { type: 'number' }] }))).toMatchObject({
      kind: 'other',
      children: [{ kind: 'name' }, { kind: 'literal', type: 'number' }],
    })
  })

  it('splices statement lists into the block that holds them', () => {
    const stmt = (): Spec => ({ type: 'expression_statement', kids: [id()] })
    const body = walker().body(
      tree({ type: 'block', kids: [{ type: 'statement_list', kids: [stmt(), stmt()] }, stmt()] }),
    )
    expect(body.map((s: Stmt) => s.kind)).toEqual(['expr', 'expr', 'expr'])
  })

  it('turns plain assignments in expression statements into assignment statements', () => {
    const w = walker()
    const assignment = tree({
      type: 'expression_statement',
      kids: [{ type: 'assignment', kids: [id('left'), { type: '=', named: false, text: '=' }, id('right')] }],
    })
    expect(w.stmt(assignment)).toMatchObject({ kind: 'assign', op: '=', targets: [{ kind: 'name' }] })
  })

  it('reads an always-true loop condition as an unconditional loop', () => {
    const loop = walker().stmt(
      tree({ type: 'while_statement', kids: [id('condition'), { type: 'block', field: 'body' }] }),
    )
    expect(loop).toMatchObject({
      kind: 'loop',
      loop: { style: 'while', cond: null, doWhile: false, body: [] },
    })
  })

  it('keeps nodes deeper than it follows as opaque ones instead of overflowing the stack', () => {
    // Built bottom-up: a recursive builder would itself overflow on such a tree.
    let node = tree(id())
    for (let i = 0; i < 5000; i++) {
      const parens = new SyntaxNode('parens', true, 0, 1, 0, 0, null, 'x')
      parens.addChild(node, null)
      node = parens
    }
    expect(walker().expr(node)).toEqual<Expr>({ line: 1, endLine: 1, kind: 'other', children: [] })
  })
})
