import type { ClassIR, Expr, Param, ProgramIR, Span, Stmt } from '../ir'
import {
  arms,
  eachLoop,
  emptyClass,
  field,
  fields,
  flatten,
  forLoop,
  missing,
  nameExpr,
  namedKids,
  operatorOf,
  spanOf,
  typeText,
  whileLoop,
  type SyntaxNode as Node,
} from './common'
import { EXPR, STMT } from './rules'
import { defineGrammar, Walker, type Converted } from './walker'

const GO = defineGrammar({
  block: 'block',
  statementList: 'statement_list',
  alwaysTrue: /^true$/,
  names: ['identifier', 'field_identifier', 'package_identifier', 'type_identifier'],
  numbers: ['int_literal', 'float_literal'],
  strings: ['interpreted_string_literal', 'raw_string_literal'],
  chars: ['rune_literal'],
  nulls: ['nil'],
  statements: {
    expression_statement: STMT.evaluate,
    go_statement: STMT.evaluate,
    defer_statement: STMT.evaluate,
    labeled_statement: STMT.splice,
  },
  expressions: {
    selector_expression: EXPR.member('operand', 'field'),
    index_expression: EXPR.index('operand', 'index'),
    binary_expression: EXPR.binary,
    parenthesized_expression: EXPR.unwrap(),
    type_assertion_expression: EXPR.unwrap('operand'),
    // `[]byte(s)` copies the string; `int(x)` and `float64(x)` are the value itself.
    type_conversion_expression: (w, node, s) => {
      const type = typeText(field(node, 'type')) ?? ''
      const operand = w.expr(field(node, 'operand'))
      if (type.startsWith('[]')) return { ...s, kind: 'new', type, args: [operand], dims: [], elements: [] }
      if (type === 'string')
        return { ...s, kind: 'call', callee: { ...s, kind: 'name', name: 'string' }, args: [operand] }
      return operand
    },
    variadic_argument: EXPR.spread,
  },
})

