import type { ClassIR, Expr, FunctionIR, Param, ProgramIR, Stmt } from '../ir'
import {
  field,
  flatten,
  IrBuilder,
  literal,
  nameExpr,
  namedKids,
  numberLiteral,
  opaque,
  operatorOf,
  spanOf,
  stringLiteral,
  typeText,
  type SyntaxNode as Node,
} from './common'

/** One adapter for JavaScript and TypeScript: TypeScript's tree is JavaScript's plus type nodes. */
export function buildJavaScript(root: Node): ProgramIR {
  const b = new IrBuilder()

  function body(node: Node | null): Stmt[] {
    if (!node) return []
    if (node.type === 'statement_block') return flatten(namedKids(node).map(stmt))
    return flatten([stmt(node)])
  }

  function stmt(node: Node): Stmt | Stmt[] | null {
    if (!b.enter()) return null
    try {
      return convertStmt(node)
    } finally {
      b.leave()
    }
  }

  function convertStmt(node: Node): Stmt | Stmt[] | null {
    const s = spanOf(node)
    switch (node.type) {
      case 'lexical_declaration':
      case 'variable_declaration':
        return declaration(node)
      case 'expression_statement': {
        const e = namedKids(node)[0]
        if (!e) return null
        if (e.type === 'sequence_expression') return sequence(e).map(exprStmt)
        return exprStmt(e)
      }
      case 'if_statement': {
        const alt = field(node, 'alternative')
        return {
          ...s,
          kind: 'if',
          cond: expr(field(node, 'condition')),
          then: body(field(node, 'consequence')),
          otherwise: alt ? flatten(namedKids(alt).map(stmt)) : [],
        }
      }
      case 'for_statement': {
        const initNode = field(node, 'initializer')
        let init: Stmt[] = []
        if (initNode) {
          if (initNode.type === 'lexical_declaration' || initNode.type === 'variable_declaration')
            init = declaration(initNode)
          else {
            const e = initNode.type === 'expression_statement' ? namedKids(initNode)[0] : initNode
            if (e) init = e.type === 'sequence_expression' ? sequence(e).map(exprStmt) : [exprStmt(e)]
          }
        }
        const condNode = field(node, 'condition')
        const condExpr =
          condNode && condNode.type === 'expression_statement' ? namedKids(condNode)[0] : condNode
        const inc = field(node, 'increment')
        const update = inc ? (inc.type === 'sequence_expression' ? sequence(inc).map(expr) : [expr(inc)]) : []
        return {
          ...s,
          kind: 'loop',
          loop: {
            ...s,
            style: 'for',
            init,
            cond:
              condExpr && condExpr.type !== 'empty_statement' && condExpr.text !== ';'
                ? expr(condExpr)
                : null,
            update,
            body: body(field(node, 'body')),
          },
        }
      }
      case 'for_in_statement': {
        const op = field(node, 'operator')?.text ?? 'of'
        const right = expr(field(node, 'right'))
        // `for (k in obj)` walks keys: same count as the object's size.
        const at = { line: right.line, endLine: right.endLine }
        const iter: Expr =
          op === 'in'
            ? {
                ...at,
                kind: 'call',
                callee: { ...at, kind: 'member', object: right, property: 'keys' },
                args: [],
              }
            : right
        return {
          ...s,
          kind: 'loop',
          loop: {
            ...s,
            style: 'each',
            target: pattern(field(node, 'left')),
            iter,
            body: body(field(node, 'body')),
          },
        }
      }
      case 'while_statement':
      case 'do_statement': {
        const condNode = field(node, 'condition')
        const infinite = /^\(\s*(true|1)\s*\)$/.test(condNode?.text ?? '')
        return {
          ...s,
          kind: 'loop',
          loop: {
            ...s,
            style: 'while',
            cond: infinite ? null : expr(condNode),
            doWhile: node.type === 'do_statement',
            body: body(field(node, 'body')),
          },
        }
      }
      case 'return_statement': {
        const e = namedKids(node)[0]
        return { ...s, kind: 'return', value: e ? expr(e) : null }
      }
      case 'throw_statement': {
        const e = namedKids(node)[0]
        return { ...s, kind: 'throw', value: e ? expr(e) : null }
      }
      case 'break_statement':
        return { ...s, kind: 'break' }
      case 'continue_statement':
        return { ...s, kind: 'continue' }
      case 'statement_block':
        return { ...s, kind: 'block', body: body(node) }
      case 'switch_statement': {
        const parts: Stmt[] = []
        const bodyNode = field(node, 'body')
        for (const c of bodyNode ? namedKids(bodyNode) : []) {
          for (const k of c.childrenForFieldName('body')) if (k) parts.push(...flatten([stmt(k)]))
        }
        return { ...s, kind: 'if', cond: expr(field(node, 'value')), then: parts, otherwise: [] }
      }
      case 'try_statement': {
        const parts = [...body(field(node, 'body'))]
        const handler = field(node, 'handler')
        if (handler) parts.push(...body(field(handler, 'body')))
        const finalizer = field(node, 'finalizer')
        if (finalizer) parts.push(...body(field(finalizer, 'body')))
        return { ...s, kind: 'block', body: parts }
      }
      case 'labeled_statement':
        return body(field(node, 'body'))
      case 'function_declaration':
      case 'generator_function_declaration':
        return {
          ...s,
          kind: 'function',
          fn: functionLike(node, field(node, 'name')?.text ?? '<function>', null),
        }
      case 'class_declaration':
      case 'abstract_class_declaration':
        return classDecl(node)
      case 'export_statement': {
        const decl = field(node, 'declaration')
        return decl ? stmt(decl) : null
      }
      case 'ERROR':
        // What parsed inside an error is still analysed.
        return flatten(namedKids(node).map(stmt))
      default:
        return null
    }
  }

  function sequence(node: Node): Node[] {
    const out: Node[] = []
    let cur: Node | null = node
    while (cur && cur.type === 'sequence_expression') {
      const kids = namedKids(cur)
      const left = field(cur, 'left') ?? kids[0] ?? null
      const right: Node | null = field(cur, 'right') ?? kids[1] ?? null
      if (left) out.push(left)
      cur = right
    }
    if (cur) out.push(cur)
    return out
  }

  function declaration(node: Node): Stmt[] {
    const out: Stmt[] = []
    for (const d of namedKids(node)) {
      if (d.type !== 'variable_declarator') continue
      const value = field(d, 'value')
      const typeNode = field(d, 'type')
      const namePattern = field(d, 'name')
      const targets =
        namePattern && (namePattern.type === 'array_pattern' || namePattern.type === 'object_pattern')
          ? namedKids(namePattern).map(pattern)
          : [pattern(namePattern)]
      let values: Expr[] = []
      if (value) {
        // `let [a, b] = [0, 1]` assigns pairwise.
        values = value.type === 'array' && targets.length > 1 ? namedKids(value).map(expr) : [expr(value)]
      }
      out.push({
        ...spanOf(d),
        kind: 'assign',
        targets,
        op: '=',
        values,
        declType: typeNode ? (typeText(typeNode)?.replace(/^:/, '') ?? null) : null,
      })
    }
    return out
  }

  function pattern(node: Node | null): Expr {
    if (!node) return { line: 0, endLine: 0, kind: 'other', children: [] }
    if (node.type === 'array_pattern' || node.type === 'object_pattern') {
      return { ...spanOf(node), kind: 'collection', type: 'tuple', elements: namedKids(node).map(pattern) }
    }
    if (node.type === 'assignment_pattern') return pattern(field(node, 'left'))
    if (node.type === 'shorthand_property_identifier_pattern') return nameExpr(node)
    if (node.type === 'pair_pattern') return pattern(field(node, 'value'))
    return expr(node)
  }

  function exprStmt(node: Node): Stmt {
    const s = spanOf(node)
    if (node.type === 'assignment_expression' || node.type === 'augmented_assignment_expression') {
      const left = field(node, 'left')
      const right = field(node, 'right')
      if (left && left.type === 'array_pattern' && right && right.type === 'array') {
        return {
          ...s,
          kind: 'assign',
          targets: namedKids(left).map(pattern),
          op: '=',
          values: namedKids(right).map(expr),
          declType: null,
        }
      }
      return {
        ...s,
        kind: 'assign',
        targets: left && left.type === 'array_pattern' ? namedKids(left).map(pattern) : [pattern(left)],
        op: operatorOf(node),
        values: [expr(right)],
        declType: null,
      }
    }
    return { ...s, kind: 'expr', expr: expr(node) }
  }

  function expr(node: Node | null): Expr {
    if (!node) return { line: 0, endLine: 0, kind: 'other', children: [] }
    if (!b.enter()) return opaque(node)
    try {
      return convertExpr(node)
    } finally {
      b.leave()
    }
  }

  function convertExpr(node: Node): Expr {
    const s = spanOf(node)
    switch (node.type) {
      case 'identifier':
      case 'this':
      case 'super':
      case 'property_identifier':
      case 'shorthand_property_identifier':
      case 'undefined':
        return node.type === 'undefined' ? literal(node, 'null') : nameExpr(node)
      case 'number':
        return numberLiteral(node)
      case 'string':
      case 'template_string':
      case 'regex':
        return stringLiteral(node)
      case 'true':
      case 'false':
        return literal(node, 'bool')
      case 'null':
        return literal(node, 'null')
      case 'member_expression':
        return {
          ...s,
          kind: 'member',
          object: expr(field(node, 'object')),
          property: field(node, 'property')?.text ?? '',
        }
      case 'subscript_expression':
        return { ...s, kind: 'index', object: expr(field(node, 'object')), index: expr(field(node, 'index')) }
      case 'call_expression': {
        const argsNode = field(node, 'arguments')
        return {
          ...s,
          kind: 'call',
          callee: expr(field(node, 'function')),
          args: argsNode ? namedKids(argsNode).map(expr) : [],
        }
      }
      case 'new_expression': {
        const argsNode = field(node, 'arguments')
        const ctor = field(node, 'constructor')
        const typeArgs = field(node, 'type_arguments')
        return {
          ...s,
          kind: 'new',
          type: `${ctor?.text ?? ''}${typeArgs ? typeArgs.text.replace(/\s+/g, '') : ''}`,
          args: argsNode ? namedKids(argsNode).map(expr) : [],
          dims: [],
          elements: [],
        }
      }
      case 'binary_expression':
        return {
          ...s,
          kind: 'binary',
          op: operatorOf(node),
          left: expr(field(node, 'left')),
          right: expr(field(node, 'right')),
        }
      case 'unary_expression':
        return { ...s, kind: 'unary', op: operatorOf(node), operand: expr(field(node, 'argument')) }
      case 'update_expression':
        return {
          ...s,
          kind: 'update',
          op: node.text.includes('++') ? '++' : '--',
          target: expr(field(node, 'argument')),
        }
      case 'assignment_expression':
      case 'augmented_assignment_expression':
        return {
          ...s,
          kind: 'assign',
          op: operatorOf(node),
          target: pattern(field(node, 'left')),
          value: expr(field(node, 'right')),
        }
      case 'ternary_expression':
        return {
          ...s,
          kind: 'ternary',
          cond: expr(field(node, 'condition')),
          then: expr(field(node, 'consequence')),
          otherwise: expr(field(node, 'alternative')),
        }
      case 'parenthesized_expression':
      case 'non_null_expression':
      case 'await_expression':
      case 'as_expression':
      case 'satisfies_expression':
      case 'type_assertion': {
        const inner = namedKids(node)[0]
        return inner ? expr(inner) : opaque(node)
      }
      case 'array':
        return { ...s, kind: 'collection', type: 'list', elements: namedKids(node).map(expr) }
      case 'object': {
        const elements: Expr[] = []
        for (const p of namedKids(node)) {
          if (p.type === 'pair') elements.push(expr(field(p, 'key')), expr(field(p, 'value')))
          else elements.push(expr(p))
        }
        return { ...s, kind: 'collection', type: 'map', elements }
      }
      case 'spread_element': {
        const inner = namedKids(node)[0]
        return { ...s, kind: 'unary', op: '...', operand: expr(inner ?? null) }
      }
      case 'arrow_function':
      case 'function_expression':
      case 'function':
      case 'generator_function': {
        const fn = functionLike(node, field(node, 'name')?.text ?? '<lambda>', null, true)
        return { ...s, kind: 'lambda', fn }
      }
      case 'sequence_expression':
        return { ...s, kind: 'other', children: sequence(node).map(expr) }
      default:
        return { ...s, kind: 'other', children: namedKids(node).map(expr) }
    }
  }

  function params(node: Node | null): Param[] {
    if (!node) return []
    if (node.type === 'identifier') return [{ name: node.text, type: null, line: node.startPosition.row + 1 }]
    const out: Param[] = []
    for (const p of namedKids(node)) {
      const line = p.startPosition.row + 1
      if (p.type === 'identifier') out.push({ name: p.text, type: null, line })
      else if (p.type === 'required_parameter' || p.type === 'optional_parameter') {
        const pat = field(p, 'pattern')
        const typeNode = field(p, 'type')
        const value = field(p, 'value')
        out.push({
          name: pat?.text ?? '',
          type: typeNode ? (typeText(typeNode)?.replace(/^:/, '') ?? null) : null,
          line,
          ...(value ? { defaultValue: expr(value) } : {}),
        })
      } else if (p.type === 'assignment_pattern') {
        const value = field(p, 'right')
        out.push({
          name: field(p, 'left')?.text ?? '',
          type: null,
          line,
          ...(value ? { defaultValue: expr(value) } : {}),
        })
      } else if (p.type === 'rest_pattern')
        out.push({ name: namedKids(p)[0]?.text ?? '', type: 'any[]', line })
    }
    return out
  }

  function functionLike(node: Node, name: string, className: string | null, isLambda = false): FunctionIR {
    const paramNode = field(node, 'parameters') ?? field(node, 'parameter')
    const ret = field(node, 'return_type')
    return b.defineFunction(
      node,
      {
        name,
        params: params(paramNode),
        className,
        isLambda,
        returnType: ret ? (typeText(ret)?.replace(/^:/, '') ?? null) : null,
      },
      () => {
        const bodyNode = field(node, 'body')
        if (!bodyNode) return []
        if (bodyNode.type === 'statement_block') return body(bodyNode)
        return [{ ...spanOf(bodyNode), kind: 'return', value: expr(bodyNode) }]
      },
    )
  }

  function classDecl(node: Node): Stmt {
    const s = spanOf(node)
    const name = field(node, 'name')?.text ?? '<class>'
    const cls: ClassIR = { ...s, name, fields: [], methods: [], bases: [] }
    const bodyNode = field(node, 'body')
    for (const k of bodyNode ? namedKids(bodyNode) : []) {
      if (k.type === 'method_definition') {
        const methodName = field(k, 'name')?.text ?? '<method>'
        cls.methods.push(functionLike(k, methodName === 'constructor' ? name : methodName, name))
      } else if (k.type === 'public_field_definition' || k.type === 'field_definition') {
        const nameNode = field(k, 'name') ?? field(k, 'property')
        const value = field(k, 'value')
        const typeNode = field(k, 'type')
        if (nameNode) {
          cls.fields.push({
            ...spanOf(k),
            kind: 'assign',
            targets: [
              {
                ...spanOf(nameNode),
                kind: 'member',
                object: { ...spanOf(nameNode), kind: 'name', name: 'this' },
                property: nameNode.text,
              },
            ],
            op: '=',
            values: value ? [expr(value)] : [],
            declType: typeNode ? (typeText(typeNode)?.replace(/^:/, '') ?? null) : null,
          })
        }
      }
    }
    b.classes.push(cls)
    return { ...s, kind: 'class', cls }
  }

  const top = flatten(namedKids(root).map(stmt))
  return b.program(top, root)
}
