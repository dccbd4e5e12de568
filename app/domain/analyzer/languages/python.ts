import type { Expr, Param, ProgramIR, Span, Stmt } from '../ir'
import {
  arms,
  eachLoop,
  emptyClass,
  field,
  flatten,
  isComment,
  missing,
  namedKids,
  opaque,
  spanOf,
  typeText,
  type SyntaxNode as Node,
} from './common'
import { EXPR, STMT } from './rules'
import { defineGrammar, Walker, type Converted } from './walker'

const PYTHON = defineGrammar({
  block: 'block',
  alwaysTrue: /^(True|1)$/,
  assignments: ['augmented_assignment'],
  names: ['identifier'],
  numbers: ['integer', 'float'],
  strings: ['string', 'concatenated_string'],
  nulls: ['none'],
  statements: {
    raise_statement: STMT.throw,
    while_statement: STMT.while,
  },
  expressions: {
    attribute: EXPR.member('object', 'attribute'),
    binary_operator: EXPR.binary,
    boolean_operator: EXPR.binary,
    unary_operator: EXPR.unary('argument'),
    parenthesized_expression: EXPR.unwrap(),
    list: EXPR.collection('list'),
    tuple: EXPR.collection('tuple'),
    expression_list: EXPR.collection('tuple'),
    pattern_list: EXPR.collection('tuple'),
    tuple_pattern: EXPR.collection('tuple'),
    list_pattern: EXPR.collection('tuple'),
    set: EXPR.collection('set'),
    dictionary: EXPR.pairs,
    list_splat: EXPR.passThrough(),
    dictionary_splat: EXPR.passThrough(),
    await: EXPR.passThrough(),
  },
})

const COMPREHENSION_TYPE: Record<string, 'list' | 'set' | 'map'> = {
  list_comprehension: 'list',
  set_comprehension: 'set',
  dictionary_comprehension: 'map',
}