export function buildGo(root: Node): ProgramIR {
  const w = new Walker(GO, { stmt: convertStmt, expr: convertExpr })
  const { b, stmt, expr, body: block } = w
  /** Go methods are declared apart from their type; they are grouped into one class per receiver type. */
  const receivers = new Map<string, ClassIR>()

  function convertStmt(node: Node, s: Span): Converted | undefined {
    switch (node.type) {
      case 'short_var_declaration':
      case 'assignment_statement': {
        const op = node.type === 'short_var_declaration' ? '=' : operatorOf(node)
        return {
          ...s,
          kind: 'assign',
          targets: list(field(node, 'left')),
          op: op === ':=' ? '=' : op,
          values: list(field(node, 'right')),
          declType: null,
        }
      }
      case 'var_declaration':
      case 'const_declaration':
        return namedKids(node).flatMap((spec) => varSpec(spec))
      case 'inc_statement':
      case 'dec_statement': {
        const target = namedKids(node)[0]
        return {
          ...s,
          kind: 'expr',
          expr: {
            ...s,
            kind: 'update',
            op: node.type === 'inc_statement' ? '++' : '--',
            target: expr(target ?? null),
          },
        }
      }
      case 'if_statement': {
        const init = field(node, 'initializer')
        const alt = field(node, 'alternative')
        const ifStmt: Stmt = {
          ...s,
          kind: 'if',
          cond: expr(field(node, 'condition')),
          then: block(field(node, 'consequence')),
          otherwise: alt ? block(alt) : [],
        }
        return withInit(init, ifStmt)
      }
      case 'for_statement':
        return forStmt(node)
      case 'return_statement': {
        const e = namedKids(node)[0]
        return { ...s, kind: 'return', value: e ? exprList(e) : null }
      }
      case 'expression_switch_statement':
      case 'type_switch_statement':
      case 'select_statement': {
        const init = field(node, 'initializer')
        const parts: Stmt[][] = []
        const conds: (Expr | null)[] = []
        const values: (Expr | null)[] = []
        const cond = field(node, 'value') ?? null
        for (const c of namedKids(node)) {
          if (c.type.endsWith('_case') || c.type === 'default_case' || c.type === 'communication_case') {
            const arm: Stmt[] = []
            for (const k of namedKids(c)) {
              if (k.type === 'statement_list') arm.push(...block(k))
            }
            parts.push(arm)
            // `switch { case x < y: ... }` tests each case's own condition; `switch op { case "push": }`
            // tests the subject against the case's value.
            const value = c.type === 'expression_case' ? field(c, 'value') : null
            const test = !cond ? value : null
            conds.push(test ? exprList(test) : null)
            values.push(cond && value ? exprList(value) : null)
          }
        }
        const sw = arms(s, cond ? expr(cond) : { ...s, kind: 'other', children: [] }, parts, conds, values)
        return withInit(init, sw)
      }
      case 'function_declaration':
        return { ...s, kind: 'function', fn: functionDecl(node, null) }
      case 'method_declaration':
        return methodDecl(node)
      case 'type_declaration':
        return typeDecl(node)
      default:
        return undefined
    }
  }

  /** `if v, ok := m[k]; ok {`, `switch x := f(); x {`: the initializer runs before the statement. */
  function withInit(init: Node | null, statement: Stmt): Converted {
    return init ? [...flatten([stmt(init)]), statement] : statement
  }

  function varSpec(spec: Node): Stmt[] {
    if (spec.type !== 'var_spec' && spec.type !== 'const_spec') return []
    const names = fields(spec, 'name')
    const type = typeText(field(spec, 'type'))
    const valueNode = field(spec, 'value')
    const values = valueNode ? list(valueNode) : []
    return names.map((n, i) => {
      let value = values.length === names.length ? values[i] : values[0]
      // `var stack []int`, `var seen map[int]bool`, `var sb strings.Builder` declare an (empty) container.
      if (!value && type && /^(\[\]|map\[)|Builder$|^bytes\.Buffer$/.test(type)) {
        value = { ...spanOf(spec), kind: 'new', type, args: [], dims: [], elements: [] }
      }
      // `var count [26]int` makes a zeroed array of that fixed length; `var ways [vowels]int` too, as
      // Go only accepts a constant there.
      const size = !value && type ? /^\[(\d+|[A-Za-z_]\w*)\]/.exec(type)?.[1] : undefined
      if (type && size) {
        const dim: Expr = /^\d/.test(size)
          ? { ...spanOf(spec), kind: 'literal', type: 'number', value: Number(size), text: size }
          : { ...spanOf(spec), kind: 'literal', type: 'number', text: size }
        value = { ...spanOf(spec), kind: 'new', type, args: [], dims: [dim], elements: [] }
      }
      return {
        ...spanOf(spec),
        kind: 'assign',
        targets: [nameExpr(n)],
        op: '=',
        values: value ? [value] : [],
        declType: type,
      }
    })
  }

  function forStmt(node: Node): Stmt {
    const s = spanOf(node)
    const bodyStmts = block(field(node, 'body'))
    const clause = namedKids(node).find((k) => k.type === 'for_clause' || k.type === 'range_clause')
    if (clause?.type === 'for_clause') {
      const init = field(clause, 'initializer')
      const cond = field(clause, 'condition')
      const update = field(clause, 'update')
      return forLoop(
        s,
        init ? flatten([stmt(init)]) : [],
        cond ? expr(cond) : null,
        update ? flatten([stmt(update)]).flatMap(stmtAsExpr) : [],
        bodyStmts,
      )
    }
    if (clause?.type === 'range_clause') {
      const left = field(clause, 'left')
      const targets = left ? list(left) : []
      const target: Expr =
        targets.length === 1
          ? (targets[0] as Expr)
          : { ...s, kind: 'collection', type: 'tuple', elements: targets }
      const loop = eachLoop(s, target, expr(field(clause, 'right')), bodyStmts)
      if (targets.length === 2 && loop.kind === 'loop' && loop.loop.style === 'each') loop.loop.indexed = true
      return loop
    }
    const bodyNode = field(node, 'body')
    const condNode = namedKids(node).find((k) => !bodyNode || !k.equals(bodyNode))
    const cond = condNode && !GO.alwaysTrue.test(condNode.text) ? expr(condNode) : null
    return whileLoop(s, cond, false, bodyStmts)
  }

  function stmtAsExpr(st: Stmt): Expr[] {
    if (st.kind === 'expr') return [st.expr]
    if (st.kind === 'assign') {
      return st.targets.map(
        (t, i) =>
          ({ ...st, kind: 'assign', op: st.op, target: t, value: st.values[i] ?? st.values[0] ?? t }) as Expr,
      )
    }
    return []
  }

  function list(node: Node | null): Expr[] {
    if (!node) return []
    if (node.type === 'expression_list') return namedKids(node).map(expr)
    return [expr(node)]
  }

  function exprList(node: Node): Expr {
    const items = list(node)
    if (items.length === 1) return items[0] as Expr
    return { ...spanOf(node), kind: 'collection', type: 'tuple', elements: items }
  }

  function convertExpr(node: Node, s: Span): Expr | undefined {
    switch (node.type) {
      case 'slice_expression': {
        // Positional: [start, end, capacity], an absent one as an empty expression (`s[:k]` vs `s[k:]`).
        const parts = ['start', 'end', 'capacity'].map((f) => field(node, f))
        while (parts.length > 0 && parts[parts.length - 1] === null) parts.pop()
        return {
          ...s,
          kind: 'slice',
          object: expr(field(node, 'operand')),
          parts: parts.map((p) => (p ? expr(p) : missing())),
        }
      }
      case 'call_expression': {
        const fn = field(node, 'function')
        const argsNode = field(node, 'arguments')
        const argNodes = argsNode ? namedKids(argsNode) : []
        if (fn?.text === 'make' || fn?.text === 'new') {
          const [typeNode, ...rest] = argNodes
          const type = typeText(typeNode ?? null) ?? ''
          // make(map[K]V, hint) and make([]T, 0, capacity) take capacity hints, not sizes. A named type
          // (`make(IntHeap, n)`) is a slice type, or a map type that its methods tell apart.
          const sized = type.startsWith('[]') || /^\w+$/.test(type) ? rest.slice(0, 1) : []
          return { ...s, kind: 'new', type, args: [], dims: sized.map(expr), elements: [] }
        }
        return { ...s, kind: 'call', callee: expr(fn), args: argNodes.map(expr) }
      }
      case 'composite_literal': {
        const value = field(node, 'body')
        const elements: Expr[] = []
        for (const el of value ? namedKids(value) : []) {
          if (el.type === 'keyed_element') {
            // `solver{memo: map[int]int{}}` sets a field, `map[string]int{"a": 1}` a key: either way a pair.
            const [k, v] = namedKids(el)
            const key = expr(namedKids(k ?? el)[0] ?? k ?? null)
            elements.push({ ...spanOf(el), kind: 'assign', op: 'kw', target: key, value: expr(v ?? null) })
          } else elements.push(expr(namedKids(el)[0] ?? el))
        }
        return { ...s, kind: 'new', type: typeText(field(node, 'type')) ?? '', args: [], dims: [], elements }
      }
      case 'literal_value':
        return {
          ...s,
          kind: 'collection',
          type: 'list',
          elements: namedKids(node).map((el) => expr(namedKids(el)[0] ?? el)),
        }
      case 'unary_expression': {
        const operand = expr(field(node, 'operand'))
        const op = operatorOf(node)
        // `&TreeNode{...}` allocates just like the literal itself.
        if (op === '&' && operand.kind === 'new') return operand
        // `heap.Push(&h, x)`, `fill(&seen)`: the address of a variable stands for the variable itself.
        if (op === '&' && (operand.kind === 'name' || operand.kind === 'member')) return operand
        return { ...s, kind: 'unary', op, operand }
      }
      case 'func_literal': {
        const fn = b.defineFunction(
          node,
          {
            name: '<lambda>',
            params: params(field(node, 'parameters')),
            isLambda: true,
            returnType: typeText(field(node, 'result')),
          },
          () => block(field(node, 'body')),
        )
        return { ...s, kind: 'lambda', fn }
      }
      default:
        return undefined
    }
  }

  function params(node: Node | null): Param[] {
    if (!node) return []
    const out: Param[] = []
    for (const p of namedKids(node)) {
      if (p.type !== 'parameter_declaration' && p.type !== 'variadic_parameter_declaration') continue
      const type = typeText(field(p, 'type'))
      const variadic = p.type === 'variadic_parameter_declaration' ? '[]' : ''
      for (const n of fields(p, 'name'))
        out.push({ name: n.text, type: type ? `${variadic}${type}` : null, line: n.startPosition.row + 1 })
    }
    return out
  }

  function functionDecl(node: Node, className: string | null) {
    return b.defineFunction(
      node,
      {
        name: field(node, 'name')?.text ?? '<function>',
        params: params(field(node, 'parameters')),
        className,
        returnType: typeText(field(node, 'result')),
      },
      () => block(field(node, 'body')),
    )
  }

  function classFor(name: string, node: Node): ClassIR {
    let cls = receivers.get(name)
    if (!cls) {
      cls = emptyClass(node, name)
      receivers.set(name, cls)
      b.classes.push(cls)
    }
    return cls
  }

  function methodDecl(node: Node): Stmt {
    const receiver = field(node, 'receiver')
    const recvParam = receiver ? params(receiver)[0] : undefined
    const typeName = (recvParam?.type ?? '').replace(/^\*/, '')
    const cls = classFor(typeName || '<receiver>', node)
    const fn = functionDecl(node, cls.name)
    // The receiver is the method's `this`.
    if (recvParam)
      fn.params = [{ ...recvParam, name: recvParam.name, type: `receiver:${typeName}` }, ...fn.params]
    cls.methods.push(fn)
    return { ...spanOf(node), kind: 'function', fn }
  }

  function typeDecl(node: Node): Stmt[] {
    const out: Stmt[] = []
    for (const spec of namedKids(node)) {
      if (spec.type !== 'type_spec') continue
      const name = field(spec, 'name')?.text ?? '<type>'
      const cls = classFor(name, spec)
      const t = field(spec, 'type')
      if (t && t.type === 'struct_type') {
        for (const f of t.descendantsOfType('field_declaration')) {
          if (!f) continue
          const type = typeText(field(f, 'type'))
          for (const n of fields(f, 'name')) {
            cls.fields.push({
              ...spanOf(f),
              kind: 'assign',
              targets: [nameExpr(n)],
              op: '=',
              values: [],
              declType: type,
            })
          }
        }
      }
      out.push({ ...spanOf(spec), kind: 'class', cls })
    }
    return out
  }

  return w.program(root)
}
