import type { Expr, Param, ProgramIR, Span, Stmt } from '../ir'
import {
  arms,
  eachLoop,
  emptyClass,
  field,
  fields,
  flatten,
  forLoop,
  nameExpr,
  namedKids,
  opaque,
  spanOf,
  typeText,
  type SyntaxNode as Node,
} from './common'
import { EXPR, STMT } from './rules'
import { defineGrammar, Walker, type Converted } from './walker'

const JAVA = defineGrammar({
  block: 'block',
  alwaysTrue: /^\(\s*true\s*\)$/,
  assignments: ['assignment_expression'],
  names: ['identifier', 'this', 'super', 'type_identifier'],
  numbers: [
    'decimal_integer_literal',
    'hex_integer_literal',
    'octal_integer_literal',
    'binary_integer_literal',
    'decimal_floating_point_literal',
  ],
  strings: ['string_literal', 'text_block'],
  chars: ['character_literal'],
  nulls: ['null_literal'],
  statements: {
    expression_statement: STMT.expression,
    return_statement: STMT.return,
    throw_statement: STMT.throw,
    yield_statement: STMT.evaluate,
    while_statement: STMT.while,
    do_statement: STMT.while,
    labeled_statement: STMT.splice,
    synchronized_statement: STMT.splice,
    // A constructor's body is its own node type, with the statements of a block.
    constructor_body: STMT.splice,
  },
  expressions: {
    field_access: EXPR.member('object', 'field'),
    array_access: EXPR.index('array', 'index'),
    binary_expression: EXPR.binary,
    unary_expression: EXPR.unary('operand'),
    update_expression: EXPR.update(),
    assignment_expression: EXPR.assign,
    ternary_expression: EXPR.ternary,
    parenthesized_expression: EXPR.unwrap(),
    cast_expression: EXPR.unwrap('value'),
  },
})

export function buildJava(root: Node): ProgramIR {
  const w = new Walker(JAVA, { stmt: convertStmt, expr: convertExpr })
  const { b, stmt, expr, body, exprStmt, args } = w

  function convertStmt(node: Node, s: Span): Converted | undefined {
    switch (node.type) {
      case 'local_variable_declaration':
      case 'field_declaration':
        return declaration(node)
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
        return forLoop(
          s,
          init,
          cond ? expr(cond) : null,
          fields(node, 'update').map(expr),
          body(field(node, 'body')),
        )
      }
      case 'enhanced_for_statement':
        return eachLoop(s, expr(field(node, 'name')), expr(field(node, 'value')), body(field(node, 'body')))
      case 'try_statement':
      case 'try_with_resources_statement': {
        const parts: Stmt[] = [...body(field(node, 'body'))]
        for (const k of namedKids(node)) {
          if (k.type === 'catch_clause') parts.push(...body(field(k, 'body')))
          if (k.type === 'finally_clause') parts.push(...w.stmts(k))
        }
        return { ...s, kind: 'block', body: parts }
      }
      case 'switch_expression':
        return switchStmt(node, s)
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
      default:
        return undefined
    }
  }

  function switchStmt(node: Node, s: Span): Stmt {
    const parts: Stmt[][] = []
    const values: (Expr | null)[] = []
    const blockNode = field(node, 'body')
    for (const group of blockNode ? namedKids(blockNode) : []) {
      const arm: Stmt[] = []
      // `case "push":` (`default:` has no value)
      const label = namedKids(group).find((k) => k.type === 'switch_label')
      const value = label ? namedKids(label)[0] : undefined
      values.push(value ? expr(value) : null)
      for (const k of namedKids(group)) {
        if (k.type === 'switch_label') continue
        if (k.type === 'expression_statement' || k.type.endsWith('statement') || k.type === 'block') {
          arm.push(...flatten([stmt(k)]))
        } else {
          arm.push({ ...spanOf(k), kind: 'expr', expr: expr(k) })
        }
      }
      parts.push(arm)
    }
    return arms(s, expr(field(node, 'condition')), parts, [], values)
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

  function arrayInit(node: Node, type: string): Expr {
    return { ...spanOf(node), kind: 'new', type, args: [], dims: [], elements: namedKids(node).map(expr) }
  }

  function convertExpr(node: Node, s: Span): Expr | undefined {
    switch (node.type) {
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
      case 'instanceof_expression':
        return {
          ...s,
          kind: 'binary',
          op: 'instanceof',
          left: expr(field(node, 'left')),
          right: opaque(node),
        }
      case 'lambda_expression': {
        const fn = b.defineFunction(
          node,
          { name: '<lambda>', params: lambdaParams(field(node, 'parameters')), isLambda: true },
          () => w.lambdaBody(field(node, 'body')),
        )
        return { ...s, kind: 'lambda', fn }
      }
      case 'method_reference':
        return { ...s, kind: 'other', children: [] }
      default:
        return undefined
    }
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
    const modifiers = namedKids(node).find((k) => k.type === 'modifiers')
    return b.defineFunction(
      node,
      {
        name: isCtor ? (className ?? '<init>') : (field(node, 'name')?.text ?? '<method>'),
        params: params(field(node, 'parameters')),
        // `private`, `static`, `public`: which methods a caller outside the class can reach. A method
        // with none of the access modifiers is package-private.
        decorators: accessDecorators(
          modifiers ? modifiers.text.split(/\s+/).filter((m) => /^[a-z]+$/.test(m)) : [],
        ),
        className,
        returnType: isCtor ? null : typeText(field(node, 'type')),
      },
      () => body(field(node, 'body')),
    )
  }

  function classDecl(node: Node): Stmt {
    const name = field(node, 'name')?.text ?? '<class>'
    const cls = emptyClass(node, name)
    const superNode = field(node, 'superclass')
    if (superNode) cls.bases.push(superNode.text.replace(/^extends\s+/, ''))
    const bodyNode = field(node, 'body')
    for (const k of bodyNode ? namedKids(bodyNode) : []) {
      if (k.type === 'method_declaration' || k.type === 'constructor_declaration')
        cls.methods.push(method(k, name))
      else if (k.type === 'field_declaration') cls.fields.push(...declaration(k))
      else if (k.type.endsWith('_declaration')) stmt(k)
      else if (k.type === 'static_initializer' || k.type === 'block') cls.fields.push(...w.stmts(k))
    }
    return b.addClass(cls)
  }

  return w.program(root)
}

function accessDecorators(modifiers: string[]): string[] {
  return modifiers.some((m) => /^(public|private|protected)$/.test(m))
    ? modifiers
    : [...modifiers, 'package-private']
}