export function buildPython(root: Node): ProgramIR {
  const w = new Walker(PYTHON, { stmt: convertStmt, expr: convertExpr })
  const { b, stmt, expr, body: block } = w

  function convertStmt(node: Node, s: Span): Converted | undefined {
    switch (node.type) {
      case 'expression_statement': {
        const kids = namedKids(node)
        return kids.map((k) => exprStmt(k))
      }
      case 'if_statement':
        return ifChain(node)
      case 'for_statement': {
        const body = block(field(node, 'body'))
        const loop = eachLoop(s, expr(field(node, 'left')), expr(field(node, 'right')), body)
        const alt = field(node, 'alternative')
        return alt ? [loop, ...block(field(alt, 'body'))] : loop
      }
      case 'return_statement': {
        const kids = namedKids(node)
        return { ...s, kind: 'return', value: kids.length === 0 ? null : exprList(kids, node) }
      }
      case 'function_definition':
        return { ...s, kind: 'function', fn: functionDef(node, [], null) }
      case 'decorated_definition':
        return decorated(node, null)
      case 'class_definition':
        return classDef(node)
      case 'try_statement': {
        const parts: Stmt[] = [...block(field(node, 'body'))]
        for (const k of namedKids(node)) {
          if (k.type === 'except_clause' || k.type === 'finally_clause' || k.type === 'else_clause') {
            const inner = namedKids(k).filter((c) => c.type === 'block')
            for (const blk of inner) parts.push(...block(blk))
          }
        }
        return { ...s, kind: 'block', body: parts }
      }
      case 'with_statement':
        return { ...s, kind: 'block', body: block(field(node, 'body')) }
      case 'match_statement': {
        const parts: Stmt[][] = []
        for (const c of node.descendantsOfType('case_clause'))
          if (c) parts.push(block(field(c, 'consequence')))
        return arms(s, expr(field(node, 'subject')), parts)
      }
      case 'delete_statement': {
        // `del counts[c]` as a removal from `counts`, so loops that shrink a map until it is small are seen.
        const targets = namedKids(node)
          .flatMap((k) => (k.type === 'expression_list' ? namedKids(k) : [k]))
          .map(expr)
        const removed = targets.filter((t) => t.kind === 'index')
        if (removed.length === targets.length && removed.length > 0) {
          return {
            ...s,
            kind: 'expr',
            expr: {
              ...s,
              kind: 'call',
              callee: { ...s, kind: 'name', name: 'del' },
              args: removed.flatMap((t) => (t.kind === 'index' ? [t.object, t.index] : [])),
            },
          }
        }
        return { ...s, kind: 'expr', expr: { ...s, kind: 'other', children: targets } }
      }
      case 'assert_statement':
      case 'print_statement':
        return { ...s, kind: 'expr', expr: { ...s, kind: 'other', children: namedKids(node).map(expr) } }
      default:
        return undefined
    }
  }

  function ifChain(node: Node): Stmt {
    const s = spanOf(node)
    const then = block(field(node, 'consequence'))
    let otherwise: Stmt[] = []
    const alternatives = node.childrenForFieldName('alternative').filter((n): n is Node => n !== null)
    // `elif` clauses chain: fold them from the last one backwards into nested ifs.
    for (let i = alternatives.length - 1; i >= 0; i--) {
      const alt = alternatives[i] as Node
      if (alt.type === 'else_clause') otherwise = block(field(alt, 'body'))
      else if (alt.type === 'elif_clause') {
        otherwise = [
          {
            ...spanOf(alt),
            kind: 'if',
            cond: expr(field(alt, 'condition')),
            then: block(field(alt, 'consequence')),
            otherwise,
          },
        ]
      }
    }
    return { ...s, kind: 'if', cond: expr(field(node, 'condition')), then, otherwise }
  }

  function exprStmt(node: Node): Stmt {
    const s = spanOf(node)
    if (node.type === 'assignment') {
      const targets: Expr[][] = []
      let cur: Node | null = node
      let typeNode: Node | null = null
      // Chained `a = b = 0` nests assignments on the right.
      while (cur && cur.type === 'assignment') {
        targets.push(unpack(field(cur, 'left')))
        typeNode ??= field(cur, 'type')
        cur = field(cur, 'right')
      }
      let values = cur ? unpack(cur) : []
      const flatTargets = targets.length === 1 ? (targets[0] ?? []) : targets.flat()
      // `last[ch] = (p1, i)`, `best = (lo, hi)`: one target takes the whole tuple; only several unpack it.
      if (cur && /^(tuple|expression_list)$/.test(cur.type) && flatTargets.length === 1 && values.length > 1)
        values = [expr(cur)]
      // `slow = fast = head` gives every name the value, where `a, b = pair` would unpack it.
      const first = values[0]
      if (targets.length > 1 && values.length === 1 && first && targets.every((t) => t.length === 1))
        values = flatTargets.map(() => first)
      return { ...s, kind: 'assign', targets: flatTargets, op: '=', values, declType: typeText(typeNode) }
    }
    return w.exprStmt(node)
  }

  function unpack(node: Node | null): Expr[] {
    if (!node) return []
    if (node.type === 'pattern_list' || node.type === 'expression_list' || node.type === 'tuple_pattern') {
      return namedKids(node).map(expr)
    }
    if (node.type === 'tuple' && node.parent?.type === 'assignment') return namedKids(node).map(expr)
    return [expr(node)]
  }

  function exprList(kids: Node[], node: Node): Expr {
    if (kids.length === 1) return expr(kids[0] as Node)
    return { ...spanOf(node), kind: 'collection', type: 'tuple', elements: kids.map(expr) }
  }

  /** `a:b:c` → [a, b, c], an absent part as an empty expression, so `s[:k]` and `s[k:]` differ. */
  function sliceParts(node: Node): Expr[] {
    const parts: (Node | null)[] = [null]
    for (const k of node.children) {
      if (k.type === ':') parts.push(null)
      else if (k.isNamed && !isComment(k)) parts[parts.length - 1] = k
    }
    while (parts.length > 0 && parts[parts.length - 1] === null) parts.pop()
    return parts.map((p) => (p ? expr(p) : missing()))
  }

  function convertExpr(node: Node, s: Span): Expr | undefined {
    switch (node.type) {
      case 'subscript': {
        const object = expr(field(node, 'value'))
        const subs = node.childrenForFieldName('subscript').filter((n): n is Node => n !== null)
        const first = subs[0]
        if (first && first.type === 'slice') return { ...s, kind: 'slice', object, parts: sliceParts(first) }
        if (subs.length > 1) {
          return {
            ...s,
            kind: 'index',
            object,
            index: { ...s, kind: 'collection', type: 'tuple', elements: subs.map(expr) },
          }
        }
        return { ...s, kind: 'index', object, index: expr(first ?? null) }
      }
      case 'call': {
        const argsNode = field(node, 'arguments')
        const args: Expr[] = []
        if (argsNode) {
          if (argsNode.type === 'generator_expression') args.push(expr(argsNode))
          else
            for (const a of namedKids(argsNode))
              args.push(a.type === 'keyword_argument' ? keywordArg(a) : expr(a))
        }
        let callee = expr(field(node, 'function'))
        // `itertools.pairwise(xs)` is `pairwise(xs)` imported by name: the module adds nothing to the call.
        if (callee.kind === 'member' && callee.object.kind === 'name' && callee.object.name === 'itertools')
          callee = { ...callee, kind: 'name', name: callee.property }
        return { ...s, kind: 'call', callee, args }
      }
      case 'yield': {
        // `yield x` / `yield from xs`: a call of its own, so a generator can be told by its body.
        const value = namedKids(node)[0]
        const callee: Expr = { ...s, kind: 'name', name: 'yield' }
        return { ...s, kind: 'call', callee, args: value ? [expr(value)] : [] }
      }
      case 'comparison_operator':
        return comparison(node)
      case 'not_operator':
        return { ...s, kind: 'unary', op: 'not', operand: expr(field(node, 'argument')) }
      case 'conditional_expression': {
        const [a, c, d] = namedKids(node)
        return {
          ...s,
          kind: 'ternary',
          cond: expr(c ?? null),
          then: expr(a ?? null),
          otherwise: expr(d ?? null),
        }
      }
      case 'list_comprehension':
      case 'set_comprehension':
      case 'dictionary_comprehension':
      case 'generator_expression':
        return comprehension(node)
      case 'lambda': {
        const fn = b.defineFunction(
          node,
          { name: '<lambda>', params: params(field(node, 'parameters')), isLambda: true },
          () => {
            const body = field(node, 'body')
            return body ? [{ ...spanOf(body), kind: 'return', value: expr(body) }] : []
          },
        )
        return { ...s, kind: 'lambda', fn }
      }
      case 'named_expression':
        return binding(node, '=')
      case 'keyword_argument':
        return keywordArg(node)
      default:
        return undefined
    }
  }

  /** Keyword arguments keep their name as a member-like wrapper so that `key=` and `reverse=` stay visible. */
  function keywordArg(node: Node): Expr {
    return binding(node, 'kw')
  }

  /** `name := value` and `name=value`: a name bound to a value inside an expression. */
  function binding(node: Node, op: string): Expr {
    return {
      ...spanOf(node),
      kind: 'assign',
      op,
      target: expr(field(node, 'name')),
      value: expr(field(node, 'value')),
    }
  }

  function comparison(node: Node): Expr {
    const s = spanOf(node)
    const operands = namedKids(node)
    const ops = node.childrenForFieldName('operators').filter((n): n is Node => n !== null)
    // `not in` / `is not` are two tokens; join consecutive operator tokens between operands.
    const opTexts: string[] = []
    let pending: string[] = []
    let operandIndex = 0
    for (const child of node.children) {
      if (!child) continue
      if (operands[operandIndex] && child.equals(operands[operandIndex] as Node)) {
        if (pending.length > 0) opTexts.push(pending.join(' '))
        pending = []
        operandIndex++
      } else if (!child.isNamed || ops.some((o) => o.equals(child))) {
        pending.push(child.text)
      }
    }
    let result: Expr | null = null
    for (let i = 0; i + 1 < operands.length; i++) {
      const cmp: Expr = {
        ...s,
        kind: 'binary',
        op: opTexts[i] ?? '==',
        left: expr(operands[i] ?? null),
        right: expr(operands[i + 1] ?? null),
      }
      result = result ? { ...s, kind: 'binary', op: 'and', left: result, right: cmp } : cmp
    }
    return result ?? opaque(node)
  }

  function comprehension(node: Node): Expr {
    const s = spanOf(node)
    const type = COMPREHENSION_TYPE[node.type] ?? 'generator'
    const bodyNode = field(node, 'body')
    const element: Expr[] = []
    if (bodyNode?.type === 'pair') element.push(expr(field(bodyNode, 'key')), expr(field(bodyNode, 'value')))
    else if (bodyNode) element.push(expr(bodyNode))
    const clauses: { target: Expr; iter: Expr }[] = []
    const conds: Expr[] = []
    for (const k of namedKids(node)) {
      if (k.type === 'for_in_clause')
        clauses.push({ target: expr(field(k, 'left')), iter: expr(field(k, 'right')) })
      else if (k.type === 'if_clause') {
        const c = namedKids(k)[0]
        if (c) conds.push(expr(c))
      }
    }
    return { ...s, kind: 'comprehension', type, element, clauses, conds }
  }

  function params(node: Node | null): Param[] {
    if (!node) return []
    const out: Param[] = []
    for (const p of namedKids(node)) {
      const line = p.startPosition.row + 1
      switch (p.type) {
        case 'identifier':
          out.push({ name: p.text, type: null, line })
          break
        case 'typed_parameter': {
          const id = namedKids(p).find((k) => k.type === 'identifier')
          if (id) out.push({ name: id.text, type: typeText(field(p, 'type')), line })
          break
        }
        case 'default_parameter':
        case 'typed_default_parameter': {
          const value = field(p, 'value')
          out.push({
            name: field(p, 'name')?.text ?? '',
            type: typeText(field(p, 'type')),
            line,
            ...(value ? { defaultValue: expr(value) } : {}),
          })
          break
        }
        default:
          break
      }
    }
    return out
  }

  function decorated(node: Node, className: string | null): Stmt | null {
    const def = field(node, 'definition')
    const decorators = namedKids(node)
      .filter((k) => k.type === 'decorator')
      .map((d) => d.text.replace(/^@/, '').trim())
    if (!def) return null
    if (def.type === 'function_definition') {
      return { ...spanOf(node), kind: 'function', fn: functionDef(def, decorators, className, node) }
    }
    if (def.type === 'class_definition') return classDef(def)
    return null
  }

  function functionDef(node: Node, decorators: string[], className: string | null, outer: Node = node) {
    return b.defineFunction(
      outer,
      {
        name: field(node, 'name')?.text ?? '<anonymous>',
        params: params(field(node, 'parameters')),
        decorators,
        className,
        returnType: typeText(field(node, 'return_type')),
      },
      () => block(field(node, 'body')),
    )
  }

  function classDef(node: Node): Stmt {
    const name = field(node, 'name')?.text ?? '<class>'
    const bases = field(node, 'superclasses')
    const cls = emptyClass(node, name, bases ? namedKids(bases).map((k) => k.text) : [])
    const body = field(node, 'body')
    for (const k of body ? namedKids(body) : []) {
      if (k.type === 'function_definition') cls.methods.push(functionDef(k, [], name))
      else if (k.type === 'decorated_definition') {
        const d = decorated(k, name)
        if (d && d.kind === 'function') cls.methods.push(d.fn)
      } else {
        const converted = stmt(k)
        cls.fields.push(...flatten([converted]))
      }
    }
    return b.addClass(cls)
  }

  return w.program(root)
}
