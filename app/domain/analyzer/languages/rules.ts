import type { CollectionType, Expr } from '../ir'
import { field, namedKids, opaque, operatorOf, whileLoop, type SyntaxNode as Node } from './common'
import type { ExprRule, StmtRule } from './walker'

/**
 * Conversions that several languages share, for their grammar tables. Where languages name the same
 * child differently, the rule takes the field names.
 */

/** The node's first named child, where the grammar gives it no field name. */
function first(node: Node): Node | null {
  return namedKids(node)[0] ?? null
}

function child(node: Node, name: string | undefined): Node | null {
  return name ? field(node, name) : first(node)
}

export const STMT = {
  /** `return x`: the value is the statement's one named child. */
  return: ((w, node, s) => {
    const e = first(node)
    return { ...s, kind: 'return', value: e ? w.expr(e) : null }
  }) satisfies StmtRule,

  /** `throw x`, `raise x`. */
  throw: ((w, node, s) => {
    const e = first(node)
    return { ...s, kind: 'throw', value: e ? w.expr(e) : null }
  }) satisfies StmtRule,

  /** An expression statement; a plain assignment in it becomes an assignment statement. */
  expression: ((w, node) => {
    const e = first(node)
    return e ? w.exprStmt(e) : null
  }) satisfies StmtRule,

  /** A statement that evaluates one expression for its effects (`yield x`, `go f()`, `defer f()`). */
  evaluate: ((w, node, s) => {
    const e = first(node)
    return e ? { ...s, kind: 'expr', expr: w.expr(e) } : null
  }) satisfies StmtRule,

  /** Statements wrapped for a reason that does not change cost (labels, locks): spliced in place. */
  splice: ((w, node) => w.stmts(node)) satisfies StmtRule,

  /** `while (c) body` and `do body while (c)`; an always-true condition makes an unconditional loop. */
  while: ((w, node, s) => {
    const condNode = field(node, 'condition')
    const cond = condNode && w.grammar.alwaysTrue.test(condNode.text) ? null : w.expr(condNode)
    return whileLoop(s, cond, node.type === 'do_statement', w.body(field(node, 'body')))
  }) satisfies StmtRule,
}

export const EXPR = {
  binary: ((w, node, s) => ({
    ...s,
    kind: 'binary',
    op: operatorOf(node),
    left: w.expr(field(node, 'left')),
    right: w.expr(field(node, 'right')),
  })) satisfies ExprRule,

  /** An assignment used as a value: `a[i] = x` inside a condition or a chain. */
  assign: ((w, node, s) => ({
    ...s,
    kind: 'assign',
    op: operatorOf(node),
    target: w.expr(field(node, 'left')),
    value: w.expr(field(node, 'right')),
  })) satisfies ExprRule,

  ternary: ((w, node, s) => ({
    ...s,
    kind: 'ternary',
    cond: w.expr(field(node, 'condition')),
    then: w.expr(field(node, 'consequence')),
    otherwise: w.expr(field(node, 'alternative')),
  })) satisfies ExprRule,

  /** A map literal whose entries are `pair` nodes; other entries (spreads) stay as they are. */
  pairs: ((w, node, s) => {
    const elements: Expr[] = []
    for (const p of namedKids(node)) {
      if (p.type === 'pair') elements.push(w.expr(field(p, 'key')), w.expr(field(p, 'value')))
      // `{ length }` is `{ length: length }`: the key, then the value of the name.
      else if (p.type === 'shorthand_property_identifier') elements.push(w.expr(p), w.expr(p))
      else elements.push(w.expr(p))
    }
    return { ...s, kind: 'collection', type: 'map', elements }
  }) satisfies ExprRule,

  /** `...xs`: unpacking costs as many steps as `xs` has elements. */
  spread: ((w, node, s) => ({
    ...s,
    kind: 'unary',
    op: '...',
    operand: w.expr(first(node)),
  })) satisfies ExprRule,

  /** `obj.prop`, `obj->field`. */
  member(object: string, property: string): ExprRule {
    return (w, node, s) => ({
      ...s,
      kind: 'member',
      object: w.expr(field(node, object)),
      property: field(node, property)?.text ?? '',
    })
  },

  /** `obj[index]`. */
  index(object: string, index: string): ExprRule {
    return (w, node, s) => ({
      ...s,
      kind: 'index',
      object: w.expr(field(node, object)),
      index: w.expr(field(node, index)),
    })
  },

  /** A prefix operator: `-x`, `!x`, `~x`, `*p`. */
  unary(operand: string): ExprRule {
    return (w, node, s) => ({
      ...s,
      kind: 'unary',
      op: operatorOf(node),
      operand: w.expr(field(node, operand)),
    })
  },

  /** `i++`, `--i`; without a field name the target is the only named child. */
  update(target?: string): ExprRule {
    return (w, node, s) => ({
      ...s,
      kind: 'update',
      op: node.text.includes('++') ? '++' : '--',
      target: w.expr(child(node, target)),
    })
  },

  /** A literal list of elements. */
  collection(type: CollectionType): ExprRule {
    return (w, node, s) => ({ ...s, kind: 'collection', type, elements: namedKids(node).map(w.expr) })
  },

  /**
   * Parentheses, casts and type assertions cost what their inner expression costs; with nothing inside
   * they are opaque. Without a field name the inner expression is the first named child.
   */
  unwrap(inner?: string): ExprRule {
    return (w, node) => {
      const e = child(node, inner)
      return e ? w.expr(e) : opaque(node)
    }
  },

  /** Like `unwrap`, but a missing inner expression reads as a missing expression, not an opaque one. */
  passThrough(inner?: string): ExprRule {
    return (w, node) => w.expr(child(node, inner))
  },
}
