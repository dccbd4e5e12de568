import type { ClassIR, Expr, Param, ProgramIR, Stmt } from '../ir'
import {
  field,
  fields,
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

export function buildJava(root: Node): ProgramIR {
  const b = new IrBuilder()

  function body(node: Node | null): Stmt[] {
    if (!node) return []
    if (node.type === 'block') return flatten(namedKids(node).map(stmt))
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
      case 'local_variable_declaration':
      case 'field_declaration':
        return declaration(node)
      case 'expression_statement': {
        const e = namedKids(node)[0]
        return e ? exprStmt(e) : null
      }
      case 'if_statement':
        return {
          ...s,
          kind: 'if',
          cond: expr(field(node, 'condition')),
          then: body(field(node, 'consequence')),
          otherwise: body(field(node, 'alternative')),
        }
      case 'for_statement': {
        const init = fields(node, 'init').flatMap((i) =>
          i.type === 'local_variable_declaration' ? declaration(i) : [exprStmt(i)],
        )
        const cond = field(node, 'condition')
        return {
          ...s,
          kind: 'loop',
          loop: {
            ...s,
            style: 'for',
            init,
            cond: cond ? expr(cond) : null,
            update: fields(node, 'update').map(expr),
            body: body(field(node, 'body')),
          },
        }
      }
      case 'enhanced_for_statement':
        return {
          ...s,
          kind: 'loop',
          loop: {
            ...s,
            style: 'each',
            target: expr(field(node, 'name')),
            iter: expr(field(node, 'value')),
            body: body(field(node, 'body')),
          },
        }
      case 'while_statement':
      case 'do_statement': {
        const condNode = field(node, 'condition')
        const cond = condNode && /^\(\s*true\s*\)$/.test(condNode.text) ? null : expr(condNode)
        return {
          ...s,
          kind: 'loop',
          loop: {
            ...s,
            style: 'while',
            cond,
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
      case 'block':
        return { ...s, kind: 'block', body: body(node) }
      case 'labeled_statement':
      case 'synchronized_statement':
        return flatten(namedKids(node).map((k) => (k.type === 'identifier' ? null : stmt(k))))
      case 'try_statement':
      case 'try_with_resources_statement': {
        const parts: Stmt[] = [...body(field(node, 'body'))]
        for (const k of namedKids(node)) {
          if (k.type === 'catch_clause') parts.push(...body(field(k, 'body')))
          if (k.type === 'finally_clause') parts.push(...flatten(namedKids(k).map(stmt)))
        }
        return { ...s, kind: 'block', body: parts }
      }
      case 'switch_expression':
        return switchStmt(node)
      case 'yield_statement': {
        const e = namedKids(node)[0]
        return e ? { ...s, kind: 'expr', expr: expr(e) } : null
      }
      case 'class_declaration':
      case 'record_declaration':
      case 'interface_declaration':
      case 'enum_declaration':
        return classDecl(node)
      case 'method_declaration':
      case 'constructor_declaration':
        return { ...s, kind: 'function', fn: method(node, null) }
      case 'assert_statement':
        return { ...s, kind: 'expr', expr: { ...s, kind: 'other', children: namedKids(node).map(expr) } }
      case 'ERROR':
        // What parsed inside an error is still analysed.
        return flatten(namedKids(node).map(stmt))
      default:
        return null
    }
  }

  function switchStmt(node: Node): Stmt {
    const s = spanOf(node)
    const parts: Stmt[] = []
    const blockNode = field(node, 'body')
    for (const group of blockNode ? namedKids(blockNode) : []) {
      for (const k of namedKids(group)) {
        if (k.type === 'switch_label') continue
        if (k.type === 'expression_statement' || k.type.endsWith('statement') || k.type === 'block') {
          parts.push(...flatten([stmt(k)]))
        } else {
          parts.push({ ...spanOf(k), kind: 'expr', expr: expr(k) })
        }
      }
    }
    return { ...s, kind: 'if', cond: expr(field(node, 'condition')), then: parts, otherwise: [] }
  }

  function declaration(node: Node): Stmt[] {
    const type = typeText(field(node, 'type'))
    return fields(node, 'declarator').map((d) => {
      const dims = namedKids(d).some((k) => k.type === 'dimensions') ? '[]' : ''
      const value = field(d, 'value')
      return {
        ...spanOf(d),
        kind: 'assign',
        targets: [expr(field(d, 'name'))],
        op: '=',
        values: value
          ? [value.type === 'array_initializer' ? arrayInit(value, `${type ?? ''}${dims}`) : expr(value)]
          : [],
        declType: type ? `${type}${dims}` : null,
      }
    })
  }

  function exprStmt(node: Node): Stmt {
    const s = spanOf(node)
    if (node.type === 'assignment_expression') {
      return {
        ...s,
        kind: 'assign',
        targets: [expr(field(node, 'left'))],
        op: operatorOf(node),
        values: [expr(field(node, 'right'))],
        declType: null,
      }
    }
    return { ...s, kind: 'expr', expr: expr(node) }
  }

  function arrayInit(node: Node, type: string): Expr {
    return { ...spanOf(node), kind: 'new', type, args: [], dims: [], elements: namedKids(node).map(expr) }
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
      case 'type_identifier':
        return nameExpr(node)
      case 'decimal_integer_literal':
      case 'hex_integer_literal':
      case 'octal_integer_literal':
      case 'binary_integer_literal':
      case 'decimal_floating_point_literal':
        return numberLiteral(node)
      case 'string_literal':
      case 'character_literal':
      case 'text_block':
        return stringLiteral(node)
      case 'true':
      case 'false':
        return literal(node, 'bool')
      case 'null_literal':
        return literal(node, 'null')
      case 'field_access':
        return {
          ...s,
          kind: 'member',
          object: expr(field(node, 'object')),
          property: field(node, 'field')?.text ?? '',
        }
      case 'array_access':
        return { ...s, kind: 'index', object: expr(field(node, 'array')), index: expr(field(node, 'index')) }
      case 'method_invocation': {
        const object = field(node, 'object')
        const name = field(node, 'name')
        const callee: Expr = object
          ? { ...s, kind: 'member', object: expr(object), property: name?.text ?? '' }
          : nameExpr(name ?? node, name?.text ?? '')
        return { ...s, kind: 'call', callee, args: args(field(node, 'arguments')) }
      }
      case 'object_creation_expression':
        return {
          ...s,
          kind: 'new',
          type: typeText(field(node, 'type')) ?? '',
          args: args(field(node, 'arguments')),
          dims: [],
          elements: [],
        }
      case 'array_creation_expression': {
        const dims = namedKids(node)
          .filter((k) => k.type === 'dimensions_expr')
          .map((d) => expr(namedKids(d)[0] ?? null))
        const value = field(node, 'value')
        const extra = namedKids(node)
          .filter((k) => k.type === 'dimensions')
          .map((d) => d.text.replace(/\s+/g, ''))
        const type = `${typeText(field(node, 'type')) ?? ''}${'[]'.repeat(dims.length)}${extra.join('')}`
        return { ...s, kind: 'new', type, args: [], dims, elements: value ? namedKids(value).map(expr) : [] }
      }
      case 'array_initializer':
        return arrayInit(node, '')
      case 'binary_expression':
        return {
          ...s,
          kind: 'binary',
          op: operatorOf(node),
          left: expr(field(node, 'left')),
          right: expr(field(node, 'right')),
        }
      case 'instanceof_expression':
        return {
          ...s,
          kind: 'binary',
          op: 'instanceof',
          left: expr(field(node, 'left')),
          right: opaque(node),
        }
      case 'unary_expression':
        return { ...s, kind: 'unary', op: operatorOf(node), operand: expr(field(node, 'operand')) }
      case 'update_expression': {
        const target = namedKids(node)[0]
        return {
          ...s,
          kind: 'update',
          op: node.text.includes('++') ? '++' : '--',
          target: expr(target ?? null),
        }
      }
      case 'assignment_expression':
        return {
          ...s,
          kind: 'assign',
          op: operatorOf(node),
          target: expr(field(node, 'left')),
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
      case 'cast_expression': {
        const inner = node.type === 'cast_expression' ? field(node, 'value') : namedKids(node)[0]
        return inner ? expr(inner) : opaque(node)
      }
      case 'lambda_expression': {
        const fn = b.defineFunction(
          node,
          { name: '<lambda>', params: lambdaParams(field(node, 'parameters')), isLambda: true },
          () => {
            const bodyNode = field(node, 'body')
            if (!bodyNode) return []
            if (bodyNode.type === 'block') return body(bodyNode)
            return [{ ...spanOf(bodyNode), kind: 'return', value: expr(bodyNode) }]
          },
        )
        return { ...s, kind: 'lambda', fn }
      }
      case 'method_reference':
        return { ...s, kind: 'other', children: [] }
      default:
        return { ...s, kind: 'other', children: namedKids(node).map(expr) }
    }
  }

  function args(node: Node | null): Expr[] {
    return node ? namedKids(node).map(expr) : []
  }

  function lambdaParams(node: Node | null): Param[] {
    if (!node) return []
    if (node.type === 'identifier') return [{ name: node.text, type: null, line: node.startPosition.row + 1 }]
    return namedKids(node).map((p) => {
      const name = p.type === 'identifier' ? p.text : (field(p, 'name')?.text ?? p.text)
      return { name, type: typeText(field(p, 'type')), line: p.startPosition.row + 1 }
    })
  }

  function params(node: Node | null): Param[] {
    if (!node) return []
    return namedKids(node)
      .filter((p) => p.type === 'formal_parameter' || p.type === 'spread_parameter')
      .map((p) => {
        const nameNode =
          field(p, 'name') ??
          namedKids(p).find((k) => k.type === 'variable_declarator' || k.type === 'identifier')
        const name =
          nameNode?.type === 'variable_declarator'
            ? (field(nameNode, 'name')?.text ?? '')
            : (nameNode?.text ?? '')
        const dims = namedKids(p).some((k) => k.type === 'dimensions') ? '[]' : ''
        const type = typeText(field(p, 'type') ?? namedKids(p)[0] ?? null)
        return {
          name,
          type: type ? `${type}${dims}${p.type === 'spread_parameter' ? '[]' : ''}` : null,
          line: p.startPosition.row + 1,
        }
      })
  }

  function method(node: Node, className: string | null) {
    const isCtor = node.type === 'constructor_declaration'
    return b.defineFunction(
      node,
      {
        name: isCtor ? (className ?? '<init>') : (field(node, 'name')?.text ?? '<method>'),
        params: params(field(node, 'parameters')),
        className,
        returnType: isCtor ? null : typeText(field(node, 'type')),
      },
      () => body(field(node, 'body')),
    )
  }

  function classDecl(node: Node): Stmt {
    const s = spanOf(node)
    const name = field(node, 'name')?.text ?? '<class>'
    const cls: ClassIR = { ...s, name, fields: [], methods: [], bases: [] }
    const superNode = field(node, 'superclass')
    if (superNode) cls.bases.push(superNode.text.replace(/^extends\s+/, ''))
    const bodyNode = field(node, 'body')
    for (const k of bodyNode ? namedKids(bodyNode) : []) {
      if (k.type === 'method_declaration' || k.type === 'constructor_declaration')
        cls.methods.push(method(k, name))
      else if (k.type === 'field_declaration') cls.fields.push(...declaration(k))
      else if (k.type.endsWith('_declaration')) stmt(k)
      else if (k.type === 'static_initializer' || k.type === 'block')
        cls.fields.push(...flatten(namedKids(k).map(stmt)))
    }
    b.classes.push(cls)
    return { ...s, kind: 'class', cls }
  }

  const top = flatten(namedKids(root).map(stmt))
  return b.program(top, root)
}
